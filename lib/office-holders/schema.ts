import { z } from "zod";
import { blankableText, createSchema, optionalText, requiredText as text, updateSchema } from "../reference/fields";
import { OFFICE_HOLDER_LIMITS as LIMITS } from "./limits";

/**
 * What staff may change about an office holder (issue 13): who holds the office and what they
 * say, never the office itself: pages find their holder by that key ("registrar"), so it is set
 * when the office holder is added and fixed from then on. On an update every field is optional so
 * the API can send only what changed; `updatedAt` is always required.
 */

const EMAIL_MESSAGE = "Enter an email address like name@dseu.ac.in, or leave it empty.";

const holderFields = {
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
};

export const officeHolderUpdateSchema = updateSchema(
  "office holder",
  holderFields,
  "the office and the id cannot change",
);

/**
 * The office key pages name to find the holder ("registrar", "dean-academics"). It cannot end in a
 * hyphen: in a page's list of offices, "dean-" takes in every office that starts with it.
 */
const officeKey = z
  .string({ error: "Enter the office key." })
  .trim()
  .min(1, "Enter the office key.")
  .max(LIMITS.office, `Keep the office key to ${LIMITS.office} characters or fewer.`)
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    "Use lowercase letters, digits and single hyphens between them, like dean-academics.",
  );

/** A new office holder: the office key, title and name at least; the key never changes afterwards. */
export const officeHolderCreateSchema = createSchema(
  { office: officeKey, ...holderFields },
  ["office", "title", "name"],
  "the id is given by the site",
);

export type OfficeHolderUpdateInput = z.input<typeof officeHolderUpdateSchema>;
export type OfficeHolderCreateInput = z.input<typeof officeHolderCreateSchema>;
