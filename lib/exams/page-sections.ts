import type { Localized } from "../content/localized";

/**
 * The sections of /examination (behaviour: which documents each lists, at which `?section=`) and
 * the words of its staff page. The public page reads its words from its page item; these words
 * are that item's seed input (lib/db/seed/content/pages/examination.ts) and the staff page's names of the
 * sections. The documents themselves (notices, results, date sheets, fee links) come
 * from the database: the old page showed demonstration items, which are not reproduced.
 */
export type ExamSectionText = {
  /** The value of `?section=` on /examination; the first section is the default (no parameter). */
  slug: string;
  /** The documents' section in the API (lib/exams/schema.ts, EXAM_SECTIONS). */
  section: string;
  /** The side menu's label. */
  label: Localized;
  heading: Localized;
  description: Localized;
  emptyText: Localized;
};

export const examSections = [
  {
    slug: "notices",
    section: "exam notices",
    label: { en: "Exam notices", hi: "परीक्षा सूचनाएँ" },
    heading: { en: "Examination notices", hi: "परीक्षा संबंधी सूचनाएँ" },
    description: {
      en: "Notices of the DSEU examination branch: schedules, admit cards, forms and instructions for students, newest first.",
      hi: "DSEU की परीक्षा शाखा की सूचनाएँ: समय-सारणी, प्रवेश पत्र, प्रपत्र और विद्यार्थियों के लिए निर्देश, सबसे नई पहले।",
    },
    emptyText: {
      en: "No examination notices have been published yet.",
      hi: "अभी तक परीक्षा संबंधी कोई सूचना प्रकाशित नहीं हुई है।",
    },
  },
  {
    slug: "results",
    section: "exam results",
    label: { en: "Results", hi: "परिणाम" },
    heading: { en: "Examination results", hi: "परीक्षा परिणाम" },
    description: {
      en: "Results of DSEU examinations as the examination branch declares them, newest first.",
      hi: "DSEU की परीक्षाओं के परिणाम, जैसे परीक्षा शाखा उन्हें घोषित करती है, सबसे नए पहले।",
    },
    emptyText: {
      en: "No exam results have been published yet.",
      hi: "अभी तक कोई परीक्षा परिणाम प्रकाशित नहीं हुआ है।",
    },
  },
  {
    slug: "date-sheets",
    section: "exam datesheet",
    label: { en: "Date sheets", hi: "डेटशीट" },
    heading: { en: "Date sheets", hi: "डेटशीट (परीक्षा कार्यक्रम)" },
    description: {
      en: "Date sheets of DSEU examinations: which paper is held on which day, newest first.",
      hi: "DSEU की परीक्षाओं की डेटशीट: कौन-सा प्रश्नपत्र किस दिन होगा, सबसे नई पहले।",
    },
    emptyText: {
      en: "No date sheets have been published yet.",
      hi: "अभी तक कोई डेटशीट प्रकाशित नहीं हुई है।",
    },
  },
  {
    slug: "fee-links",
    section: "exam fee-link",
    label: { en: "Fee links", hi: "शुल्क लिंक" },
    heading: { en: "Fee payment links", hi: "शुल्क भुगतान के लिंक" },
    description: {
      en: "Where to pay DSEU examination-related fees (re-appear, revaluation, certificates): the payment pages the examination branch points to.",
      hi: "DSEU की परीक्षा से संबंधित शुल्क (पुनः परीक्षा, पुनर्मूल्यांकन, प्रमाण-पत्र) कहाँ जमा करें: परीक्षा शाखा द्वारा बताए गए भुगतान पृष्ठ।",
    },
    emptyText: {
      en: "No fee payment links have been published yet.",
      hi: "अभी तक शुल्क भुगतान का कोई लिंक प्रकाशित नहीं हुआ है।",
    },
  },
] as const satisfies readonly ExamSectionText[];

export type ExamSlug = (typeof examSections)[number]["slug"];

/** The staff page of exam documents. */
export const adminExamsPage = {
  path: "/admin/exams",
  name: "Exam documents",
  title: "Exam documents",
  lead: "Publish the examination branch's notices, results and date sheets as PDFs, and fee payment pages as links. A document is on the public Examination page as soon as it is added.",
  addHeading: "Add a document",
  listHeading: "Published documents",
} as const;
