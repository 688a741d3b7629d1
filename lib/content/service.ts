import { isDeepStrictEqual } from "node:util";
import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { db } from "../db/client";
import { contentItems, contentRevisions } from "../db/schema";
import { type UserRole } from "../users/roles";
import { actorLabel, requireRole, type Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { invalidateCacheTags } from "../cache/invalidate";
import { CACHE_TAGS } from "../cache-tags";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { isId, newId } from "../ids";
import { runContentChecks } from "./checks";
import { diffData } from "./diff";
import { ContentConflictError, ContentValidationError } from "./errors";
import { newPageAddressProblem } from "./page-address";
import { contentKey, contentTitle, parseContentData, parseWith } from "./parse";
import { createPreviewToken } from "./preview";
import { PREVIEW_ROUTE } from "./preview-route";
import { resolveAt } from "./schedule";
import { translationCoverage } from "./translation";
import { mailReviewStep } from "./review-mail";
import { staleHindiPaths, stampHindiSources } from "./hindi-source";
import {
  pagePatchInputSchema,
  saveDraftInputSchema,
  scheduleInputSchema,
  sendBackInputSchema,
  SINGLE_ITEM_TYPES,
  unpublishInputSchema,
  workflowInputSchema,
  type ContentData,
  type ContentType,
} from "./schema";
import type {
  ContentItemRecord,
  ContentItemSummary,
  ContentRevisionRecord,
  ContentWarning,
  RevisionAction,
  RevisionDiff,
} from "./types";

/**
 * Staff-managed content: every write is one call here that authorizes, validates with the type's
 * schema, writes the item and a revision in one transaction, records an audit entry and
 * invalidates the content's cache tag.
 *
 * Review steps are mailed after they commit (review-mail.ts): a submit to the Publishers, a send-back
 * or publish to the author.
 *
 * Roles: Editors and Publishers read, create, save drafts, submit, restore revisions and (in an
 * emergency) unpublish. Publishers approve: publish, schedule and send back. Admins may do all.
 *
 * Errors: ContentValidationError (400, every problem by field as a dotted path into the data),
 * UnauthorizedError (401), ForbiddenError (403), NotFoundError (404), ContentConflictError (409,
 * names who saved the newer version and when).
 */

const EDITORS: UserRole[] = ["Editor", "Publisher"];
const PUBLISHERS: UserRole[] = ["Publisher"];

type ItemRow = typeof contentItems.$inferSelect;

function toRecord(row: ItemRow): ContentItemRecord {
  return {
    id: row.id,
    type: row.type as ContentType,
    key: row.key,
    status: row.status,
    version: row.version,
    draft: row.draft as ContentData<ContentType>,
    staleHindi: staleHindiPaths(row.draft),
    published: (row.published as ContentData<ContentType> | null) ?? null,
    scheduled: (row.scheduled as ContentData<ContentType> | null) ?? null,
    publishAt: row.publishAt?.toISOString() ?? null,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
    reviewComment: row.reviewComment,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishedBy: row.publishedBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

function notFound(id: string): NotFoundError {
  return new NotFoundError(`Cannot find content with id: ${id}`);
}

/**
 * The row as it stands at `now`: a scheduled publish whose time has passed becomes the published
 * data, and an unpublish-at that has passed takes it down, before any change is made on top.
 */
function settle(row: ItemRow, now: Date): Partial<ItemRow> {
  const changes: Partial<ItemRow> = {};
  if (row.scheduled && row.publishAt && row.publishAt <= now) {
    Object.assign(changes, { published: row.scheduled, publishedAt: row.publishAt, scheduled: null, publishAt: null });
  }
  if (row.unpublishAt && row.unpublishAt <= now) Object.assign(changes, { published: null, unpublishAt: null });
  return changes;
}

async function lockItem(tx: Executor, id: string): Promise<ItemRow> {
  if (!isId(id)) throw notFound(id);
  const [row] = await tx.select().from(contentItems).where(eq(contentItems.id, id)).for("update");
  if (!row) throw notFound(id);
  return row;
}

function checkVersion(row: ItemRow, version: number | undefined): void {
  if (version !== undefined && version !== row.version) {
    throw new ContentConflictError({
      version: row.version,
      updatedBy: row.updatedBy,
      updatedAt: row.updatedAt.toISOString(),
    });
  }
}

type Change = {
  set: Partial<ItemRow>;
  revision?: { action: RevisionAction; data: unknown };
  audit?: Record<string, unknown>;
};

/** A step that would change nothing: no version, revision or audit entry is written for it. */
const NO_CHANGE: Change = { set: {} };

/** Stored and newly parsed values compared as JSON would store them (a time as its ISO text, no undefined keys). */
function sameValue(stored: unknown, given: unknown): boolean {
  const plain = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));
  return isDeepStrictEqual(plain(stored), plain(given));
}

function changesNothing(row: ItemRow, { set, revision }: Change): boolean {
  return !revision && Object.entries(set).every(([field, value]) => sameValue(row[field as keyof ItemRow], value));
}

/**
 * One workflow step on one item: lock it, let `decide` work out the change from the current row,
 * write it with the next version, keep a revision when data changed, audit, then invalidate. A
 * step that changes nothing (the same data saved or published again) writes nothing and answers
 * the item as it is.
 */
async function changeItem(
  actor: Actor,
  id: string,
  action: string,
  decide: (row: ItemRow) => Change,
  committed?: (before: ItemRow, after: ItemRow) => void,
): Promise<ContentItemRecord> {
  const now = new Date();
  const updated = await db().transaction(async (tx) => {
    const locked = await lockItem(tx, id);
    const settled = settle(locked, now);
    const row = { ...locked, ...settled };
    const change = decide(row);
    if (changesNothing(row, change)) return { item: row, before: row, changed: false };
    const { set, revision, audit } = change;
    const version = row.version + 1;
    const [next] = await tx
      .update(contentItems)
      .set({ ...settled, ...set, version, updatedBy: actorLabel(actor), updatedAt: now })
      .where(eq(contentItems.id, row.id))
      .returning();
    if (revision) {
      await tx.insert(contentRevisions).values({
        id: newId(now),
        itemId: row.id,
        version,
        action: revision.action,
        data: revision.data,
        createdBy: actorLabel(actor),
        createdAt: now,
      });
    }
    await recordAudit(tx, actor, {
      action: `content.${action}`,
      entityType: `content:${row.type}`,
      entityId: row.id,
      before: { key: row.key, status: row.status, version: row.version },
      after: { key: next!.key, status: next!.status, version, ...audit },
    });
    return { item: next!, before: row, changed: true };
  });
  // Nothing changed: the item as it is, with nothing recorded, invalidated or told.
  if (updated.changed) {
    await invalidateCacheTags(CACHE_TAGS.content);
    committed?.(updated.before, updated.item);
  }
  return toRecord(updated.item);
}

/** Staff list of one type (without data), newest change first. */
export async function listContentItems(actor: Actor, type: ContentType): Promise<ContentItemSummary[]> {
  requireRole(actor, ...EDITORS);
  const rows = await db()
    .select()
    .from(contentItems)
    .where(eq(contentItems.type, type))
    .orderBy(desc(contentItems.updatedAt));
  const now = new Date();
  return rows.map((row) => {
    const { draft, published, scheduled, staleHindi, ...rest } = toRecord(row);
    void published;
    void scheduled;
    void staleHindi;
    const { texts, translated } = translationCoverage(draft);
    return {
      ...rest,
      title: contentTitle(row.type as ContentType, draft),
      live: resolveAt(row, now) !== undefined,
      hindi: { texts, translated },
    };
  });
}

/** One item with its draft, published and scheduled data. */
export async function getContentItem(actor: Actor, id: string): Promise<ContentItemRecord> {
  requireRole(actor, ...EDITORS);
  if (!isId(id)) throw notFound(id);
  const [row] = await db().select().from(contentItems).where(eq(contentItems.id, id));
  if (!row) throw notFound(id);
  return toRecord({ ...row, ...settle(row, new Date()) });
}

/** The item of a single-item type (home, menus, the admission pop-up, …). */
export async function getSingleContentItem(actor: Actor, type: ContentType): Promise<ContentItemRecord> {
  requireRole(actor, ...EDITORS);
  const [row] = await db()
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.type, type), eq(contentItems.key, type)));
  if (!row) throw new NotFoundError(`No ${type} content yet.`);
  return toRecord({ ...row, ...settle(row, new Date()) });
}

/** A new item (pages and tenders; single-item types exist from the seed). Starts as a draft. */
export async function createContentItem(actor: Actor, type: ContentType, data: unknown): Promise<ContentItemRecord> {
  requireRole(actor, ...EDITORS);
  if (SINGLE_ITEM_TYPES.includes(type))
    throw new ConflictError(`There is one ${type} item; change it instead of adding another.`);
  // A new item's Hindi is written for the English it comes with.
  const parsed = stampHindiSources(undefined, parseContentData(type, data));
  const key = contentKey(type, parsed);
  // A new page may not take an address one of the site's own routes answers.
  const addressProblem = type === "page" ? newPageAddressProblem(key) : undefined;
  if (addressProblem) throw new ContentValidationError([{ field: "path", message: addressProblem }]);
  const now = new Date();
  const created = await db().transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.type, type), eq(contentItems.key, key)));
    if (existing)
      throw new ConflictError(
        type === "page" ? `A page already exists at ${key}.` : `A ${type} ${key} already exists.`,
        type === "page" ? "path" : "number",
      );
    const [row] = await tx
      .insert(contentItems)
      .values({
        id: newId(now),
        type,
        key,
        status: "draft",
        version: 1,
        draft: parsed,
        updatedBy: actorLabel(actor),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(contentRevisions).values({
      id: newId(now),
      itemId: row!.id,
      version: 1,
      action: "create",
      data: parsed,
      createdBy: actorLabel(actor),
      createdAt: now,
    });
    await recordAudit(tx, actor, {
      action: "content.create",
      entityType: `content:${type}`,
      entityId: row!.id,
      after: { key, status: "draft", version: 1 },
    });
    return row!;
  });
  await invalidateCacheTags(CACHE_TAGS.content);
  return toRecord(created);
}

function draftChange(
  type: ContentType,
  row: ItemRow,
  parsed: ContentData<ContentType>,
  action: RevisionAction,
): Change {
  // A restored revision keeps the sources it was saved with; anything else is decided against the draft.
  const data = action === "restore" ? parsed : stampHindiSources(row.draft, parsed);
  if (sameValue(row.draft, data)) return NO_CHANGE;
  const key = contentKey(type, data);
  if (key !== row.key)
    throw new ValidationError(
      type === "page"
        ? "path: a page keeps its route; make a new page for another path."
        : "number: the bid number cannot change.",
      type === "page" ? "path" : "number",
    );
  return { set: { draft: data, status: "draft", reviewComment: null, seeded: false }, revision: { action, data } };
}

/**
 * Saves the whole draft data. `version` is the version the editor started from; if someone saved
 * since, a ContentConflictError says who. A draft sent for review goes back to `draft`.
 */
export async function saveDraft(
  actor: Actor,
  id: string,
  input: { data: unknown; version: number },
): Promise<ContentItemRecord> {
  requireRole(actor, ...EDITORS);
  const { data, version } = parseWith(saveDraftInputSchema, input);
  return changeItem(actor, id, "save", (row) => {
    checkVersion(row, version);
    const type = row.type as ContentType;
    return draftChange(type, row, parseContentData(type, data), "save");
  });
}

/** A text field of the page API: plain text keeps the current Hindi value, an object replaces both. */
function patchText(current: { en: string; hi?: string }, given: string | { en: string; hi?: string } | undefined) {
  if (given === undefined) return current;
  return typeof given === "string" ? { ...current, en: given } : given;
}

/** PUT /api/v1/content/pages/{id}: title, summary and body (text or {en, hi}) over the current draft. */
export async function savePagePatch(actor: Actor, id: string, input: unknown): Promise<ContentItemRecord> {
  requireRole(actor, ...EDITORS);
  const patch = parseWith(pagePatchInputSchema, input);
  return changeItem(actor, id, "save", (row) => {
    if (row.type !== "page") throw notFound(id);
    checkVersion(row, patch.version);
    const draft = row.draft as ContentData<"page">;
    const data = parseContentData("page", {
      ...draft,
      title: patchText(draft.title, patch.title),
      summary: patchText(draft.summary, patch.summary),
      body: patchText(draft.body, patch.body),
    });
    return draftChange("page", row, data, "save");
  });
}

/** Draft → in review. */
export async function submitForReview(actor: Actor, id: string, input: unknown = {}): Promise<ContentItemRecord> {
  requireRole(actor, ...EDITORS);
  const { version } = parseWith(workflowInputSchema, input ?? {});
  return changeItem(
    actor,
    id,
    "submit",
    (row) => {
      checkVersion(row, version);
      if (row.status !== "draft")
        throw new ConflictError(
          row.status === "in_review"
            ? "This is already waiting for review."
            : "There are no unpublished changes to submit.",
        );
      return { set: { status: "in_review", reviewComment: null } };
    },
    (before, after) => mailReviewStep("submit", actor, before, after),
  );
}

/** In review → draft, with the publisher's comment for the editor. */
export async function sendBack(actor: Actor, id: string, input: unknown): Promise<ContentItemRecord> {
  requireRole(actor, ...PUBLISHERS);
  const { comment, version } = parseWith(sendBackInputSchema, input);
  return changeItem(
    actor,
    id,
    "send-back",
    (row) => {
      checkVersion(row, version);
      if (row.status !== "in_review") throw new ConflictError("Only a draft waiting for review can be sent back.");
      return { set: { status: "draft", reviewComment: comment }, audit: { comment } };
    },
    (before, after) => mailReviewStep("send-back", actor, before, after),
  );
}

/**
 * Publisher: the draft becomes what visitors see, now, or at the item's publishAt when that is in
 * the future (then it is kept as `scheduled`).
 */
export async function publish(actor: Actor, id: string, input: unknown = {}): Promise<ContentItemRecord> {
  requireRole(actor, ...PUBLISHERS);
  const { version } = parseWith(workflowInputSchema, input ?? {});
  const now = new Date();
  return changeItem(
    actor,
    id,
    "publish",
    (row) => {
      checkVersion(row, version);
      const data = parseContentData(row.type as ContentType, row.draft);
      // Publishing what visitors already see, with nothing scheduled, changes nothing.
      const alreadyLive = row.status === "published" && !row.scheduled && sameValue(row.published, data);
      if (alreadyLive && !(row.publishAt && row.publishAt > now)) return NO_CHANGE;
      const base = { status: "published" as const, reviewComment: null, publishedBy: actorLabel(actor) };
      if (row.publishAt && row.publishAt > now) {
        return {
          set: { ...base, scheduled: data },
          revision: { action: "publish", data },
          audit: { publishAt: row.publishAt.toISOString() },
        };
      }
      return {
        set: { ...base, published: data, publishedAt: now, scheduled: null, publishAt: null },
        revision: { action: "publish", data },
      };
    },
    (before, after) => mailReviewStep("publish", actor, before, after),
  );
}

/** Any editor, in an emergency: visitors stop seeing the item at once. Audited with the reason. */
export async function unpublish(actor: Actor, id: string, input: unknown): Promise<ContentItemRecord> {
  requireRole(actor, ...EDITORS);
  const { reason } = parseWith(unpublishInputSchema, input);
  return changeItem(actor, id, "unpublish", (row) => {
    if (!row.published && !row.scheduled)
      throw new ConflictError("Visitors do not see this; there is nothing to unpublish.");
    return {
      set: { published: null, scheduled: null, publishAt: null, unpublishAt: null, status: "draft" },
      revision: { action: "unpublish", data: row.draft },
      audit: { reason, emergency: true },
    };
  });
}

/** Publisher: publish-at (for the next publish) and unpublish-at; null clears a time. */
export async function schedule(actor: Actor, id: string, input: unknown): Promise<ContentItemRecord> {
  requireRole(actor, ...PUBLISHERS);
  const parsed = parseWith(scheduleInputSchema, input);
  const now = new Date();
  for (const field of ["publishAt", "unpublishAt"] as const) {
    const value = parsed[field];
    if (value && Date.parse(value) <= now.getTime())
      throw new ValidationError(`${field}: choose a time in the future.`, field);
  }
  return changeItem(actor, id, "schedule", (row) => {
    checkVersion(row, parsed.version);
    const set: Partial<ItemRow> = {};
    if (parsed.publishAt !== undefined) {
      set.publishAt = parsed.publishAt ? new Date(parsed.publishAt) : null;
      // Clearing publish-at cancels an approved change that was waiting for it: back to review.
      if (!parsed.publishAt && row.scheduled) Object.assign(set, { scheduled: null, status: "in_review" });
    }
    if (parsed.unpublishAt !== undefined) set.unpublishAt = parsed.unpublishAt ? new Date(parsed.unpublishAt) : null;
    const publishAt = set.publishAt !== undefined ? set.publishAt : row.publishAt;
    const unpublishAt = set.unpublishAt !== undefined ? set.unpublishAt : row.unpublishAt;
    if (publishAt && unpublishAt && unpublishAt <= publishAt)
      throw new ValidationError("unpublishAt: must be after publish-at.", "unpublishAt");
    return {
      set,
      audit: { publishAt: publishAt?.toISOString() ?? null, unpublishAt: unpublishAt?.toISOString() ?? null },
    };
  });
}

function toRevision(row: typeof contentRevisions.$inferSelect): ContentRevisionRecord {
  return {
    id: row.id,
    itemId: row.itemId,
    version: row.version,
    action: row.action as RevisionAction,
    data: row.data as ContentData<ContentType>,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every kept revision of an item, newest first. */
export async function listRevisions(actor: Actor, id: string): Promise<ContentRevisionRecord[]> {
  requireRole(actor, ...EDITORS);
  if (!isId(id)) throw notFound(id);
  const [item] = await db().select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.id, id));
  if (!item) throw notFound(id);
  const rows = await db()
    .select()
    .from(contentRevisions)
    .where(eq(contentRevisions.itemId, id))
    .orderBy(desc(contentRevisions.version), desc(contentRevisions.createdAt));
  return rows.map(toRevision);
}

async function findRevision(itemId: string, revisionId: string): Promise<ContentRevisionRecord> {
  if (!isId(revisionId)) throw new NotFoundError(`Cannot find revision with id: ${revisionId}`);
  const [row] = await db()
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.id, revisionId), eq(contentRevisions.itemId, itemId)));
  if (!row) throw new NotFoundError(`Cannot find revision with id: ${revisionId}`);
  return toRevision(row);
}

/** The changed fields between two revisions of one item, as word diffs. */
export async function diffRevisions(
  actor: Actor,
  id: string,
  fromRevisionId: string,
  toRevisionId: string,
): Promise<RevisionDiff> {
  requireRole(actor, ...EDITORS);
  const [from, to] = await Promise.all([findRevision(id, fromRevisionId), findRevision(id, toRevisionId)]);
  return { from, to, fields: diffData(from.data, to.data) };
}

/** An old revision's data becomes the draft again (a new revision); it needs publishing as any draft. */
export async function restoreRevision(actor: Actor, id: string, revisionId: string): Promise<ContentItemRecord> {
  requireRole(actor, ...EDITORS);
  if (!isId(id)) throw notFound(id);
  const revision = await findRevision(id, revisionId);
  return changeItem(actor, id, "restore", (row) => {
    const type = row.type as ContentType;
    // Parsed again: the schema may have grown since the revision was kept.
    return {
      ...draftChange(type, row, parseContentData(type, revision.data), "restore"),
      audit: { revisionId, revisionVersion: revision.version },
    };
  });
}

/** Editor-side checks of data the editor is working on (saved or not); none of them blocks a save. */
export async function checkContent(actor: Actor, type: ContentType, data: unknown): Promise<ContentWarning[]> {
  requireRole(actor, ...EDITORS);
  return runContentChecks(type, parseContentData(type, data));
}

/**
 * A signed link that shows this item's draft on its real page, to whoever follows it, for an hour:
 * the site path to open, `/api/preview?token=…`. The grant names this item only (./preview.ts).
 */
export async function createPreviewLink(actor: Actor, id: string): Promise<{ url: string; expiresAt: string }> {
  requireRole(actor, ...EDITORS);
  if (!isId(id)) throw notFound(id);
  const [row] = await db()
    .select({ id: contentItems.id, type: contentItems.type, key: contentItems.key })
    .from(contentItems)
    .where(eq(contentItems.id, id));
  if (!row) throw notFound(id);
  const { token, expiresAt } = await createPreviewToken({ id: row.id, type: row.type as ContentType, key: row.key });
  return { url: `${PREVIEW_ROUTE}?token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
}
