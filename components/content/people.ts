import { withHindi } from "@/lib/content/glossary";
import { recordTextIn, type Localized, type Shown } from "@/lib/content/localized";
import type { Locale } from "@/lib/i18n/locales";
import type { OfficeHolder } from "@/lib/office-holders/queries";

const HONORIFICS = new Set(["prof", "dr", "mr", "ms", "mrs", "shri", "sh", "smt"]);

/**
 * One key per person however their name is written: "Prof. (Dr.) Gagan Dhawan", "Prof. Gagan
 * Dhawan" and "Prof(Dr.) Gagan Dhawan" are the same person.
 */
export function personKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[().,']/g, " ")
    .split(/\s+/)
    .filter((word) => word && !HONORIFICS.has(word))
    .join(" ");
}

export function samePerson(a: string, b: string): boolean {
  return personKey(a) === personKey(b);
}

export function holderOf(holders: readonly OfficeHolder[], office: string): OfficeHolder | undefined {
  return holders.find((h) => h.office === office);
}

/** The other offices the same person holds (the Registrar is also the Director of IQAC, …). */
export function otherOfficesOf(holders: readonly OfficeHolder[], holder: OfficeHolder): OfficeHolder[] {
  return holders.filter((h) => h.office !== holder.office && samePerson(h.name, holder.name));
}

/**
 * A holder's text with its Hindi: the Hindi staff wrote where there is one, else the glossary's
 * Hindi of the text as seeded (lib/content/glossary-terms.ts), else none.
 */
function withHolderHindi(text: string, hindi: string | null | undefined): Localized {
  const hi = hindi || withHindi(text).hi;
  return hi ? { en: text, hi } : { en: text };
}

const shownIn = (text: Localized, locale: Locale): Shown => recordTextIn(text.en, text.hi, locale);

export function holderMessageIn(
  holder: Pick<OfficeHolder, "message"> & { messageHi?: string | null },
  locale: Locale,
): Shown {
  return shownIn(withHolderHindi(holder.message, holder.messageHi), locale);
}

/** The holder's title (the Registrar's "Registrar") with its Hindi, for tables of contacts. */
export function holderTitle(holder: Pick<OfficeHolder, "title"> & { titleHi?: string | null }): Localized {
  return withHolderHindi(holder.title, holder.titleHi);
}

export function holderTitleIn(
  holder: Pick<OfficeHolder, "title"> & { titleHi?: string | null },
  locale: Locale,
): Shown {
  return shownIn(holderTitle(holder), locale);
}
