import { portals, site } from "../site";
import { externalLinks } from "./external-links";
import type { Localized } from "../../lib/content/localized";
import type { PageText } from "./types";

/**
 * The facts visitors come for: how to reach the university, what it is approved as, and its
 * research (content-facts §0.1, §2, §6, §10). Where the facts are silent the pages say "not
 * available" instead of guessing.
 */

const REVIEWED = "2026-11-23";

/** What the pages print where the university's own material gives no fact. */
export const NOT_AVAILABLE = "Not available";

export type Office = {
  name: Localized;
  does: Localized;
  address?: Localized;
  emails: { label?: Localized; address: string }[];
  mapUrl?: string;
};

/** Google Maps at the headquarters' coordinates (content-facts §0.1). */
const HQ_MAP = "https://www.google.com/maps/search/?api=1&query=28.5824457%2C77.0626668";
const HQ_ADDRESS = `${site.name}, ${site.address}`;
const HQ_ADDRESS_TEXT: Localized = {
  en: HQ_ADDRESS,
  hi: "दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय, सेक्टर-9, द्वारका, नई दिल्ली-110077",
};

const OFFICES: Office[] = [
  {
    name: { en: "University headquarters", hi: "विश्वविद्यालय मुख्यालय" },
    does: {
      en: "The Vice Chancellor's office, the Registrar and the central administration.",
      hi: "कुलपति कार्यालय, कुलसचिव और केंद्रीय प्रशासन।",
    },
    address: HQ_ADDRESS_TEXT,
    emails: [{ label: { en: "General help desk", hi: "सामान्य हेल्प डेस्क" }, address: site.helpdeskEmail }],
    mapUrl: HQ_MAP,
  },
  {
    name: { en: "Admissions", hi: "प्रवेश" },
    does: {
      en: "Registration, seat allocation, fee payment and the documents of admission.",
      hi: "पंजीकरण, सीट आवंटन, शुल्क भुगतान और प्रवेश से जुड़े दस्तावेज़।",
    },
    address: HQ_ADDRESS_TEXT,
    emails: [
      { label: { en: "Admission help desk", hi: "प्रवेश हेल्प डेस्क" }, address: site.admissionHelpdeskEmail },
      {
        label: { en: "Diploma admissions 2025", hi: "डिप्लोमा प्रवेश 2025" },
        address: "diplomaadmissions_2025@dseu.ac.in",
      },
      { label: { en: "B.Tech admissions 2025", hi: "बी.टेक प्रवेश 2025" }, address: "btechadmissions_2025@dseu.ac.in" },
      { label: { en: "UG admissions 2025", hi: "UG प्रवेश 2025" }, address: "ugadmissions_2025@dseu.ac.in" },
      { label: { en: "PG admissions 2025", hi: "PG प्रवेश 2025" }, address: "pgadmissions_2025@dseu.ac.in" },
    ],
    mapUrl: HQ_MAP,
  },
  {
    name: { en: "Training and Placement Cell", hi: "प्रशिक्षण एवं प्लेसमेंट प्रकोष्ठ" },
    does: {
      en: "Campus recruitment, internships and the zonal placement officers.",
      hi: "कैंपस भर्ती, इंटर्नशिप और ज़ोनल प्लेसमेंट अधिकारी।",
    },
    address: HQ_ADDRESS_TEXT,
    emails: [{ address: "placements@dseu.ac.in" }],
    mapUrl: HQ_MAP,
  },
  {
    name: { en: "Right to Information", hi: "सूचना का अधिकार (RTI)" },
    does: {
      en: "Requests under the RTI Act, 2005, to the Nodal Officer RTI and CPIO.",
      hi: "RTI अधिनियम, 2005 के अंतर्गत नोडल अधिकारी RTI और केंद्रीय जन सूचना अधिकारी (CPIO) को अनुरोध।",
    },
    address: HQ_ADDRESS_TEXT,
    emails: [{ address: site.rtiEmail }],
    mapUrl: HQ_MAP,
  },
  {
    name: { en: "Legal", hi: "विधिक" },
    does: { en: "Court-related petitions.", hi: "न्यायालय से संबंधित याचिकाएँ।" },
    address: HQ_ADDRESS_TEXT,
    emails: [{ address: "osd.legal@dseu.ac.in" }],
    mapUrl: HQ_MAP,
  },
  {
    name: { en: "Examination", hi: "परीक्षा" },
    does: {
      en: "Examination notices, results and date sheets, under the Controller of Examination.",
      hi: "परीक्षा नियंत्रक के अधीन परीक्षा संबंधी सूचनाएँ, परिणाम और डेट शीट।",
    },
    emails: [],
  },
];

export const contactPage = {
  page: {
    path: "/contact",
    title: "Contact Us",
    description:
      "How to reach DSEU: the headquarters in Dwarka with its map, the help desks for general and admission questions, placements, RTI and legal matters, and the address and director of every campus.",
    crumbs: [{ name: "Contact Us", path: "/contact" }],
    lead: "Write to the office that handles your question; each campus also has its own director and address.",
    lastReviewed: REVIEWED,
  } satisfies PageText,
  phoneNote: {
    en: "The university publishes no general telephone number; please write to the help desk. The placement officers' numbers are on the Training and Placement Cell page.",
    hi: "विश्वविद्यालय कोई सामान्य टेलीफ़ोन नंबर प्रकाशित नहीं करता; कृपया हेल्प डेस्क को लिखें। प्लेसमेंट अधिकारियों के नंबर प्रशिक्षण एवं प्लेसमेंट प्रकोष्ठ के पृष्ठ पर दिए गए हैं।",
  },
  offices: OFFICES,
  links: [
    { title: { en: "Grievance form and RTI", hi: "शिकायत प्रपत्र एवं RTI" }, href: "/grievance-form" },
    { title: { en: "Training and Placement Cell", hi: "प्रशिक्षण एवं प्लेसमेंट प्रकोष्ठ" }, href: "/placement" },
    { title: { en: "Examination", hi: "परीक्षा" }, href: "/examination" },
  ],
  campusesIntro: {
    en: "Each campus is run by its director. Addresses and emails are those the university has published; where it has published none, the table says so.",
    hi: "प्रत्येक परिसर का संचालन उसके निदेशक करते हैं। पते और ईमेल वही हैं जो विश्वविद्यालय ने प्रकाशित किए हैं; जहाँ कुछ प्रकाशित नहीं है, वहाँ तालिका में यह बताया गया है।",
  },
};

export type Disclosure = { item: string; value: string; source?: { title: string; href: string; external?: boolean } };

export const disclosuresPage = {
  page: {
    path: "/mandatory-disclosures",
    title: "Mandatory Disclosures",
    description:
      "DSEU's status and approvals as the university states them: a State University of the Government of NCT of Delhi under Delhi Act 04 of 2020, its governance and regulations, and what is not published (NIRF, NAAC).",
    crumbs: [{ name: "Mandatory Disclosures", path: "/mandatory-disclosures" }],
    lead: "The facts about the university's legal status, approvals and quality assurance that applicants and regulators ask for.",
    lastReviewed: REVIEWED,
  } satisfies PageText,
  intro:
    "Each entry below gives what the university itself has published, with the page or document it comes from. Where the university has published nothing on a subject, the entry says so.",
  status: [
    { item: "Name", value: `${site.name} (${site.shortName})` },
    {
      item: "Legal status",
      value:
        "A State University established under the Delhi Skill and Entrepreneurship University Act, 2019 (Delhi Act 04 of 2020), funded by the Government of NCT of Delhi.",
      source: { title: "History of DSEU", href: "/about-us/history" },
    },
    {
      item: "Act and statutes",
      value:
        "The Act was passed by the Legislative Assembly on 3 December 2019, received the Lt. Governor's assent on 26 February 2020 and was notified on 26 May 2020; the First Statutes are published with it.",
      source: { title: "Statutes, University Act, Ordinances", href: "/administration/administrative/Statutes" },
    },
    {
      item: "Established",
      value: "15 August 2020 (notified on 14 August 2020); operations began on 8 October 2020.",
      source: { title: "History of DSEU", href: "/about-us/history" },
    },
    { item: "Headquarters", value: HQ_ADDRESS, source: { title: "Contact Us", href: "/contact" } },
    {
      item: "Chancellor",
      value: "The Lt. Governor of Delhi, Shri Vinai Kumar Saxena.",
      source: { title: "Chancellor", href: "/administration/chancellor" },
    },
    {
      item: "Vice Chancellor",
      value: "Prof. Ashok Kumar Nagawat.",
      source: { title: "Vice Chancellor", href: "/administration/vice-chancellor" },
    },
    { item: "Registrar", value: "Prof. Gagan Dhawan.", source: { title: "Registrar", href: "/registrar" } },
  ] satisfies Disclosure[],
  approvals: [
    {
      item: "UGC",
      value:
        "A State University under an Act of the Delhi Legislative Assembly. A representative of the UGC (Prof. S. G. Deshmukh) sits on the Board of Management; the university has not published its UGC letter on this site.",
      source: { title: "UGC Guidelines at DSEU", href: "/UGC-Guidelines" },
    },
    {
      item: "AICTE",
      value:
        "A representative of AICTE (Prof. J.P. Saini) sits on the Board of Management; no AICTE approval letter is published on this site.",
      source: { title: "Board of Management", href: "/administration/administrative/board-of-management" },
    },
    {
      item: "NAAC accreditation",
      value: `${NOT_AVAILABLE}: the university has published no NAAC grade. Its Internal Quality Assurance Cell is constituted according to NAAC guidelines.`,
      source: { title: "IQAC", href: "/academics/IQAC" },
    },
    { item: "NIRF ranking", value: `${NOT_AVAILABLE}: the university has published no NIRF rank.` },
    {
      item: "Other rankings",
      value:
        "Second in the Outlook Ranking of Skill Universities in India (779.4 of 1000), and first among state-funded universities.",
      source: { title: "History of DSEU", href: "/about-us/history" },
    },
  ] satisfies Disclosure[],
  governance: [
    { title: "Board of Management", href: "/administration/administrative/board-of-management" },
    { title: "Statutory bodies: members and minutes", href: "/administration/administrative/statutory-bodies" },
    { title: "Academic regulations", href: "/academics/regulations" },
    { title: "Internal Quality Assurance Cell (IQAC)", href: "/academics/IQAC" },
    { title: "Anti-Ragging Cell", href: "/amenities/Anti-Ragging" },
    { title: "Internal Complaints Committee", href: "/amenities/ICC" },
    { title: "Equal Opportunity Cell", href: "/amenities/Equal-Opportunity" },
    { title: "RTI disclosures and authorities", href: "/grievance-form" },
    { title: "UGC Guidelines", href: "/UGC-Guidelines" },
  ],
  notPublished: [
    "Fee structure of every programme: the fees known for the spring session are on the Spring Admission page and on each programme's page; for the others see the Information Bulletin.",
    "Annual report and audited accounts: not published yet.",
  ],
  informationBulletin: { title: "Information Bulletin 2025", href: externalLinks.informationBulletin2025 },
};

export type ResearchOfficer = { name: string; role: string; email: string };

export const researchPage = {
  page: {
    path: "/research",
    title: "Research",
    description:
      "Research and PhD at DSEU: the Dean (Research) and the research office, what the research section of the university publishes, and its research notices.",
    crumbs: [{ name: "Research", path: "/research" }],
    lead: "Doctoral research at DSEU is led by the Dean (Research) with the research office at the headquarters.",
    lastReviewed: REVIEWED,
  } satisfies PageText,
  intro: [
    "DSEU's research is organised by its Faculties and departments, each with a Department Research Committee, and coordinated by the Dean (Research). PhD scholars work under approved supervisors and a research advisory committee.",
    "Questions about the PhD programme, supervisors and research orders go to the research office.",
  ],
  officeBearers: [
    { name: "Prof. Girish Kumar", role: "Dean (Research)", email: "girish.kumar@dseu.ac.in" },
    {
      name: "Ms. Parvathy Unnikrishnan",
      role: "Assistant Registrar (Research)",
      email: "Parvathy.Unnikrishnan@dseu.ac.in",
    },
  ] satisfies ResearchOfficer[],
  topics: [
    {
      name: "Supervisors",
      status:
        "The list of approved supervisors by department is not yet available on this site; ask the research office.",
    },
    {
      name: "PhD students",
      status:
        "The list of PhD scholars with their supervisors and advisory committees is not yet available on this site.",
    },
    {
      name: "Department Research Committees",
      status: "Constituted for 15 departments; the lists are not yet available on this site.",
    },
    { name: "PhD Ordinance", status: `${NOT_AVAILABLE}: the university has not published it yet.` },
    { name: "Information brochure", status: `${NOT_AVAILABLE}: the university has not published it yet.` },
    {
      name: "PhD admission portal",
      status: `${NOT_AVAILABLE}: no PhD admission is open. Admissions to other programmes use the Samarth portal.`,
    },
  ],
  admissionPortal: { title: "DSEU admissions portal (Samarth)", href: portals.admissionsAfterBachelor },
  noticesEmpty: "No research notice or order is published at the moment.",
};
