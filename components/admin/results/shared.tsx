import type { ReactNode } from "react";
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
export const LEVELS = STAFF_ROUNDS.filter((page, index) => STAFF_ROUNDS.findIndex((p) => p.category === page.category) === index).map((page) => ({
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

export const TH = "border border-slate-300 px-3 py-2 text-left font-semibold whitespace-nowrap";
export const TD = "border border-slate-300 px-3 py-2";
export const INPUT = "mt-1 block w-full rounded-md border border-slate-500 px-3 py-2 aria-[invalid=true]:border-red-700";
export const PRIMARY_BUTTON = "rounded-md bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
export const SECONDARY_BUTTON = "rounded-md border border-brand-900 px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50 disabled:opacity-60";

/**
 * A wide table that scrolls sideways inside its own labelled region (reachable by keyboard), so
 * the page itself never scrolls sideways on a phone.
 */
export function ScrollTable({ id, caption, children }: { id: string; caption: string; children: ReactNode }) {
  return (
    // relative: screen-reader-only text in the cells (absolutely positioned) scrolls with the table instead of widening the page.
    <div role="region" aria-labelledby={id} tabIndex={0} className="relative mt-3 max-w-full overflow-x-auto rounded-sm">
      <table className="w-full border-collapse text-left text-sm">
        <caption id={id} className="sr-only">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

/** A failure the staff member must read: announced at once. */
export function ErrorAlert({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={`rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}>
      {children}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}

export const STATUSES = Object.keys(STATUS_LABEL) as ResultStatus[];
