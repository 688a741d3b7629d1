import type { admissionResults, admissionRounds } from "../db/schema";
import type { ResultCategory, ResultStatus } from "./vocabulary";
import { findRoundPage, type RoundKey } from "./rounds";

type ResultRow = typeof admissionResults.$inferSelect;
type RoundRow = typeof admissionRounds.$inferSelect;

/** A round as pages and the API show it (JSON-safe, so it can be cached). */
export type RoundInfo = {
  id: string;
  key: RoundKey;
  category: ResultCategory;
  round: number;
  title: string;
  startsAt: string | null;
  endsAt: string | null;
  windowOpen: boolean;
  confirmationPdfUrl: string;
  updatedAt: string;
};

/** What a candidate may see of their own record: never the login email or date of birth. */
export type CandidateResult = {
  id: string;
  roundKey: RoundKey;
  formNumber: string;
  name: string;
  program: string;
  campus: string;
  registeredCategory: string;
  categoryAllocated: string;
  programPreference: number | null;
  campusPreference: boolean;
  rank: number | null;
  status: ResultStatus;
  pwd: boolean;
  defence: boolean;
  decidedAt: string | null;
};

/** The whole record, for admissions staff. */
export type StaffResult = CandidateResult & {
  category: ResultCategory;
  round: number;
  email: string;
  dob: string;
  createdAt: string;
  updatedAt: string;
};

export function roundKeyOf(round: Pick<RoundRow, "category" | "round">): RoundKey {
  const page = findRoundPage(round.category, round.round);
  // Rounds are only ever created for (category, round) pairs with pages (see requireRoundPage).
  if (!page) throw new Error(`No public page serves ${round.category} round ${round.round}`);
  return page.key;
}

export function toRoundInfo(row: RoundRow): RoundInfo {
  return {
    id: row.id,
    key: roundKeyOf(row),
    category: row.category,
    round: row.round,
    title: row.title,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    windowOpen: row.windowOpen,
    confirmationPdfUrl: row.confirmationPdfUrl,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCandidateResult(row: ResultRow, round: Pick<RoundRow, "category" | "round">): CandidateResult {
  return {
    id: row.id,
    roundKey: roundKeyOf(round),
    formNumber: row.formNumber,
    name: row.name,
    program: row.program,
    campus: row.campus,
    registeredCategory: row.registeredCategory,
    categoryAllocated: row.categoryAllocated,
    programPreference: row.programPreference,
    campusPreference: row.campusPreference,
    rank: row.rank,
    status: row.status,
    pwd: row.pwd,
    defence: row.defence,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function toStaffResult(row: ResultRow, round: Pick<RoundRow, "category" | "round">): StaffResult {
  return {
    ...toCandidateResult(row, round),
    category: round.category,
    round: round.round,
    email: row.email,
    dob: row.dob,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
