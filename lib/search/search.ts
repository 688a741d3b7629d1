import "server-only";
import { createHash } from "node:crypto";
import { notInArray, sql, type SQL } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { db } from "../db/client";
import { searchPages } from "../db/schema";
import { CACHE_TAGS } from "../cache-tags";
import { fileUrl } from "../files/urls";
import { expandQuery } from "./synonyms";
import { synonymGroups } from "./synonym-store";
import { snippetOf } from "./snippet";
import { freeText } from "../http/query";
import { listSearchablePages, type SearchablePage } from "./content-source";
import { selectRows } from "../db/rows";

/**
 * The site search: one ranking over programmes, current notices, tenders, content pages,
 * campuses, departments, faculty members and office holders, in English and Hindi, on PostgreSQL
 * full-text search and trigram similarity (pg_trgm; the same on PGlite). A result scores, highest
 * first:
 * - an exact name: the query, or one of its synonyms, is a record's name, code or abbreviation
 *   (compared without case, spaces and punctuation: "b tech" is "B.Tech"), or starts one;
 * - full-text rank in English (stemmed: "placements" finds "placement") and in Hindi (words as
 *   written), titles weighing more than body text;
 * - trigram similarity of the query to the title, so a misspelt word ("admision") still finds it.
 * A query is also searched with the synonyms staff keep (lib/search/synonym-store.ts), which hold
 * Hindi words and their transliterations ("pravesh", "प्रवेश", "admission"), and with its unknown
 * words replaced by the nearest words of the index's titles ("did you mean": "admision" is also
 * searched as "admission").
 */

export const SEARCH_KINDS = [
  "page",
  "programme",
  "campus",
  "department",
  "faculty",
  "office",
  "notice",
  "tender",
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export type SearchHit = { kind: SearchKind; title: string; url: string; snippet: string; rank: number };

export type SearchPage = {
  query: string;
  kind: SearchKind | undefined;
  /** Matches of every kind (the counts shown beside the kind filter). */
  counts: Record<SearchKind, number>;
  /** This page's hits, best first, grouped by kind in the order of each kind's best hit. */
  groups: { kind: SearchKind; hits: SearchHit[] }[];
  page: number;
  totalPages: number;
  total: number;
  /** "Did you mean": the query with its unknown words spelt as the index has them; also searched. */
  suggestion?: string;
};

export const SEARCH_PAGE_SIZE = 20;
export const MAX_QUERY_LENGTH = 200;
// More would not be read; keeps one search cheap whatever is typed.
const MAX_HITS = 500;
const MAX_VARIANTS = 12;
// Below this, a title is too unlike the query to count as a misspelling of it.
const TYPO_SIMILARITY = 0.6;
// Shorter queries are too like too many words ("fee" and "feedback").
const MIN_TYPO_LENGTH = 4;
// Words of a query spelt again at most (the rest are kept as typed).
const MAX_CORRECTED_WORDS = 6;
// The least similarity for a "did you mean" word.
const SUGGESTION_SIMILARITY = 0.35;

// Equal scores: what a visitor more likely means first.
const KIND_PRIORITY: readonly SearchKind[] = [
  "programme",
  "campus",
  "page",
  "department",
  "office",
  "faculty",
  "tender",
  "notice",
];

type Row = { kind: SearchKind; ref: string; ref2: string | null; title: string; body: string; rank: number };

/** A name as it is compared exactly: lower case, without spaces and punctuation. */
export function nameKey(text: string): string {
  return text.toLowerCase().replace(/[\s.,&()/'"-]+/g, "");
}
const NAME_KEY = (expression: string) => `regexp_replace(lower(${expression}), '[[:space:].,&()/''"-]+', '', 'g')`;
/** The names of a document, each as a key between bars ("|bca|bachelorofcomputerapplications|"). */
const KEYS = (...names: string[]) =>
  `'|' || concat_ws('|', ${names.map((name) => NAME_KEY(`coalesce(${name}, '')`)).join(", ")}) || '|'`;

// Short texts (names, titles, programme descriptions) are stemmed at search time; long ones
// (faculty biographies, page text) are stored stemmed in generated columns.
const VECTOR = (config: "english" | "simple", title: string, body: string) =>
  `setweight(to_tsvector('${config}', coalesce(${title}, '')), 'A') || setweight(to_tsvector('${config}', coalesce(${body}, '')), 'D')`;

// A programme's abbreviation: the part before " in " when it is one ("B.Tech in …", "MBA in …"),
// and one in brackets at the end ("Bachelor of Computer Applications (BCA)").
const PROGRAMME_ABBREVIATION = `case when split_part(p.name, ' in ', 1) ~ '^([A-Z]+|[A-Z][A-Za-z]*[.][A-Za-z.]*)$' then split_part(p.name, ' in ', 1) end`;
const BRACKETED = `substring(p.name from '[(]([^)]+)[)]$')`;
const CAMPUS_SHORT_NAME = `trim(regexp_replace(c.name, '(^|\s)(DSEU|Campus)(?=\s|$)', ' ', 'g'))`;

/**
 * Every searchable document as (kind, ref, ref2, title, body, keys, title_hi, vector, vector_hi);
 * refs become the address in urlOf.
 */
const DOCUMENTS = sql.raw(`
    select 'programme' as kind, p.id as ref, null as ref2, p.name as title,
           concat_ws(' ', p.code, p.duration, p.description, p.eligibility, p.fees) as body,
           ${KEYS("p.name", "p.code", PROGRAMME_ABBREVIATION, BRACKETED, "p.name_hi")} as keys,
           coalesce(p.name_hi, '') as title_hi,
           ${VECTOR("english", "p.name", "concat_ws(' ', p.code, p.duration, p.description, p.eligibility, p.fees)")} as vector,
           ${VECTOR("simple", "p.name_hi", "concat_ws(' ', p.description_hi, p.eligibility_hi)")} as vector_hi
      from programs p
    union all
    select 'campus', c.slug, null, c.name, concat_ws(' ', c.address, c.zone || ' zone', c.director),
           ${KEYS("c.name", "c.slug", CAMPUS_SHORT_NAME, "c.name_hi")}, coalesce(c.name_hi, ''),
           ${VECTOR("english", "c.name", "concat_ws(' ', c.address, c.zone || ' zone', c.director, c.programmes_offered::text, left(c.about, 1500))")},
           ${VECTOR("simple", "c.name_hi", "concat_ws(' ', c.address_hi, left(c.about_hi, 1500))")}
      from campuses c
    union all
    select 'department', d.id, m.school_id, d.name, coalesce(s.name, ''), ${KEYS("d.name", "d.name_hi")},
           coalesce(d.name_hi, ''), ${VECTOR("english", "d.name", "s.name")}, ${VECTOR("simple", "d.name_hi", "s.name_hi")}
      from departments d
      left join department_school_members m on m.department_id = d.id
      left join department_schools s on s.id = m.school_id
    union all
    select 'faculty', f.id, null, concat_ws(' ', nullif(f.salutation, ''), f.firstname, nullif(f.surname, '')),
           concat_ws(' ', f.designation, f.school, left(f.overview, 600)),
           ${KEYS("concat_ws(' ', f.firstname, f.surname)", "concat_ws(' ', f.salutation, f.firstname, f.surname)")},
           '', f.search_vector, ''::tsvector
      from faculty f
    union all
    select 'notice', n.id, coalesce(n.link, '/files/' || sf.id || '/' || sf.original_name), n.title, n.section,
           ${KEYS("n.title")}, '', ${VECTOR("english", "n.title", "coalesce(left(dt.text, 20000), '')")},
           ${VECTOR("simple", "''", "coalesce(left(dt.text, 20000), '')")}
      from notices n
      left join stored_files sf on sf.id = n.file_id
      left join document_texts dt on dt.file_id = sf.id and dt.status = 'done'
     where not n.archived and (not n.auto_archive or n.valid_until is null or n.valid_until > now())
    union all
    select sp.kind, sp.url, null, sp.title, left(sp.body, 4000),
           '|' || ${NAME_KEY("sp.title")} || '|' || ${NAME_KEY("sp.title_hi")} || '|'
               || array_to_string(array(select ${NAME_KEY("n")} from unnest(string_to_array(sp.names, E'\\n')) n), '|') || '|',
           sp.title_hi, sp.search_vector, sp.search_vector_hi
      from search_pages sp
`);

let synced: { signature: string; done: Promise<void> } | undefined;

/**
 * Brings the search_pages table in step with the content pages, tenders and office holders, so
 * their stemmed documents are computed once, not at every search. They are read each time (from
 * cached queries) and compared by a hash: only when staff have published a change are the changed
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
      const values = {
        kind: page.kind,
        url: page.url,
        title: page.title,
        body: page.text,
        titleHi: page.titleHi,
        bodyHi: page.textHi,
        names: page.names,
      };
      await tx
        .insert(searchPages)
        .values({ path: page.key, ...values })
        .onConflictDoUpdate({
          target: searchPages.path,
          set: values,
          setWhere: sql`(${searchPages.kind}, ${searchPages.url}, ${searchPages.title}, ${searchPages.body}, ${searchPages.titleHi}, ${searchPages.bodyHi}, ${searchPages.names})
            is distinct from (excluded.kind, excluded.url, excluded.title, excluded.body, excluded.title_hi, excluded.body_hi, excluded.names)`,
        });
    }
    await tx.delete(searchPages).where(
      notInArray(
        searchPages.path,
        pages.map((p) => p.key),
      ),
    );
  });
}

const textArray = (values: string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

function tsQuery(config: "english" | "simple", variants: string[]): SQL {
  const parts = variants.map((variant) => sql`websearch_to_tsquery(${sql.raw(`'${config}'`)}, ${variant})`);
  return sql.join(parts, sql` || `);
}

/** The rows for a query, also searched as `corrected` (its nearest spelling) where there is one. */
async function runSearch(query: string, corrected: string | undefined): Promise<Row[]> {
  await syncSearchPages();
  const groups = await synonymGroups();
  const variants = [
    ...new Set([...expandQuery(query, groups), ...(corrected ? expandQuery(corrected, groups) : [])]),
  ].slice(0, MAX_VARIANTS);
  const exact = nameKey(query);
  const variantKeys = variants.map(nameKey).filter(Boolean);
  const queryWords = query.split(" ");
  const words = queryWords.length > 1 ? queryWords.map(nameKey).filter((word) => word.length >= 2) : [];
  const rows = await selectRows<Row>(
    db(),
    sql`
    with q as (
      select (${tsQuery("english", variants)}) as en, (${tsQuery("simple", variants)}) as hi,
             ${query}::text as text, ${exact}::text as exact, ${textArray(variantKeys)} as variants,
             ${textArray(words)} as words, ${textArray(variants)} as phrases
    ),
    docs as (${DOCUMENTS}),
    scored as (
      select docs.*,
             case
               when q.exact <> '' and position('|' || q.exact || '|' in docs.keys) > 0 then 100
               when exists (select 1 from unnest(q.variants) v where position('|' || v || '|' in docs.keys) > 0) then 80
               else greatest(
                 -- The title's first words ("UGC" of "UGC Guidelines"), as typed or as a synonym.
                 case when exists (select 1 from unnest(q.phrases) v
                                    where left(lower(docs.title), length(v) + 1) = v || ' '
                                       or left(docs.title_hi, length(v) + 1) = v || ' ') then 30 else 0 end,
                 -- The start of a name ("okhla" of "Okhla-II"), by how much of it was typed.
                 coalesce((
                   select max(40.0 * length(v) / length(k))
                     from unnest(q.variants) v, unnest(string_to_array(docs.keys, '|')) k
                    where length(v) >= 3 and left(k, length(v)) = v), 0),
                 -- Words of a longer query that are a name ("BCA" of "bca admission").
                 30 * (select count(*) from unnest(q.words) w where position('|' || w || '|' in docs.keys) > 0)
               )
             end as exact_score,
             coalesce(ts_rank(docs.vector, q.en), 0) as en_rank,
             coalesce(ts_rank(docs.vector_hi, q.hi), 0) as hi_rank,
             greatest(word_similarity(q.text, lower(docs.title)), word_similarity(q.text, docs.title_hi)) as likeness,
             -- Of two titles holding the query, the one nearer to it as a whole ("Diploma in Computer Engineering").
             similarity(q.text, lower(docs.title)) as closeness,
             (q.en is not null and docs.vector @@ q.en) or (q.hi is not null and docs.vector_hi @@ q.hi) as matched
        from docs, q
    )
    select kind, ref, ref2, title, body,
           (exact_score + 20 * en_rank + 20 * hi_rank + 5 * closeness + case when typo then 15 * likeness else 0 end)::float8 as rank
      from (select scored.*, length(${query}) >= ${MIN_TYPO_LENGTH} and likeness >= ${TYPO_SIMILARITY} as typo from scored) scored
     where exact_score > 0 or matched or typo
     order by rank desc, array_position(${textArray([...KIND_PRIORITY])}, kind), length(title), title
     limit ${MAX_HITS}
  `,
  );
  return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
}

const SEARCH_TAGS = [
  CACHE_TAGS.programs,
  CACHE_TAGS.campuses,
  CACHE_TAGS.departments,
  CACHE_TAGS.faculty,
  CACHE_TAGS.notices,
  CACHE_TAGS.officeHolders,
  CACHE_TAGS.content,
  CACHE_TAGS.searchSynonyms,
];

const cachedSearch = unstable_cache(runSearch, ["search:v3"], { tags: SEARCH_TAGS, revalidate: 300 });

// Words split at spaces and punctuation; not at [:punct:], which takes in Devanagari's virama.
const WORD_SPLIT = `'[[:space:],.;:()/&''"!?|-]+'`;

/**
 * "Did you mean": the query with each word the index's titles (and the synonyms) do not hold
 * replaced by the most similar word they do (trigram similarity), or undefined when no word changes.
 */
async function nearestQuery(query: string): Promise<string | undefined> {
  const queryWords = query.split(" ").filter(Boolean);
  // Only words of letters are spelt again: not "b.tech", "gem/2025" or a two-letter abbreviation.
  const correctable = (word: string) => word.length >= 3 && /^[\p{L}\p{M}]+$/u.test(word);
  const candidates = [...new Set(queryWords.filter(correctable))].slice(0, MAX_CORRECTED_WORDS);
  if (candidates.length === 0) return undefined;
  const rows = await selectRows<{ word: string; nearest: string | null }>(
    db(),
    sql`
    with docs as (${DOCUMENTS}),
    vocabulary as (
      select distinct w from docs, regexp_split_to_table(lower(docs.title || ' ' || docs.title_hi), ${sql.raw(WORD_SPLIT)}) w
       where length(w) >= 3
      union
      select distinct w from search_synonyms s, jsonb_array_elements_text(s.phrases) p,
             regexp_split_to_table(p, ${sql.raw(WORD_SPLIT)}) w
       where length(w) >= 3
    ),
    typed as (select unnest(${textArray(candidates)}) as word)
    select typed.word,
           (select w from vocabulary where similarity(w, typed.word) >= ${SUGGESTION_SIMILARITY}
             order by similarity(w, typed.word) desc, w limit 1) as nearest
      from typed
     where not exists (select 1 from vocabulary where w = typed.word)
  `,
  );
  const spelt = new Map(rows.flatMap((row) => (row.nearest ? [[row.word, row.nearest] as const] : [])));
  const corrected = queryWords.map((word) => spelt.get(word) ?? word).join(" ");
  return corrected !== query ? corrected : undefined;
}

const cachedNearestQuery = unstable_cache(nearestQuery, ["search:nearest:v1"], { tags: SEARCH_TAGS, revalidate: 300 });

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
    case "tender":
    case "office":
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
  const lower = query.toLowerCase();
  const suggestion = query ? await cachedNearestQuery(lower) : undefined;
  const rows = query ? await cachedSearch(lower, suggestion) : [];
  const counts = Object.fromEntries(SEARCH_KINDS.map((k) => [k, 0])) as Record<SearchKind, number>;
  for (const row of rows) counts[row.kind]++;
  const chosen = rows.filter((row) => !options.kind || row.kind === options.kind);
  const totalPages = Math.max(1, Math.ceil(chosen.length / SEARCH_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page ?? 1), totalPages);
  const hits = chosen.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE).map((row) => ({
    kind: row.kind,
    title: row.title,
    url: urlOf(row),
    snippet: row.kind === "notice" || row.kind === "office" ? "" : snippetOf(row.body, query),
    rank: row.rank,
  }));
  // Best first: each kind's group where its best hit falls.
  const kinds = [...new Set(hits.map((hit) => hit.kind))];
  const groups = kinds.map((kind) => ({ kind, hits: hits.filter((h) => h.kind === kind) }));
  return { query, kind: options.kind, counts, groups, page, totalPages, total: chosen.length, suggestion };
}

export function isSearchKind(value: string | undefined): value is SearchKind {
  return (SEARCH_KINDS as readonly string[]).includes(value ?? "");
}
