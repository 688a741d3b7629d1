import "server-only";
import { asc } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { db } from "../db/client";
import { officeHolders } from "../db/schema";
import { CACHE_TAGS } from "../cache-tags";

export type OfficeHolder = { office: string; title: string; name: string; email: string; message: string };

async function readOfficeHolders(): Promise<OfficeHolder[]> {
  return db()
    .select({
      office: officeHolders.office,
      title: officeHolders.title,
      name: officeHolders.name,
      email: officeHolders.email,
      message: officeHolders.message,
    })
    .from(officeHolders)
    .orderBy(asc(officeHolders.position));
}

export const listOfficeHolders = unstable_cache(readOfficeHolders, ["office-holders:all"], {
  tags: [CACHE_TAGS.officeHolders],
});
