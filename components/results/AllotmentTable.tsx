import type { CandidateResult } from "@/lib/admissions/records";
import { recordTextLang, type Locale } from "@/lib/i18n/locales";
import type { ResultWords } from "./words";

/** A row of the table: its label, the record's value, and `lang="en"` for a value in English on a Hindi page. */
export type AllotmentRow = { label: string; value: string; lang?: "en" };

/** The admission category's code in words; a code the catalogue does not name is shown as given. */
export function admissionCategoryIn(words: ResultWords, code: string): string {
  const key = code.trim().toUpperCase();
  return key in words.categories ? words.categories[key as keyof ResultWords["categories"]] : code;
}

/** The rows of the 'Student Allotment' table; PG shows the first five, and an empty category row is left out. */
export function allotmentRows(result: CandidateResult, words: ResultWords, locale: Locale): AllotmentRow[] {
  const record = (label: string, value: string): AllotmentRow => ({
    label,
    value,
    lang: recordTextLang(value, locale),
  });
  const { rows: labels } = words;
  const rows = [
    record(labels.formNumber, result.formNumber),
    record(labels.name, result.name),
    record(labels.program, result.program),
    record(labels.campus, result.campus),
    record(labels.registeredCategory, result.registeredCategory),
  ];
  if (result.roundKey === "pg1") return rows;
  if (result.categoryAllocated)
    rows.push(record(labels.admissionCategory, admissionCategoryIn(words, result.categoryAllocated)));
  rows.push(
    { label: labels.preference, value: result.programPreference?.toString() ?? "—" },
    { label: labels.rank, value: result.rank?.toString() ?? "—" },
  );
  return rows;
}

export function AllotmentTable({
  result,
  words,
  locale,
}: {
  result: CandidateResult;
  words: ResultWords;
  locale: Locale;
}) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{words.show.allotmentCaption}</caption>
      <tbody>
        {allotmentRows(result, words, locale).map(({ label, value, lang }) => (
          <tr key={label} className="border-b border-slate-200 last:border-0">
            <th scope="row" className="w-2/5 bg-brand-50 px-4 py-3 align-top font-semibold text-brand-900">
              {label}
            </th>
            <td className="px-4 py-3 align-top" lang={lang}>
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
