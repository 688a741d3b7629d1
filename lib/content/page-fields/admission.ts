import { email, group, href, link, links, list, optionalText, pageFields, text, texts } from "./build";

/** A date of the key-dates table; left empty, the table shows a dash. */
const roundDate = (label: string) => optionalText(label, { hint: "Leave empty when the round has none." });

/**
 * /admission: the registration portals, the Information Bulletin, the key dates, the walk-ins,
 * the help desks' contacts and the links to the other admission pages.
 */
export const admissionFields = pageFields("/admission", {
  routes: list("Where to register", "Level", {
    heading: text("Level"),
    who: text("Who it is for"),
    href: href("Registration portal", { hint: "The page shows this address as the link's text." }),
  }),
  bulletin: group("Information Bulletin", {
    title: text("Heading"),
    text: text("Text", { multiline: true }),
    href: href("Bulletin", { hint: "The address or PDF of the bulletin." }),
  }),
  video: link("Video on filling in the form"),
  keyDates: list("Key dates", "Round", {
    flow: text("Round"),
    allotment: roundDate("Seat allotment"),
    decision: roundDate("Decision on the seat"),
    payment: roundDate("Fee payment"),
    reporting: roundDate("Reporting"),
    classes: roundDate("Classes begin"),
  }),
  walkIns: texts("Walk-in admissions", "Point"),
  contacts: list("Contacts", "Contact", {
    name: text("Name"),
    role: text("What to write about"),
    email: email("Email address", { optional: true }),
  }),
  links: links("More about admission"),
});

/** /admission/process-and-guidelines: the steps, the choices when a seat is allotted, and cancellation. */
export const admissionProcessFields = pageFields("/admission/process-and-guidelines", {
  steps: list("Steps", "Step", {
    name: text("Step"),
    text: text("What to do", { multiline: true }),
  }),
  decisions: group("When a seat is allotted", {
    heading: text("Heading"),
    paragraphs: texts("Paragraphs", "Paragraph"),
    items: texts("Choices", "Choice"),
  }),
  cancellation: text("Keeping the seat", { multiline: true }),
  feeGuide: link("Fee payment guide"),
});

/** /admission/guidelines: eligibility, reporting of PwD and Defence candidates, and tips. */
export const admissionGuidelinesFields = pageFields("/admission/guidelines", {
  intro: text("Introduction", { multiline: true }),
  eligibility: list("Eligibility", "Programmes", {
    programmes: text("Programmes"),
    basis: text("Basis of admission", { multiline: true }),
  }),
  reporting: list("Reporting of PwD and Defence candidates", "Admission", {
    flow: text("Admission"),
    place: text("Place"),
    when: text("When"),
  }),
  tips: texts("Tips", "Tip"),
  walkIn: link("Walk-in admission guidelines"),
});

/** /admission/refund-policy: the introduction, how to apply, and the form and bulletin. */
export const refundPolicyFields = pageFields("/admission/refund-policy", {
  intro: text("Introduction", { multiline: true }),
  steps: texts("How to apply", "Step"),
  form: link("Fee refund form"),
  bulletin: link("Information Bulletin"),
});
