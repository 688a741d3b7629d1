import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/layout/NotFoundView";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: t("title"), robots: { index: false } };
}

/**
 * A public page that calls notFound(): drawn inside the site's layout, which already has the frame.
 * Without this file the root not-found would stand in, outside the site's layout: a page without
 * its header, navigation and footer.
 */
export default function SiteNotFound() {
  return <NotFoundView />;
}
