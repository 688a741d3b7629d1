import "server-only";
import { asc } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { db } from "../db/client";
import { searchSynonyms } from "../db/schema";
import { requireRole, type Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { CACHE_TAGS } from "../cache-tags";
import { invalidateCacheTags } from "../cache/invalidate";
import { ValidationError } from "../errors";
import { parseSynonymText, type SynonymGroups } from "./synonyms";

async function readSynonyms(): Promise<string[][]> {
  const rows = await db().select().from(searchSynonyms).orderBy(asc(searchSynonyms.position));
  return rows.map((row) => row.phrases);
}

/** The synonym groups the search uses (public: every search reads them). */
export const synonymGroups: () => Promise<SynonymGroups> = unstable_cache(readSynonyms, ["search-synonyms"], {
  tags: [CACHE_TAGS.searchSynonyms],
});

/** The groups as stored, for the editor (Admin and Publisher). */
export async function listSynonymGroups(actor: Actor): Promise<string[][]> {
  requireRole(actor, "Publisher");
  return readSynonyms();
}

/** Replaces every group with staff's text (one group a line), audited, in one transaction. */
export async function saveSynonymGroups(actor: Actor, text: string): Promise<string[][]> {
  requireRole(actor, "Publisher");
  const parsed = parseSynonymText(text);
  if ("error" in parsed) throw new ValidationError(parsed.error, "synonyms");
  await db().transaction(async (tx) => {
    const before = (await tx.select().from(searchSynonyms).orderBy(asc(searchSynonyms.position))).map((r) => r.phrases);
    await tx.delete(searchSynonyms);
    if (parsed.groups.length > 0) {
      await tx.insert(searchSynonyms).values(parsed.groups.map((phrases, position) => ({ position, phrases })));
    }
    await recordAudit(tx, actor, { action: "update", entityType: "search-synonyms", before, after: parsed.groups });
  });
  await invalidateCacheTags(CACHE_TAGS.searchSynonyms);
  return parsed.groups;
}
