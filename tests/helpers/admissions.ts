import { and, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { SYSTEM } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { admissionResults, admissionRounds } from "@/lib/db/schema";
import { type ResultCategory } from "@/lib/admissions/vocabulary";
import { importResults } from "@/lib/admissions/import";
import { updateRound } from "@/lib/admissions/service";
import { windowAroundNow } from "../fixtures/admission-candidates";

/** Fixtures for the admission-results tests: staff actors, rounds and records made through the services. */
export const ADMISSIONS_ACTOR: Actor = {
  kind: "user",
  id: "65f000000000000000000001",
  email: "admissions.office@example.org",
  role: "Admissions",
  ip: "10.0.0.9",
  userAgent: "jest",
};
export const EDITOR_ACTOR: Actor = {
  kind: "user",
  id: "65f000000000000000000002",
  email: "editor@example.org",
  role: "Editor",
};

export const HEADER =
  "form_number,name,email,dob,program,campus,registered_category,category_allocated,program_preference,campus_preference,rank,status,pwd,defence";

export type Line = Partial<{
  form_number: string;
  name: string;
  email: string;
  dob: string;
  program: string;
  campus: string;
  registered_category: string;
  category_allocated: string;
  program_preference: string;
  campus_preference: string;
  rank: string;
  status: string;
  pwd: string;
  defence: string;
}>;

let serial = 0;
/** One CSV line with sensible defaults; every call gets a new form number and email. */
export function line(values: Line = {}): string {
  serial++;
  const v = {
    form_number: `T-${serial}`,
    name: `Test Candidate ${serial}`,
    email: `candidate${serial}@example.org`,
    dob: "15-08-2007",
    program: "Diploma in Computer Engineering",
    campus: "Aryabhatt DSEU Campus",
    registered_category: "General",
    category_allocated: "DEL_UR",
    program_preference: "2",
    campus_preference: "no",
    rank: String(1000 + serial),
    status: "",
    pwd: "no",
    defence: "no",
    ...values,
  };
  return HEADER.split(",")
    .map((k) => v[k as keyof typeof v])
    .join(",");
}

export function csv(...lines: string[]): string {
  return [HEADER, ...lines].join("\n") + "\n";
}

/** Opens a round for decisions now (its window set around now), or closes it. */
export async function openRound(category: ResultCategory, round: number, windowOpen = true): Promise<void> {
  await updateRound(SYSTEM, category, round, windowOpen ? { ...windowAroundNow(), windowOpen } : { windowOpen });
}

/** Imports lines into a round and answers the created records by form number. */
export async function importLines(category: ResultCategory, round: number, lines: string[]) {
  const report = await importResults(ADMISSIONS_ACTOR, { category, round, csv: csv(...lines) });
  if (report.rejected.length) throw new Error(`fixture rejected: ${JSON.stringify(report.rejected)}`);
  const rows = await db()
    .select({ result: admissionResults })
    .from(admissionResults)
    .innerJoin(admissionRounds, eq(admissionRounds.id, admissionResults.roundId))
    .where(and(eq(admissionRounds.category, category), eq(admissionRounds.round, round)));
  return new Map(rows.map((r) => [r.result.formNumber, r.result]));
}

export async function statusOf(id: string) {
  const [row] = await db()
    .select({ status: admissionResults.status })
    .from(admissionResults)
    .where(eq(admissionResults.id, id));
  return row?.status;
}
