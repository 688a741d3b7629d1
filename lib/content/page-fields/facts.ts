import { email, href, link, links, list, optionalGroup, optionalText, pageFields, plain, text, texts } from "./build";

/** /contact: each office with its address, emails and map, a note on telephones, links, and the campuses' introduction. */
export const contactPageFields = pageFields("/contact", {
  phoneNote: text("Note on telephone numbers", { multiline: true }),
  offices: list("Offices", "Office", {
    name: text("Office"),
    does: text("What it handles", { multiline: true }),
    address: optionalText("Address", { hint: "Left empty, the page says the address is not available." }),
    emails: list("Email addresses", "Email address", {
      label: optionalText("What to write about", { hint: "Such as Admission help desk; may be left empty." }),
      address: email("Email address"),
    }),
    mapUrl: href("Map link", { optional: true, hint: "An https address of the office on a map." }),
  }),
  links: links("Links under the offices"),
  campusesIntro: text("Introduction to the campuses' table", { multiline: true }),
});

/** One row of a disclosures table: the subject, what the university states, and where it says so. */
const disclosures = (label: string) =>
  list(label, "Entry", {
    item: text("Subject"),
    value: text("What the university states", { multiline: true }),
    source: optionalGroup(
      "Source",
      { title: text("Link text"), href: href("Page, address or PDF") },
      { hint: "The page or document the entry comes from; leave empty when there is none." },
    ),
  });

/** /mandatory-disclosures: the status and approvals tables, governance links, and what is not published. */
export const disclosuresPageFields = pageFields("/mandatory-disclosures", {
  intro: text("Introduction", { multiline: true }),
  status: disclosures("Status of the university"),
  approvals: disclosures("Approvals and rankings"),
  governance: links("Governance links"),
  notPublished: texts("Not yet published", "Entry"),
  informationBulletin: link("Information Bulletin link"),
});

/** /research: introduction, the research office bearers, the PhD topics and the admission portal's link. */
export const researchPageFields = pageFields("/research", {
  intro: texts("Introduction", "Paragraph"),
  officeBearers: list("Office bearers", "Person", {
    name: plain("Name", { hint: "As the person writes it, such as Prof. Girish Kumar." }),
    role: text("Office"),
    email: email("Email address"),
  }),
  topics: list("PhD: what is published", "Subject", {
    name: text("Subject"),
    status: text("Where it stands", { multiline: true }),
  }),
  admissionPortal: link("Admission portal link"),
});
