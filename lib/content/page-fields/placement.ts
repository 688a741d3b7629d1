import { count, email, group, list, pageFields, plain, text, texts } from "./build";

/** The companies of one recruiters' chart, largest first as staff order them. */
const recruiters = (label: string) =>
  list(label, "Company", {
    company: plain("Company"),
    selected: count("Students selected"),
  });

/**
 * /placement: the invitation to recruiters, the cell's own row of the contacts (the zonal officers
 * come from the office holders), the statistics and charts, and the placement policy.
 */
export const placementFields = pageFields("/placement", {
  invitation: texts("Invitation to recruiters", "Paragraph"),
  programmes: texts("Programmes on offer", "Programme"),
  cell: group("The cell's row in the contacts table", {
    name: text("Name"),
    role: text("What to write about"),
  }),
  generalEmail: email("The cell's email address"),
  policy: text("Placement policy", { multiline: true }),
  highlights: list("Placement statistics", "Figure", {
    label: text("What is counted"),
    value: plain("Figure", { hint: "As it should read, such as 200+ or 9 LPA." }),
  }),
  recruitersDiploma: recruiters("Recruiters of diploma students (chart)"),
  recruitersDegree: recruiters("Recruiters of degree students (chart)"),
});

/** /Entrepreneurship: the introduction, the Super 30 programme with its selection table, and the skills. */
export const entrepreneurshipFields = pageFields("/Entrepreneurship", {
  intro: text("Introduction", { multiline: true }),
  super30: group("Swavalamban Super 30", {
    heading: text("Heading"),
    paragraphs: texts("Paragraphs", "Paragraph"),
    funnel: list("Selection, stage by stage", "Stage", {
      stage: text("Stage"),
      count: plain("Students", { hint: "As it should read, such as 1000+." }),
    }),
    curriculum: texts("What the classes covered", "Subject"),
  }),
  spotlight: list("Skills in the spotlight", "Skill", {
    skill: text("Skill"),
    text: text("What it means", { multiline: true }),
  }),
});

/** Office keys of the placement officers in the database, HQ first: which records the page lists, not text. */
export const placementOfficerOffices = ["tpo-hq", "tpo-east", "tpo-west", "tpo-north", "tpo-south"];
