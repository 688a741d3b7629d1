import type { Localized } from "../../../../content/localized";
import type { PageText } from "./types";
import type { DocumentLink, TextSection } from "../../../../content/page-parts";

/** The four "About Us" pages (content-facts §2). */

const ABOUT = { name: "About Us", path: "/about-us/About-the-University" };
const REVIEWED = "2026-11-21";

export const aboutUniversity = {
  page: {
    path: "/about-us/About-the-University",
    title: "About the University",
    description:
      "DSEU was set up by the Government of NCT of Delhi in August 2020 to make skill education aspirational and to nurture entrepreneurs. Learn what it stands for and whom it serves.",
    crumbs: [{ name: "About Us", path: ABOUT.path }],
    lead: "A state university of the Government of NCT of Delhi, founded in August 2020 to bring skills, careers and enterprise together.",
    lastReviewed: REVIEWED,
  } satisfies PageText,
  sections: [
    {
      id: "about-dseu",
      heading: "About DSEU",
      paragraphs: [
        "Delhi Skill and Entrepreneurship University (DSEU) was established by the Government of NCT of Delhi in August 2020. Its purpose is to offer skill education of a world-class standard, so that a skilled trade or profession is a career young people choose with pride rather than a fallback.",
        "The university also sets out to build an entrepreneurial mindset in its students and to support those who want to start enterprises of their own. In doing so it aims to narrow the gap between the skills young people have and the skills industry needs.",
        "Its thinking draws on Mahatma Gandhi and Vinoba Bhave: learning that joins the hand, the head and the heart, and that values self-reliance together with interdependence.",
      ],
    },
    {
      id: "objectives",
      heading: "Objectives",
      items: [
        "Make skilling aspirational, through skilling, up-skilling and re-skilling open to everyone.",
        "Support and nurture entrepreneurs and entrepreneurship.",
      ],
    },
    {
      id: "who-we-serve",
      heading: "Open to learners from every walk of life",
      paragraphs: [
        "DSEU's courses are meant for people of every background, including learners from marginalised and minority groups. Curricula are designed with industry so that what students learn is what workplaces use, and fees are kept affordable.",
        "No student is turned away for financial reasons. Scholarships, freeships, financial assistance and the schemes of the Delhi Government help students meet the cost of their studies.",
      ],
    },
  ] satisfies TextSection[],
  relatedHeading: { en: "Read more", hi: "और पढ़ें" } satisfies Localized,
  related: [
    { title: { en: "Vision and Mission", hi: "दृष्टि एवं मिशन" }, href: "/about-us/Vision-and-Mission" },
    { title: { en: "History of DSEU", hi: "DSEU का इतिहास" }, href: "/about-us/history" },
    { title: { en: "Scholarships", hi: "छात्रवृत्तियाँ" }, href: "/amenities/Scholarship" },
    { title: { en: "Programmes", hi: "कार्यक्रम" }, href: "/courses" },
  ] satisfies DocumentLink[],
};

export const visionAndMission = {
  page: {
    path: "/about-us/Vision-and-Mission",
    title: "Vision and Mission",
    description:
      "DSEU's vision, mission and the six principles built into every programme: market-linked courses, multiple entry and exit, inclusion, life skills, technology and enterprise.",
    crumbs: [
      { name: "About Us", path: ABOUT.path },
      { name: "Vision and Mission", path: "/about-us/Vision-and-Mission" },
    ],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  sections: [
    {
      id: "vision",
      heading: "Vision",
      items: [
        "To set the standard for education in skills and entrepreneurship.",
        "To lead each student through a personal transformation, so that they become agents of change in their own communities.",
        "To be a leading partner in the sustainable growth of industry and of the country.",
      ],
    },
    {
      id: "mission",
      heading: "Mission",
      items: [
        "To give dignity to every skill, through the way it is taught and learnt.",
        "To build an entrepreneurial mindset that serves the sustainable growth of the planet, the country, society, industry and the individual.",
        "To work with industry so that our graduates are ready for work on the day they graduate.",
      ],
    },
    {
      id: "principles",
      heading: "Key principles",
      paragraphs: [
        "Six principles are built into every DSEU programme, so that each student develops as a whole person:",
      ],
      items: [
        "Market-linked programmes: Programmes are shaped around real job roles and the demand for them.",
        "Multiple entry and exit: Students can join, leave with a qualification and return, along integrated career pathways.",
        "Inclusive design: Programmes are designed so that learners of every background can take part and succeed.",
        "Employability and life skills: Skills for work and for life are part of the curriculum, not an extra.",
        "Technology: Technology is used to widen access and improve how students learn.",
        "Entrepreneurial mindset: Every programme encourages students to spot opportunities and act on them.",
      ],
    },
  ] satisfies TextSection[],
};

export const history = {
  page: {
    path: "/about-us/history",
    title: "History of DSEU",
    description:
      "How DSEU came to be: the 2019 Act, Foundation Day on 8 October 2020, the merger of skill centres, polytechnics and engineering colleges in 2021, and its first own programmes.",
    crumbs: [
      { name: "About Us", path: ABOUT.path },
      { name: "History of DSEU", path: "/about-us/history" },
    ],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  sections: [
    {
      id: "concept",
      heading: "The idea behind DSEU",
      paragraphs: [
        "DSEU grew out of an initiative of the Government of NCT of Delhi to close the distance between education and employment. The idea was a single university where industry-aligned skill programmes, entrepreneurship and innovation would sit together under one roof.",
      ],
    },
    {
      id: "timeline",
      heading: "Milestones",
      items: [
        "3 December 2019: The Legislative Assembly of NCT of Delhi passes the Delhi Skill and Entrepreneurship University Act, 2019.",
        "26 February 2020: The Lt. Governor gives assent; the law becomes Delhi Act 04 of 2020.",
        "26 May 2020: The Act is notified in the Delhi Gazette.",
        "14 August 2020: The establishment of the university is notified, with 15 August 2020 as the date of establishment.",
        "8 October 2020: The Founder Vice-Chancellor takes office and the university begins work. The day is celebrated as Foundation Day.",
        "20 January 2021: 23 World Class Skill Centres are merged into DSEU.",
        "16 April 2021: Ten Government Institutes of Technology (polytechnics) are merged.",
        "28 May 2021: GB Pant Engineering College and two Delhi Institutes of Tool Engineering are merged.",
        "August 2021: The first batch of DSEU's own programmes begins, in IT, healthcare, retail, tourism and entrepreneurship, alongside the diploma and degree programmes of the merged institutes.",
      ],
    },
    {
      id: "after-the-mergers",
      heading: "After the mergers",
      items: [
        "The posts of the merged institutes were transferred to DSEU. Their teaching and technical staff serve the university on deemed deputation (foreign service).",
        "The university has the right to use the premises of the former institutes but does not own them, and their residential complexes were not transferred.",
        "A 37-acre site at Jonapur was planned for the university but has never been allotted, so DSEU owns no land of its own.",
      ],
    },
    {
      id: "recognition",
      heading: "Recognition",
      paragraphs: [
        "DSEU was ranked second among skill universities in India in the Outlook ranking, with 779.4 points out of 1000, and first among the state-funded universities in that ranking.",
      ],
    },
  ] satisfies TextSection[],
};

export const annualReport = {
  page: {
    path: "/about-us/annualReport",
    title: "Annual Report",
    description:
      "Where to find DSEU's annual reports, who to ask for a copy, and a summary of the university's key facts until a report is published on this website.",
    crumbs: [
      { name: "About Us", path: ABOUT.path },
      { name: "Annual Report", path: "/about-us/annualReport" },
    ],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  status: {
    en: "Annual reports are published on this website as notices once they are released. The list below shows every current notice whose title mentions an annual report.",
    hi: "वार्षिक प्रतिवेदन जारी होते ही इस वेबसाइट पर सूचनाओं के रूप में प्रकाशित किए जाते हैं। नीचे की सूची में वे सभी वर्तमान सूचनाएँ हैं जिनके शीर्षक में वार्षिक प्रतिवेदन (annual report) का उल्लेख है।",
  } satisfies Localized,
  request: {
    en: "To ask for a copy of an annual report or of the annual accounts, write to the help desk. Requests for information under the Right to Information Act can also be made to the university's RTI cell.",
    hi: "वार्षिक प्रतिवेदन या वार्षिक लेखों की प्रति के लिए हेल्प डेस्क को लिखें। सूचना का अधिकार अधिनियम के अंतर्गत सूचना के अनुरोध विश्वविद्यालय के RTI प्रकोष्ठ को भी भेजे जा सकते हैं।",
  } satisfies Localized,
  atAGlance: [
    {
      label: { en: "Established", hi: "स्थापना" },
      value: { en: "15 August 2020, under Delhi Act 04 of 2020", hi: "15 अगस्त 2020, 2020 के दिल्ली अधिनियम 04 के अंतर्गत" },
    },
    { label: { en: "Foundation Day", hi: "स्थापना दिवस" }, value: { en: "8 October", hi: "8 अक्टूबर" } },
    {
      label: { en: "Headquarters", hi: "मुख्यालय" },
      value: { en: "Sector-9, Dwarka, New Delhi-110077", hi: "सेक्टर-9, द्वारका, नई दिल्ली-110077" },
    },
    {
      label: { en: "Faculties", hi: "संकाय" },
      value: {
        en: "15 faculties (schools), grouping the university's departments",
        hi: "15 संकाय (स्कूल), जिनमें विश्वविद्यालय के विभाग समूहित हैं",
      },
    },
    {
      label: { en: "Institutes merged", hi: "विलय हुए संस्थान" },
      value: {
        en: "23 World Class Skill Centres, ten polytechnics, GB Pant Engineering College and two Delhi Institutes of Tool Engineering",
        hi: "23 विश्वस्तरीय कौशल केंद्र (World Class Skill Centres), दस पॉलिटेक्निक, जी.बी. पंत इंजीनियरिंग कॉलेज और दो दिल्ली टूल इंजीनियरिंग संस्थान (Delhi Institutes of Tool Engineering)",
      },
    },
    {
      label: { en: "Ranking", hi: "रैंकिंग" },
      value: {
        en: "Second among skill universities in India (Outlook, 779.4 of 1000)",
        hi: "भारत के कौशल विश्वविद्यालयों में दूसरा स्थान (आउटलुक, 1000 में से 779.4)",
      },
    },
  ] satisfies { label: Localized; value: Localized }[],
};
