import { desc, eq, like, sql } from "drizzle-orm";
import { z } from "zod";
import { db, type Database, type Executor } from "../db/client";
import { campuses, storedFiles, submissions } from "../db/schema";
import { SUBMISSION_STATUSES, type SubmissionKind } from "./kinds";
import { config } from "../config";
import { newId, ID_PATTERN } from "../ids";
import { requireRole, type Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { NotFoundError, TooManyRequestsError, minutesInWords } from "../errors";
import { parseInput } from "../validation";
import { LIMITS, sharedRateLimiter, type RateLimiter } from "../rate-limit";
import type { FileStore } from "../files/store";
import type { LocalCopies } from "../files/local-copy";
import { writeWithFile, type AcceptedFile } from "../files/service";
import {
  alumniSchema,
  feedbackSchema,
  feedbackTopicLabel,
  grievanceCategoryLabel,
  grievanceSchema,
  type AlumniInput,
  type FeedbackInput,
  type GrievanceInput,
} from "./schema";
import { acceptAttachment } from "./attachment";
import { SubmissionFieldError } from "./field-error";
import { ENGLISH_FORM_FRAME } from "./form-words";
import { formatReference, nextSerial, referencePrefix, referenceYear } from "./reference";
import type { SubmissionRecord, SubmissionStatus } from "./queries";
import { toSubmissionRecord } from "./records";
import { fill } from "../i18n/fill";

/** Visitors may send this many forms of one kind per hour from one address. */
export const SUBMISSIONS_PER_HOUR = LIMITS.submissionsPerKindAndAddress.limit;

/** What the service needs from outside; tests pass their own, the application uses the defaults. */
export type SubmissionDependencies = {
  database?: Database;
  store?: FileStore;
  copies?: LocalCopies;
  limiter?: RateLimiter;
  now?: Date;
  attachmentMaxBytes?: number;
};

export type SubmissionReceipt = { id: string; kind: SubmissionKind; reference: string; createdAt: string };

function tooManySubmissions(retryAfterSeconds: number): TooManyRequestsError {
  // The same words as the forms' (lib/submissions/actions.ts words them in the page's language).
  return new TooManyRequestsError(
    fill(ENGLISH_FORM_FRAME.tooMany, { limit: SUBMISSIONS_PER_HOUR, wait: minutesInWords(retryAfterSeconds) }),
    retryAfterSeconds,
  );
}

function limiterKey(kind: SubmissionKind, actor: Actor): string {
  const address = actor.kind === "system" ? "system" : (actor.ip ?? "unknown");
  return `${kind}:${address}`;
}

async function findCampusBySlug(executor: Executor, slug: string): Promise<{ name: string; slug: string }> {
  const [campus] = await executor
    .select({ name: campuses.name, slug: campuses.slug })
    .from(campuses)
    .where(eq(campuses.slug, slug));
  if (!campus) throw new SubmissionFieldError("campusUnknown", "campus");
  return campus;
}

/** The next free reference of this kind and year; the advisory lock makes concurrent senders wait their turn. */
async function allocateReference(tx: Executor, kind: SubmissionKind, now: Date): Promise<string> {
  const year = referenceYear(now);
  const prefix = referencePrefix(kind, year);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`submissions:${prefix}`}))`);
  const [last] = await tx
    .select({ reference: submissions.reference })
    .from(submissions)
    .where(like(submissions.reference, `${prefix}%`))
    .orderBy(desc(sql`length(${submissions.reference})`), desc(submissions.reference))
    .limit(1);
  return formatReference(kind, year, nextSerial(last ? [last.reference] : [], kind, year));
}

type NewSubmission = {
  kind: SubmissionKind;
  name: string;
  email: string;
  data: Record<string, string>;
  attachment?: AcceptedFile;
};

/** Stores one submission, with its attachment, all or nothing (lib/files/service.ts writeWithFile). */
async function storeSubmission(
  actor: Actor,
  submission: NewSubmission,
  deps: SubmissionDependencies,
): Promise<SubmissionReceipt> {
  const now = deps.now ?? new Date();
  const receipt = await writeWithFile(
    submission.attachment,
    async (tx, attachedFileId) => {
      const fileId = attachedFileId ?? null;
      const reference = await allocateReference(tx, submission.kind, now);
      const id = newId(now);
      await tx.insert(submissions).values({
        id,
        kind: submission.kind,
        reference,
        name: submission.name,
        email: submission.email,
        data: submission.data,
        fileId,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, actor, {
        action: `${submission.kind}.submit`,
        entityType: "submission",
        entityId: id,
        after: { kind: submission.kind, reference, fileId },
      });
      return { id, kind: submission.kind, reference, createdAt: now.toISOString() };
    },
    // An attachment is for staff only, whatever its bytes (lib/files/service.ts WriteOptions).
    { database: deps.database, store: deps.store, copies: deps.copies, private: true },
  );
  return receipt;
}

/**
 * Runs `work` (checking and storing one form) within the address's limit for this kind. The
 * point is taken before any of the work, so a burst cannot pass together; the limit counts stored
 * forms, so a form that is refused or fails gives its point back.
 */
async function withinLimit(
  kind: SubmissionKind,
  actor: Actor,
  deps: SubmissionDependencies,
  work: () => Promise<SubmissionReceipt>,
): Promise<SubmissionReceipt> {
  const limiter = deps.limiter ?? sharedRateLimiter("submissionsPerKindAndAddress");
  const key = limiterKey(kind, actor);
  const verdict = await limiter.consume(key);
  if (!verdict.allowed) throw tooManySubmissions(verdict.retryAfterSeconds);
  try {
    return await work();
  } catch (error) {
    await limiter.giveBack(key);
    throw error;
  }
}

/**
 * A visitor's grievance (public: no role needed). Validated with the form's own schema, the
 * optional PDF checked byte by byte, limited per network address, stored with a reference number.
 */
export async function submitGrievance(
  actor: Actor,
  input: GrievanceInput,
  deps: SubmissionDependencies = {},
): Promise<SubmissionReceipt> {
  return withinLimit("grievance", actor, deps, async () => {
    const maxBytes = deps.attachmentMaxBytes ?? config().attachmentMaxBytes;
    const grievance = parseInput(grievanceSchema(maxBytes), input);
    const campus = await findCampusBySlug(deps.database ?? db(), grievance.campus);
    const attachment = grievance.attachment ? await acceptAttachment(grievance.attachment, maxBytes) : undefined;
    const data: Record<string, string> = {
      phone: grievance.phone,
      campus: campus.name,
      campusSlug: campus.slug,
      category: grievance.category,
      categoryLabel: grievanceCategoryLabel(grievance.category),
      subject: grievance.subject,
      description: grievance.description,
    };
    if (grievance.enrollmentNumber) data.enrollmentNumber = grievance.enrollmentNumber;
    if (grievance.department) data.department = grievance.department;
    if (grievance.program) data.program = grievance.program;
    return storeSubmission(
      actor,
      { kind: "grievance", name: grievance.name, email: grievance.email, data, attachment },
      deps,
    );
  });
}

/** An alumni registration (public), stored the same way as a grievance. */
export async function registerAlumnus(
  actor: Actor,
  input: AlumniInput,
  deps: SubmissionDependencies = {},
): Promise<SubmissionReceipt> {
  return withinLimit("alumni", actor, deps, async () => {
    const registration = parseInput(alumniSchema, input);
    const campus = await findCampusBySlug(deps.database ?? db(), registration.campus);
    const data: Record<string, string> = {
      programme: registration.programme,
      campus: campus.name,
      campusSlug: campus.slug,
      yearOfPassing: String(registration.yearOfPassing),
    };
    if (registration.organisation) data.organisation = registration.organisation;
    return storeSubmission(actor, { kind: "alumni", name: registration.name, email: registration.email, data }, deps);
  });
}

/** A visitor's feedback on the website or the university (public, GIGW), stored the same way as a grievance. */
export async function sendFeedback(
  actor: Actor,
  input: FeedbackInput,
  deps: SubmissionDependencies = {},
): Promise<SubmissionReceipt> {
  return withinLimit("feedback", actor, deps, async () => {
    const feedback = parseInput(feedbackSchema, input);
    const data: Record<string, string> = {
      topic: feedback.topic,
      topicLabel: feedbackTopicLabel(feedback.topic),
      message: feedback.message,
    };
    if (feedback.phone) data.phone = feedback.phone;
    if (feedback.page) data.page = feedback.page;
    return storeSubmission(actor, { kind: "feedback", name: feedback.name, email: feedback.email, data }, deps);
  });
}

const statusChangeSchema = z.object({
  id: z.string().regex(ID_PATTERN, "Unknown submission."),
  status: z.enum(SUBMISSION_STATUSES, { message: `The status must be one of ${SUBMISSION_STATUSES.join(", ")}.` }),
});

/** Staff move a submission along (new → in progress → resolved); Admin only, audited. */
export async function setSubmissionStatus(
  actor: Actor,
  id: string,
  status: SubmissionStatus,
  database: Database = db(),
): Promise<SubmissionRecord> {
  requireRole(actor, "Admin");
  const change = parseInput(statusChangeSchema, { id, status });
  return database.transaction(async (tx) => {
    const [before] = await tx.select().from(submissions).where(eq(submissions.id, change.id)).for("update");
    if (!before) throw new NotFoundError(`Cannot find submission with id: ${change.id}`);
    const [after] = await tx
      .update(submissions)
      .set({ status: change.status, updatedAt: new Date() })
      .where(eq(submissions.id, change.id))
      .returning();
    await recordAudit(tx, actor, {
      action: "submission.status",
      entityType: "submission",
      entityId: change.id,
      before: { status: before.status },
      after: { status: change.status },
    });
    const [file] = after!.fileId ? await tx.select().from(storedFiles).where(eq(storedFiles.id, after!.fileId)) : [];
    return toSubmissionRecord(after!, file ?? null);
  });
}
