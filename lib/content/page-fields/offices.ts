import { date, list, pageFields, plain, text } from "./build";

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
