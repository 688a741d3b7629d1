import type { NavItem } from "./navigation";
import { site } from "./site";

/**
 * The website policy pages that the Guidelines for Indian Government Websites (GIGW 3.0) ask
 * every government website to publish. They describe what this website actually does.
 */
export type PolicySection = {
  heading: string;
  paragraphs: string[];
  list?: string[];
  links?: { name: string; path: string }[];
};

const FEEDBACK_LINK = { name: "Feedback form", path: "/feedback" };
export type PolicyPage = {
  slug: string;
  title: string;
  description: string;
  lastReviewed: string;
  sections: PolicySection[];
};

const LAST_REVIEWED = "2026-11-21";

export const policyPages: PolicyPage[] = [
  {
    slug: "accessibility-statement",
    title: "Accessibility Statement",
    description:
      "How the DSEU website is built to be usable by everyone, including people who use screen readers, keyboards or magnification, and how to report a problem.",
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: "Our commitment",
        paragraphs: [
          `${site.name} wants every visitor to be able to use this website, whatever their device, technology or ability. The site is designed to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA and the Guidelines for Indian Government Websites and Apps (GIGW 3.0).`,
        ],
      },
      {
        heading: "What you can expect",
        paragraphs: ["The pages of this website are built so that:"],
        list: [
          "every page starts with a 'Skip to main content' link and has one main heading, with headings in order;",
          "everything can be reached and operated with a keyboard alone, with a visible focus indicator;",
          "menus, dialogs and the search follow the WAI-ARIA patterns that screen readers announce;",
          "text can be enlarged to 200% with the browser's zoom without loss of content, and the A- / A / A+ buttons at the top of every page change the text size for the whole site;",
          "a High contrast button at the top of every page switches to black and white with stronger focus indicators, and the choice is remembered;",
          "moving content (announcement strips, carousels, rotating banners) can be paused, and stays still for people who ask their system to reduce motion;",
          "images carry text alternatives, form fields have labels, and errors are described in words;",
          "links that open another website say so, and documents show their format and size.",
        ],
      },
      {
        heading: "Documents",
        paragraphs: [
          "Notices are published as PDF files. Most have a text layer that screen readers can read. Some older notices are scanned images; if you cannot read one, write to the help desk and we will send the text in an accessible format.",
        ],
      },
      {
        heading: "Report a problem",
        paragraphs: [
          `If something on this website is hard to use, please tell us what you tried to do and on which page, by email to ${site.helpdeskEmail} or through the feedback form. We aim to reply within five working days.`,
        ],
        links: [FEEDBACK_LINK],
      },
    ],
  },
  {
    slug: "help",
    title: "Help",
    description:
      "How to find your way around the DSEU website: navigation, search, documents, accessibility options and whom to contact.",
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: "Finding information",
        paragraphs: [
          "The main menu at the top of every page groups the website by topic: About Us, Academics, Campuses, Admission, Administration, Student Life, the Training and Placement Cell, Work with us and Entrepreneurship. On a phone, open it with the Menu button.",
          "The search button opens a search box that finds pages and faculty members as you type; use the arrow keys to choose a result and Enter to open it. The site map lists every section on one page.",
        ],
      },
      {
        heading: "Opening documents",
        paragraphs: [
          "Notices, orders and forms are PDF files. They open in your browser; to read them outside the browser you can use any PDF reader, such as the free readers built into current versions of Windows, macOS, Android and iOS.",
        ],
      },
      {
        heading: "Changing how the site looks",
        paragraphs: [
          "To make text larger, use your browser's zoom (Ctrl and + on Windows and Linux, Command and + on a Mac, or pinch on a phone). The pages reflow to fit the larger text.",
          "The buttons A-, A and A+ at the top of every page make the text smaller, normal or larger on every page of the site, and the High contrast button switches to black and white. The website remembers both choices on your device.",
        ],
      },
      {
        heading: "Contact",
        paragraphs: [
          `General questions: ${site.helpdeskEmail}. Admission questions: ${site.admissionHelpdeskEmail}. Requests under the Right to Information Act: ${site.rtiEmail}.`,
          "Comments on the website, broken links and suggestions are welcome through the feedback form.",
        ],
        links: [FEEDBACK_LINK],
      },
    ],
  },
  {
    slug: "privacy-policy",
    title: "Privacy Policy",
    description: "What personal information the DSEU website collects, why, how long it is kept and who can see it.",
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: "Browsing the website",
        paragraphs: [
          "You can read every public page without telling us who you are. The website does not use advertising or tracking cookies and does not share your visit with analytics companies. When you submit a form or sign in, the address of your computer is recorded with that action to protect the service from abuse; reading pages is not recorded.",
        ],
      },
      {
        heading: "Information you give us",
        paragraphs: ["Some pages ask for personal information so that we can do what you ask:"],
        list: [
          "the grievance and RTI form, the alumni registration and the feedback form store what you enter, to answer you and to act on it;",
          "the admission result pages use your registration email and date of birth only to find your allotment, and record the seat decision you make;",
          "staff and faculty who sign in have an account with their work email address.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "The website sets a cookie only when you sign in as staff or faculty, or when you look up an admission result: it keeps that session, cannot be read by scripts, and expires on its own (after 30 minutes for result look-ups).",
          "If you choose a text size or high contrast, that choice is kept in your browser's own storage on your device; it is never sent to us.",
        ],
      },
      {
        heading: "Who sees it and for how long",
        paragraphs: [
          "Only the university staff responsible for the matter can see what you submit. We keep it as long as the matter requires and the university's record rules demand, and we do not sell or give it to anyone outside the university unless the law requires it.",
          `To ask what we hold about you, or to correct it, write to ${site.helpdeskEmail}.`,
        ],
      },
    ],
  },
  {
    slug: "terms-and-conditions",
    title: "Terms and Conditions",
    description: "The terms on which the DSEU website and its content are offered.",
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: "About this website",
        paragraphs: [
          `This website is published and maintained by ${site.name}, ${site.legalStatus.toLowerCase()}. It is offered to inform students, applicants, staff and the public.`,
        ],
      },
      {
        heading: "Accuracy",
        paragraphs: [
          "We take care that the information here is correct and current. It does not replace the university's official orders, notifications and regulations: where they differ, the signed document prevails. Please check dates and eligibility against the notice concerned before acting on them.",
        ],
      },
      {
        heading: "Links to other websites",
        paragraphs: [
          "Some pages link to websites of other organisations, such as the admissions portal or government departments. Those links are marked, and the university is not responsible for their content or availability.",
        ],
      },
      {
        heading: "Governing law",
        paragraphs: ["These terms are governed by the laws of India, and disputes are subject to the courts at Delhi."],
      },
    ],
  },
  {
    slug: "hyperlinking-policy",
    title: "Hyperlinking Policy",
    description: "How other websites may link to the DSEU website, and how this website links to others.",
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: "Links to this website",
        paragraphs: [
          "You may link to any public page of this website without asking permission. Please do not load our pages inside frames on your site, and do not present them as your own content. The website's pages refuse to be framed for the safety of visitors.",
        ],
      },
      {
        heading: "Links from this website",
        paragraphs: [
          "Links to other websites are given for convenience and open in a new tab, announced as such. They do not mean that the university endorses the other website, its views or its products, and we cannot guarantee that those pages are available at all times.",
        ],
      },
    ],
  },
  {
    slug: "copyright-policy",
    title: "Copyright Policy",
    description: "Who owns the content of the DSEU website and how it may be reproduced.",
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: "Reproducing content",
        paragraphs: [
          "The text and documents of this website may be reproduced free of charge, provided they are reproduced accurately, not used in a misleading or derogatory way, and acknowledged with the name of the university and the address of the page. This permission does not extend to material that belongs to others and is marked as such; for that, ask the owner.",
        ],
      },
      {
        heading: "Official documents",
        paragraphs: [
          "Orders, notifications and regulations are published here for information. When you quote them, quote the document itself, with its number and date.",
        ],
      },
    ],
  },
  {
    slug: "content-archival-policy",
    title: "Content Archival Policy",
    description: "How long content stays on the DSEU website and how older notices remain available in the archive.",
    lastReviewed: LAST_REVIEWED,
    sections: [
      {
        heading: "Current and archived notices",
        paragraphs: [
          "Every notice has a life: a recruitment advertisement until its last date, an admission notice until its round closes, a circular until it is replaced. When a notice's validity ends it moves to the archive of its section automatically, or when the responsible office archives it.",
          "Archived notices stay available to everyone through the 'Archived' view of each notice board, so that decisions and dates can always be checked later.",
        ],
      },
      {
        heading: "Review",
        paragraphs: [
          "Each office reviews its pages and notices regularly; the website shows when each page was last updated. Notices that are about to expire are listed for the responsible staff two weeks in advance, so they can be extended, replaced or left to expire on purpose.",
        ],
      },
    ],
  },
];

/**
 * The pages about the website itself, linked from every page's footer and listed on the site map.
 * Kept here, away from the navigation tree that browser code imports, so the policy texts never
 * travel to the browser.
 */
export const websiteLinks: NavItem[] = [
  ...policyPages.map((page) => ({ name: page.title, path: `/${page.slug}` })),
  { name: "Feedback", path: "/feedback" },
  { name: "Site Map", path: "/site-map" },
];

export function findPolicyPage(slug: string): PolicyPage | undefined {
  return policyPages.find((p) => p.slug === slug);
}

/** Screen readers a visitor may use with this website (GIGW asks for this list). */
export const screenReaders = [
  { name: "NVDA (NonVisual Desktop Access)", platform: "Windows", licence: "Free", href: "https://www.nvaccess.org/" },
  {
    name: "JAWS (Job Access With Speech)",
    platform: "Windows",
    licence: "Commercial",
    href: "https://www.freedomscientific.com/products/software/jaws/",
  },
  {
    name: "Narrator",
    platform: "Windows (built in)",
    licence: "Free",
    href: "https://support.microsoft.com/windows/complete-guide-to-narrator-e4397a0d-ef4f-b386-d8ae-c172f109bdb1",
  },
  {
    name: "VoiceOver",
    platform: "macOS and iOS (built in)",
    licence: "Free",
    href: "https://www.apple.com/accessibility/vision/",
  },
  {
    name: "TalkBack",
    platform: "Android (built in)",
    licence: "Free",
    href: "https://support.google.com/accessibility/android/answer/6283677",
  },
  { name: "Orca", platform: "Linux", licence: "Free", href: "https://help.gnome.org/users/orca/stable/" },
] as const;
