import {
  ADMINISTRATIVE_PAGES,
  boardOfManagementPage,
  employeePoliciesPage,
  statutesPage,
  statutoryCommitteesPage,
  teamDseuPage,
} from "@/lib/db/seed/content/pages/administration";
import { administrativePath, administrativeSlugs, ADMINISTRATIVE_PATH } from "@/lib/administration/sub-pages";
import type { FieldProblem } from "@/lib/content/errors";
import { PAGE_FIELDS } from "@/lib/content/page-fields";
import {
  boardOfManagementFields,
  employeePoliciesFields,
  statutesFields,
  statutoryCommitteesFields,
  teamDseuFields,
} from "@/lib/content/page-fields/administration";
import type { PageFields } from "@/lib/content/page-fields/build";
import { problemsOf, seededPage } from "./page-fields-helpers";

/**
 * The administrative offices' pages read their words from their page items. Each definition must
 * take its module as the seed puts it in (everything but `page`), give the page exactly the
 * module's values back, and name the field of a bad value, as the staff editor shows it.
 */

const pages: [PageFields, { page: { path: string } }][] = [
  [boardOfManagementFields, boardOfManagementPage],
  [teamDseuFields, teamDseuPage],
  [statutesFields, statutesPage],
  [statutoryCommitteesFields, statutoryCommitteesPage],
  [employeePoliciesFields, employeePoliciesPage],
];

describe.each(pages.map(([definition, module]) => [module.page.path, definition, module] as const))(
  "the page fields of %s",
  (_path, definition, module) => {
    const { page, ...seedFields } = module;

    test("are registered for the module's page", () => {
      expect(definition.path).toBe(page.path);
      expect(PAGE_FIELDS.get(page.path)).toBe(definition);
    });

    test("take the seed module and give the page its values back", () => {
      const fields = definition.schema.parse(seededPage(page.path).fields);
      expect(fields).toEqual(seedFields);
      // Every part of the module is in the page item: nothing is left for the page to import.
      expect(Object.keys(fields).sort()).toEqual(Object.keys(seedFields).sort());
    });
  },
);

describe("the administrative offices' page items", () => {
  test("are the offices' page and one per sub-page, in the side menu's order", () => {
    expect(ADMINISTRATIVE_PAGES.map((module) => module.page.path)).toEqual([
      ADMINISTRATIVE_PATH,
      ...administrativeSlugs.map(administrativePath),
    ]);
  });

  test("are seeded with their titles, summaries, leads and breadcrumbs in English and Hindi", () => {
    for (const { page: module } of ADMINISTRATIVE_PAGES) {
      const page = seededPage(module.path);
      const texts = [page.title, page.summary, page.lead!, ...page.crumbs.map((crumb) => crumb.name)];
      expect({ path: module.path, english: texts.map((text) => text.en) }).toEqual({
        path: module.path,
        english: [module.title, module.description, module.lead, ...module.crumbs.map((crumb) => crumb.name)],
      });
      for (const text of texts)
        expect({ path: module.path, hi: text.hi }).toEqual({
          path: module.path,
          hi: expect.stringMatching(/[\u0900-\u097F]/),
        });
      expect(page.crumbs[0]).toEqual({
        name: { en: "Administrative Offices", hi: "प्रशासनिक कार्यालय" },
        path: ADMINISTRATIVE_PATH,
      });
      expect(page.body).toEqual({ en: "" });
      expect(page.lastReviewed).toBe("2026-11-21");
    }
    expect(seededPage(administrativePath("office-orders")).title).toEqual({ en: "Office Orders", hi: "कार्यालय आदेश" });
  });
});

const at = (value: unknown, ...keys: (string | number)[]) =>
  keys.reduce((inner, key) => (inner as Record<string | number, unknown>)[key], value) as Record<string, unknown>;

test("a bad value on each page is reported at its field", () => {
  const cases: [string, (fields: Record<string, unknown>) => void, FieldProblem][] = [
    [
      boardOfManagementPage.page.path,
      (f) => (at(f, "groups", 2, "people", 1).name = ""),
      { field: "fields.groups.2.people.1.name", message: "Fill in name." },
    ],
    [
      teamDseuPage.page.path,
      (f) => (at(f, "campusDirectorsHeading").en = " "),
      { field: "fields.campusDirectorsHeading.en", message: "Write the English text." },
    ],
    [
      statutesPage.page.path,
      (f) => (at(f, "documents", 0).date = "21 November 2026"),
      { field: "fields.documents.0.date", message: expect.any(String) as string },
    ],
    [
      statutoryCommitteesPage.page.path,
      (f) => (at(f, "committees", 1).path = "javascript:alert(1)"),
      {
        field: "fields.committees.1.path",
        message: "Use a path on this site (starting with /) or an https:// address.",
      },
    ],
    [
      employeePoliciesPage.page.path,
      (f) => (at(f, "groups", 0, "documents", 3).title = "x".repeat(301)),
      { field: "fields.groups.0.documents.3.title", message: "At most 300 characters." },
    ],
  ];
  for (const [path, spoil, problem] of cases) {
    expect({ path, problems: problemsOf(seededPage(path), spoil) }).toEqual({ path, problems: [problem] });
  }
});

test("a member with no office, and a document with no date, are kept without them", () => {
  const board = boardOfManagementFields.schema.parse(seededPage(boardOfManagementPage.page.path).fields);
  expect(board.groups[4]!.people[0]).toEqual({ name: "Prof. Gagan Dhawan" });
  expect(board.groups[4]!.people[0]).not.toHaveProperty("role");
  const policies = employeePoliciesFields.schema.parse(seededPage(employeePoliciesPage.page.path).fields);
  expect(policies.groups[2]!.documents).toEqual([
    { title: "Guidelines to apply for Regular Leave" },
    { title: "Leave Policy" },
  ]);
});
