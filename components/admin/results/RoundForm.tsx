"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import {
  ApiError,
  updateResultRound,
  uploadRoundProcessPdf,
  type ResultRound,
  type RoundChanges,
} from "@/lib/api-client";
import { acceptAttribute, checkFileChoice } from "@/lib/files/choice";
import {
  checkRoundForm,
  fieldOfApiErrors,
  toIndiaInput,
  type FieldErrors,
  type RoundFormField,
} from "@/lib/admissions/staff-forms";
import { staffCall } from "../staff-call";
import { Button } from "@/components/ui/Button";
import { ErrorAlert, FieldError, INPUT } from "@/components/ui/FormControls";

type Field = RoundFormField | "pdf";
type Props = {
  category: string;
  round: number;
  /** The round as stored, or undefined when it is set up by this form. */
  current?: ResultRound;
  defaultTitle: string;
  maxPdfBytes: number;
};

// The API's field names, for its messages ("endsAt: …").
const API_FIELDS: Record<string, Field> = {
  title: "title",
  startsAt: "startsAt",
  endsAt: "endsAt",
  windowOpen: "window",
  confirmationPdfUrl: "pdfLink",
  pdf: "pdf",
};
const FIELD_ORDER: Field[] = ["title", "startsAt", "endsAt", "window", "pdfLink", "pdf"];

/** Title, decision-window dates and state, and the seat-confirmation process PDF (uploaded, or a link) of one round. */
export function RoundForm({ category, round, current, defaultTitle, maxPdfBytes }: Props) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState<ResultRound | undefined>(current);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  function showErrors(found: FieldErrors<Field>) {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const checked = checkRoundForm({
      title: text("title"),
      startsAt: text("startsAt"),
      endsAt: text("endsAt"),
      window: text("window") as "open",
      pdfLink: text("pdfLink"),
    });
    const chosen = form.get("pdf");
    const file = chosen instanceof File && chosen.size + chosen.name.length > 0 ? chosen : undefined;
    const fileError = await checkFileChoice(file, { kind: "pdf", maxBytes: maxPdfBytes });
    if (!checked.ok || fileError) {
      showErrors({ ...(checked.ok ? {} : checked.errors), ...(fileError ? { pdf: fileError } : {}) });
      return;
    }
    setErrors({});

    // Only what changed is sent, so the round's history names the fields staff actually edited.
    const { title, startsAt, endsAt, windowOpen, confirmationPdfUrl } = checked.changes;
    const changes: RoundChanges = {};
    if (title !== saved?.title) changes.title = title;
    if (text("startsAt") !== toIndiaInput(saved?.startsAt ?? null)) changes.startsAt = startsAt;
    if (text("endsAt") !== toIndiaInput(saved?.endsAt ?? null)) changes.endsAt = endsAt;
    if (windowOpen !== (saved?.windowOpen ?? false)) changes.windowOpen = windowOpen;
    // An uploaded file takes the place of the link.
    if (!file && confirmationPdfUrl !== (saved?.confirmationPdfUrl ?? ""))
      changes.confirmationPdfUrl = confirmationPdfUrl;
    if (!file && Object.keys(changes).length === 0 && saved) {
      setMessage({ ok: true, text: "Nothing to save: no field was changed." });
      return;
    }

    setBusy(true);
    try {
      let latest = saved;
      if (file) {
        latest = (
          await staffCall(() =>
            uploadRoundProcessPdf(category, round, file, {
              onProgress: ({ loaded, total }) => setProgress(Math.round((loaded / total) * 100)),
            }),
          )
        ).data.round;
      }
      if (Object.keys(changes).length > 0 || !latest)
        latest = (await staffCall(() => updateResultRound(category, round, changes))).data.round;
      setSaved(latest);
      setMessage({ ok: true, text: "The round was saved. Candidates see the change on the result pages now." });
      toast.success("Round saved");
      router.refresh();
    } catch (error) {
      const text = error instanceof ApiError ? error.message : "The round could not be saved. Please try again.";
      const fieldError = error instanceof ApiError ? fieldOfApiErrors(error.fieldErrors, API_FIELDS) : undefined;
      if (fieldError) showErrors(fieldError);
      else setMessage({ ok: false, text });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  const described = (field: Field, hint?: string) =>
    [hint, errors[field] ? `${field}-error` : undefined].filter(Boolean).join(" ") || undefined;

  return (
    <>
      {/* The key resets the uncontrolled fields to what was saved. */}
      <form
        key={saved?.updatedAt ?? "new"}
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        className="mt-6 max-w-2xl space-y-6"
      >
        <div>
          <label htmlFor="title" className="font-semibold">
            Title
          </label>
          <input
            id="title"
            name="title"
            data-field="title"
            defaultValue={saved?.title ?? defaultTitle}
            className={INPUT}
            aria-invalid={!!errors.title}
            aria-describedby={described("title")}
          />
          <FieldError id="title-error" message={errors.title} />
        </div>

        <fieldset className="rounded-md border border-slate-300 p-4">
          <legend className="px-1 font-semibold">Decision window dates (India time)</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="startsAt" className="font-semibold">
                Opens
              </label>
              <input
                id="startsAt"
                name="startsAt"
                data-field="startsAt"
                type="datetime-local"
                defaultValue={toIndiaInput(saved?.startsAt ?? null)}
                className={INPUT}
                aria-invalid={!!errors.startsAt}
                aria-describedby={described("startsAt")}
              />
              <FieldError id="startsAt-error" message={errors.startsAt} />
            </div>
            <div>
              <label htmlFor="endsAt" className="font-semibold">
                Closes
              </label>
              <input
                id="endsAt"
                name="endsAt"
                data-field="endsAt"
                type="datetime-local"
                defaultValue={toIndiaInput(saved?.endsAt ?? null)}
                className={INPUT}
                aria-invalid={!!errors.endsAt}
                aria-describedby={described("endsAt")}
              />
              <FieldError id="endsAt-error" message={errors.endsAt} />
            </div>
          </div>
        </fieldset>

        <fieldset
          className="rounded-md border border-slate-300 p-4"
          aria-describedby={described("window", "window-hint")}
        >
          <legend className="px-1 font-semibold">Decision window</legend>
          <p id="window-hint" className="text-sm text-slate-700">
            Candidates can record a decision only while the window is open and the time is between its opening and
            closing dates; outside them the result pages say it is closed.
          </p>
          <div className="mt-2 space-y-2">
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name="window"
                value="open"
                data-field="window"
                defaultChecked={saved?.windowOpen === true}
                className="mt-1"
              />
              <span>Open: candidates can record their seat decision between the dates above</span>
            </label>
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name="window"
                value="closed"
                defaultChecked={saved?.windowOpen !== true}
                className="mt-1"
              />
              <span>Closed: candidates see &ldquo;Seat Confirmation Closed&rdquo;</span>
            </label>
          </div>
          <FieldError id="window-error" message={errors.window} />
        </fieldset>

        <fieldset className="rounded-md border border-slate-300 p-4">
          <legend className="px-1 font-semibold">Seat-confirmation process PDF</legend>
          <p className="text-sm text-slate-700">
            {saved?.confirmationPdfUrl ? (
              <>
                Now:{" "}
                <a href={saved.confirmationPdfUrl} className="underline">
                  current process PDF
                </a>
              </>
            ) : (
              "This round has no process PDF yet."
            )}
          </p>
          <div className="mt-3">
            <label htmlFor="pdf" className="font-semibold">
              Upload a new PDF
            </label>
            <input
              id="pdf"
              name="pdf"
              data-field="pdf"
              type="file"
              accept={acceptAttribute("pdf")}
              className={INPUT}
              aria-invalid={!!errors.pdf}
              aria-describedby={described("pdf", "pdf-hint")}
            />
            <p id="pdf-hint" className="mt-1 text-sm text-slate-700">
              A PDF of at most {Math.round(maxPdfBytes / (1024 * 1024))} MB. It replaces the current PDF and the link
              below.
            </p>
            <FieldError id="pdf-error" message={errors.pdf} />
            {progress !== null ? (
              <div className="mt-2">
                <label htmlFor="pdf-progress" className="text-sm">
                  Uploading the PDF
                </label>
                <progress id="pdf-progress" max={100} value={progress} className="block w-full">
                  {progress}%
                </progress>
              </div>
            ) : null}
          </div>
          <div className="mt-3">
            <label htmlFor="pdfLink" className="font-semibold">
              Or link to a PDF
            </label>
            <input
              id="pdfLink"
              name="pdfLink"
              data-field="pdfLink"
              defaultValue={saved?.confirmationPdfUrl ?? ""}
              className={INPUT}
              aria-invalid={!!errors.pdfLink}
              aria-describedby={described("pdfLink", "pdfLink-hint")}
            />
            <p id="pdfLink-hint" className="mt-1 text-sm text-slate-700">
              A file of this site (/files/…, for example a notice&apos;s PDF) or an https:// address.
            </p>
            <FieldError id="pdfLink-error" message={errors.pdfLink} />
          </div>
        </fieldset>

        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : saved ? "Save round" : "Set up round"}
        </Button>
      </form>
      <p
        role="status"
        className={
          message?.ok
            ? "mt-4 max-w-2xl rounded-md border border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900"
            : "sr-only"
        }
      >
        {message?.ok ? message.text : ""}
      </p>
      {message && !message.ok ? <ErrorAlert className="mt-4 max-w-2xl">{message.text}</ErrorAlert> : null}
    </>
  );
}
