import type { getTranslations } from "next-intl/server";
import type { Zone } from "@/lib/campuses/zones";
import type { Locale } from "@/lib/i18n/locales";

type Translate = Awaited<ReturnType<typeof getTranslations<"campuses">>>;

/**
 * A zone's name as a heading ("North Zone", "उत्तरी ज़ोन") and inside a sentence ("the north
 * zone of Delhi"; Hindi has no capitals to lower).
 */
export function zoneWords(zone: Zone, t: Translate, locale: Locale): { name: string; inText: string } {
  const name = t(`zones.${zone}`);
  return { name, inText: locale === "en" ? name.toLowerCase() : name };
}

export function zonePath(zone: Zone): string {
  return `/campus/zone/${zone}`;
}

/** The map link of a campus: its own, else a map search for its name and address. */
export function campusMapUrl(campus: { name: string; address: string; mapUrl: string }): string {
  if (campus.mapUrl) return campus.mapUrl;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${campus.name}, ${campus.address}`)}`;
}
