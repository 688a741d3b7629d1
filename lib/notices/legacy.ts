import { z } from "zod";
import type { NoticeRecord } from "./queries";

/**
 * A notice in the old API's shape (legacy-api.md §4.8). Optional fields that are not set are
 * left out, as the old database left them out, so old clients that test `notice.endDate` keep
 * working. `driveFileId` carries the stored file's id: the old admin offers Delete only when it is
 * present. `fileSize` (bytes) and `fileType` let pages state a document's size and format.
 */
export const legacyNoticeSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  fileLink: z.string(),
  section: z.string(),
  archive: z.boolean(),
  autoArchive: z.boolean(),
  validUntil: z.string().optional(),
  uploadedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  endDate: z.string().optional(),
  apply: z.string().optional(),
  vacancies: z.string().optional(),
  orderNumber: z.string().optional(),
  orderDate: z.string().optional(),
  uploadedBy: z.string(),
  driveFileId: z.string().optional(),
  fileSize: z.number().optional(),
  fileType: z.string().optional(),
  hasTextLayer: z.boolean().nullable().optional(),
});
export type LegacyNotice = z.infer<typeof legacyNoticeSchema>;

/** `absolute` turns the site path of the PDF into a full address (old clients live on other origins). */
export function toLegacyNotice(notice: NoticeRecord, absolute: (path: string) => string): LegacyNotice {
  const optional = (key: string, value: string | null) => (value === null ? {} : { [key]: value });
  return {
    _id: notice.id,
    fileName: notice.title,
    fileLink: /^https?:\/\//i.test(notice.url) ? notice.url : absolute(notice.url),
    section: notice.section,
    archive: notice.archived,
    autoArchive: notice.autoArchive,
    ...optional("validUntil", notice.validUntil),
    uploadedAt: notice.createdAt,
    createdAt: notice.createdAt,
    updatedAt: notice.updatedAt,
    ...optional("endDate", notice.endDate),
    ...optional("apply", notice.applyUrl),
    ...optional("vacancies", notice.vacancies),
    ...optional("orderNumber", notice.orderNumber),
    ...optional("orderDate", notice.orderDate),
    uploadedBy: notice.uploadedBy,
    // A notice that links elsewhere has no stored file: the old admin table then offers no delete.
    ...(notice.file
      ? {
          driveFileId: notice.file.id,
          fileSize: notice.file.sizeBytes,
          fileType: notice.file.contentType,
          hasTextLayer: notice.file.hasTextLayer,
        }
      : {}),
  };
}

/**
 * GIGW asks for accessible documents: a scan without a text layer cannot be read aloud, searched
 * or copied from. Upload and edit answers carry this text in `warning` when the PDF has none.
 */
export const NO_TEXT_LAYER_WARNING =
  "This PDF has no text layer (it looks like a scanned image): screen readers cannot read it aloud and its words cannot be searched. GIGW asks for accessible documents, so please replace it with a PDF that contains real text, exported from the original document or passed through OCR.";

/** `{ warning }` for a notice whose PDF has no text layer, nothing otherwise (spread into an answer). */
export function accessibilityWarning(notice: Pick<LegacyNotice, "hasTextLayer">): { warning?: string } {
  return notice.hasTextLayer === false ? { warning: NO_TEXT_LAYER_WARNING } : {};
}
