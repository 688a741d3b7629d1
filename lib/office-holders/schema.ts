import { z } from "zod";
import { blankableText, optionalText, requiredText as text, updateSchema } from "../reference/fields";
import { OFFICE_HOLDER_LIMITS as LIMITS } from "./limits";

/**
 * What staff may change about an office holder (issue 13): who holds the office and what they
 * say, never the office itself: pages find their holder by that key ("registrar"), so it is fixed.
 * Every field is optional so the API can send only what changed; `updatedAt` is always required.
 */

const EMAIL_MESSAGE = "Enter an email address like name@dseu.ac.in, or leave it empty.";

export const officeHolderUpdateSchema = updateSchema(
  "office holder",
  {
    title: text("title", LIMITS.title),
    titleHi: optionalText("Hindi title", LIMITS.title),
    name: text("name", LIMITS.name),
    email: blankableText("email", LIMITS.email).refine(
      (email) => email === "" || z.email().safeParse(email).success,
      EMAIL_MESSAGE,
    ),
    phone: blankableText("phone", LIMITS.phone).refine(
      (phone) => /^[0-9+\-() ]*$/.test(phone),
      "Use digits, spaces, +, - and brackets only, like +91 11 2345 6789.",
    ),
    message: blankableText("message", LIMITS.message),
    messageHi: optionalText("Hindi message", LIMITS.message),
    position: z
      .number({ error: "Give the position as a whole number." })
      .int("Give the position as a whole number.")
      .min(0, "Give a position of 0 or more.")
      .max(LIMITS.position, `Give a position of ${LIMITS.position} or less.`),
  },
  "the office and the id cannot change",
);

export type OfficeHolderUpdateInput = z.input<typeof officeHolderUpdateSchema>;
