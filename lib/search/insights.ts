import "server-only";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { db } from "../db/client";
import { searchQueryStats } from "../db/schema";
import { requireRole, type Actor } from "../auth/actor";
import { ValidationError } from "../errors";
import { logger } from "../log/logger";
import { MAX_QUERY_LENGTH, normaliseQuery } from "./search";

/**
 * Search insights for the web team: per week, each normalised query with how often it was
 * searched, how many results it found the last time and how often a result was opened. Nothing
 * about who searched is stored: no address, no cookie, no session, no time finer than the week.
 */

// The Monday (UTC) of the current week, as PostgreSQL's ISO weeks start.
const THIS_WEEK = sql`date_trunc('week', now() at time zone 'utc')::date`;

/** How the query is kept: as the search normalises it, lower-cased, so "BCA" and "bca" are one. */
export function insightKey(query: string): string {
  return normaliseQuery(query).toLowerCase();
}

/**
 * Counts one search (the first page of results, no kind chosen) with the number it found. A
 * failure to count is logged and never fails the visitor's search.
 */
export async function recordSearch(query: string, results: number): Promise<void> {
  const key = insightKey(query);
  if (!key) return;
  try {
    await db()
      .insert(searchQueryStats)
      .values({ week: THIS_WEEK, query: key, searches: 1, results })
      .onConflictDoUpdate({
        target: [searchQueryStats.week, searchQueryStats.query],
        set: { searches: sql`${searchQueryStats.searches} + 1`, results: sql`excluded.results` },
      });
  } catch (error) {
    logger().error({ err: error }, "could not count a search");
  }
}

/**
 * Counts a result opened from the results of `query`: only for a query searched this week, so a
 * click cannot add a query nobody searched. Answers whether it counted.
 */
export async function recordResultOpened(query: unknown): Promise<boolean> {
  if (typeof query !== "string" || query.length > MAX_QUERY_LENGTH * 2) {
    throw new ValidationError("Send the query whose result was opened.", "query");
  }
  const key = insightKey(query);
  if (!key) throw new ValidationError("Send the query whose result was opened.", "query");
  const updated = await db()
    .update(searchQueryStats)
    .set({ clicks: sql`${searchQueryStats.clicks} + 1` })
    .where(and(eq(searchQueryStats.week, THIS_WEEK), eq(searchQueryStats.query, key)))
    .returning({ query: searchQueryStats.query });
  return updated.length > 0;
}

export type QueryInsight = { query: string; searches: number; results: number; clicks: number };

export type SearchInsights = {
  /** The weeks with searches, newest first (YYYY-MM-DD, each a Monday). */
  weeks: string[];
  week: string | undefined;
  totalSearches: number;
  top: QueryInsight[];
  /** Queries whose last search found nothing. */
  zeroResults: QueryInsight[];
  /** Queries that found something, of which no result was opened. */
  unopened: QueryInsight[];
};

const LIST_LENGTH = 25;
const WEEKS_SHOWN = 26;

/** The insights of one week (the latest by default), for Admin and Publisher. */
export async function searchInsights(actor: Actor, week?: string): Promise<SearchInsights> {
  requireRole(actor, "Publisher");
  const weekRows = await db()
    .selectDistinct({ week: searchQueryStats.week })
    .from(searchQueryStats)
    .orderBy(desc(searchQueryStats.week))
    .limit(WEEKS_SHOWN);
  const weeks = weekRows.map((row) => row.week);
  const chosen = week && weeks.includes(week) ? week : weeks[0];
  if (!chosen) return { weeks, week: undefined, totalSearches: 0, top: [], zeroResults: [], unopened: [] };
  const columns = {
    query: searchQueryStats.query,
    searches: searchQueryStats.searches,
    results: searchQueryStats.results,
    clicks: searchQueryStats.clicks,
  };
  const inWeek = eq(searchQueryStats.week, chosen);
  const list = (where = inWeek) =>
    db()
      .select(columns)
      .from(searchQueryStats)
      .where(where)
      .orderBy(desc(searchQueryStats.searches), searchQueryStats.query)
      .limit(LIST_LENGTH);
  const [top, zeroResults, unopened, total] = await Promise.all([
    list(),
    list(and(inWeek, eq(searchQueryStats.results, 0))),
    list(and(inWeek, gt(searchQueryStats.results, 0), eq(searchQueryStats.clicks, 0))),
    db()
      .select({ total: sql<number>`coalesce(sum(${searchQueryStats.searches}), 0)::int` })
      .from(searchQueryStats)
      .where(inWeek),
  ]);
  return { weeks, week: chosen, totalSearches: Number(total[0]?.total ?? 0), top, zeroResults, unopened };
}
