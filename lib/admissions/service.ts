import { and, eq, exists, sql } from "drizzle-orm";
import { db, type Executor } from "../db/client";
import { admissionResults, admissionRounds } from "../db/schema";
import { type ResultCategory, type ResultStatus } from "./vocabulary";
import { requireRole, type Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { CACHE_TAGS } from "../cache-tags";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors";
import { isId, newId } from "../ids";
import { sendMailInBackground } from "../mail";
import { releaseFileRow, removeBytesIfUnreferenced, writeWithFile } from "../files/service";
import { acceptPdf, isNoFile } from "../files/upload";
import { fileUrl } from "../files/urls";
import { parseInput } from "../validation";
import { invalidateCacheTags } from "../cache/invalidate";
import { ChoiceNotAllowedError, DecisionRefusedError, SEAT_CONFIRMATION_CLOSED } from "./errors";
import { decisionEmail } from "./notify";
import {
  toCandidateResult,
  toRoundInfo,
  toStaffResult,
  type CandidateResult,
  type RoundInfo,
  type StaffResult,
} from "./records";
import { requireRoundPage, type RoundKey } from "./rounds";
import { STATUS_TEXT, choiceSet, decisionChoices, resultOutcome } from "./rules";
import { decisionSchema, overrideSchema, roundUpdateSchema, type OverrideInput, type RoundUpdate } from "./schema";
import { WINDOW_NEEDS_DATES, decisionsOpen, decisionsOpenSql } from "./window";

/** A candidate who proved, with the token of their lookup, that they may decide on one record. */
export type Candidate = { kind: "candidate"; resultId: string; ip?: string; userAgent?: string };
export type DecisionCaller = Candidate | Actor;

export const RESULT_ENTITY = "admission_result";

function auditActor(caller: DecisionCaller, formNumber: string): Actor {
  if (caller.kind !== "candidate") return caller;
  return { kind: "anonymous", label: `candidate ${formNumber}`, ip: caller.ip, userAgent: caller.userAgent };
}

function alreadyDecided(status: ResultStatus): DecisionRefusedError {
  return new DecisionRefusedError(
    `Your decision has already been recorded (${STATUS_TEXT[status].title}) and cannot be changed.`,
    "decided",
    status,
  );
}

function requireResultId(id: string): void {
  if (!isId(id)) throw new ValidationError(`Invalid _id:${id}`, "id");
}

const withRound = { result: admissionResults, round: admissionRounds };

/**
 * Records a candidate's seat decision, once. The candidate (or an Admissions/Admin user acting for
 * them) picks one of the choices allowed for the record, while the round's window is open and the
 * record is still pending. The write is one conditional UPDATE (`status = 'pending'` and the
 * window still open), so of two concurrent decisions exactly one changes the row; the other, and
 * every later replay, gets 409 and changes nothing.
 */
export async function recordSeatDecision(
  caller: DecisionCaller,
  input: { resultId: string; status: unknown; rounds?: readonly RoundKey[] },
): Promise<{ result: CandidateResult; round: RoundInfo }> {
  requireResultId(input.resultId);
  if (caller.kind === "candidate") {
    if (caller.resultId !== input.resultId) throw new ForbiddenError("This result belongs to another candidate.");
  } else {
    requireRole(caller, "Admissions");
  }
  const { status } = parseInput(decisionSchema, { status: input.status });
  const now = new Date();

  const decided = await db().transaction(async (tx) => {
    const [row] = await tx
      .select(withRound)
      .from(admissionResults)
      .innerJoin(admissionRounds, eq(admissionRounds.id, admissionResults.roundId))
      .where(eq(admissionResults.id, input.resultId));
    if (!row) throw new NotFoundError(`Cannot find result with id: ${input.resultId}`);
    const round = toRoundInfo(row.round);
    if (input.rounds && !input.rounds.includes(round.key))
      throw new NotFoundError(`Cannot find result with id: ${input.resultId}`);

    const current = toCandidateResult(row.result, row.round);
    const outcome = resultOutcome(round.key, current);
    if (outcome === "no_seat")
      throw new DecisionRefusedError("No seat was allotted in this round, so there is no seat to confirm.", "no_seat");
    if (outcome === "report_in_person")
      throw new DecisionRefusedError(
        "PwD and Defence candidates confirm their seat in person at the reporting session.",
        "in_person",
      );
    if (current.status !== "pending") throw alreadyDecided(current.status);
    if (!decisionsOpen(row.round, now)) throw new DecisionRefusedError(SEAT_CONFIRMATION_CLOSED, "closed");
    const choices = decisionChoices(round.key, current);
    if (!choices.some((c) => c.status === status)) {
      throw new ChoiceNotAllowedError(
        `This choice is not available for your seat. You may choose: ${choices.map((c) => c.label).join(" or ")}.`,
        choices.map((c) => c.status),
        choiceSet(round.key, current),
      );
    }

    const [updated] = await tx
      .update(admissionResults)
      .set({ status, decidedAt: now, updatedAt: now })
      .where(
        and(
          eq(admissionResults.id, input.resultId),
          eq(admissionResults.status, "pending"),
          exists(
            tx
              .select({ one: sql`1` })
              .from(admissionRounds)
              .where(and(eq(admissionRounds.id, admissionResults.roundId), decisionsOpenSql(now))),
          ),
        ),
      )
      .returning();
    if (!updated) {
      // Someone else decided (or staff closed the window) between our read and our write.
      const [latest] = await tx
        .select({ status: admissionResults.status })
        .from(admissionResults)
        .where(eq(admissionResults.id, input.resultId));
      throw latest && latest.status !== "pending"
        ? alreadyDecided(latest.status)
        : new DecisionRefusedError(SEAT_CONFIRMATION_CLOSED, "closed");
    }
    await recordAudit(tx, auditActor(caller, row.result.formNumber), {
      action: "result.decision",
      entityType: RESULT_ENTITY,
      entityId: updated.id,
      before: { status: "pending" },
      after: { status },
    });
    return { result: toCandidateResult(updated, row.round), round, email: updated.email };
  });

  sendMailInBackground(decisionEmail(decided.email, decided.result, decided.round));
  return { result: decided.result, round: decided.round };
}

/**
 * An Admissions or Admin user sets any status (back to pending too), with a reason that goes into
 * the record's history. Not limited by the window or by finality: this is the correction path.
 */
export async function overrideResultStatus(
  actor: Actor,
  resultId: string,
  input: OverrideInput | Record<string, unknown>,
): Promise<{ result: StaffResult; changed: boolean }> {
  requireRole(actor, "Admissions");
  requireResultId(resultId);
  const { status, reason } = parseInput(overrideSchema, input);
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select(withRound)
      .from(admissionResults)
      .innerJoin(admissionRounds, eq(admissionRounds.id, admissionResults.roundId))
      .where(eq(admissionResults.id, resultId))
      .for("update", { of: admissionResults });
    if (!row) throw new NotFoundError(`Cannot find result with id: ${resultId}`);
    if (row.result.status === status) return { result: toStaffResult(row.result, row.round), changed: false };
    const now = new Date();
    const [updated] = await tx
      .update(admissionResults)
      .set({ status, decidedAt: status === "pending" ? null : now, updatedAt: now })
      .where(eq(admissionResults.id, resultId))
      .returning();
    await recordAudit(tx, actor, {
      action: "result.status_override",
      entityType: RESULT_ENTITY,
      entityId: resultId,
      before: { status: row.result.status },
      after: { status, reason },
    });
    return { result: toStaffResult(updated!, row.round), changed: true };
  });
}

/**
 * The round's row, created (window closed, the page's title) and audited when it does not exist
 * yet, and locked until the transaction ends so that imports and edits of a round take turns.
 */
export async function ensureRound(
  tx: Executor,
  actor: Actor,
  category: ResultCategory,
  round: number,
): Promise<typeof admissionRounds.$inferSelect> {
  const page = requireRoundPage(category, round);
  const [created] = await tx
    .insert(admissionRounds)
    .values({ id: newId(), category, round, title: page.title })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await recordAudit(tx, actor, {
      action: "round.create",
      entityType: "admission_round",
      entityId: created.id,
      after: toRoundInfo(created),
    });
  }
  const [row] = await tx
    .select()
    .from(admissionRounds)
    .where(and(eq(admissionRounds.category, category), eq(admissionRounds.round, round)))
    .for("update");
  return row!;
}

/**
 * The process PDF's stored file, once the round no longer uses it: its row is deleted in the
 * transaction unless another record (a notice with the same bytes) still uses it.
 */
async function releaseProcessFile(
  tx: Executor,
  before: typeof admissionRounds.$inferSelect,
  keptFileId: string | null,
) {
  return before.confirmationFileId && before.confirmationFileId !== keptFileId
    ? releaseFileRow(tx, before.confirmationFileId)
    : undefined;
}

/** Creates or edits a round: title, dates, process PDF (a link), and whether the decision window is open. */
export async function updateRound(
  actor: Actor,
  category: ResultCategory,
  round: number,
  input: RoundUpdate | Record<string, unknown>,
): Promise<RoundInfo> {
  requireRole(actor, "Admissions");
  requireRoundPage(category, round);
  const changes = parseInput(roundUpdateSchema, input);
  const { updated, released } = await db().transaction(async (tx) => {
    const before = await ensureRound(tx, actor, category, round);
    const set: Partial<typeof admissionRounds.$inferInsert> = Object.fromEntries(
      Object.entries(changes).filter(([, v]) => v !== undefined),
    );
    // A new link replaces an uploaded file: the round stops holding on to it.
    if (
      set.confirmationPdfUrl !== undefined &&
      set.confirmationPdfUrl !== before.confirmationPdfUrl &&
      before.confirmationFileId
    )
      set.confirmationFileId = null;
    if (Object.keys(set).length === 0) return { updated: before, released: undefined };
    const merged = { ...before, ...set };
    if (merged.windowOpen && (!merged.startsAt || !merged.endsAt))
      throw new ValidationError(WINDOW_NEEDS_DATES, "windowOpen");
    const [after] = await tx
      .update(admissionRounds)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(admissionRounds.id, before.id))
      .returning();
    await auditRoundChange(tx, actor, before, after!, Object.keys(set) as (keyof typeof before)[]);
    return {
      updated: after!,
      released: set.confirmationFileId === null ? await releaseProcessFile(tx, before, null) : undefined,
    };
  });
  if (released) await removeBytesIfUnreferenced(released);
  await invalidateCacheTags(CACHE_TAGS.admissionRounds);
  return toRoundInfo(updated);
}

async function auditRoundChange(
  tx: Executor,
  actor: Actor,
  before: typeof admissionRounds.$inferSelect,
  after: typeof admissionRounds.$inferSelect,
  keys: (keyof typeof before)[],
) {
  await recordAudit(tx, actor, {
    action: "round.update",
    entityType: "admission_round",
    entityId: before.id,
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  });
}

/**
 * Publishes an uploaded seat-confirmation process PDF for the round (checked by content as notice
 * PDFs are); the file it replaces is removed when nothing else uses it.
 */
export async function uploadRoundProcessPdf(
  actor: Actor,
  category: ResultCategory,
  round: number,
  file: File | undefined,
): Promise<RoundInfo> {
  requireRole(actor, "Admissions");
  requireRoundPage(category, round);
  if (isNoFile(file)) throw new ValidationError("pdf: choose the PDF of the seat-confirmation process.", "pdf");
  const pdf = await acceptPdf(file);
  const { updated, released } = await writeWithFile(pdf, async (tx, fileId) => {
    const before = await ensureRound(tx, actor, category, round);
    const [after] = await tx
      .update(admissionRounds)
      .set({
        confirmationPdfUrl: fileUrl(fileId!, pdf.details.originalName),
        confirmationFileId: fileId!,
        updatedAt: new Date(),
      })
      .where(eq(admissionRounds.id, before.id))
      .returning();
    await auditRoundChange(tx, actor, before, after!, ["confirmationPdfUrl", "confirmationFileId"]);
    return { updated: after!, released: await releaseProcessFile(tx, before, fileId!) };
  });
  if (released) await removeBytesIfUnreferenced(released);
  await invalidateCacheTags(CACHE_TAGS.admissionRounds);
  return toRoundInfo(updated);
}
