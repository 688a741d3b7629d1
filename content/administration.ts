/**
 * The administrative offices of DSEU (content-facts §6), written as data: the sub-pages of
 * /administration/administrative, who sits on the Board of Management, Team DSEU, and the
 * documents each office keeps. Names, posts and dates are as the university published them.
 */

/** The day this text was last checked against the facts: the pages' "Last updated" date. */
export const administrationReviewedOn = "2026-11-21";

export type AdministrativePage = {
  /** The URL segment under /administration/administrative (its case is part of old links). */
  slug: string;
  /** Label in the side menu and the page heading. */
  title: string;
  description: string;
};

/** The sub-pages in the order of the side menu. */
export const administrativePages: AdministrativePage[] = [
  {
    slug: "board-of-management",
    title: "Board of Management",
    description: "Members of the Board of Management of DSEU, its member lists and the minutes of its meetings.",
  },
  {
    slug: "statutory-bodies",
    title: "Statutory Bodies",
    description:
      "Members and minutes of meetings of the University Court, the Board of Management, the Academic Council and the Finance Committee of DSEU.",
  },
  {
    slug: "team-dseu",
    title: "Team DSEU",
    description:
      "The Chancellor, Vice-Chancellor, Registrar, deans, directors, campus directors and officers who run DSEU.",
  },
  {
    slug: "Statutes",
    title: "Statutes, University Act, Ordinances",
    description: "The Delhi Skill and Entrepreneurship University Act, 2019 and the First Statutes of the university.",
  },
  {
    slug: "advisory-board",
    title: "Statutory Committees",
    description:
      "The Internal Complaints Committee, the Student Redressal Committee and the Equal Opportunity Cell of DSEU.",
  },
  {
    slug: "employee-policy",
    title: "Employee Policies",
    description: "Policies for DSEU employees on perks, leave, LTC, medical reimbursement and IT purchases.",
  },
  {
    slug: "important-forms",
    title: "Important Forms",
    description: "Forms DSEU employees need for leave, claims and other requests, with archived versions.",
  },
  {
    slug: "office-orders",
    title: "Office Orders",
    description: "Office orders issued by the DSEU administration, newest first, with archived orders.",
  },
  {
    slug: "circulars",
    title: "Circulars",
    description: "Circulars issued by the DSEU administration, newest first, with archived circulars.",
  },
];

export function administrativePage(slug: string): AdministrativePage {
  const page = administrativePages.find((p) => p.slug === slug);
  if (!page) throw new Error(`No administrative page ${slug}`);
  return page;
}

/** The canonical spelling of a sub-page segment, whatever its case; undefined for an unknown one. */
export function canonicalAdministrativeSlug(segment: string): string | undefined {
  return administrativePages.find((p) => p.slug.toLowerCase() === segment.toLowerCase())?.slug;
}

/** "employee-records" → "Employee Records": the section's name on the under-construction view. */
export function sectionNameFromSlug(segments: string[]): string {
  return segments
    .join(" ")
    .replace(/[-_]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

export const administrationIntro =
  "The university's administration supports its campuses, faculties and students: it keeps the statutes, serves the statutory bodies that govern DSEU, and issues the office orders, circulars and forms that staff work with. Choose an office below.";

export type Person = { name: string; role?: string };
export type PeopleGroup = { heading: string; people: Person[] };

/** Composition of the Board of Management, as the university listed it. */
export const boardOfManagement: PeopleGroup[] = [
  { heading: "Chairperson", people: [{ name: "Prof. Ashok Kumar Nagawat", role: "Vice-Chancellor" }] },
  { heading: "Registrar", people: [{ name: "Prof. Gagan Dhawan", role: "Member Secretary" }] },
  {
    heading: "Representatives",
    people: [
      { name: "Prof. J.P. Saini", role: "Representative AICTE" },
      { name: "Prof. S. G. Deshmukh", role: "Representative UGC" },
    ],
  },
  {
    heading: "Secretaries",
    people: [
      { name: "Sh. Ashish Chandra Verma, IAS", role: "Principal Secretary Finance" },
      { name: "Sh. Pandurang K Pole, IAS", role: "Secretary DTTE" },
    ],
  },
  {
    heading: "Deans",
    people: [
      { name: "Prof. Gagan Dhawan" },
      { name: "Prof. Girish Kumar" },
      { name: "Prof. Kamna Sachdeva" },
      { name: "Prof. Vibhakar Shrimali" },
    ],
  },
  { heading: "HoD(s)", people: [{ name: "Prof. N Jena" }, { name: "Prof. Shruti Tripathi" }] },
];

export const boardOfManagementIntro =
  "The Board of Management is one of the four statutory bodies of the university. The Vice-Chancellor chairs it and the Registrar is its member secretary; its members include representatives of the AICTE and the UGC, secretaries of the Government of NCT of Delhi, deans and heads of department.";

/** The four statutory bodies and the notice sections holding their member lists and minutes. */
export const statutoryBodies = [
  {
    key: "university-court",
    name: "University Court",
    membersSection: "member university court",
    minutesSection: "university court",
  },
  {
    key: "board-of-management",
    name: "Board of Management",
    membersSection: "member board of management",
    minutesSection: "board of management",
  },
  {
    key: "academic-council",
    name: "Academic Council",
    membersSection: "member academic council",
    minutesSection: "academic council",
  },
  {
    key: "finance-committee",
    name: "Finance Committee",
    membersSection: "member finance comittee",
    minutesSection: "finance comittee",
  },
] as const;

export type StatutoryBody = (typeof statutoryBodies)[number];

export const statutoryBodiesIntro =
  "DSEU is governed through four statutory bodies set up under the university's Act and Statutes. For each body you can read the list of its members and the minutes of its meetings.";

/** Team DSEU, section by section. Campus directors come from the campus records, so they are not repeated here. */
export const teamDseu: { before: PeopleGroup[]; after: PeopleGroup[] } = {
  before: [
    { heading: "Chancellor", people: [{ name: "Sh. Vinai Kumar Saxena", role: "Hon'ble Chancellor & Lt. Governor" }] },
    { heading: "Vice Chancellor", people: [{ name: "Prof. Ashok Kumar Nagawat" }] },
    { heading: "Registrar", people: [{ name: "Prof. Gagan Dhawan" }] },
    {
      heading: "Deans",
      people: [
        { name: "Prof. Arindam Kumar Chanda", role: "Faculty of Mechanical Engineering Skills" },
        { name: "Prof. Gagan Dhawan", role: "Faculty of Allied Medical Sciences and Healthcare Skills" },
        { name: "Prof. Girish Kumar Sharma", role: "Research" },
        { name: "Prof. Kamna Sachdeva", role: "Faculty of Converging Science and Technology Skills" },
        { name: "Prof. Shruti Tripathi", role: "Faculty of Business, Finance and Managerial Skills" },
        { name: "Prof. Vibhakar Shrimali", role: "Faculty of Electronics and Electrical Engineering Skills" },
      ],
    },
    { heading: "Director Academics", people: [{ name: "Prof. Kamna Sachdeva" }] },
    {
      heading: "Joint Directors",
      people: [
        { name: "Mr. Mukesh Kumar Gupta", role: "Legal" },
        { name: "Dr. Pankaj Lathar", role: "Public Relation" },
        { name: "Dr. Suman Dhawan", role: "Partnership" },
      ],
    },
  ],
  after: [
    {
      heading: "Officers",
      people: [
        { name: "Mr. Kireet Kant Srivastava", role: "Executive Engineer (Civil)" },
        { name: "Ms. Parvathy Unnikrishnan", role: "Assistant Registrar" },
        { name: "Ms. Ritu Sareen", role: "Assistant Registrar (Academics)" },
        { name: "Dr. Ruchika Singh", role: "Assistant Registrar" },
        { name: "Mr. Shivam Gupta", role: "OSD IT and Process Automation & Nodal officer Samarth ERP" },
        { name: "Dr. Surender Kumar Sharma", role: "Assistant Registrar" },
      ],
    },
    {
      heading: "Accounts Officers",
      people: [
        { name: "Mr. Shubham Chakraborty", role: "Assistant Accounts Officer" },
        { name: "Mrs. Veena Upadhyay", role: "Senior Accounts Officer" },
      ],
    },
    {
      heading: "Training and Placement Officers",
      people: [
        { name: "Mr. Ahmad Omair" },
        { name: "Mr. Agrim Tomar" },
        { name: "Mr. Kaushalender Varma" },
        { name: "Ms. Niharika" },
        { name: "Dr. Ravinder Jhorar" },
      ],
    },
  ],
};

export const teamDseuIntro =
  "The people who lead and run the university: its Chancellor and Vice-Chancellor, the Registrar, the deans of the Faculties, the directors of each campus and the officers of the administration.";

/** A document the office keeps but that is not yet published on this site. */
export type OfficeDocument = { title: string; date?: string };

/** How to get a document that is listed but not yet published here. */
export const documentRequestNote =
  "These documents are not yet published on this website. To receive a copy, write to the university help desk at helpdesk@dseu.ac.in, naming the document you need.";

export const statutes = {
  intro:
    "DSEU is a state university established under the Delhi Skill and Entrepreneurship University Act, 2019 (Govt. of NCT of Delhi Act 04 of 2020). The Act and the First Statutes made under it set out the university's authorities and officers and how it is run. No ordinances have been published yet.",
  documents: [
    { title: "Delhi Skill and Entrepreneurship University Act-2019" },
    { title: "Delhi Skill and Entrepreneurship University First Statutes" },
  ] satisfies OfficeDocument[],
};

/** The statutory committees, each with the public page that explains it. */
export const statutoryCommittees = {
  intro:
    "Three committees required by law and by UGC regulations look after the safety, grievances and equal treatment of students and staff. Each has its own page with its members and how to reach it.",
  committees: [
    {
      name: "Internal Complaints Committee (ICC)",
      summary: "Receives and inquires into complaints of sexual harassment at the workplace and on campus.",
      path: "/amenities/ICC",
    },
    {
      name: "Student Redressal Committee",
      summary:
        "Hears students' grievances about admission, academics, examinations and services. Students can submit a grievance online.",
      path: "/grievance-form",
    },
    {
      name: "Equal Opportunity Cell",
      summary:
        "Supports students from disadvantaged groups and students with disabilities, and works against discrimination.",
      path: "/amenities/Equal-Opportunity",
    },
  ],
};

export const employeePolicies = {
  intro:
    "Policies that apply to DSEU employees, grouped by subject. Forms for leave, claims and other requests are on the Important Forms page.",
  groups: [
    {
      heading: "Policies for Employees",
      documents: [
        { title: "Entitlement of Perks and Privileges to DSEU Officers Reg.", date: "2023-03-07" },
        { title: "Joining Report after Availing Leave", date: "2022-12-20" },
        { title: "LTC Claim Bill (GAR-14C)", date: "2023-03-30" },
        { title: "Medical Card for the employees of DSEU", date: "2023-01-20" },
        { title: "Procedure for submission of Medical Bills for Re-imbursement", date: "2023-01-20" },
        { title: "Regarding Requirement of DGEHS Medical Card at DSEU Campuses", date: "2023-01-18" },
      ],
    },
    {
      heading: "IT Policies",
      documents: [
        {
          title:
            "Purchase and AMC of Computers/IT Equipment via GeM Portal & Hiring of Manpower on an Outsourcing Basis",
        },
      ],
    },
    {
      heading: "Leave Policies",
      documents: [{ title: "Guidelines to apply for Regular Leave" }, { title: "Leave Policy" }],
    },
  ] satisfies { heading: string; documents: OfficeDocument[] }[],
};

/** Text of the three document boards of the administration. */
export const administrativeBoards = {
  "important-forms": {
    section: "ad important forms",
    current: "Important Forms for Employees",
    archived: "Archived Important Forms",
    empty: "No forms available.",
  },
  "office-orders": {
    section: "ad office orders",
    current: "Latest Office Orders",
    archived: "Archived Office Orders",
    empty: "No office orders available.",
  },
  circulars: {
    section: "ad circulars",
    current: "Latest Circulars",
    archived: "Archived Circulars",
    empty: "No circulars available.",
  },
} as const;
