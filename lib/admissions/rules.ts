import type { ResultStatus } from "./vocabulary";
import { roundPage, type RoundKey } from "./rounds";

/**
 * The seat-decision rules of the 2025-26 process, in one place: which choices a candidate gets,
 * what each status means, when a letter is issued, and what a lookup shows.
 */
export const DECISIONS = ["freeze", "float", "upgrade", "reject"] as const satisfies readonly ResultStatus[];
export type Decision = (typeof DECISIONS)[number];

export type DecisionSubject = { programPreference: number | null; campusPreference: boolean };

export type DecisionChoice = { status: Decision; label: string; description: string };

const ACCEPT_OR_REJECT: readonly DecisionChoice[] = [
  {
    status: "freeze",
    label: "Freeze",
    description: "Accept this seat as final. You will not be moved to another programme or campus later.",
  },
  {
    status: "reject",
    label: "Reject",
    description: "Give up this seat. You will not be considered in the later rounds.",
  },
];

const ALL_CHOICES: readonly DecisionChoice[] = [
  {
    status: "freeze",
    label: "Final Acceptance",
    description: "Accept this seat as final. You will not be moved to a higher preference later.",
  },
  {
    status: "float",
    label: "Accept and Upgrade",
    description: "Keep this seat, and be considered for a higher preference in the next round.",
  },
  {
    status: "upgrade",
    label: "Not Accepted and Upgrade",
    description: "Do not take this seat, but stay in the process for the next round.",
  },
  { status: "reject", label: "Not Accepted", description: "Give up this seat and leave the admission process." },
];

/**
 * Only freeze and reject when there is nothing better to wait for: the first preference was
 * allotted, the candidate asked for this campus only (`campus_preference`), the round is PG (one
 * round), or the round allows no upgrade (the last diploma rounds).
 */
export function choiceSet(key: RoundKey, subject: DecisionSubject): "acceptOrReject" | "all" {
  const page = roundPage(key);
  const restricted =
    page.category === "pg" ||
    page.acceptOrRejectOnly === true ||
    subject.programPreference === 1 ||
    subject.campusPreference;
  return restricted ? "acceptOrReject" : "all";
}

/** The choices of the set that applies (choiceSet), with their words. */
export function decisionChoices(key: RoundKey, subject: DecisionSubject): readonly DecisionChoice[] {
  return choiceSet(key, subject) === "acceptOrReject" ? ACCEPT_OR_REJECT : ALL_CHOICES;
}

export function allowedDecisions(key: RoundKey, subject: DecisionSubject): Decision[] {
  return decisionChoices(key, subject).map((c) => c.status);
}

export const STATUS_TEXT: Record<ResultStatus, { title: string; text: string }> = {
  pending: { title: "Decision pending", text: "No decision has been recorded for this seat yet." },
  freeze: {
    title: "Seat Frozen",
    text: "You accepted this seat as final; it will not be upgraded. Pay the fee with the link sent to you, then report for document verification.",
  },
  float: {
    title: "Accepted & Upgrade",
    text: "You accepted this seat and asked to be considered for a higher preference in the next round. Pay the fee to secure the seat.",
  },
  upgrade: {
    title: "Not Accepted & Upgrade",
    text: "You did not take this seat. You will be considered for your preferences in the next round.",
  },
  reject: { title: "Seat Rejected", text: "You rejected this seat and will not be considered in the later rounds." },
};

/** A seat-allotment letter is issued for a seat the candidate kept. */
export function letterAvailable(status: ResultStatus): boolean {
  return status === "freeze" || status === "float";
}

export type ResultOutcome = "allotted" | "no_seat" | "report_in_person";

export type OutcomeSubject = { program: string; campus: string; pwd: boolean; defence: boolean };

export function hasSeat(subject: Pick<OutcomeSubject, "program" | "campus">): boolean {
  return subject.program.trim() !== "" && subject.campus.trim() !== "";
}

/**
 * In the rounds with an in-person session for PwD and Defence candidates, those candidates are
 * given the reporting instructions instead of an online decision; everyone else sees the seat or
 * the no-seat message.
 */
export function resultOutcome(key: RoundKey, subject: OutcomeSubject): ResultOutcome {
  if ((subject.pwd || subject.defence) && roundPage(key).reporting) return "report_in_person";
  return hasSeat(subject) ? "allotted" : "no_seat";
}
