import { date, email, flag, group, href, list, optionalGroup, pageFields, plain, plains, text, texts } from "./build";

/** /holiday-calendar: the breaks of the academic year, framed by an introduction and a note. */
export const holidayCalendarFields = pageFields("/holiday-calendar", {
  intro: text("Introduction", { multiline: true }),
  breaksYear: plain("Academic year of the breaks", { hint: "As it reads in the table's heading, such as 2025-26." }),
  breaks: list("Breaks", "Break", {
    item: text("Break"),
    from: date("First day"),
    to: date("Last day"),
  }),
  note: text("Note under the table", { multiline: true }),
});

const OFFICES_HINT =
  "Office keys as the Office holders list shows them, such as registrar. Their current holders are shown as contacts.";

/** /administration/Support-Services: the offices that help students and staff, with contacts. */
export const supportServicesFields = pageFields("/administration/Support-Services", {
  services: list("Services", "Service", {
    name: text("Service"),
    does: text("What it does", { multiline: true }),
    offices: plains("Offices whose holders are the contacts", "Office", { hint: OFFICES_HINT }),
    email: email("Email", { optional: true }),
    link: optionalGroup("Link for more", {
      title: text("Link text"),
      href: href("Address"),
      external: flag("Opens another website"),
    }),
  }),
  grievances: text("If a service did not help", { multiline: true, hint: "The link to the grievance form follows." }),
});

/** /administration/Other-Academic-Units: the units beside the faculties, with who leads them. */
export const otherAcademicUnitsFields = pageFields("/administration/Other-Academic-Units", {
  intro: texts("Introduction", "Paragraph"),
  units: list("Units", "Unit", {
    name: text("Unit"),
    does: text("What it does", { multiline: true }),
    offices: plains("Offices whose holders lead it", "Office", { hint: OFFICES_HINT }),
    href: href("Page of the unit", { optional: true, hint: "The unit's name links to it." }),
  }),
});

/** /UGC-Guidelines: where the UGC's rules apply at DSEU, and where to read them. */
export const ugcGuidelinesFields = pageFields("/UGC-Guidelines", {
  intro: text("Introduction", { multiline: true }),
  areas: list("Where they apply at DSEU", "Area", {
    name: text("Area"),
    text: text("How it applies", { multiline: true }),
    link: group("Link", { title: text("Link text"), href: href("Address") }),
  }),
  noticesText: text("Introduction to the UGC notices", { multiline: true }),
  ugcLink: group("Link to the UGC's website", { title: text("Link text"), href: href("Address") }),
});
