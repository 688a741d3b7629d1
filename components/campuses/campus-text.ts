import { recordTextIn, type Shown } from "@/lib/content/localized";
import type { Locale } from "@/lib/i18n/locales";
import { compareText } from "@/lib/sort";
import type { CampusRecord } from "@/lib/campuses/queries";

const HINDI_FIELDS = {
  name: "nameHi",
  address: "addressHi",
  about: "aboutHi",
  directorMessage: "directorMessageHi",
} as const;

type CampusTextField = keyof typeof HINDI_FIELDS;

/**
 * A campus's name, address, description or director's message in the page's language: on a Hindi
 * page its Hindi where staff wrote one, else the English marked lang="en".
 */
export function campusText(
  campus: Pick<CampusRecord, CampusTextField | (typeof HINDI_FIELDS)[CampusTextField]>,
  field: CampusTextField,
  locale: Locale,
): Shown {
  return recordTextIn(campus[field], campus[HINDI_FIELDS[field]], locale);
}

/** Campuses in the order of their names as a page in `locale` shows them. */
export function byShownName<T extends Pick<CampusRecord, "name" | "nameHi">>(
  campuses: readonly T[],
  locale: Locale,
): T[] {
  const shown = (campus: T) => recordTextIn(campus.name, campus.nameHi, locale).text;
  return [...campuses].sort((a, b) => compareText(shown(a), shown(b), locale));
}
