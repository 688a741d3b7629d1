import { aboutUniversity, annualReport, history, visionAndMission } from "./about";
import { academicAdministration, academicCalendar, iqac, regulations } from "./academics";
import { admission, admissionGuidelines, admissionProcess, refundPolicy } from "./admission";
import { collaborationPage } from "./collaborations";
import { alumniPage, feedbackPage, grievancePage } from "./forms";
import { LEADER_PAGES } from "./leadership";
import { holidayCalendar, otherAcademicUnits, supportServices, ugcGuidelines } from "./offices";
import { entrepreneurship, placement } from "./placement";
import { antiRagging, equalOpportunity, icc, library, ncc, scholarship, sports } from "./student-life";
import { contactPage, disclosuresPage, researchPage } from "./facts";
import { ADMINISTRATIVE_PAGES } from "./administration";
import type { PageText } from "./types";

/**
 * Every content page, at its canonical address (for the sitemap and the tests). Two pages also
 * answer at an old address (lib/seo/public-routes.ts, OLD_ADDRESSES).
 */
export const contentPages: PageText[] = [
  aboutUniversity.page,
  visionAndMission.page,
  history.page,
  annualReport.page,
  ...Object.values(LEADER_PAGES).map((leader) => leader.page),
  supportServices.page,
  otherAcademicUnits.page,
  academicAdministration.page,
  regulations.page,
  academicCalendar.page,
  collaborationPage,
  iqac.page,
  ugcGuidelines.page,
  admission.page,
  admissionGuidelines.page,
  refundPolicy.page,
  admissionProcess.page,
  holidayCalendar.page,
  placement.page,
  ncc.page,
  sports.page,
  library.page,
  equalOpportunity.page,
  icc.page,
  antiRagging.page,
  scholarship.page,
  entrepreneurship.page,
  grievancePage.page,
  alumniPage.page,
  feedbackPage.page,
  contactPage.page,
  disclosuresPage.page,
  researchPage.page,
  ...ADMINISTRATIVE_PAGES.map((module) => module.page),
];
