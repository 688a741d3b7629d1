import { z } from "zod";
import { or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { db } from "../db/client";
import { contentItems, departmentSchools, notices, programs } from "../db/schema";
import { requireRole, type Actor } from "../auth/actor";
import { parseInput } from "../validation";
import { auditKind } from "../audit/kinds";
import { RECORD_KINDS } from "../records/kinds";
import type { RecordKind, RecordTable } from "../records/define";
import type { EditableRecord } from "../reference/records";
import { CONTENT_TYPE_NAMES, contentTitle } from "../content/parse";
import { spacedText } from "../http/query";
import { CONTENT_TYPES, type ContentData, type ContentType } from "../content/schema";
import { contentEditorHref } from "@/lib/content/admin-paths";
import { readableWords, type Language } from "./visible-text";
import { FIND_TEXT_ROLES } from "./find-roles";

/**
 * Staff search over the text of every content item (its draft and its published data, English and
 * Hindi) and every record (issue 26, item 5): every place that names a fact, so a new Registrar or
 * a changed phone number can be put right everywhere. The database narrows the rows with a coarse
 * substring test on the stored text; the exact test, and the snippets, run here on the words staff
 * read (no markup, no addresses or keys).
 */

/** At most this many places are listed; the result says when there were more. */
export const FIND_LIMIT = 100;
const SNIPPETS_PER_PLACE = 3;
/** Characters of context on each side of a match in a snippet. */
const CONTEXT = 70;

const findInputSchema = z.object({
  // Read as leniently as the site's search box: control characters (NUL, which PostgreSQL cannot
  // compare) are spaces.
  q: z.preprocess(
    (value) => (typeof value === "string" ? spacedText(value) : value),
    z
      .string({ error: "Type a word or phrase to find." })
      .trim()
      .min(2, "Type at least 2 characters to find.")
      .max(100, "Type at most 100 characters."),
  ),
});

/** A piece of text around a match; the page marks `match`. */
export type FoundSnippet = { before: string; match: string; after: string; language: Language };

/** Where the text was found: a content item's draft, its published version, both, or a record (no draft). */
export type FoundIn = "draft" | "published" | "both" | "record";

export type FoundPlace = {
  /** "Page", "Office holder". */
  kind: string;
  name: string;
  /** A page's address, shown under its name. */
  detail?: string;
  /** The item's editor. */
  href: string;
  foundIn: FoundIn;
  /** How many times the text occurs in the version shown (the draft, else the published one, or the record); a text repeated word for word in several fields counts once. */
  matches: number;
  snippets: FoundSnippet[];
};

export type FindResult = { query: string; places: FoundPlace[]; capped: boolean };

type Passage = { text: string; language: Language };

// Characters a phone number is written with between its digits: "011-2345 6789", "+91 (11) 2345.6789".
// The same characters twice: a class of the JavaScript pattern, and one of PostgreSQL's (hyphen first).
const JS_SEPARATORS = "[ \\u00a0\\-\\u2010\\u2011\\u2013\\u2014().+]";
const SQL_SEPARATORS = "[- \u00a0\u2010\u2011\u2013\u2014().+]";
const PHONE_LIKE = new RegExp(`^(\\d|${JS_SEPARATORS})+$`, "u");

/** What a filter reads: a content item's JSON, or a record's plain columns. */
type Stored = "json" | "plain";

/** How one query is tested: a filter for the database (coarse over JSON) and the exact pattern for the words. */
type Matcher = { pattern: RegExp; filter: (text: SQL, stored: Stored) => SQL };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The LIKE pattern of a query over stored text; % and _ are themselves, and a space matches any
 * run of characters (words split by a line break, or a name over several columns). Content is
 * stored as JSON, which escapes quotes and backslashes, with rich text that writes &, <, > and
 * quotes as entities and may split words by markup: there each of those characters matches anything
 * too, and the exact test runs on the words afterwards.
 */
function likePattern(query: string, stored: Stored): string {
  const loose = stored === "json" ? `&<>"'\\` : "";
  const inner = [...query]
    .map((c) => (c === " " || loose.includes(c) ? "%" : c === "%" || c === "_" || c === "\\" ? `\\${c}` : c))
    .join("");
  return `%${inner}%`;
}

/**
 * A query of digits (and the separators numbers are written with, at least 3 digits) finds the
 * digits however they are grouped: "011-2" finds "011 2345" and "0112345". Any other query is
 * found case-insensitively, its spaces matching any run of spaces.
 */
function matcherOf(query: string): Matcher {
  const digits = query.replace(/\D/g, "");
  if (digits.length >= 3 && PHONE_LIKE.test(query)) {
    return {
      pattern: new RegExp([...digits].join(`${JS_SEPARATORS}*`), "gu"),
      filter: (text) => sql`regexp_replace(${text}, ${SQL_SEPARATORS}, '', 'g') like ${`%${digits}%`}`,
    };
  }
  return {
    pattern: new RegExp(query.split(" ").map(escapeRegExp).join("\\s+"), "giu"),
    filter: (text, stored) => sql`${text} ilike ${likePattern(query, stored)}`,
  };
}

function snippetAt(text: string, start: number, end: number, language: Language): FoundSnippet {
  let from = Math.max(0, start - CONTEXT);
  let to = Math.min(text.length, end + CONTEXT);
  // Whole words at either edge.
  if (from > 0) {
    const space = text.indexOf(" ", from);
    if (space >= 0 && space < start) from = space + 1;
  }
  if (to < text.length) {
    const space = text.lastIndexOf(" ", to);
    if (space > end) to = space;
  }
  return {
    before: `${from > 0 ? "…" : ""}${text.slice(from, start)}`,
    match: text.slice(start, end),
    after: `${text.slice(end, to)}${to < text.length ? "…" : ""}`,
    language,
  };
}

/** Every occurrence of the pattern in the texts, and snippets of the first few texts that hold it. */
function hitsIn(texts: readonly Passage[], pattern: RegExp): { matches: number; snippets: FoundSnippet[] } {
  let matches = 0;
  const snippets: FoundSnippet[] = [];
  const seen = new Set<string>();
  for (const { text, language } of texts) {
    if (seen.has(text)) continue;
    seen.add(text);
    const found = [...text.matchAll(pattern)];
    if (!found.length) continue;
    matches += found.length;
    const first = found[0]!;
    if (snippets.length < SNIPPETS_PER_PLACE)
      snippets.push(snippetAt(text, first.index, first.index + first[0].length, language));
  }
  return { matches, snippets };
}

function contentTexts(data: unknown): Passage[] {
  return (["en", "hi"] as const).flatMap((language) =>
    readableWords(data, language).map((text) => ({ text, language })),
  );
}

async function findInContent(matcher: Matcher): Promise<FoundPlace[]> {
  const rows = await db()
    .select({
      id: contentItems.id,
      type: contentItems.type,
      key: contentItems.key,
      draft: contentItems.draft,
      published: contentItems.published,
    })
    .from(contentItems)
    .where(
      or(
        matcher.filter(sql`${contentItems.draft}::text`, "json"),
        matcher.filter(sql`${contentItems.published}::text`, "json"),
      ),
    );
  const places: FoundPlace[] = [];
  for (const row of rows) {
    const type = row.type as ContentType;
    const inDraft = hitsIn(contentTexts(row.draft), matcher.pattern);
    const inPublished = row.published ? hitsIn(contentTexts(row.published), matcher.pattern) : undefined;
    const draftHas = inDraft.matches > 0;
    const publishedHas = (inPublished?.matches ?? 0) > 0;
    if (!draftHas && !publishedHas) continue;
    const shown = draftHas ? inDraft : inPublished!;
    places.push({
      kind: CONTENT_TYPE_NAMES[type],
      name: contentTitle(type, row.draft as ContentData<ContentType>),
      detail: type === "page" ? row.key : undefined,
      href: contentEditorHref(type, row.id),
      foundIn: draftHas && publishedHas ? "both" : draftHas ? "draft" : "published",
      ...shown,
    });
  }
  const order = (place: FoundPlace) => CONTENT_TYPES.findIndex((type) => CONTENT_TYPE_NAMES[type] === place.kind);
  return places.sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name));
}

/**
 * A table of records and the columns of the words staff read in it; the record's name and its admin
 * page come from the audit log's kinds (lib/audit/kinds.ts), which name every kind in one place.
 * `name`: a longer name from the fields, where the kind has one ("Assistant Registrar (Dr. A. Name)").
 */
type RecordSource = {
  entityType: string;
  table: RecordTable;
  fields: readonly string[];
  name?: (row: EditableRecord) => string;
};

// The controls of fields that hold words staff read (not keys, choices, numbers or addresses).
const TEXT_CONTROLS = new Set(["text", "email", "tel", "textarea", "lines"]);

function declaredSource(kind: RecordKind<EditableRecord>): RecordSource {
  const fields = Object.entries(kind.fields)
    .filter(([, field]) => !field.fixed && TEXT_CONTROLS.has(field.control.kind))
    .map(([name]) => name);
  return { entityType: kind.key, table: kind.table, fields, name: kind.admin.deleteName };
}

const RECORD_SOURCES: readonly RecordSource[] = [
  ...RECORD_KINDS.map(declaredSource),
  { entityType: "department-school", table: departmentSchools, fields: ["name", "nameHi"] },
  {
    entityType: "program",
    table: programs,
    fields: [
      "name",
      "nameHi",
      "code",
      "duration",
      "mode",
      "description",
      "descriptionHi",
      "eligibility",
      "eligibilityHi",
      "fees",
    ],
  },
  { entityType: "notice", table: notices, fields: ["title", "orderNumber"] },
];

// The record's columns by their field names; a declared kind's table is known only as a PgTable.
const columnOf = (table: RecordTable, field: string) => (table as unknown as Record<string, AnyPgColumn>)[field]!;

// The record convention: a field's Hindi is in the column of the same name ending in Hi.
const languageOf = (field: string): Language => (field.endsWith("Hi") ? "hi" : "en");

function recordTexts(row: Record<string, unknown>, fields: readonly string[]): Passage[] {
  return fields.flatMap((field) => {
    const value = row[field];
    const values = Array.isArray(value) ? value : [value];
    return values
      .filter((text): text is string => typeof text === "string" && text.trim() !== "")
      .map((text) => ({ text: text.replace(/\s+/g, " ").trim(), language: languageOf(field) }));
  });
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

async function findInRecords(source: RecordSource, matcher: Matcher): Promise<{ places: FoundPlace[]; more: boolean }> {
  const columns = source.fields.map((field) => columnOf(source.table, field));
  // All the fields at once, so that a name in several columns ("Prof." "Gagan" "Dhawan") is found whole.
  const allText = sql`concat_ws(' ', ${sql.join(columns, sql`, `)})`;
  const rows = (await db()
    .select({ id: source.table.id, ...Object.fromEntries(source.fields.map((field, i) => [field, columns[i]!])) })
    .from(source.table)
    .where(matcher.filter(allText, "plain"))
    .limit(FIND_LIMIT + 1)) as (Record<string, unknown> & { id: string })[];
  if (!rows.length) return { places: [], more: false };
  const kind = auditKind(source.entityType);
  const items =
    (await kind.items?.(
      db(),
      rows.map((row) => row.id),
    )) ?? new Map();
  const places: FoundPlace[] = [];
  for (const row of rows) {
    const item = items.get(row.id);
    if (!item?.href) continue;
    const name = source.name?.(row as unknown as EditableRecord) ?? item.name;
    const hits = hitsIn([{ text: name, language: "en" }, ...recordTexts(row, source.fields)], matcher.pattern);
    if (!hits.matches) continue;
    places.push({ kind: capital(kind.noun), name, href: item.href, foundIn: "record", ...hits });
  }
  places.sort((a, b) => a.name.localeCompare(b.name));
  return { places, more: rows.length > FIND_LIMIT };
}

/**
 * Every content item and record whose text holds the query (`{ q }`, 2 to 100 characters),
 * content first, at most FIND_LIMIT places. Editors and Publishers (and Admins).
 */
export async function findText(actor: Actor, input: unknown): Promise<FindResult> {
  requireRole(actor, ...FIND_TEXT_ROLES);
  const { q: query } = parseInput(findInputSchema, input);
  const matcher = matcherOf(query);
  const [content, records] = await Promise.all([
    findInContent(matcher),
    Promise.all(RECORD_SOURCES.map((source) => findInRecords(source, matcher))),
  ]);
  const places = [content, ...records.map((found) => found.places)].flat();
  const capped = places.length > FIND_LIMIT || records.some((found) => found.more);
  return { query, places: places.slice(0, FIND_LIMIT), capped };
}
