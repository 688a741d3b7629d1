"use server";

import { revalidatePath } from "next/cache";
import { actionActor, answerServiceRefusal } from "@/lib/auth/action-guard";
import { checkArguments, isForm } from "@/lib/http/action-arguments";
import { setSubmissionStatus } from "@/lib/submissions/service";
import type { SubmissionStatus } from "@/lib/submissions/queries";

/** Moves a submission to another status; the page shows the list again, with the change. */
export async function setSubmissionStatusAction(form: FormData): Promise<void> {
  checkArguments(isForm(form));
  const actor = await actionActor("Admin");
  try {
    await setSubmissionStatus(actor, String(form.get("id")), String(form.get("status")) as SubmissionStatus);
  } catch (error) {
    answerServiceRefusal(error);
  }
  revalidatePath("/admin/submissions");
}
