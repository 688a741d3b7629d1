import type { Localized } from "../../../../content/localized";
import type { PageText } from "./types";
import type { CalendarEntry, Text, TextSection } from "../../../../content/page-parts";

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
    { name: { en: "Chancellor", hi: "कुलाधिपति" }, offices: ["chancellor"] },
    { name: { en: "Vice Chancellor", hi: "कुलपति" }, offices: ["vice-chancellor"] },
    { name: { en: "Registrar", hi: "कुलसचिव" }, offices: ["registrar"] },
    {
      name: { en: "Director Academics and the Deans", hi: "निदेशक (शैक्षणिक) और अधिष्ठाता (डीन)" },
      offices: ["director-academics", "dean-"],
    },
    { name: { en: "Heads of Department", hi: "विभागाध्यक्ष" }, offices: [] },
  ],
  headsNote: {
    en: "Each department is led by a Head of Department, appointed by the Vice Chancellor. The heads of the departments are listed with their faculties.",
    hi: "प्रत्येक विभाग का नेतृत्व कुलपति द्वारा नियुक्त विभागाध्यक्ष करते हैं। विभागाध्यक्षों के नाम उनके संकायों के साथ दिए गए हैं।",
  },
  /** Its anchor (#rules) is the page's own. */
  rules: {
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
  } satisfies Omit<TextSection, "id">,
};

/** A regulation's name is the document's own (English, a record); what it covers is ours, in both languages. */
export type Regulation = { name: string; summary: Localized };

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
    {
      name: "Regulation 1 (I)",
      summary: {
        en: "Names the university's faculties and their departments.",
        hi: "विश्वविद्यालय के संकायों और उनके विभागों के नाम निर्धारित करता है।",
      },
    },
    {
      name: "Regulation 2A",
      summary: {
        en: "The choice-based credit system, the semester system, the entry and exit options and the grading scheme under NEP 2020, in force from 2024-25.",
        hi: "NEP 2020 के अंतर्गत विकल्प-आधारित क्रेडिट प्रणाली, सेमेस्टर प्रणाली, प्रवेश और निकास के विकल्प तथा ग्रेडिंग योजना, 2024-25 से लागू।",
      },
    },
    {
      name: "Regulation 3A",
      summary: {
        en: "The Three-Year Diploma (Technical) in a major discipline, at NCrF level 4.5.",
        hi: "किसी मुख्य विषय में तीन वर्षीय डिप्लोमा (तकनीकी), NCrF स्तर 4.5 पर।",
      },
    },
    {
      name: "Regulation 3B",
      summary: {
        en: "Three-year (six-semester) and four-year (eight-semester) bachelor's degrees with a major and a minor, under the TSP, VSP, ESP and ASP tracks; built on Regulation 2A.",
        hi: "मुख्य (मेजर) और गौण (माइनर) विषय के साथ तीन वर्षीय (छह सेमेस्टर) और चार वर्षीय (आठ सेमेस्टर) स्नातक उपाधियाँ, TSP, VSP, ESP और ASP ट्रैक के अंतर्गत; विनियम 2A पर आधारित।",
      },
    },
    {
      name: "Regulation 3C",
      summary: {
        en: "Skill programmes (technical, vocational, entrepreneurship and academic) and master's programmes: the two-year master's, the MBA and the one-year MS/MTech; built on Regulation 2A.",
        hi: "कौशल कार्यक्रम (तकनीकी, व्यावसायिक, उद्यमिता और शैक्षणिक) और स्नातकोत्तर कार्यक्रम: दो वर्षीय स्नातकोत्तर, MBA और एक वर्षीय MS/MTech; विनियम 2A पर आधारित।",
      },
    },
  ] satisfies Regulation[],
  documents: {
    en: "The full texts of the regulations are issued by the university as PDF documents. Those published as current notices are listed below; for any other, write to the help desk.",
    hi: "विनियमों के पूरे पाठ विश्वविद्यालय PDF दस्तावेज़ों के रूप में जारी करता है। जो वर्तमान सूचनाओं के रूप में प्रकाशित हैं, वे नीचे दिए गए हैं; किसी अन्य के लिए हेल्प डेस्क को लिखें।",
  } satisfies Localized,
  levelsIntro: {
    en: "Programme levels and their place on the National Credit Framework (NCrF), as the regulations and the admission notice for 2025-26 set them out:",
    hi: "विनियमों और 2025-26 की प्रवेश सूचना के अनुसार कार्यक्रमों के स्तर और राष्ट्रीय क्रेडिट फ़्रेमवर्क (NCrF) में उनका स्थान:",
  } satisfies Localized,
  levels: [
    { programme: { en: "Three-Year Diploma (Technical)", hi: "तीन वर्षीय डिप्लोमा (तकनीकी)" }, level: "4.5" },
    { programme: { en: "One-Year UG Certificate", hi: "एक वर्षीय UG प्रमाणपत्र" }, level: "4.5" },
    { programme: { en: "Two-Year UG Diploma", hi: "दो वर्षीय UG डिप्लोमा" }, level: "5.0" },
    { programme: { en: "Three-Year Bachelor's degree", hi: "तीन वर्षीय स्नातक उपाधि" }, level: "5.5" },
    { programme: { en: "Four-Year Bachelor's degree", hi: "चार वर्षीय स्नातक उपाधि" }, level: "6.0" },
    { programme: { en: "One-Year PG Diploma / B.Lib.", hi: "एक वर्षीय PG डिप्लोमा / बी.लिब." }, level: "6.5" },
    { programme: { en: "Two-Year MBA / MCA / M.Sc", hi: "दो वर्षीय MBA / MCA / एम.एससी." }, level: "6.5" },
    { programme: { en: "Two-Year M.Tech", hi: "दो वर्षीय एम.टेक" }, level: "7.0" },
  ] satisfies { programme: Localized; level: string }[],
};

const FOR_ONE_WEEK: Localized = { en: "for one week", hi: "एक सप्ताह तक" };

export const academicCalendar = {
  page: {
    path: "/academics/academic-calendar",
    title: "Academic Calendar",
    description:
      "Teaching dates, fee deadlines, examinations and breaks of DSEU's academic calendar for all programmes, with the latest calendar notices.",
    crumbs: [ACADEMICS, { name: "Academic Calendar", path: "/academics/academic-calendar" }],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  intro: {
    en: "The academic calendar applies to all programmes of the university. The table gives the calendar for the academic year 2024-25, the latest one issued in full; calendars for later years are published as notices and appear in the list below as soon as they are uploaded.",
    hi: "शैक्षणिक कैलेंडर विश्वविद्यालय के सभी कार्यक्रमों पर लागू होता है। तालिका में शैक्षणिक वर्ष 2024-25 का कैलेंडर दिया गया है, जो पूर्ण रूप से जारी किया गया नवीनतम कैलेंडर है; आगे के वर्षों के कैलेंडर सूचनाओं के रूप में प्रकाशित होते हैं और अपलोड होते ही नीचे की सूची में दिखाई देते हैं।",
  } satisfies Localized,
  year: "2024-25",
  entries: [
    { item: { en: "Fall semester teaching begins", hi: "शरद (फ़ॉल) सेमेस्टर का अध्यापन आरंभ" }, from: "2024-07-10" },
    {
      item: { en: "Fall semester fee payment", hi: "शरद सेमेस्टर का शुल्क भुगतान" },
      from: "2024-07-10",
      note: FOR_ONE_WEEK,
    },
    {
      item: { en: "Fall semester fee with late fee", hi: "विलंब शुल्क सहित शरद सेमेस्टर का शुल्क" },
      from: "2024-07-17",
      note: FOR_ONE_WEEK,
    },
    {
      item: { en: "Diwali / mid-semester break", hi: "दिवाली / मध्य-सेमेस्टर अवकाश" },
      from: "2024-10-28",
      to: "2024-11-02",
    },
    { item: { en: "Continuous assessment submission", hi: "सतत मूल्यांकन जमा करना" }, from: "2024-11-28" },
    { item: { en: "Last teaching day (fall semester)", hi: "अध्यापन का अंतिम दिन (शरद सेमेस्टर)" }, from: "2024-11-30" },
    {
      item: {
        en: "End-semester examinations begin (fall semester)",
        hi: "सत्रांत परीक्षाएँ आरंभ (शरद सेमेस्टर)",
      },
      from: "2024-12-02",
    },
    { item: { en: "Winter break", hi: "शीतकालीन अवकाश" }, from: "2024-12-16", to: "2024-12-31" },
    {
      item: { en: "Spring semester (semesters 2, 4 and 6) begins", hi: "वसंत (स्प्रिंग) सेमेस्टर (सेमेस्टर 2, 4 और 6) आरंभ" },
      from: "2025-01-01",
    },
    {
      item: { en: "Spring semester fee payment", hi: "वसंत सेमेस्टर का शुल्क भुगतान" },
      from: "2025-01-01",
      note: FOR_ONE_WEEK,
    },
    {
      item: { en: "Spring semester fee with late fee", hi: "विलंब शुल्क सहित वसंत सेमेस्टर का शुल्क" },
      from: "2025-01-08",
      note: FOR_ONE_WEEK,
    },
    { item: { en: "Last teaching day (spring semester)", hi: "अध्यापन का अंतिम दिन (वसंत सेमेस्टर)" }, from: "2025-04-12" },
    {
      item: {
        en: "End-semester examinations begin (spring semester)",
        hi: "सत्रांत परीक्षाएँ आरंभ (वसंत सेमेस्टर)",
      },
      from: "2025-04-14",
    },
    { item: { en: "Summer vacation", hi: "ग्रीष्मकालीन अवकाश" }, from: "2025-05-01", to: "2025-06-30" },
  ] satisfies CalendarEntry[],
  classes2025: {
    heading: {
      en: "Classes for the batch admitted in 2025-26",
      hi: "2025-26 में प्रवेश पाने वाले बैच की कक्षाएँ",
    } satisfies Localized,
    items: [
      { en: "Diploma programmes: from 4 August 2025", hi: "डिप्लोमा कार्यक्रम: 4 अगस्त 2025 से" },
      { en: "B.Tech programmes: from 5 August 2025", hi: "बी.टेक कार्यक्रम: 5 अगस्त 2025 से" },
      { en: "UG programmes: from 7 August 2025", hi: "UG कार्यक्रम: 7 अगस्त 2025 से" },
      { en: "PG programmes: from 18 August 2025", hi: "PG कार्यक्रम: 18 अगस्त 2025 से" },
    ] satisfies Localized[],
  },
};

/** A member of the IQAC committee: a person (a record) or an office, and what they represent. */
export type IqacMember = { name: Text; position?: Text; group: Localized; role: Localized };

const MEMBER: Localized = { en: "Member", hi: "सदस्य" };
const CHAIRPERSON: Localized = { en: "Chairperson", hi: "अध्यक्ष" };
const DIRECTOR: Localized = { en: "Director", hi: "निदेशक" };
const VICE_CHANCELLOR: Localized = { en: "Vice Chancellor", hi: "कुलपति" };
const PLACEMENT_OFFICER: Localized = { en: "Training and Placement Officer", hi: "प्रशिक्षण एवं प्लेसमेंट अधिकारी" };
const TEACHERS: Localized = { en: "Teacher representatives", hi: "शिक्षक प्रतिनिधि" };
const ADMINISTRATION: Localized = {
  en: "Senior representatives of the administration",
  hi: "प्रशासन के वरिष्ठ प्रतिनिधि",
};
const EMPLOYERS: Localized = {
  en: "Employers, industrialists and stakeholders",
  hi: "नियोक्ता, उद्योगपति और हितधारक",
};
const SOCIETY: Localized = {
  en: "Local society, students and alumni",
  hi: "स्थानीय समाज, विद्यार्थी और पूर्व विद्यार्थी",
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
  intro: {
    en: "The Internal Quality Assurance Cell (IQAC) has been constituted in line with the guidelines of the National Assessment and Accreditation Council (NAAC). It brings together the university's leadership, teachers, administrators, employers, the local community, students and alumni.",
    hi: "आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ (IQAC) का गठन राष्ट्रीय मूल्यांकन एवं प्रत्यायन परिषद (NAAC) के दिशानिर्देशों के अनुरूप किया गया है। इसमें विश्वविद्यालय का नेतृत्व, शिक्षक, प्रशासक, नियोक्ता, स्थानीय समुदाय, विद्यार्थी और पूर्व विद्यार्थी एक साथ आते हैं।",
  } satisfies Localized,
  objectives: [
    {
      en: "Keep improving the university's academic and administrative processes.",
      hi: "विश्वविद्यालय की शैक्षणिक और प्रशासनिक प्रक्रियाओं में निरंतर सुधार करना।",
    },
    {
      en: "Encourage new practices that support the all-round development of students.",
      hi: "विद्यार्थियों के सर्वांगीण विकास में सहायक नई पद्धतियों को प्रोत्साहित करना।",
    },
    { en: "Base decisions on feedback and data.", hi: "निर्णयों को प्रतिक्रिया (फ़ीडबैक) और आँकड़ों पर आधारित करना।" },
    {
      en: "Set quality benchmarks and spread good practice.",
      hi: "गुणवत्ता के मानदंड तय करना और अच्छी पद्धतियों का प्रसार करना।",
    },
  ] satisfies Localized[],
  functions: [
    {
      en: "Develop quality benchmarks and put them into practice.",
      hi: "गुणवत्ता के मानदंड विकसित करना और उन्हें व्यवहार में लाना।",
    },
    { en: "Promote an environment centred on learning.", hi: "अधिगम-केंद्रित वातावरण को बढ़ावा देना।" },
    {
      en: "Record improvements in quality and share them.",
      hi: "गुणवत्ता में हुए सुधारों को दर्ज करना और उन्हें साझा करना।",
    },
  ] satisfies Localized[],
  order: {
    number: "F.No.6(13)/DSEU/VC-Sect./Misc./2023/353",
    date: "2025-11-26",
    issuedBy: {
      en: "the Deputy Registrar (GAD), with the approval of the Competent Authority",
      hi: "उप कुलसचिव (GAD) द्वारा, सक्षम प्राधिकारी के अनुमोदन से",
    } satisfies Localized,
    /** Words that find the order among the notices in the database. */
    search: "IQAC",
  },
  /**
   * The committee as the order lists it; every member other than the Chairperson is a Member.
   * People's names and their organisations are records (English); offices are said in both languages.
   */
  members: [
    { name: "Prof. Ashok K. Nagawat", position: VICE_CHANCELLOR, group: CHAIRPERSON, role: CHAIRPERSON },
    {
      name: "Prof. Gagan Dhawan",
      position: { en: "Director, IQAC", hi: "निदेशक, IQAC" },
      group: DIRECTOR,
      role: MEMBER,
    },
    { name: "Prof. Girish K. Sharma", group: { en: "Member from the management", hi: "प्रबंधन से सदस्य" }, role: MEMBER },
    { name: "Prof. Sukhvir Singh", group: TEACHERS, role: MEMBER },
    { name: "Prof. N. Jena", group: TEACHERS, role: MEMBER },
    { name: "Dr. Pankaj Singh", group: TEACHERS, role: MEMBER },
    { name: "Dr. Zehra Zulfikar", group: TEACHERS, role: MEMBER },
    { name: "Dr. Shivam Gupta", group: TEACHERS, role: MEMBER },
    { name: "Dr. Ashima Sharma", group: TEACHERS, role: MEMBER },
    { name: { en: "Registrar", hi: "कुलसचिव" }, group: ADMINISTRATION, role: MEMBER },
    { name: { en: "Controller of Finance", hi: "वित्त नियंत्रक" }, group: ADMINISTRATION, role: MEMBER },
    { name: { en: "Controller of Examination", hi: "परीक्षा नियंत्रक" }, group: ADMINISTRATION, role: MEMBER },
    { name: { en: "Director Student Welfare", hi: "निदेशक, छात्र कल्याण" }, group: ADMINISTRATION, role: MEMBER },
    {
      name: { en: "Assistant Registrar (Academics)", hi: "सहायक कुलसचिव (शैक्षणिक)" },
      group: ADMINISTRATION,
      role: MEMBER,
    },
    { name: "Dr. Ravinder Jhorar", position: PLACEMENT_OFFICER, group: ADMINISTRATION, role: MEMBER },
    { name: "Mr. Ahmad Omair", position: PLACEMENT_OFFICER, group: ADMINISTRATION, role: MEMBER },
    { name: "Mr. Kumar Avishek", position: "Jakson Group", group: EMPLOYERS, role: MEMBER },
    { name: "Mr. Amit Chaudhary", position: "Rotary Central Skill Charitable Trust", group: EMPLOYERS, role: MEMBER },
    { name: "Mr. Shonal Gupta", position: "Samarth Bharat", group: SOCIETY, role: MEMBER },
    { name: "Mr. Prajwal Mathur", position: { en: "Alumni", hi: "पूर्व विद्यार्थी" }, group: SOCIETY, role: MEMBER },
  ] satisfies IqacMember[],
  contact: {
    name: "Prof. Dr. Gagan Dhawan",
    role: { en: "Head of the IQAC committee", hi: "IQAC समिति के प्रमुख" } satisfies Localized,
    /** The id the old site linked to; kept by the legacy import, so the profile link works when that record exists. */
    facultyId: "67fcb6a3594afd76950ae307",
  },
};
