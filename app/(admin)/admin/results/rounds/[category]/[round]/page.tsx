import Link from "next/link";
import { notFound } from "next/navigation";
import { requireStaff } from "@/lib/auth/admin-guard";
import { config } from "@/lib/config";
import { listRoundSummaries } from "@/lib/admissions/staff";
import { findRoundPage } from "@/lib/admissions/rounds";
import { roundParamsSchema } from "@/lib/admissions/schema";
import { RoundForm } from "@/components/admin/results/RoundForm";

export const metadata = { title: "Edit round" };

type Props = { params: Promise<{ category: string; round: string }> };

/** One round's settings; a round with a public page but no settings yet is set up here. */
export default async function RoundPage({ params }: Props) {
  const actor = await requireStaff("Admissions");
  const parsed = roundParamsSchema.safeParse(await params);
  const page = parsed.success ? findRoundPage(parsed.data.category, parsed.data.round) : undefined;
  if (!parsed.success || !page) notFound();
  const [current] = await listRoundSummaries(actor, parsed.data);
  // B.Tech round 1 shares the Diploma round-1 page, chosen by ?category=btech.
  const listing = page.key === "btech1" ? `${page.listingPath}?category=btech` : page.listingPath;
  return (
    <>
      <p>
        <Link href="/admin/results" className="underline">
          Admission results
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">
        {current ? "Edit" : "Set up"} {page.level} round {page.round}
      </h1>
      <p className="mt-2 text-slate-700">
        Programme level {page.level}, round {page.round}. Candidates look it up at{" "}
        <a href={listing} className="underline">
          {listing}
        </a>
        .
      </p>
      <RoundForm
        category={page.category}
        round={page.round}
        current={current}
        defaultTitle={page.title}
        maxPdfBytes={config().uploadMaxBytes}
      />
    </>
  );
}
