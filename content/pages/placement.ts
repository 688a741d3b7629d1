import type { PageText } from "./types";

/** The Training and Placement Cell (content-facts §7 `/placement`). */

export type Recruiter = { company: string; selected: number };

export const placement = {
  page: {
    path: "/placement",
    title: "Training and Placement Cell",
    description:
      "DSEU's Training and Placement Cell: programmes on offer to recruiters, placement statistics with a chart of students selected by each company, and the placement officers of every zone.",
    crumbs: [{ name: "T & P Cell", path: "/placement" }],
    lead: "Connecting DSEU's students with employers, for internships and for jobs.",
    lastReviewed: "2026-11-21",
  } satisfies PageText,
  invitation: [
    "DSEU invites recruiters to hire from its programmes. Our graduates have been recruited by Indian and international companies, and we would be glad to add your organisation to them.",
    "To plan a campus drive or offer internships, write to the placement cell or to the placement officer of the zone you are interested in.",
  ],
  programmes: [
    "B.Tech in Mechanical, Computer, Mechatronics and Electronics Engineering",
    "Diplomas in Computer, Mechanical, Chemical, Tool and Die, Electronics and Production Engineering",
    "BBA in several specialisations",
    "BCA",
    "MCA",
  ],
  generalEmail: "placements@dseu.ac.in",
  /** Office keys of the placement officers in the database, HQ first. */
  officerOffices: ["tpo-hq", "tpo-east", "tpo-west", "tpo-north", "tpo-south"],
  policy:
    "The placement policy of the university (2024) sets the rules for campus recruitment. Students should read it before registering for placements; the cell provides a copy, and the current placement notices are listed below.",
  highlights: [
    { label: "Company visits", value: "200+" },
    { label: "Placement offers", value: "2300+" },
    { label: "Companies that took part", value: "165+" },
    { label: "Highest internship stipend", value: "₹80K" },
    { label: "Highest UG package offered", value: "9 LPA" },
    { label: "Highest PG package offered", value: "11.5 LPA" },
  ],
  recruitersDiploma: [
    { company: "Maruti Suzuki", selected: 137 },
    { company: "IndiGo", selected: 64 },
    { company: "Tata", selected: 44 },
    { company: "Sony", selected: 32 },
    { company: "Thoughtworks", selected: 28 },
    { company: "Hero", selected: 23 },
    { company: "Samsung", selected: 23 },
    { company: "99acres", selected: 20 },
    { company: "Concentrix", selected: 19 },
    { company: "Nokia", selected: 13 },
    { company: "Fluor", selected: 13 },
    { company: "Daikin", selected: 6 },
    { company: "Infosys", selected: 5 },
    { company: "Max", selected: 5 },
    { company: "Schneider", selected: 5 },
    { company: "ABB", selected: 4 },
    { company: "Decathlon", selected: 3 },
  ] satisfies Recruiter[],
  recruitersDegree: [
    { company: "TCS", selected: 27 },
    { company: "Infosys", selected: 14 },
    { company: "Blue Star", selected: 11 },
    { company: "JLL", selected: 6 },
    { company: "Daikin", selected: 3 },
    { company: "Maruti Suzuki", selected: 3 },
    { company: "Oracle", selected: 2 },
  ] satisfies Recruiter[],
};

export const entrepreneurship = {
  page: {
    path: "/Entrepreneurship",
    title: "Entrepreneurship",
    description:
      "Entrepreneurship at DSEU: the Swavalamban Skill to Enterprise Model – Super 30 with SIDBI, from more than 1000 registrations to 30 selected founders, and the skills it builds.",
    crumbs: [{ name: "Entrepreneurship", path: "/Entrepreneurship" }],
    lead: "Nurturing entrepreneurial minds: passion, innovation, creativity, leadership, vision, commitment and growth.",
    lastReviewed: "2026-11-21",
  } satisfies PageText,
  intro:
    "Supporting entrepreneurs is one of the two objectives DSEU was founded for. Beyond the programmes of its Faculty of Entrepreneurship Skills, the university runs initiatives that take students from an idea to an enterprise.",
  super30: {
    heading: "Swavalamban Skill to Enterprise Model – Super 30",
    paragraphs: [
      "Swavalamban Super 30 is a joint initiative of DSEU and the Small Industries Development Bank of India (SIDBI). It was launched on 14 October 2023 by Prof. Dr. Ashok Kumar Nagawat, Vice Chancellor, and Dr. Subhransu S. Acharya, CGM, SIDBI.",
      "An outreach across the campuses drew more than 1000 registrations. Of these, 567 students pitched their ideas, 130 were interviewed, and experts and entrepreneurs selected the top 30.",
      "The thirty then followed six weeks of weekend classes, visited World Food India 2023 and Cafe Old School to see businesses at work, and met founders in sustainable design, hospitality, fintech and wellness at an Entrepreneurs' Meet at DSEU.",
    ],
    funnel: [
      { stage: "Registered", count: "1000+" },
      { stage: "Pitched their idea", count: "567" },
      { stage: "Interviewed", count: "130" },
      { stage: "Selected", count: "30" },
    ],
    curriculum: [
      "Basics of entrepreneurship",
      "Digital and financial literacy",
      "Leadership",
      "Wellness and emotional intelligence",
      "Personal branding and team dynamics",
      "Customer relationship management",
      "Social media literacy",
    ],
  },
  spotlight: [
    { skill: "Innovation", text: "Seeing a better way and trying it." },
    { skill: "Leadership", text: "Bringing people together behind an idea." },
    { skill: "Resilience", text: "Learning from setbacks and carrying on." },
    { skill: "Collaboration", text: "Building with partners, customers and teams." },
    { skill: "Vision", text: "Knowing where the enterprise should go." },
    { skill: "Adaptability", text: "Changing course when the market does." },
  ],
};
