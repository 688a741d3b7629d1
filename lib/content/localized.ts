import { z } from "zod";
import { recordTextLang, type Locale } from "../i18n/locales";
import { validMark } from "./hindi-source";

/**
 * Every visitor-facing text is stored in English and, optionally, Hindi; `hiFrom` marks Hindi
 * written for an earlier English (hindi-source.ts).
 */
export type Localized = { en: string; hi?: string; hiFrom?: string };

/** An empty Hindi value is no Hindi value: the English one is shown. A source is kept with Hindi only. */
export function withoutEmptyHindi({ en, hi, hiFrom }: { en: string; hi?: string; hiFrom?: unknown }): Localized {
  if (!hi) return { en };
  const source = validMark(hiFrom);
  return source ? { en, hi, hiFrom: source } : { en, hi };
}

/**
 * Where a bilingual text's Hindi was written from; what it says is decided on save (hindi-source.ts).
 * Made inside the schema functions: a zod call at the top of this module would keep zod in the
 * browser bundle of every page that shows a bilingual text.
 */
const hindiSource = () => z.unknown().optional();

/** A required bilingual text: English must say something; Hindi may be left out. */
export function localizedText(options: { max?: number } = {}) {
  const max = options.max ?? 2000;
  return z
    .object({
      en: z.string().trim().min(1, "Write the English text.").max(max, `At most ${max} characters.`),
      hi: z.string().trim().max(max, `At most ${max} characters.`).optional(),
      hiFrom: hindiSource(),
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
      hiFrom: hindiSource(),
    })
    .transform(withoutEmptyHindi);
}

/**
 * The text a page in `locale` shows: the Hindi value on Hindi pages, or the English one with
 * `lang: "en"` where there is no Hindi yet, so that the element can say so to screen readers.
 */
/** A text as a page shows it: `lang` is set where a Hindi page shows English for want of Hindi. */
export type Shown = { text: string; lang?: "en" };

export function inLocale(text: Localized, locale: Locale): Shown {
  if (locale === "en") return { text: text.en };
  return text.hi ? { text: text.hi } : { text: text.en, lang: "en" };
}

/**
 * A database record's text (a campus's name, an office holder's title) in the page's language:
 * its Hindi column where staff wrote one, else the English, marked English on a Hindi page unless
 * it is written in Devanagari.
 */
export function recordTextIn(english: string, hindi: string | null | undefined, locale: Locale): Shown {
  if (locale === "hi" && hindi) return { text: hindi };
  const lang = recordTextLang(english, locale);
  return lang ? { text: english, lang } : { text: english };
}

/** The same as plain text, where no element can carry a language (metadata, alt text). */
export function textIn(text: Localized, locale: Locale): string {
  return inLocale(text, locale).text;
}

/** A content picture with its alt text in the page's language. */
export type ShownPicture = { src: string; alt: string; width: number; height: number };

export function pictureIn(picture: Omit<ShownPicture, "alt"> & { alt: Localized }, locale: Locale): ShownPicture {
  return { ...picture, alt: textIn(picture.alt, locale) };
}
