import { externalLinks } from "./external-links";
import type { DocumentLink, PageText, TextSection } from "./types";

/**
 * The pages of the university's officers (content-facts §6). The holder's name, title and
 * message come from the database (office_holders), so a change of holder is an edit there; the
 * biography below describes one named person and is shown only while that person holds the office.
 *
 * The Chancellor and Vice Chancellor pages answer at two addresses each (/chancellor and
 * /administration/chancellor, /vice-chancellor and /administration/vice-chancellor). The canonical
 * one is under /administration: it is the address the main navigation links to, it sits where the
 * breadcrumbs place the office, and it keeps the officers' pages together in one section.
 */
export type LeaderPageText = {
  office: string;
  page: PageText;
  /** The person the biography describes, as the database names them. */
  profileOf: string;
  biography: string[];
  lists: TextSection[];
  /** Shown when the database holds no message for the office. */
  message?: string;
  role: TextSection;
  /** Offices (keys in the database) whose holders are listed as contacts of this office. */
  contactOffices?: string[];
  links: DocumentLink[];
};

const ADMINISTRATION = { name: "Administration", path: "/administration/administrative" };
const REVIEWED = "2026-11-21";

const DHAWAN_BIOGRAPHY = [
  "Prof. (Dr.) Gagan Dhawan studied for his bachelor's and master's degrees at the University of Delhi. A Universitas 21 Fellowship took him to the University of Edinburgh for a Master's in Bioinformatics, and the UGC-Raman Award supported his postdoctoral research at the University of Massachusetts, Boston.",
  "His research deals with small-molecule inhibitors and with self-assembled nanostructures made from natural polymers, for use in biomedicine. He is a Council Member of the National Commission for Allied and Healthcare Professions under the Ministry of Health and Family Welfare.",
];

const DHAWAN_HONOURS: TextSection = {
  id: "honours",
  heading: "Fellowships and awards",
  items: [
    "FICS, CChem and FRSC (UK)",
    "Universitas 21 Fellowship, University of Edinburgh",
    "UGC-Raman Award for postdoctoral research",
    "Meritorious Teacher Award (2014)",
    "INSA Teachers Award (2020)",
  ],
};

export const chancellor: LeaderPageText = {
  office: "chancellor",
  page: {
    path: "/administration/chancellor",
    title: "Chancellor",
    description:
      "The Chancellor of Delhi Skill and Entrepreneurship University, the Hon'ble Lt. Governor of Delhi: profile and message to students.",
    crumbs: [ADMINISTRATION, { name: "Chancellor", path: "/administration/chancellor" }],
    lastReviewed: REVIEWED,
  },
  profileOf: "Shri Vinai Kumar Saxena",
  biography: [
    "Shri Vinai Kumar Saxena took office as the 22nd Lt. Governor of the Government of NCT of Delhi and, as Lt. Governor, is the Chancellor of DSEU.",
    "Before his appointment he was Chairman of the Khadi and Village Industries Commission, under the Ministry of Micro, Small and Medium Enterprises.",
  ],
  lists: [],
  role: {
    id: "office",
    heading: "The office",
    paragraphs: [
      "The Chancellor stands at the head of the university, above the Vice Chancellor, the Registrar and the academic officers (see the academic administration of DSEU).",
    ],
  },
  links: [
    { title: "Profile of the Lt. Governor of Delhi", href: externalLinks.ltGovernorProfile, external: true },
    { title: "Academic administration of DSEU", href: "/academics/academicAdministration" },
    { title: "Team DSEU", href: "/administration/administrative/team-dseu" },
  ],
};

export const viceChancellor: LeaderPageText = {
  office: "vice-chancellor",
  page: {
    path: "/administration/vice-chancellor",
    title: "Vice Chancellor",
    description:
      "Prof. (Dr.) Ashok Kumar Nagawat, Vice Chancellor of DSEU: a physicist and higher-education reformer with 44 years in teaching, research and governance. Profile and message.",
    crumbs: [ADMINISTRATION, { name: "Vice Chancellor", path: "/administration/vice-chancellor" }],
    lastReviewed: REVIEWED,
  },
  profileOf: "Prof. (Dr.) Ashok Kumar Nagawat",
  biography: [
    "Prof. (Dr.) Ashok Kumar Nagawat is an academic leader, a theoretical physicist and a reformer of higher education, with 44 years of experience in teaching, research and the governance of universities.",
    "He holds a Ph.D. in Theoretical High Energy Physics; his research on physics beyond the Standard Model is recognised internationally. He has led institutions at the University of Rajasthan and at Rajasthan ILD Skills University, and he was the architect of the Centre for Converging Technologies, which brings together nanotechnology, biotechnology, information technology and the cognitive sciences.",
  ],
  lists: [
    {
      id: "positions",
      heading: "Previous positions",
      items: [
        "Vice Chancellor, Rajasthan Technical University, Kota",
        "Adviser, Knowledge Management, Department of Science and Technology, Government of India",
        "Professor, University of Rajasthan, Jaipur",
      ],
    },
    {
      id: "expertise",
      heading: "Areas of expertise",
      items: [
        "Higher-education policy and reform",
        "Skill development and entrepreneurship education",
        "Science and technology management",
        "Digital learning ecosystems",
      ],
    },
    {
      id: "contributions",
      heading: "At DSEU",
      items: [
        "Programmes that integrate skills and follow the National Education Policy",
        "Closer links between the university and industry",
        "Interdisciplinary and experiential learning",
        "Inclusive education as a route to social mobility",
      ],
    },
  ],
  role: {
    id: "office",
    heading: "The office",
    paragraphs: [
      "The Vice Chancellor leads the university from day to day and chairs its Board of Management and its Internal Quality Assurance Cell.",
    ],
  },
  links: [
    { title: "Board of Management", href: "/administration/administrative/board-of-management" },
    { title: "Internal Quality Assurance Cell", href: "/academics/IQAC" },
    { title: "Academic administration of DSEU", href: "/academics/academicAdministration" },
  ],
};

export const registrar: LeaderPageText = {
  office: "registrar",
  page: {
    path: "/registrar",
    title: "Registrar",
    description:
      "Prof. (Dr.) Gagan Dhawan, Registrar of DSEU: profile, honours, message, and what the Registrar's office does for students and staff.",
    crumbs: [ADMINISTRATION, { name: "Registrar", path: "/registrar" }],
    lastReviewed: REVIEWED,
  },
  profileOf: "Prof. (Dr.) Gagan Dhawan",
  biography: DHAWAN_BIOGRAPHY,
  lists: [DHAWAN_HONOURS],
  role: {
    id: "office",
    heading: "The Registrar's office",
    paragraphs: [
      "The Registrar is the university's chief administrative officer and the Member Secretary of its Board of Management. The office keeps the university's records, issues its orders and circulars, and looks after the processes that students and staff depend on.",
      "General questions can be sent to the help desk at helpdesk@dseu.ac.in; office orders and circulars are published on the administration pages.",
    ],
  },
  contactOffices: ["ar-academics", "ar-research", "ar-ruchika-singh", "ar-surender-kumar-sharma"],
  links: [
    { title: "Office orders", href: "/administration/administrative/office-orders" },
    { title: "Circulars", href: "/administration/administrative/circulars" },
    { title: "Board of Management", href: "/administration/administrative/board-of-management" },
  ],
};

export const controllerOfFinance: LeaderPageText = {
  office: "cof",
  page: {
    path: "/administration/cof",
    title: "Controller of Finance",
    description:
      "The Controller of Finance of DSEU: who holds the office, what the finance and accounts section does, and whom to contact about payments and accounts.",
    crumbs: [ADMINISTRATION, { name: "Controller of Finance", path: "/administration/cof" }],
    lastReviewed: REVIEWED,
  },
  profileOf: "Prof. (Dr.) Gagan Dhawan",
  biography: DHAWAN_BIOGRAPHY,
  lists: [DHAWAN_HONOURS],
  role: {
    id: "office",
    heading: "The finance and accounts section",
    paragraphs: [
      "The Controller of Finance is responsible for the university's budget, accounts and payments, and for the financial side of its committees. The accounts officers below handle the day-to-day work of the section.",
    ],
  },
  contactOffices: ["senior-accounts-officer", "assistant-accounts-officer"],
  links: [
    { title: "Finance Committee: members and minutes", href: "/administration/administrative/statutory-bodies" },
    { title: "Fee refund policy", href: "/admission/refund-policy" },
  ],
};

export const controllerOfExamination: LeaderPageText = {
  office: "coe",
  page: {
    path: "/administration/coe",
    title: "Controller of Examination",
    description:
      "Dr. Pankaj Lathar, Controller of Examination of DSEU: profile, message to students, and what the examination branch does.",
    crumbs: [ADMINISTRATION, { name: "Controller of Examination", path: "/administration/coe" }],
    lastReviewed: REVIEWED,
  },
  profileOf: "Dr. Pankaj Lathar",
  biography: [
    "Dr. Pankaj Lathar is the Controller of Examination of DSEU. He is also the university's Joint Director (Public Relation) and its Chief Vigilance Officer.",
    "He holds a Ph.D. in Computer Science & Engineering and has qualified UGC-NET. Selected through the UPSC, he has been in academia since 2000 and has taught undergraduate and postgraduate students for more than 25 years. He is a Professor (Associate) and has served as a Campus Director.",
    "His areas of expertise are cloud computing, ICT in education and life skills, and he has given more than 100 motivational sessions for students of Delhi government schools.",
  ],
  lists: [],
  message:
    "Examinations are not an end in themselves: they are the moment you show what you can do. Our aim in the examination branch is to make that moment fair, well organised and on time, so that every student can turn their potential into action and move confidently to the next step.",
  role: {
    id: "office",
    heading: "The examination branch",
    paragraphs: [
      "The branch schedules and conducts the university's examinations and declares their results. End-semester examinations follow the academic calendar: in 2024-25 they began on 2 December 2024 (fall semester) and on 14 April 2025 (spring semester).",
      "Questions about examinations can be sent through the grievance form, choosing the category 'Examination issues', so that they reach the branch with a reference number.",
    ],
  },
  links: [
    { title: "Academic calendar", href: "/academics/academic-calendar" },
    { title: "Grievance form (examination issues)", href: "/grievance-form" },
  ],
};

export const LEADER_PAGES = { chancellor, viceChancellor, registrar, controllerOfFinance, controllerOfExamination };
