import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { selectRows } from "../db/rows";

/**
 * What the backup reads of the database's own catalogue: every table of the `public` schema, in
 * an order where a table comes after the tables its foreign keys point to (so a restore can insert
 * them in that order), with the columns a restore writes (generated ones are recomputed).
 */
export type TableInfo = {
  name: string;
  /** Columns written by a restore, in the table's order. */
  columns: string[];
  /** Generated columns: left out of the rows, recomputed by PostgreSQL. */
  generated: string[];
  primaryKey: string[];
  /** Holds bytea columns: read a few rows at a time. */
  holdsBytes: boolean;
};

export async function listTables(tx: Executor): Promise<TableInfo[]> {
  const columns = await selectRows<{
    table_name: string;
    column_name: string;
    is_generated: string;
    data_type: string;
  }>(
    tx,
    sql`select c.table_name, c.column_name, c.is_generated, c.data_type
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
  );
  const keys = await selectRows<{ table_name: string; column_name: string }>(
    tx,
    sql`select cls.relname as table_name, att.attname as column_name
        from pg_constraint con
        join pg_class cls on cls.oid = con.conrelid
        join lateral unnest(con.conkey) with ordinality as k(attnum, position) on true
        join pg_attribute att on att.attrelid = con.conrelid and att.attnum = k.attnum
        where con.contype = 'p' and con.connamespace = 'public'::regnamespace
        order by cls.relname, k.position`,
  );
  const references = await selectRows<{ child: string; parent: string }>(
    tx,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint con
        join pg_class child on child.oid = con.conrelid
        join pg_class parent on parent.oid = con.confrelid
        where con.contype = 'f' and con.connamespace = 'public'::regnamespace`,
  );
  const tables = new Map<string, TableInfo>();
  for (const column of columns) {
    const table = tables.get(column.table_name) ?? {
      name: column.table_name,
      columns: [],
      generated: [],
      primaryKey: [],
      holdsBytes: false,
    };
    if (column.is_generated === "ALWAYS") table.generated.push(column.column_name);
    else table.columns.push(column.column_name);
    if (column.data_type === "bytea") table.holdsBytes = true;
    tables.set(column.table_name, table);
  }
  for (const key of keys) tables.get(key.table_name)?.primaryKey.push(key.column_name);
  return parentsFirst([...tables.values()], references);
}

function parentsFirst(tables: TableInfo[], references: { child: string; parent: string }[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableInfo[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "visiting") {
      throw new Error(`the foreign keys of ${[...path, name].join(" → ")} form a cycle; the backup cannot order them`);
    }
    state.set(name, "visiting");
    for (const r of references) if (r.child === name && r.parent !== name) visit(r.parent, [...path, name]);
    state.set(name, "done");
    const table = byName.get(name);
    if (table) ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table.name, []);
  return ordered;
}

/** The hashes of the applied migrations, oldest first (drizzle's own table). */
export async function appliedMigrations(tx: Executor): Promise<string[]> {
  const rows = await selectRows<{ hash: string }>(tx, sql`select hash from drizzle.__drizzle_migrations order by id`);
  return rows.map((r) => r.hash);
}

const PAGE_ROWS = 500;
const PAGE_ROWS_WITH_BYTES = 4;

/**
 * Calls `each` with every row of the table as jsonb text (generated columns left out), in
 * primary-key order compared byte by byte (the same on any collation). A page's rows are picked
 * by their keys first, so rows are only serialised once however many pages there are.
 */
export async function forEachRow(
  tx: Executor,
  table: TableInfo,
  each: (text: string) => Promise<void> | void,
): Promise<void> {
  const name = sql.identifier(table.name);
  const keyColumns = table.primaryKey.length ? table.primaryKey : table.columns;
  const key = sql.join(
    keyColumns.map((c) => sql`${sql.identifier(c)}`),
    sql`, `,
  );
  const generated = `{${table.generated.map((c) => `"${c}"`).join(",")}}`;
  const pageRows = table.holdsBytes ? PAGE_ROWS_WITH_BYTES : PAGE_ROWS;
  for (let offset = 0; ; offset += pageRows) {
    const rows = await selectRows<{ j: string }>(
      tx,
      sql`select (to_jsonb(t) - ${generated}::text[])::text as j
          from ${name} t
          where t.ctid = any(array(
            select ctid from ${name} order by (row(${key}))::text collate "C" limit ${pageRows} offset ${offset}
          ))
          order by (row(${sql.join(
            keyColumns.map((c) => sql`t.${sql.identifier(c)}`),
            sql`, `,
          )}))::text collate "C"`,
    );
    for (const row of rows) await each(row.j);
    if (rows.length < pageRows) return;
  }
}

/**
 * Tables that a migration fills with starting rows (the search's default synonyms, migration
 * 0017): a freshly migrated database has them, so they do not make a restore's target "not
 * empty", and a restore replaces them with the archive's.
 */
export const TABLES_FILLED_BY_MIGRATIONS: ReadonlySet<string> = new Set(["search_synonyms"]);

/** Every row of every table counted, but for the migrations' own: zero means an empty target for a restore. */
export async function countRows(tx: Executor, tables: TableInfo[]): Promise<number> {
  let total = 0;
  for (const table of tables) {
    if (TABLES_FILLED_BY_MIGRATIONS.has(table.name)) continue;
    const [row] = await selectRows<{ n: number | string }>(
      tx,
      sql`select count(*) as n from ${sql.identifier(table.name)}`,
    );
    total += Number(row?.n ?? 0);
  }
  return total;
}

/** Timestamps in rows are written in UTC, so the same row has the same text on any server. */
export async function setUtc(tx: Executor): Promise<void> {
  await tx.execute(sql`set local timezone = 'UTC'`);
}
