import { date, href, list, optionalText, pageFields, plain, text, type FieldsOf } from "./build";

/**
 * The administrative offices (lib/db/seed/content/pages/administration.ts): who sits on the Board of
 * Management and Team DSEU, the statutes, the statutory committees and the employee policies.
 * Which sub-pages exist and which notice board each shows stay in code (lib/administration/sub-pages.ts).
 */

/** Groups of people, each a heading and its people: a name (a record) and, if any, a post in both languages. */
const peopleGroups = (label: string, itemLabel: string, options: { heading: string; role: string; hint: string }) =>
  list(
    label,
    itemLabel,
    {
      heading: text(options.heading),
      people: list("People", "Person", {
        name: plain("Name", { hint: "As the university lists the person, with their title, such as Prof. or Sh." }),
        role: optionalText(options.role, { hint: "Leave empty when the list gives none." }),
      }),
    },
    { hint: options.hint, max: 30 },
  );

/** Documents the office keeps but has not published here: titles are records, as the documents are titled. */
const officeDocuments = (label: string) =>
  list(label, "Document", {
    title: plain("Title", { max: 300, hint: "As the document is titled: the same on the Hindi page." }),
    date: date("Dated", { optional: true, hint: "The date on the document, if it has one." }),
  });

const requestNote = text("How to ask for a copy", { multiline: true, hint: "Shown under the list of documents." });

/** /administration/administrative/board-of-management: the table “Composition of the Board”. */
export const boardOfManagementFields = pageFields("/administration/administrative/board-of-management", {
  groups: peopleGroups("Composition of the Board", "Seat", {
    heading: "Seat on the Board",
    role: "Office",
    hint: "The table's rows, seat by seat in this order. A member with no office is shown as “Member”.",
  }),
});

/** /administration/administrative/team-dseu: the groups of people around the campus directors. */
export const teamDseuFields = pageFields("/administration/administrative/team-dseu", {
  before: peopleGroups("Groups before the campus directors", "Group", {
    heading: "Heading",
    role: "Post",
    hint: "Shown in this order, before the campus directors.",
  }),
  campusDirectorsHeading: text("Heading of the campus directors", {
    hint: "The directors and their campuses are read from the campus records (Campuses in the admin).",
  }),
  after: peopleGroups("Groups after the campus directors", "Group", {
    heading: "Heading",
    role: "Post",
    hint: "Shown in this order, after the campus directors.",
  }),
});

/** /administration/administrative/Statutes: the Act and the Statutes under “Documents”. */
export const statutesFields = pageFields("/administration/administrative/Statutes", {
  documents: officeDocuments("Documents"),
  requestNote,
});

/** /administration/administrative/advisory-board: the statutory committees, each linking to its own page. */
export const statutoryCommitteesFields = pageFields("/administration/administrative/advisory-board", {
  committees: list(
    "Committees",
    "Committee",
    {
      name: text("Name"),
      summary: text("What it does", { multiline: true }),
      path: href("Its page", { hint: "The page the link “More about …” opens." }),
    },
    { max: 12 },
  ),
});

/** /administration/administrative/employee-policy: the policies, group by group. */
export const employeePoliciesFields = pageFields("/administration/administrative/employee-policy", {
  groups: list("Groups of policies", "Group", { heading: text("Heading"), documents: officeDocuments("Policies") }),
  requestNote,
});

/** A group of people as the pages show it (Team DSEU adds the campus directors' group to these). */
export type PeopleGroup = FieldsOf<typeof boardOfManagementFields>["groups"][number];
