import type { Metadata } from "next";
import { NOT_FOUND_TITLE, NotFoundView } from "@/components/layout/NotFoundView";

export const metadata: Metadata = { title: NOT_FOUND_TITLE, robots: { index: false } };

/**
 * notFound() from a page of the public site: rendered inside the site's layout, which already
 * draws the header and footer (app/not-found.tsx, which draws them itself, serves only addresses
 * that match no route at all).
 */
export default function SiteNotFound() {
  return <NotFoundView />;
}
