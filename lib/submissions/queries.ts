import "server-only";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { db, type Database } from "../db/client";
import { storedFiles, submissions } from "../db/schema";
import { SUBMISSION_KINDS, SUBMISSION_STATUSES, type SubmissionKind } from "./kinds";
import { requireRole, type Actor } from "../auth/actor";
import { parseInput } from "../validation";
import { likeLiteral } from "../notices/queries";
import { toSubmissionRecord } from "./records";

export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export type SubmissionRecord = {
  id: string;
  kind: SubmissionKind;
  reference: string;
  name: string;
  email: string;
  status: SubmissionStatus;
  data: Record<string, string>;
  attachment: { id: string; originalName: string; sizeBytes: number; url: string } | null;
  createdAt: string;
  updatedAt: string;
};

export const submissionFilterSchema = z.object({
  kind: z.enum(SUBMISSION_KINDS, { message: `The kind must be one of ${SUBMISSION_KINDS.join(", ")}.` }).optional(),
  status: z
    .enum(SUBMISSION_STATUSES, { message: `The status must be one of ${SUBMISSION_STATUSES.join(", ")}.` })
    .optional(),
  /** Literal text found in the reference, the name or the email. */
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type SubmissionFilter = z.input<typeof submissionFilterSchema>;

export type SubmissionPage = { items: SubmissionRecord[]; page: number; totalPages: number; totalItems: number };

/**
 * Visitors' submissions for staff, newest first (Admin only). Not cached: personal data is read
 * fresh, by an authorised person, every time.
 */
export async function listSubmissions(
  actor: Actor,
  filter: SubmissionFilter = {},
  database: Database = db(),
): Promise<SubmissionPage> {
  requireRole(actor, "Admin");
  const f = parseInput(submissionFilterSchema, filter);
  const conditions: SQL[] = [];
  if (f.kind) conditions.push(eq(submissions.kind, f.kind));
  if (f.status) conditions.push(eq(submissions.status, f.status));
  if (f.search) {
    const pattern = likeLiteral(f.search);
    conditions.push(
      or(ilike(submissions.reference, pattern), ilike(submissions.name, pattern), ilike(submissions.email, pattern))!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    database
      .select({ submission: submissions, file: storedFiles })
      .from(submissions)
      .leftJoin(storedFiles, eq(storedFiles.id, submissions.fileId))
      .where(where)
      .orderBy(desc(submissions.createdAt), desc(submissions.reference))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    database
      .select({ n: sql<number>`count(*)::int` })
      .from(submissions)
      .where(where),
  ]);
  const totalItems = total?.n ?? 0;
  return {
    items: rows.map((r) => toSubmissionRecord(r.submission, r.file)),
    page: f.page,
    totalPages: Math.ceil(totalItems / f.limit),
    totalItems,
  };
}
