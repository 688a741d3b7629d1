import { admissionCategoryInWords } from "@/lib/admissions/categories";
import type { CandidateResult } from "@/lib/admissions/records";

/** The rows of the 'Student Allotment' table; PG shows the first five, and an empty category row is left out. */
export function allotmentRows(result: CandidateResult): [string, string][] {
  const rows: [string, string][] = [
    ["Form Number", result.formNumber],
    ["Name", result.name],
    ["Program Allocated", result.program],
    ["Campus Allocated", result.campus],
    ["Registered Category", result.registeredCategory],
  ];
  if (result.roundKey === "pg1") return rows;
  if (result.categoryAllocated) rows.push(["Admission Category", admissionCategoryInWords(result.categoryAllocated)]);
  rows.push(
    ["Program Preference", result.programPreference?.toString() ?? "—"],
    ["Generated Rank", result.rank?.toString() ?? "—"],
  );
  return rows;
}

export function AllotmentTable({ result }: { result: CandidateResult }) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">Your seat allotment</caption>
      <tbody>
        {allotmentRows(result).map(([label, value]) => (
          <tr key={label} className="border-b border-slate-200 last:border-0">
            <th scope="row" className="w-2/5 bg-brand-50 px-4 py-3 align-top font-semibold text-brand-900">
              {label}
            </th>
            <td className="px-4 py-3 align-top">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
