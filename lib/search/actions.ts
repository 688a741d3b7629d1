"use server";

import { revalidatePath } from "next/cache";
import { actionActor } from "@/lib/auth/action-guard";
import { checkArguments, isForm, isRecord } from "@/lib/http/action-arguments";
import { ValidationError } from "@/lib/errors";
import { saveSynonymGroups } from "@/lib/search/synonym-store";
import { synonymText } from "@/lib/search/synonyms";

export type SynonymsState = { text?: string; error?: string; saved?: boolean };

/** Saves the synonyms as staff typed them; a refusal keeps their text with the message beside it. */
export async function saveSynonymsAction(state: SynonymsState, form: FormData): Promise<SynonymsState> {
  checkArguments(isRecord(state), isForm(form));
  const actor = await actionActor("Publisher");
  const text = String(form.get("synonyms") ?? "");
  try {
    const groups = await saveSynonymGroups(actor, text);
    revalidatePath("/admin/search");
    return { text: synonymText(groups), saved: true };
  } catch (error) {
    if (error instanceof ValidationError) return { text, error: error.message };
    throw error;
  }
}
