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
export const NOT_AN_ADMIN = "This user isn't an admin.";
/** The old clients' text for an expired or revoked session; the admin pages show it too. */
export const SESSION_EXPIRED_MESSAGE = "Your session has expired. please log in again!";

/** The message for a failed sign-in; a rate-limited one says how long to wait. */
export function signInFailureMessage(error: string | null | undefined): string {
  if (error?.startsWith(RATE_LIMITED_PREFIX)) {
    return `Too many failed attempts. Try again in ${minutesInWords(Number(error.slice(RATE_LIMITED_PREFIX.length)))}.`;
  }
  return INVALID_CREDENTIALS;
}
