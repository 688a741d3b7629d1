import { tenders } from "@/lib/db/seed/content/tenders";
import { isTenderOpen, selectTenders, tenderClosesAt } from "@/lib/content/tenders";
import { administrativeSlugs, canonicalAdministrativeSlug, sectionNameFromSlug } from "@/lib/administration/sub-pages";
import { isoDuration } from "@/components/programs/program-json-ld";
import { latestUpdate } from "@/lib/seo/last-modified";

const tender = (number: string, startDate: string, closingDate: string, closingTime?: string) => ({
  number,
  title: { en: `Tender ${number}` },
  startDate,
  closingDate,
  closingTime,
});

// The seed's tenders as the content type stores them.
const seeded = tenders.map((t) => tender(t.number, t.startDate, t.submissionDate, t.submissionTime));

describe("tenders", () => {
  test("close at the given time in India, else at the end of the submission day", () => {
    expect(tenderClosesAt({ closingDate: "2024-09-18", closingTime: "15:00" }).toISOString()).toBe(
      "2024-09-18T09:30:00.000Z",
    );
    expect(tenderClosesAt({ closingDate: "2025-07-14" }).toISOString()).toBe("2025-07-14T18:29:00.000Z");
  });

  test("are open until they close, then archived", () => {
    const t = tender("GEM/1", "2025-07-02", "2025-07-14", "15:00");
    expect(isTenderOpen(t, new Date("2025-07-14T09:29:00Z"))).toBe(true);
    expect(isTenderOpen(t, new Date("2025-07-14T09:30:00Z"))).toBe(false);
  });

  test("the list splits into current and archived, filtered by text and start date, newest first", () => {
    const all = [
      tender("GEM/2024/B/1", "2024-09-01", "2024-09-12"),
      tender("GEM/2025/B/2", "2025-07-02", "2025-07-14"),
      tender("GEM/2024/B/3", "2024-09-07", "2024-09-18"),
    ];
    const now = new Date("2025-07-10T00:00:00Z");
    expect(selectTenders(all, { archived: false }, now).map((t) => t.number)).toEqual(["GEM/2025/B/2"]);
    expect(selectTenders(all, { archived: true }, now).map((t) => t.number)).toEqual(["GEM/2024/B/3", "GEM/2024/B/1"]);
    expect(selectTenders(all, { archived: true, search: "b/1" }, now).map((t) => t.number)).toEqual(["GEM/2024/B/1"]);
    expect(
      selectTenders(all, { archived: true, from: "2024-09-02", to: "2024-09-07" }, now).map((t) => t.number),
    ).toEqual(["GEM/2024/B/3"]);
  });

  test("the published tenders are all closed by late 2026 and carry the facts' bid numbers", () => {
    expect(selectTenders(seeded, { archived: false }, new Date("2026-11-21T00:00:00Z"))).toEqual([]);
    expect(tenders.map((t) => t.number)).toEqual([
      "GEM/2025/B/6290806",
      "GEM/2024/B/5340435",
      "GEM/2024/B/5339952",
      "GEM/2024/B/5339660",
      "GEM/2024/B/5337529",
      "GEM/2024/B/5226813",
    ]);
    expect(isTenderOpen(seeded[0]!, new Date("2025-07-10T00:00:00Z"))).toBe(true);
  });
});

describe("administrative sub-pages", () => {
  test("are recognised in any case and given their canonical spelling", () => {
    expect(canonicalAdministrativeSlug("statutes")).toBe("Statutes");
    expect(canonicalAdministrativeSlug("TEAM-DSEU")).toBe("team-dseu");
    expect(canonicalAdministrativeSlug("senate")).toBeUndefined();
    expect(administrativeSlugs).toEqual([
      "board-of-management",
      "statutory-bodies",
      "team-dseu",
      "Statutes",
      "advisory-board",
      "employee-policy",
      "important-forms",
      "office-orders",
      "circulars",
    ]);
  });

  test("an unknown one is named from its address on the under-construction view", () => {
    expect(sectionNameFromSlug(["staff-welfare"])).toBe("Staff Welfare");
    expect(sectionNameFromSlug(["legal_cell", "notices"])).toBe("Legal Cell Notices");
  });
});

describe("small rules", () => {
  test("programme durations become ISO 8601 durations for structured data", () => {
    expect(isoDuration("3 Years")).toBe("P3Y");
    expect(isoDuration("1 Year")).toBe("P1Y");
    expect(isoDuration("6 months")).toBe("P6M");
    expect(isoDuration("Two years")).toBeUndefined();
  });

  test("'Last updated' is the newest date given, and nothing when none is", () => {
    expect(latestUpdate("2025-01-01T00:00:00Z", null, new Date("2026-01-01T00:00:00Z"), undefined, "not a date")).toBe(
      "2026-01-01T00:00:00.000Z",
    );
    expect(latestUpdate()).toBeUndefined();
  });
});
