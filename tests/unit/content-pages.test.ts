import fs from "node:fs";
import path from "node:path";
import { contentPages } from "@/lib/db/seed/content/pages";
import { OLD_ADDRESSES } from "@/lib/seo/public-routes";
import { collaborations } from "@/lib/db/seed/content/pages/collaborations";
import { academicCalendar } from "@/lib/db/seed/content/pages/academics";
import { holidayCalendar } from "@/lib/db/seed/content/pages/offices";
import {
  COLLABORATIONS_PER_PAGE,
  collaborationHref,
  numberCollaborations,
  parseCollaborationQuery,
  searchCollaborations,
} from "@/components/content/collaboration-search";
import { otherOfficesOf, personKey, samePerson } from "@/components/content/people";
import { daysInclusive, formatIndiaDate } from "@/lib/time";
import { campusGroups } from "@/components/forms/campus-options";

const pageFile = (route: string) => path.join(process.cwd(), "app/(site)", route, "page.tsx");

describe("content pages", () => {
  test("every page has a unique title and a unique description of a useful length", () => {
    const titles = contentPages.map((p) => p.title);
    const descriptions = contentPages.map((p) => p.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const page of contentPages) expect(page.description.length).toBeGreaterThanOrEqual(70);
    for (const page of contentPages) expect(page.description.length).toBeLessThanOrEqual(260);
  });

  test("every page is served by a page file at its address; old addresses are rewrites, not copies", () => {
    for (const page of contentPages) expect(fs.existsSync(pageFile(page.path))).toBe(true);
    for (const [old, current] of Object.entries(OLD_ADDRESSES)) {
      expect(fs.existsSync(pageFile(old))).toBe(false);
      expect(fs.existsSync(pageFile(current))).toBe(true);
    }
  });

  test("breadcrumbs end with the page itself, and every page says when it was last reviewed", () => {
    for (const page of contentPages) {
      expect(page.crumbs.at(-1)?.path).toBe(page.path);
      expect(page.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(page.lastReviewed))).toBe(false);
    }
  });
});

describe("academic collaborations", () => {
  const numbered = numberCollaborations(collaborations);

  test("are the 90 partners of the old table, numbered in order", () => {
    expect(collaborations).toHaveLength(90);
    expect(numbered.map((c) => c.number)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    expect(numbered[0]).toEqual({
      number: 1,
      partner: "Pathkind Diagnostics Pvt. Ltd.",
      target: "B.Sc/Diploma in MLT",
    });
    expect(numbered[89]).toEqual({ number: 90, partner: "Tech Mahindra Foundation" });
  });

  test("are shown ten to a page", () => {
    const first = searchCollaborations(numbered, { q: "", page: 1 });
    expect(first).toMatchObject({ page: 1, totalPages: 9, totalItems: 90, first: 1, last: 10 });
    expect(first.items).toHaveLength(COLLABORATIONS_PER_PAGE);
    const last = searchCollaborations(numbered, { q: "", page: 9 });
    expect(last.items.map((c) => c.number)).toEqual([81, 82, 83, 84, 85, 86, 87, 88, 89, 90]);
  });

  test("are found by partner or programme, in any case; a page past the end shows the last page", () => {
    const data = searchCollaborations(numbered, { q: "data analytics", page: 1 });
    expect(data.items.every((c) => /data analytics/i.test(`${c.partner} ${c.target ?? ""}`))).toBe(true);
    expect(data.items.map((c) => c.partner)).toContain("Sales Force");
    expect(searchCollaborations(numbered, { q: "HDFC", page: 1 }).items.map((c) => c.number)).toEqual([17, 23]);
    expect(searchCollaborations(numbered, { q: "bba", page: 99 })).toMatchObject({ page: 1, totalPages: 1 });
    expect(searchCollaborations(numbered, { q: "no such partner", page: 1 })).toMatchObject({
      items: [],
      totalItems: 0,
      first: 0,
      last: 0,
      totalPages: 1,
    });
  });

  test("read the query string leniently and build links that keep the search", () => {
    expect(parseCollaborationQuery({ q: "  tata   power ", page: "3" })).toEqual({ q: "tata power", page: 3 });
    expect(parseCollaborationQuery({ q: ["a", "b"], page: "-2" })).toEqual({ q: "a", page: 1 });
    expect(parseCollaborationQuery({ page: "two" })).toEqual({ q: "", page: 1 });
    expect(parseCollaborationQuery({ q: "x".repeat(500) }).q).toHaveLength(100);
    expect(collaborationHref("", 1)).toBe("/academics/collaboration");
    expect(collaborationHref("tata power", 2)).toBe("/academics/collaboration?q=tata+power&page=2");
  });
});

describe("office holders on content pages", () => {
  test("one person has one key however the name is written", () => {
    expect(personKey("Prof. (Dr.) Gagan Dhawan")).toBe("gagan dhawan");
    expect(samePerson("Prof(Dr.) Kamna Sachdeva", "Prof. Kamna Sachdeva")).toBe(true);
    expect(samePerson("Shri Vinai Kumar Saxena", "Sh. Vinai Kumar Saxena")).toBe(true);
    expect(samePerson("Dr. Suman Dhawan", "Prof. Gagan Dhawan")).toBe(false);
  });

  test("the other offices of a person are found across spellings", () => {
    const holders = [
      {
        office: "registrar",
        title: "Registrar",
        name: "Prof. (Dr.) Gagan Dhawan",
        email: "",
        phone: "",
        message: "",
        titleHi: null,
        messageHi: null,
      },
      {
        office: "director-iqac",
        title: "Director, IQAC",
        name: "Prof. Gagan Dhawan",
        email: "",
        phone: "",
        message: "",
        titleHi: null,
        messageHi: null,
      },
      {
        office: "rti-nodal-officer",
        title: "Nodal Officer RTI",
        name: "Dr. Suman Dhawan",
        email: "",
        phone: "",
        message: "",
        titleHi: null,
        messageHi: null,
      },
    ];
    expect(otherOfficesOf(holders, holders[0]!).map((h) => h.office)).toEqual(["director-iqac"]);
  });
});

describe("calendars", () => {
  test("dates are shown with the weekday and breaks count their days", () => {
    expect(formatIndiaDate("2024-07-10", "weekday")).toBe("Wed, 10 July 2024");
    expect(daysInclusive("2024-10-28", "2024-11-02")).toBe(6);
    expect(daysInclusive("2025-05-01", "2025-06-30")).toBe(61);
  });

  test("the holiday calendar's breaks are the multi-day entries of the academic calendar", () => {
    expect(holidayCalendar.breaks.map((b) => b.item.en)).toEqual([
      "Diwali / mid-semester break",
      "Winter break",
      "Summer vacation",
    ]);
    expect(academicCalendar.entries).toHaveLength(14);
  });
});

describe("campus choices", () => {
  const CAMPUSES = [
    { name: "DSEU Ranhola Campus", nameHi: "डीएसईयू रनहोला परिसर", slug: "dseu-ranhola-campus", zone: "west" as const },
    { name: "DSEU Dwarka Campus", nameHi: null, slug: "dseu-dwarka-campus", zone: "west" as const },
    { name: "DSEU Pusa-I Campus", nameHi: null, slug: "dseu-pusa-i-campus", zone: "central" as const },
  ];

  test("are grouped by zone in the usual order, sorted by name, empty zones left out", () => {
    const groups = campusGroups(CAMPUSES);
    expect(groups).toEqual([
      { label: "Central zone", options: [{ value: "dseu-pusa-i-campus", label: "DSEU Pusa-I Campus" }] },
      {
        label: "West zone",
        options: [
          { value: "dseu-dwarka-campus", label: "DSEU Dwarka Campus" },
          { value: "dseu-ranhola-campus", label: "DSEU Ranhola Campus" },
        ],
      },
    ]);
  });

  test("on a Hindi page show staff's Hindi names, sorted as shown, and mark the English ones", () => {
    const groups = campusGroups(CAMPUSES, {
      zones: { central: "मध्य", north: "उत्तर", south: "दक्षिण", east: "पूर्व", west: "पश्चिम" },
      locale: "hi",
    });
    expect(groups).toEqual([
      { label: "मध्य", options: [{ value: "dseu-pusa-i-campus", label: "DSEU Pusa-I Campus", lang: "en" }] },
      {
        label: "पश्चिम",
        options: [
          // Hindi collation puts Devanagari before Latin letters.
          { value: "dseu-ranhola-campus", label: "डीएसईयू रनहोला परिसर" },
          { value: "dseu-dwarka-campus", label: "DSEU Dwarka Campus", lang: "en" },
        ],
      },
    ]);
  });
});
