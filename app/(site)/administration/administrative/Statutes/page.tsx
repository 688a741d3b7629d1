import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { administrationReviewedOn, statutes } from "@/content/administration";
import { textIn } from "@/lib/content/localized";
import { noticeWordsIn } from "@/lib/notices/words";
import { AdministrativeShell } from "../_components/AdministrativeShell";
import { OfficeDocuments } from "../_components/OfficeDocuments";
import { officePageMetadata } from "../_components/office-page";
import { administrativePageText } from "@/lib/notices/boards";

const SLUG = "Statutes";

export const generateMetadata = () => officePageMetadata(SLUG);

export default async function StatutesPage() {
  await connection();
  const locale = await getLocale();
  const words = noticeWordsIn(locale);
  return (
    <AdministrativeShell
      current={SLUG}
      title={administrativePageText(SLUG, locale).title}
      lead={textIn(statutes.intro, locale)}
    >
      <section aria-labelledby="statutes-documents">
        <h2 id="statutes-documents" className="text-2xl font-bold text-brand-900">
          {words.boards.offices.documents}
        </h2>
        <div className="mt-4">
          <OfficeDocuments documents={statutes.documents} words={words} />
        </div>
      </section>
      <LastUpdated date={new Date(administrationReviewedOn).toISOString()} label={words.lastUpdated} locale={locale} />
    </AdministrativeShell>
  );
}
