import type { ProgramRecord } from "@/lib/programs/queries";
import { absoluteUrl, universityReference } from "@/lib/seo/metadata";

/** "3 Years" → "P3Y", "6 Months" → "P6M" (ISO 8601); undefined when the text is not a plain length. */
export function isoDuration(text: string): string | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(year|month|week)s?\s*$/i.exec(text);
  if (!match) return undefined;
  const unit = { year: "Y", month: "M", week: "W" }[match[2]!.toLowerCase() as "year" | "month" | "week"];
  return `P${match[1]}${unit}`;
}

const LEVEL_CREDENTIAL = { DIPLOMA: "Diploma", UG: "Undergraduate", PG: "Postgraduate" } as const;

/** schema.org EducationalOccupationalProgram of a programme page. */
export function programJsonLd(program: ProgramRecord, path: string): Record<string, unknown> {
  const years = program.years ? Object.values(program.years) : [];
  const finalAward = years.at(-1)?.year_exit_text;
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOccupationalProgram",
    name: program.name,
    identifier: program.code,
    url: absoluteUrl(path),
    ...(program.description ? { description: program.description } : {}),
    provider: universityReference(),
    educationalCredentialAwarded: finalAward || LEVEL_CREDENTIAL[program.level],
    educationalProgramMode: program.mode,
    ...(isoDuration(program.duration) ? { timeToComplete: isoDuration(program.duration) } : {}),
    ...(program.eligibility ? { programPrerequisites: program.eligibility } : {}),
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
