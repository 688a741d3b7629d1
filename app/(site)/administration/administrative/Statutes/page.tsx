import type { Metadata } from "next";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { administrationReviewedOn, administrativePage, statutes } from "@/content/administration";
import { pageMetadata } from "@/lib/seo/metadata";
import { AdministrativeShell } from "../_components/AdministrativeShell";
import { OfficeDocuments } from "../_components/OfficeDocuments";

const page = administrativePage("Statutes");

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: page.title,
    description: page.description,
    path: `/administration/administrative/${page.slug}`,
  });
}

export default function StatutesPage() {
  return (
    <AdministrativeShell current={page.slug} title={page.title} lead={statutes.intro}>
      <section aria-labelledby="statutes-documents">
        <h2 id="statutes-documents" className="text-2xl font-bold text-brand-900">
          Documents
        </h2>
        <div className="mt-4">
          <OfficeDocuments documents={statutes.documents} />
        </div>
      </section>
      <LastUpdated date={new Date(administrationReviewedOn).toISOString()} />
    </AdministrativeShell>
  );
}
