import type { PageText, TextSection } from "./types";

/**
 * Academics: administration, regulations, calendar and IQAC (content-facts §3, §11). The Academic
 * Administration page has a Hindi version: its texts are bilingual.
 */

const ACADEMICS = { name: "Academics", path: "/academics/faculty" };
const REVIEWED = "2026-11-21";

export const academicAdministration = {
  page: {
    path: "/academics/academicAdministration",
    title: "Academic Administration",
    description:
      "How academic decisions flow at DSEU, from the Chancellor and the Vice Chancellor through the Registrar, the Director Academics and the Deans to the Heads of Department.",
    crumbs: [ACADEMICS, { name: "Academic Administration", path: "/academics/academicAdministration" }],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  intro: {
    en: "Academic work at DSEU is organised in levels. Each level below answers to the one above it; the names shown are the current holders of each office.",
    hi: "DSEU में शैक्षणिक कार्य स्तरों में संगठित है। नीचे दिया गया प्रत्येक स्तर अपने ऊपर वाले स्तर के प्रति उत्तरदायी है; दिखाए गए नाम प्रत्येक पद के वर्तमान पदधारकों के हैं।",
  },
  /** The levels of the chart, top to bottom; offices are keys in the database, `dean-` matches every Dean. */
  levels: [
    { id: "chancellor", name: { en: "Chancellor", hi: "कुलाधिपति" }, offices: ["chancellor"] },
    { id: "vice-chancellor", name: { en: "Vice Chancellor", hi: "कुलपति" }, offices: ["vice-chancellor"] },
    { id: "registrar", name: { en: "Registrar", hi: "कुलसचिव" }, offices: ["registrar"] },
    {
      id: "academics-and-deans",
      name: { en: "Director Academics and the Deans", hi: "निदेशक (शैक्षणिक) और अधिष्ठाता (डीन)" },
      offices: ["director-academics", "dean-"],
    },
    { id: "heads", name: { en: "Heads of Department", hi: "विभागाध्यक्ष" }, offices: [] },
  ],
  headsNote: {
    en: "Each department is led by a Head of Department, appointed by the Vice Chancellor. The heads of the departments are listed with their faculties.",
    hi: "प्रत्येक विभाग का नेतृत्व कुलपति द्वारा नियुक्त विभागाध्यक्ष करते हैं। विभागाध्यक्षों के नाम उनके संकायों के साथ दिए गए हैं।",
  },
  rules: {
    id: "rules",
    heading: { en: "How faculties and departments are organised", hi: "संकाय और विभाग कैसे संगठित हैं" },
    items: [
      {
        en: "Each faculty (school) is led by a Dean or an Associate Dean.",
        hi: "प्रत्येक संकाय (स्कूल) का नेतृत्व एक अधिष्ठाता (डीन) या सह-अधिष्ठाता (एसोसिएट डीन) करते हैं।",
      },
      {
        en: "A unit is called a Department only when it has regular faculty members on its roll; otherwise it is a Centre or a School of Studies.",
        hi: "किसी इकाई को विभाग तभी कहा जाता है जब उसमें नियमित संकाय सदस्य हों; अन्यथा वह केंद्र या अध्ययन विद्यालय (स्कूल ऑफ़ स्टडीज़) होती है।",
      },
      {
        en: "Heads of Department, and the Directors of Centres and Schools, are appointed by the Vice Chancellor for two years.",
        hi: "विभागाध्यक्षों तथा केंद्रों और अध्ययन विद्यालयों के निदेशकों की नियुक्ति कुलपति दो वर्ष के लिए करते हैं।",
      },
      {
        en: "A faculty member belongs to one primary department and may be an adjunct member of others.",
        hi: "प्रत्येक संकाय सदस्य एक मुख्य विभाग से संबद्ध होता है और अन्य विभागों का सहायक (एडजंक्ट) सदस्य हो सकता है।",
      },
    ],
  } satisfies TextSection,
};

export type Regulation = { name: string; summary: string };

export const regulations = {
  page: {
    path: "/academics/regulations",
    title: "Academic Regulations",
    description:
      "DSEU's academic regulations: faculties and departments, the credit and semester system under NEP 2020, and the rules for diplomas, bachelor's, skill and master's programmes.",
    crumbs: [ACADEMICS, { name: "Academic Regulations", path: "/academics/regulations" }],
    lead: "The rules that govern how programmes are structured, taught and assessed at DSEU.",
    lastReviewed: REVIEWED,
  } satisfies PageText,
  regulations: [
    { name: "Regulation 1 (I)", summary: "Names the university's faculties and their departments." },
    {
      name: "Regulation 2A",
      summary:
        "The choice-based credit system, the semester system, the entry and exit options and the grading scheme under NEP 2020, in force from 2024-25.",
    },
    { name: "Regulation 3A", summary: "The Three-Year Diploma (Technical) in a major discipline, at NCrF level 4.5." },
    {
      name: "Regulation 3B",
      summary:
        "Three-year (six-semester) and four-year (eight-semester) bachelor's degrees with a major and a minor, under the TSP, VSP, ESP and ASP tracks; built on Regulation 2A.",
    },
    {
      name: "Regulation 3C",
      summary:
        "Skill programmes (technical, vocational, entrepreneurship and academic) and master's programmes: the two-year master's, the MBA and the one-year MS/MTech; built on Regulation 2A.",
    },
  ] satisfies Regulation[],
  documents:
    "The full texts of the regulations are issued by the university as PDF documents. Those published as current notices are listed below; for any other, write to the help desk.",
  levelsIntro:
    "Programme levels and their place on the National Credit Framework (NCrF), as the regulations and the admission notice for 2025-26 set them out:",
  levels: [
    { programme: "Three-Year Diploma (Technical)", level: "4.5" },
    { programme: "One-Year UG Certificate", level: "4.5" },
    { programme: "Two-Year UG Diploma", level: "5.0" },
    { programme: "Three-Year Bachelor's degree", level: "5.5" },
    { programme: "Four-Year Bachelor's degree", level: "6.0" },
    { programme: "One-Year PG Diploma / B.Lib.", level: "6.5" },
    { programme: "Two-Year MBA / MCA / M.Sc", level: "6.5" },
    { programme: "Two-Year M.Tech", level: "7.0" },
  ],
};

export type CalendarEntry = { item: string; from: string; to?: string; note?: string };

export const academicCalendar = {
  page: {
    path: "/academics/academic-calendar",
    title: "Academic Calendar",
    description:
      "Teaching dates, fee deadlines, examinations and breaks of DSEU's academic calendar for all programmes, with the latest calendar notices.",
    crumbs: [ACADEMICS, { name: "Academic Calendar", path: "/academics/academic-calendar" }],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  intro:
    "The academic calendar applies to all programmes of the university. The table gives the calendar for the academic year 2024-25, the latest one issued in full; calendars for later years are published as notices and appear in the list below as soon as they are uploaded.",
  year: "2024-25",
  entries: [
    { item: "Fall semester teaching begins", from: "2024-07-10" },
    { item: "Fall semester fee payment", from: "2024-07-10", note: "for one week" },
    { item: "Fall semester fee with late fee", from: "2024-07-17", note: "for one week" },
    { item: "Diwali / mid-semester break", from: "2024-10-28", to: "2024-11-02" },
    { item: "Continuous assessment submission", from: "2024-11-28" },
    { item: "Last teaching day (fall semester)", from: "2024-11-30" },
    { item: "End-semester examinations begin (fall semester)", from: "2024-12-02" },
    { item: "Winter break", from: "2024-12-16", to: "2024-12-31" },
    { item: "Spring semester (semesters 2, 4 and 6) begins", from: "2025-01-01" },
    { item: "Spring semester fee payment", from: "2025-01-01", note: "for one week" },
    { item: "Spring semester fee with late fee", from: "2025-01-08", note: "for one week" },
    { item: "Last teaching day (spring semester)", from: "2025-04-12" },
    { item: "End-semester examinations begin (spring semester)", from: "2025-04-14" },
    { item: "Summer vacation", from: "2025-05-01", to: "2025-06-30" },
  ] satisfies CalendarEntry[],
  classes2025: {
    heading: "Classes for the batch admitted in 2025-26",
    items: [
      "Diploma programmes: from 4 August 2025",
      "B.Tech programmes: from 5 August 2025",
      "UG programmes: from 7 August 2025",
      "PG programmes: from 18 August 2025",
    ],
  },
};

export const iqac = {
  page: {
    path: "/academics/IQAC",
    title: "Internal Quality Assurance Cell (IQAC)",
    description:
      "DSEU's Internal Quality Assurance Cell: its purpose, objectives and functions, the members of the committee constituted on 26 November 2025, and whom to contact.",
    crumbs: [ACADEMICS, { name: "IQAC", path: "/academics/IQAC" }],
    lead: "Set up so that the quality of teaching, learning and administration improves consciously, consistently and as a catalyst for the whole university.",
    lastReviewed: REVIEWED,
  } satisfies PageText,
  intro:
    "The Internal Quality Assurance Cell (IQAC) has been constituted in line with the guidelines of the National Assessment and Accreditation Council (NAAC). It brings together the university's leadership, teachers, administrators, employers, the local community, students and alumni.",
  objectives: [
    "Keep improving the university's academic and administrative processes.",
    "Encourage new practices that support the all-round development of students.",
    "Base decisions on feedback and data.",
    "Set quality benchmarks and spread good practice.",
  ],
  functions: [
    "Develop quality benchmarks and put them into practice.",
    "Promote an environment centred on learning.",
    "Record improvements in quality and share them.",
  ],
  order: {
    number: "F.No.6(13)/DSEU/VC-Sect./Misc./2023/353",
    date: "2025-11-26",
    dateLabel: "26 November 2025",
    issuedBy: "the Deputy Registrar (GAD), with the approval of the Competent Authority",
    /** Words that find the order among the notices in the database. */
    search: "IQAC",
  },
  /** The committee as the order lists it; every member other than the Chairperson is a Member. */
  members: [
    { name: "Prof. Ashok K. Nagawat", position: "Vice Chancellor", group: "Chairperson", role: "Chairperson" },
    { name: "Prof. Gagan Dhawan", position: "Director, IQAC", group: "Director", role: "Member" },
    { name: "Prof. Girish K. Sharma", position: "", group: "Member from the management", role: "Member" },
    { name: "Prof. Sukhvir Singh", position: "", group: "Teacher representatives", role: "Member" },
    { name: "Prof. N. Jena", position: "", group: "Teacher representatives", role: "Member" },
    { name: "Dr. Pankaj Singh", position: "", group: "Teacher representatives", role: "Member" },
    { name: "Dr. Zehra Zulfikar", position: "", group: "Teacher representatives", role: "Member" },
    { name: "Dr. Shivam Gupta", position: "", group: "Teacher representatives", role: "Member" },
    { name: "Dr. Ashima Sharma", position: "", group: "Teacher representatives", role: "Member" },
    { name: "Registrar", position: "", group: "Senior representatives of the administration", role: "Member" },
    {
      name: "Controller of Finance",
      position: "",
      group: "Senior representatives of the administration",
      role: "Member",
    },
    {
      name: "Controller of Examination",
      position: "",
      group: "Senior representatives of the administration",
      role: "Member",
    },
    {
      name: "Director Student Welfare",
      position: "",
      group: "Senior representatives of the administration",
      role: "Member",
    },
    {
      name: "Assistant Registrar (Academics)",
      position: "",
      group: "Senior representatives of the administration",
      role: "Member",
    },
    {
      name: "Dr. Ravinder Jhorar",
      position: "Training and Placement Officer",
      group: "Senior representatives of the administration",
      role: "Member",
    },
    {
      name: "Mr. Ahmad Omair",
      position: "Training and Placement Officer",
      group: "Senior representatives of the administration",
      role: "Member",
    },
    {
      name: "Mr. Kumar Avishek",
      position: "Jakson Group",
      group: "Employers, industrialists and stakeholders",
      role: "Member",
    },
    {
      name: "Mr. Amit Chaudhary",
      position: "Rotary Central Skill Charitable Trust",
      group: "Employers, industrialists and stakeholders",
      role: "Member",
    },
    {
      name: "Mr. Shonal Gupta",
      position: "Samarth Bharat",
      group: "Local society, students and alumni",
      role: "Member",
    },
    { name: "Mr. Prajwal Mathur", position: "Alumni", group: "Local society, students and alumni", role: "Member" },
  ],
  contact: {
    name: "Prof. Dr. Gagan Dhawan",
    role: "Head of the IQAC committee",
    /** The id the old site linked to; kept by the legacy import, so the profile link works when that record exists. */
    facultyId: "67fcb6a3594afd76950ae307",
  },
};
