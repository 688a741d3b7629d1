import { CONTENT_PAGE_PATHS, POLICY_PATHS } from "@/lib/pages/registry";
import {
  REVIEW_KIND_ORDER,
  REVIEW_KINDS,
  reviewCutoff,
  reviewDays,
  reviewKindOf,
} from "@/lib/content/review-intervals";

describe("content review intervals (GIGW content review policy)", () => {
  test("each kind of page has its interval; the default kind takes CONTENT_REVIEW_DAYS", () => {
    expect(reviewDays("cycle", 365)).toBe(30);
    expect(reviewDays("people", 365)).toBe(90);
    expect(reviewDays("policy", 365)).toBe(730);
    expect(reviewDays("general", 365)).toBe(365);
    expect(reviewDays("general", 200)).toBe(200);
  });

  test("pages fall in their kind by address, in any case; a page staff make at a free address is of the default kind", () => {
    expect(reviewKindOf("/admission")).toBe("cycle");
    expect(reviewKindOf("/admission/refund-policy")).toBe("cycle");
    expect(reviewKindOf("/Examination")).toBe("cycle");
    expect(reviewKindOf("/holiday-calendar")).toBe("cycle");
    expect(reviewKindOf("/admissions-news")).toBe("general");
    expect(reviewKindOf("/contact")).toBe("people");
    expect(reviewKindOf("/administration/vice-chancellor")).toBe("people");
    expect(reviewKindOf("/privacy-policy")).toBe("policy");
    expect(reviewKindOf("/content-review-policy")).toBe("policy");
    expect(reviewKindOf("/academics/regulations")).toBe("policy");
    expect(reviewKindOf("/amenities/Library")).toBe("general");
    expect(reviewKindOf("/a-page-staff-made")).toBe("general");
  });

  test("every website policy page is a policy; every address a kind names is a page of the registry", () => {
    for (const path of POLICY_PATHS) expect(reviewKindOf(path)).toBe("policy");
    const known = new Set(CONTENT_PAGE_PATHS.map((path) => path.toLowerCase()));
    for (const kind of REVIEW_KIND_ORDER) {
      for (const pattern of REVIEW_KINDS[kind].paths) {
        const base = pattern.replace(/\/\*$/, "").toLowerCase();
        expect([kind, known.has(base)]).toEqual([kind, true]);
      }
    }
  });

  test("a page is overdue once its last review is before its kind's cutoff", () => {
    const now = new Date("2026-11-28T06:00:00Z");
    expect(reviewCutoff("cycle", 365, now)).toBe("2026-10-29");
    expect(reviewCutoff("general", 365, now)).toBe("2025-11-28");
    expect(reviewCutoff("policy", 365, now)).toBe("2024-11-28");
  });
});
