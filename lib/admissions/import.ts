import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { db, type Executor } from "../db/client";
import { admissionResults, admissionRounds } from "../db/schema";
import { RESULT_STATUSES, type ResultCategory, type ResultStatus } from "./vocabulary";
import { requireRole, type Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { newId } from "../ids";
import { normalizeDob } from "./dob";
import { parseCsv, type CsvTable } from "./csv";
import { requireRoundPage } from "./rounds";
import { RESULT_ENTITY, ensureRound } from "./service";
import { REQUIRED_COLUMNS } from "./import-columns";

/**
 * Importing a round's allotments from CSV. Every line is checked first; a file with any rejected
 * line writes nothing. Records are keyed by (round, form number), so importing the same file again
 * changes nothing. A decision already recorded is never overwritten by a file: the `status` column
 * only sets the status of new records and of records still pending (staff use the status override
 * for anything else).
 */
const COLUMN_ALIASES: Record<string, string> = { form_no: "form_number", date_of_birth: "dob" };

export type ImportRejection = { line: number; field: string; message: string };
export type ImportReport = { created: number; updated: number; unchanged: number; rejected: ImportRejection[] };
export type ImportInput = { category: ResultCategory; round: number; csv: string; dryRun?: boolean };

type Row = {
  line: number;
  formNumber: string;
  name: string;
  email: string;
  dob: string;
  program: string;
  campus: string;
  registeredCategory: string;
  // Optional columns: undefined when the file has no such column (an update then keeps the value).
  categoryAllocated?: string;
  programPreference?: number | null;
  campusPreference?: boolean;
  rank?: number | null;
  status?: ResultStatus;
  pwd?: boolean;
  defence?: boolean;
};

type Existing = typeof admissionResults.$inferSelect;
const EDITABLE = [
  "name",
  "email",
  "dob",
  "program",
  "campus",
  "registeredCategory",
  "categoryAllocated",
  "programPreference",
  "campusPreference",
  "rank",
  "pwd",
  "defence",
] as const;
type Editable = (typeof EDITABLE)[number];
type Changes = Partial<Pick<Existing, Editable>>;

const TRUE = new Set(["1", "true", "yes", "y"]);
const FALSE = new Set(["", "0", "false", "no", "n"]);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FORM_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

class LineReader {
  readonly errors: ImportRejection[] = [];
  constructor(
    private readonly line: number,
    private readonly cells: Map<string, string>,
  ) {}

  has(field: string): boolean {
    return this.cells.has(field);
  }

  fail(field: string, message: string): undefined {
    this.errors.push({ line: this.line, field, message });
    return undefined;
  }

  text(field: string, { required = false, max = 200 } = {}): string {
    const value = (this.cells.get(field) ?? "").trim();
    if (required && !value) return this.fail(field, `${field} is required`) ?? "";
    if (value.length > max) return this.fail(field, `${field} can be at most ${max} characters`) ?? "";
    return value;
  }

  integer(field: string, min: number, max: number): number | null | undefined {
    if (!this.has(field)) return undefined;
    const value = this.text(field);
    if (!value) return null;
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
      return this.fail(field, `${field} must be a whole number from ${min} to ${max}`);
    return Number(value);
  }

  boolean(field: string): boolean | undefined {
    if (!this.has(field)) return undefined;
    const value = this.text(field).toLowerCase();
    if (TRUE.has(value)) return true;
    if (FALSE.has(value)) return false;
    return this.fail(field, `${field} must be yes/no, true/false or 1/0`);
  }
}

function readRow(line: number, cells: Map<string, string>): { row?: Row; errors: ImportRejection[] } {
  const r = new LineReader(line, cells);
  const formNumber = r.text("form_number", { required: true, max: 50 });
  if (formNumber && !FORM_NUMBER.test(formNumber))
    r.fail("form_number", "form_number may contain only letters, digits and / _ . -");
  const email = r.text("email", { required: true, max: 254 }).toLowerCase();
  if (email && !EMAIL.test(email)) r.fail("email", `email is not a valid address: ${email}`);
  const rawDob = r.text("dob", { required: true, max: 20 });
  const dob = rawDob ? normalizeDob(rawDob) : undefined;
  if (rawDob && !dob) r.fail("dob", `dob must be a real date written DD-MM-YYYY, not ${rawDob}`);
  const program = r.text("program", { max: 300 });
  const campus = r.text("campus", { max: 300 });
  if (Boolean(program) !== Boolean(campus)) {
    r.fail(program ? "campus" : "program", "program and campus are given together, or both left empty for no seat");
  }
  const statusText = r.has("status") ? r.text("status").toLowerCase() : "";
  let status: ResultStatus | undefined;
  if (statusText) {
    if ((RESULT_STATUSES as readonly string[]).includes(statusText)) status = statusText as ResultStatus;
    else r.fail("status", `status must be one of ${RESULT_STATUSES.join(", ")}`);
  }
  const row: Row = {
    line,
    formNumber,
    name: r.text("name", { required: true }),
    email,
    dob: dob ?? "",
    program,
    campus,
    registeredCategory: r.text("registered_category", { max: 100 }),
    categoryAllocated: r.has("category_allocated")
      ? r.text("category_allocated", { max: 50 }).toUpperCase()
      : undefined,
    programPreference: r.integer("program_preference", 1, 99),
    campusPreference: r.boolean("campus_preference"),
    rank: r.integer("rank", 1, 10_000_000),
    status,
    pwd: r.boolean("pwd"),
    defence: r.boolean("defence"),
  };
  return r.errors.length ? { errors: r.errors } : { row, errors: [] };
}

function readTable(table: CsvTable): { rows: Row[]; rejected: ImportRejection[] } {
  const header = table.header.map((name) => COLUMN_ALIASES[name] ?? name);
  const rejected: ImportRejection[] = REQUIRED_COLUMNS.filter((c) => !header.includes(c)).map((c) => ({
    line: 1,
    field: c,
    message: `the column ${c} is missing`,
  }));
  for (const [index, name] of header.entries()) {
    if (name && header.indexOf(name) !== index)
      rejected.push({ line: 1, field: name, message: `the column ${name} appears twice` });
  }
  if (rejected.length) return { rows: [], rejected };
  if (!table.rows.length)
    return { rows: [], rejected: [{ line: 1, field: "file", message: "the file has no data rows" }] };

  const rows: Row[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, cells } of table.rows) {
    const named = new Map<string, string>();
    header.forEach((name, index) => named.set(name, cells[index] ?? ""));
    const { row, errors } = readRow(line, named);
    rejected.push(...errors);
    if (!row) continue;
    const earlier = firstLineOf.get(row.formNumber);
    if (earlier !== undefined) {
      rejected.push({
        line,
        field: "form_number",
        message: `form number ${row.formNumber} is already on line ${earlier}`,
      });
      continue;
    }
    firstLineOf.set(row.formNumber, line);
    rows.push(row);
  }
  return { rows, rejected };
}

/** After the import, an email and date of birth must still lead to one record of the round. */
function checkSignInPairs(rows: Row[], existing: Existing[]): ImportRejection[] {
  const inFile = new Set(rows.map((r) => r.formNumber));
  const owner = new Map<string, string>();
  for (const record of existing)
    if (!inFile.has(record.formNumber))
      owner.set(`${record.email}|${record.dob}`, `form number ${record.formNumber}, already in this round,`);
  const rejected: ImportRejection[] = [];
  for (const row of rows) {
    const pair = `${row.email}|${row.dob}`;
    const other = owner.get(pair);
    if (other) {
      rejected.push({
        line: row.line,
        field: "email",
        message: `${other} has the same email and date of birth; candidates sign in with that pair, so it must be unique`,
      });
      continue;
    }
    owner.set(pair, `the candidate on line ${row.line}`);
  }
  return rejected;
}

function changes(row: Row, record: Existing): Changes {
  const diff: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    const value = row[field];
    if (value !== undefined && value !== record[field]) diff[field] = value;
  }
  return diff as Changes;
}

function newRecord(row: Row, roundId: string, now: Date): typeof admissionResults.$inferInsert {
  return {
    id: newId(now),
    roundId,
    formNumber: row.formNumber,
    name: row.name,
    email: row.email,
    dob: row.dob,
    program: row.program,
    campus: row.campus,
    registeredCategory: row.registeredCategory,
    categoryAllocated: row.categoryAllocated ?? "",
    programPreference: row.programPreference ?? null,
    campusPreference: row.campusPreference ?? false,
    rank: row.rank ?? null,
    status: row.status ?? "pending",
    pwd: row.pwd ?? false,
    defence: row.defence ?? false,
    createdAt: now,
    updatedAt: now,
  };
}

async function findRound(tx: Executor, category: ResultCategory, round: number) {
  const [row] = await tx
    .select()
    .from(admissionRounds)
    .where(and(eq(admissionRounds.category, category), eq(admissionRounds.round, round)))
    .for("update");
  return row;
}

const INSERT_BATCH = 500;

export async function importResults(actor: Actor, input: ImportInput): Promise<ImportReport> {
  requireRole(actor, "Admissions");
  requireRoundPage(input.category, input.round);
  let table: CsvTable;
  try {
    table = parseCsv(input.csv);
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return {
      created: 0,
      updated: 0,
      unchanged: 0,
      rejected: [{ line, field: "file", message: `the file is not valid CSV: ${(error as Error).message}` }],
    };
  }
  const { rows, rejected } = readTable(table);

  return db().transaction(async (tx) => {
    const round = await findRound(tx, input.category, input.round);
    const existing = round
      ? await tx.select().from(admissionResults).where(eq(admissionResults.roundId, round.id))
      : [];
    rejected.push(...checkSignInPairs(rows, existing));
    rejected.sort((a, b) => a.line - b.line);

    const byFormNumber = new Map(existing.map((r) => [r.formNumber, r]));
    const creates: Row[] = [];
    const updates: { row: Row; record: Existing; diff: Changes; status?: ResultStatus }[] = [];
    let unchanged = 0;
    for (const row of rows) {
      const record = byFormNumber.get(row.formNumber);
      if (!record) {
        creates.push(row);
        continue;
      }
      const diff = changes(row, record);
      const status = row.status && record.status === "pending" && row.status !== "pending" ? row.status : undefined;
      if (Object.keys(diff).length || status) updates.push({ row, record, diff, status });
      else unchanged++;
    }
    const report: ImportReport = { created: creates.length, updated: updates.length, unchanged, rejected };
    if (rejected.length || input.dryRun) return report;

    const target = round ?? (await ensureRound(tx, actor, input.category, input.round));
    const now = new Date();
    for (let i = 0; i < creates.length; i += INSERT_BATCH) {
      await tx
        .insert(admissionResults)
        .values(creates.slice(i, i + INSERT_BATCH).map((row) => newRecord(row, target.id, now)));
    }
    for (const { record, diff, status } of updates) {
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      if (Object.keys(diff).length) {
        await tx
          .update(admissionResults)
          .set({ ...diff, updatedAt: now })
          .where(eq(admissionResults.id, record.id));
        for (const field of Object.keys(diff) as Editable[]) {
          before[field] = record[field];
          after[field] = diff[field];
        }
      }
      if (status) {
        // Conditional, like a decision: a candidate who decided meanwhile keeps their decision.
        const [changed] = await tx
          .update(admissionResults)
          .set({ status, updatedAt: now })
          .where(and(eq(admissionResults.id, record.id), eq(admissionResults.status, "pending")))
          .returning({ id: admissionResults.id });
        if (changed) {
          before.status = "pending";
          after.status = status;
        }
      }
      await recordAudit(tx, actor, {
        action: "result.import_update",
        entityType: RESULT_ENTITY,
        entityId: record.id,
        before,
        after,
      });
    }
    await recordAudit(tx, actor, {
      action: "results.import",
      entityType: "admission_round",
      entityId: target.id,
      after: {
        created: report.created,
        updated: report.updated,
        unchanged: report.unchanged,
        sha256: crypto.createHash("sha256").update(input.csv).digest("hex"),
      },
    });
    return report;
  });
}
