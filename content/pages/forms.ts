import { site } from "../site";
import { externalLinks } from "./external-links";
import type { PageText } from "./types";

/** The visitors' forms: grievances and RTI, alumni registration (content-facts §8, §0.1), feedback (GIGW). */

const REVIEWED = "2026-11-21";

export const grievancePage = {
  page: {
    path: "/grievance-form",
    title: "Grievance form & RTI",
    description:
      "Send a grievance to DSEU online and get a reference number, or find out how to request information under the RTI Act: the RTI officers, the Delhi RTI portal and the contact for court-related petitions.",
    crumbs: [{ name: "Grievance form & RTI", path: "/grievance-form" }],
    lead: "Tell us what went wrong and we will pass it to the office concerned. Every grievance gets a reference number.",
    lastReviewed: REVIEWED,
  } satisfies PageText,
  before: [
    "Use this form for problems with academics, examinations or administration that your campus has not been able to solve.",
    "Give your email address and mobile number correctly: the reply will come to them.",
    "You can attach one PDF with evidence, such as a fee receipt, a hall ticket or earlier correspondence.",
  ],
  privacy: "What you send is kept by the university and used only to look into and resolve your grievance.",
  rti: {
    intro:
      "Under the Right to Information Act, 2005, any citizen can ask the university for information it holds. RTI applications to DSEU are made online through the Delhi Government's RTI portal, or in writing to the Public Information Officer.",
    /** Office keys of the RTI officers in the database. */
    offices: ["rti-nodal-officer", "rti-first-appellate-authority"],
    email: site.rtiEmail,
    portal: { title: "Online RTI portal of the Government of NCT of Delhi", href: externalLinks.rtiPortal },
    appeal:
      "If you receive no reply in time, or disagree with the reply, you can appeal to the First Appellate Authority.",
  },
  courtPetitions: { text: "Court-related petitions are received only by email at", email: "osd.legal@dseu.ac.in" },
};

export const alumniPage = {
  page: {
    path: "/alumni",
    title: "Alumni",
    description:
      "Welcome home: register with the DSEU alumni network to stay in touch with the university, hear about alumni events and help current students, including alumni of the institutes merged into DSEU.",
    crumbs: [{ name: "Alumni", path: "/alumni" }],
    lead: "Welcome home! Our alumni are the university's greatest strength.",
    lastReviewed: REVIEWED,
  } satisfies PageText,
  association: [
    "The DSEU alumni network keeps former students connected with one another and with the university. It celebrates what our alumni achieve and brings them together with current students, as mentors, speakers and employers.",
    "Graduates of the institutes that became part of DSEU, such as the former polytechnics, GB Pant Engineering College, the Delhi Institutes of Tool Engineering and the World Class Skill Centres, are welcome to register too.",
  ],
  why: [
    "Hear about alumni meetings, talks and events on the campuses.",
    "Share job openings and internships with current students.",
    "Mentor students in your field, or speak at your old campus.",
    "Stay in touch with the friends and teachers you studied with.",
  ],
  register:
    "Register once with the form below. We keep your details only for the alumni network and will write to you about alumni news and events.",
  contact: { text: "Questions about the alumni network can be sent to the help desk:", email: site.helpdeskEmail },
};

export const feedbackPage = {
  page: {
    path: "/feedback",
    title: "Feedback",
    description:
      "Tell DSEU what you think of its website or its services: report a broken link or an accessibility problem, suggest an improvement, and get a reference number for your message.",
    crumbs: [{ name: "Feedback", path: "/feedback" }],
    lead: "Your comments help us improve this website and the university's services. Every message is read and gets a reference number.",
    lastReviewed: "2026-11-21",
  } satisfies PageText,
  useFor: [
    "a page that is out of date, a broken link or a document that will not open;",
    "something on the website that is hard to use with a keyboard, a screen reader or magnification;",
    "a suggestion for the website or for a service of the university.",
  ],
  notFor:
    "For a complaint that needs action on your own case, such as an examination result or a fee refund, please use the grievance form instead, so that it reaches the office that can resolve it.",
  grievanceLink: { name: "Grievance form & RTI", path: "/grievance-form" },
  afterSending:
    "The help desk reads every message and passes it to the office concerned. If you ask a question, we aim to reply within five working days to the email address you give.",
  privacy: "We use your name and contact details only to answer this message.",
  privacyLink: { name: "Privacy policy", path: "/privacy-policy" },
  contact: { text: "You can also write to the help desk:", email: site.helpdeskEmail },
};
