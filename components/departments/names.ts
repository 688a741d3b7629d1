import { recordTextIn, type Shown } from "@/lib/content/localized";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The name of a department or Faculty as a page shows it: on a Hindi page the Hindi name staff
 * wrote, else the English record marked English.
 */
export function unitName(unit: { name: string; nameHi: string | null }, locale: Locale): Shown {
  return recordTextIn(unit.name, unit.nameHi, locale);
}
