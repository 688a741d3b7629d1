import "server-only";
import { asc } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { db } from "../db/client";
import { campuses } from "../db/schema";
import { ZONES, type Zone } from "./zones";
import { CACHE_TAGS } from "../cache-tags";
import { campusSlug } from "./slug";
import { sortByName } from "../sort";

/** A campus as pages and the API read it: its row, with the date of its last change as ISO text. */
export type CampusRecord = Omit<typeof campuses.$inferSelect, "createdAt" | "updatedAt"> & { updatedAt: string };

async function readCampuses(): Promise<CampusRecord[]> {
  const rows = await db().select().from(campuses).orderBy(asc(campuses.name));
  return rows.map(({ createdAt: _created, updatedAt, ...c }) => ({ ...c, updatedAt: updatedAt.toISOString() }));
}

/** Every campus, sorted by name. */
export const listCampuses = unstable_cache(readCampuses, ["campuses:all"], { tags: [CACHE_TAGS.campuses] });

/**
 * Zones arrive as "north", "north zone", "North+Zone" or "north%20zone": all mean the same zone.
 * Returns undefined for anything that is not one of the five.
 */
export function parseZone(value: string): Zone | undefined {
  const word = decodeLeniently(value.replace(/\+/g, " "))
    .trim()
    .toLowerCase()
    .replace(/\s+zone$/, "");
  return (ZONES as readonly string[]).includes(word) ? (word as Zone) : undefined;
}

// A stray "%" (already-decoded text such as "50%") must not throw: keep the text as it is.
function decodeLeniently(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export async function listCampusesInZone(zone: Zone): Promise<CampusRecord[]> {
  return (await listCampuses()).filter((c) => c.zone === zone);
}

/** Finds a campus by its slug or its name, ignoring case, spacing and punctuation. */
export async function findCampus(nameOrSlug: string): Promise<CampusRecord | undefined> {
  const wanted = campusSlug(decodeURIComponent(nameOrSlug).replace(/-/g, " "));
  if (!wanted) return undefined;
  return (await listCampuses()).find((c) => c.slug === wanted || campusSlug(c.name) === wanted);
}

/** The campuses of one zone, sorted by name. */
export function campusesOfZone(all: readonly CampusRecord[], zone: Zone): CampusRecord[] {
  return sortByName(all.filter((c) => c.zone === zone));
}

// The old data used this address where a director's email was unknown.
const PLACEHOLDER_EMAIL = "test@example.com";

/** The director's email when one is known; empty and placeholder addresses are not shown. */
export function publicDirectorEmail(campus: Pick<CampusRecord, "directorEmail">): string | undefined {
  const email = campus.directorEmail.trim();
  return email && email.toLowerCase() !== PLACEHOLDER_EMAIL ? email : undefined;
}
