import type { CandidateResult } from "./records";
import type { RoundKey } from "./rounds";
import type { ResultOutcome } from "./rules";

/**
 * The old seat-allocation clients' answer envelope (legacy-api §3.7). The special messages are
 * compared verbatim by those clients, spelling and capitals included.
 */
export const LEGACY_MESSAGES = {
  noSeatRoundOne: "You have not been allotted any seat, please try again in next round",
  noSeat: "You have not alloted any seat please try again in next round",
} as const;

const IN_PERSON_MESSAGES: Partial<Record<RoundKey, { pwd: string; defence: string }>> = {
  diploma1: { pwd: "PWD Student Found", defence: "Defence Student Found" },
  btech1: { pwd: "PWD BTech Student Found", defence: "Defence BTech Student Found" },
  ug1: { pwd: "PWD Student Found", defence: "defence Student Found" },
};

export function legacyMessage(
  key: RoundKey,
  outcome: ResultOutcome,
  result: Pick<CandidateResult, "pwd">,
): string | undefined {
  if (outcome === "no_seat")
    return key === "diploma1" || key === "btech1" ? LEGACY_MESSAGES.noSeatRoundOne : LEGACY_MESSAGES.noSeat;
  if (outcome === "report_in_person") {
    const messages = IN_PERSON_MESSAGES[key];
    return messages && (result.pwd ? messages.pwd : messages.defence);
  }
  return undefined;
}

/** The record in the old field names; PG records carry only what the PG pages showed. */
export function toLegacyStudent(key: RoundKey, result: CandidateResult): Record<string, unknown> {
  const common = {
    _id: result.id,
    form_number: result.formNumber,
    ...(key === "ug1" ? { form_no: result.formNumber } : {}),
    name: result.name,
    program: result.program,
    campus: result.campus,
    registered_category: result.registeredCategory,
    status: result.status,
  };
  if (key === "pg1") return common;
  return {
    ...common,
    category_allocated: result.categoryAllocated,
    program_preference: result.programPreference,
    rank: result.rank,
    campus_preference: result.campusPreference,
  };
}

/**
 * `{ status, message?, data: { student? }, token?, ...round-1 extras }`. The student is left out
 * when a special message stands instead of the allotment (no seat, report in person).
 */
export function legacyEnvelope(answer: {
  result: CandidateResult;
  outcome: ResultOutcome;
  token?: string;
}): Record<string, unknown> {
  const { result, outcome, token } = answer;
  const key = result.roundKey;
  const message = legacyMessage(key, outcome, result);
  const envelope: Record<string, unknown> = {
    status: "success",
    ...(message ? { message } : {}),
    data: message ? {} : { student: toLegacyStudent(key, result) },
    ...(token ? { token } : {}),
  };
  if (key === "diploma1" || key === "btech1") {
    envelope.btech = key === "btech1";
    envelope.allStudentId = result.id;
    envelope.isPwdDefenceStudent = result.pwd || result.defence;
  }
  if (key === "ug1") envelope.isPwdOrDefenceStudent = result.pwd || result.defence;
  return envelope;
}
