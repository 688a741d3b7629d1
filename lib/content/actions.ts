"use server";

import { actionActor, answerServiceRefusal } from "@/lib/auth/action-guard";
import { checkArguments, isForm, isRecord, isText, isWholeNumber } from "@/lib/http/action-arguments";
import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import { staffActor } from "@/lib/auth/staff-session";
import { AppError } from "@/lib/errors";
import { CONTENT_TYPES, type ContentType } from "@/lib/content/schema";
import { ContentConflictError, ContentValidationError } from "@/lib/content/errors";
import type { ContentItemRecord, ContentWarning } from "@/lib/content/types";
import {
  checkContent,
  createContentItem,
  createPreviewLink,
  publish,
  restoreRevision,
  saveDraft,
  schedule,
  sendBack,
  submitForReview,
  unpublish,
} from "@/lib/content/service";
import { listSiteImages, type SiteImage } from "@/lib/files/library";
import { uploadContentPdf, uploadContentPicture, type UploadedPdf, type UploadedPicture } from "@/lib/content/uploads";
import { NEW_ITEM_FIELDS, TYPE_INFO, fieldsFor } from "@/lib/content/editor-fields";
import { contentEditorHref } from "@/lib/content/admin-paths";
import { cleanData, missingAltErrors } from "@/lib/content/form-data";
import { formatIndiaTime, indiaLocalToIso } from "@/lib/india-time-input";
import { itemState, type ContentActionResult } from "@/lib/content/item-state";

/**
 * The content editor's server actions: each one calls one service function of lib/content with
 * the signed-in staff member (the session cookie), and answers what the form shows: field-level
 * messages, a conflict naming who saved first, or the item's new workflow state.
 */

const CONTENT_PATH = "/admin/content";

/** Staff who edit content (the services check again, with the item's own rules). */
const EDITORS = ["Editor", "Publisher"] as const;

const isContentType = (value: unknown): boolean => CONTENT_TYPES.includes(value as ContentType);

const SESSION_ENDED =
  "Your session has ended. Sign in again in another tab, then try again here: what you typed is still in the form.";

/** "field: text" from a service becomes "text" (the field is shown next to it). */
const withoutField = (message: string) => message.replace(/^[\w.]+: /, "");

function problemCount(count: number): string {
  return count === 1
    ? "There is a problem with 1 field. Correct it and try again."
    : `There are problems with ${count} fields. Correct them and try again.`;
}

function failed(error: unknown): ContentActionResult {
  if (error instanceof ContentConflictError) {
    const { updatedBy, updatedAt, version } = error.current;
    return {
      ok: false,
      conflict: true,
      message: `${updatedBy} saved a newer version (version ${version}) on ${formatIndiaTime(updatedAt)}, after you opened this one. Nothing was overwritten.`,
    };
  }
  if (error instanceof ContentValidationError && error.problems.length > 1) {
    const fieldErrors: Record<string, string> = {};
    for (const problem of error.problems) fieldErrors[problem.field] ??= problem.message;
    return { ok: false, message: problemCount(Object.keys(fieldErrors).length), fieldErrors };
  }
  if (!(error instanceof AppError)) throw error;
  if (error.status === 401) return { ok: false, message: SESSION_ENDED };
  const message = withoutField(error.message);
  if (error.status === 409) return { ok: false, conflict: true, message };
  return { ok: false, message, fieldErrors: error.field ? { [error.field]: message } : undefined };
}

function succeeded(
  item: ContentItemRecord,
  message: string,
  extra: Partial<ContentActionResult> = {},
): ContentActionResult {
  revalidatePath(CONTENT_PATH, "layout");
  return { ok: true, message, item: itemState(item), ...extra };
}

export async function saveDraftAction(
  id: string,
  type: ContentType,
  rawData: Record<string, unknown>,
  version: number,
): Promise<ContentActionResult> {
  checkArguments(isText(id), isContentType(type), isRecord(rawData), isWholeNumber(version));
  const data = cleanData(fieldsFor(type, rawData), rawData);
  // The schema allows an empty alt text (a decorative picture); pictures that staff add always need one.
  const missingAlt = missingAltErrors(fieldsFor(type, data), data);
  const count = Object.keys(missingAlt).length;
  if (count > 0) return { ok: false, message: problemCount(count), fieldErrors: missingAlt };
  try {
    const actor = await staffActor();
    const item = await saveDraft(actor, id, { data, version });
    const warnings = await checkContent(actor, type, item.draft);
    return succeeded(item, "Draft saved. Visitors still see the published version.", { warnings });
  } catch (error) {
    return failed(error);
  }
}

export async function checkDraftAction(type: ContentType, rawData: Record<string, unknown>): Promise<ContentWarning[]> {
  const actor = await actionActor(...EDITORS);
  checkArguments(isContentType(type), isRecord(rawData));
  return checkContent(actor, type, cleanData(fieldsFor(type, rawData), rawData));
}

export async function submitForReviewAction(id: string, version: number): Promise<ContentActionResult> {
  checkArguments(isText(id), isWholeNumber(version));
  try {
    return succeeded(
      await submitForReview(await staffActor(), id, { version }),
      "Sent for review. A Publisher will approve it or send it back.",
    );
  } catch (error) {
    return failed(error);
  }
}

export async function publishAction(id: string, version: number): Promise<ContentActionResult> {
  checkArguments(isText(id), isWholeNumber(version));
  try {
    const item = await publish(await staffActor(), id, { version });
    return succeeded(
      item,
      item.scheduled
        ? "Approved. It goes live at the publish-at time."
        : "Published. Visitors see it on their next request.",
    );
  } catch (error) {
    return failed(error);
  }
}

export async function sendBackAction(id: string, comment: string, version: number): Promise<ContentActionResult> {
  checkArguments(isText(id), isText(comment), isWholeNumber(version));
  try {
    return succeeded(
      await sendBack(await staffActor(), id, { comment, version }),
      "Sent back to the editors with your comment.",
    );
  } catch (error) {
    const result = failed(error);
    return result.fieldErrors || result.conflict ? result : { ...result, fieldErrors: { comment: result.message } };
  }
}

export async function unpublishAction(id: string, reason: string): Promise<ContentActionResult> {
  checkArguments(isText(id), isText(reason));
  try {
    return succeeded(await unpublish(await staffActor(), id, { reason }), "Taken down. Visitors no longer see it.");
  } catch (error) {
    const result = failed(error);
    return result.fieldErrors || result.conflict ? result : { ...result, fieldErrors: { reason: result.message } };
  }
}

/** Times as typed in the form (India time, "" for none). */
export async function scheduleAction(
  id: string,
  times: { publishAt: string; unpublishAt: string },
  version: number,
): Promise<ContentActionResult> {
  checkArguments(isText(id), isRecord(times), isWholeNumber(version));
  checkArguments(isText(times.publishAt), isText(times.unpublishAt));
  const publishAt = times.publishAt ? indiaLocalToIso(times.publishAt) : null;
  const unpublishAt = times.unpublishAt ? indiaLocalToIso(times.unpublishAt) : null;
  const errors: Record<string, string> = {};
  if (publishAt === undefined) errors.publishAt = "Give a date and a time.";
  if (unpublishAt === undefined) errors.unpublishAt = "Give a date and a time.";
  if (Object.keys(errors).length > 0)
    return { ok: false, message: problemCount(Object.keys(errors).length), fieldErrors: errors };
  try {
    return succeeded(await schedule(await staffActor(), id, { publishAt, unpublishAt, version }), "Times saved.");
  } catch (error) {
    return failed(error);
  }
}

export async function previewLinkAction(
  id: string,
): Promise<{ ok: true; url: string; expiresAt: string } | ContentActionResult> {
  checkArguments(isText(id));
  try {
    return { ok: true, ...(await createPreviewLink(await staffActor(), id)) };
  } catch (error) {
    return failed(error);
  }
}

/** From the revisions page: the revision becomes the draft, and the editor opens on it. */
export async function restoreRevisionAction(form: FormData): Promise<void> {
  const actor = await actionActor(...EDITORS);
  checkArguments(isForm(form));
  const id = String(form.get("id"));
  let item: ContentItemRecord;
  try {
    item = await restoreRevision(actor, id, String(form.get("revisionId")));
  } catch (error) {
    answerServiceRefusal(error);
  }
  revalidatePath(CONTENT_PATH, "layout");
  redirect(`${contentEditorHref(item.type, item.id)}?restored=${item.version}`);
}

export type CreateState = { message?: string; fieldErrors?: Record<string, string>; values?: Record<string, string> };

/** A new page or tender from the fields it cannot be saved without; the editor opens on its draft. */
export async function createItemAction(type: ContentType, _: CreateState, form: FormData): Promise<CreateState> {
  checkArguments(isContentType(type), isRecord(_), isForm(form));
  const info = TYPE_INFO[type];
  const fields = NEW_ITEM_FIELDS[type];
  if (!info.newData || !fields) return { message: "Items of this type are not created here." };
  const values = Object.fromEntries(fields.map((field) => [field.name, String(form.get(field.name) ?? "").trim()]));
  const data: Record<string, unknown> = { ...info.newData() };
  for (const field of fields) data[field.name] = field.localized ? { en: values[field.name] } : values[field.name];
  let item: ContentItemRecord;
  try {
    item = await createContentItem(await staffActor(), type, data);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const problems =
      error instanceof ContentValidationError
        ? error.problems
        : [{ field: error.field ?? "", message: withoutField(error.message) }];
    const fieldErrors: Record<string, string> = {};
    for (const problem of problems) {
      const name = problem.field.split(".")[0]!;
      if (fields.some((field) => field.name === name)) fieldErrors[name] ??= problem.message;
    }
    const count = Object.keys(fieldErrors).length;
    return { message: count > 0 ? problemCount(count) : withoutField(error.message), fieldErrors, values };
  }
  revalidatePath(CONTENT_PATH, "layout");
  redirect(`${contentEditorHref(type, item.id)}?created=1`);
}

export type UploadResult<T> = ({ ok: true } & T) | { ok: false; message: string };

export async function uploadPictureAction(form: FormData): Promise<UploadResult<UploadedPicture>> {
  checkArguments(isForm(form));
  try {
    return { ok: true, ...(await uploadContentPicture(await staffActor(), form.get("image") as File | undefined)) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ok: false, message: error.status === 401 ? SESSION_ENDED : withoutField(error.message) };
  }
}

export async function uploadPdfAction(form: FormData): Promise<UploadResult<UploadedPdf>> {
  checkArguments(isForm(form));
  try {
    return { ok: true, ...(await uploadContentPdf(await staffActor(), form.get("pdf") as File | undefined)) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ok: false, message: error.status === 401 ? SESSION_ENDED : withoutField(error.message) };
  }
}

/** The site's stored pictures (newest first, narrowed by `search`), for the picture dialog's list. */
export async function listPicturesAction(search: string): Promise<UploadResult<{ pictures: SiteImage[] }>> {
  checkArguments(isText(search));
  try {
    return { ok: true, pictures: await listSiteImages(await staffActor(), { search }) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ok: false, message: error.status === 401 ? SESSION_ENDED : withoutField(error.message) };
  }
}
