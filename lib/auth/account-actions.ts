"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { actionActor, answerServiceRefusal } from "@/lib/auth/action-guard";
import { checkArguments, isForm, isRecord } from "@/lib/http/action-arguments";
import { changeOwnPassword } from "@/lib/auth/password-reset";
import { endOtherSessions, endOwnSession } from "@/lib/auth/sessions";
import { AppError, NotFoundError } from "@/lib/errors";
import {
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
  type Enrolment,
} from "@/lib/auth/two-factor";

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

export type TwoFactorState = {
  ok: boolean;
  message?: string;
  field?: string;
  /** A new enrolment's secret, its otpauth:// address and that address as a QR code (SVG). */
  enrolment?: Enrolment;
  /** Recovery codes, shown this once. */
  recoveryCodes?: string[];
};

function twoFactorRefusal(error: unknown): TwoFactorState {
  if (!(error instanceof AppError) || error.status === 401 || error.status === 403) answerServiceRefusal(error);
  const field = error.field;
  return { ok: false, message: field ? (error.fieldErrors[field] ?? error.message) : error.message, field };
}

/** Starts enrolling the signed-in user: a new secret to scan or type into an authenticator app. */
export async function startTwoFactorAction(_: TwoFactorState, form: FormData): Promise<TwoFactorState> {
  checkArguments(isRecord(_), isForm(form));
  try {
    return { ok: true, enrolment: await startEnrolment(await actionActor()) };
  } catch (error) {
    return twoFactorRefusal(error);
  }
}

/** Switches two-factor sign-in on with the app's first code; answers the recovery codes. */
export async function confirmTwoFactorAction(_: TwoFactorState, form: FormData): Promise<TwoFactorState> {
  checkArguments(isRecord(_), isForm(form));
  try {
    const { recoveryCodes } = await confirmEnrolment(await actionActor(), { code: String(form.get("code") ?? "") });
    // No revalidation here: the recovery codes stay on screen until the user says they have them
    // (the form then refreshes the page).
    return { ok: true, message: "Two-factor sign-in is on.", recoveryCodes };
  } catch (error) {
    return twoFactorRefusal(error);
  }
}

/** New recovery codes (a current code needed); the old ones stop working. */
export async function regenerateRecoveryCodesAction(_: TwoFactorState, form: FormData): Promise<TwoFactorState> {
  checkArguments(isRecord(_), isForm(form));
  try {
    const { recoveryCodes } = await regenerateRecoveryCodes(await actionActor(), {
      code: String(form.get("code") ?? ""),
    });
    revalidatePath("/admin/account");
    return { ok: true, message: "New recovery codes are ready; the old ones no longer work.", recoveryCodes };
  } catch (error) {
    return twoFactorRefusal(error);
  }
}

/** Switches two-factor sign-in off (password and a code needed). */
export async function disableTwoFactorAction(_: TwoFactorState, form: FormData): Promise<TwoFactorState> {
  checkArguments(isRecord(_), isForm(form));
  try {
    await disableTwoFactor(await actionActor(), {
      password: String(form.get("password") ?? ""),
      code: String(form.get("code") ?? ""),
    });
    revalidatePath("/admin/account");
    return { ok: true, message: "Two-factor sign-in is off: your password alone signs you in." };
  } catch (error) {
    return twoFactorRefusal(error);
  }
}
