import { z } from "zod";
import { minutesInWords } from "../errors";

/** The sign-in form's fields, checked the same way in the browser and on the server. */
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Enter your email address.")
    .pipe(z.email({ message: "Enter a valid email address." })),
  password: z.string().min(1, "Enter your password."),
});
export type SignInFields = z.infer<typeof signInSchema>;
export type SignInErrors = Partial<Record<keyof SignInFields, string>>;

export function validateSignIn(input: { email: string; password: string }): SignInErrors {
  const result = signInSchema.safeParse(input);
  if (result.success) return {};
  const errors: SignInErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof SignInFields;
    errors[field] ??= issue.message;
  }
  return errors;
}

export const INVALID_CREDENTIALS = "Invalid credentials";
/** next-auth passes an error's message to the sign-in page; a rate limit's carries the wait in seconds. */
export const RATE_LIMITED_PREFIX = "rate-limited:";
/** next-auth's error for an account with two-factor sign-in: "two-factor:required" or "two-factor:invalid". */
export const TWO_FACTOR_PREFIX = "two-factor:";
export const NOT_AN_ADMIN = "This user isn't an admin.";
/** The old clients' text for an expired or revoked session; the admin pages show it too. */
export const SESSION_EXPIRED_MESSAGE = "Your session has expired. please log in again!";

export const CODE_MISSING = "Enter the 6-digit code from your authenticator app, or a recovery code.";
export const CODE_WRONG = "That code is not right, or has already been used. Try the newest code.";

/** The second step's answer from next-auth's error, if the error is about the code. */
export function twoFactorState(error: string | null | undefined): "required" | "invalid" | undefined {
  if (!error?.startsWith(TWO_FACTOR_PREFIX)) return undefined;
  return error.slice(TWO_FACTOR_PREFIX.length) === "required" ? "required" : "invalid";
}

/** The message for a failed sign-in; a rate-limited one says how long to wait. */
export function signInFailureMessage(error: string | null | undefined): string {
  if (error?.startsWith(RATE_LIMITED_PREFIX)) {
    return `Too many failed attempts. Try again in ${minutesInWords(Number(error.slice(RATE_LIMITED_PREFIX.length)))}.`;
  }
  return INVALID_CREDENTIALS;
}
