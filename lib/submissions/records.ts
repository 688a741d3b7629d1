import type { storedFiles, submissions } from "../db/schema";
import { fileUrl } from "../files/urls";
import type { SubmissionRecord } from "./queries";

/** A submission as staff screens read it: dates as ISO strings, the attachment with its address. */
export function toSubmissionRecord(
  row: typeof submissions.$inferSelect,
  file: typeof storedFiles.$inferSelect | null,
): SubmissionRecord {
  return {
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    name: row.name,
    email: row.email,
    status: row.status,
    data: row.data,
    attachment: file
      ? {
          id: file.id,
          originalName: file.originalName,
          sizeBytes: file.sizeBytes,
          url: fileUrl(file.id, file.originalName),
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
