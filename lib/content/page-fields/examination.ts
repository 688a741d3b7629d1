import type { ExamSlug } from "../../exams/page-sections";
import { group, link, pageFields, plain, text, type FieldsOf } from "./build";

/** The words of one section of /examination; which documents it lists is fixed in code. */
const sectionWords = (label: string) =>
  group(label, {
    label: text("Name in the side menu"),
    heading: text("Heading above the documents"),
    description: text("Description", {
      multiline: true,
      hint: "What search engines and link previews show for this section's address.",
    }),
    emptyText: text("Text shown when the section has no documents"),
  });

/**
 * /examination: the words around the examination branch's documents (which come from the exam
 * documents table, added in /admin/exams). The sections' addresses and the documents each lists
 * stay in code (components/examination/sections.ts).
 */
export const examinationFields = pageFields("/examination", {
  menuLabel: text("Name of the side menu", { hint: "Screen readers announce the menu of sections by this name." }),
  sections: group("Sections", {
    notices: sectionWords("Exam notices"),
    results: sectionWords("Results"),
    dateSheets: sectionWords("Date sheets"),
    feeLinks: sectionWords("Fee links"),
  }),
  feeLinkNote: text("Note above the fee links", { multiline: true }),
  contact: group("Controller of Examination box", {
    heading: text("Heading"),
    address: plain("Postal address", {
      max: 300,
      hint: "Written as on letters: the same on the Hindi page. The Controller's name and email come from the office holder's record.",
    }),
    questions: text("Where to send questions", { multiline: true }),
    grievanceLink: link("Link to the grievance form"),
    officeLink: link("Link to the Controller's page"),
  }),
});

const FIELD_OF: Record<ExamSlug, keyof FieldsOf<typeof examinationFields>["sections"]> = {
  notices: "notices",
  results: "results",
  "date-sheets": "dateSheets",
  "fee-links": "feeLinks",
};

/** The words of the section at `?section=<slug>`. */
export function examSectionWords(fields: FieldsOf<typeof examinationFields>, slug: ExamSlug) {
  return fields.sections[FIELD_OF[slug]];
}
