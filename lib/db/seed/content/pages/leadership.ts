import { externalLinks } from "./external-links";
import type { Localized } from "../../../../content/localized";
import type { PageText } from "./types";
import { seedPicture, type SeedPictureName } from "../../picture-names";

/**
 * The pages of the university's officers (content-facts §6). The holder's name, title and
 * message come from the database (office_holders), so a change of holder is an edit there; the
 * biography below describes one named person and is shown only while that person holds the office.
 * The texts below the page's own (biography, lists, the office, links) are bilingual: the pages
 * have a Hindi version.
 *
 * The Chancellor and Vice Chancellor pages answer at two addresses each (/chancellor and
 * /administration/chancellor, /vice-chancellor and /administration/vice-chancellor). The canonical
 * one is under /administration: it is the address the main navigation links to, it sits where the
 * breadcrumbs place the office, and it keeps the officers' pages together in one section.
 */
/** A list of the biography under its heading; `id` is its anchor. */
export type ProfileList = { id: string; heading: Localized; items: Localized[] };

/**
 * The page of one office; which office (its key in the database) is fixed with the page's
 * structured parts in lib/content/page-fields/leadership.ts.
 */
export type LeaderPageText = {
  page: PageText;
  /** The person the biography describes, as the database names them. */
  profileOf: string;
  /**
   * That person's photograph from the university's own pictures (the old site's officers' pages),
   * shown with the profile; there is none where the pictures hold none of the person.
   */
  photo?: Portrait;
  biography: Localized[];
  lists: ProfileList[];
  /** Shown when the database holds no message for the office. */
  message?: Localized;
  /** The office's own section (its anchor is #office on every officer's page). */
  role: { heading: Localized; paragraphs: Localized[] };
  /** Offices (keys in the database) whose holders are listed as contacts of this office. */
  contactOffices: string[];
  links: { title: Localized; href: string; external?: boolean }[];
};

type Portrait = { src: string; alt: Localized; width: number; height: number };

/** A portrait shipped with the seed; its size is the stored copy's. */
function portrait(name: SeedPictureName, alt: Localized, width: number, height: number): Portrait {
  return { src: seedPicture(name), alt, width, height };
}

const DHAWAN_PORTRAIT = portrait(
  "portrait-gagan-dhawan.jpg",
  {
    en: "Prof. (Dr.) Gagan Dhawan, smiling, in a dark suit and tie",
    hi: "प्रो. (डॉ.) गगन धवन, मुस्कुराते हुए, गहरे रंग के सूट और टाई में",
  },
  480,
  480,
);

const ADMINISTRATION = { name: "Administration", path: "/administration/administrative" };
const REVIEWED = "2026-11-21";

const DHAWAN_BIOGRAPHY = [
  {
    en: "Prof. (Dr.) Gagan Dhawan studied for his bachelor's and master's degrees at the University of Delhi. A Universitas 21 Fellowship took him to the University of Edinburgh for a Master's in Bioinformatics, and the UGC-Raman Award supported his postdoctoral research at the University of Massachusetts, Boston.",
    hi: "प्रो. (डॉ.) गगन धवन ने स्नातक और स्नातकोत्तर उपाधियाँ दिल्ली विश्वविद्यालय से प्राप्त कीं। यूनिवर्सिटास 21 फ़ेलोशिप (Universitas 21 Fellowship) पर उन्होंने एडिनबर्ग विश्वविद्यालय से बायोइन्फ़ॉर्मेटिक्स में मास्टर डिग्री प्राप्त की, और UGC-रमन पुरस्कार के सहयोग से मैसाचुसेट्स विश्वविद्यालय, बोस्टन में पोस्ट-डॉक्टोरल अनुसंधान किया।",
  },
  {
    en: "His research deals with small-molecule inhibitors and with self-assembled nanostructures made from natural polymers, for use in biomedicine. He is a Council Member of the National Commission for Allied and Healthcare Professions under the Ministry of Health and Family Welfare.",
    hi: "उनका अनुसंधान जैव-चिकित्सा (बायोमेडिसिन) में उपयोग के लिए लघु-अणु अवरोधकों (स्मॉल-मॉलिक्यूल इनहिबिटर्स) और प्राकृतिक पॉलिमरों से बनी स्व-संयोजित नैनो-संरचनाओं पर केंद्रित है। वे स्वास्थ्य एवं परिवार कल्याण मंत्रालय के अधीन राष्ट्रीय सहबद्ध और स्वास्थ्य देखरेख वृत्ति आयोग (National Commission for Allied and Healthcare Professions) की परिषद के सदस्य हैं।",
  },
];

const DHAWAN_HONOURS: ProfileList = {
  id: "honours",
  heading: { en: "Fellowships and awards", hi: "फ़ेलोशिप और पुरस्कार" },
  items: [
    { en: "FICS, CChem and FRSC (UK)", hi: "FICS, CChem और FRSC (यूके)" },
    { en: "Universitas 21 Fellowship, University of Edinburgh", hi: "यूनिवर्सिटास 21 फ़ेलोशिप, एडिनबर्ग विश्वविद्यालय" },
    { en: "UGC-Raman Award for postdoctoral research", hi: "पोस्ट-डॉक्टोरल अनुसंधान के लिए UGC-रमन पुरस्कार" },
    { en: "Meritorious Teacher Award (2014)", hi: "मेधावी शिक्षक पुरस्कार (2014)" },
    { en: "INSA Teachers Award (2020)", hi: "INSA शिक्षक पुरस्कार (2020)" },
  ],
};

export const chancellor: LeaderPageText = {
  page: {
    path: "/administration/chancellor",
    title: "Chancellor",
    description:
      "The Chancellor of Delhi Skill and Entrepreneurship University, the Hon'ble Lt. Governor of Delhi: profile and message to students.",
    crumbs: [ADMINISTRATION, { name: "Chancellor", path: "/administration/chancellor" }],
    lastReviewed: REVIEWED,
  },
  profileOf: "Shri Vinai Kumar Saxena",
  photo: portrait(
    "portrait-vinai-kumar-saxena.jpg",
    {
      en: "Shri Vinai Kumar Saxena, smiling, in a maroon Nehru jacket over a white kurta",
      hi: "श्री विनय कुमार सक्सेना, मुस्कुराते हुए, सफ़ेद कुर्ते पर मैरून नेहरू जैकेट में",
    },
    480,
    480,
  ),
  biography: [
    {
      en: "Shri Vinai Kumar Saxena took office as the 22nd Lt. Governor of the Government of NCT of Delhi and, as Lt. Governor, is the Chancellor of DSEU.",
      hi: "श्री विनय कुमार सक्सेना ने राष्ट्रीय राजधानी क्षेत्र दिल्ली के 22वें उपराज्यपाल के रूप में पदभार ग्रहण किया और उपराज्यपाल के नाते वे DSEU के कुलाधिपति हैं।",
    },
    {
      en: "Before his appointment he was Chairman of the Khadi and Village Industries Commission, under the Ministry of Micro, Small and Medium Enterprises.",
      hi: "इस नियुक्ति से पहले वे सूक्ष्म, लघु एवं मध्यम उद्यम मंत्रालय के अधीन खादी और ग्रामोद्योग आयोग के अध्यक्ष थे।",
    },
  ],
  lists: [],
  role: {
    heading: { en: "The office", hi: "पद के बारे में" },
    paragraphs: [
      {
        en: "The Chancellor stands at the head of the university, above the Vice Chancellor, the Registrar and the academic officers (see the academic administration of DSEU).",
        hi: "कुलाधिपति विश्वविद्यालय के शीर्ष पर हैं; उनके बाद कुलपति, कुलसचिव और शैक्षणिक अधिकारी आते हैं (देखें: DSEU का शैक्षणिक प्रशासन)।",
      },
    ],
  },
  contactOffices: [],
  links: [
    {
      title: { en: "Profile of the Lt. Governor of Delhi", hi: "दिल्ली के उपराज्यपाल का परिचय" },
      href: externalLinks.ltGovernorProfile,
      external: true,
    },
    {
      title: { en: "Academic administration of DSEU", hi: "DSEU का शैक्षणिक प्रशासन" },
      href: "/academics/academicAdministration",
    },
    { title: { en: "Team DSEU", hi: "टीम DSEU" }, href: "/administration/administrative/team-dseu" },
  ],
};

export const viceChancellor: LeaderPageText = {
  page: {
    path: "/administration/vice-chancellor",
    title: "Vice Chancellor",
    description:
      "Prof. (Dr.) Ashok Kumar Nagawat, Vice Chancellor of DSEU: a physicist and higher-education reformer with 44 years in teaching, research and governance. Profile and message.",
    crumbs: [ADMINISTRATION, { name: "Vice Chancellor", path: "/administration/vice-chancellor" }],
    lastReviewed: REVIEWED,
  },
  profileOf: "Prof. (Dr.) Ashok Kumar Nagawat",
  photo: portrait(
    "portrait-ashok-kumar-nagawat.jpg",
    {
      en: "Prof. (Dr.) Ashok Kumar Nagawat, with a grey beard, in a light striped shirt",
      hi: "प्रो. (डॉ.) अशोक कुमार नागावत, सफ़ेद-भूरी दाढ़ी के साथ, हल्के धारीदार शर्ट में",
    },
    400,
    480,
  ),
  biography: [
    {
      en: "Prof. (Dr.) Ashok Kumar Nagawat is an academic leader, a theoretical physicist and a reformer of higher education, with 44 years of experience in teaching, research and the governance of universities.",
      hi: "प्रो. (डॉ.) अशोक कुमार नागावत एक शैक्षणिक नेतृत्वकर्ता, सैद्धांतिक भौतिकविद् और उच्च शिक्षा के सुधारक हैं, जिन्हें अध्यापन, अनुसंधान और विश्वविद्यालयों के प्रशासन का 44 वर्षों का अनुभव है।",
    },
    {
      en: "He holds a Ph.D. in Theoretical High Energy Physics; his research on physics beyond the Standard Model is recognised internationally. He has led institutions at the University of Rajasthan and at Rajasthan ILD Skills University, and he was the architect of the Centre for Converging Technologies, which brings together nanotechnology, biotechnology, information technology and the cognitive sciences.",
      hi: "उन्होंने सैद्धांतिक उच्च ऊर्जा भौतिकी में पीएच.डी. की है; स्टैंडर्ड मॉडल से आगे की भौतिकी पर उनके अनुसंधान को अंतरराष्ट्रीय स्तर पर मान्यता मिली है। उन्होंने राजस्थान विश्वविद्यालय और राजस्थान ILD कौशल विश्वविद्यालय में संस्थानों का नेतृत्व किया है, और वे सेंटर फ़ॉर कन्वर्जिंग टेक्नोलॉजीज़ (Centre for Converging Technologies) के शिल्पकार रहे हैं, जो नैनो प्रौद्योगिकी, जैव प्रौद्योगिकी, सूचना प्रौद्योगिकी और संज्ञानात्मक विज्ञानों को एक साथ लाता है।",
    },
  ],
  lists: [
    {
      id: "positions",
      heading: { en: "Previous positions", hi: "पूर्व पद" },
      items: [
        { en: "Vice Chancellor, Rajasthan Technical University, Kota", hi: "कुलपति, राजस्थान तकनीकी विश्वविद्यालय, कोटा" },
        {
          en: "Adviser, Knowledge Management, Department of Science and Technology, Government of India",
          hi: "सलाहकार, ज्ञान प्रबंधन, विज्ञान एवं प्रौद्योगिकी विभाग, भारत सरकार",
        },
        { en: "Professor, University of Rajasthan, Jaipur", hi: "प्रोफ़ेसर, राजस्थान विश्वविद्यालय, जयपुर" },
      ],
    },
    {
      id: "expertise",
      heading: { en: "Areas of expertise", hi: "विशेषज्ञता के क्षेत्र" },
      items: [
        { en: "Higher-education policy and reform", hi: "उच्च शिक्षा नीति और सुधार" },
        { en: "Skill development and entrepreneurship education", hi: "कौशल विकास और उद्यमिता शिक्षा" },
        { en: "Science and technology management", hi: "विज्ञान एवं प्रौद्योगिकी प्रबंधन" },
        { en: "Digital learning ecosystems", hi: "डिजिटल अधिगम पारितंत्र" },
      ],
    },
    {
      id: "contributions",
      heading: { en: "At DSEU", hi: "DSEU में" },
      items: [
        {
          en: "Programmes that integrate skills and follow the National Education Policy",
          hi: "कौशल को समाहित करने वाले और राष्ट्रीय शिक्षा नीति के अनुरूप कार्यक्रम",
        },
        { en: "Closer links between the university and industry", hi: "विश्वविद्यालय और उद्योग के बीच घनिष्ठ संबंध" },
        { en: "Interdisciplinary and experiential learning", hi: "अंतर्विषयी और अनुभवात्मक अधिगम" },
        { en: "Inclusive education as a route to social mobility", hi: "सामाजिक गतिशीलता के मार्ग के रूप में समावेशी शिक्षा" },
      ],
    },
  ],
  role: {
    heading: { en: "The office", hi: "पद के बारे में" },
    paragraphs: [
      {
        en: "The Vice Chancellor leads the university from day to day and chairs its Board of Management and its Internal Quality Assurance Cell.",
        hi: "कुलपति विश्वविद्यालय का दैनिक नेतृत्व करते हैं और इसके प्रबंध बोर्ड तथा आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ (IQAC) की अध्यक्षता करते हैं।",
      },
    ],
  },
  contactOffices: [],
  links: [
    {
      title: { en: "Board of Management", hi: "प्रबंध बोर्ड" },
      href: "/administration/administrative/board-of-management",
    },
    {
      title: { en: "Internal Quality Assurance Cell", hi: "आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ (IQAC)" },
      href: "/academics/IQAC",
    },
    {
      title: { en: "Academic administration of DSEU", hi: "DSEU का शैक्षणिक प्रशासन" },
      href: "/academics/academicAdministration",
    },
  ],
};

export const registrar: LeaderPageText = {
  page: {
    path: "/registrar",
    title: "Registrar",
    description:
      "Prof. (Dr.) Gagan Dhawan, Registrar of DSEU: profile, honours, message, and what the Registrar's office does for students and staff.",
    crumbs: [ADMINISTRATION, { name: "Registrar", path: "/registrar" }],
    lastReviewed: REVIEWED,
  },
  profileOf: "Prof. (Dr.) Gagan Dhawan",
  photo: DHAWAN_PORTRAIT,
  biography: DHAWAN_BIOGRAPHY,
  lists: [DHAWAN_HONOURS],
  role: {
    heading: { en: "The Registrar's office", hi: "कुलसचिव कार्यालय" },
    paragraphs: [
      {
        en: "The Registrar is the university's chief administrative officer and the Member Secretary of its Board of Management. The office keeps the university's records, issues its orders and circulars, and looks after the processes that students and staff depend on.",
        hi: "कुलसचिव विश्वविद्यालय के मुख्य प्रशासनिक अधिकारी और इसके प्रबंध बोर्ड के सदस्य सचिव हैं। यह कार्यालय विश्वविद्यालय के अभिलेख रखता है, उसके आदेश और परिपत्र जारी करता है, और उन प्रक्रियाओं की देखरेख करता है जिन पर विद्यार्थी और कर्मचारी निर्भर हैं।",
      },
      {
        en: "General questions can be sent to the help desk at helpdesk@dseu.ac.in; office orders and circulars are published on the administration pages.",
        hi: "सामान्य प्रश्न हेल्प डेस्क को helpdesk@dseu.ac.in पर भेजे जा सकते हैं; कार्यालय आदेश और परिपत्र प्रशासन के पृष्ठों पर प्रकाशित किए जाते हैं।",
      },
    ],
  },
  contactOffices: ["ar-academics", "ar-research", "ar-ruchika-singh", "ar-surender-kumar-sharma"],
  links: [
    { title: { en: "Office orders", hi: "कार्यालय आदेश" }, href: "/administration/administrative/office-orders" },
    { title: { en: "Circulars", hi: "परिपत्र" }, href: "/administration/administrative/circulars" },
    {
      title: { en: "Board of Management", hi: "प्रबंध बोर्ड" },
      href: "/administration/administrative/board-of-management",
    },
  ],
};

export const controllerOfFinance: LeaderPageText = {
  page: {
    path: "/administration/cof",
    title: "Controller of Finance",
    description:
      "The Controller of Finance of DSEU: who holds the office, what the finance and accounts section does, and whom to contact about payments and accounts.",
    crumbs: [ADMINISTRATION, { name: "Controller of Finance", path: "/administration/cof" }],
    lastReviewed: REVIEWED,
  },
  profileOf: "Prof. (Dr.) Gagan Dhawan",
  photo: DHAWAN_PORTRAIT,
  biography: DHAWAN_BIOGRAPHY,
  lists: [DHAWAN_HONOURS],
  role: {
    heading: { en: "The finance and accounts section", hi: "वित्त एवं लेखा अनुभाग" },
    paragraphs: [
      {
        en: "The Controller of Finance is responsible for the university's budget, accounts and payments, and for the financial side of its committees. The accounts officers below handle the day-to-day work of the section.",
        hi: "वित्त नियंत्रक विश्वविद्यालय के बजट, लेखा और भुगतानों के लिए, तथा इसकी समितियों के वित्तीय पक्ष के लिए उत्तरदायी हैं। नीचे दिए गए लेखा अधिकारी अनुभाग का दैनिक कार्य देखते हैं।",
      },
    ],
  },
  contactOffices: ["senior-accounts-officer", "assistant-accounts-officer"],
  links: [
    {
      title: { en: "Finance Committee: members and minutes", hi: "वित्त समिति: सदस्य और कार्यवृत्त" },
      href: "/administration/administrative/statutory-bodies",
    },
    { title: { en: "Fee refund policy", hi: "शुल्क वापसी नीति" }, href: "/admission/refund-policy" },
  ],
};

export const controllerOfExamination: LeaderPageText = {
  page: {
    path: "/administration/coe",
    title: "Controller of Examination",
    description:
      "Dr. Pankaj Lathar, Controller of Examination of DSEU: profile, message to students, and what the examination branch does.",
    crumbs: [ADMINISTRATION, { name: "Controller of Examination", path: "/administration/coe" }],
    lastReviewed: REVIEWED,
  },
  profileOf: "Dr. Pankaj Lathar",
  photo: portrait(
    "portrait-pankaj-lathar.jpg",
    {
      en: "Dr. Pankaj Lathar in a cream shirt, against a red background",
      hi: "डॉ. पंकज लाठर, क्रीम रंग की शर्ट में, लाल पृष्ठभूमि के सामने",
    },
    360,
    480,
  ),
  biography: [
    {
      en: "Dr. Pankaj Lathar is the Controller of Examination of DSEU. He is also the university's Joint Director (Public Relation) and its Chief Vigilance Officer.",
      hi: "डॉ. पंकज लाठर DSEU के परीक्षा नियंत्रक हैं। वे विश्वविद्यालय के संयुक्त निदेशक (जनसंपर्क) और मुख्य सतर्कता अधिकारी भी हैं।",
    },
    {
      en: "He holds a Ph.D. in Computer Science & Engineering and has qualified UGC-NET. Selected through the UPSC, he has been in academia since 2000 and has taught undergraduate and postgraduate students for more than 25 years. He is a Professor (Associate) and has served as a Campus Director.",
      hi: "उन्होंने कंप्यूटर साइंस एवं इंजीनियरिंग में पीएच.डी. की है और UGC-NET उत्तीर्ण किया है। संघ लोक सेवा आयोग (UPSC) के माध्यम से चयनित होकर वे वर्ष 2000 से शिक्षा जगत में हैं और 25 से अधिक वर्षों से स्नातक और स्नातकोत्तर विद्यार्थियों को पढ़ा रहे हैं। वे प्रोफ़ेसर (एसोसिएट) हैं और परिसर निदेशक के रूप में भी कार्य कर चुके हैं।",
    },
    {
      en: "His areas of expertise are cloud computing, ICT in education and life skills, and he has given more than 100 motivational sessions for students of Delhi government schools.",
      hi: "उनकी विशेषज्ञता के क्षेत्र क्लाउड कंप्यूटिंग, शिक्षा में ICT और जीवन कौशल हैं, और उन्होंने दिल्ली सरकार के विद्यालयों के विद्यार्थियों के लिए 100 से अधिक प्रेरक सत्र लिए हैं।",
    },
  ],
  lists: [],
  message: {
    en: "Examinations are not an end in themselves: they are the moment you show what you can do. Our aim in the examination branch is to make that moment fair, well organised and on time, so that every student can turn their potential into action and move confidently to the next step.",
    hi: "परीक्षाएँ अपने आप में लक्ष्य नहीं हैं: वे वह क्षण हैं जब आप दिखाते हैं कि आप क्या कर सकते हैं। परीक्षा शाखा में हमारा लक्ष्य इस क्षण को निष्पक्ष, सुव्यवस्थित और समयबद्ध बनाना है, ताकि हर विद्यार्थी अपनी क्षमता को कर्म में बदल सके और आत्मविश्वास के साथ अगले चरण की ओर बढ़ सके।",
  },
  role: {
    heading: { en: "The examination branch", hi: "परीक्षा शाखा" },
    paragraphs: [
      {
        en: "The branch schedules and conducts the university's examinations and declares their results. End-semester examinations follow the academic calendar: in 2024-25 they began on 2 December 2024 (fall semester) and on 14 April 2025 (spring semester).",
        hi: "यह शाखा विश्वविद्यालय की परीक्षाओं की समय-सारणी बनाती है, उनका संचालन करती है और उनके परिणाम घोषित करती है। सत्रांत परीक्षाएँ शैक्षणिक कैलेंडर के अनुसार होती हैं: 2024-25 में ये 2 दिसंबर 2024 (शरद सेमेस्टर) और 14 अप्रैल 2025 (वसंत सेमेस्टर) को आरंभ हुईं।",
      },
      {
        en: "Questions about examinations can be sent through the grievance form, choosing the category 'Examination issues', so that they reach the branch with a reference number.",
        hi: "परीक्षा संबंधी प्रश्न शिकायत प्रपत्र के माध्यम से भेजे जा सकते हैं: उसमें 'परीक्षा संबंधी समस्याएँ' श्रेणी चुनें, ताकि प्रश्न संदर्भ संख्या के साथ शाखा तक पहुँचे।",
      },
    ],
  },
  contactOffices: [],
  links: [
    { title: { en: "Academic calendar", hi: "शैक्षणिक कैलेंडर" }, href: "/academics/academic-calendar" },
    {
      title: { en: "Grievance form (examination issues)", hi: "शिकायत प्रपत्र (परीक्षा संबंधी समस्याएँ)" },
      href: "/grievance-form",
    },
  ],
};

export const LEADER_PAGES = { chancellor, viceChancellor, registrar, controllerOfFinance, controllerOfExamination };
