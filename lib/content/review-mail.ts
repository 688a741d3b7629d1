import { and, eq, inArray } from "drizzle-orm";
import { db } from "../db/client";
import { users } from "../db/schema";
import { config } from "../config";
import { actorLabel, type Actor } from "../auth/actor";
import { sendMailInBackground, type MailMessage } from "../mail";
import { formatIndiaTime } from "../india-time-input";
import { contentEditorHref } from "./admin-paths";
import { lastSubmitters } from "./authors";
import { diffData } from "./diff";
import { fieldsFor } from "./editor-fields";
import { fieldName } from "./field-labels";
import { CONTENT_TYPE_NAMES, contentTitle } from "./parse";
import type { ContentData, ContentType } from "./schema";

/**
 * Review that reaches people (issue 26, item 4): a draft sent for review is mailed to the
 * Publishers; a draft sent back, published or scheduled is mailed to its author (who sent it for
 * review, authors.ts; for a draft published without review, who saved it last). Each mail names the item, says what changed and links to it. Mail goes
 * out after the step is committed, in the background: a mail server that is down never undoes or
 * delays a step (the failure is logged).
 */

export type ReviewStep = "submit" | "send-back" | "publish";

/** The item as a step found it and left it. */
export type ReviewState = {
  id: string;
  type: string;
  key: string;
  status: string;
  draft: unknown;
  published: unknown;
  scheduled: unknown;
  publishAt: Date | null;
  reviewComment: string | null;
  updatedBy: string;
};

const MAX_FIELDS = 12;
const MAX_WORDS = 160;

const clip = (text: string) => {
  const plain = text.replace(/\s+/g, " ").trim();
  return plain.length > MAX_WORDS ? `${plain.slice(0, MAX_WORDS - 1)}…` : plain;
};

/**
 * What changed between two versions, a line a field in the editor's words: the words removed and
 * added (the same diff the revisions page shows), at most MAX_FIELDS fields.
 */
export function changeLines(type: ContentType, from: unknown, to: unknown): string[] {
  const fields = fieldsFor(type, (to ?? {}) as Record<string, unknown>);
  const diffs = diffData(from ?? {}, to ?? {});
  const lines = diffs.slice(0, MAX_FIELDS).map(({ field, parts }) => {
    const removed = clip(
      parts
        .filter((part) => part.removed)
        .map((part) => part.value)
        .join(" "),
    );
    const added = clip(
      parts
        .filter((part) => part.added)
        .map((part) => part.value)
        .join(" "),
    );
    const words = [removed && `removed “${removed}”`, added && `added “${added}”`].filter(Boolean).join("; ");
    return `- ${fieldName(fields, field) || field}${words ? `: ${words}` : ` (${clip(parts.map((p) => p.value).join(""))})`}`;
  });
  if (diffs.length > MAX_FIELDS) lines.push(`- and ${diffs.length - MAX_FIELDS} more fields`);
  return lines.length ? lines : ["- nothing in the text (the same words as visitors see now)"];
}

/** Active staff accounts by role, or by email, that can receive a mail. */
async function activeStaff(where: { roles?: ("Publisher" | "Admin")[]; emails?: string[] }): Promise<string[]> {
  const condition = where.roles ? inArray(users.role, where.roles) : inArray(users.email, where.emails ?? []);
  const rows = await db()
    .select({ email: users.email })
    .from(users)
    .where(and(condition, eq(users.disabled, false)));
  return rows.map((row) => row.email);
}

const editorLink = (item: ReviewState) =>
  `${config().publicBaseUrl}${contentEditorHref(item.type as ContentType, item.id)}`;

/** The mails a committed step sends: none when nobody else needs to know. */
export async function reviewMails(
  step: ReviewStep,
  actor: Actor,
  before: ReviewState,
  after: ReviewState,
): Promise<MailMessage[]> {
  const type = after.type as ContentType;
  const title = contentTitle(type, after.draft as ContentData<ContentType>);
  const kind = CONTENT_TYPE_NAMES[type];
  const who = actorLabel(actor);
  const named = `“${title}” (${kind})`;
  const others = (emails: string[]) => [...new Set(emails)].filter((email) => email !== who);

  if (step === "submit") {
    const to = others(await activeStaff({ roles: ["Publisher"] }));
    const text = [
      `${who} sent ${named} for review.`,
      "",
      after.published ? "What changed from the version visitors see:" : "It has not been published before. Its texts:",
      ...changeLines(type, after.published, after.draft),
      "",
      `Review it (approve and publish, or send it back with a comment): ${editorLink(after)}`,
    ].join("\n");
    return to.map((address) => ({ to: address, subject: `For review: ${title}`, text }));
  }

  // The author: who sent it for review when it was waiting for one, else who saved it last.
  const submitter = before.status === "in_review" ? (await lastSubmitters([after.id])).get(after.id) : undefined;
  const author = submitter ?? before.updatedBy;
  const to = others(await activeStaff({ emails: [author] }));
  if (step === "send-back") {
    const text = [
      `${who} sent ${named} back to you with this comment:`,
      "",
      after.reviewComment ?? "",
      "",
      `Change the draft and send it for review again: ${editorLink(after)}`,
    ].join("\n");
    return to.map((address) => ({ to: address, subject: `Sent back: ${title}`, text }));
  }

  const scheduled = after.scheduled && after.publishAt;
  const text = [
    scheduled
      ? `${who} approved ${named}; visitors see it from ${formatIndiaTime(after.publishAt!.toISOString())}.`
      : `${who} published ${named}; visitors see it now.`,
    "",
    "What changed from the version visitors saw before:",
    ...changeLines(type, before.published, scheduled ? after.scheduled : after.published),
    "",
    `The item: ${editorLink(after)}`,
    ...(type === "page" ? [`The page: ${config().publicBaseUrl}${after.key}`] : []),
  ].join("\n");
  return to.map((address) => ({ to: address, subject: `${scheduled ? "Scheduled" : "Published"}: ${title}`, text }));
}

/** Sends a committed step's mails in the background (composing them reads the database, off the caller's path too). */
export function mailReviewStep(step: ReviewStep, actor: Actor, before: ReviewState, after: ReviewState): void {
  sendMailInBackground(reviewMails(step, actor, before, after));
}
