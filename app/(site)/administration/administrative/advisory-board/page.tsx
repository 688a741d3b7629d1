import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { inLocale } from "@/lib/content/localized";
import { pageContent, pageFieldsOf } from "@/lib/content/page-data";
import { statutoryCommitteesFields } from "@/lib/content/page-fields/administration";
import { fill } from "@/lib/i18n/fill";
import { noticeWordsIn } from "@/lib/notices/words";
import { AdministrativeShell } from "../_components/AdministrativeShell";
import { officePageMetadata } from "../_components/office-page";

const SLUG = "advisory-board";

export const generateMetadata = () => officePageMetadata(SLUG);

export default async function StatutoryCommitteesPage() {
  await connection();
  const [locale, { data }, { committees }] = await Promise.all([
    getLocale(),
    pageContent(statutoryCommitteesFields.path),
    pageFieldsOf(statutoryCommitteesFields),
  ]);
  const words = noticeWordsIn(locale);
  return (
    <AdministrativeShell page={data} current={SLUG}>
      <ul className="grid gap-4 md:grid-cols-3">
        {committees.map((committee) => {
          const [name, summary] = [inLocale(committee.name, locale), inLocale(committee.summary, locale)];
          return (
            <li key={committee.path} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5">
              <h2 className="text-lg font-bold text-brand-900" lang={name.lang}>
                {name.text}
              </h2>
              <p className="mt-2 flex-1 text-sm text-slate-700" lang={summary.lang}>
                {summary.text}
              </p>
              <LocalizedLink
                href={committee.path}
                locale={locale}
                className="mt-4 font-semibold text-brand-900 underline"
              >
                {fill(words.boards.offices.moreAbout, { name: name.text })}
              </LocalizedLink>
            </li>
          );
        })}
      </ul>
      <LastUpdated date={data.lastReviewed} label={words.lastUpdated} locale={locale} />
    </AdministrativeShell>
  );
}
