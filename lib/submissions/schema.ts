import { z } from "zod";
import { formatFileSize } from "../files/urls";
import { indiaYear } from "../time";
import { namedAsKind } from "../files/choice";

/**
 * The visitors' forms (grievance, alumni registration, feedback): one zod schema per form, used by the
 * browser before sending and by the service before storing, so both give the same messages.
 * Nothing here may import server-only code.
 */

export const GRIEVANCE_CATEGORIES = [
  { value: "academic", label: "Academic issues" },
  { value: "exam", label: "Examination issues" },
  { value: "admin", label: "Administrative issues" },
  { value: "other", label: "Other" },
] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number]["value"];

export function grievanceCategoryLabel(value: string): string {
  return GRIEVANCE_CATEGORIES.find((c) => c.value === value)?.label ?? value;
}

/** The oldest year of passing accepted: alumni of the institutes merged into DSEU graduated long before 2020. */
export const EARLIEST_PASSING_YEAR = 1960;

const requiredText = (min: number, max: number, missing: string, tooShort: string, tooLong: string) =>
  z.string({ message: missing }).trim().min(1, missing).min(min, tooShort).max(max, tooLong);

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

const nameField = requiredText(
  2,
  120,
  "Enter your full name.",
  "Enter your full name.",
  "The name must be 120 characters or fewer.",
);

const emailField = z
  .string({ message: "Enter your email address." })
  .trim()
  .min(1, "Enter your email address.")
  .max(254, "The email address is too long.")
  .toLowerCase()
  .pipe(z.email({ message: "Enter a valid email address, like name@example.com." }));

const campusField = z.string({ message: "Choose your campus." }).trim().min(1, "Choose your campus.");

/** Spaces and dashes are allowed while typing; what is stored is the ten digits. */
const phoneField = z
  .string({ message: "Enter your 10-digit mobile number." })
  .transform((v) => v.replace(/[\s-]/g, ""))
  .pipe(
    z
      .string()
      .min(1, "Enter your 10-digit mobile number.")
      .regex(/^\d{10}$/, "Enter a 10-digit mobile number, digits only."),
  );

type FileLike = { name: string; size: number; type: string; arrayBuffer(): Promise<ArrayBuffer> };

function isFileLike(value: unknown): value is FileLike {
  return typeof value === "object" && value !== null && "size" in value && "name" in value && "type" in value;
}

/**
 * The optional PDF: a file input left empty arrives as a file of 0 bytes (browsers and servers
 * differ on its name), which means "no attachment". The browser can only check the name, type
 * and size; the service also checks the bytes themselves (PDF signature and a real parse).
 */
export function attachmentField(maxBytes: number) {
  return z.preprocess(
    (value) => (value === "" || value === null || (isFileLike(value) && value.size === 0) ? undefined : value),
    z
      .custom<FileLike>(isFileLike, { message: "Choose a PDF file to attach." })
      .refine((file) => file.size <= maxBytes, {
        message: `The attachment must be ${formatFileSize(maxBytes)} or smaller.`,
      })
      .refine((file) => namedAsKind(file, "pdf"), { message: "The attachment must be a PDF file." })
      .optional(),
  );
}

export const grievanceFields = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  campus: campusField,
  category: z.enum(GRIEVANCE_CATEGORIES.map((c) => c.value) as [GrievanceCategory, ...GrievanceCategory[]], {
    message: "Choose the category that fits your grievance best.",
  }),
  subject: requiredText(
    5,
    150,
    "Enter a subject.",
    "The subject must be at least 5 characters.",
    "The subject must be 150 characters or fewer.",
  ),
  description: requiredText(
    20,
    5000,
    "Describe your grievance.",
    "Describe your grievance in at least 20 characters.",
    "The description must be 5000 characters or fewer.",
  ),
  // Sent by the old single-page app's form (legacy-api §3.10); the new form does not ask for them.
  enrollmentNumber: optionalText(40, "The enrolment number must be 40 characters or fewer."),
  department: optionalText(160, "The department must be 160 characters or fewer."),
  program: optionalText(160, "The programme must be 160 characters or fewer."),
});

export function grievanceSchema(maxAttachmentBytes: number) {
  return grievanceFields.extend({ attachment: attachmentField(maxAttachmentBytes) });
}
export type GrievanceInput = z.input<ReturnType<typeof grievanceSchema>>;
export type Grievance = z.output<ReturnType<typeof grievanceSchema>>;

export function currentYearInIndia(now: Date = new Date()): number {
  return indiaYear(now);
}

export const alumniSchema = z.object({
  name: nameField,
  email: emailField,
  programme: requiredText(
    2,
    160,
    "Enter the programme you studied.",
    "Enter the programme you studied.",
    "The programme must be 160 characters or fewer.",
  ),
  campus: campusField,
  yearOfPassing: z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value),
    z
      .string({ message: "Enter your year of passing." })
      .trim()
      .min(1, "Enter your year of passing.")
      .regex(/^\d{4}$/, "Enter the year as four digits, like 2023.")
      .transform(Number)
      .refine((year) => year >= EARLIEST_PASSING_YEAR && year <= currentYearInIndia(), {
        message: `Enter a year between ${EARLIEST_PASSING_YEAR} and this year.`,
      }),
  ),
  organisation: optionalText(160, "The organisation must be 160 characters or fewer."),
});
export type AlumniInput = z.input<typeof alumniSchema>;
export type AlumniRegistration = z.output<typeof alumniSchema>;

export const FEEDBACK_TOPICS = [
  { value: "website", label: "This website: a page, a link or accessibility" },
  { value: "admission", label: "Admissions" },
  { value: "academics", label: "Academics and examinations" },
  { value: "campus", label: "Campus facilities and services" },
  { value: "other", label: "Something else" },
] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number]["value"];

export function feedbackTopicLabel(value: string): string {
  return FEEDBACK_TOPICS.find((t) => t.value === value)?.label ?? value;
}

/** A phone number is optional on the feedback form: empty means none, anything else must be ten digits. */
const optionalPhoneField = z.preprocess(
  (value) => (typeof value === "string" ? value.replace(/[\s-]/g, "") || undefined : value),
  z
    .string()
    .regex(/^\d{10}$/, "Enter a 10-digit mobile number, digits only, or leave it empty.")
    .optional(),
);

export const feedbackSchema = z.object({
  name: nameField,
  email: emailField,
  phone: optionalPhoneField,
  topic: z.enum(FEEDBACK_TOPICS.map((t) => t.value) as [FeedbackTopic, ...FeedbackTopic[]], {
    message: "Choose what your feedback is about.",
  }),
  page: optionalText(300, "The page address or title must be 300 characters or fewer."),
  message: requiredText(
    10,
    3000,
    "Write your feedback.",
    "Write at least 10 characters, so that we can act on it.",
    "The message must be 3000 characters or fewer.",
  ),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;

/** The fields of each form in the order they appear, so the first error can be focused. */
export const GRIEVANCE_FIELD_ORDER = [
  "name",
  "email",
  "phone",
  "campus",
  "category",
  "subject",
  "description",
  "attachment",
] as const;
export const ALUMNI_FIELD_ORDER = ["name", "email", "programme", "campus", "yearOfPassing", "organisation"] as const;
export const FEEDBACK_FIELD_ORDER = ["name", "email", "phone", "topic", "page", "message"] as const;
