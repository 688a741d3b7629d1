import { portals, site } from "../site";
import type { Localized } from "../../../../content/localized";
import type { PageText } from "./types";
import { documentPages } from "../documents";

/**
 * The facts visitors come for: how to reach the university, what it is approved as, and its
 * research (content-facts §0.1, §2, §6, §10). Where the facts are silent the pages say "not
 * available" instead of guessing.
 */

const REVIEWED = "2026-11-23";

/** What the pages print where the university's own material gives no fact, then what is known. */
const NOT_AVAILABLE: Localized = { en: "Not available", hi: "उपलब्ध नहीं" };
const notAvailable = (en: string, hi: string): Localized => ({
  en: `${NOT_AVAILABLE.en}: ${en}`,
  hi: `${NOT_AVAILABLE.hi}: ${hi}`,
});

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
    en: "The university publishes no general telephone number; please write to the office that handles your question. For placements and internships, write to the Training and Placement Cell or to the placement officer of your zone, whose email addresses and telephone numbers are on the cell's page.",
    hi: "विश्वविद्यालय कोई सामान्य टेलीफ़ोन नंबर प्रकाशित नहीं करता; कृपया अपने प्रश्न से संबंधित कार्यालय को लिखें। प्लेसमेंट और इंटर्नशिप के लिए प्रशिक्षण एवं प्लेसमेंट प्रकोष्ठ को या अपने ज़ोन के प्लेसमेंट अधिकारी को लिखें, जिनके ईमेल पते और टेलीफ़ोन नंबर प्रकोष्ठ के पृष्ठ पर दिए गए हैं।",
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

export type Disclosure = {
  item: Localized;
  value: Localized;
  source?: { title: Localized; href: string; external?: boolean };
};

const HISTORY_SOURCE = { title: { en: "History of DSEU", hi: "DSEU का इतिहास" }, href: "/about-us/history" };
const BOARD_OF_MANAGEMENT = {
  title: { en: "Board of Management", hi: "प्रबंध बोर्ड (Board of Management)" },
  href: "/administration/administrative/board-of-management",
};
const IQAC_LINK = { title: { en: "IQAC", hi: "आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ (IQAC)" }, href: "/academics/IQAC" };

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
  intro: {
    en: "Each entry below gives what the university itself has published, with the page or document it comes from. Where the university has published nothing on a subject, the entry says so.",
    hi: "नीचे की प्रत्येक प्रविष्टि में वह जानकारी है जो विश्वविद्यालय ने स्वयं प्रकाशित की है, साथ में वह पेज या दस्तावेज़ जिससे वह ली गई है। जिस विषय पर विश्वविद्यालय ने कुछ प्रकाशित नहीं किया है, वहाँ प्रविष्टि में यही बताया गया है।",
  } satisfies Localized,
  status: [
    {
      item: { en: "Name", hi: "नाम" },
      value: { en: `${site.name} (${site.shortName})`, hi: `दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय (${site.shortName})` },
    },
    {
      item: { en: "Legal status", hi: "विधिक स्थिति" },
      value: {
        en: "A State University established under the Delhi Skill and Entrepreneurship University Act, 2019 (Delhi Act 04 of 2020), funded by the Government of NCT of Delhi.",
        hi: "दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय अधिनियम, 2019 (2020 का दिल्ली अधिनियम 04) के अंतर्गत स्थापित राज्य विश्वविद्यालय, जिसका वित्तपोषण राष्ट्रीय राजधानी क्षेत्र दिल्ली सरकार करती है।",
      },
      source: HISTORY_SOURCE,
    },
    {
      item: { en: "Act and statutes", hi: "अधिनियम और परिनियम" },
      value: {
        en: "The Act was passed by the Legislative Assembly on 3 December 2019, received the Lt. Governor's assent on 26 February 2020 and was notified on 26 May 2020; the First Statutes are published with it.",
        hi: "अधिनियम विधानसभा ने 3 दिसंबर 2019 को पारित किया, इसे 26 फ़रवरी 2020 को उपराज्यपाल की स्वीकृति मिली और 26 मई 2020 को यह अधिसूचित हुआ; प्रथम परिनियम (First Statutes) इसके साथ प्रकाशित हैं।",
      },
      source: {
        title: { en: "Statutes, University Act, Ordinances", hi: "परिनियम, विश्वविद्यालय अधिनियम, अध्यादेश" },
        href: "/administration/administrative/Statutes",
      },
    },
    {
      item: { en: "Established", hi: "स्थापना" },
      value: {
        en: "15 August 2020 (notified on 14 August 2020); operations began on 8 October 2020.",
        hi: "15 अगस्त 2020 (14 अगस्त 2020 को अधिसूचित); कामकाज 8 अक्टूबर 2020 को आरंभ हुआ।",
      },
      source: HISTORY_SOURCE,
    },
    {
      item: { en: "Headquarters", hi: "मुख्यालय" },
      value: HQ_ADDRESS_TEXT,
      source: { title: { en: "Contact Us", hi: "संपर्क करें" }, href: "/contact" },
    },
    {
      item: { en: "Chancellor", hi: "कुलाधिपति" },
      value: {
        en: "The Lt. Governor of Delhi, Shri Vinai Kumar Saxena.",
        hi: "दिल्ली के उपराज्यपाल, श्री विनय कुमार सक्सेना।",
      },
      source: { title: { en: "Chancellor", hi: "कुलाधिपति" }, href: "/administration/chancellor" },
    },
    {
      item: { en: "Vice Chancellor", hi: "कुलपति" },
      value: { en: "Prof. Ashok Kumar Nagawat.", hi: "प्रो. अशोक कुमार नागावत।" },
      source: { title: { en: "Vice Chancellor", hi: "कुलपति" }, href: "/administration/vice-chancellor" },
    },
    {
      item: { en: "Registrar", hi: "कुलसचिव" },
      value: { en: "Prof. Gagan Dhawan.", hi: "प्रो. गगन धवन।" },
      source: { title: { en: "Registrar", hi: "कुलसचिव" }, href: "/registrar" },
    },
  ] satisfies Disclosure[],
  approvals: [
    {
      item: { en: "UGC", hi: "UGC (विश्वविद्यालय अनुदान आयोग)" },
      value: {
        en: "A State University under an Act of the Delhi Legislative Assembly. A representative of the UGC (Prof. S. G. Deshmukh) sits on the Board of Management; the university has not published its UGC letter on this site.",
        hi: "दिल्ली विधानसभा के अधिनियम के अंतर्गत राज्य विश्वविद्यालय। UGC के एक प्रतिनिधि (प्रो. एस. जी. देशमुख) प्रबंध बोर्ड के सदस्य हैं; विश्वविद्यालय ने UGC का अपना पत्र इस साइट पर प्रकाशित नहीं किया है।",
      },
      source: { title: { en: "UGC Guidelines at DSEU", hi: "DSEU में UGC दिशानिर्देश" }, href: "/UGC-Guidelines" },
    },
    {
      item: { en: "AICTE", hi: "AICTE (अखिल भारतीय तकनीकी शिक्षा परिषद)" },
      value: {
        en: "A representative of AICTE (Prof. J.P. Saini) sits on the Board of Management; no AICTE approval letter is published on this site.",
        hi: "AICTE के एक प्रतिनिधि (प्रो. जे.पी. सैनी) प्रबंध बोर्ड के सदस्य हैं; AICTE का कोई अनुमोदन पत्र इस साइट पर प्रकाशित नहीं है।",
      },
      source: BOARD_OF_MANAGEMENT,
    },
    {
      item: { en: "NAAC accreditation", hi: "NAAC प्रत्यायन" },
      value: notAvailable(
        "the university has published no NAAC grade. Its Internal Quality Assurance Cell is constituted according to NAAC guidelines.",
        "विश्वविद्यालय ने कोई NAAC ग्रेड प्रकाशित नहीं किया है। इसके आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ का गठन NAAC के दिशानिर्देशों के अनुसार किया गया है।",
      ),
      source: IQAC_LINK,
    },
    {
      item: { en: "NIRF ranking", hi: "NIRF रैंकिंग" },
      value: notAvailable("the university has published no NIRF rank.", "विश्वविद्यालय ने कोई NIRF रैंक प्रकाशित नहीं की है।"),
    },
    {
      item: { en: "Other rankings", hi: "अन्य रैंकिंग" },
      value: {
        en: "Second in the Outlook Ranking of Skill Universities in India (779.4 of 1000), and first among state-funded universities.",
        hi: "भारत के कौशल विश्वविद्यालयों की आउटलुक रैंकिंग में दूसरा स्थान (1000 में से 779.4), और राज्य द्वारा वित्तपोषित विश्वविद्यालयों में पहला स्थान।",
      },
      source: HISTORY_SOURCE,
    },
  ] satisfies Disclosure[],
  governance: [
    BOARD_OF_MANAGEMENT,
    {
      title: { en: "Statutory bodies: members and minutes", hi: "सांविधिक निकाय: सदस्य और कार्यवृत्त" },
      href: "/administration/administrative/statutory-bodies",
    },
    { title: { en: "Academic regulations", hi: "शैक्षणिक विनियम" }, href: "/academics/regulations" },
    {
      title: { en: "Internal Quality Assurance Cell (IQAC)", hi: "आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ (IQAC)" },
      href: "/academics/IQAC",
    },
    { title: { en: "Anti-Ragging Cell", hi: "रैगिंग निरोधक प्रकोष्ठ" }, href: "/amenities/Anti-Ragging" },
    { title: { en: "Internal Complaints Committee", hi: "आंतरिक शिकायत समिति" }, href: "/amenities/ICC" },
    { title: { en: "Equal Opportunity Cell", hi: "समान अवसर प्रकोष्ठ" }, href: "/amenities/Equal-Opportunity" },
    {
      title: { en: "RTI disclosures and authorities", hi: "RTI प्रकटीकरण और प्राधिकारी" },
      href: "/grievance-form",
    },
    { title: { en: "UGC Guidelines", hi: "UGC दिशानिर्देश" }, href: "/UGC-Guidelines" },
  ] satisfies { title: Localized; href: string }[],
  notPublished: [
    {
      en: "Fee structure of every programme: the fees known for the spring session are on each programme's page (see the list of programmes); for the others see the Information Bulletin.",
      hi: "हर कार्यक्रम की शुल्क संरचना: वसंत सत्र के ज्ञात शुल्क प्रत्येक कार्यक्रम के पेज पर दिए गए हैं (कार्यक्रमों की सूची देखें); अन्य के लिए सूचना बुलेटिन देखें।",
    },
    {
      en: "Annual report and audited accounts: not published yet.",
      hi: "वार्षिक प्रतिवेदन और लेखापरीक्षित लेखे: अभी प्रकाशित नहीं।",
    },
  ] satisfies Localized[],
  informationBulletin: {
    title: { en: "Information Bulletin 2025", hi: "सूचना बुलेटिन 2025" } satisfies Localized,
    href: documentPages.informationBulletin2025,
  },
};

/** An officer of the research section: the name is a record; the office is said in both languages. */
export type ResearchOfficer = { name: string; role: Localized; email: string };

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
    {
      en: "DSEU's research is organised by its Faculties and departments, each with a Department Research Committee, and coordinated by the Dean (Research). PhD scholars work under approved supervisors and a research advisory committee.",
      hi: "DSEU में अनुसंधान का आयोजन उसके संकाय और विभाग करते हैं, जिनमें से प्रत्येक की एक विभागीय अनुसंधान समिति है, और इसका समन्वय अधिष्ठाता (अनुसंधान) करते हैं। PhD शोधार्थी अनुमोदित पर्यवेक्षकों और एक अनुसंधान सलाहकार समिति के मार्गदर्शन में काम करते हैं।",
    },
    {
      en: "Questions about the PhD programme, supervisors and research orders go to the research office.",
      hi: "PhD कार्यक्रम, पर्यवेक्षकों और अनुसंधान संबंधी आदेशों के बारे में प्रश्न अनुसंधान कार्यालय को भेजें।",
    },
  ] satisfies Localized[],
  officeBearers: [
    {
      name: "Prof. Girish Kumar",
      role: { en: "Dean (Research)", hi: "अधिष्ठाता (अनुसंधान)" },
      email: "girish.kumar@dseu.ac.in",
    },
    {
      name: "Ms. Parvathy Unnikrishnan",
      role: { en: "Assistant Registrar (Research)", hi: "सहायक कुलसचिव (अनुसंधान)" },
      email: "Parvathy.Unnikrishnan@dseu.ac.in",
    },
  ] satisfies ResearchOfficer[],
  topics: [
    {
      name: { en: "Supervisors", hi: "पर्यवेक्षक" },
      status: {
        en: "The list of approved supervisors by department is not yet available on this site; ask the research office.",
        hi: "विभागवार अनुमोदित पर्यवेक्षकों की सूची अभी इस साइट पर उपलब्ध नहीं है; अनुसंधान कार्यालय से पूछें।",
      },
    },
    {
      name: { en: "PhD students", hi: "PhD शोधार्थी" },
      status: {
        en: "The list of PhD scholars with their supervisors and advisory committees is not yet available on this site.",
        hi: "PhD शोधार्थियों की उनके पर्यवेक्षकों और सलाहकार समितियों सहित सूची अभी इस साइट पर उपलब्ध नहीं है।",
      },
    },
    {
      name: { en: "Department Research Committees", hi: "विभागीय अनुसंधान समितियाँ" },
      status: {
        en: "Constituted for 15 departments; the lists are not yet available on this site.",
        hi: "15 विभागों के लिए गठित; इनकी सूचियाँ अभी इस साइट पर उपलब्ध नहीं हैं।",
      },
    },
    {
      name: { en: "PhD Ordinance", hi: "PhD अध्यादेश" },
      status: notAvailable("the university has not published it yet.", "विश्वविद्यालय ने इसे अभी प्रकाशित नहीं किया है।"),
    },
    {
      name: { en: "Information brochure", hi: "सूचना विवरणिका" },
      status: notAvailable("the university has not published it yet.", "विश्वविद्यालय ने इसे अभी प्रकाशित नहीं किया है।"),
    },
    {
      name: { en: "PhD admission portal", hi: "PhD प्रवेश पोर्टल" },
      status: notAvailable(
        "no PhD admission is open. Admissions to other programmes use the Samarth portal.",
        "अभी कोई PhD प्रवेश खुला नहीं है। अन्य कार्यक्रमों में प्रवेश Samarth पोर्टल से होते हैं।",
      ),
    },
  ] satisfies { name: Localized; status: Localized }[],
  admissionPortal: {
    title: { en: "DSEU admissions portal (Samarth)", hi: "DSEU प्रवेश पोर्टल (Samarth)" } satisfies Localized,
    href: portals.admissionsAfterBachelor,
  },
};
