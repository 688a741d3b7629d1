import type { Metadata } from "next";
import Link from "next/link";
import { LastUpdated } from "@/components/ui/LastUpdated";
import { administrationIntro, administrationReviewedOn, administrativePages } from "@/content/administration";
import { pageMetadata } from "@/lib/seo/metadata";
import { ADMINISTRATIVE_PATH, AdministrativeShell } from "./_components/AdministrativeShell";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Administrative Offices",
    description:
      "The administrative offices of DSEU: its statutory bodies, Team DSEU, statutes, committees, employee policies, forms, office orders and circulars.",
    path: ADMINISTRATIVE_PATH,
  });
}

export default function AdministrativeOfficesPage() {
  return (
    <AdministrativeShell title="Administrative Offices" lead={administrationIntro}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {administrativePages.map((page) => (
          <li key={page.slug} className="rounded-lg border border-slate-200 bg-white p-5">
            <h2 className="text-lg font-bold">
              <Link
                href={`${ADMINISTRATIVE_PATH}/${page.slug}`}
                className="text-brand-900 underline-offset-2 hover:underline"
              >
                {page.title}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-slate-700">{page.description}</p>
          </li>
        ))}
      </ul>
      <LastUpdated date={new Date(administrationReviewedOn).toISOString()} />
    </AdministrativeShell>
  );
}
