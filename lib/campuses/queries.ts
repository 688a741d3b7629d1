import "server-only";
import { asc } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { db } from "../db/client";
import { campuses, type Zone } from "../db/schema";
import { CACHE_TAGS } from "../cache-tags";

export type CampusSummary = { id: string; name: string; slug: string; zone: Zone; director: string; address: string };

async function readCampuses(): Promise<CampusSummary[]> {
  return db()
    .select({ id: campuses.id, name: campuses.name, slug: campuses.slug, zone: campuses.zone, director: campuses.director, address: campuses.address })
    .from(campuses)
    .orderBy(asc(campuses.name));
}

/** Every campus, sorted by name. */
export const listCampuses = unstable_cache(readCampuses, ["campuses:all"], { tags: [CACHE_TAGS.campuses] });
