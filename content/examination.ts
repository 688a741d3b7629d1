import { site } from "./site";

/**
 * The words of /examination and of its staff page. The documents themselves (notices, results,
 * date sheets, fee links) come from the database: the old page showed demonstration items, which
 * are not reproduced.
 */
export type ExamSectionText = {
  /** The value of `?section=` on /examination; the first section is the default (no parameter). */
  slug: string;
  /** The documents' section in the API (lib/exams/schema.ts, EXAM_SECTIONS). */
  section: string;
  /** The side menu's label. */
  label: string;
  heading: string;
  description: string;
  emptyText: string;
};

export const examSections = [
  {
    slug: "notices",
    section: "exam notices",
    label: "Exam notices",
    heading: "Examination notices",
    description:
      "Notices of the DSEU examination branch: schedules, admit cards, forms and instructions for students, newest first.",
    emptyText: "No examination notices have been published yet.",
  },
  {
    slug: "results",
    section: "exam results",
    label: "Results",
    heading: "Examination results",
    description: "Results of DSEU examinations as the examination branch declares them, newest first.",
    emptyText: "No exam results have been published yet.",
  },
  {
    slug: "date-sheets",
    section: "exam datesheet",
    label: "Date sheets",
    heading: "Date sheets",
    description: "Date sheets of DSEU examinations: which paper is held on which day, newest first.",
    emptyText: "No date sheets have been published yet.",
  },
  {
    slug: "fee-links",
    section: "exam fee-link",
    label: "Fee links",
    heading: "Fee payment links",
    description:
      "Where to pay DSEU examination-related fees (re-appear, revaluation, certificates): the payment pages the examination branch points to.",
    emptyText: "No fee payment links have been published yet.",
  },
] as const satisfies readonly ExamSectionText[];

export const examinationPage = {
  path: "/examination",
  title: "Examination",
  lead: "Notices, results, date sheets and fee links of the examination branch, as it publishes them. Choose a section to see its documents, newest first.",
  menuLabel: "Examination sections",
  feeLinkNote: "Fee links open the payment page on another website. Check the address before you pay.",
  contact: {
    heading: "Controller of Examination",
    address: `${site.name}, ${site.address}`,
    questions:
      "For a question about an examination or a result, use the grievance form and choose the category “Examination issues”: it reaches the branch with a reference number.",
    grievanceLink: "Grievance form",
    officeLink: "About the Controller of Examination",
  },
} as const;

/** The staff page of exam documents. */
export const adminExamsPage = {
  path: "/admin/exams",
  name: "Exam documents",
  title: "Exam documents",
  lead: "Publish the examination branch's notices, results and date sheets as PDFs, and fee payment pages as links. A document is on the public Examination page as soon as it is added.",
  addHeading: "Add a document",
  listHeading: "Published documents",
} as const;
