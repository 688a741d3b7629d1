import { and, eq, gte, lte, type SQL } from "drizzle-orm";
import { admissionRounds } from "../db/schema";

/**
 * The one rule of a round's seat-decision window: candidates may decide only while staff have the
 * window open AND now is inside its dates. A switch left open, or a round seeded with a past
 * year's dates, never reopens decisions: a public page shows "Closed" once the dates have passed.
 * The pages and the decision's check use `windowState`; the decision's UPDATE repeats the same
 * rule in SQL (`decisionsOpenSql`) so that a window closing between the read and the write wins.
 */

/** A round's dates and staff's switch, as stored (Date) or as its cached public copy (ISO text). */
export type DecisionWindow = {
  windowOpen: boolean;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
};

/**
 * - `open`: decisions are taken now;
 * - `closed`: staff closed the window (or never gave it dates);
 * - `scheduled`: staff opened it, but its first day has not come;
 * - `ended`: staff left it open, but its last day has passed.
 */
export type WindowState = "open" | "closed" | "scheduled" | "ended";

function time(value: Date | string): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

export function windowState(round: DecisionWindow, now: Date = new Date()): WindowState {
  if (!round.windowOpen || !round.startsAt || !round.endsAt) return "closed";
  if (now.getTime() < time(round.startsAt)) return "scheduled";
  if (now.getTime() > time(round.endsAt)) return "ended";
  return "open";
}

export function decisionsOpen(round: DecisionWindow, now: Date = new Date()): boolean {
  return windowState(round, now) === "open";
}

/** `decisionsOpen` as a condition on admission_rounds, for the statement that records a decision. */
export function decisionsOpenSql(now: Date): SQL {
  return and(
    eq(admissionRounds.windowOpen, true),
    lte(admissionRounds.startsAt, now),
    gte(admissionRounds.endsAt, now),
  )!;
}

/** Staff open a window only with both its dates: a window without dates would never take a decision. */
export const WINDOW_NEEDS_DATES =
  "windowOpen: set the decision window's dates (startsAt and endsAt) before opening it.";
