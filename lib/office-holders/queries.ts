import "server-only";
import { asc } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { db } from "../db/client";
import { officeHolders } from "../db/schema";
import { CACHE_TAGS } from "../cache-tags";

/** `titleHi` and `messageHi` are null where no Hindi is written (components/content/people.ts falls back). */
export type OfficeHolder = {
  office: string;
  title: string;
  titleHi: string | null;
  name: string;
  email: string;
  /** As published; "" where none is (only the placement officers' are, from the facts). */
  phone: string;
  message: string;
  messageHi: string | null;
};

async function readOfficeHolders(): Promise<OfficeHolder[]> {
  return db()
    .select({
      office: officeHolders.office,
      title: officeHolders.title,
      titleHi: officeHolders.titleHi,
      name: officeHolders.name,
      email: officeHolders.email,
      phone: officeHolders.phone,
      message: officeHolders.message,
      messageHi: officeHolders.messageHi,
    })
    .from(officeHolders)
    .orderBy(asc(officeHolders.position));
}

export const listOfficeHolders = unstable_cache(readOfficeHolders, ["office-holders:all"], {
  tags: [CACHE_TAGS.officeHolders],
});
