import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/layout/NotFoundView";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: t("title"), robots: { index: false } };
}

/**
 * What no layout's own not-found catches: a staff page's notFound() on a navigation within the
 * staff area (the server answers a staff page's 404 with the site's not-found page). Every
 * unknown address is drawn inside the site's layout (app/(site)/[...address]), so this draws no
 * frame: Next.js puts it into every page's React payload, and a frame here was a second copy of the
 * header, menus and footer on every page.
 */
export default function NotFound() {
  return (
    <main id="main-content">
      <NotFoundView />
    </main>
  );
}
