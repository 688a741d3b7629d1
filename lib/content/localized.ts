import { z } from "zod";

/**
 * Every visitor-facing text is stored in English and, optionally, Hindi, so that the Hindi site
 * (issue 15) needs no second migration. Until then public pages show the English value.
 */
export type Localized = { en: string; hi?: string };

/** An empty Hindi value is no Hindi value: the English one is shown. */
function withoutEmptyHindi({ en, hi }: { en: string; hi?: string }): Localized {
  return hi ? { en, hi } : { en };
}

/** A required bilingual text: English must say something; Hindi may be left out. */
export function localizedText(options: { max?: number } = {}) {
  const max = options.max ?? 2000;
  return z
    .object({
      en: z.string().trim().min(1, "Write the English text.").max(max, `At most ${max} characters.`),
      hi: z.string().trim().max(max, `At most ${max} characters.`).optional(),
    })
    .transform(withoutEmptyHindi);
}

/** The same with English allowed empty (a decorative picture's alt text, an optional lead). */
export function optionalLocalizedText(options: { max?: number } = {}) {
  const max = options.max ?? 2000;
  return z
    .object({
      en: z.string().trim().max(max, `At most ${max} characters.`),
      hi: z.string().trim().max(max, `At most ${max} characters.`).optional(),
    })
    .transform(withoutEmptyHindi);
}

/** The value a public page shows today: the English one. */
export function en(text: Localized): string {
  return text.en;
}

/** A plain string as a bilingual value with English only (the seed's texts). */
export function english(text: string): Localized {
  return { en: text };
}
