"use server";

import { revalidatePath } from "next/cache";
import { actionActor } from "@/lib/auth/action-guard";
import { checkArguments, isForm, isRecord } from "@/lib/http/action-arguments";
import { AppError } from "@/lib/errors";
import { rereadDocument, saveDocumentText } from "./service";

export type DocumentTextFormState = { ok?: boolean; message?: string; fieldErrors?: Record<string, string> };

const ADMIN_PATH = "/admin/documents";

function refused(error: unknown): DocumentTextFormState {
  if (!(error instanceof AppError)) throw error;
  return { ok: false, message: error.message, fieldErrors: error.fieldErrors };
}

/** Saves the text staff wrote or corrected for a scanned document. */
export async function saveDocumentTextAction(_: DocumentTextFormState, form: FormData): Promise<DocumentTextFormState> {
  checkArguments(isRecord(_), isForm(form));
  const actor = await actionActor("Editor", "Publisher");
  try {
    await saveDocumentText(actor, String(form.get("fileId") ?? ""), String(form.get("text") ?? ""));
  } catch (error) {
    return refused(error);
  }
  revalidatePath(ADMIN_PATH);
  return { ok: true, message: "Saved. The text is shown beside the document now." };
}

/** Asks for a scanned document to be read again by OCR. */
export async function rereadDocumentAction(_: DocumentTextFormState, form: FormData): Promise<DocumentTextFormState> {
  checkArguments(isRecord(_), isForm(form));
  const actor = await actionActor("Editor", "Publisher");
  try {
    await rereadDocument(actor, String(form.get("fileId") ?? ""));
  } catch (error) {
    return refused(error);
  }
  revalidatePath(ADMIN_PATH);
  return { ok: true, message: "The document will be read again in the next minute or two." };
}
