import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { pagesContent } from "@/lib/content/page-data";
import { inLocale } from "@/lib/content/localized";
import { POLICY_PATHS } from "@/lib/pages/registry";
import { latestUpdate } from "@/lib/seo/last-modified";
import { pageMetadata } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/locales";
import { PageHeader } from "@/components/layout/PageHeader";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { WebInformationManagerSection } from "@/components/content/WebInformationManagerSection";

const PATH = "/website-policies";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("morePages.websitePolicies");
  return pageMetadata({ title: t("title"), description: t("description"), path: PATH });
}

/**
 * Every GIGW website policy page under its published title, with its description as its one line
 * (a page staff unpublished is left out), then the Web Information Manager; dated by the newest review.
 */
export default async function WebsitePoliciesPage() {
  // Read per request: the database is not open while the site is built.
  await connection();
  const [pages, locale, t] = await Promise.all([
    pagesContent(POLICY_PATHS),
    getLocale() as Promise<Locale>,
    getTranslations("morePages.websitePolicies"),
  ]);
  return (
    <>
      <PageHeader title={t("title")} crumbs={[{ name: t("title"), path: PATH }]} lead={t("description")} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ul className="max-w-3xl space-y-5">
          {pages.map(({ data }) => {
            const [title, summary] = [inLocale(data.title, locale), inLocale(data.summary, locale)];
            return (
              <li key={data.path}>
                <LocalizedLink
                  href={data.path}
                  locale={locale}
                  lang={title.lang}
                  className="text-lg font-semibold text-brand-900 underline"
                >
                  {title.text}
                </LocalizedLink>
                <p lang={summary.lang} className="mt-1 text-slate-700">
                  {summary.text}
                </p>
              </li>
            );
          })}
        </ul>
        <div className="mt-12">
          <WebInformationManagerSection />
        </div>
        <LastUpdated
          date={latestUpdate(...pages.map(({ data }) => data.lastReviewed))}
          locale={locale}
          className="mt-12 border-t border-slate-200 pt-4"
        />
      </div>
    </>
  );
}
