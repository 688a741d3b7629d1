import { aboutUniversity, annualReport, history, visionAndMission } from "../../content/pages/about";
import { academicAdministration, academicCalendar, iqac, regulations } from "../../content/pages/academics";
import { admission, admissionGuidelines, admissionProcess, refundPolicy } from "../../content/pages/admission";
import { collaborationPage, collaborations } from "../../content/pages/collaborations";
import { alumniPage, feedbackPage, grievancePage } from "../../content/pages/forms";
import { LEADER_PAGES } from "../../content/pages/leadership";
import { holidayCalendar, otherAcademicUnits, supportServices, ugcGuidelines } from "../../content/pages/offices";
import { entrepreneurship, placement } from "../../content/pages/placement";
import {
  antiRagging,
  equalOpportunity,
  icc,
  library,
  ncc,
  scholarship,
  sports,
} from "../../content/pages/student-life";
import { contactPage, disclosuresPage, researchPage } from "../../content/pages/facts";
import type { PageText } from "../../content/pages/types";

/** A content page as the search reads it: its address, its title and all of its words. */
export type SearchablePage = { path: string; title: string; text: string };

// Keys whose values are addresses or bookkeeping, not words a visitor reads.
const NOT_TEXT = new Set([
  "path",
  "href",
  "id",
  "lastReviewed",
  "mapUrl",
  "crumbs",
  "office",
  "offices",
  "officerOffices",
]);

function words(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "number") return [String(value)];
  if (Array.isArray(value)) return value.flatMap(words);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => (NOT_TEXT.has(key) ? [] : words(inner)));
  }
  return [];
}

function fromModule(module: { page: PageText } & Record<string, unknown>): SearchablePage {
  return { path: module.page.path, title: module.page.title, text: words(module).join("\n") };
}

/**
 * The content pages the site search indexes. This is the one place that says where page text
 * comes from (today the modules of content/pages); when page text moves into the database, only
 * this function changes.
 */
export async function listSearchablePages(): Promise<SearchablePage[]> {
  const modules: ({ page: PageText } & Record<string, unknown>)[] = [
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
    { page: collaborationPage, collaborations },
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
  ];
  return modules.map(fromModule);
}
