import type { Metadata } from "next";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/layout/PageHeader";
import { pageMetadata } from "@/lib/seo/metadata";
import { en } from "@/lib/content/localized";
import { pageContent } from "@/lib/content/page-data";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { RichText } from "./RichText";

/** Title, description, canonical and Open Graph of a content page, from its published text. */
export async function contentMetadata(path: string): Promise<Metadata> {
  const { data } = await pageContent(path);
  return pageMetadata({ title: en(data.title), description: en(data.summary), path: data.path });
}

/**
 * The frame of every content page, read from the page's published content (or its draft in a
 * preview): header with breadcrumbs and the <h1>, the rich-text body, the page's own structured
 * parts, "Last updated". An unpublished page is not found.
 */
export async function ContentPage({ path, children }: { path: string; children?: ReactNode }) {
  const { data } = await pageContent(path);
  return (
    <>
      <PageHeader
        title={en(data.title)}
        crumbs={data.crumbs.map((crumb) => ({ name: en(crumb.name), path: crumb.path }))}
        lead={data.lead?.en || undefined}
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {data.body.en ? <RichText html={en(data.body)} /> : null}
        {children}
        <LastUpdated date={data.lastReviewed} className="mt-12 border-t border-slate-200 pt-4" />
      </div>
    </>
  );
}
