import { examSections as texts, type ExamSectionText, type ExamSlug } from "@/lib/exams/page-sections";
import { boardHref } from "@/components/notices/board-links";
import type { ExamSection } from "@/lib/exams/schema";

/**
 * One of the API's exam sections with its address on /examination and its staff-page words
 * (lib/exams/page-sections.ts); the public page's words are its page item's (examSectionWords).
 */
export type ExamSectionView = ExamSectionText & { slug: ExamSlug; section: ExamSection };

export const examSections: readonly ExamSectionView[] = texts;

/**
 * The sections of /examination (and of the staff page) as addresses: `?section=<slug>`, left out
 * for the first section, and `page` left out for page 1, so each view has exactly one URL.
 */
export function examSectionBySlug(slug: string | undefined): ExamSectionView {
  return examSections.find((s) => s.slug === slug) ?? examSections[0]!;
}

/** The text of an API section key ("exam results"). */
export function examSectionOf(section: string): ExamSectionView | undefined {
  return examSections.find((s) => s.section === section);
}

export function examSectionHref(basePath: string, text: ExamSectionView, page?: number): string {
  return boardHref(basePath, { params: text === examSections[0] ? {} : { section: text.slug }, page });
}
