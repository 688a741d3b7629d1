import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { pageContent, pageFieldsOf } from "@/lib/content/page-data";
import { statutesFields } from "@/lib/content/page-fields/administration";
import { noticeWordsIn } from "@/lib/notices/words";
import { AdministrativeShell } from "../_components/AdministrativeShell";
import { OfficeDocuments } from "../_components/OfficeDocuments";
import { officePageMetadata } from "../_components/office-page";

const SLUG = "Statutes";

export const generateMetadata = () => officePageMetadata(SLUG);

export default async function StatutesPage() {
  await connection();
  const [locale, { data }, statutes] = await Promise.all([
    getLocale(),
    pageContent(statutesFields.path),
    pageFieldsOf(statutesFields),
  ]);
  const words = noticeWordsIn(locale);
  return (
    <AdministrativeShell page={data} current={SLUG}>
      <section aria-labelledby="statutes-documents">
        <h2 id="statutes-documents" className="text-2xl font-bold text-brand-900">
          {words.boards.offices.documents}
        </h2>
        <div className="mt-4">
          <OfficeDocuments documents={statutes.documents} requestNote={statutes.requestNote} words={words} />
        </div>
      </section>
      <LastUpdated date={data.lastReviewed} label={words.lastUpdated} locale={locale} />
    </AdministrativeShell>
  );
}
