import { z } from "zod";
import type { Zone } from "./zones";
import type { CampusRecord } from "./queries";

/**
 * A campus in the old API's shape (legacy-api.md §4.7). `zone` is written as the old URLs write
 * it ("north zone"); `slug` is the address of the campus page, resolved on the server.
 */
export const legacyCampusSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  zone: z.string(),
  campus_director: z.string(),
  campus_director_email: z.string(),
  campus_message: z.string(),
  location: z.string(),
  map_link: z.string(),
  campus_info: z.string(),
  courses_offered: z.array(z.string()),
  labs: z.array(z.string()),
  campus_photo: z.string(),
  activity_photos: z.array(z.string()),
});
export type LegacyCampus = z.infer<typeof legacyCampusSchema>;

export function legacyZone(zone: Zone): `${Zone} zone` {
  return `${zone} zone`;
}

export function toLegacyCampus(campus: CampusRecord): LegacyCampus {
  return {
    _id: campus.id,
    name: campus.name,
    slug: campus.slug,
    zone: legacyZone(campus.zone),
    campus_director: campus.director,
    campus_director_email: campus.directorEmail,
    campus_message: campus.directorMessage,
    location: campus.address,
    map_link: campus.mapUrl,
    campus_info: campus.about,
    courses_offered: campus.programmesOffered,
    labs: campus.labs,
    campus_photo: campus.photoUrl,
    activity_photos: campus.activityPhotos,
  };
}
