"use server";

import { revalidatePath } from "next/cache";
import { actionActor } from "@/lib/auth/action-guard";
import { checkArguments, isForm, isRecord } from "@/lib/http/action-arguments";
import { createUser, resetUserPassword, setUserDisabled, type PublicUser } from "@/lib/users/service";
import { facultyDisplayName, findFaculty } from "@/lib/faculty/queries";
import { generatePassword } from "@/lib/auth/password";
import { AppError } from "@/lib/errors";
import { resetUserTwoFactor } from "@/lib/auth/two-factor";
import type { UserRole } from "@/lib/users/roles";

export type UserFormState = {
  ok?: boolean;
  message?: string;
  field?: string;
  /** A password shown once, after it was generated. */
  shownOnce?: { email: string; password: string };
};

function failed(error: unknown): UserFormState {
  if (error instanceof AppError) {
    const field = error.field;
    return { ok: false, message: field ? error.fieldErrors[field] : error.message, field };
  }
  throw error;
}

/** For a Faculty account: whose public profile it may edit (the faculty member with the same email), if anyone's. */
async function profileNote(user: PublicUser): Promise<string> {
  if (user.role !== "Faculty") return "";
  const member = user.facultyId ? await findFaculty(user.facultyId) : undefined;
  return member
    ? ` It may edit the profile of ${facultyDisplayName(member)}.`
    : " No faculty profile has this email yet: the account can edit a profile once one with this email exists.";
}

export async function createUserAction(_: UserFormState, form: FormData): Promise<UserFormState> {
  checkArguments(isRecord(_), isForm(form));
  const generate = form.get("generate") === "on";
  const password = generate ? generatePassword() : String(form.get("password") ?? "");
  const email = String(form.get("email") ?? "");
  try {
    const user = await createUser(await actionActor("Admin"), {
      email,
      role: String(form.get("role") ?? "") as UserRole,
      password,
      name: String(form.get("name") ?? "") || undefined,
    });
    revalidatePath("/admin/users");
    return {
      ok: true,
      message: `Created ${user.role} account ${user.email}.${await profileNote(user)}`,
      shownOnce: generate ? { email: user.email, password } : undefined,
    };
  } catch (error) {
    return failed(error);
  }
}

export async function setDisabledAction(_: UserFormState, form: FormData): Promise<UserFormState> {
  checkArguments(isRecord(_), isForm(form));
  try {
    const disabled = form.get("disabled") === "true";
    const user = await setUserDisabled(await actionActor("Admin"), String(form.get("id")), disabled);
    revalidatePath("/admin/users");
    return { ok: true, message: `${user.email} is ${disabled ? "disabled" : "enabled"}.` };
  } catch (error) {
    return failed(error);
  }
}

export async function resetPasswordAction(_: UserFormState, form: FormData): Promise<UserFormState> {
  checkArguments(isRecord(_), isForm(form));
  try {
    const { user, password } = await resetUserPassword(await actionActor("Admin"), String(form.get("id")));
    revalidatePath("/admin/users");
    return { ok: true, message: `New password set for ${user.email}.`, shownOnce: { email: user.email, password } };
  } catch (error) {
    return failed(error);
  }
}

/** Switches another account's two-factor sign-in off, for a lost phone (audited; their sessions end). */
export async function resetTwoFactorAction(_: UserFormState, form: FormData): Promise<UserFormState> {
  checkArguments(isRecord(_), isForm(form));
  try {
    const { email } = await resetUserTwoFactor(await actionActor("Admin"), String(form.get("id")));
    revalidatePath("/admin/users");
    return {
      ok: true,
      message: `Two-factor sign-in is off for ${email}, and their sessions have ended: they sign in with their password and can set it up again.`,
    };
  } catch (error) {
    return failed(error);
  }
}
