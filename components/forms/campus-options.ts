import { ZONES, type Zone } from "@/lib/campuses/zones";
import type { SelectGroup } from "./fields";

const ZONE_LABELS: Record<Zone, string> = {
  central: "Central zone",
  north: "North zone",
  south: "South zone",
  east: "East zone",
  west: "West zone",
};

/** Campuses for a select: grouped by zone, in the zones' usual order, by name within each zone. */
export function campusGroups(campuses: readonly { name: string; slug: string; zone: Zone }[]): SelectGroup[] {
  return ZONES.map((zone) => ({
    label: ZONE_LABELS[zone],
    options: campuses
      .filter((c) => c.zone === zone)
      .map((c) => ({ value: c.slug, label: c.name }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  })).filter((group) => group.options.length > 0);
}
