import { externalLinks } from "./external-links";
import type { PageText, TextSection } from "./types";

/** Student life and services (content-facts §3 Library, §7). */

const STUDENT_LIFE = { name: "Student Life", path: "/ncc" };
const REVIEWED = "2026-11-21";

export type CommitteeMember = { name: string; role: string };
export type Helpline = { service: string; number: string; email?: string; website?: string; hours: string };

/**
 * National helplines every student should know. They are not DSEU's own; they are given because
 * the old pages published no helpline at all, and a student in distress needs one at once.
 */
export const NATIONAL_HELPLINES = {
  emergency: { service: "Emergency (police, fire, ambulance)", number: "112", hours: "24 hours" } satisfies Helpline,
  women: { service: "Women Helpline", number: "181", hours: "24 hours" } satisfies Helpline,
  antiRagging: {
    service: "National Anti-Ragging Helpline (UGC)",
    number: "1800-180-5522",
    email: "helpline@antiragging.in",
    website: externalLinks.antiRaggingPortal,
    hours: "24 hours, toll free",
  } satisfies Helpline,
};

export const ncc = {
  page: {
    path: "/ncc",
    title: "NCC and NSS",
    description:
      "The National Cadet Corps at DSEU: what cadets do, who can join, and where NCC and NSS notices are published.",
    crumbs: [STUDENT_LIFE, { name: "NCC/NSS", path: "/ncc" }],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  about: {
    id: "about-ncc",
    heading: "About the NCC",
    paragraphs: [
      "The National Cadet Corps (NCC) is a youth development movement. It grooms young people into disciplined and patriotic citizens, with training in leadership and a habit of community service.",
      "NCC units are hosted on several DSEU campuses, so students can take part alongside their studies.",
    ],
  } satisfies TextSection,
  joining:
    "Students who want to join the NCC should ask at their campus office, which can tell them whether a unit is attached to the campus and when enrolment opens.",
  nss: "The National Service Scheme (NSS) has no published programme at DSEU yet. Announcements about NSS and NCC activities appear among the notices below when they are issued.",
};

export const sports = {
  page: {
    path: "/amenities/Sports",
    title: "Sports",
    description:
      "Sports at DSEU: indoor and outdoor games and events through the year, and why they matter for teamwork, discipline and health.",
    crumbs: [STUDENT_LIFE, { name: "Sports", path: "/amenities/Sports" }],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  paragraphs: [
    "Sport is part of campus life at DSEU. Playing in a team teaches co-operation and discipline, and regular exercise keeps body and mind healthy through demanding courses.",
    "Indoor and outdoor games are organised on the campuses from time to time, and students are encouraged to take part whatever their level.",
    "Facilities differ from campus to campus. Ask your campus office which grounds, courts and indoor games are available and how to join the next event.",
  ],
};

export const library = {
  page: {
    path: "/amenities/Library",
    title: "Library",
    description:
      "DSEU's campus libraries: print and digital collections, study and collaboration spaces, and one KOHA catalogue to search every library.",
    crumbs: [
      { name: "Academics", path: "/academics/faculty" },
      { name: "Library", path: "/amenities/Library" },
    ],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  paragraphs: [
    "DSEU's libraries support learning and research and help students build a habit of reading. Every campus has its own library, and the libraries are being upgraded.",
    "Collections mix print and digital resources. Spaces range from specialised collections to hubs where students can study and work together; the Ranhola campus, for example, has its Guru Shishya Library.",
  ],
  catalogue: {
    text: "All the libraries use one KOHA library management system, so a single catalogue shows what every campus library holds.",
    link: { title: "Search the library catalogue (KOHA)", href: externalLinks.libraryCatalogue },
  },
};

export const scholarship = {
  page: {
    path: "/amenities/Scholarship",
    title: "Scholarships",
    description:
      "Scholarships for DSEU students: government schemes, DSEU's own merit-cum-means and topper's scholarships, and awards from industry partners and foundations.",
    crumbs: [STUDENT_LIFE, { name: "Scholarship", path: "/amenities/Scholarship" }],
    lastReviewed: REVIEWED,
  } satisfies PageText,
  intro:
    "DSEU students can apply for scholarships offered through government schemes, by the university itself, and by industry partners and philanthropic organisations.",
  philosophy:
    "No meritorious student who has been admitted should lose their seat because they cannot pay. The university therefore combines its own scholarships with external ones, so that support reaches as many students as possible.",
  schemes: [
    {
      name: "Merit-cum-Means linked Financial Assistance Scheme for Pursuing Higher Education in State Universities in Delhi",
      offeredBy: "Government of NCT of Delhi",
      howToApply: "Through the e-district portal",
    },
    { name: "Merit-cum-Means Scholarship Scheme", offeredBy: "DSEU", howToApply: "" },
    { name: "Stepping-stone scholarship", offeredBy: "", howToApply: "" },
    { name: "Topper's scholarship", offeredBy: "", howToApply: "" },
    { name: "Raman Kant Munjal Scholarship 2021", offeredBy: "Selection partner: iDreamCareer", howToApply: "" },
    {
      name: "Mahindra All India Talent Scholarship (MAITS)",
      offeredBy: "K.C. Mahindra Education Trust",
      howToApply: "",
    },
    { name: "Surya Kiran Scholarship", offeredBy: "Sun Foundation", howToApply: "" },
    { name: "Data Analytics Scholarship", offeredBy: "The IKIGAI Lab", howToApply: "" },
    { name: "Vidyasaarathi Scholarship", offeredBy: "", howToApply: "" },
    { name: "Buddy4Study Scholarship Portal", offeredBy: "", howToApply: "" },
    { name: "Jai Krishna Scholarship", offeredBy: "", howToApply: "" },
  ],
  howToApplyDefault: "Ask your campus office",
  advice:
    "Dates and eligibility change every year. Scholarship announcements are published as notices; your campus office can tell you which schemes are open now and what documents you need.",
};

export const icc = {
  page: {
    path: "/amenities/ICC",
    title: "Internal Complaints Committee",
    description:
      "DSEU's Internal Complaints Committee deals with complaints of sexual harassment. Its objectives, its members, and how to reach help at once.",
    crumbs: [STUDENT_LIFE, { name: "Internal Complaints Committee", path: "/amenities/ICC" }],
    lead: "A safe workplace and campus for everyone: the ICC raises awareness and acts on complaints of sexual harassment under the rules of the University.",
    lastReviewed: REVIEWED,
  } satisfies PageText,
  intro:
    "DSEU is a co-educational university. Its Internal Complaints Committee (ICC) works so that women students and staff can study and work without fear, and it inquires into every complaint of sexual harassment under the University's rules.",
  objectives: [
    "A safe environment in which women staff can speak up without fear of retaliation.",
    "Zero tolerance of harassment and discrimination.",
    "Confidence to report, with protection for those who do.",
    "Gender equality across the university.",
    "Removing gender bias and ensuring equal access to opportunities.",
    "Support for the professional growth of women staff.",
    "Fair and transparent investigations.",
    "Clear guidelines and impartial inquiries.",
    "Dignity and sensitivity towards everyone involved.",
  ],
  members: [
    { name: "Prof(Dr.) Kamna Sachdeva", role: "Presiding Officer" },
    { name: "Ms. Mansi Gupta", role: "External Member" },
    { name: "Dr. Ashima Sharma", role: "Member" },
    { name: "Ms. Preeti Vajpeyi", role: "Member" },
    { name: "Ms. Parvathy Unnikrishnan", role: "Member" },
    { name: "Ms. Priya", role: "Member" },
    { name: "Mr. Nitesh Kumar", role: "Member" },
    { name: "Mr. Yudhveer Kumar Verma", role: "Member" },
    { name: "Mr. Nimit Kalra", role: "Member" },
  ] satisfies CommitteeMember[],
  complaint:
    "A complaint can be made to the Presiding Officer or to any member of the committee, in person or in writing. The committee inquires impartially, protects the person who complains from retaliation, and treats everyone involved with dignity.",
  helplines: [NATIONAL_HELPLINES.women, NATIONAL_HELPLINES.emergency],
};

export const antiRagging = {
  page: {
    path: "/amenities/Anti-Ragging",
    title: "Anti-Ragging Policy",
    description:
      "Ragging is banned at DSEU. What counts as ragging, what happens to those who rag, the affidavits students and parents sign, and the helplines for reporting it.",
    crumbs: [STUDENT_LIFE, { name: "Anti-Ragging Cell", path: "/amenities/Anti-Ragging" }],
    lead: "DSEU does not tolerate ragging in any form, on or off campus.",
    lastReviewed: REVIEWED,
  } satisfies PageText,
  cell: "The Anti-Ragging Cell watches over the campuses, runs awareness drives, and deals promptly with every complaint, so that each student is treated with respect and feels included.",
  whatIsRagging: [
    "Physical or psychological abuse, even when it is passed off as an 'introduction' to seniors.",
    "Anything that embarrasses, frightens, humiliates or forces a student to act against their will.",
    "Physical, emotional or psychological harm, including threats, isolating a student, or abusing a position of authority.",
    "Ragging is an offence punishable under the law and under the regulations of the UGC and the University.",
  ],
  actions: [
    "Immediate suspension of those accused, until the inquiry is complete.",
    "An investigation by the Anti-Ragging Cell.",
    "Counselling for the student who was ragged.",
    "Legal proceedings where the law requires them.",
  ],
  documents: [
    { title: "Affidavit by the parent", summary: "To be signed by a parent or guardian of every student." },
    { title: "Affidavit by the student", summary: "To be signed by every student." },
    { title: "UGC Regulations on curbing the menace of ragging", summary: "The rules every university must follow." },
    {
      title: "Judgement of the Hon'ble Supreme Court of India on ragging",
      summary: "The guidelines that gave rise to the regulations.",
    },
  ],
  documentsNote:
    "Copies published as notices are listed below. The national anti-ragging portal also has the affidavit forms online.",
  helplines: [NATIONAL_HELPLINES.antiRagging, NATIONAL_HELPLINES.emergency],
  reportText:
    "Report ragging at once: to the national helpline, to your campus director or any teacher, or through the grievance form. You do not need to be the victim to report it.",
};

export const equalOpportunity = {
  page: {
    path: "/amenities/Equal-Opportunity",
    title: "Equal Opportunity Cell",
    description:
      "DSEU's Equal Opportunity Cell works for equal access to education regardless of background, identity or means. Its functions, members and how to ask for support.",
    crumbs: [STUDENT_LIFE, { name: "Equal Opportunity Cell", path: "/amenities/Equal-Opportunity" }],
    lead: "Education open to everyone on equal terms, whatever their background, identity or economic situation.",
    lastReviewed: REVIEWED,
  } satisfies PageText,
  functions: [
    "Promote equality and inclusion across the university.",
    "Prevent discrimination, and act when it happens.",
    "Run awareness and sensitisation programmes.",
    "Support students from marginalised groups.",
    "Help students find scholarships and financial aid.",
    "Work with bodies inside and outside the university.",
    "Monitor the university's policies and report on them.",
  ],
  members: [
    { name: "Prof(Dr.) Arindam Kumar Chanda", role: "Director, EOC" },
    { name: "Prof(Dr.) Narender Jena", role: "Member" },
    { name: "Liaison Officer, DSEU", role: "Member" },
    { name: "Chairperson, ICC", role: "Member" },
    { name: "Coordinator, IQAC", role: "Member" },
    { name: "Ms. Sangeeta Jain", role: "Member" },
    { name: "Mr. Dhruv Kumar Yadav", role: "Member" },
    { name: "Ms. Parvathy Unnikrishnan", role: "Member Secretary" },
  ] satisfies CommitteeMember[],
  support:
    "To ask the cell for support, or to report discrimination, speak to any member of the cell or write to its Member Secretary. You can also use the grievance form: choose 'Other' as the category and name the Equal Opportunity Cell in the subject, and you will get a reference number.",
};
