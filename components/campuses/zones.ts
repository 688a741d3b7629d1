import type { Zone } from "@/lib/campuses/zones";

/** "north" → "North Zone" */
export function zoneName(zone: Zone): string {
  return `${zone.charAt(0).toUpperCase()}${zone.slice(1)} Zone`;
}

export function zonePath(zone: Zone): string {
  return `/campus/zone/${zone}`;
}

/** The map link of a campus: its own, else a map search for its name and address. */
export function campusMapUrl(campus: { name: string; address: string; mapUrl: string }): string {
  if (campus.mapUrl) return campus.mapUrl;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${campus.name}, ${campus.address}`)}`;
}
