import { and, eq } from "drizzle-orm";
import { db } from "../db/client";
import { admissionResults, admissionRounds } from "../db/schema";
import { isId } from "../ids";
import { signCandidateToken } from "../auth/tokens";
import { parseInput } from "../validation";
import { WrongPairError } from "./errors";
import { countLookup, takeFailureAllowance } from "./rate-limits";
import { toCandidateResult, toRoundInfo, type CandidateResult, type RoundInfo } from "./records";
import { roundPage, type RoundKey } from "./rounds";
import { decisionChoices, resultOutcome, type DecisionChoice, type ResultOutcome } from "./rules";
import { lookupSchema } from "./schema";
import { decisionsOpen } from "./window";

export type ClientInfo = { ip?: string; userAgent?: string };

/** A candidate's view of their record in one round: what to show and what they may do. */
export type CandidateView = {
  result: CandidateResult;
  round: RoundInfo;
  outcome: ResultOutcome;
  /** The choices on offer now: empty unless the seat is allotted, undecided and the window open. */
  choices: readonly DecisionChoice[];
};

function candidateView(row: {
  result: typeof admissionResults.$inferSelect;
  round: typeof admissionRounds.$inferSelect;
}): CandidateView {
  const result = toCandidateResult(row.result, row.round);
  const round = toRoundInfo(row.round);
  const outcome = resultOutcome(round.key, result);
  const open = outcome === "allotted" && result.status === "pending" && decisionsOpen(row.round);
  return { result, round, outcome, choices: open ? decisionChoices(round.key, result) : [] };
}

const selection = { result: admissionResults, round: admissionRounds };

async function findRecord(key: RoundKey, email: string, dob: string) {
  const page = roundPage(key);
  const [row] = await db()
    .select(selection)
    .from(admissionResults)
    .innerJoin(admissionRounds, eq(admissionRounds.id, admissionResults.roundId))
    .where(
      and(
        eq(admissionRounds.category, page.category),
        eq(admissionRounds.round, page.round),
        eq(admissionResults.email, email),
        eq(admissionResults.dob, dob),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Finds a candidate's record in a round by the email of their admission form and their date of
 * birth, and issues the candidate token for it. Rate-limited per address and per email; a wrong
 * pair gets the same answer whether the email exists or not.
 */
export async function lookupResult(key: RoundKey, input: { email: unknown; dob: unknown }, client: ClientInfo) {
  await countLookup(client.ip);
  const { email, dob } = parseInput(lookupSchema, input);
  const allowance = await takeFailureAllowance(email, client.ip);
  const row = await findRecord(key, email, dob).catch(async (error: unknown) => {
    await allowance.giveBack();
    throw error;
  });
  if (!row) throw new WrongPairError();
  // Found: not a failure, so the failure limits do not count it.
  await allowance.giveBack();
  return { ...candidateView(row), token: await signCandidateToken(row.result.id) };
}

/**
 * The record a candidate token names, if it belongs to one of the given rounds (a token for a
 * Diploma round 2 record does not open the UG page). Read fresh: the status must be current.
 */
export async function loadCandidateView(
  resultId: string,
  rounds: readonly RoundKey[],
): Promise<CandidateView | undefined> {
  if (!isId(resultId)) return undefined;
  const [row] = await db()
    .select(selection)
    .from(admissionResults)
    .innerJoin(admissionRounds, eq(admissionRounds.id, admissionResults.roundId))
    .where(eq(admissionResults.id, resultId));
  if (!row) return undefined;
  const view = candidateView(row);
  return rounds.includes(view.round.key) ? view : undefined;
}
