import type { ProgramRecord } from "@/lib/programs/queries";
import { absoluteUrl, universityReference } from "@/lib/seo/metadata";
import { INTL_LOCALES, type Locale } from "@/lib/i18n/locales";
import { modeText, programText, type ProgramWords } from "./program-text";

/** "3 Years" → "P3Y", "6 Months" → "P6M" (ISO 8601); undefined when the text is not a plain length. */
export function isoDuration(text: string): string | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(year|month|week)s?\s*$/i.exec(text);
  if (!match) return undefined;
  const unit = { year: "Y", month: "M", week: "W" }[match[2]!.toLowerCase() as "year" | "month" | "week"];
  return `P${match[1]}${unit}`;
}

/**
 * schema.org EducationalOccupationalProgram of a programme page, in the page's language (texts
 * without Hindi stay English; the exit awards are official names stored in English only).
 */
export function programJsonLd(
  program: ProgramRecord,
  path: string,
  locale: Locale,
  t: ProgramWords,
): Record<string, unknown> {
  const years = program.years ? Object.values(program.years) : [];
  const finalAward = years.at(-1)?.year_exit_text;
  const description = programText(program, "description", locale).text;
  const eligibility = programText(program, "eligibility", locale).text;
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOccupationalProgram",
    name: programText(program, "name", locale).text,
    identifier: program.code,
    url: absoluteUrl(path),
    inLanguage: INTL_LOCALES[locale],
    ...(description ? { description } : {}),
    provider: universityReference(),
    educationalCredentialAwarded: finalAward || t(`levels.${program.level}.credential`),
    educationalProgramMode: modeText(program.mode, locale, t).text,
    ...(isoDuration(program.duration) ? { timeToComplete: isoDuration(program.duration) } : {}),
    ...(eligibility ? { programPrerequisites: eligibility } : {}),
    ...(program.campuses.length
      ? {
          availableAt: program.campuses.map((c) => ({
            "@type": "Place",
            name: c.name,
            url: absoluteUrl(`/campus/${c.slug}`),
          })),
        }
      : {}),
  };
}
