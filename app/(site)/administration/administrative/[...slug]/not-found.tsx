import type { Metadata } from "next";
import { NotFoundView } from "@/components/layout/NotFoundView";
import { underConstructionMetadata, type SlugParams } from "./under-construction";

/**
 * The sub-pages under construction are answered with the status 404 (proxy.ts), and Next.js takes
 * a 404's <title> from the nearest not-found module rather than from the page: without this one,
 * the root's "Page Not Found" titled the under-construction view.
 */
export async function generateMetadata({ params }: { params: SlugParams }): Promise<Metadata> {
  return underConstructionMetadata(params);
}

/** Nothing under this route calls notFound(); should anything, the site's not-found view answers. */
export default function AdministrativeSectionNotFound() {
  return <NotFoundView />;
}
