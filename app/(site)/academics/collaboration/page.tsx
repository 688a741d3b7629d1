import Link from "next/link";
import type { Metadata } from "next";
import { ContentPage } from "@/components/content/ContentPage";
import { Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { PageLinks } from "@/components/content/PageLinks";
import {
  collaborationHref,
  parseCollaborationQuery,
  searchCollaborations,
} from "@/components/content/collaboration-search";
import { collaborationPage as page, collaborations } from "@/content/pages/collaborations";
import { pageMetadata } from "@/lib/seo/metadata";
import { pageContent } from "@/lib/content/page-data";
import { Button } from "@/components/ui/Button";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = parseCollaborationQuery(await searchParams);
  // Searches and later pages are views of one page: crawlers index the first page only.
  const { data } = await pageContent(page.path);
  return pageMetadata({
    title: data.title.en,
    description: data.summary.en,
    path: data.path,
    noindex: query.q !== "" || query.page > 1,
  });
}

export default async function CollaborationPage({ searchParams }: Props) {
  const query = parseCollaborationQuery(await searchParams);
  const result = searchCollaborations(collaborations, query);
  return (
    <ContentPage path={page.path}>
      <Section id="partners" heading="Our partners">
        <form
          method="get"
          action="/academics/collaboration"
          role="search"
          aria-label="Collaborations"
          className="flex max-w-2xl flex-wrap items-end gap-3"
        >
          <div className="min-w-64 flex-1">
            <label htmlFor="collaboration-q" className="block font-semibold">
              Search by partner or programme
            </label>
            <input
              id="collaboration-q"
              name="q"
              type="search"
              defaultValue={query.q}
              maxLength={100}
              className="mt-1 block w-full rounded-md border border-slate-500 px-3 py-2"
            />
          </div>
          <Button type="submit">Search</Button>
          {query.q ? (
            <Link href="/academics/collaboration" className="py-2 text-brand-900 underline">
              Show all
            </Link>
          ) : null}
        </form>
        <p className="text-sm text-slate-700">
          {result.totalItems === 0
            ? `No collaboration matches “${query.q}”.`
            : `Showing ${result.first}–${result.last} of ${result.totalItems} ${result.totalItems === 1 ? "collaboration" : "collaborations"}${query.q ? ` matching “${query.q}”` : ""}.`}
        </p>
        {result.items.length > 0 ? (
          <DataTable
            id="collaborations-table"
            caption={`Academic collaborations, page ${result.page} of ${result.totalPages}`}
            rows={result.items}
            rowKey={(c) => String(c.number)}
            columns={[
              { header: "S. No.", numeric: true, cell: (c) => c.number },
              { header: "Partner", rowHeader: true, cell: (c) => c.partner },
              {
                header: "Target programme or purpose",
                cell: (c) => c.target || <span className="text-slate-600">Not specified</span>,
              },
            ]}
          />
        ) : null}
        <PageLinks
          page={result.page}
          totalPages={result.totalPages}
          href={(n) => collaborationHref(query.q, n)}
          label="Pages of collaborations"
        />
      </Section>
    </ContentPage>
  );
}
