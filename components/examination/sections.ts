import { examSections as texts, type ExamSectionText } from "@/content/examination";
import { boardHref } from "@/components/notices/board-links";
import type { ExamSection } from "@/lib/exams/schema";

/** A section's words (content/examination.ts) for one of the API's exam sections. */
export type ExamSectionView = ExamSectionText & { section: ExamSection };

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
