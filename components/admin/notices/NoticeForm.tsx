"use client";

import { useState, type FormEvent } from "react";
import Link from "next/link";
import toast from "react-hot-toast";
import { ApiError, editNotice, uploadNotice } from "@/lib/api-client";
import type { LegacyNotice } from "@/lib/notices/legacy";
import type { NoticeRecord } from "@/lib/notices/queries";
import { SECTION_GROUPS, groupOfSection, sectionLabel, type SectionOption } from "@/lib/notices/sections";
import { TITLE_MAX_LENGTH } from "@/lib/notices/schema";
import {
  NOTICE_FIELD_ORDER,
  endDateInputValue,
  fieldOfServerError,
  noticeFieldErrors,
  validUntilInputValue,
  type NoticeFormMode,
} from "@/lib/notices/form";
import { indiaDay } from "@/lib/time";
import { formatFileSize } from "@/lib/files/urls";
import { checkFileChoice } from "@/lib/files/choice";
import { SelectField, TextField, fieldId, type SelectGroup } from "@/components/forms/fields";
import { useApiFailure } from "@/components/admin/use-api-failure";
import { PdfDropZone } from "./PdfDropZone";
import { takePdf, useUploadForm } from "./use-upload-form";
import { UploadOutcome, UploadProgressBar } from "./UploadFeedback";
import { Button } from "@/components/ui/Button";

export type SavedNotice = { notice: LegacyNotice; warning?: string };

const SAVED_TOAST: Record<NoticeFormMode, string> = {
  upload: "Notice uploaded and published",
  archive: "Notice uploaded into the archive",
  edit: "Notice saved",
};

function sectionChoices(sections: readonly SectionOption[]): { options?: SectionOption[]; groups?: SelectGroup[] } {
  const groups = [...new Set(sections.map((s) => s.group))];
  if (groups.length === 1) return { options: [...sections] };
  return {
    groups: groups.map((group) => ({
      label: SECTION_GROUPS[group],
      options: sections.filter((s) => s.group === group),
    })),
  };
}

/**
 * The one staff form for notices: a new notice (published, or straight into the archive) or an
 * edit of one. It checks in the browser what the API checks, sends the form with a real upload
 * progress bar, and reports the outcome, with a warning when the PDF has no text layer.
 */
export function NoticeForm({
  mode,
  idBase,
  maxBytes,
  sections,
  notice,
  jobFieldsAlways = false,
  publicPaths = {},
  submitLabel,
  onSaved,
}: {
  mode: NoticeFormMode;
  idBase: string;
  maxBytes: number;
  /** The sections offered (an upload tab's group, or all of them). */
  sections: readonly SectionOption[];
  /** Edit: the notice as it is now. */
  notice?: NoticeRecord;
  /** Apply link and vacancies whatever the section (archive uploads); otherwise only for job-portal sections. */
  jobFieldsAlways?: boolean;
  /** The public page of each section, linked after an upload. */
  publicPaths?: Partial<Record<string, string>>;
  submitLabel: string;
  onSaved?: (saved: SavedNotice) => void;
}) {
  const [section, setSection] = useState(notice?.section ?? "");
  const failure = useApiFailure();

  const group =
    groupOfSection(section) ?? (new Set(sections.map((s) => s.group)).size === 1 ? sections[0]?.group : undefined);
  const showJobFields = jobFieldsAlways || group === "work-with-us";
  const showOrderFields = group === "research";
  const storedValidUntil = validUntilInputValue(notice?.validUntil ?? null);
  const id = (name: string) => fieldId(idBase, name);
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
  } = useUploadForm<SavedNotice>(NOTICE_FIELD_ORDER, id);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress) return;
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const pdf = takePdf(data);
    if (mode === "archive") data.set("archive", "true");
    else data.set("autoArchive", data.get("autoArchive") ? "true" : "false");
    // An unchanged date is left out of an edit: it may lie in the past, which a new date may not.
    if (mode === "edit" && data.get("validUntil") === storedValidUntil) data.delete("validUntil");
    const values = Object.fromEntries(
      [...data.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );

    const found = noticeFieldErrors(values, mode, notice?.validUntil);
    const fileProblem = await checkFileChoice(pdf, {
      kind: "pdf",
      maxBytes,
      missing: mode === "edit" ? undefined : "Choose the PDF file of the notice.",
    });
    if (fileProblem) found.pdf = fileProblem;
    setFormError(null);
    setSaved(null);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    if (pdf) data.set("pdf", pdf);

    setProgress({ loaded: 0, total: pdf?.size ?? 0 });
    try {
      const options = { onProgress: setProgress };
      const answer =
        mode === "edit" && notice ? await editNotice(notice.id, data, options) : await uploadNotice(data, options);
      const result = { notice: answer.data.notice, warning: answer.warning };
      toast.success(SAVED_TOAST[mode]);
      if (mode !== "edit") {
        formElement.reset();
        setFile(null);
        setSection("");
      }
      setSaved(result);
      onSaved?.(result);
    } catch (error) {
      const message = failure(error);
      if (message) {
        const { field, message: text } = fieldOfServerError(
          error instanceof ApiError ? error.fieldErrors : {},
          message,
        );
        if (field) showErrors({ [field]: text });
        else setFormError(message);
        toast.error(text);
      }
    } finally {
      setProgress(null);
    }
  }

  const checkbox = "h-5 w-5 rounded border-slate-500 accent-brand-900";
  const publicPath = saved && mode === "upload" ? publicPaths[saved.notice.section] : undefined;

  return (
    <div>
      <UploadOutcome
        outcomeRef={outcomeRef}
        saved={
          saved && {
            headline: `${mode === "edit" ? "Saved: " : mode === "archive" ? "Added to the archive: " : "Published: "}“${saved.notice.fileName}” in ${sectionLabel(saved.notice.section)}.`,
            fileLink: saved.notice.fileLink,
            fileLabel: "Open the PDF",
            warning: saved.warning,
          }
        }
        formError={formError}
      >
        {publicPath ? (
          <Link href={publicPath} className="font-semibold underline">
            See it on its public page
          </Link>
        ) : null}
        {mode === "archive" && saved ? (
          <Link
            href={`/admin/view-pdfs?archived=true&section=${encodeURIComponent(saved.notice.section)}`}
            className="font-semibold underline"
          >
            See the archive of this section
          </Link>
        ) : null}
      </UploadOutcome>

      <form
        id={idBase}
        noValidate
        onSubmit={onSubmit}
        onChange={(event) => {
          const target = event.target;
          if (target instanceof HTMLSelectElement && target.name === "section") setSection(target.value);
        }}
        className="space-y-5"
      >
        <TextField
          form={idBase}
          name="fileName"
          label="Title"
          maxLength={TITLE_MAX_LENGTH}
          defaultValue={notice?.title}
          error={errors.fileName}
        />
        <SelectField
          form={idBase}
          name="section"
          label="Section"
          placeholder="Choose a section"
          defaultValue={notice?.section}
          error={errors.section}
          {...sectionChoices(sections)}
        />
        <PdfDropZone
          id={id("pdf")}
          name="pdf"
          label={mode === "edit" ? "Replace the PDF" : "PDF file"}
          hint={`${mode === "edit" ? "Leave empty to keep the current document. " : ""}PDF only, at most ${formatFileSize(maxBytes)}.`}
          error={errors.pdf}
          required={mode !== "edit"}
          file={file}
          onFile={setFile}
          inputRef={fileInput}
        />
        {mode !== "archive" ? (
          <fieldset className="space-y-3 rounded-md border border-slate-300 p-4">
            <legend className="px-1 font-semibold">Archiving</legend>
            <TextField
              form={idBase}
              name="validUntil"
              label="Valid until"
              type="date"
              min={indiaDay(new Date())}
              required={false}
              hint="The last day the notice is current."
              defaultValue={storedValidUntil}
              error={errors.validUntil}
            />
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                id={id("autoArchive")}
                name="autoArchive"
                value="true"
                defaultChecked={notice?.autoArchive}
                className={checkbox}
              />
              Move it to the archive automatically after that day
            </label>
          </fieldset>
        ) : null}
        <TextField
          form={idBase}
          name="endDate"
          label="End date"
          type="date"
          required={false}
          hint="For vacancies, the last date to apply; for results, the date of publication."
          defaultValue={endDateInputValue(notice?.endDate ?? null)}
          error={errors.endDate}
        />
        {showJobFields ? (
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              form={idBase}
              name="apply"
              label="Apply link"
              type="url"
              inputMode="url"
              required={false}
              hint="https://…"
              defaultValue={notice?.applyUrl ?? undefined}
              error={errors.apply}
            />
            <TextField
              form={idBase}
              name="vacancies"
              label="Vacancies"
              required={false}
              hint="A number, or text such as “5 posts, 2 interns”."
              defaultValue={notice?.vacancies ?? undefined}
              error={errors.vacancies}
            />
          </div>
        ) : null}
        {showOrderFields ? (
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              form={idBase}
              name="orderNumber"
              label="Order number"
              required={false}
              hint="For example F. No: 12/DSEU/2025."
              defaultValue={notice?.orderNumber ?? undefined}
              error={errors.orderNumber}
            />
            <TextField
              form={idBase}
              name="orderDate"
              label="Order date"
              required={false}
              hint="As written on the order, for example 10/05/2025."
              defaultValue={notice?.orderDate ?? undefined}
              error={errors.orderDate}
            />
          </div>
        ) : null}

        {progress ? <UploadProgressBar id={id("progress")} progress={progress} /> : null}
        <Button type="submit" disabled={progress !== null}>
          {progress ? "Uploading…" : submitLabel}
        </Button>
      </form>
    </div>
  );
}
