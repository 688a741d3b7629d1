import { z } from "zod";
import { paginationSchema } from "../http/query";
import { isHttpsUrl } from "../validation";
import { TITLE_MAX_LENGTH } from "../notices/schema";

/**
 * Documents of the examination branch, read by `GET /exam?section=<key>` (legacy-api.md §3.9,
 * §4.9). The section keys are the old clients'; they belong to /exam, not to the notice sections.
 */
export const EXAM_SECTIONS = [
  { value: "exam notices", label: "Examination notices" },
  { value: "exam results", label: "Examination results" },
  { value: "exam datesheet", label: "Date sheets" },
  { value: "exam fee-link", label: "Fee payment links" },
] as const;
export type ExamSection = (typeof EXAM_SECTIONS)[number]["value"];

export function isExamSection(value: string): value is ExamSection {
  return EXAM_SECTIONS.some((s) => s.value === value);
}

const examSectionSchema = z
  .string({ message: "choose a section" })
  .trim()
  .refine(isExamSection, {
    message: `is not one of the exam sections (${EXAM_SECTIONS.map((s) => `"${s.value}"`).join(", ")})`,
  });

/** Query of GET /exam: an optional section and the usual paging. */
export const examListQuerySchema = paginationSchema.extend({
  section: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    examSectionSchema.optional(),
  ),
});

/** Text fields of POST /exam (multipart); the document is the `pdf` part, or `link` for a page elsewhere. */
export const newExamDocumentSchema = z.object({
  title: z
    .string({ message: "enter the title" })
    .trim()
    .min(1, "enter the title")
    .max(TITLE_MAX_LENGTH, `must be at most ${TITLE_MAX_LENGTH} characters`),
  section: examSectionSchema,
  link: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z
      .string()
      .trim()
      .max(2000, "must be at most 2000 characters")
      .refine(isHttpsUrl, "must be an https:// address")
      .optional(),
  ),
});
