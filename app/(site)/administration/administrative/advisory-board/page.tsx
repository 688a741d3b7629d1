import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { administrationReviewedOn, statutoryCommittees } from "@/content/administration";
import { textIn } from "@/lib/content/localized";
import { fill } from "@/lib/i18n/fill";
import { noticeWordsIn } from "@/lib/notices/words";
import { AdministrativeShell } from "../_components/AdministrativeShell";
import { officePageMetadata } from "../_components/office-page";
import { administrativePageText } from "@/lib/notices/boards";

const SLUG = "advisory-board";

export const generateMetadata = () => officePageMetadata(SLUG);

export default async function StatutoryCommitteesPage() {
  await connection();
  const locale = await getLocale();
  const words = noticeWordsIn(locale);
  return (
    <AdministrativeShell
      current={SLUG}
      title={administrativePageText(SLUG, locale).title}
      lead={textIn(statutoryCommittees.intro, locale)}
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {statutoryCommittees.committees.map((committee) => {
          const name = textIn(committee.name, locale);
          return (
            <li key={committee.path} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5">
              <h2 className="text-lg font-bold text-brand-900">{name}</h2>
              <p className="mt-2 flex-1 text-sm text-slate-700">{textIn(committee.summary, locale)}</p>
              <LocalizedLink
                href={committee.path}
                locale={locale}
                className="mt-4 font-semibold text-brand-900 underline"
              >
                {fill(words.boards.offices.moreAbout, { name })}
              </LocalizedLink>
            </li>
          );
        })}
      </ul>
      <LastUpdated date={new Date(administrationReviewedOn).toISOString()} label={words.lastUpdated} locale={locale} />
    </AdministrativeShell>
  );
}
