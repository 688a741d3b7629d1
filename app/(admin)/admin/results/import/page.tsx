import Link from "next/link";
import { requireStaff } from "@/lib/auth/admin-guard";
import { IMPORT_MAX_BYTES, OPTIONAL_COLUMNS, REQUIRED_COLUMNS } from "@/lib/admissions/import-columns";
import { findRoundPage } from "@/lib/admissions/rounds";
import { roundParamsSchema } from "@/lib/admissions/schema";
import { ImportPanel } from "@/components/admin/results/ImportPanel";

export const metadata = { title: "Import allotments" };

type Props = { searchParams: Promise<{ category?: string; round?: string }> };

export default async function ImportPage({ searchParams }: Props) {
  await requireStaff("Admissions");
  const parsed = roundParamsSchema.safeParse(await searchParams);
  const initial = parsed.success && findRoundPage(parsed.data.category, parsed.data.round) ? parsed.data : undefined;
  return (
    <>
      <p>
        <Link href="/admin/results" className="underline">
          Admission results
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">Import allotments</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Records are matched by form number within the round: importing the same file again changes nothing, and a
        corrected file updates only what differs. A decision a candidate has already recorded is never overwritten by a
        file; use the status change on the record for that.
      </p>
      <ImportPanel
        initial={initial}
        maxBytes={IMPORT_MAX_BYTES}
        columns={{ required: REQUIRED_COLUMNS, optional: OPTIONAL_COLUMNS }}
      />
    </>
  );
}
