import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { administrationReviewedOn, employeePolicies } from "@/content/administration";
import { textIn } from "@/lib/content/localized";
import { noticeWordsIn } from "@/lib/notices/words";
import { ADMINISTRATIVE_PATH, AdministrativeShell } from "../_components/AdministrativeShell";
import { OfficeDocuments } from "../_components/OfficeDocuments";
import { officePageMetadata } from "../_components/office-page";
import { administrativePageText } from "@/lib/notices/boards";

const SLUG = "employee-policy";

export const generateMetadata = () => officePageMetadata(SLUG);

export default async function EmployeePoliciesPage() {
  await connection();
  const locale = await getLocale();
  const words = noticeWordsIn(locale);
  return (
    <AdministrativeShell
      current={SLUG}
      title={administrativePageText(SLUG, locale).title}
      lead={textIn(employeePolicies.intro, locale)}
    >
      <p>
        <LocalizedLink
          href={`${ADMINISTRATIVE_PATH}/important-forms`}
          locale={locale}
          className="font-semibold text-brand-900 underline"
        >
          {words.boards.offices.employeeForms}
        </LocalizedLink>
      </p>
      {employeePolicies.groups.map((group, index) => (
        <section key={group.heading.en} aria-labelledby={`policy-group-${index}`}>
          <h2 id={`policy-group-${index}`} className="text-2xl font-bold text-brand-900">
            {textIn(group.heading, locale)}
          </h2>
          <div className="mt-4">
            <OfficeDocuments documents={group.documents} words={words} />
          </div>
        </section>
      ))}
      <LastUpdated date={new Date(administrationReviewedOn).toISOString()} label={words.lastUpdated} locale={locale} />
    </AdministrativeShell>
  );
}
