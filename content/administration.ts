/**
 * The administrative offices of DSEU (content-facts §6), written as data: the sub-pages of
 * /administration/administrative, who sits on the Board of Management, Team DSEU, and the
 * documents each office keeps. Names, posts and dates are as the university published them. The
 * texts are bilingual; people's names and the documents' titles are records and stay as written.
 */
import type { Localized } from "../lib/content/localized";

/** The day this text was last checked against the facts: the pages' "Last updated" date. */
export const administrationReviewedOn = "2026-11-21";

export type AdministrativePage = {
  /** The URL segment under /administration/administrative (its case is part of old links). */
  slug: string;
  /** Label in the side menu and the page heading. */
  title: Localized;
  description: Localized;
};

/** The sub-pages in the order of the side menu. */
export const administrativePages: AdministrativePage[] = [
  {
    slug: "board-of-management",
    title: { en: "Board of Management", hi: "प्रबंध बोर्ड" },
    description: {
      en: "Members of the Board of Management of DSEU, its member lists and the minutes of its meetings.",
      hi: "DSEU के प्रबंध बोर्ड के सदस्य, उसकी सदस्य सूचियाँ और उसकी बैठकों के कार्यवृत्त।",
    },
  },
  {
    slug: "statutory-bodies",
    title: { en: "Statutory Bodies", hi: "सांविधिक निकाय" },
    description: {
      en: "Members and minutes of meetings of the University Court, the Board of Management, the Academic Council and the Finance Committee of DSEU.",
      hi: "DSEU के विश्वविद्यालय कोर्ट, प्रबंध बोर्ड, विद्या परिषद और वित्त समिति के सदस्य और उनकी बैठकों के कार्यवृत्त।",
    },
  },
  {
    slug: "team-dseu",
    title: { en: "Team DSEU", hi: "टीम DSEU" },
    description: {
      en: "The Chancellor, Vice-Chancellor, Registrar, deans, directors, campus directors and officers who run DSEU.",
      hi: "DSEU का संचालन करने वाले कुलाधिपति, कुलपति, कुलसचिव, अधिष्ठाता (डीन), निदेशक, परिसर निदेशक और अधिकारी।",
    },
  },
  {
    slug: "Statutes",
    title: { en: "Statutes, University Act, Ordinances", hi: "परिनियम, विश्वविद्यालय अधिनियम, अध्यादेश" },
    description: {
      en: "The Delhi Skill and Entrepreneurship University Act, 2019 and the First Statutes of the university.",
      hi: "दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय अधिनियम, 2019 और विश्वविद्यालय के प्रथम परिनियम।",
    },
  },
  {
    slug: "advisory-board",
    title: { en: "Statutory Committees", hi: "सांविधिक समितियाँ" },
    description: {
      en: "The Internal Complaints Committee, the Student Redressal Committee and the Equal Opportunity Cell of DSEU.",
      hi: "DSEU की आंतरिक शिकायत समिति, विद्यार्थी शिकायत निवारण समिति और समान अवसर प्रकोष्ठ।",
    },
  },
  {
    slug: "employee-policy",
    title: { en: "Employee Policies", hi: "कर्मचारी नीतियाँ" },
    description: {
      en: "Policies for DSEU employees on perks, leave, LTC, medical reimbursement and IT purchases.",
      hi: "DSEU कर्मचारियों के लिए भत्तों एवं सुविधाओं, अवकाश, LTC, चिकित्सा प्रतिपूर्ति और IT खरीद संबंधी नीतियाँ।",
    },
  },
  {
    slug: "important-forms",
    title: { en: "Important Forms", hi: "महत्वपूर्ण प्रपत्र" },
    description: {
      en: "Forms DSEU employees need for leave, claims and other requests, with archived versions.",
      hi: "अवकाश, दावों और अन्य अनुरोधों के लिए DSEU कर्मचारियों के आवश्यक प्रपत्र, संग्रहीत संस्करणों सहित।",
    },
  },
  {
    slug: "office-orders",
    title: { en: "Office Orders", hi: "कार्यालय आदेश" },
    description: {
      en: "Office orders issued by the DSEU administration, newest first, with archived orders.",
      hi: "DSEU प्रशासन द्वारा जारी कार्यालय आदेश, सबसे नए पहले, संग्रहीत आदेशों सहित।",
    },
  },
  {
    slug: "circulars",
    title: { en: "Circulars", hi: "परिपत्र" },
    description: {
      en: "Circulars issued by the DSEU administration, newest first, with archived circulars.",
      hi: "DSEU प्रशासन द्वारा जारी परिपत्र, सबसे नए पहले, संग्रहीत परिपत्रों सहित।",
    },
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

export const administrationIntro: Localized = {
  en: "The university's administration supports its campuses, faculties and students: it keeps the statutes, serves the statutory bodies that govern DSEU, and issues the office orders, circulars and forms that staff work with. Choose an office below.",
  hi: "विश्वविद्यालय का प्रशासन इसके परिसरों, संकायों और विद्यार्थियों को सहयोग देता है: यह परिनियमों का संधारण करता है, DSEU का संचालन करने वाले सांविधिक निकायों के कार्य में सहायता करता है, और कर्मचारियों के काम आने वाले कार्यालय आदेश, परिपत्र और प्रपत्र जारी करता है। नीचे कोई कार्यालय चुनें।",
};

/** A person as the university listed them: the name is a record; the post is said in each language. */
export type Person = { name: string; role?: Localized };
export type PeopleGroup = { heading: Localized; people: Person[] };

const REGISTRAR: Localized = { en: "Registrar", hi: "कुलसचिव" };
const DEANS: Localized = { en: "Deans", hi: "अधिष्ठाता (डीन)" };
const ASSISTANT_REGISTRAR: Localized = { en: "Assistant Registrar", hi: "सहायक कुलसचिव" };

/** Composition of the Board of Management, as the university listed it. */
export const boardOfManagement: PeopleGroup[] = [
  {
    heading: { en: "Chairperson", hi: "अध्यक्ष" },
    people: [{ name: "Prof. Ashok Kumar Nagawat", role: { en: "Vice-Chancellor", hi: "कुलपति" } }],
  },
  {
    heading: REGISTRAR,
    people: [{ name: "Prof. Gagan Dhawan", role: { en: "Member Secretary", hi: "सदस्य सचिव" } }],
  },
  {
    heading: { en: "Representatives", hi: "प्रतिनिधि" },
    people: [
      { name: "Prof. J.P. Saini", role: { en: "Representative AICTE", hi: "AICTE के प्रतिनिधि" } },
      { name: "Prof. S. G. Deshmukh", role: { en: "Representative UGC", hi: "UGC के प्रतिनिधि" } },
    ],
  },
  {
    heading: { en: "Secretaries", hi: "सचिव" },
    people: [
      {
        name: "Sh. Ashish Chandra Verma, IAS",
        role: { en: "Principal Secretary Finance", hi: "प्रधान सचिव (वित्त)" },
      },
      {
        name: "Sh. Pandurang K Pole, IAS",
        role: { en: "Secretary DTTE", hi: "सचिव (DTTE)" },
      },
    ],
  },
  {
    heading: DEANS,
    people: [
      { name: "Prof. Gagan Dhawan" },
      { name: "Prof. Girish Kumar" },
      { name: "Prof. Kamna Sachdeva" },
      { name: "Prof. Vibhakar Shrimali" },
    ],
  },
  {
    heading: { en: "HoD(s)", hi: "विभागाध्यक्ष" },
    people: [{ name: "Prof. N Jena" }, { name: "Prof. Shruti Tripathi" }],
  },
];

export const boardOfManagementIntro: Localized = {
  en: "The Board of Management is one of the four statutory bodies of the university. The Vice-Chancellor chairs it and the Registrar is its member secretary; its members include representatives of the AICTE and the UGC, secretaries of the Government of NCT of Delhi, deans and heads of department.",
  hi: "प्रबंध बोर्ड विश्वविद्यालय के चार सांविधिक निकायों में से एक है। कुलपति इसके अध्यक्ष हैं और कुलसचिव इसके सदस्य सचिव; इसके सदस्यों में AICTE और UGC के प्रतिनिधि, राष्ट्रीय राजधानी क्षेत्र दिल्ली सरकार के सचिव, अधिष्ठाता (डीन) और विभागाध्यक्ष शामिल हैं।",
};

/**
 * The four statutory bodies and the notice sections holding their member lists and minutes; their
 * names are in the catalogues (noticeBoards.statutoryBodies.bodies), by key.
 */
export const statutoryBodies = [
  { key: "university-court", membersSection: "member university court", minutesSection: "university court" },
  {
    key: "board-of-management",
    membersSection: "member board of management",
    minutesSection: "board of management",
  },
  { key: "academic-council", membersSection: "member academic council", minutesSection: "academic council" },
  { key: "finance-committee", membersSection: "member finance comittee", minutesSection: "finance comittee" },
] as const;

export type StatutoryBody = (typeof statutoryBodies)[number];

export const statutoryBodiesIntro: Localized = {
  en: "DSEU is governed through four statutory bodies set up under the university's Act and Statutes. For each body you can read the list of its members and the minutes of its meetings.",
  hi: "DSEU का संचालन विश्वविद्यालय के अधिनियम और परिनियमों के अंतर्गत गठित चार सांविधिक निकायों के माध्यम से होता है। हर निकाय के सदस्यों की सूची और उसकी बैठकों के कार्यवृत्त यहाँ पढ़े जा सकते हैं।",
};

/** Team DSEU, section by section. Campus directors come from the campus records, so they are not repeated here. */
export const teamDseu: { before: PeopleGroup[]; after: PeopleGroup[] } = {
  before: [
    {
      heading: { en: "Chancellor", hi: "कुलाधिपति" },
      people: [
        {
          name: "Sh. Vinai Kumar Saxena",
          role: { en: "Hon'ble Chancellor & Lt. Governor", hi: "माननीय कुलाधिपति एवं उपराज्यपाल" },
        },
      ],
    },
    { heading: { en: "Vice Chancellor", hi: "कुलपति" }, people: [{ name: "Prof. Ashok Kumar Nagawat" }] },
    { heading: REGISTRAR, people: [{ name: "Prof. Gagan Dhawan" }] },
    {
      heading: DEANS,
      people: [
        {
          name: "Prof. Arindam Kumar Chanda",
          role: {
            en: "Faculty of Mechanical Engineering Skills",
            hi: "यांत्रिक अभियांत्रिकी कौशल संकाय (Faculty of Mechanical Engineering Skills)",
          },
        },
        {
          name: "Prof. Gagan Dhawan",
          role: {
            en: "Faculty of Allied Medical Sciences and Healthcare Skills",
            hi: "संबद्ध चिकित्सा विज्ञान एवं स्वास्थ्य सेवा कौशल संकाय (Faculty of Allied Medical Sciences and Healthcare Skills)",
          },
        },
        { name: "Prof. Girish Kumar Sharma", role: { en: "Research", hi: "अनुसंधान" } },
        {
          name: "Prof. Kamna Sachdeva",
          role: {
            en: "Faculty of Converging Science and Technology Skills",
            hi: "अभिसारी विज्ञान एवं प्रौद्योगिकी कौशल संकाय (Faculty of Converging Science and Technology Skills)",
          },
        },
        {
          name: "Prof. Shruti Tripathi",
          role: {
            en: "Faculty of Business, Finance and Managerial Skills",
            hi: "व्यवसाय, वित्त एवं प्रबंधकीय कौशल संकाय (Faculty of Business, Finance and Managerial Skills)",
          },
        },
        {
          name: "Prof. Vibhakar Shrimali",
          role: {
            en: "Faculty of Electronics and Electrical Engineering Skills",
            hi: "इलेक्ट्रॉनिक्स एवं विद्युत अभियांत्रिकी कौशल संकाय (Faculty of Electronics and Electrical Engineering Skills)",
          },
        },
      ],
    },
    { heading: { en: "Director Academics", hi: "निदेशक (शैक्षणिक)" }, people: [{ name: "Prof. Kamna Sachdeva" }] },
    {
      heading: { en: "Joint Directors", hi: "संयुक्त निदेशक" },
      people: [
        { name: "Mr. Mukesh Kumar Gupta", role: { en: "Legal", hi: "विधि" } },
        { name: "Dr. Pankaj Lathar", role: { en: "Public Relation", hi: "जनसंपर्क" } },
        { name: "Dr. Suman Dhawan", role: { en: "Partnership", hi: "साझेदारी" } },
      ],
    },
  ],
  after: [
    {
      heading: { en: "Officers", hi: "अधिकारी" },
      people: [
        {
          name: "Mr. Kireet Kant Srivastava",
          role: { en: "Executive Engineer (Civil)", hi: "कार्यपालक अभियंता (सिविल)" },
        },
        { name: "Ms. Parvathy Unnikrishnan", role: ASSISTANT_REGISTRAR },
        {
          name: "Ms. Ritu Sareen",
          role: { en: "Assistant Registrar (Academics)", hi: "सहायक कुलसचिव (शैक्षणिक)" },
        },
        { name: "Dr. Ruchika Singh", role: ASSISTANT_REGISTRAR },
        {
          name: "Mr. Shivam Gupta",
          role: {
            en: "OSD IT and Process Automation & Nodal officer Samarth ERP",
            hi: "विशेष कार्य अधिकारी (OSD), IT एवं प्रक्रिया स्वचालन, तथा Samarth ERP के नोडल अधिकारी",
          },
        },
        { name: "Dr. Surender Kumar Sharma", role: ASSISTANT_REGISTRAR },
      ],
    },
    {
      heading: { en: "Accounts Officers", hi: "लेखा अधिकारी" },
      people: [
        { name: "Mr. Shubham Chakraborty", role: { en: "Assistant Accounts Officer", hi: "सहायक लेखा अधिकारी" } },
        { name: "Mrs. Veena Upadhyay", role: { en: "Senior Accounts Officer", hi: "वरिष्ठ लेखा अधिकारी" } },
      ],
    },
    {
      heading: { en: "Training and Placement Officers", hi: "प्रशिक्षण एवं प्लेसमेंट अधिकारी" },
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

/** The heading of the campus directors' group on Team DSEU, between `before` and `after`. */
export const campusDirectorsHeading: Localized = { en: "Campus Directors", hi: "परिसर निदेशक" };

export const teamDseuIntro: Localized = {
  en: "The people who lead and run the university: its Chancellor and Vice-Chancellor, the Registrar, the deans of the Faculties, the directors of each campus and the officers of the administration.",
  hi: "विश्वविद्यालय का नेतृत्व और संचालन करने वाले लोग: इसके कुलाधिपति और कुलपति, कुलसचिव, संकायों के अधिष्ठाता (डीन), हर परिसर के निदेशक और प्रशासन के अधिकारी।",
};

/** A document the office keeps but that is not yet published on this site; its title is a record. */
export type OfficeDocument = { title: string; date?: string };

/** How to get a document that is listed but not yet published here. */
export const documentRequestNote: Localized = {
  en: "These documents are not yet published on this website. To receive a copy, write to the university help desk at helpdesk@dseu.ac.in, naming the document you need.",
  hi: "ये दस्तावेज़ अभी इस वेबसाइट पर प्रकाशित नहीं हुए हैं। प्रति प्राप्त करने के लिए विश्वविद्यालय हेल्प डेस्क को helpdesk@dseu.ac.in पर लिखें और आवश्यक दस्तावेज़ का नाम बताएँ।",
};

export const statutes = {
  intro: {
    en: "DSEU is a state university established under the Delhi Skill and Entrepreneurship University Act, 2019 (Govt. of NCT of Delhi Act 04 of 2020). The Act and the First Statutes made under it set out the university's authorities and officers and how it is run. No ordinances have been published yet.",
    hi: "DSEU दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय अधिनियम, 2019 (राष्ट्रीय राजधानी क्षेत्र दिल्ली सरकार का 2020 का अधिनियम संख्या 04) के अंतर्गत स्थापित राज्य विश्वविद्यालय है। यह अधिनियम और इसके अंतर्गत बने प्रथम परिनियम विश्वविद्यालय के प्राधिकारियों और अधिकारियों तथा इसके संचालन की विधि निर्धारित करते हैं। अभी तक कोई अध्यादेश प्रकाशित नहीं हुआ है।",
  } satisfies Localized,
  documents: [
    { title: "Delhi Skill and Entrepreneurship University Act-2019" },
    { title: "Delhi Skill and Entrepreneurship University First Statutes" },
  ] satisfies OfficeDocument[],
};

/** The statutory committees, each with the public page that explains it. */
export const statutoryCommittees = {
  intro: {
    en: "Three committees required by law and by UGC regulations look after the safety, grievances and equal treatment of students and staff. Each has its own page with its members and how to reach it.",
    hi: "कानून और UGC विनियमों के अंतर्गत आवश्यक तीन समितियाँ विद्यार्थियों और कर्मचारियों की सुरक्षा, शिकायतों और समान व्यवहार का ध्यान रखती हैं। हर समिति का अपना पृष्ठ है, जिस पर उसके सदस्य और उससे संपर्क करने की विधि दी गई है।",
  } satisfies Localized,
  committees: [
    {
      name: { en: "Internal Complaints Committee (ICC)", hi: "आंतरिक शिकायत समिति (ICC)" },
      summary: {
        en: "Receives and inquires into complaints of sexual harassment at the workplace and on campus.",
        hi: "कार्यस्थल और परिसर में यौन उत्पीड़न की शिकायतें प्राप्त करती है और उनकी जाँच करती है।",
      },
      path: "/amenities/ICC",
    },
    {
      name: { en: "Student Redressal Committee", hi: "विद्यार्थी शिकायत निवारण समिति" },
      summary: {
        en: "Hears students' grievances about admission, academics, examinations and services. Students can submit a grievance online.",
        hi: "प्रवेश, शैक्षणिक विषयों, परीक्षाओं और सेवाओं के बारे में विद्यार्थियों की शिकायतें सुनती है। विद्यार्थी अपनी शिकायत ऑनलाइन दर्ज कर सकते हैं।",
      },
      path: "/grievance-form",
    },
    {
      name: { en: "Equal Opportunity Cell", hi: "समान अवसर प्रकोष्ठ" },
      summary: {
        en: "Supports students from disadvantaged groups and students with disabilities, and works against discrimination.",
        hi: "वंचित वर्गों के विद्यार्थियों और दिव्यांग विद्यार्थियों को सहयोग देता है, और भेदभाव के विरुद्ध काम करता है।",
      },
      path: "/amenities/Equal-Opportunity",
    },
  ] satisfies { name: Localized; summary: Localized; path: string }[],
};

export const employeePolicies = {
  intro: {
    en: "Policies that apply to DSEU employees, grouped by subject. Forms for leave, claims and other requests are on the Important Forms page.",
    hi: "DSEU कर्मचारियों पर लागू नीतियाँ, विषय के अनुसार। अवकाश, दावों और अन्य अनुरोधों के प्रपत्र महत्वपूर्ण प्रपत्र पृष्ठ पर हैं।",
  } satisfies Localized,
  groups: [
    {
      heading: { en: "Policies for Employees", hi: "कर्मचारियों के लिए नीतियाँ" },
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
      heading: { en: "IT Policies", hi: "IT नीतियाँ" },
      documents: [
        {
          title:
            "Purchase and AMC of Computers/IT Equipment via GeM Portal & Hiring of Manpower on an Outsourcing Basis",
        },
      ],
    },
    {
      heading: { en: "Leave Policies", hi: "अवकाश नीतियाँ" },
      documents: [{ title: "Guidelines to apply for Regular Leave" }, { title: "Leave Policy" }],
    },
  ] satisfies { heading: Localized; documents: OfficeDocument[] }[],
};

/** The notice section of each of the three document boards of the administration; their words are in the catalogues. */
export const administrativeBoards = {
  "important-forms": "ad important forms",
  "office-orders": "ad office orders",
  circulars: "ad circulars",
} as const;
