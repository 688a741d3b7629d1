import Link from "next/link";
import { notFound } from "next/navigation";
import { requireStaff } from "@/lib/auth/admin-guard";
import { NotFoundError, ValidationError } from "@/lib/errors";
import { getResultForStaff } from "@/lib/admissions/staff";
import { admissionCategoryInWords } from "@/lib/admissions/categories";
import { HistoryTable } from "@/components/admin/results/HistoryTable";
import { StatusOverride } from "@/components/admin/results/StatusOverride";
import { STATUS_LABEL, formatDateTime, roundName } from "@/components/admin/results/shared";

export const metadata = { title: "Admission record" };

type Props = { params: Promise<{ id: string }> };

async function load(actor: Awaited<ReturnType<typeof requireStaff>>, id: string) {
  try {
    return await getResultForStaff(actor, id);
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ValidationError) notFound();
    throw error;
  }
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** One allotment record: every field, the staff status change, and the record's history. */
export default async function RecordPage({ params }: Props) {
  const actor = await requireStaff("Admissions");
  const { result, history } = await load(actor, (await params).id);
  const fields: [string, string][] = [
    ["Form number", result.formNumber],
    ["Round", roundName(result.category, result.round)],
    ["Status", STATUS_LABEL[result.status]],
    ["Decided", formatDateTime(result.decidedAt)],
    ["Programme allocated", result.program || "No seat"],
    ["Campus allocated", result.campus || "—"],
    ["Registered category", result.registeredCategory || "—"],
    [
      "Admission category",
      result.categoryAllocated
        ? `${admissionCategoryInWords(result.categoryAllocated)} (${result.categoryAllocated})`
        : "—",
    ],
    ["Programme preference", result.programPreference === null ? "—" : String(result.programPreference)],
    ["Campus preference", yesNo(result.campusPreference)],
    ["Rank", result.rank === null ? "—" : String(result.rank)],
    ["PwD", yesNo(result.pwd)],
    ["Defence", yesNo(result.defence)],
    ["Email", result.email],
    ["Date of birth", result.dob],
    ["Imported", formatDateTime(result.createdAt)],
    ["Last changed", formatDateTime(result.updatedAt)],
  ];
  return (
    <>
      <p>
        <Link
          href={`/admin/results/records?${new URLSearchParams({ category: result.category, round: String(result.round) })}`}
          className="underline"
        >
          Records of {roundName(result.category, result.round)}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{result.name}</h1>
      <dl className="mt-6 grid max-w-3xl gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="override-heading" className="mt-10">
        <h2 id="override-heading" className="text-xl font-bold text-brand-900">
          Change the status
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">
          For corrections: any status can be set, also after the decision window has closed or a decision was recorded.
        </p>
        <StatusOverride
          key={result.status}
          resultId={result.id}
          formNumber={result.formNumber}
          name={result.name}
          status={result.status}
        />
      </section>

      <section aria-labelledby="history-heading" className="mt-10">
        <h2 id="history-heading" className="text-xl font-bold text-brand-900">
          History
        </h2>
        {history.length > 0 ? (
          <HistoryTable entries={history} />
        ) : (
          <p className="mt-2 text-slate-700">
            No change since the record was imported on {formatDateTime(result.createdAt)}.
          </p>
        )}
      </section>
    </>
  );
}
