import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { listRoundSummaries } from "@/lib/admissions/staff";
import { RoundSummaryTable } from "@/components/admin/results/RoundSummaryTable";
import { buttonClass } from "@/components/ui/Button";

export const metadata = { title: "Admission results" };

/** The seat-allocation rounds at a glance: window, dates and how many records are in each status. */
export default async function ResultsOverviewPage() {
  const actor = await requireStaff("Admissions");
  const summaries = await listRoundSummaries(actor);
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Admission results</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The seat-allocation rounds candidates look up on the result pages. Import a round&apos;s allotments from a CSV
        file, follow the decisions, correct a record, and open or close a round&apos;s decision window.
      </p>
      <ul className="mt-4 flex flex-wrap gap-3">
        <li>
          <Link href="/admin/results/import" className={buttonClass()}>
            Import allotments
          </Link>
        </li>
        <li>
          <Link href="/admin/results/records" className={buttonClass({ variant: "secondary" })}>
            All records
          </Link>
        </li>
      </ul>
      <section aria-labelledby="rounds-heading" className="mt-8">
        <h2 id="rounds-heading" className="text-xl font-bold text-brand-900">
          Rounds
        </h2>
        <RoundSummaryTable
          id="rounds-table"
          caption="Rounds with their decision window and the number of records in each status"
          summaries={summaries}
          withActions
        />
      </section>
    </>
  );
}
