/**
 * The administrative offices of DSEU (content-facts §6): the first version of the pages under
 * /administration/administrative, which the seed turns into page items (lib/content/seed-input.ts);
 * staff change them in /admin/content. Who sits on the Board of Management, Team DSEU, and the
 * documents each office keeps: names, posts and dates are as the university published them.
 * Titles, descriptions and leads are English here with their Hindi in lib/content/glossary-terms.ts; the
 * structured parts are bilingual, and people's names and the documents' titles are records.
 */
import type { Localized } from "../../../../content/localized";
import type { PageText } from "./types";

/** The day this text was last checked against the facts: the pages' "Last updated" date. */
const REVIEWED = "2026-11-21";
const OFFICES = { name: "Administrative Offices", path: "/administration/administrative" };

/** A sub-page's own text; its address is its slug under the offices (lib/administration/sub-pages.ts). */
function officePage(slug: string, text: { title: string; description: string; lead: string }): PageText {
  const path = `${OFFICES.path}/${slug}`;
  return { path, ...text, crumbs: [OFFICES, { name: text.title, path }], lastReviewed: REVIEWED };
}

/** A person as the university listed them: the name is a record; the post is said in each language. */
type Person = { name: string; role?: Localized };
type PeopleGroup = { heading: Localized; people: Person[] };
/** A document the office keeps but that is not yet published on this site; its title is a record. */
type OfficeDocument = { title: string; date?: string };

const REGISTRAR: Localized = { en: "Registrar", hi: "कुलसचिव" };
const DEANS: Localized = { en: "Deans", hi: "अधिष्ठाता (डीन)" };
const ASSISTANT_REGISTRAR: Localized = { en: "Assistant Registrar", hi: "सहायक कुलसचिव" };

/** How to get a document that is listed but not yet published here (under each list of documents). */
const REQUEST_NOTE: Localized = {
  en: "These documents are not yet published on this website. To receive a copy, write to the university help desk at helpdesk@dseu.ac.in, naming the document you need.",
  hi: "ये दस्तावेज़ अभी इस वेबसाइट पर प्रकाशित नहीं हुए हैं। प्रति प्राप्त करने के लिए विश्वविद्यालय हेल्प डेस्क को helpdesk@dseu.ac.in पर लिखें और आवश्यक दस्तावेज़ का नाम बताएँ।",
};

export const administrativeOfficesPage = {
  page: {
    path: OFFICES.path,
    title: OFFICES.name,
    description:
      "The administrative offices of DSEU: its statutory bodies, Team DSEU, statutes, committees, employee policies, forms, office orders and circulars.",
    lead: "The university's administration supports its campuses, faculties and students: it keeps the statutes, serves the statutory bodies that govern DSEU, and issues the office orders, circulars and forms that staff work with. Choose an office below.",
    crumbs: [OFFICES],
    lastReviewed: REVIEWED,
  } satisfies PageText,
};

export const boardOfManagementPage = {
  page: officePage("board-of-management", {
    title: "Board of Management",
    description: "Members of the Board of Management of DSEU, its member lists and the minutes of its meetings.",
    lead: "The Board of Management is one of the four statutory bodies of the university. The Vice-Chancellor chairs it and the Registrar is its member secretary; its members include representatives of the AICTE and the UGC, secretaries of the Government of NCT of Delhi, deans and heads of department.",
  }),
  /** Composition of the Board, as the university listed it. */
  groups: [
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
  ] satisfies PeopleGroup[],
};

export const statutoryBodiesPage = {
  page: officePage("statutory-bodies", {
    title: "Statutory Bodies",
    description:
      "Members and minutes of meetings of the University Court, the Board of Management, the Academic Council and the Finance Committee of DSEU.",
    lead: "DSEU is governed through four statutory bodies set up under the university's Act and Statutes. For each body you can read the list of its members and the minutes of its meetings.",
  }),
};

/** Campus directors come from the campus records, between `before` and `after`, so they are not repeated here. */
export const teamDseuPage = {
  page: officePage("team-dseu", {
    title: "Team DSEU",
    description:
      "The Chancellor, Vice-Chancellor, Registrar, deans, directors, campus directors and officers who run DSEU.",
    lead: "The people who lead and run the university: its Chancellor and Vice-Chancellor, the Registrar, the deans of the Faculties, the directors of each campus and the officers of the administration.",
  }),
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
  ] satisfies PeopleGroup[],
  campusDirectorsHeading: { en: "Campus Directors", hi: "परिसर निदेशक" } satisfies Localized,
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
  ] satisfies PeopleGroup[],
};

export const statutesPage = {
  page: officePage("Statutes", {
    title: "Statutes, University Act, Ordinances",
    description: "The Delhi Skill and Entrepreneurship University Act, 2019 and the First Statutes of the university.",
    lead: "DSEU is a state university established under the Delhi Skill and Entrepreneurship University Act, 2019 (Govt. of NCT of Delhi Act 04 of 2020). The Act and the First Statutes made under it set out the university's authorities and officers and how it is run. No ordinances have been published yet.",
  }),
  documents: [
    { title: "Delhi Skill and Entrepreneurship University Act-2019" },
    { title: "Delhi Skill and Entrepreneurship University First Statutes" },
  ] satisfies OfficeDocument[],
  requestNote: REQUEST_NOTE,
};

/** The statutory committees, each with the public page that explains it. */
export const statutoryCommitteesPage = {
  page: officePage("advisory-board", {
    title: "Statutory Committees",
    description:
      "The Internal Complaints Committee, the Student Redressal Committee and the Equal Opportunity Cell of DSEU.",
    lead: "Three committees required by law and by UGC regulations look after the safety, grievances and equal treatment of students and staff. Each has its own page with its members and how to reach it.",
  }),
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

export const employeePoliciesPage = {
  page: officePage("employee-policy", {
    title: "Employee Policies",
    description: "Policies for DSEU employees on perks, leave, LTC, medical reimbursement and IT purchases.",
    lead: "Policies that apply to DSEU employees, grouped by subject. Forms for leave, claims and other requests are on the Important Forms page.",
  }),
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
  requestNote: REQUEST_NOTE,
};

export const importantFormsPage = {
  page: officePage("important-forms", {
    title: "Important Forms",
    description: "Forms DSEU employees need for leave, claims and other requests, with archived versions.",
    lead: "Forms DSEU employees use for leave, claims and other requests. Download the current form; superseded versions stay in the archive.",
  }),
};

export const officeOrdersPage = {
  page: officePage("office-orders", {
    title: "Office Orders",
    description: "Office orders issued by the DSEU administration, newest first, with archived orders.",
    lead: "Orders issued by the university administration, newest first. Search by title or narrow the list to a period; older orders are in the archive.",
  }),
};

export const circularsPage = {
  page: officePage("circulars", {
    title: "Circulars",
    description: "Circulars issued by the DSEU administration, newest first, with archived circulars.",
    lead: "Circulars from the university administration to its staff and campuses, newest first, with the archive of earlier ones.",
  }),
};

/** The offices' page and its sub-pages, in the order of the side menu. */
export const ADMINISTRATIVE_PAGES: { page: PageText }[] = [
  administrativeOfficesPage,
  boardOfManagementPage,
  statutoryBodiesPage,
  teamDseuPage,
  statutesPage,
  statutoryCommitteesPage,
  employeePoliciesPage,
  importantFormsPage,
  officeOrdersPage,
  circularsPage,
];
