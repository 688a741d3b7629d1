import type { Shown } from "@/lib/content/localized";
import { recordTextLang, type Locale } from "@/lib/i18n/locales";

/**
 * The name of a department or Faculty as a page shows it: on a Hindi page the Hindi name staff
 * wrote, else the English record marked English.
 */
export function unitName(unit: { name: string; nameHi: string | null }, locale: Locale): Shown {
  if (locale === "hi" && unit.nameHi) return { text: unit.nameHi };
  return { text: unit.name, lang: recordTextLang(unit.name, locale) };
}
