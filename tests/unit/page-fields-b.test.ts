/**
 * The structured parts of the four admission pages and of the contact, disclosures, research, placement, Entrepreneurship,
 * grievance, alumni and feedback pages: each definition accepts what the seed gives its page (its
 * module without `page`), keeps every part the page renders, and names a bad value's field.
 */
import { seededPageInput } from "./page-fields-helpers";
import { pageDataSchema } from "@/lib/content/schema";
import type { PageFields } from "@/lib/content/page-fields/build";
import { PAGE_FIELDS } from "@/lib/content/page-fields";
import {
  admissionFields,
  admissionGuidelinesFields,
  admissionProcessFields,
  refundPolicyFields,
} from "@/lib/content/page-fields/admission";
import { contactPageFields, disclosuresPageFields, researchPageFields } from "@/lib/content/page-fields/facts";
import { entrepreneurshipFields, placementFields } from "@/lib/content/page-fields/placement";
import { alumniPageFields, feedbackPageFields, grievancePageFields } from "@/lib/content/page-fields/forms";
import { cleanData } from "@/lib/content/form-data";
import { admission, admissionGuidelines, admissionProcess, refundPolicy } from "@/lib/db/seed/content/pages/admission";
import { contactPage, disclosuresPage, researchPage } from "@/lib/db/seed/content/pages/facts";
import { entrepreneurship, placement } from "@/lib/db/seed/content/pages/placement";
import { alumniPage, feedbackPage, grievancePage } from "@/lib/db/seed/content/pages/forms";

type Module = { page: { path: string } } & Record<string, unknown>;

const CASES: [PageFields, Module][] = [
  [admissionFields, admission],
  [admissionProcessFields, admissionProcess],
  [admissionGuidelinesFields, admissionGuidelines],
  [refundPolicyFields, refundPolicy],
  [contactPageFields, contactPage],
  [disclosuresPageFields, disclosuresPage],
  [researchPageFields, researchPage],
  [placementFields, placement],
  [entrepreneurshipFields, entrepreneurship],
  [grievancePageFields, grievancePage],
  [alumniPageFields, alumniPage],
  [feedbackPageFields, feedbackPage],
];

/** The `fields` the seed gives a page item. */
const seededFields = (path: string) => seededPageInput(path).fields as Record<string, unknown>;

// JSON, as the database stores the fields (the test environment has no structuredClone).
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function issuesOf(definition: PageFields, value: unknown): string[] {
  const result = definition.schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

const NAMED = CASES.map(([definition, module]) => ({ path: definition.path, definition, module }));

describe.each(NAMED)("the structured parts of $path", ({ definition, module }) => {
  const { page, ...rest } = module;

  it("are registered for the module's page and seeded with the module's other parts", () => {
    expect(definition.path).toBe(page.path);
    expect(PAGE_FIELDS.get(page.path)).toBe(definition);
    // Every part of the module has its field, so none is dropped by the schema.
    expect(Object.keys(definition.schema.shape)).toEqual(Object.keys(rest));
    expect(seededFields(page.path)).toEqual(rest);
  });

  it("parse the seed to exactly what the page renders, and the stored value parses to itself", () => {
    const parsed = definition.schema.parse(seededFields(page.path));
    expect(parsed).toEqual(rest);
    // The whole item as the seed saves it: stored fields are JSON, so no part may be undefined.
    expect(pageDataSchema.parse(seededPageInput(page.path)).fields).toEqual(rest);
    expect(definition.schema.parse(copy(parsed))).toEqual(parsed);
  });
});

describe("a bad value is reported at its field", () => {
  it("admission: a key date the editor left empty is a dash, while a round needs its name", () => {
    const form = copy(seededFields("/admission")) as Record<string, unknown>;
    const rows = form.keyDates as Record<string, unknown>[];
    rows[0]!.classes = { en: "", hi: "" };
    rows[1]!.flow = { en: "", hi: "बी.टेक" };
    const tidied = cleanData(admissionFields.specs, form);
    expect(issuesOf(admissionFields, tidied)).toEqual(["keyDates.1.flow.en: Write the English text."]);
    rows[1]!.flow = { en: "B.Tech, round 1" };
    const parsed = admissionFields.schema.parse(cleanData(admissionFields.specs, form));
    expect(parsed.keyDates[0]!.classes).toBeUndefined();
  });

  it("admission: a contact's email address", () => {
    const fields = copy(seededFields("/admission")) as typeof admission;
    fields.contacts[3]!.email = "ug admissions";
    expect(issuesOf(admissionFields, fields)).toEqual([
      "contacts.3.email: Use an email address, such as name@dseu.ac.in.",
    ]);
  });

  it("admission process: a choice without its English", () => {
    const fields = copy(seededFields("/admission/process-and-guidelines")) as typeof admissionProcess;
    fields.decisions.items[2] = { en: " ", hi: "अस्वीकार" };
    expect(issuesOf(admissionProcessFields, fields)).toEqual(["decisions.items.2.en: Write the English text."]);
  });

  it("admission guidelines: a row of the eligibility table", () => {
    const fields = copy(seededFields("/admission/guidelines")) as Record<string, unknown>;
    (fields.eligibility as Record<string, unknown>[])[2]!.basis = undefined;
    expect(issuesOf(admissionGuidelinesFields, fields)).toEqual([expect.stringMatching(/^eligibility\.2\.basis: /)]);
  });

  it("refund policy: the form's link", () => {
    const fields = copy(seededFields("/admission/refund-policy")) as typeof refundPolicy;
    (fields.form as { href: string }).href = "drive.google.com/file";
    expect(issuesOf(refundPolicyFields, fields)).toEqual([
      "form.href: Use a path on this site (starting with /) or an https:// address.",
    ]);
  });

  it("contact: an office's email address", () => {
    const fields = copy(seededFields("/contact")) as typeof contactPage;
    fields.offices[1]!.emails[2]!.address = "nobody";
    expect(issuesOf(contactPageFields, fields)).toEqual([
      "offices.1.emails.2.address: Use an email address, such as name@dseu.ac.in.",
    ]);
  });

  it("mandatory disclosures: a source's link, while a row may have no source", () => {
    const fields = copy(seededFields("/mandatory-disclosures")) as typeof disclosuresPage;
    expect(fields.approvals[3]!.source).toBeUndefined();
    fields.status[1]!.source!.href = "javascript:alert(1)";
    expect(issuesOf(disclosuresPageFields, fields)).toEqual([
      "status.1.source.href: Use a path on this site (starting with /) or an https:// address.",
    ]);
  });

  it("mandatory disclosures: a source the editor left empty is no source", () => {
    const form = copy(seededFields("/mandatory-disclosures")) as Record<string, unknown>;
    const status = form.status as { source?: unknown }[];
    status[1]!.source = { title: { en: "", hi: "" }, href: "" };
    const parsed = disclosuresPageFields.schema.parse(cleanData(disclosuresPageFields.specs, form));
    expect(parsed.status[1]!.source).toBeUndefined();
  });

  it("research: an office bearer's name", () => {
    const fields = copy(seededFields("/research")) as typeof researchPage;
    fields.officeBearers[0]!.name = " ";
    expect(issuesOf(researchPageFields, fields)).toEqual(["officeBearers.0.name: Fill in name."]);
  });

  it("placement: a chart's count of students", () => {
    const fields = copy(seededFields("/placement")) as Record<string, unknown>;
    (fields.recruitersDiploma as { selected: unknown }[])[0]!.selected = "137";
    (fields.recruitersDegree as { selected: unknown }[])[1]!.selected = 2.5;
    expect(issuesOf(placementFields, fields)).toEqual([
      "recruitersDiploma.0.selected: Give students selected as a number.",
      "recruitersDegree.1.selected: Use a whole number.",
    ]);
  });

  it("Entrepreneurship: a stage's number of students", () => {
    const fields = copy(seededFields("/Entrepreneurship")) as typeof entrepreneurship;
    fields.super30.funnel[2]!.count = "";
    expect(issuesOf(entrepreneurshipFields, fields)).toEqual(["super30.funnel.2.count: Fill in students."]);
  });

  it("grievance: the RTI box's introduction", () => {
    const fields = copy(seededFields("/grievance-form")) as typeof grievancePage;
    (fields.rti.intro as { en: string }).en = "";
    expect(issuesOf(grievancePageFields, fields)).toEqual(["rti.intro.en: Write the English text."]);
  });

  it("alumni: the contact's email", () => {
    const fields = copy(seededFields("/alumni")) as typeof alumniPage;
    (fields.contact as { email: string }).email = "help desk";
    expect(issuesOf(alumniPageFields, fields)).toEqual([
      "contact.email: Use an email address, such as name@dseu.ac.in.",
    ]);
  });

  it("feedback: a point without its English", () => {
    const fields = copy(seededFields("/feedback")) as typeof feedbackPage;
    fields.useFor[1] = { en: "", hi: "हिंदी" };
    expect(issuesOf(feedbackPageFields, fields)).toEqual(["useFor.1.en: Write the English text."]);
  });
});
