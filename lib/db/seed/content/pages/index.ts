import { aboutUniversity, annualReport, history, visionAndMission } from "./about";
import { academicAdministration, academicCalendar, iqac, regulations } from "./academics";
import { admission, admissionGuidelines, admissionProcess, refundPolicy } from "./admission";
import { collaboration } from "./collaborations";
import { alumniPage, feedbackPage, grievancePage } from "./forms";
import { LEADER_PAGES } from "./leadership";
import { holidayCalendar, otherAcademicUnits, supportServices, ugcGuidelines } from "./offices";
import { entrepreneurship, placement } from "./placement";
import { antiRagging, equalOpportunity, icc, library, ncc, scholarship, sports } from "./student-life";
import { contactPage, disclosuresPage, researchPage } from "./facts";
import { ADMINISTRATIVE_PAGES } from "./administration";
import type { PageText } from "./types";

/**
 * The seed module of every content page the code knows (lib/pages/registry.ts), each with its
 * `page` text and, for a special page, the first version of its structured parts (everything else
 * in the module). The GIGW policy pages and /examination are written in both languages and seeded
 * apart (lib/content/seed-input.ts). Two pages also answer at an old address (the registry's
 * `oldAddresses`).
 */
export const seedPageModules: { page: PageText }[] = [
  aboutUniversity,
  visionAndMission,
  history,
  annualReport,
  ...Object.values(LEADER_PAGES),
  supportServices,
  otherAcademicUnits,
  academicAdministration,
  regulations,
  academicCalendar,
  collaboration,
  iqac,
  ugcGuidelines,
  admission,
  admissionGuidelines,
  refundPolicy,
  admissionProcess,
  holidayCalendar,
  placement,
  ncc,
  sports,
  library,
  equalOpportunity,
  icc,
  antiRagging,
  scholarship,
  entrepreneurship,
  grievancePage,
  alumniPage,
  feedbackPage,
  contactPage,
  disclosuresPage,
  researchPage,
  ...ADMINISTRATIVE_PAGES,
];

/** Every such page's text, at its canonical address (for the seed, the sitemap's tests and the e2e pages). */
export const contentPages: PageText[] = seedPageModules.map((module) => module.page);
