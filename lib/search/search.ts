import "server-only";
import { createHash } from "node:crypto";
import { notInArray, sql, type SQL } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { db } from "../db/client";
import { searchPages } from "../db/schema";
import { CACHE_TAGS } from "../cache-tags";
import { fileUrl } from "../files/urls";
import { expandQuery } from "./synonyms";
import { snippetOf } from "./snippet";
import { freeText } from "../http/query";
import { listSearchablePages, type SearchablePage } from "./content-source";

/**
 * The site search: PostgreSQL full-text search (the 'english' configuration, so "placements"
 * finds "placement"; the same on PGlite) over programmes, current notices (titles), content pages
 * (their text), campuses (names, addresses), departments and faculty members. Titles weigh more
 * than body text; a query is also searched with the synonyms visitors use (lib/search/synonyms.ts).
 */

export const SEARCH_KINDS = ["page", "programme", "campus", "department", "faculty", "notice"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export type SearchHit = { kind: SearchKind; title: string; url: string; snippet: string; rank: number };

export type SearchPage = {
  query: string;
  kind: SearchKind | undefined;
  /** Matches of every kind (the counts shown beside the kind filter). */
  counts: Record<SearchKind, number>;
  /** This page's hits, grouped by kind in SEARCH_KINDS order, best first within a kind. */
  groups: { kind: SearchKind; hits: SearchHit[] }[];
  page: number;
  totalPages: number;
  total: number;
};

export const SEARCH_PAGE_SIZE = 20;
export const MAX_QUERY_LENGTH = 200;
// More would not be read; keeps one search cheap whatever is typed.
const MAX_HITS = 500;
const MAX_VARIANTS = 12;

type Row = { kind: SearchKind; ref: string; ref2: string | null; title: string; body: string; rank: number };

function tsQuery(variants: string[]): SQL {
  const parts = variants.map((variant) => sql`websearch_to_tsquery('english', ${variant})`);
  return sql.join(parts, sql` || `);
}

// Short texts (names, titles, programme descriptions) are stemmed at search time; long ones
// (faculty biographies, page text) are stored stemmed in generated columns.
const VECTOR = (title: string, body: string) =>
  `setweight(to_tsvector('english', ${title}), 'A') || setweight(to_tsvector('english', ${body}), 'D')`;

/** Every searchable document as (kind, ref, ref2, title, body, vector); refs become the address in urlOf. */
const DOCUMENTS = sql.raw(`
    select 'programme' as kind, p.id as ref, null as ref2, p.name as title,
           concat_ws(' ', p.code, p.duration, p.description, p.eligibility, p.fees) as body,
           ${VECTOR("p.name", "concat_ws(' ', p.code, p.duration, p.description, p.eligibility, p.fees)")} as vector
      from programs p
    union all
    select 'campus', c.slug, null, c.name, concat_ws(' ', c.address, c.zone || ' zone', c.director),
           ${VECTOR("c.name", "concat_ws(' ', c.address, c.zone || ' zone', c.director, c.programmes_offered::text)")}
      from campuses c
    union all
    select 'department', d.id, m.school_id, d.name, coalesce(s.name, ''), ${VECTOR("d.name", "coalesce(s.name, '')")}
      from departments d
      left join department_school_members m on m.department_id = d.id
      left join department_schools s on s.id = m.school_id
    union all
    select 'faculty', f.id, null, concat_ws(' ', nullif(f.salutation, ''), f.firstname, nullif(f.surname, '')),
           concat_ws(' ', f.designation, f.school, left(f.overview, 600)), f.search_vector
      from faculty f
    union all
    select 'notice', n.id, coalesce(n.link, '/files/' || sf.id || '/' || sf.original_name), n.title, n.section,
           ${VECTOR("n.title", "coalesce(left(dt.text, 20000), '')")}
      from notices n
      left join stored_files sf on sf.id = n.file_id
      left join document_texts dt on dt.file_id = sf.id and dt.status = 'done'
     where not n.archived and (not n.auto_archive or n.valid_until is null or n.valid_until > now())
    union all
    select 'page', sp.path, null, sp.title, left(sp.body, 4000), sp.search_vector
      from search_pages sp
`);

let synced: { signature: string; done: Promise<void> } | undefined;

/**
 * Brings the search_pages table in step with the content pages, so their stemmed documents are
 * computed once, not at every search. The pages are read each time (from cached queries and the
 * page modules) and compared by a hash: only when staff have published a change are the changed
 * rows rewritten. An index refresh, not a content change: no audit entry.
 */
async function syncSearchPages(): Promise<void> {
  const pages = await listSearchablePages();
  const signature = createHash("sha256").update(JSON.stringify(pages)).digest("hex");
  if (synced?.signature !== signature) {
    const done = writeSearchPages(pages).catch((error: unknown) => {
      synced = undefined;
      throw error;
    });
    synced = { signature, done };
  }
  return synced.done;
}

async function writeSearchPages(pages: SearchablePage[]): Promise<void> {
  await db().transaction(async (tx) => {
    for (const page of pages) {
      await tx
        .insert(searchPages)
        .values({ path: page.path, title: page.title, body: page.text })
        .onConflictDoUpdate({
          target: searchPages.path,
          set: { title: sql`excluded.title`, body: sql`excluded.body` },
          setWhere: sql`${searchPages.title} <> excluded.title or ${searchPages.body} <> excluded.body`,
        });
    }
    await tx.delete(searchPages).where(
      notInArray(
        searchPages.path,
        pages.map((p) => p.path),
      ),
    );
  });
}

async function runSearch(query: string): Promise<Row[]> {
  await syncSearchPages();
  const variants = expandQuery(query).slice(0, MAX_VARIANTS);
  const result = await db().execute(sql`
    with q as (select (${tsQuery(variants)}) as query),
    docs as (${DOCUMENTS})
    select docs.kind, docs.ref, docs.ref2, docs.title, docs.body, ts_rank(docs.vector, q.query)::float8 as rank
      from docs, q
     where q.query is not null and docs.vector @@ q.query
     order by rank desc, docs.title
     limit ${MAX_HITS}
  `);
  return (result as unknown as { rows: Row[] }).rows.map((row) => ({ ...row, rank: Number(row.rank) }));
}

const cachedSearch = unstable_cache(runSearch, ["search:v2"], {
  tags: [
    CACHE_TAGS.programs,
    CACHE_TAGS.campuses,
    CACHE_TAGS.departments,
    CACHE_TAGS.faculty,
    CACHE_TAGS.notices,
    CACHE_TAGS.content,
  ],
  revalidate: 300,
});

function urlOf(row: Row): string {
  switch (row.kind) {
    case "programme":
      return `/programs/${row.ref}`;
    case "campus":
      return `/campus/${row.ref}`;
    case "department":
      return row.ref2 ? `/dept/${row.ref2}?department=${row.ref}` : "/academics/faculty";
    case "faculty":
      return `/faculty/${row.ref}`;
    case "notice": {
      const stored = /^\/files\/([^/]+)\/(.*)$/.exec(row.ref2 ?? "");
      return stored ? fileUrl(stored[1]!, stored[2]!) : (row.ref2 ?? "/announcements");
    }
    case "page":
      return row.ref;
  }
}

/**
 * A query as it is searched: free text (lib/http/query.ts) in which a run of punctuation keeps a
 * minus sign only as its last character, right before a word. websearch_to_tsquery reads each
 * minus before a word as "not", and a run of them nests so deep that PostgreSQL fails ("tsquery
 * stack too small").
 */
export function normaliseQuery(raw: string | undefined): string {
  return freeText(raw, MAX_QUERY_LENGTH)
    .replace(/[^\p{L}\p{N}]+/gu, (run) =>
      run.includes("-") ? `${run.replaceAll("-", "")}${run.endsWith("-") ? "-" : ""}` : run,
    )
    .replace(/\s+/g, " ")
    .trim();
}

/** One page of results for a query, optionally of one kind. An empty query finds nothing. */
export async function searchSite(
  rawQuery: string | undefined,
  options: { kind?: SearchKind; page?: number } = {},
): Promise<SearchPage> {
  const query = normaliseQuery(rawQuery);
  const rows = query ? await cachedSearch(query.toLowerCase()) : [];
  const counts = Object.fromEntries(SEARCH_KINDS.map((k) => [k, 0])) as Record<SearchKind, number>;
  for (const row of rows) counts[row.kind]++;
  const order = (kind: SearchKind) => SEARCH_KINDS.indexOf(kind);
  const chosen = rows
    .filter((row) => !options.kind || row.kind === options.kind)
    .sort((a, b) => order(a.kind) - order(b.kind) || b.rank - a.rank);
  const totalPages = Math.max(1, Math.ceil(chosen.length / SEARCH_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page ?? 1), totalPages);
  const hits = chosen.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE).map((row) => ({
    kind: row.kind,
    title: row.title,
    url: urlOf(row),
    snippet: row.kind === "notice" ? "" : snippetOf(row.body, query),
    rank: row.rank,
  }));
  const groups = SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((h) => h.kind === kind) })).filter(
    (g) => g.hits.length > 0,
  );
  return { query, kind: options.kind, counts, groups, page, totalPages, total: chosen.length };
}

export function isSearchKind(value: string | undefined): value is SearchKind {
  return (SEARCH_KINDS as readonly string[]).includes(value ?? "");
}
