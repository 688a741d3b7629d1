import { ZONES, type Zone } from "@/lib/campuses/zones";
import { recordTextLang, type Locale } from "@/lib/i18n/locales";
import type { SelectGroup } from "./fields";

/** The zones' names on English pages; other pages pass their catalogue's (messages: forms.zones). */
export const ZONE_LABELS: Record<Zone, string> = {
  central: "Central zone",
  north: "North zone",
  south: "South zone",
  east: "East zone",
  west: "West zone",
};

/**
 * Campuses for a select: grouped by zone, in the zones' usual order, by name within each zone.
 * Campus names are records in English: on a Hindi page each option says so with `lang`.
 */
export function campusGroups(
  campuses: readonly { name: string; slug: string; zone: Zone }[],
  { zones, locale }: { zones: Record<Zone, string>; locale: Locale } = { zones: ZONE_LABELS, locale: "en" },
): SelectGroup[] {
  return ZONES.map((zone) => ({
    label: zones[zone],
    options: campuses
      .filter((c) => c.zone === zone)
      .map((c) => ({ value: c.slug, label: c.name, lang: recordTextLang(c.name, locale) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  })).filter((group) => group.options.length > 0);
}
