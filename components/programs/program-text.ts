import type { getTranslations } from "next-intl/server";
import { inLocale, type Shown } from "@/lib/content/localized";
import { INTL_LOCALES, type Locale } from "@/lib/i18n/locales";
import type { ProgramRecord } from "@/lib/programs/queries";

export type ProgramWords = Awaited<ReturnType<typeof getTranslations<"programmePages">>>;

const HINDI_FIELDS = { name: "nameHi", description: "descriptionHi", eligibility: "eligibilityHi" } as const;

/** A programme's name, description or eligibility in the page's language (the English where no Hindi is written). */
export function programText(
  program: Pick<ProgramRecord, keyof typeof HINDI_FIELDS | (typeof HINDI_FIELDS)[keyof typeof HINDI_FIELDS]>,
  field: keyof typeof HINDI_FIELDS,
  locale: Locale,
): Shown {
  return inLocale({ en: program[field], hi: program[HINDI_FIELDS[field]] ?? undefined }, locale);
}

/**
 * Programmes in the order of the names a page shows. The lists arrive sorted by their English
 * names, which is the order of an English page; a Hindi page sorts them again by what it shows.
 */
export function inShownNameOrder<T extends ProgramRecord>(programs: readonly T[], locale: Locale): readonly T[] {
  if (locale === "en") return programs;
  const collator = new Intl.Collator(INTL_LOCALES[locale], { sensitivity: "base", numeric: true });
  const name = (p: T) => programText(p, "name", locale).text;
  return [...programs].sort((a, b) => collator.compare(name(a), name(b)));
}

const MODES = { "Full Time": "fullTime", "Part Time": "partTime", "Evening Batch": "eveningBatch" } as const;

/**
 * The programme data's fixed vocabularies (durations, modes, fees, credits) are stored in English.
 * On a Hindi page the forms the data uses are said in Hindi; anything else stays English, marked.
 * English pages show the stored text as it is.
 */
function vocabulary(text: string, locale: Locale, hindi: (text: string) => string | undefined): Shown {
  if (locale === "en") return { text };
  const said = hindi(text.trim());
  return said === undefined ? { text, lang: "en" } : { text: said };
}

/** "3 Years", "1 Year", "6 Months". */
export function durationText(duration: string, locale: Locale, t: ProgramWords): Shown {
  return vocabulary(duration, locale, (text) => {
    const match = /^(\d+) (Year|Month)s?$/.exec(text);
    if (!match) return undefined;
    const count = Number(match[1]);
    return match[2] === "Year" ? t("vocabulary.years", { count }) : t("vocabulary.months", { count });
  });
}

/** "Full Time", "Evening Batch". */
export function modeText(mode: string, locale: Locale, t: ProgramWords): Shown {
  return vocabulary(mode, locale, (text) =>
    text in MODES ? t(`vocabulary.modes.${MODES[text as keyof typeof MODES]}`) : undefined,
  );
}

/** "₹25,000 per semester", "₹50,000", "approx. ₹35,000 per semester". */
export function feesText(fees: string, locale: Locale, t: ProgramWords): Shown {
  return vocabulary(fees, locale, (text) => {
    const match = /^(approx\. )?(₹[\d,]+)( per semester)?$/.exec(text);
    if (!match) return undefined;
    const amount = match[3] ? t("vocabulary.perSemester", { amount: match[2]! }) : match[2]!;
    return match[1] ? t("vocabulary.approx", { amount }) : amount;
  });
}

/** "40 credits". */
export function creditsText(credits: string, locale: Locale, t: ProgramWords): Shown {
  return vocabulary(credits, locale, (text) => {
    const match = /^(\d+) credits?$/.exec(text);
    return match ? t("vocabulary.credits", { count: Number(match[1]) }) : undefined;
  });
}
