import { date, group, list, optionalText, pageFields, plain, plains, recordOrText, text, texts } from "./build";

const OFFICES_HINT =
  "Office keys as the Office holders list shows them, such as registrar. A key ending in a dash, such as dean-, takes in every office that starts with it.";

/** /academics/academicAdministration: the chart of academic offices and how faculties are organised. */
export const academicAdministrationFields = pageFields("/academics/academicAdministration", {
  intro: text("Introduction", { multiline: true }),
  levels: list("Levels of the chart, from the top", "Level", {
    name: text("Office or offices of this level"),
    offices: plains("Offices whose holders are named", "Office", {
      hint: `${OFFICES_HINT} With none, the level shows the note on heads of department.`,
    }),
  }),
  headsNote: text("Note on heads of department", { multiline: true }),
  rules: group("How faculties and departments are organised", {
    heading: text("Heading"),
    items: texts("Points", "Point"),
  }),
});

/** /academics/regulations: the regulations in force and the programme levels. */
export const regulationsFields = pageFields("/academics/regulations", {
  regulations: list("Regulations", "Regulation", {
    name: plain("Name of the regulation", { hint: "As the document names it, such as Regulation 2A." }),
    summary: text("What it covers", { multiline: true }),
  }),
  documents: text("Where to find the full texts", { multiline: true, hint: "The help desk's address follows." }),
  levelsIntro: text("Introduction to the programme levels", { multiline: true }),
  levels: list("Programme levels", "Programme", {
    programme: text("Programme"),
    level: plain("Level on the National Credit Framework", { hint: "Such as 4.5." }),
  }),
});

/** /academics/academic-calendar: the calendar of one academic year and the new batch's first days. */
export const academicCalendarFields = pageFields("/academics/academic-calendar", {
  intro: text("Introduction", { multiline: true }),
  year: plain("Academic year of the calendar", { hint: "As it reads in the table's heading, such as 2024-25." }),
  entries: list("Calendar", "Entry", {
    item: text("What happens"),
    from: date("Day, or first day"),
    to: date("Last day", { optional: true, hint: "Only for something that lasts several days, such as a break." }),
    note: optionalText("Note after the day", { hint: "Such as “for one week”." }),
  }),
  classes2025: group("Classes of the new batch", {
    heading: text("Heading"),
    items: texts("Start of classes", "Line"),
  }),
});

/** /academics/IQAC: the cell's purpose, its committee, the order that set it up and its head. */
export const iqacFields = pageFields("/academics/IQAC", {
  intro: text("Introduction", { multiline: true }),
  objectives: texts("Objectives", "Objective"),
  functions: texts("Functions", "Function"),
  order: group("Order that constituted the committee", {
    number: plain("Order number"),
    date: date("Date of the order"),
    issuedBy: text("Issued by", { hint: "Read after “issued by”, such as “the Deputy Registrar (GAD)”." }),
    search: plain("Words that find the order among the notices", {
      hint: "The current notices whose title contains these words are listed as the order.",
    }),
  }),
  members: list("Committee members", "Member", {
    name: recordOrText("Name or office"),
    position: recordOrText("Position or organisation", {
      optional: true,
      hint: "Shown in brackets after what the member represents. An organisation's name is written the same in Hindi: leave the Hindi box empty.",
    }),
    group: text("Represents"),
    role: text("Role in the committee"),
  }),
  contact: group("Head of the cell", {
    name: plain("Name", { hint: "Shown while no Director IQAC is listed among the office holders." }),
    role: text("Role", { hint: "Shown while no Director IQAC is listed among the office holders." }),
    facultyId: plain("Faculty profile", { hint: "The code at the end of the profile's address, after /faculty/." }),
  }),
});
