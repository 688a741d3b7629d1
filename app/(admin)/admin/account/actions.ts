"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { actionActor, answerServiceRefusal } from "@/lib/auth/action-guard";
import { checkArguments, isForm, isRecord } from "@/lib/http/action-arguments";
import { changeOwnPassword } from "@/lib/auth/password-reset";
import { endOtherSessions, endOwnSession } from "@/lib/auth/sessions";
import { AppError, NotFoundError } from "@/lib/errors";

export type ChangePasswordState = { ok: boolean; message: string; field?: string };

/** Changes the signed-in user's own password; every session ends (the form signs this browser in again). */
export async function changePasswordAction(form: FormData): Promise<ChangePasswordState> {
  checkArguments(isForm(form));
  const actor = await actionActor();
  try {
    await changeOwnPassword(actor, {
      currentPassword: String(form.get("currentPassword") ?? ""),
      newPassword: String(form.get("newPassword") ?? ""),
    });
    return { ok: true, message: "Your password is changed, and every other session of your account has ended." };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const field = error.field;
    return { ok: false, message: field ? (error.fieldErrors[field] ?? error.message) : error.message, field };
  }
}

export type SessionsState = { message?: string };

/** Ends one of the user's own sessions; ending this browser's own goes to the sign-in page. */
export async function endSessionAction(_: SessionsState, form: FormData): Promise<SessionsState> {
  checkArguments(isRecord(_), isForm(form));
  const actor = await actionActor();
  const id = String(form.get("id") ?? "");
  try {
    await endOwnSession(actor, id);
  } catch (error) {
    // Already ended (another tab, the idle timeout): what was asked for is true.
    if (!(error instanceof NotFoundError)) answerServiceRefusal(error);
  }
  if (id === actor.sessionId) redirect("/admin-login");
  revalidatePath("/admin/account");
  return { message: "That session has ended." };
}

/** Ends every session of the user's account but this browser's. */
export async function endOtherSessionsAction(_: SessionsState, form: FormData): Promise<SessionsState> {
  checkArguments(isRecord(_), isForm(form));
  try {
    const ended = await endOtherSessions(await actionActor());
    revalidatePath("/admin/account");
    return { message: ended === 1 ? "1 other session has ended." : `${ended} other sessions have ended.` };
  } catch (error) {
    answerServiceRefusal(error);
  }
}
