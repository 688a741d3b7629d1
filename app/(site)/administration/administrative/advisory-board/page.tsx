import type { Metadata } from "next";
import Link from "next/link";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { administrationReviewedOn, administrativePage, statutoryCommittees } from "@/content/administration";
import { pageMetadata } from "@/lib/seo/metadata";
import { AdministrativeShell } from "../_components/AdministrativeShell";

const page = administrativePage("advisory-board");

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: page.title,
    description: page.description,
    path: `/administration/administrative/${page.slug}`,
  });
}

export default function StatutoryCommitteesPage() {
  return (
    <AdministrativeShell current={page.slug} title={page.title} lead={statutoryCommittees.intro}>
      <ul className="grid gap-4 md:grid-cols-3">
        {statutoryCommittees.committees.map((committee) => (
          <li key={committee.name} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5">
            <h2 className="text-lg font-bold text-brand-900">{committee.name}</h2>
            <p className="mt-2 flex-1 text-sm text-slate-700">{committee.summary}</p>
            <Link href={committee.path} className="mt-4 font-semibold text-brand-900 underline">
              More about the {committee.name}
            </Link>
          </li>
        ))}
      </ul>
      <LastUpdated date={new Date(administrationReviewedOn).toISOString()} />
    </AdministrativeShell>
  );
}
