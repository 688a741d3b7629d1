import { z } from "zod";
import { USER_ROLES } from "./roles";
import { MIN_PASSWORD_LENGTH } from "../auth/password";
import { passwordProblem } from "../auth/password-policy";

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: "Enter a valid email address." }));

export const newUserSchema = z
  .object({
    email: emailSchema,
    role: z.enum(USER_ROLES, { message: `Role must be one of ${USER_ROLES.join(", ")}.` }),
    password: z.string().min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`),
    name: z.string().trim().max(120).optional(),
  })
  // Not a common, breached or guessable password, nor one made of the account's own email or name.
  .superRefine((user, context) => {
    if (user.password.length < MIN_PASSWORD_LENGTH) return;
    const problem = passwordProblem(user.password, [user.email, user.name]);
    if (problem) context.addIssue({ code: "custom", path: ["password"], message: problem });
  });
export type NewUser = z.input<typeof newUserSchema>;
