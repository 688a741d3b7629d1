import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/layout/NotFoundView";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: t("title"), robots: { index: false } };
}

/**
 * A public page that calls notFound(): drawn inside the site's layout, which already has the frame.
 * Without this file the root not-found (which draws the frame itself, for addresses outside every
 * layout) would stand in here too, and every page's React payload would carry a second copy of the
 * header, navigation and footer for it.
 */
export default function SiteNotFound() {
  return <NotFoundView />;
}
