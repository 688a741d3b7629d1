import { email, group, href, list, optionalText, pageFields, plain, text, texts, webAddress } from "./build";

/** Student life and services (lib/db/seed/content/pages/student-life.ts): NCC, sports, library, scholarships and the cells. */

const committeeMembers = (label: string) =>
  list(
    label,
    "Member",
    {
      name: plain("Name", { hint: "As the order that constituted the committee writes it: a person or a post." }),
      role: text("Role in the committee"),
    },
    { hint: "As that order lists them: the table numbers the members in this order." },
  );

const helplines = list(
  "Helplines",
  "Helpline",
  {
    service: text("Service"),
    number: plain("Phone number", { hint: "As it is dialled, such as 1800-180-5522; visitors on phones can tap it." }),
    email: email("Email", { optional: true }),
    website: webAddress("Website", { optional: true, hint: "An https:// address; the table shows its domain." }),
    hours: text("Hours", { hint: "When the line answers, such as “24 hours”." }),
  },
  { max: 20 },
);

/** /ncc: about the NCC, how to join, and the NSS note above the notices. */
export const nccFields = pageFields("/ncc", {
  about: group("About the NCC", { heading: text("Heading"), paragraphs: texts("Paragraphs", "Paragraph") }),
  joining: text("How to join", { multiline: true, hint: "Shown under the heading “Joining the NCC”." }),
  nss: text("NSS", { multiline: true, hint: "Shown under “NCC and NSS notices”, above the notices." }),
});

/** /amenities/Sports: the paragraphs about sport at DSEU. */
export const sportsFields = pageFields("/amenities/Sports", {
  paragraphs: texts("Paragraphs under “Sport at DSEU”", "Paragraph"),
});

/** /amenities/Library: the libraries and the link to their shared catalogue. */
export const libraryFields = pageFields("/amenities/Library", {
  paragraphs: texts("Paragraphs under “Our libraries”", "Paragraph"),
  catalogue: group("One catalogue for every campus", {
    text: text("About the catalogue", { multiline: true }),
    link: group("Link to the catalogue", { title: text("Link text"), href: href("Address") }),
  }),
});

/** /amenities/Scholarship: the schemes table between an introduction and advice. */
export const scholarshipFields = pageFields("/amenities/Scholarship", {
  intro: text("Introduction", { multiline: true }),
  philosophy: text("Our approach", { multiline: true }),
  schemes: list("Scholarships", "Scholarship", {
    name: text("Name of the scholarship"),
    offeredBy: optionalText("Offered by", { hint: "Leave empty if not known: the table shows a dash." }),
    howToApply: optionalText("How to apply", { hint: "Leave empty to show the usual answer given below the table." }),
  }),
  howToApplyDefault: text("How to apply, for scholarships that say nothing", {
    hint: "Shown in the “How to apply” column wherever a scholarship leaves it empty.",
  }),
  advice: text("Advice under the table", { multiline: true }),
});

/** /amenities/ICC: the committee's objectives and members, how to complain, and helplines. */
export const iccFields = pageFields("/amenities/ICC", {
  intro: text("Introduction", { multiline: true }),
  objectives: texts("Objectives", "Objective"),
  members: committeeMembers("Members of the committee"),
  complaint: text("Making a complaint", { multiline: true }),
  helplines,
});

/** /amenities/Anti-Ragging: how to report, the cell, what ragging is, what follows, the documents. */
export const antiRaggingFields = pageFields("/amenities/Anti-Ragging", {
  reportText: text("Report ragging", { multiline: true, hint: "Shown above the helplines." }),
  helplines,
  cell: text("The Anti-Ragging Cell", { multiline: true }),
  whatIsRagging: texts("What is ragging", "Point"),
  actions: texts("What happens to those who rag", "Step"),
  documents: list("Forms and rules", "Document", {
    title: text("Document"),
    summary: text("What it is"),
  }),
  documentsNote: text("Note under the forms and rules", { multiline: true }),
});

/** /amenities/Equal-Opportunity: the cell's functions and members, and how to ask for support. */
export const equalOpportunityFields = pageFields("/amenities/Equal-Opportunity", {
  functions: texts("What the cell does", "Function"),
  members: committeeMembers("Members of the cell"),
  support: text("Asking for support", { multiline: true }),
});
