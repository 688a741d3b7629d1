/**
 * The page-field builders: one declaration gives the schema, the editor's controls and a new
 * entry's empty value, and the three agree.
 */
import {
  date,
  email,
  flag,
  group,
  href,
  list,
  optionalText,
  pageFields,
  plain,
  text,
  texts,
} from "@/lib/content/page-fields/build";
import { fieldsFor } from "@/lib/content/editor-fields";
import { cleanData } from "@/lib/content/form-data";
import type { FieldSpec } from "@/lib/content/editor-fields";
import { aboutUniversityFields } from "@/lib/content/page-fields/about";
import { contentSeedInput } from "@/lib/content/seed-input";
import { aboutUniversity } from "@/lib/db/seed/content/pages/about";

const sample = pageFields("/sample", {
  intro: text("Introduction", { multiline: true }),
  note: optionalText("Note"),
  year: plain("Year"),
  people: list("People", "Person", {
    name: text("Name"),
    email: email("Email", { optional: true }),
    since: date("Since"),
    page: href("Profile", { optional: true }),
    retired: flag("Retired"),
  }),
  contact: group("Contact", { office: text("Office"), phone: plain("Phone", { optional: true }) }),
  points: texts("Points", "Point"),
});

const issuesOf = (value: unknown) => {
  const result = sample.schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

const valid = {
  intro: "Plain English from a seed module",
  year: "2025-26",
  people: [{ name: { en: "A. Person", hi: "ए. व्यक्ति" }, since: "2024-07-01" }],
  contact: { office: { en: "Registrar's office" } },
  points: ["First", { en: "Second", hi: "दूसरा" }],
};

describe("page-field schemas", () => {
  it("store every text as {en, hi?}, whether the seed wrote a string or both languages", () => {
    const parsed = sample.schema.parse(valid);
    expect(parsed.intro).toEqual({ en: "Plain English from a seed module" });
    expect(parsed.people[0]!.name).toEqual({ en: "A. Person", hi: "ए. व्यक्ति" });
    expect(parsed.points).toEqual([{ en: "First" }, { en: "Second", hi: "दूसरा" }]);
    // Parsing what was stored changes nothing.
    expect(sample.schema.parse(parsed)).toEqual(parsed);
  });

  it("leave out an optional text whose English is empty", () => {
    expect(sample.schema.parse({ ...valid, note: { en: " ", hi: "" } }).note).toBeUndefined();
    expect(sample.schema.parse({ ...valid, note: { en: "Closed on Sundays" } }).note).toEqual({
      en: "Closed on Sundays",
    });
  });

  it("report each problem at its field's path, in staff's words", () => {
    expect(
      issuesOf({
        ...valid,
        year: "",
        people: [{ name: { en: "" }, email: "nobody", since: "1 July", page: "javascript:alert(1)" }],
      }),
    ).toEqual([
      "year: Fill in year.",
      "people.0.name.en: Write the English text.",
      "people.0.email: Use an email address, such as name@dseu.ac.in.",
      "people.0.since: Use a date as YYYY-MM-DD.",
      expect.stringMatching(/^people\.0\.page: /),
    ]);
  });
});

describe("page-field editor controls", () => {
  const [intro, note, year, people, contact, points] = sample.specs;

  it("follow the declaration's order, names and labels", () => {
    expect(sample.specs.map((spec) => [spec.kind, spec.name, spec.label])).toEqual([
      ["localized", "intro", "Introduction"],
      ["localized", "note", "Note"],
      ["text", "year", "Year"],
      ["list", "people", "People"],
      ["group", "contact", "Contact"],
      ["list", "points", "Points"],
    ]);
    expect(note?.optional).toBe(true);
    expect(intro?.optional).toBeUndefined();
    expect(year?.kind).toBe("text");
    expect(contact?.kind === "group" && contact.fields.map((f) => f.name)).toEqual(["office", "phone"]);
  });

  it("start a new list entry with every field empty, and name entries by their first text", () => {
    const list = people as Extract<FieldSpec, { kind: "list" }>;
    expect(list.newItem()).toEqual({
      name: { en: "", hi: "" },
      email: "",
      since: "",
      page: "",
      retired: false,
    });
    expect(list.titleOf?.({ name: { en: "A. Person" } })).toBe("A. Person");
    const textList = points as Extract<FieldSpec, { kind: "list" }>;
    expect(textList.fields).toHaveLength(1);
    expect(textList.fields[0]!.name).toBe("");
    expect(textList.newItem()).toEqual({ en: "", hi: "" });
    expect(textList.titleOf?.({ en: "x".repeat(100) })).toBe(`${"x".repeat(70)}…`);
  });

  it("give form data that the schema accepts once the editor has tidied it", () => {
    const form = {
      intro: { en: "Welcome", hi: "" },
      note: { en: "", hi: "" },
      year: "2025-26",
      people: [{ name: { en: "A. Person", hi: "" }, email: "", since: "2024-07-01", page: "", retired: false }],
      contact: { office: { en: "Office", hi: "" }, phone: "" },
      points: [{ en: "Point", hi: "" }],
    };
    const tidied = cleanData(sample.specs, form);
    expect(issuesOf(tidied)).toEqual([]);
    expect(sample.schema.parse(tidied).people[0]).toEqual({
      name: { en: "A. Person" },
      since: "2024-07-01",
      retired: false,
    });
  });
});

describe("the page editor", () => {
  it("shows a special page's structured parts right after the body", () => {
    const names = fieldsFor("page", { path: "/holiday-calendar" }).map((field) => field.name);
    expect(names.slice(names.indexOf("body"), names.indexOf("body") + 2)).toEqual(["body", "fields"]);
    const parts = fieldsFor("page", { path: "/holiday-calendar" }).find((field) => field.name === "fields");
    expect(parts?.kind === "group" && parts.fields.map((field) => field.name)).toEqual([
      "intro",
      "breaksYear",
      "breaks",
      "note",
    ]);
  });

  it("shows no structured parts for a page with only a body, and the same fields for other types", () => {
    expect(fieldsFor("page", { path: "/about-us/history" }).some((field) => field.name === "fields")).toBe(false);
    expect(fieldsFor("news", {}).map((field) => field.name)).toEqual(["items"]);
  });
});

describe("the About page's links", () => {
  it("are its structured parts, seeded from its module in both languages, and not its body's sections", () => {
    const { page: _page, sections: _sections, ...expected } = aboutUniversity;
    const seeded = contentSeedInput().find(
      (item) => item.type === "page" && item.data.path === aboutUniversity.page.path,
    );
    const fields = aboutUniversityFields.schema.parse((seeded?.data as { fields: unknown }).fields);
    expect(fields).toEqual(expected);
    expect(fields.related.map((link) => link.title.hi)).not.toContain(undefined);
  });
});
