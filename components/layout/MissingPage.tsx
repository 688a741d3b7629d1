import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "./NotFoundView";
import { isProgramPage, ProgramNotFound, programNotFoundMetadata } from "@/components/programs/ProgramNotFound";
import { PATH_HEADER } from "@/lib/auth/safe-next";
import { missingPagePath } from "@/lib/i18n/paths";

/** The page path this request's not-found answer stands for (the address asked, or the one the server renders it for). */
export async function requestedMissingPath(): Promise<string> {
  return missingPagePath((await headers()).get(PATH_HEADER) ?? "/");
}

/** The not-found page's title, never indexed; a programme's address gets the programme's own title. */
export async function missingPageMetadata(path: string): Promise<Metadata> {
  if (isProgramPage(path)) return programNotFoundMetadata();
  const t = await getTranslations("notFound");
  return { title: t("title"), robots: { index: false } };
}

/** The not-found view for the page path `path`: a programme's address gets 'data not found'. */
export function MissingPage({ path }: { path: string }) {
  return isProgramPage(path) ? <ProgramNotFound /> : <NotFoundView />;
}
