import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { administrationIntro, administrationReviewedOn, administrativePages } from "@/content/administration";
import { textIn } from "@/lib/content/localized";
import { noticeWordsIn } from "@/lib/notices/words";
import { pageMetadata } from "@/lib/seo/metadata";
import { ADMINISTRATIVE_PATH, AdministrativeShell } from "./_components/AdministrativeShell";

export async function generateMetadata(): Promise<Metadata> {
  const words = noticeWordsIn(await getLocale()).boards.offices;
  return pageMetadata({ title: words.title, description: words.description, path: ADMINISTRATIVE_PATH });
}

export default async function AdministrativeOfficesPage() {
  await connection();
  const locale = await getLocale();
  const words = noticeWordsIn(locale);
  return (
    <AdministrativeShell title={words.boards.offices.title} lead={textIn(administrationIntro, locale)}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {administrativePages.map((page) => (
          <li key={page.slug} className="rounded-lg border border-slate-200 bg-white p-5">
            <h2 className="text-lg font-bold">
              <LocalizedLink
                href={`${ADMINISTRATIVE_PATH}/${page.slug}`}
                locale={locale}
                className="text-brand-900 underline-offset-2 hover:underline"
              >
                {textIn(page.title, locale)}
              </LocalizedLink>
            </h2>
            <p className="mt-2 text-sm text-slate-700">{textIn(page.description, locale)}</p>
          </li>
        ))}
      </ul>
      <LastUpdated date={new Date(administrationReviewedOn).toISOString()} label={words.lastUpdated} locale={locale} />
    </AdministrativeShell>
  );
}
