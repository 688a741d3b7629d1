import { withHindi } from "@/lib/content/glossary";
import { recordTextLang, type Locale } from "@/lib/i18n/locales";
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
 * An office holder's message as a page in `locale` shows it. The message is a record of the
 * database with no Hindi column: the message as seeded has its Hindi in the glossary
 * (content/hindi.ts); one staff have rewritten since is shown as written, marked English on a
 * Hindi page unless it is in Devanagari, until the glossary has it too.
 */
export function holderMessageIn(holder: OfficeHolder, locale: Locale): { text: string; lang?: "en" } {
  const hindi = locale === "hi" ? withHindi(holder.message).hi : undefined;
  return hindi ? { text: hindi } : { text: holder.message, lang: recordTextLang(holder.message, locale) };
}
