import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import type { CacheTag } from "../cache-tags";
import type { UserRole } from "../users/roles";
import type { EditableRecord, RecordFields, ReferenceEntity } from "../reference/records";
import type { ChoiceOption, RecordField } from "./fields";

/**
 * One kind of record declared once (issue 25): its fields, who may read and change it, the cache
 * tags of its public reads, its /api/v1 segment and its admin list. lib/records/service.ts makes
 * the service from it (through the one write path of lib/reference/records.ts: conflict check,
 * audit, revisions, restore), lib/records/api.ts the staff API routes, and
 * components/admin/records/ the admin list, form and history. docs/records.md is the recipe.
 */

/** A table whose rows have the columns every record kind has. */
export type RecordTable = PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn; createdAt: AnyPgColumn };

export type ListColumn<E> = {
  label: string;
  /** The cell's text (the first column links to the record's form). */
  value: (record: E) => string;
  /** Shown as code (a key), or as a time. */
  format?: "code" | "time";
  /** The name in `list.sort` its heading sorts by (a sortable column's heading is a link). */
  sortBy?: string;
  /** The column that names the row and links to its form (default: the first). */
  link?: boolean;
};

/** An equality filter of the staff list: its choices are fixed, or drawn when the list is. */
export type ListFilter = {
  label: string;
  column: AnyPgColumn;
  options?: readonly ChoiceOption[];
  load?: () => Promise<ChoiceOption[]>;
};

/** Where visitors see a record: words around one link. */
export type SeenAt = { before: string; link?: { href: string; text: string }; after?: string };

export type RecordKindDeclaration<E extends EditableRecord> = {
  /** The audit and revision entity ("office-holder"), and the kind's name in the registry. */
  key: ReferenceEntity;
  /** How staff name one and many: "office holder", "office holders". */
  noun: { one: string; many: string };
  table: RecordTable;
  /** The fields staff edit, in the form's order. */
  fields: Record<string, RecordField>;
  /** The fields a new record cannot do without; the others take the column's default. */
  required: readonly string[];
  /** Why a field the API sends is not there: "the office and the id cannot change". */
  fixedNote: { update: string; create: string };
  /** Columns never read (a generated search vector). */
  hiddenColumns?: readonly string[];
  /** Roles that may change the records (Admin always may), and that may read them as staff. */
  roles: { write: readonly UserRole[]; read?: readonly UserRole[] };
  /** The tags of every cached public read of these records. */
  tags: readonly CacheTag[];
  /**
   * /api/v1/<segment>; `item` and `items` are the envelope's keys. `legacyList`: GET on the
   * collection is the old backend's public read (legacy-api.md), kept by the route as it was; the
   * staff list is the admin's.
   */
  api: { segment: string; item: string; items: string; legacyList?: boolean };
  /** The staff list: its columns, the columns its search looks in, its order. */
  list: {
    columns: readonly ListColumn<E>[];
    search: readonly AnyPgColumn[];
    /** Sortable columns by the name the list's address uses (?sort=name or ?sort=-name). */
    sort: Readonly<Record<string, AnyPgColumn>>;
    /** The order without ?sort. */
    defaultSort: string;
    /** Records a page (default 25); a kind of a few dozen records lists them on one. */
    perPage?: number;
    /** The table's caption (default: "<Many>, N in all"). */
    caption?: string;
    /** Sections of the list, one a value of a field (a campus's zone), each with its own table. */
    groupBy?: { value: (record: E) => string; groups: readonly { value: string; heading: string; caption: string }[] };
    /** Equality filters by query name: the column and the choices offered. */
    filters?: Readonly<Record<string, ListFilter>>;
  };
  /** The admin pages' words. */
  admin: {
    path: string;
    /** The list's heading and the menu's entry ("Faculty members"). */
    title: string;
    intro: string;
    /** "Add a faculty member". */
    addLabel: string;
    /** Said above the form of a new record (what is needed, where it will show). */
    addIntro?: string;
    /** Said first above the form of an existing record (a fixed key: "Office registrar (fixed)."). */
    fixedAbout?: (record: E) => string;
    /** The record's name on its form's heading and in the deletion's question. */
    nameOf: (record: E) => string;
    /** The deletion's name of the record where it says more ("Registrar (Prof. A. Name)"). */
    deleteName?: (record: E) => string;
    /** Said above the form of an existing record (where visitors see it). */
    seenAt?: (record: E) => SeenAt;
    /** The saved message ("Campus saved. Visitors see the new facts now."); default: "<One> saved. Visitors see the change now." */
    saved?: string;
    /** Said when the record was just added. */
    added: string;
    /** What visitors lose, said before a deletion is confirmed. */
    deleteConsequence: string | ((record: E) => string);
  };
  /** The record as its form edits it; by default the row without its hidden columns and createdAt. */
  read?(executor: Executor, id: string, lock: boolean): Promise<E | null>;
  /** References and uniqueness, inside the transaction (ValidationError by field). */
  check?(tx: Executor, id: string, before: E | null, change: Partial<RecordFields<E>>): Promise<void>;
  /** Inserts a new record; by default the fields with the id and timestamps. */
  insert?(tx: Executor, id: string, fields: RecordFields<E>, now: Date): Promise<void>;
  /** Deletes the record; by default the row (a kind refuses here while the site relies on it). */
  remove?(tx: Executor, id: string): Promise<void>;
  /** Staff cannot delete these records (no Delete on the form, 405-like refusal in the API). */
  noDelete?: boolean;
};

export type RecordKind<E extends EditableRecord = EditableRecord> = RecordKindDeclaration<E> & {
  /** Fields given only when a record is added. */
  fixedFields: readonly string[];
};

export function defineRecordKind<E extends EditableRecord>(declaration: RecordKindDeclaration<E>): RecordKind<E> {
  const fixedFields = Object.entries(declaration.fields)
    .filter(([, field]) => field.fixed)
    .map(([name]) => name);
  return { ...declaration, fixedFields };
}
