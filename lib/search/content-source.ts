import { aboutUniversity, annualReport, history, visionAndMission } from "../../content/pages/about";
import { academicAdministration, academicCalendar, iqac, regulations } from "../../content/pages/academics";
import { admission, admissionGuidelines, admissionProcess, refundPolicy } from "../../content/pages/admission";
import { collaboration } from "../../content/pages/collaborations";
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
import { listPublished } from "../content/queries";
import { PAGE_FIELDS } from "../content/page-fields";

/** A content page as the search reads it: its address, its title and all of its words. */
export type SearchablePage = { path: string; title: string; text: string };

// Keys whose values are addresses or bookkeeping, not words a visitor reads; and the Hindi of
// bilingual texts, as the index (like the titles and bodies below) is the English one.
const NOT_TEXT = new Set(["hi", "path", "href", "id", "lastReviewed", "mapUrl", "crumbs", "office", "offices"]);

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

/** The words of a rich-text body (sanitised HTML), without its markup. */
function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The content pages the site search indexes: what staff have published (title, summary, lead,
 * body and the structured parts of special pages, from the database), with the structured parts
 * of the pages that still read them from the modules of content/pages. A page staff created has
 * only its published text.
 */
export async function listSearchablePages(): Promise<SearchablePage[]> {
  const fromModules = new Map(pageModules().map((module) => [module.page.path, fromModule(module)]));
  const published = await listPublished("page");
  const pages = published.map(({ data }): SearchablePage => {
    const structured = PAGE_FIELDS.has(data.path) ? words(data.fields).join("\n") : fromModules.get(data.path)?.text;
    fromModules.delete(data.path);
    const text = [data.title.en, data.summary.en, data.lead ? data.lead.en : "", textOfHtml(data.body.en)];
    return {
      path: data.path,
      title: data.title.en,
      text: [...text, structured ?? ""].filter(Boolean).join("\n"),
    };
  });
  // Before the content is seeded (a database only the tests use), the modules alone.
  return published.length > 0 ? pages : [...fromModules.values()];
}

function pageModules(): ({ page: PageText } & Record<string, unknown>)[] {
  return [
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
  ];
}
