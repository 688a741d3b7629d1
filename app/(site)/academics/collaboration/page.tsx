import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ContentPage } from "@/components/content/ContentPage";
import { Section } from "@/components/content/Section";
import { DataTable } from "@/components/content/DataTable";
import { PageLinks } from "@/components/content/PageLinks";
import {
  collaborationHref,
  numberCollaborations,
  parseCollaborationQuery,
  searchCollaborations,
} from "@/components/content/collaboration-search";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { RecordText } from "@/components/i18n/RecordText";
import { localizePath } from "@/lib/i18n/paths";
import { textIn } from "@/lib/content/localized";
import { pageMetadata } from "@/lib/seo/metadata";
import { pageContent, pageFieldsOf } from "@/lib/content/page-data";
import { collaborationFields } from "@/lib/content/page-fields/collaborations";
import { Button } from "@/components/ui/Button";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = parseCollaborationQuery(await searchParams);
  // Searches and later pages are views of one page: crawlers index the first page only.
  const [{ data }, locale] = await Promise.all([pageContent(collaborationFields.path), getLocale()]);
  return pageMetadata({
    title: textIn(data.title, locale),
    description: textIn(data.summary, locale),
    path: data.path,
    noindex: query.q !== "" || query.page > 1,
  });
}

/**
 * The partners and what each collaboration serves are the university's records, as it wrote them
 * (English, marked as such on the Hindi page); the words around them are the page's language.
 */
export default async function CollaborationPage({ searchParams }: Props) {
  const query = parseCollaborationQuery(await searchParams);
  const [{ collaborations }, locale, t, pageLinks, tables] = await Promise.all([
    pageFieldsOf(collaborationFields),
    getLocale(),
    getTranslations("morePages.collaboration"),
    getTranslations("morePages.pageLinks"),
    getTranslations("contentPages.tables"),
  ]);
  const result = searchCollaborations(numberCollaborations(collaborations), query);
  const href = (q: string, n: number) => localizePath(collaborationHref(q, n), locale);
  return (
    <ContentPage path={collaborationFields.path}>
      <Section id="partners" heading={t("partners")}>
        <form
          method="get"
          action={localizePath(collaborationFields.path, locale)}
          role="search"
          aria-label={t("formLabel")}
          className="flex max-w-2xl flex-wrap items-end gap-3"
        >
          <div className="min-w-64 flex-1">
            <label htmlFor="collaboration-q" className="block font-semibold">
              {t("searchLabel")}
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
          <Button type="submit">{t("search")}</Button>
          {query.q ? (
            <LocalizedLink href={collaborationFields.path} locale={locale} className="py-2 text-brand-900 underline">
              {t("showAll")}
            </LocalizedLink>
          ) : null}
        </form>
        <p className="text-sm text-slate-700">
          {result.totalItems === 0
            ? t("none", { query: query.q })
            : t(query.q ? "showingMatching" : "showing", {
                first: result.first,
                last: result.last,
                total: result.totalItems,
                query: query.q,
              })}
        </p>
        {result.items.length > 0 ? (
          <DataTable
            id="collaborations-table"
            caption={t("caption", { page: result.page, pages: result.totalPages })}
            rows={result.items}
            rowKey={(c) => String(c.number)}
            columns={[
              { header: tables("serial"), numeric: true, cell: (c) => c.number },
              {
                header: t("partner"),
                rowHeader: true,
                cell: (c) => <RecordText text={c.partner} locale={locale} />,
              },
              {
                header: t("target"),
                cell: (c) => (
                  <RecordText
                    text={c.target ?? ""}
                    locale={locale}
                    fallback={<span className="text-slate-600">{t("notSpecified")}</span>}
                  />
                ),
              },
            ]}
          />
        ) : null}
        <PageLinks
          page={result.page}
          totalPages={result.totalPages}
          href={(n) => href(query.q, n)}
          label={t("pages")}
          words={{
            previous: pageLinks("previous"),
            next: pageLinks("next"),
            page: pageLinks("page"),
            pageNumber: pageLinks("pageNumber"),
          }}
        />
      </Section>
    </ContentPage>
  );
}
