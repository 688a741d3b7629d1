import type { Actor } from "../auth/actor";
import type { ContentType } from "./schema";
import type { ContentItemRecord, ContentItemSummary, ContentRevisionRecord, ContentWarning, RevisionDiff } from "./types";

/**
 * Staff-managed content: every write is one call here that authorizes, validates with the type's
 * schema, writes the item and a revision in one transaction, records an audit entry and
 * invalidates the content's cache tags.
 *
 * Roles: Editors and Publishers read, create, save drafts, submit, restore revisions and (in an
 * emergency) unpublish. Publishers approve: publish, schedule and send back. Admins may do all.
 *
 * Errors: ValidationError (400, with `field` as a dotted path into the data), UnauthorizedError
 * (401), ForbiddenError (403), NotFoundError (404), ContentConflictError (409, names who saved the
 * newer version and when).
 */

/** Staff list of one type (without data), newest change first. */
export async function listContentItems(actor: Actor, type: ContentType): Promise<ContentItemSummary[]> {
  throw new Error(`listContentItems ${actor.kind} ${type}`);
}

/** One item with its draft, published and scheduled data. */
export async function getContentItem(actor: Actor, id: string): Promise<ContentItemRecord> {
  throw new Error(`getContentItem ${actor.kind} ${id}`);
}

/** A new item (pages and tenders; single-item types exist from the seed). Starts as a draft. */
export async function createContentItem(actor: Actor, type: ContentType, data: unknown): Promise<ContentItemRecord> {
  throw new Error(`createContentItem ${actor.kind} ${type} ${String(data)}`);
}

/**
 * Saves the whole draft data. `version` is the version the editor started from; if someone saved
 * since, a ContentConflictError says who. A draft sent for review goes back to `draft`.
 */
export async function saveDraft(actor: Actor, id: string, input: { data: unknown; version: number }): Promise<ContentItemRecord> {
  throw new Error(`saveDraft ${actor.kind} ${id} ${input.version}`);
}

/** PUT /api/v1/content/pages/{id}: title, summary and body (text or {en, hi}) over the current draft. */
export async function savePagePatch(actor: Actor, id: string, input: unknown): Promise<ContentItemRecord> {
  throw new Error(`savePagePatch ${actor.kind} ${id} ${String(input)}`);
}

/** Draft → in review. */
export async function submitForReview(actor: Actor, id: string, input?: { version?: number }): Promise<ContentItemRecord> {
  throw new Error(`submitForReview ${actor.kind} ${id} ${input?.version}`);
}

/** In review → draft, with the publisher's comment for the editor. */
export async function sendBack(actor: Actor, id: string, input: { comment: string; version?: number }): Promise<ContentItemRecord> {
  throw new Error(`sendBack ${actor.kind} ${id} ${input.comment}`);
}

/**
 * Publisher: the draft becomes what visitors see, now, or at the item's publishAt when that is in
 * the future (then it is kept as `scheduled`).
 */
export async function publish(actor: Actor, id: string, input?: { version?: number }): Promise<ContentItemRecord> {
  throw new Error(`publish ${actor.kind} ${id} ${input?.version}`);
}

/** Any editor, in an emergency: visitors stop seeing the item at once. Audited with the reason. */
export async function unpublish(actor: Actor, id: string, input: { reason: string }): Promise<ContentItemRecord> {
  throw new Error(`unpublish ${actor.kind} ${id} ${input.reason}`);
}

/** Publisher: publish-at (for the next publish) and unpublish-at; null clears a time. */
export async function schedule(
  actor: Actor,
  id: string,
  input: { publishAt?: string | null; unpublishAt?: string | null; version?: number },
): Promise<ContentItemRecord> {
  throw new Error(`schedule ${actor.kind} ${id} ${String(input)}`);
}

/** Every kept revision of an item, newest first. */
export async function listRevisions(actor: Actor, id: string): Promise<ContentRevisionRecord[]> {
  throw new Error(`listRevisions ${actor.kind} ${id}`);
}

/** The changed fields between two revisions of one item, as line diffs. */
export async function diffRevisions(actor: Actor, id: string, fromRevisionId: string, toRevisionId: string): Promise<RevisionDiff> {
  throw new Error(`diffRevisions ${actor.kind} ${id} ${fromRevisionId} ${toRevisionId}`);
}

/** An old revision's data becomes the draft again (a new revision); it needs publishing as any draft. */
export async function restoreRevision(actor: Actor, id: string, revisionId: string): Promise<ContentItemRecord> {
  throw new Error(`restoreRevision ${actor.kind} ${id} ${revisionId}`);
}

/** Editor-side checks of the current draft (or of `data` the editor has not saved yet). */
export async function checkContent(actor: Actor, type: ContentType, data: unknown): Promise<ContentWarning[]> {
  throw new Error(`checkContent ${actor.kind} ${type} ${String(data)}`);
}

/**
 * A signed link that shows this item's draft on its real page (Next's draft mode), valid for an
 * hour. Returns the site path to open, e.g. `/api/preview?token=…`.
 */
export async function createPreviewLink(actor: Actor, id: string): Promise<{ url: string; expiresAt: string }> {
  throw new Error(`createPreviewLink ${actor.kind} ${id}`);
}
