import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { db } from "../db/client";
import { admissionResults, admissionRounds, auditLog } from "../db/schema";
import { RESULT_STATUSES, type ResultStatus } from "./vocabulary";
import { requireRole, type Actor } from "../auth/actor";
import { NotFoundError, ValidationError } from "../errors";
import { isId } from "../ids";
import { paginationMetadata } from "../http/query";
import { parseInput } from "../validation";
import { toCsv } from "./csv";
import { OPTIONAL_COLUMNS, REQUIRED_COLUMNS } from "./import-columns";
import { toRoundInfo, toStaffResult, type RoundInfo, type StaffResult } from "./records";
import { resultFilterSchema, resultListSchema, type ResultFilter } from "./schema";
import { RESULT_ENTITY } from "./service";

/** Reads for admissions staff (the staff API and the admin pages): never cached, always current. */
export type StatusCounts = Record<ResultStatus, number> & { total: number };
export type RoundSummary = RoundInfo & { counts: StatusCounts };

/** LIKE's wildcards escaped, so a search is literal and cannot make a query slow. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function roundConditions(filter: ResultFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(eq(admissionRounds.category, filter.category));
  if (filter.round) conditions.push(eq(admissionRounds.round, filter.round));
  return conditions;
}

function recordConditions(filter: ResultFilter): SQL[] {
  const conditions = roundConditions(filter);
  if (filter.status) conditions.push(eq(admissionResults.status, filter.status));
  if (filter.campus) conditions.push(ilike(admissionResults.campus, contains(filter.campus)));
  if (filter.program) conditions.push(ilike(admissionResults.program, contains(filter.program)));
  if (filter.registeredCategory)
    conditions.push(
      ilike(
        admissionResults.registeredCategory,
        filter.registeredCategory.replace(/[\\%_]/g, (c) => `\\${c}`),
      ),
    );
  if (filter.q) {
    const pattern = contains(filter.q);
    conditions.push(
      or(
        ilike(admissionResults.name, pattern),
        ilike(admissionResults.formNumber, pattern),
        ilike(admissionResults.email, pattern),
      )!,
    );
  }
  return conditions;
}

const ORDER = [
  asc(admissionRounds.category),
  asc(admissionRounds.round),
  sql`${admissionResults.rank} asc nulls last`,
  asc(admissionResults.formNumber),
];

function emptyCounts(): StatusCounts {
  return { ...(Object.fromEntries(RESULT_STATUSES.map((s) => [s, 0])) as Record<ResultStatus, number>), total: 0 };
}

/** Every round (of the category/round filter) with how many records it holds in each status. */
export async function listRoundSummaries(
  actor: Actor,
  filter: Pick<ResultFilter, "category" | "round"> = {},
): Promise<RoundSummary[]> {
  requireRole(actor, "Admissions");
  const where = and(...roundConditions(filter));
  const [rounds, counts] = await Promise.all([
    db().select().from(admissionRounds).where(where).orderBy(asc(admissionRounds.category), asc(admissionRounds.round)),
    db()
      .select({ roundId: admissionResults.roundId, status: admissionResults.status, n: sql<number>`count(*)::int` })
      .from(admissionResults)
      .innerJoin(admissionRounds, eq(admissionRounds.id, admissionResults.roundId))
      .where(where)
      .groupBy(admissionResults.roundId, admissionResults.status),
  ]);
  return rounds.map((round) => {
    const tally = emptyCounts();
    for (const c of counts.filter((c) => c.roundId === round.id)) {
      tally[c.status] = c.n;
      tally.total += c.n;
    }
    return { ...toRoundInfo(round), counts: tally };
  });
}

/** One page of records matching the filter, the number of all that match, and the rounds' counts. */
export async function listResults(actor: Actor, query: unknown) {
  requireRole(actor, "Admissions");
  const filter = parseInput(resultListSchema, query);
  const where = and(...recordConditions(filter));
  const [rows, [total], rounds] = await Promise.all([
    db()
      .select({ result: admissionResults, round: admissionRounds })
      .from(admissionResults)
      .innerJoin(admissionRounds, eq(admissionRounds.id, admissionResults.roundId))
      .where(where)
      .orderBy(...ORDER)
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db()
      .select({ n: sql<number>`count(*)::int` })
      .from(admissionResults)
      .innerJoin(admissionRounds, eq(admissionRounds.id, admissionResults.roundId))
      .where(where),
    listRoundSummaries(actor, filter),
  ]);
  const totalItems = total?.n ?? 0;
  return {
    items: rows.map((r) => toStaffResult(r.result, r.round)),
    metadata: paginationMetadata(filter.page, filter.limit, totalItems),
    rounds,
  };
}

export const EXPORT_COLUMNS = [
  "category",
  "round",
  ...REQUIRED_COLUMNS,
  ...OPTIONAL_COLUMNS,
  "decided_at",
  "id",
] as const;

/** Every record matching the filter as CSV, with the import's column names (so a round's export can be re-imported). */
export async function exportResultsCsv(actor: Actor, query: unknown): Promise<string> {
  requireRole(actor, "Admissions");
  const filter = parseInput(resultFilterSchema, query);
  const rows = await db()
    .select({ result: admissionResults, round: admissionRounds })
    .from(admissionResults)
    .innerJoin(admissionRounds, eq(admissionRounds.id, admissionResults.roundId))
    .where(and(...recordConditions(filter)))
    .orderBy(...ORDER);
  return toCsv(
    EXPORT_COLUMNS,
    rows.map(({ result: r, round }) => [
      round.category,
      round.round,
      r.formNumber,
      r.name,
      r.email,
      r.dob,
      r.program,
      r.campus,
      r.registeredCategory,
      r.categoryAllocated,
      r.programPreference,
      r.campusPreference,
      r.rank,
      r.status,
      r.pwd,
      r.defence,
      r.decidedAt?.toISOString() ?? "",
      r.id,
    ]),
  );
}

export type HistoryEntry = {
  id: string;
  at: string;
  action: string;
  /** Who, in words: a staff email or "candidate <form number>". */
  actor: string;
  from: ResultStatus | null;
  to: ResultStatus | null;
  reason: string | null;
  /** Fields other than the status changed by an import. */
  changes: Record<string, { from: unknown; to: unknown }>;
  ip: string | null;
  userAgent: string | null;
};

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

function toHistoryEntry(row: typeof auditLog.$inferSelect): HistoryEntry {
  const before = asObject(row.before);
  const after = asObject(row.after);
  const changes: HistoryEntry["changes"] = {};
  for (const field of Object.keys(after)) {
    if (field !== "status" && field !== "reason") changes[field] = { from: before[field] ?? null, to: after[field] };
  }
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    action: row.action,
    actor: row.actor,
    from: (before.status as ResultStatus | undefined) ?? null,
    to: (after.status as ResultStatus | undefined) ?? null,
    reason: typeof after.reason === "string" ? after.reason : null,
    changes,
    ip: row.ip,
    userAgent: row.userAgent,
  };
}

/** Everything that happened to a record (decisions, overrides, import corrections), oldest first. */
export async function listResultHistory(actor: Actor, resultId: string): Promise<HistoryEntry[]> {
  requireRole(actor, "Admissions");
  if (!isId(resultId)) throw new ValidationError(`Invalid _id:${resultId}`, "id");
  const rows = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, RESULT_ENTITY), eq(auditLog.entityId, resultId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return rows.map(toHistoryEntry);
}

/** One record with its history, for the record's staff page. */
export async function getResultForStaff(
  actor: Actor,
  resultId: string,
): Promise<{ result: StaffResult; history: HistoryEntry[] }> {
  requireRole(actor, "Admissions");
  if (!isId(resultId)) throw new ValidationError(`Invalid _id:${resultId}`, "id");
  const [row] = await db()
    .select({ result: admissionResults, round: admissionRounds })
    .from(admissionResults)
    .innerJoin(admissionRounds, eq(admissionRounds.id, admissionResults.roundId))
    .where(eq(admissionResults.id, resultId));
  if (!row) throw new NotFoundError(`Cannot find result with id: ${resultId}`);
  return { result: toStaffResult(row.result, row.round), history: await listResultHistory(actor, resultId) };
}
