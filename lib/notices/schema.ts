import { z } from "zod";
import { paginationSchema } from "../http/query";
import { isNoticeSection } from "./sections";
import { INDIA_OFFSET, endOfIndiaDay } from "../time";

/**
 * The inputs of the notice API and services. Forms send every value as text, so flags and dates
 * are parsed from text here; an empty text means "not given" (lists) or "clear it" (edits).
 */
export const TITLE_MAX_LENGTH = 300;
export const SEARCH_MAX_LENGTH = 100;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

const isoDay = z
  .string()
  .trim()
  .regex(DAY_PATTERN, "must be a date written YYYY-MM-DD")
  .refine(isCalendarDate, "is not a real calendar date")
  // The database has no year 0, and no notice is older than the university anyway.
  .refine((text) => text >= "1900-01-01", "must be 1900-01-01 or later");

export const sectionSchema = z
  .string({ message: "choose a section" })
  .trim()
  .refine(isNoticeSection, { message: 'is not one of the notice sections (for example "alerts and circulars")' });

/** Query of GET /notice and /notice/archived. */
export const noticeListQuerySchema = paginationSchema
  .extend({
    section: z.preprocess(blankToUndefined, sectionSchema.optional()),
    regex: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() || undefined : v),
      z.string().max(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`).optional(),
    ),
    created_at_gteq: z.preprocess(blankToUndefined, isoDay.optional()),
    created_at_lteq: z.preprocess(blankToUndefined, isoDay.optional()),
  })
  .refine((q) => !q.created_at_gteq || !q.created_at_lteq || q.created_at_gteq <= q.created_at_lteq, {
    path: ["created_at_lteq"],
    message: "must not be before created_at_gteq",
  });
export type NoticeListQuery = z.output<typeof noticeListQuerySchema>;

/**
 * A date from a form: YYYY-MM-DD, or an ISO date-time (without an offset it is India time).
 * `dayMeans` says which instant a bare day stands for.
 */
function dateInput(dayMeans: "utc-midnight" | "end-of-india-day") {
  return z
    .string()
    .trim()
    .refine(
      (text) =>
        (DAY_PATTERN.test(text) && isCalendarDate(text)) ||
        (DATE_TIME_PATTERN.test(text) && isCalendarDate(text.slice(0, 10))),
      {
        message: "must be a date (YYYY-MM-DD) or an ISO date-time",
      },
    )
    .transform((text) => {
      if (DAY_PATTERN.test(text)) {
        return dayMeans === "utc-midnight" ? new Date(`${text}T00:00:00Z`) : endOfIndiaDay(text);
      }
      return new Date(DATE_TIME_PATTERN.exec(text)![2] ? text : `${text}${INDIA_OFFSET}`);
    });
}

const FLAG_VALUES = { true: true, on: true, "1": true, false: false, off: false, "0": false } as const;
const flag = z.union([
  z.boolean(),
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v in FLAG_VALUES, { message: "must be true or false" })
    .transform((v) => FLAG_VALUES[v as keyof typeof FLAG_VALUES]),
]);

const httpUrl = z
  .string()
  .trim()
  .max(2000, "must be at most 2000 characters")
  .refine((text) => {
    try {
      const url = new URL(text);
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  }, "must be a web address starting with https:// or http://");

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** Optional fields of a notice; in an edit, an empty text clears the field (null). */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), schema.nullable().optional());
}

const title = z
  .string({ message: "enter the notice title" })
  .trim()
  .min(1, "enter the notice title")
  .max(TITLE_MAX_LENGTH, `must be at most ${TITLE_MAX_LENGTH} characters`);

const optionalFields = {
  validUntil: clearable(dateInput("end-of-india-day")),
  endDate: clearable(dateInput("utc-midnight")),
  apply: clearable(httpUrl),
  vacancies: clearable(text(200)),
  orderNumber: clearable(text(200)),
  orderDate: clearable(text(100)),
};

function futureValidUntil(
  data: { autoArchive?: boolean; validUntil?: Date | null },
  context: z.RefinementCtx,
  now: () => Date,
) {
  if (data.validUntil && data.validUntil.getTime() <= now().getTime()) {
    context.addIssue({ code: "custom", path: ["validUntil"], message: "must be in the future" });
  }
}

/**
 * Fields of POST /notice/upload (multipart text fields, legacy names). `category`, which the old
 * admin sends by mistake, is ignored like every other unknown field.
 */
export const newNoticeSchema = z
  .object({
    fileName: title,
    section: sectionSchema,
    autoArchive: z.preprocess(blankToUndefined, flag.optional()).transform((v) => v ?? false),
    archive: z.preprocess(blankToUndefined, flag.optional()).transform((v) => v ?? false),
    ...optionalFields,
  })
  .superRefine((data, context) => {
    if (data.autoArchive && !data.validUntil) {
      context.addIssue({
        code: "custom",
        path: ["validUntil"],
        message: "choose the date until which the notice stays current (auto archive is on)",
      });
    }
    futureValidUntil(data, context, () => new Date());
  });
export type NewNoticeInput = z.input<typeof newNoticeSchema>;
export type NewNotice = z.output<typeof newNoticeSchema>;

/** Fields of PUT /notice/{id}: each one absent stays as it is. */
export const noticeChangesSchema = z
  .object({
    fileName: title.optional(),
    section: sectionSchema.optional(),
    autoArchive: z.preprocess(blankToUndefined, flag.optional()),
    ...optionalFields,
  })
  .superRefine((data, context) => futureValidUntil(data, context, () => new Date()));
export type NoticeChangesInput = z.input<typeof noticeChangesSchema>;
export type NoticeChanges = z.output<typeof noticeChangesSchema>;

/** Body of PATCH /notice/{id}. */
export const noticeArchiveSchema = z.object({ archive: z.boolean({ message: "must be true or false" }) });
export type NoticeArchiveInput = z.input<typeof noticeArchiveSchema>;

/** The text fields of a notice form, and its `pdf` file when one was sent. */
export function noticeFormParts(form: FormData): { fields: Record<string, string>; file: File | undefined } {
  const fields: Record<string, string> = {};
  let file: File | undefined;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields[name] = value;
    else if (name === "pdf") file = value;
  }
  return { fields, file };
}

/** What the notice manager can do to many notices at once; "unarchive" is the archive list's Restore. */
export const NOTICE_BULK_ACTIONS = ["archive", "unarchive", "delete", "move"] as const;
export type NoticeBulkAction = (typeof NOTICE_BULK_ACTIONS)[number];
/** The most notices one bulk action takes (far more than a page of the list shows). */
export const NOTICE_BULK_MAX = 200;

/** Body of POST /notice/bulk: the action, the notices' ids, and the section to move them to. */
export const noticeBulkSchema = z
  .object({
    action: z.enum(NOTICE_BULK_ACTIONS, { message: "choose archive, unarchive, delete or move" }),
    ids: z
      .array(z.string().regex(/^[0-9a-f]{24}$/, "must hold notice ids"), { message: "select the notices" })
      .min(1, "select at least one notice")
      .max(NOTICE_BULK_MAX, `select at most ${NOTICE_BULK_MAX} notices at a time`)
      .transform((ids) => [...new Set(ids)]),
    section: z.preprocess(blankToUndefined, sectionSchema.optional()),
  })
  .superRefine((data, context) => {
    if (data.action === "move" && !data.section)
      context.addIssue({ code: "custom", path: ["section"], message: "choose the section to move the notices to" });
  });
export type NoticeBulkInput = z.input<typeof noticeBulkSchema>;
