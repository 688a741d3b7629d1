import { pageEntryAt } from "../pages/registry";
import type { Localized } from "./localized";
import { addDays, indiaDay } from "../time";

/**
 * How often each kind of page must be reviewed (GIGW 3.0, content review policy): the one
 * declaration the staff dashboard's overdue list and the Content Review Policy page's text both
 * follow. Pages that change with the admission and examination cycle are checked monthly, pages
 * naming people and contacts quarterly, policies and regulations every two years (and at once when
 * the rule they describe changes); every other page at the site's default interval,
 * CONTENT_REVIEW_DAYS (365 unless the operator sets it). The numbers are the web team's proposal,
 * marked on the policy page as to be confirmed by the university.
 */
/** CONTENT_REVIEW_DAYS when the operator does not set it (lib/config.ts). */
export const DEFAULT_REVIEW_DAYS = 365;

export type ReviewKind = "cycle" | "people" | "policy" | "general";

type KindDeclaration = {
  /** Days between reviews; `default` is CONTENT_REVIEW_DAYS. */
  days: number | "default";
  /** What the policy page and the dashboard call the kind. */
  name: Localized;
  /** Addresses of the kind (exact, any case); a trailing `/*` takes the address and everything under it. */
  paths: readonly string[];
};

export const REVIEW_KINDS: Readonly<Record<ReviewKind, KindDeclaration>> = {
  cycle: {
    days: 30,
    name: {
      en: "admission, examination and calendar pages",
      hi: "प्रवेश, परीक्षा और कैलेंडर के पृष्ठ",
    },
    paths: ["/admission/*", "/examination", "/academics/academic-calendar", "/holiday-calendar"],
  },
  people: {
    days: 90,
    name: {
      en: "pages naming the university's officers, committees and contacts",
      hi: "विश्वविद्यालय के अधिकारियों, समितियों और संपर्कों के नाम वाले पृष्ठ",
    },
    paths: [
      "/contact",
      "/administration/chancellor",
      "/administration/vice-chancellor",
      "/registrar",
      "/administration/cof",
      "/administration/coe",
      "/administration/Support-Services",
      "/administration/Other-Academic-Units",
      "/administration/administrative/team-dseu",
      "/administration/administrative/board-of-management",
      "/administration/administrative/advisory-board",
      "/administration/administrative/statutory-bodies",
      "/placement",
      "/research",
      "/rti",
      "/amenities/ICC",
      "/amenities/Equal-Opportunity",
      "/amenities/Anti-Ragging",
      "/grievance-form",
    ],
  },
  policy: {
    days: 730,
    name: {
      en: "the website policies, regulations and statutes",
      hi: "वेबसाइट की नीतियाँ, विनियम और परिनियम",
    },
    // With every website policy page of the registry (reviewKindOf).
    paths: [
      "/academics/regulations",
      "/administration/administrative/Statutes",
      "/administration/administrative/employee-policy",
      "/UGC-Guidelines",
    ],
  },
  general: {
    days: "default",
    name: {
      en: "every other page (about the university, its academics, campuses and student life)",
      hi: "अन्य सभी पृष्ठ (विश्वविद्यालय, उसके शिक्षण, परिसरों और छात्र जीवन के बारे में)",
    },
    paths: [],
  },
};

/** The kinds in the order the policy page lists them, shortest interval first. */
export const REVIEW_KIND_ORDER: readonly ReviewKind[] = ["cycle", "people", "general", "policy"];

function matches(pattern: string, path: string): boolean {
  const lower = path.toLowerCase();
  if (pattern.endsWith("/*")) {
    const base = pattern.slice(0, -2).toLowerCase();
    return lower === base || lower.startsWith(`${base}/`);
  }
  return lower === pattern.toLowerCase();
}

/** The kind of the page at `path` (a content item's key); pages staff make at a free address are `general`. */
export function reviewKindOf(path: string): ReviewKind {
  if (pageEntryAt(path)?.policy) return "policy";
  for (const kind of ["cycle", "people", "policy"] as const) {
    if (REVIEW_KINDS[kind].paths.some((pattern) => matches(pattern, path))) return kind;
  }
  return "general";
}

/** Days between reviews of a kind, with CONTENT_REVIEW_DAYS (`defaultDays`) for the default kind. */
export function reviewDays(kind: ReviewKind, defaultDays: number): number {
  const days = REVIEW_KINDS[kind].days;
  return days === "default" ? defaultDays : days;
}

/** The last day (YYYY-MM-DD) a page of the kind may have been reviewed on and not be overdue at `now`. */
export function reviewCutoff(kind: ReviewKind, defaultDays: number, now: Date): string {
  return indiaDay(addDays(now, -reviewDays(kind, defaultDays)));
}
