"use server";

import { actionActor } from "@/lib/auth/action-guard";
import { checkArguments, isForm } from "@/lib/http/action-arguments";
import { changeOwnPassword } from "@/lib/auth/password-reset";
import { AppError } from "@/lib/errors";

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
