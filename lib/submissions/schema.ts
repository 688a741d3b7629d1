import { z } from "zod";
import { formatFileSize } from "../files/urls";
import { indiaYear } from "../time";
import { namedAsKind } from "../files/choice";
import { ENGLISH_FORM_ERRORS, type FormErrorWords } from "./form-words";
import { fill } from "../i18n/fill";

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

/**
 * Every message below is one of the forms' error codes in the words given: the pages build the
 * schemas with the words of their language, the API and the service with the English ones.
 */
const requiredText = (min: number, max: number, missing: string, tooShort: string, tooLong: string) =>
  z.string({ message: missing }).trim().min(1, missing).min(min, tooShort).max(max, tooLong);

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

const nameField = (w: FormErrorWords) => requiredText(2, 120, w.nameMissing, w.nameMissing, w.nameTooLong);

const emailField = (w: FormErrorWords) =>
  z
    .string({ message: w.emailMissing })
    .trim()
    .min(1, w.emailMissing)
    .max(254, w.emailTooLong)
    .toLowerCase()
    .pipe(z.email({ message: w.emailInvalid }));

const campusField = (w: FormErrorWords) => z.string({ message: w.campusMissing }).trim().min(1, w.campusMissing);

/** Spaces and dashes are allowed while typing; what is stored is the ten digits. */
const phoneField = (w: FormErrorWords) =>
  z
    .string({ message: w.phoneMissing })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(
      z
        .string()
        .min(1, w.phoneMissing)
        .regex(/^\d{10}$/, w.phoneInvalid),
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
export function attachmentField(maxBytes: number, w: FormErrorWords = ENGLISH_FORM_ERRORS) {
  return z.preprocess(
    (value) => (value === "" || value === null || (isFileLike(value) && value.size === 0) ? undefined : value),
    z
      .custom<FileLike>(isFileLike, { message: w.attachmentMissing })
      .refine((file) => file.size <= maxBytes, {
        message: fill(w.attachmentTooLarge, { size: formatFileSize(maxBytes) }),
      })
      .refine((file) => namedAsKind(file, "pdf"), { message: w.attachmentNotPdf })
      .optional(),
  );
}

export function grievanceFieldsIn(w: FormErrorWords) {
  return z.object({
    name: nameField(w),
    email: emailField(w),
    phone: phoneField(w),
    campus: campusField(w),
    category: z.enum(GRIEVANCE_CATEGORIES.map((c) => c.value) as [GrievanceCategory, ...GrievanceCategory[]], {
      message: w.categoryMissing,
    }),
    subject: requiredText(5, 150, w.subjectMissing, w.subjectTooShort, w.subjectTooLong),
    description: requiredText(20, 5000, w.descriptionMissing, w.descriptionTooShort, w.descriptionTooLong),
    // Sent by the old single-page app's form (legacy-api §3.10); the new form does not ask for them.
    enrollmentNumber: optionalText(40, w.enrolmentTooLong),
    department: optionalText(160, w.departmentTooLong),
    program: optionalText(160, w.programmeTooLong),
  });
}
export const grievanceFields = grievanceFieldsIn(ENGLISH_FORM_ERRORS);

export function grievanceSchema(maxAttachmentBytes: number, w: FormErrorWords = ENGLISH_FORM_ERRORS) {
  return grievanceFieldsIn(w).extend({ attachment: attachmentField(maxAttachmentBytes, w) });
}
export type GrievanceInput = z.input<ReturnType<typeof grievanceSchema>>;
export type Grievance = z.output<ReturnType<typeof grievanceSchema>>;

export function currentYearInIndia(now: Date = new Date()): number {
  return indiaYear(now);
}

export function alumniSchemaIn(w: FormErrorWords) {
  return z.object({
    name: nameField(w),
    email: emailField(w),
    programme: requiredText(2, 160, w.programmeMissing, w.programmeMissing, w.programmeTooLong),
    campus: campusField(w),
    yearOfPassing: z.preprocess(
      (value) => (typeof value === "number" ? String(value) : value),
      z
        .string({ message: w.yearMissing })
        .trim()
        .min(1, w.yearMissing)
        .regex(/^\d{4}$/, w.yearFormat)
        .transform(Number)
        .refine((year) => year >= EARLIEST_PASSING_YEAR && year <= currentYearInIndia(), {
          message: fill(w.yearRange, { earliest: EARLIEST_PASSING_YEAR }),
        }),
    ),
    organisation: optionalText(160, w.organisationTooLong),
  });
}
export const alumniSchema = alumniSchemaIn(ENGLISH_FORM_ERRORS);
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
const optionalPhoneField = (w: FormErrorWords) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/[\s-]/g, "") || undefined : value),
    z
      .string()
      .regex(/^\d{10}$/, w.phoneOptionalInvalid)
      .optional(),
  );

export function feedbackSchemaIn(w: FormErrorWords) {
  return z.object({
    name: nameField(w),
    email: emailField(w),
    phone: optionalPhoneField(w),
    topic: z.enum(FEEDBACK_TOPICS.map((t) => t.value) as [FeedbackTopic, ...FeedbackTopic[]], {
      message: w.topicMissing,
    }),
    page: optionalText(300, w.pageTooLong),
    message: requiredText(10, 3000, w.messageMissing, w.messageTooShort, w.messageTooLong),
  });
}
export const feedbackSchema = feedbackSchemaIn(ENGLISH_FORM_ERRORS);
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
