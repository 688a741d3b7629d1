import type { Metadata } from "next";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/layout/PageHeader";
import { pageMetadata } from "@/lib/seo/metadata";
import type { PageText } from "@/content/pages/types";
import { LastUpdated } from "@/components/ui/LastUpdated";

/** Title, description, canonical and Open Graph of a content page, from its text module. */
export function contentMetadata(page: PageText): Metadata {
  return pageMetadata({ title: page.title, description: page.description, path: page.path });
}

/** The frame of every content page: header with breadcrumbs and the <h1>, the body, "Last updated". */
export function ContentPage({ page, children }: { page: PageText; children: ReactNode }) {
  return (
    <>
      <PageHeader title={page.title} crumbs={page.crumbs} lead={page.lead} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {children}
        <LastUpdated date={page.lastReviewed} className="mt-12 border-t border-slate-200 pt-4" />
      </div>
    </>
  );
}
