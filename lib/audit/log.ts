import { and, asc, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { z } from "zod";
import { db } from "../db/client";
import { auditLog, users } from "../db/schema";
import { requireRole, type Actor } from "../auth/actor";
import { parseInput } from "../validation";
import { endOfIndiaDay, isCalendarDay, startOfIndiaDay } from "../time";
import { auditKind, AUDIT_KINDS, type AuditItem } from "./kinds";
import { actionInWords } from "./action-words";

/**
 * The audit log for Admins (/admin/audit): every recorded write, newest first, a page at a time,
 * filtered by who made it, the kind of item, the item and the days (in India) it was made on;
 * each entry with its action in words, its item's name and a link to the item while it exists.
 * Admin only: any other caller is refused (ForbiddenError) before anything is read.
 */

export const AUDIT_PER_PAGE = 50;

const day = (field: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isCalendarDay(value), `Give the ${field} day as a date (YYYY-MM-DD).`);

export const auditQuerySchema = z
  .object({
    actor: z.string().trim().max(100, "Choose a person the list offers.").optional(),
    kind: z.string().trim().max(100, "Choose a kind the list offers.").optional(),
    item: z.string().trim().max(100, "Give the item's id (100 characters at most).").optional(),
    from: day("first"),
    to: day("last"),
    page: z.coerce.number({ error: "Give the page as a number." }).int().min(1).max(10_000).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ["to"],
    message: "The last day cannot be before the first.",
  })
  .transform((query) => ({
    actor: query.actor || undefined,
    kind: query.kind || undefined,
    item: query.item || undefined,
    from: query.from,
    to: query.to,
    page: query.page,
  }));

export type AuditQuery = z.infer<typeof auditQuerySchema>;

export type AuditEntryView = {
  id: string;
  at: string;
  /** Who, in words: the email (a staff member's name first when the account has one), a candidate, "system". */
  actor: string;
  actorName: string | null;
  action: string;
  actionText: string;
  kind: string;
  kindNoun: string;
  itemId: string | null;
  /** The item's name now, or as the entry recorded it once the item is gone; null when it names none. */
  itemName: string | null;
  /** The item's admin page (or its file) while it exists. */
  href: string | null;
  requestId: string | null;
  ip: string | null;
  before: unknown;
  after: unknown;
};

export type AuditPage = {
  entries: AuditEntryView[];
  query: AuditQuery;
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
};

/** A name an entry's own copy of the item holds: for an item deleted since. */
function recordedName(entityType: string, data: unknown): string | null {
  if (!data || typeof data !== "object") return null;
  const fields = data as Record<string, unknown>;
  const declared = auditKind(entityType).recordedName?.(fields);
  if (declared) return declared;
  for (const key of ["name", "title", "email", "originalName", "reference", "formNumber", "key"]) {
    const value = fields[key];
    if (typeof value === "string" && value) return value;
    // Bilingual fields ({ en, hi }) are named by their English.
    if (value && typeof value === "object" && typeof (value as { en?: unknown }).en === "string")
      return (value as { en: string }).en || null;
  }
  return null;
}

/** The staff accounts for the "person" filter (a few dozen; bounded all the same). */
export async function auditPeople(actor: Actor): Promise<{ id: string; label: string }[]> {
  requireRole(actor);
  const rows = await db()
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .orderBy(asc(users.email))
    .limit(500);
  return rows.map((row) => ({ id: row.id, label: row.name ? `${row.name} (${row.email})` : row.email }));
}

export async function listAuditLog(actor: Actor, input: unknown = {}): Promise<AuditPage> {
  requireRole(actor);
  const query = parseInput(auditQuerySchema, input);
  const conditions: SQL[] = [];
  if (query.actor) conditions.push(eq(auditLog.actorId, query.actor));
  if (query.kind) conditions.push(eq(auditLog.entityType, query.kind));
  if (query.item) conditions.push(eq(auditLog.entityId, query.item));
  if (query.from) conditions.push(gte(auditLog.createdAt, startOfIndiaDay(query.from)));
  if (query.to) conditions.push(lt(auditLog.createdAt, endOfIndiaDay(query.to)));
  const where = conditions.length ? and(...conditions) : undefined;

  const database = db();
  const [[total], rows] = await Promise.all([
    database.select({ value: count() }).from(auditLog).where(where),
    database
      .select({ entry: auditLog, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PER_PAGE)
      .offset((query.page - 1) * AUDIT_PER_PAGE),
  ]);

  const totalItems = total?.value ?? 0;
  return {
    entries: await describe(rows),
    query,
    page: query.page,
    perPage: AUDIT_PER_PAGE,
    totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / AUDIT_PER_PAGE)),
  };
}

export const auditFeedQuerySchema = z.object({
  limit: z.coerce.number({ error: "Give limit as a number." }).int().min(1).max(200).default(AUDIT_PER_PAGE),
  before: z.iso.datetime({ offset: true, error: "Give before as an ISO date-time (an entry's `at`)." }).optional(),
  actor: z.string().trim().max(320).optional(),
  kind: z.string().trim().max(100).optional(),
});

/**
 * The log for the staff API (GET /api/v1/audit): the `limit` newest entries made before
 * `before` (the `at` of the last entry of the previous answer), by one person (their email, as
 * `actor` reads) and of one kind. Admin only.
 */
export async function auditFeed(actor: Actor, input: unknown = {}): Promise<AuditEntryView[]> {
  requireRole(actor);
  const query = parseInput(auditFeedQuerySchema, input);
  const conditions: SQL[] = [];
  if (query.before) conditions.push(lt(auditLog.createdAt, new Date(query.before)));
  if (query.actor) conditions.push(eq(auditLog.actor, query.actor));
  if (query.kind) conditions.push(eq(auditLog.entityType, query.kind));
  const rows = await db()
    .select({ entry: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit);
  return describe(rows);
}

type StoredEntry = { entry: typeof auditLog.$inferSelect; actorName: string | null };

/** Entries as staff read them: one query per kind among them for the names of its items that still exist. */
async function describe(rows: StoredEntry[]): Promise<AuditEntryView[]> {
  const idsByKind = new Map<string, Set<string>>();
  for (const { entry } of rows)
    if (entry.entityId)
      idsByKind.set(entry.entityType, (idsByKind.get(entry.entityType) ?? new Set()).add(entry.entityId));
  const database = db();
  const items = new Map<string, AuditItem>();
  await Promise.all(
    [...idsByKind].map(async ([entityType, ids]) => {
      const found = await auditKind(entityType).items?.(database, [...ids]);
      for (const [id, item] of found ?? []) items.set(`${entityType} ${id}`, item);
    }),
  );
  return rows.map(({ entry, actorName }) => {
    const item = entry.entityId ? items.get(`${entry.entityType} ${entry.entityId}`) : undefined;
    return {
      id: entry.id,
      at: entry.createdAt.toISOString(),
      actor: entry.actor,
      actorName,
      action: entry.action,
      actionText: actionInWords(entry.action),
      kind: entry.entityType,
      kindNoun: auditKind(entry.entityType).noun,
      itemId: entry.entityId,
      itemName:
        item?.name ?? recordedName(entry.entityType, entry.after) ?? recordedName(entry.entityType, entry.before),
      href: item?.href ?? null,
      requestId: entry.requestId,
      ip: entry.ip,
      before: entry.before,
      after: entry.after,
    };
  });
}

/** The kind filter's choices: every kind the log names, by its noun. */
export function auditKindOptions(): { value: string; label: string }[] {
  return AUDIT_KINDS.map((kind) => ({ value: kind.entityType, label: kind.noun }));
}
