import { email, group, href, pageFields, text, texts } from "./build";

/** A sentence followed by an email address, as the pages end with "write to …". */
const writeTo = (label: string) =>
  group(label, { text: text("Sentence before the address"), email: email("Email address") });

/**
 * /grievance-form: the texts beside the form and the RTI box, which leads to /rti. The form's own
 * labels and messages are in the message catalogue.
 */
export const grievancePageFields = pageFields("/grievance-form", {
  before: texts("Before you write", "Point"),
  privacy: text("Privacy note", { multiline: true }),
  rti: group("Right to Information", { intro: text("Introduction", { multiline: true }) }),
  courtPetitions: writeTo("Court-related petitions"),
});

/** /alumni: the network, why to register, the register note and the contact beside the form. */
export const alumniPageFields = pageFields("/alumni", {
  association: texts("The alumni network", "Paragraph"),
  why: texts("Why register", "Reason"),
  register: text("Note above the form", { multiline: true }),
  contact: writeTo("Questions"),
});

/** /feedback: what the form is for and not for, what happens after sending, and the privacy note. */
export const feedbackPageFields = pageFields("/feedback", {
  useFor: texts("Use this form for", "Point"),
  notFor: text("Not for complaints", { multiline: true }),
  grievanceLink: group("Link to the grievance form", { name: text("Link text"), path: href("Page") }),
  afterSending: text("After sending", { multiline: true }),
  privacy: text("Privacy note", { multiline: true }),
  privacyLink: group("Link to the privacy policy", { name: text("Link text"), path: href("Page") }),
  contact: writeTo("Help desk"),
});

/** Office keys of the RTI officers in the database: which records /rti lists, not text. */
export const rtiOfficerOffices = ["rti-nodal-officer", "rti-first-appellate-authority"];
