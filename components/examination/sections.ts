import { examSections, type ExamSectionText } from "@/content/examination";
import { boardHref } from "@/components/notices/board-links";

/**
 * The sections of /examination (and of the staff page) as addresses: `?section=<slug>`, left out
 * for the first section, and `page` left out for page 1, so each view has exactly one URL.
 */
export function examSectionBySlug(slug: string | undefined): ExamSectionText {
  return examSections.find((s) => s.slug === slug) ?? examSections[0]!;
}

/** The text of an API section key ("exam results"). */
export function examSectionOf(section: string): ExamSectionText | undefined {
  return examSections.find((s) => s.section === section);
}

export function examSectionHref(basePath: string, text: ExamSectionText, page?: number): string {
  return boardHref(basePath, { params: text === examSections[0] ? {} : { section: text.slug }, page });
}
