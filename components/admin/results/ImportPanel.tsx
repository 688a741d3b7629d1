"use client";

import { useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { ApiError, importReportOf, importResultsFile, type ImportReport } from "@/lib/api-client";
import { staffCall } from "../staff-call";
import { LEVELS, STAFF_ROUNDS, roundName } from "./shared";
import { Button, buttonClass } from "@/components/ui/Button";
import { ErrorAlert, FieldError, INPUT } from "@/components/ui/FormControls";
import { ScrollTable, TD, TH } from "@/components/ui/Table";

type Target = { category: string; round: number };
type Props = {
  initial?: Target;
  maxBytes: number;
  columns: { required: readonly string[]; optional: readonly string[] };
};
type Errors = { target?: string; file?: string };

const keyOf = (target: Target) => `${target.category}/${target.round}`;
const rowsOf = (report: ImportReport) => report.created + report.updated + report.unchanged;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function checkCsvChoice(file: File | undefined, maxBytes: number): string | undefined {
  if (!file || file.size + file.name.length === 0) return "Choose the CSV file to import.";
  if (!/\.(csv|txt)$/i.test(file.name) && !["text/csv", "text/plain", "application/vnd.ms-excel"].includes(file.type))
    return "Choose a CSV file (.csv).";
  if (file.size === 0) return "The file is empty.";
  if (file.size > maxBytes) return `The file is larger than the limit of ${Math.round(maxBytes / (1024 * 1024))} MB.`;
  return undefined;
}

/**
 * A round's allotments from a CSV file, in two steps: a dry run that checks every line and counts
 * what would change (nothing is written), then, when no line is rejected, the import itself.
 */
export function ImportPanel({ initial, maxBytes, columns }: Props) {
  const router = useRouter();
  const roundRef = useRef<HTMLSelectElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState<string>(initial ? keyOf(initial) : "");
  const [file, setFile] = useState<File | undefined>();
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<{ report: ImportReport; target: Target; fileName: string } | null>(null);
  const [done, setDone] = useState<{ report: ImportReport; target: Target } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<"check" | "import" | null>(null);

  const parsedTarget = (): Target | undefined => {
    const [category, round] = target.split("/");
    return category && round ? { category, round: Number(round) } : undefined;
  };

  function restart() {
    setPreview(null);
    setDone(null);
    setFailure(null);
  }

  async function send(chosen: Target, dryRun: boolean) {
    try {
      return (await staffCall(() => importResultsFile(chosen, file!, { dryRun }))).data;
    } catch (error) {
      const refused = importReportOf(error);
      if (refused) return refused;
      setFailure(error instanceof ApiError ? error.message : "The file could not be sent. Please try again.");
      return undefined;
    }
  }

  async function check(event: React.FormEvent) {
    event.preventDefault();
    restart();
    const chosen = parsedTarget();
    const found: Errors = {
      target: chosen ? undefined : "Choose the round the file is for.",
      file: checkCsvChoice(file, maxBytes),
    };
    setErrors(found);
    if (found.target) return roundRef.current?.focus();
    if (found.file) return fileRef.current?.focus();
    setBusy("check");
    const report = await send(chosen!, true);
    setBusy(null);
    if (report) setPreview({ report, target: chosen!, fileName: file!.name });
  }

  async function runImport() {
    if (!preview) return;
    setBusy("import");
    const report = await send(preview.target, false);
    setBusy(null);
    if (!report) return;
    if (report.rejected.length > 0) {
      // The round changed since the check (another import, a candidate's decision): show why.
      setPreview({ ...preview, report });
      return;
    }
    setPreview(null);
    setDone({ report, target: preview.target });
    toast.success("Import complete");
    router.refresh();
  }

  const rejectedLines = preview ? new Set(preview.report.rejected.map((r) => r.line)).size : 0;
  const toWrite = preview ? preview.report.created + preview.report.updated : 0;

  return (
    <>
      <form onSubmit={check} noValidate className="mt-6 max-w-2xl space-y-5">
        <div>
          <label htmlFor="import-round" className="font-semibold">
            Round
          </label>
          <select
            ref={roundRef}
            id="import-round"
            value={target}
            onChange={(event) => {
              setTarget(event.target.value);
              restart();
            }}
            className={INPUT}
            aria-invalid={!!errors.target}
            aria-describedby={errors.target ? "import-round-error" : undefined}
          >
            <option value="">Choose a round</option>
            {LEVELS.map(({ category, level }) => (
              <optgroup key={category} label={level}>
                {STAFF_ROUNDS.filter((page) => page.category === category).map((page) => (
                  <option key={page.key} value={keyOf(page)}>
                    {roundName(page.category, page.round)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <FieldError id="import-round-error" message={errors.target} />
        </div>
        <div>
          <label htmlFor="import-file" className="font-semibold">
            CSV file
          </label>
          <input
            ref={fileRef}
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              restart();
            }}
            className={INPUT}
            aria-invalid={!!errors.file}
            aria-describedby={["import-file-hint", errors.file ? "import-file-error" : ""].join(" ").trim()}
          />
          <p id="import-file-hint" className="mt-1 text-sm text-slate-700">
            One candidate a line, columns named in the first line: {columns.required.join(", ")}; optionally{" "}
            {columns.optional.join(", ")}. Dates of birth as DD-MM-YYYY. Leave program and campus empty for no seat. At
            most {Math.round(maxBytes / (1024 * 1024))} MB.
          </p>
          <FieldError id="import-file-error" message={errors.file} />
        </div>
        <Button type="submit" disabled={busy !== null}>
          {busy === "check" ? "Checking…" : "Check the file"}
        </Button>
      </form>

      {failure ? <ErrorAlert className="mt-6 max-w-2xl">{failure}</ErrorAlert> : null}

      {preview ? (
        <section aria-labelledby="preview-heading" className="mt-8">
          <h2 id="preview-heading" className="text-xl font-bold text-brand-900">
            Preview: {preview.fileName} into {roundName(preview.target.category, preview.target.round)}
          </h2>
          <p role="status" className="mt-2">
            {plural(rowsOf(preview.report), "row")} can be read: {preview.report.created} new, {preview.report.updated}{" "}
            updated, {preview.report.unchanged} unchanged. Nothing has been written yet.
          </p>
          {preview.report.rejected.length > 0 ? (
            <>
              <ErrorAlert className="mt-3">
                {plural(rejectedLines, "line has", "lines have")} problems. Fix the file and check it again: nothing is
                imported while a line is rejected.
              </ErrorAlert>
              <ScrollTable id="rejected-caption" caption="Rejected lines">
                <thead>
                  <tr className="bg-brand-50">
                    <th scope="col" className={TH}>
                      Line
                    </th>
                    <th scope="col" className={TH}>
                      Column
                    </th>
                    <th scope="col" className={TH}>
                      Problem
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.report.rejected.map((r, index) => (
                    <tr key={`${r.line}-${r.field}-${index}`}>
                      <td className={TD}>{r.line}</td>
                      <td className={TD}>{r.field}</td>
                      <td className={TD}>{r.message}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            </>
          ) : toWrite === 0 ? (
            <p className="mt-3">Every row is already in the round as it is: there is nothing to import.</p>
          ) : (
            <button type="button" onClick={runImport} disabled={busy !== null} className={`${buttonClass()} mt-4`}>
              {busy === "import" ? "Importing…" : `Import ${plural(rowsOf(preview.report), "row")}`}
            </button>
          )}
        </section>
      ) : null}

      {done ? (
        <section aria-labelledby="done-heading" className="mt-8">
          <h2 id="done-heading" className="text-xl font-bold text-brand-900">
            Imported
          </h2>
          <p role="status" className="mt-2">
            {roundName(done.target.category, done.target.round)}: {done.report.created} new, {done.report.updated}{" "}
            updated, {done.report.unchanged} unchanged.
          </p>
          <p className="mt-2">
            <Link
              href={`/admin/results/records?${new URLSearchParams({ category: done.target.category, round: String(done.target.round) })}`}
              className="underline"
            >
              See the records of {roundName(done.target.category, done.target.round)}
            </Link>
          </p>
        </section>
      ) : null}
    </>
  );
}
