import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { contentMetadata } from "@/components/content/ContentPage";
import { ADMINISTRATIVE_PATH } from "@/lib/administration/sub-pages";
import { inLocale } from "@/lib/content/localized";
import { pageContent } from "@/lib/content/page-data";
import { noticeWordsIn } from "@/lib/notices/words";
import { AdministrativeShell } from "./_components/AdministrativeShell";
import { officePages } from "./_components/office-page";

export const generateMetadata = () => contentMetadata(ADMINISTRATIVE_PATH);

export default async function AdministrativeOfficesPage() {
  await connection();
  const [locale, { data }, offices] = await Promise.all([getLocale(), pageContent(ADMINISTRATIVE_PATH), officePages()]);
  const words = noticeWordsIn(locale);
  return (
    <AdministrativeShell page={data}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {offices.map(({ data: office }) => {
          const title = inLocale(office.title, locale);
          return (
            <li key={office.path} className="rounded-lg border border-slate-200 bg-white p-5">
              <h2 className="text-lg font-bold" lang={title.lang}>
                <LocalizedLink
                  href={office.path}
                  locale={locale}
                  className="text-brand-900 underline-offset-2 hover:underline"
                >
                  {title.text}
                </LocalizedLink>
              </h2>
              <p className="mt-2 text-sm text-slate-700">
                <LocalizedText value={office.summary} locale={locale} />
              </p>
            </li>
          );
        })}
      </ul>
      <LastUpdated date={data.lastReviewed} label={words.lastUpdated} locale={locale} />
    </AdministrativeShell>
  );
}
