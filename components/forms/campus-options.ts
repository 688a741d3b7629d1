import { ZONES, type Zone } from "@/lib/campuses/zones";
import { recordTextIn } from "@/lib/content/localized";
import { byShownName } from "@/components/campuses/campus-text";
import type { Locale } from "@/lib/i18n/locales";
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
 * Campuses for a select: grouped by zone, in the zones' usual order, by name within each zone as
 * the page shows it. On a Hindi page a campus shows its Hindi name where staff wrote one; an
 * English name there says so with `lang`.
 */
export function campusGroups(
  campuses: readonly { name: string; nameHi: string | null; slug: string; zone: Zone }[],
  { zones, locale }: { zones: Record<Zone, string>; locale: Locale } = { zones: ZONE_LABELS, locale: "en" },
): SelectGroup[] {
  return ZONES.map((zone) => ({
    label: zones[zone],
    options: byShownName(
      campuses.filter((c) => c.zone === zone),
      locale,
    ).map((c) => {
      const name = recordTextIn(c.name, c.nameHi, locale);
      return { value: c.slug, label: name.text, lang: name.lang };
    }),
  })).filter((group) => group.options.length > 0);
}
