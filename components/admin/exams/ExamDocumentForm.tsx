"use client";

import { useState, type FormEvent } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { ApiError, uploadExamDocument } from "@/lib/api-client";
import type { LegacyExam } from "@/lib/exams/legacy";
import { EXAM_SECTIONS } from "@/lib/exams/schema";
import { TITLE_MAX_LENGTH } from "@/lib/notices/schema";
import { EXAM_FIELD_ORDER, examDocumentErrors, type ExamDocumentKind } from "@/lib/exams/form";
import { fieldOfServerError } from "@/lib/notices/form";
import { formatFileSize } from "@/lib/files/urls";
import { SelectField, TextField, fieldId } from "@/components/forms/fields";
import { useApiFailure } from "@/components/admin/use-api-failure";
import { staffCall } from "@/components/admin/staff-call";
import { PdfDropZone } from "@/components/admin/notices/PdfDropZone";
import { takePdf, useUploadForm } from "@/components/admin/notices/use-upload-form";
import { UploadOutcome, UploadProgressBar } from "@/components/admin/notices/UploadFeedback";
import { buttonClass } from "@/components/ui/Button";
import { examSectionHref, examSectionOf } from "@/components/examination/sections";
import { examinationFields } from "@/lib/content/page-fields/examination";

type Saved = { exam: LegacyExam; warning?: string };

const FORM_ID = "exam-document";
const id = (name: string) => fieldId(FORM_ID, name);

/** Fee links are payment pages elsewhere; the other sections are normally PDFs. */
const kindOfSection = (section: string): ExamDocumentKind => (section === "exam fee-link" ? "link" : "pdf");

/**
 * Adds an exam document: a title, a section, and either a PDF (dropped or chosen, sent with a
 * real progress bar) or an https link. The browser checks what the API checks; the answer is
 * announced, with a warning when the PDF has no text layer, and the list below is fetched again.
 */
export function ExamDocumentForm({ maxBytes }: { maxBytes: number }) {
  const router = useRouter();
  const failure = useApiFailure();
  const [kind, setKind] = useState<ExamDocumentKind>("pdf");
  const {
    file,
    setFile,
    errors,
    setErrors,
    showErrors,
    formError,
    setFormError,
    progress,
    setProgress,
    saved,
    setSaved,
    fileInput,
    outcomeRef,
  } = useUploadForm<Saved>(EXAM_FIELD_ORDER, id);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress) return;
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const pdf = takePdf(data);
    data.delete("kind");
    const values = Object.fromEntries(
      [...data.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const found = await examDocumentErrors(values, kind, pdf, maxBytes);
    setFormError(null);
    setSaved(null);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    if (pdf) data.set("pdf", pdf);

    setProgress({ loaded: 0, total: pdf?.size ?? 0 });
    try {
      const answer = await staffCall(() => uploadExamDocument(data, { onProgress: setProgress }));
      toast.success("Exam document published");
      formElement.reset();
      setFile(null);
      setKind("pdf");
      setSaved({ exam: answer.data.exam, warning: answer.warning });
      router.refresh();
    } catch (error) {
      const message = failure(error);
      if (message) {
        const { field, message: text } = fieldOfServerError(
          error instanceof ApiError ? error.fieldErrors : {},
          message,
          EXAM_FIELD_ORDER,
        );
        if (field) showErrors({ [field]: text });
        else setFormError(message);
        toast.error(text);
      }
    } finally {
      setProgress(null);
    }
  }

  const savedSection = saved ? examSectionOf(saved.exam.section) : undefined;
  const radio = "h-5 w-5 border-slate-500 accent-brand-900";

  return (
    <div>
      <UploadOutcome
        outcomeRef={outcomeRef}
        saved={
          saved && {
            headline: `Published: “${saved.exam.title}” in ${savedSection?.heading.en ?? saved.exam.section}.`,
            fileLink: saved.exam.fileLink,
            fileLabel: "Open the document",
            warning: saved.warning,
          }
        }
        formError={formError}
      >
        {savedSection ? (
          <Link href={examSectionHref(examinationFields.path, savedSection)} className="font-semibold underline">
            See it on the Examination page
          </Link>
        ) : null}
      </UploadOutcome>

      <form
        id={FORM_ID}
        noValidate
        onSubmit={onSubmit}
        onChange={(event) => {
          const target = event.target;
          if (target instanceof HTMLSelectElement && target.name === "section") setKind(kindOfSection(target.value));
        }}
        className="space-y-5"
      >
        <TextField form={FORM_ID} name="title" label="Title" maxLength={TITLE_MAX_LENGTH} error={errors.title} />
        <SelectField
          form={FORM_ID}
          name="section"
          label="Section"
          placeholder="Choose a section"
          options={[...EXAM_SECTIONS]}
          error={errors.section}
        />
        <fieldset className="space-y-2 rounded-md border border-slate-300 p-4">
          <legend className="px-1 font-semibold">The document is</legend>
          {(
            [
              { value: "pdf", label: "A PDF file, published on this site" },
              { value: "link", label: "A link to a page on another website (for example a fee payment portal)" },
            ] as const
          ).map((option) => (
            <label key={option.value} className="flex items-center gap-2">
              <input
                type="radio"
                name="kind"
                value={option.value}
                checked={kind === option.value}
                onChange={() => setKind(option.value)}
                className={radio}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {kind === "pdf" ? (
          <PdfDropZone
            id={id("pdf")}
            name="pdf"
            label="PDF file"
            hint={`PDF only, at most ${formatFileSize(maxBytes)}.`}
            error={errors.pdf}
            required
            file={file}
            onFile={setFile}
            inputRef={fileInput}
          />
        ) : (
          <TextField
            form={FORM_ID}
            name="link"
            label="Link"
            type="url"
            inputMode="url"
            hint="The full address, starting with https://"
            error={errors.link}
          />
        )}

        {progress ? <UploadProgressBar id={id("progress")} progress={progress} /> : null}
        <button type="submit" disabled={progress !== null} className={`${buttonClass()} disabled:cursor-wait`}>
          {progress ? "Publishing…" : "Publish document"}
        </button>
      </form>
    </div>
  );
}
