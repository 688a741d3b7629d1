import type { Metadata } from "next";
import Link from "next/link";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { administrationReviewedOn, administrativePage, employeePolicies } from "@/content/administration";
import { pageMetadata } from "@/lib/seo/metadata";
import { AdministrativeShell } from "../_components/AdministrativeShell";
import { OfficeDocuments } from "../_components/OfficeDocuments";

const page = administrativePage("employee-policy");

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: page.title,
    description: page.description,
    path: `/administration/administrative/${page.slug}`,
  });
}

export default function EmployeePoliciesPage() {
  return (
    <AdministrativeShell current={page.slug} title={page.title} lead={employeePolicies.intro}>
      <p>
        <Link href="/administration/administrative/important-forms" className="font-semibold text-brand-900 underline">
          Important forms for employees
        </Link>
      </p>
      {employeePolicies.groups.map((group, index) => (
        <section key={group.heading} aria-labelledby={`policy-group-${index}`}>
          <h2 id={`policy-group-${index}`} className="text-2xl font-bold text-brand-900">
            {group.heading}
          </h2>
          <div className="mt-4">
            <OfficeDocuments documents={group.documents} />
          </div>
        </section>
      ))}
      <LastUpdated date={new Date(administrationReviewedOn).toISOString()} />
    </AdministrativeShell>
  );
}
