import { parseContentData } from "@/lib/content/parse";
import { ContentValidationError, type FieldProblem } from "@/lib/content/errors";
import { seededPageInput } from "./page-fields-helpers";
import { setAt, type Path } from "@/lib/content/form-data";
import { PAGE_FIELDS } from "@/lib/content/page-fields";
import type { FieldsOf, PageFields } from "@/lib/content/page-fields/build";
import { annualReportFields } from "@/lib/content/page-fields/about";
import {
  academicAdministrationFields,
  academicCalendarFields,
  iqacFields,
  regulationsFields,
} from "@/lib/content/page-fields/academics";
import {
  holidayCalendarFields,
  otherAcademicUnitsFields,
  supportServicesFields,
  ugcGuidelinesFields,
} from "@/lib/content/page-fields/offices";
import { annualReport } from "@/lib/db/seed/content/pages/about";
import { academicAdministration, academicCalendar, iqac, regulations } from "@/lib/db/seed/content/pages/academics";
import { otherAcademicUnits, supportServices, ugcGuidelines } from "@/lib/db/seed/content/pages/offices";
import { LEADER_PAGES } from "@/lib/db/seed/content/pages/leadership";
import { LEADER_FIELDS, registrarFields, viceChancellorFields } from "@/lib/content/page-fields/leadership";

/** The page's fields as the page reads them: stored by a save (the whole page schema), read with its own. */
function savedFields<P extends PageFields>(def: P): FieldsOf<P> {
  return def.schema.parse(parseContentData("page", seededPageInput(def.path)).fields) as FieldsOf<P>;
}

/** The problems a save of the seeded page reports with one value of its fields changed, as the editor changes it. */
function problemsAfter(def: PageFields, path: Path, value: unknown): FieldProblem[] {
  const page = { ...seededPageInput(def.path) };
  page.fields = setAt(page.fields, path, value);
  try {
    parseContentData("page", page);
  } catch (error) {
    if (error instanceof ContentValidationError) return error.problems;
    throw error;
  }
  throw new Error("The spoilt page was accepted.");
}

test("every page of this group is registered by its address", () => {
  for (const def of [
    academicAdministrationFields,
    regulationsFields,
    academicCalendarFields,
    iqacFields,
    supportServicesFields,
    otherAcademicUnitsFields,
    ugcGuidelinesFields,
    annualReportFields,
    ...LEADER_FIELDS,
  ])
    expect(PAGE_FIELDS.get(def.path)).toBe(def);
});

describe("the academics pages", () => {
  test("the academic administration keeps its chart, its note and its rules", () => {
    const { page: _page, ...expected } = academicAdministration;
    expect(savedFields(academicAdministrationFields)).toEqual(expected);
    // The Heads of Department level names no office: the page shows the note there.
    expect(academicAdministration.levels.at(-1)!.offices).toEqual([]);
    expect(problemsAfter(academicAdministrationFields, ["levels", 3, "offices", 1], " ")).toEqual([
      { field: "fields.levels.3.offices.1", message: "Fill in office." },
    ]);
  });

  test("the regulations keep their names as the documents give them, and the NCrF levels", () => {
    const { page: _page, ...expected } = regulations;
    const saved = savedFields(regulationsFields);
    expect(saved).toEqual(expected);
    expect(saved.regulations[1]!.name).toBe("Regulation 2A");
    expect(problemsAfter(regulationsFields, ["levels", 0, "programme", "en"], "")).toEqual([
      { field: "fields.levels.0.programme.en", message: "Write the English text." },
    ]);
  });

  test("the academic calendar keeps its days, its breaks' last days and its notes", () => {
    const { page: _page, ...expected } = academicCalendar;
    const saved = savedFields(academicCalendarFields);
    expect(saved).toEqual(expected);
    expect(saved.entries.filter((entry) => entry.to)).toHaveLength(3);
    expect(problemsAfter(academicCalendarFields, ["entries", 3, "to"], "2024-11-31")).toEqual([
      { field: "fields.entries.3.to", message: "Use a date as YYYY-MM-DD." },
    ]);
  });

  test("the holiday calendar's breaks are still the academic calendar's", () => {
    expect(savedFields(holidayCalendarFields).breaks).toEqual(
      academicCalendar.entries.flatMap((e) => (e.to ? [{ item: e.item, from: e.from, to: e.to }] : [])),
    );
  });

  test("the IQAC keeps its committee, people's names as English records, offices in both languages, and its order", () => {
    const { page: _page, ...rest } = iqac;
    const saved = savedFields(iqacFields);
    expect(saved).toEqual(rest);
    expect(saved.members).toHaveLength(20);
    expect(saved.members[0]!.name).toBe("Prof. Ashok K. Nagawat");
    expect(saved.members[0]!.position).toEqual({ en: "Vice Chancellor", hi: "कुलपति" });
    // As the editor sends them: a name with its Hindi left empty is an English record again.
    const edited = iqacFields.schema.parse({
      ...saved,
      members: [{ ...saved.members[0], name: { en: "Prof. A. Person", hi: "" }, position: { en: "", hi: "" } }],
    });
    expect(edited.members[0]).toEqual({ ...saved.members[0], name: "Prof. A. Person", position: undefined });
    expect(problemsAfter(iqacFields, ["members", 0, "name"], { en: " ", hi: "" })).toEqual([
      { field: "fields.members.0.name", message: "Write the English text." },
    ]);
    expect(saved.order.date).toBe("2025-11-26");
    expect(problemsAfter(iqacFields, ["order", "date"], "26.11.2025")).toEqual([
      { field: "fields.order.date", message: "Use a date as YYYY-MM-DD." },
    ]);
  });
});

describe("the offices pages", () => {
  test("the support services keep their contacts, emails and links", () => {
    const { page: _page, ...expected } = supportServices;
    const saved = savedFields(supportServicesFields);
    expect(saved).toEqual(expected);
    expect(saved.services.find((s) => s.link?.external)?.link?.href).toMatch(/^https:\/\//);
    expect(problemsAfter(supportServicesFields, ["services", 4, "email"], "osd.legal")).toEqual([
      { field: "fields.services.4.email", message: "Use an email address, such as name@dseu.ac.in." },
    ]);
  });

  test("a service's link left blank in the editor is no link", () => {
    const page = { ...seededPageInput(supportServicesFields.path) };
    page.fields = setAt(page.fields, ["services", 0, "link"], { title: { en: "", hi: "" }, href: "", external: false });
    const saved = supportServicesFields.schema.parse(parseContentData("page", page).fields);
    expect(saved.services[0]!.link).toBeUndefined();
    expect(saved.services[0]!.email).toBe(supportServices.services[0]!.email);
  });

  test("the other academic units keep their introduction, leaders and pages", () => {
    const { page: _page, ...expected } = otherAcademicUnits;
    const saved = savedFields(otherAcademicUnitsFields);
    expect(saved).toEqual(expected);
    expect(saved.units.filter((unit) => !unit.href).map((unit) => unit.name.en)).toEqual(["Research"]);
    expect(problemsAfter(otherAcademicUnitsFields, ["units", 0, "href"], "javascript:alert(1)")).toEqual([
      { field: "fields.units.0.href", message: "Use a path on this site (starting with /) or an https:// address." },
    ]);
  });

  test("the UGC guidelines keep their areas and the link to the UGC", () => {
    const { page: _page, ...expected } = ugcGuidelines;
    expect(savedFields(ugcGuidelinesFields)).toEqual(expected);
    expect(problemsAfter(ugcGuidelinesFields, ["ugcLink", "href"], "http://www.ugc.gov.in/")).toEqual([
      { field: "fields.ugcLink.href", message: "Use a path on this site (starting with /) or an https:// address." },
    ]);
  });
});

test("the annual report keeps its words and its facts at a glance", () => {
  const { page: _page, ...expected } = annualReport;
  const saved = savedFields(annualReportFields);
  expect(saved).toEqual(expected);
  expect(saved.atAGlance).toHaveLength(6);
  expect(problemsAfter(annualReportFields, ["atAGlance", 2, "label"], { en: " ", hi: "मुख्यालय" })).toEqual([
    { field: "fields.atAGlance.2.label.en", message: "Write the English text." },
  ]);
});

describe("the officers' pages", () => {
  test("each keeps its profile, lists, office, contacts and links, and shows the holder of its own office", () => {
    const modules = Object.values(LEADER_PAGES);
    expect(LEADER_FIELDS.map((def) => def.path)).toEqual(modules.map((module) => module.page.path));
    expect(LEADER_FIELDS.map((def) => def.office)).toEqual([
      "chancellor",
      "vice-chancellor",
      "registrar",
      "cof",
      "coe",
    ]);
    for (const [index, def] of LEADER_FIELDS.entries()) {
      const { page: _page, photo, ...expected } = modules[index]!;
      const { photo: savedPhoto, ...saved } = savedFields(def);
      expect(saved).toEqual(expected);
      // The photograph is the seed's picture, at the address the seed stores it under.
      expect(savedPhoto).toEqual({
        ...photo,
        src: expect.stringMatching(/^\/files\/[0-9a-f]{24}\/portrait-[a-z-]+\.jpg$/),
      });
    }
    expect(savedFields(registrarFields).lists.map((list) => list.id)).toEqual(["honours"]);
  });

  test("a list's anchor must be one word, as it labels its section", () => {
    expect(problemsAfter(viceChancellorFields, ["lists", 1, "id"], "areas of expertise")).toEqual([
      { field: "fields.lists.1.id", message: "Use small letters, digits and dashes only, such as honours." },
    ]);
  });
});
