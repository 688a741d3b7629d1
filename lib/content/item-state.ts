/**
 * An item's workflow state as the editor shows it (without its data), and what every content
 * action answers. Shared by the server actions and the browser.
 */
import type { ContentItemRecord, ContentItemSummary, ContentStatus, ContentWarning } from "@/lib/content/types";

export type ItemState = {
  id: string;
  status: ContentStatus;
  version: number;
  updatedAt: string;
  updatedBy: string;
  reviewComment: string | null;
  publishAt: string | null;
  unpublishAt: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
  /** Visitors have (or had, before a time passes) a published version. */
  hasPublished: boolean;
  hasScheduled: boolean;
  /** The draft's texts (dotted paths) whose English changed after their Hindi was written. */
  staleHindi: string[];
};

export type ContentActionResult = {
  ok: boolean;
  message: string;
  /** Messages by dotted path into the data (or a workflow field: comment, reason, publishAt, unpublishAt). */
  fieldErrors?: Record<string, string>;
  /** Someone saved a newer version: the message names who and when; the form keeps what was typed. */
  conflict?: boolean;
  item?: ItemState;
  warnings?: ContentWarning[];
};

export function itemState(item: ContentItemRecord): ItemState {
  return {
    id: item.id,
    status: item.status,
    version: item.version,
    updatedAt: item.updatedAt,
    updatedBy: item.updatedBy,
    reviewComment: item.reviewComment,
    publishAt: item.publishAt,
    unpublishAt: item.unpublishAt,
    publishedAt: item.publishedAt,
    publishedBy: item.publishedBy,
    hasPublished: item.published !== null,
    hasScheduled: item.scheduled !== null,
    staleHindi: item.staleHindi,
  };
}

/** The four states staff talk about: a scheduled item is approved and waiting for its time. */
export type DisplayStatus = "draft" | "in_review" | "published" | "scheduled";

export const DISPLAY_STATUS_LABEL: Record<DisplayStatus, string> = {
  draft: "Draft",
  in_review: "In review",
  published: "Published",
  scheduled: "Scheduled",
};

export function displayStatus(
  item: Pick<ContentItemSummary, "status" | "publishAt">,
  hasScheduled: boolean,
  now: Date = new Date(),
): DisplayStatus {
  if (item.status === "published" && hasScheduled && item.publishAt && Date.parse(item.publishAt) > now.getTime())
    return "scheduled";
  return item.status;
}
