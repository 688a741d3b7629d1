import { links, list, pageFields, text } from "./build";

/** /about-us/annualReport: where the reports are, how to ask for one, and the key facts meanwhile. */
export const annualReportFields = pageFields("/about-us/annualReport", {
  status: text("Where the reports are published", { multiline: true }),
  request: text("How to ask for a copy", {
    multiline: true,
    hint: "The help desk's and the RTI cell's addresses follow.",
  }),
  atAGlance: list("At a glance", "Fact", {
    label: text("Fact"),
    value: text("Value"),
  }),
});

/** /about-us/About-the-University: the links after the text (the text itself is the body). */
export const aboutUniversityFields = pageFields("/about-us/About-the-University", {
  relatedHeading: text("Heading of the links"),
  related: links("Links after the text"),
});
