import { asc, desc, eq, ilike, or, sql, and, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { db, type Executor } from "../db/client";
import { requireRole, type Actor } from "../auth/actor";
import { parseInput } from "../validation";
import { createSchema, deleteSchema, updateSchema } from "../reference/fields";
import {
  createRecord,
  deleteRecord,
  listRecordRevisions,
  readRecord,
  restoreRecordRevision,
  saveRecord,
  type EditableRecord,
  type RecordFields,
  type RecordRevision,
  type RecordSpec,
} from "../reference/records";
import type { RecordKind } from "./define";

/**
 * The service of a declared record kind (lib/records/define.ts): list with search, filter, sort
 * and paging; read; add; save over the version the editor started from (409 naming who saved
 * first); delete; revisions with what each changed; restore. Every write goes through
 * lib/reference/records.ts (one transaction with its audit entry and revision, then the kind's
 * cache tags); every function checks the caller's role first.
 *
 * Errors: ValidationError (400, `fieldErrors` by field), UnauthorizedError (401), ForbiddenError
 * (403), NotFoundError (404), RecordConflictError (409, names who saved and when), ConflictError
 * (409, a deletion the kind refuses).
 */

export type RecordPage<E> = { items: E[]; page: number; perPage: number; totalItems: number; totalPages: number };

export type RecordService<E extends EditableRecord> = {
  list(actor: Actor, query?: unknown): Promise<RecordPage<E>>;
  get(actor: Actor, id: string): Promise<E>;
  create(actor: Actor, input: unknown): Promise<E>;
  update(actor: Actor, id: string, input: unknown): Promise<E>;
  remove(actor: Actor, id: string, input: unknown): Promise<void>;
  revisions(actor: Actor, id: string): Promise<RecordRevision[]>;
  restore(actor: Actor, id: string, revisionId: string): Promise<E>;
  /** The update and create schemas, for the API's documentation and the tests. */
  updateSchema: z.ZodType;
  createSchema: z.ZodType;
  listQuery: z.ZodType<ListQuery>;
};

export type ListQuery = {
  q?: string;
  sort: string;
  page: number;
  perPage: number;
  filters: Record<string, string>;
};

const PER_PAGE = 25;

// drizzle's builders are typed by the table; a kind's table is known only as a PgTable here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTable = any;

/** The row as its form edits it: no createdAt, no hidden columns, updatedAt as an ISO text. */
function editable<E extends EditableRecord>(kind: RecordKind<E>, row: Record<string, unknown>): E {
  const hidden = new Set(["createdAt", ...(kind.hiddenColumns ?? [])]);
  const fields = Object.fromEntries(Object.entries(row).filter(([key]) => !hidden.has(key)));
  return { ...fields, updatedAt: (row.updatedAt as Date).toISOString() } as E;
}

/** The list's query (search, sort, page, filters), from the address or the API's query string. */
function listQuerySchema(kind: RecordKind<EditableRecord>): z.ZodType<ListQuery> {
  const sorts = Object.keys(kind.list.sort).flatMap((name) => [name, `-${name}`]);
  const filters = kind.list.filters ?? {};
  const filterShape = Object.fromEntries(
    // An unknown value matches nothing: the list is then empty, not refused.
    Object.entries(filters).map(([name, filter]) => [
      name,
      z
        .string({ error: `Choose a ${filter.label.toLowerCase()} the list offers.` })
        .max(100, `Choose a ${filter.label.toLowerCase()} the list offers.`)
        .optional(),
    ]),
  );
  return z
    .object({
      q: z.string().trim().max(200, "Keep the search to 200 characters or fewer.").optional(),
      sort: z
        .enum(sorts as [string, ...string[]], { error: `Sort by one of: ${sorts.join(", ")}.` })
        .default(kind.list.defaultSort),
      page: z.coerce.number({ error: "Give the page as a number." }).int().min(1).max(10_000).default(1),
      perPage: z.coerce
        .number({ error: "Give perPage as a number." })
        .int()
        .min(1)
        .max(200)
        .default(kind.list.perPage ?? PER_PAGE),
      ...filterShape,
    })
    .transform(({ q, sort, page, perPage, ...rest }) => ({
      q: q || undefined,
      sort,
      page,
      perPage,
      filters: Object.fromEntries(
        Object.entries(rest).filter(([, value]) => typeof value === "string" && value),
      ) as Record<string, string>,
    }));
}

/** The spec lib/reference/records.ts writes with, from the declaration (its defaults filled in). */
function writeSpec<E extends EditableRecord>(kind: RecordKind<E>): RecordSpec<E> {
  const table = kind.table as AnyTable;
  const editableNames = Object.keys(kind.fields).filter((name) => !kind.fixedFields.includes(name));
  return {
    entity: kind.key,
    noun: kind.noun.one,
    roles: kind.roles.write,
    tags: kind.tags,
    read:
      kind.read ??
      (async (executor: Executor, id: string, lock: boolean) => {
        const query = executor.select().from(table).where(eq(table.id, id));
        const [row] = lock ? await query.for("update") : await query;
        return row ? editable(kind, row as Record<string, unknown>) : null;
      }),
    check: kind.check,
    // Only the fields staff edit are written: a restored revision cannot carry back a fixed key,
    // a slug or a photo changed elsewhere since.
    async write(tx, id, change, now) {
      const fields = Object.fromEntries(Object.entries(change).filter(([name]) => editableNames.includes(name)));
      await tx
        .update(table)
        .set({ ...fields, updatedAt: now })
        .where(eq(table.id, id));
    },
    insert:
      kind.insert ??
      (async (tx: Executor, id: string, fields: RecordFields<E>, now: Date) => {
        await tx.insert(table).values({ ...fields, id, createdAt: now, updatedAt: now });
      }),
    remove: kind.noDelete
      ? undefined
      : (kind.remove ??
        (async (tx: Executor, id: string) => {
          await tx.delete(table).where(eq(table.id, id));
        })),
  };
}

// One service per kind, made on first use: the routes, actions and pages of a kind share it.
const services = new WeakMap<object, RecordService<EditableRecord>>();

export function recordService<E extends EditableRecord>(kind: RecordKind<E>): RecordService<E> {
  let service = services.get(kind);
  if (!service) {
    service = makeService(kind as unknown as RecordKind<EditableRecord>);
    services.set(kind, service);
  }
  return service as unknown as RecordService<E>;
}

function makeService<E extends EditableRecord>(kind: RecordKind<E>): RecordService<E> {
  const spec = writeSpec(kind);
  const table = kind.table as AnyTable;
  const shape = Object.fromEntries(Object.entries(kind.fields).map(([name, field]) => [name, field.schema]));
  const changeShape = Object.fromEntries(Object.entries(shape).filter(([name]) => !kind.fixedFields.includes(name)));
  const update = updateSchema(kind.noun.one, changeShape, kind.fixedNote.update);
  const create = createSchema(shape, kind.required, kind.fixedNote.create);
  const listQuery = listQuerySchema(kind as unknown as RecordKind<EditableRecord>);
  const readers = kind.roles.read ?? kind.roles.write;

  return {
    updateSchema: update,
    createSchema: create,
    listQuery,

    async list(actor, input = {}) {
      requireRole(actor, ...readers);
      const query = parseInput(listQuery, input);
      const conditions: SQL[] = [];
      if (query.q) {
        const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const anyColumn = or(...kind.list.search.map((column) => ilike(column, pattern)));
        if (anyColumn) conditions.push(anyColumn);
      }
      for (const [name, value] of Object.entries(query.filters)) {
        const filter = kind.list.filters?.[name];
        if (filter) conditions.push(eq(filter.column, value));
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const descending = query.sort.startsWith("-");
      const column = kind.list.sort[query.sort.replace(/^-/, "")]!;
      const [rows, [total]] = await Promise.all([
        db()
          .select()
          .from(table as PgTable)
          .where(where)
          .orderBy(descending ? desc(column) : asc(column), asc(table.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db()
          .select({ n: sql<number>`count(*)::int` })
          .from(table as PgTable)
          .where(where),
      ]);
      const totalItems = total?.n ?? 0;
      return {
        items: rows.map((row) => editable(kind, row as Record<string, unknown>)),
        page: query.page,
        perPage: query.perPage,
        totalItems,
        totalPages: Math.max(1, Math.ceil(totalItems / query.perPage)),
      };
    },

    get: (actor, id) => readRecord(actor, spec, id),

    async create(actor, input) {
      // The role is checked before the input is read, as on every other call.
      requireRole(actor, ...kind.roles.write);
      const fields = parseInput(create, input) as RecordFields<E>;
      return createRecord(actor, spec, fields);
    },

    async update(actor, id, input) {
      requireRole(actor, ...kind.roles.write);
      const { updatedAt, ...change } = parseInput(update, input) as { updatedAt: string } & Partial<RecordFields<E>>;
      return saveRecord(actor, spec, id, updatedAt, change as Partial<RecordFields<E>>);
    },

    async remove(actor, id, input) {
      requireRole(actor, ...kind.roles.write);
      const { updatedAt } = parseInput(deleteSchema(kind.noun.one), input);
      await deleteRecord(actor, spec, id, updatedAt);
    },

    revisions: (actor, id) => listRecordRevisions(actor, spec, id),
    restore: (actor, id, revisionId) => restoreRecordRevision(actor, spec, id, revisionId),
  };
}
