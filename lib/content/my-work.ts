import { desc, eq, isNotNull, or } from "drizzle-orm";
import { db } from "../db/client";
import { contentItems } from "../db/schema";
import { lastSubmitters } from "./authors";
import { actorLabel, requireRole, type Actor } from "../auth/actor";
import { contentEditorHref, canPublishContent } from "./admin-paths";
import { CONTENT_TYPE_NAMES, contentTitle } from "./parse";
import type { ContentData, ContentType } from "./schema";

/**
 * "My work" (issue 26, item 4): the content items that wait on the signed-in staff member. An item
 * sent back, waiting or scheduled is found for its author (authors.ts), though a Publisher's step
 * changed it last.
 */

export type WorkItem = {
  id: string;
  kind: string;
  title: string;
  href: string;
  updatedAt: string;
  updatedBy: string;
  reviewComment: string | null;
  publishAt: string | null;
};

export type MyWork = {
  /** Saved by me, not sent for review yet. */
  drafts: WorkItem[];
  /** Sent back to me by a Publisher, with the comment. */
  sentBack: WorkItem[];
  /** Sent for review by me, not decided yet. */
  waiting: WorkItem[];
  /** Waiting for a Publisher's review (Publishers and Admins; undefined for Editors). */
  toReview?: WorkItem[];
  /** Approved, going live later: mine, or, for a Publisher, every one. */
  scheduled: WorkItem[];
};

type Row = typeof contentItems.$inferSelect;

function workItem(row: Row): WorkItem {
  const type = row.type as ContentType;
  return {
    id: row.id,
    kind: CONTENT_TYPE_NAMES[type],
    title: contentTitle(type, row.draft as ContentData<ContentType>),
    href: contentEditorHref(type, row.id),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    reviewComment: row.reviewComment,
    publishAt: row.publishAt?.toISOString() ?? null,
  };
}

export async function myWork(actor: Actor, now: Date = new Date()): Promise<MyWork> {
  requireRole(actor, "Editor", "Publisher");
  const me = actorLabel(actor);
  const rows = await db()
    .select()
    .from(contentItems)
    .where(
      or(eq(contentItems.status, "draft"), eq(contentItems.status, "in_review"), isNotNull(contentItems.scheduled)),
    )
    .orderBy(desc(contentItems.updatedAt));
  const authors = await lastSubmitters(
    rows.filter((row) => row.status !== "draft" || row.reviewComment || row.scheduled).map((row) => row.id),
  );
  const author = (row: Row) => authors.get(row.id) ?? row.updatedBy;
  const publisher = actor.kind === "user" && canPublishContent(actor.role);
  const isScheduled = (row: Row) => row.scheduled !== null && row.publishAt !== null && row.publishAt > now;
  return {
    drafts: rows.filter((row) => row.status === "draft" && !row.reviewComment && row.updatedBy === me).map(workItem),
    sentBack: rows.filter((row) => row.status === "draft" && row.reviewComment && author(row) === me).map(workItem),
    waiting: rows.filter((row) => row.status === "in_review" && author(row) === me).map(workItem),
    ...(publisher ? { toReview: rows.filter((row) => row.status === "in_review").map(workItem) } : {}),
    scheduled: rows
      .filter((row) => isScheduled(row) && (publisher || author(row) === me || row.publishedBy === me))
      .sort((a, b) => a.publishAt!.getTime() - b.publishAt!.getTime())
      .map(workItem),
  };
}
