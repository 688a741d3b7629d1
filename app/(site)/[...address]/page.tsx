import { notFound } from "next/navigation";
import { MissingPage, missingPageMetadata } from "@/components/layout/MissingPage";
import { isUnmatchedPath, missingPagePath } from "@/lib/i18n/paths";

/**
 * Every address no other route answers, so that its not-found page is drawn inside the site's
 * layout, whose frame is then the only one: the root not-found needs none, and no page's React
 * payload carries a second copy of the header, menus and footer for it. Any address is notFound()
 * (./not-found.tsx); the unmatched path (lib/i18n/paths.ts), which proxy.ts answers with the status
 * 404 and the server renders in place of Next.js's empty not-found shell
 * (lib/server/not-found-markup.ts), shows the not-found view as its page, so its HTML holds it.
 */
type Props = { params: Promise<{ address: string[] }> };

async function pathOf({ params }: Props): Promise<string> {
  return `/${(await params).address.join("/")}`;
}

export async function generateMetadata(props: Props) {
  return missingPageMetadata(missingPagePath(await pathOf(props)));
}

export default async function UnmatchedAddress(props: Props) {
  const path = await pathOf(props);
  if (!isUnmatchedPath(path)) notFound();
  return <MissingPage path={missingPagePath(path)} />;
}
