import { ROUND_KEYS, ROUND_PAGES } from "@/lib/admissions/rounds";
import type { ResultStatus } from "@/lib/admissions/vocabulary";
import { formatIndiaDate } from "@/lib/time";

/** Pieces shared by the admission-results pages of the admin area. */
export const STATUS_LABEL: Record<ResultStatus, string> = {
  pending: "Pending",
  freeze: "Freeze",
  float: "Float (accept and upgrade)",
  upgrade: "Upgrade (not accepted)",
  reject: "Reject",
};

/** The rounds that have public pages, in the order staff see them. */
export const STAFF_ROUNDS = ROUND_KEYS.map((key) => ROUND_PAGES[key]);

/** Programme levels (the API's `category`) with their names. */
export const LEVELS = STAFF_ROUNDS.filter(
  (page, index) => STAFF_ROUNDS.findIndex((p) => p.category === page.category) === index,
).map((page) => ({
  category: page.category,
  level: page.level,
}));

export function roundName(category: string, round: number): string {
  const level = LEVELS.find((l) => l.category === category)?.level ?? category;
  return `${level} round ${round}`;
}

export function formatDateTime(iso: string | null): string {
  return iso ? formatIndiaDate(iso, "dateTime") : "—";
}

export const STATUSES = Object.keys(STATUS_LABEL) as ResultStatus[];
