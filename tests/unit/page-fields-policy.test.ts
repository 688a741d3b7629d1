import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RichText } from "@/components/content/RichText";
import { examSections } from "@/components/examination/sections";
import { examination } from "@/lib/db/seed/content/pages/examination";
import { accessibilityStatementParts, policyPages } from "@/lib/db/seed/content/pages/policies";
import { rtiPage } from "@/lib/db/seed/content/pages/rti";
import type { FieldProblem } from "@/lib/content/errors";
import { PAGE_FIELDS } from "@/lib/content/page-fields";
import { examSectionWords, examinationFields } from "@/lib/content/page-fields/examination";
import { accessibilityStatementFields } from "@/lib/content/page-fields/policies";
import { POLICY_PATHS } from "@/lib/pages/registry";
import { richTextToPlain } from "@/lib/content/rich-text";
import { problemsOf, seededPage, seededPageInput } from "./page-fields-helpers";

/**
 * The website policy pages and /examination read every word from their page items. A policy
 * page's sections are its rich-text body, in English and Hindi; the accessibility statement's
 * screen-reader table and the examination page's words are structured parts. Each must come out of
 * the seed exactly as its module has it, and a bad value must be named at its field.
 */

const at = (value: unknown, ...keys: (string | number)[]) =>
  keys.reduce((inner, key) => (inner as Record<string | number, unknown>)[key], value) as Record<string, unknown>;

test("the seed has a page item for each policy address the site answers, in the footer's order", () => {
  expect(policyPages.map((policy) => policy.path)).toEqual([...POLICY_PATHS]);
});

describe.each(policyPages.map((policy) => [policy.path, policy] as const))("the policy page %s", (path, policy) => {
  const page = seededPage(path);

  test("has the module's title, description (also its lead), breadcrumb and review date", () => {
    expect(page).toMatchObject({
      title: policy.title,
      summary: policy.description,
      lead: policy.description,
      crumbs: [{ name: policy.title, path }],
      lastReviewed: policy.lastReviewed,
    });
  });

  test.each(["en", "hi"] as const)(
    "has every section in its %s body: a heading each, then its words in order",
    (lang) => {
      const body = page.body[lang]!;
      expect(body.match(/<h2>/g)).toHaveLength(policy.sections.length);
      const words = policy.sections.flatMap((s) => [
        s.heading[lang],
        ...s.paragraphs.map((p) => p[lang]),
        ...(s.list ?? []).map((item) => item[lang]),
        ...(s.links ?? []).map((link) => link.name[lang]),
      ]);
      expect(richTextToPlain(body).split("\n").filter(Boolean)).toEqual(words);
      for (const link of policy.sections.flatMap((s) => s.links ?? []))
        expect(body).toContain(`<a href="${link.path}">${link.name[lang]}</a>`);
    },
  );

  test("keeps its body as the seed wrote it when saved, so the seed does not see it as changed", () => {
    expect(page.body).toEqual(seededPageInput(path).body);
  });
});

test("only the accessibility statement has a structured part: its screen-reader table", () => {
  expect(PAGE_FIELDS.get(accessibilityStatementFields.path)).toBe(accessibilityStatementFields);
  const fields = accessibilityStatementFields.schema.parse(seededPage("/accessibility-statement").fields);
  expect(fields).toEqual(accessibilityStatementParts);
  expect(fields.screenReaders.readers).toHaveLength(6);
  for (const path of POLICY_PATHS.filter((p) => p !== "/accessibility-statement")) {
    expect(PAGE_FIELDS.has(path)).toBe(false);
    expect(seededPage(path).fields).toEqual({});
  }
});

describe("the RTI page (issue 29, item 3)", () => {
  const page = seededPage("/rti");

  test("lists the seventeen items of section 4(1)(b), each published here or said not to be, in both languages", () => {
    for (const lang of ["en", "hi"] as const) {
      const body = page.body[lang]!;
      const items = [...body.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]!);
      expect(items).toHaveLength(17);
      expect(items[0]).toMatch(/^\(i\) /);
      expect(items[16]).toMatch(/^\(xvii\) /);
      const notPublished = lang === "en" ? "not yet published" : "अभी प्रकाशित नहीं";
      expect(items.filter((item) => item.includes(notPublished))).toHaveLength(16);
      expect(body).not.toContain("drive.google.com");
    }
  });

  test("has the module's title and review date, and its text as the seed wrote it", () => {
    expect(page).toMatchObject({
      title: rtiPage.title,
      summary: rtiPage.description,
      lastReviewed: rtiPage.lastReviewed,
    });
    expect(page.body).toEqual(seededPageInput("/rti").body);
  });
});

describe("the examination page", () => {
  const { page: pageText, ...seedFields } = examination;
  const page = seededPage(pageText.path);

  test("is registered, and its item gives the page the module's words back", () => {
    expect(PAGE_FIELDS.get(pageText.path)).toBe(examinationFields);
    const fields = examinationFields.schema.parse(page.fields);
    expect(fields).toEqual(seedFields);
    expect(Object.keys(fields).sort()).toEqual(Object.keys(seedFields).sort());
    expect(page).toMatchObject({ title: pageText.title, lead: pageText.lead, lastReviewed: pageText.lastReviewed });
  });

  test("has words for every section the page lists", () => {
    const fields = examinationFields.schema.parse(page.fields);
    for (const section of examSections)
      expect(examSectionWords(fields, section.slug)).toEqual({
        label: section.label,
        heading: section.heading,
        description: section.description,
        emptyText: section.emptyText,
      });
  });
});

test("a bad value on each page is reported at its field", () => {
  const cases: [string, (fields: Record<string, unknown>) => void, FieldProblem][] = [
    [
      "/accessibility-statement",
      (f) => (at(f, "screenReaders", "readers", 0).href = "http://www.nvaccess.org/"),
      { field: "fields.screenReaders.readers.0.href", message: "Use an https:// address." },
    ],
    [
      "/accessibility-statement",
      (f) => (at(f, "screenReaders", "readers", 2).name = " "),
      { field: "fields.screenReaders.readers.2.name", message: "Fill in name." },
    ],
    [
      "/examination",
      (f) => (at(f, "sections", "dateSheets", "label").en = ""),
      { field: "fields.sections.dateSheets.label.en", message: "Write the English text." },
    ],
    [
      "/examination",
      (f) => (at(f, "contact", "grievanceLink").href = "javascript:alert(1)"),
      {
        field: "fields.contact.grievanceLink.href",
        message: "Use a path on this site (starting with /) or an https:// address.",
      },
    ],
  ];
  for (const [path, spoil, problem] of cases) {
    expect({ path, problems: problemsOf(seededPage(path), spoil) }).toEqual({ path, problems: [problem] });
  }
});

test("a link in a page's text leads to the Hindi page from a Hindi page, where there is one", () => {
  const html = '<p><a href="/feedback">Feedback form</a> <a href="/files/0123456789abcdef01234567">PDF</a></p>';
  const hindi = renderToStaticMarkup(createElement(RichText, { html, locale: "hi" }));
  expect(hindi).toContain('href="/hi/feedback"');
  expect(hindi).toContain('href="/files/0123456789abcdef01234567"');
  expect(renderToStaticMarkup(createElement(RichText, { html, locale: "en" }))).toContain('href="/feedback"');
});
