import { z } from "zod";

/** The sign-in form's fields, checked the same way in the browser and on the server. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, "Enter your email address.").pipe(z.email({ message: "Enter a valid email address." })),
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
export const NOT_AN_ADMIN = "This user isn't an admin.";

/** The message for a failed sign-in; a rate-limited one says how long to wait. */
export function signInFailureMessage(error: string | null | undefined, rateLimitedPrefix: string): string {
  if (error?.startsWith(rateLimitedPrefix)) {
    const minutes = Math.max(1, Math.ceil(Number(error.slice(rateLimitedPrefix.length)) / 60));
    return `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  }
  return INVALID_CREDENTIALS;
}
