import { collaboration } from "@/lib/db/seed/content/pages/collaborations";
import { numberCollaborations } from "@/components/content/collaboration-search";
import {
  antiRagging,
  equalOpportunity,
  icc,
  library,
  ncc,
  scholarship,
  sports,
} from "@/lib/db/seed/content/pages/student-life";
import type { FieldProblem } from "@/lib/content/errors";
import { PAGE_FIELDS } from "@/lib/content/page-fields";
import { collaborationFields } from "@/lib/content/page-fields/collaborations";
import type { PageFields } from "@/lib/content/page-fields/build";
import {
  antiRaggingFields,
  equalOpportunityFields,
  iccFields,
  libraryFields,
  nccFields,
  scholarshipFields,
  sportsFields,
} from "@/lib/content/page-fields/student-life";
import { problemsOf, seededPage } from "./page-fields-helpers";

/**
 * The student-life pages read their structured parts from their page items. Each definition must
 * take its module as the seed puts it in (everything but `page`), give the page exactly the
 * module's values back, and name the field of a bad value, as the staff editor shows it.
 */

const pages: [PageFields, { page: { path: string } }][] = [
  [nccFields, ncc],
  [sportsFields, sports],
  [libraryFields, library],
  [scholarshipFields, scholarship],
  [iccFields, icc],
  [antiRaggingFields, antiRagging],
  [equalOpportunityFields, equalOpportunity],
  [collaborationFields, collaboration],
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

const at = (value: unknown, ...keys: (string | number)[]) =>
  keys.reduce((inner, key) => (inner as Record<string | number, unknown>)[key], value) as Record<string, unknown>;

test("a bad value on each page is reported at its field", () => {
  const cases: [string, (fields: Record<string, unknown>) => void, FieldProblem][] = [
    [
      ncc.page.path,
      (f) => (at(f, "about", "heading").en = " "),
      { field: "fields.about.heading.en", message: "Write the English text." },
    ],
    [
      sports.page.path,
      (f) => (at(f, "paragraphs", 1).en = ""),
      { field: "fields.paragraphs.1.en", message: "Write the English text." },
    ],
    [
      library.page.path,
      (f) => (at(f, "catalogue", "link").href = "javascript:alert(1)"),
      {
        field: "fields.catalogue.link.href",
        message: "Use a path on this site (starting with /) or an https:// address.",
      },
    ],
    [
      scholarship.page.path,
      (f) => delete at(f, "schemes", 2).name,
      { field: "fields.schemes.2.name", message: expect.any(String) as string },
    ],
    [
      icc.page.path,
      (f) => (at(f, "members", 0).name = ""),
      { field: "fields.members.0.name", message: "Fill in name." },
    ],
    [
      antiRagging.page.path,
      (f) => (at(f, "helplines", 0).website = "http://www.antiragging.in/"),
      { field: "fields.helplines.0.website", message: "Use an https:// address." },
    ],
    [
      equalOpportunity.page.path,
      (f) => (at(f, "members", 7).role = { en: "x".repeat(2001) }),
      { field: "fields.members.7.role.en", message: "At most 2000 characters." },
    ],
    [
      collaboration.page.path,
      (f) => (at(f, "collaborations", 89).target = "x".repeat(501)),
      { field: "fields.collaborations.89.target", message: "At most 500 characters." },
    ],
  ];
  for (const [path, spoil, problem] of cases) {
    expect({ path, problems: problemsOf(seededPage(path), spoil) }).toEqual({ path, problems: [problem] });
  }
});

test("a helpline's email must be an address, and is left out when there is none", () => {
  const page = seededPage(icc.page.path);
  expect(problemsOf(page, (f) => (at(f, "helplines", 1).email = "helpline at example"))).toEqual([
    { field: "fields.helplines.1.email", message: "Use an email address, such as name@dseu.ac.in." },
  ]);
  expect(at(page.fields, "helplines", 1)).not.toHaveProperty("email");
});

test("a collaboration may name no target (the editor leaves an empty one out), and the page numbers every row by its place", () => {
  const { collaborations } = collaborationFields.schema.parse(seededPage(collaboration.page.path).fields);
  const numbered = numberCollaborations(collaborations);
  expect(numbered[89]).toEqual({ number: 90, partner: "Tech Mahindra Foundation" });
  expect(numbered.filter((c) => c.target === undefined)).toHaveLength(16);
  expect(problemsOf(seededPage(collaboration.page.path), (f) => (at(f, "collaborations", 0).target = ""))).toEqual([
    { field: "fields.collaborations.0.target", message: "Fill in target programme or purpose." },
  ]);
});
