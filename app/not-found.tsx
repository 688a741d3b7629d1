import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { SiteFrame } from "@/components/layout/SiteFrame";
import { NotFoundView } from "@/components/layout/NotFoundView";
import { isProgramPage, ProgramNotFound, programNotFoundMetadata } from "@/components/programs/ProgramNotFound";
import { PATH_HEADER } from "@/lib/auth/safe-next";
import { missingPagePath } from "@/lib/i18n/paths";

/** The page that was not found: the address asked for, or the one the server renders this for. */
async function missingPath(): Promise<string> {
  return missingPagePath((await headers()).get(PATH_HEADER) ?? "/");
}

export async function generateMetadata(): Promise<Metadata> {
  if (isProgramPage(await missingPath())) return programNotFoundMetadata();
  const t = await getTranslations("notFound");
  return { title: t("title"), robots: { index: false } };
}

/**
 * An address that matches no route, and the page the server sends for a page's notFound()
 * (lib/server/not-found-markup.ts): outside every layout, so the frame is drawn here, once. A
 * programme's address gets the programme's own view ('data not found').
 */
export default async function NotFound() {
  return <SiteFrame>{isProgramPage(await missingPath()) ? <ProgramNotFound /> : <NotFoundView />}</SiteFrame>;
}
