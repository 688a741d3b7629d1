import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { LocalizedLink } from "@/components/i18n/LocalizedLink";
import { LocalizedText } from "@/components/i18n/LocalizedText";
import { administrativePath } from "@/lib/administration/sub-pages";
import { pageContent, pageFieldsOf } from "@/lib/content/page-data";
import { employeePoliciesFields } from "@/lib/content/page-fields/administration";
import { noticeWordsIn } from "@/lib/notices/words";
import { AdministrativeShell } from "../_components/AdministrativeShell";
import { OfficeDocuments } from "../_components/OfficeDocuments";
import { officePageMetadata } from "../_components/office-page";

const SLUG = "employee-policy";

export const generateMetadata = () => officePageMetadata(SLUG);

export default async function EmployeePoliciesPage() {
  await connection();
  const [locale, { data }, policies] = await Promise.all([
    getLocale(),
    pageContent(employeePoliciesFields.path),
    pageFieldsOf(employeePoliciesFields),
  ]);
  const words = noticeWordsIn(locale);
  return (
    <AdministrativeShell page={data} current={SLUG}>
      <p>
        <LocalizedLink
          href={administrativePath("important-forms")}
          locale={locale}
          className="font-semibold text-brand-900 underline"
        >
          {words.boards.offices.employeeForms}
        </LocalizedLink>
      </p>
      {policies.groups.map((group, index) => (
        <section key={group.heading.en} aria-labelledby={`policy-group-${index}`}>
          <h2 id={`policy-group-${index}`} className="text-2xl font-bold text-brand-900">
            <LocalizedText value={group.heading} locale={locale} />
          </h2>
          <div className="mt-4">
            <OfficeDocuments documents={group.documents} requestNote={policies.requestNote} words={words} />
          </div>
        </section>
      ))}
      <LastUpdated date={data.lastReviewed} label={words.lastUpdated} locale={locale} />
    </AdministrativeShell>
  );
}
