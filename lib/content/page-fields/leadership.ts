import { anchor, flag, group, href, list, optionalText, pageFields, photo, plain, plains, text, texts } from "./build";

/** The parts every officer's page has: the holder's profile, the office, contacts and links. */
const LEADER_SHAPE = {
  profileOf: plain("Person the profile describes", {
    hint: "As the office holders list names them. The profile is shown only while this person holds the office, so a new holder never appears with the previous one's.",
  }),
  photo: photo("Photograph of the person", {
    hint: "Shown beside the name with the profile, only while this person holds the office. Leave it out where there is none.",
  }),
  biography: texts("Profile", "Paragraph"),
  lists: list("Lists in the profile", "List", {
    id: anchor("Anchor", { hint: "One word, different from the page's other parts, such as honours." }),
    heading: text("Heading"),
    items: texts("Points", "Point"),
  }),
  message: optionalText("Message", {
    multiline: true,
    hint: "Shown with the profile while the office holders list has no message for the holder.",
  }),
  role: group("About the office", {
    heading: text("Heading"),
    paragraphs: texts("Paragraphs", "Paragraph"),
  }),
  contactOffices: plains("Offices listed as contacts", "Office", {
    hint: "Office keys as the Office holders list shows them, such as registrar. Their current holders are listed.",
  }),
  links: list("Related links", "Link", {
    title: text("Link text"),
    href: href("Address"),
    external: flag("Opens another website"),
  }),
};

/** An officer's page: its structured parts, and the office whose holder it shows (fixed: pages find holders by it). */
function leaderFields(path: string, office: string) {
  return { ...pageFields(path, LEADER_SHAPE), office };
}
export type LeaderFields = ReturnType<typeof leaderFields>;

export const chancellorFields = leaderFields("/administration/chancellor", "chancellor");
export const viceChancellorFields = leaderFields("/administration/vice-chancellor", "vice-chancellor");
export const registrarFields = leaderFields("/registrar", "registrar");
export const controllerOfFinanceFields = leaderFields("/administration/cof", "cof");
export const controllerOfExaminationFields = leaderFields("/administration/coe", "coe");

export const LEADER_FIELDS: readonly LeaderFields[] = [
  chancellorFields,
  viceChancellorFields,
  registrarFields,
  controllerOfFinanceFields,
  controllerOfExaminationFields,
];
