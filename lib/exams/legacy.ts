import { z } from "zod";
import type { ExamDocumentRecord } from "./queries";

/**
 * An exam document in the old API's shape (legacy-api.md §4.9): `title`, `fileLink`, `createdAt`,
 * and also its `_id` and `section`.
 */
export const legacyExamSchema = z.object({
  _id: z.string(),
  title: z.string(),
  section: z.string(),
  fileLink: z.string(),
  createdAt: z.string(),
});
export type LegacyExam = z.infer<typeof legacyExamSchema>;

/** `absolute` turns the site path of a stored PDF into a full address; a link elsewhere is kept as it is. */
export function toLegacyExam(document: ExamDocumentRecord, absolute: (path: string) => string): LegacyExam {
  return {
    _id: document.id,
    title: document.title,
    section: document.section,
    fileLink: document.fileId ? absolute(document.url) : document.url,
    createdAt: document.createdAt,
  };
}
