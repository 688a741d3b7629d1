import "server-only";
import { and, eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { db } from "../db/client";
import { admissionRounds } from "../db/schema";
import { CACHE_TAGS } from "../cache-tags";
import { toRoundInfo, type RoundInfo } from "./records";
import { roundPage, type RoundKey } from "./rounds";

async function readRound(key: RoundKey): Promise<RoundInfo | null> {
  const page = roundPage(key);
  const [row] = await db()
    .select()
    .from(admissionRounds)
    .where(and(eq(admissionRounds.category, page.category), eq(admissionRounds.round, page.round)));
  return row ? toRoundInfo(row) : null;
}

/**
 * A round as its public pages show it (title, dates, window, process PDF); null before staff
 * create it. Cached and expired by every round edit. Decisions never trust this copy: they check
 * the window in the database, in the same statement that records them.
 */
export const getPublicRound = unstable_cache(readRound, ["admission-rounds:one"], {
  tags: [CACHE_TAGS.admissionRounds],
});
