import type { ContentData, ContentType } from "./schema";

/**
 * The workflow state of an item's draft:
 * - `draft`: saved changes that visitors do not see;
 * - `in_review`: submitted, waiting for a Publisher;
 * - `published`: nothing pending, the draft is what was last published.
 * Whether visitors see anything is separate: `published` data exists and is live at that moment
 * (see resolveAt in ./schedule).
 */
export const CONTENT_STATUSES = ["draft", "in_review", "published"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** One content item as staff see it. Dates are ISO strings. */
export type ContentItemRecord<T extends ContentType = ContentType> = {
  id: string;
  type: T;
  /** The page path, the tender number, or the type name for single items. */
  key: string;
  status: ContentStatus;
  /** Bumped by every write; a save names the version it edited (optimistic concurrency). */
  version: number;
  draft: ContentData<T>;
  /** The draft's texts (dotted paths) whose English changed after their Hindi was written. */
  staleHindi: string[];
  /** What visitors see now or saw last; null before the first publish and after an unpublish. */
  published: ContentData<T> | null;
  /** Approved data that goes live at publishAt. */
  scheduled: ContentData<T> | null;
  publishAt: string | null;
  unpublishAt: string | null;
  /** The publisher's comment when the draft was sent back. */
  reviewComment: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
  updatedAt: string;
  updatedBy: string;
  createdAt: string;
};

/** A row of the staff list: without the data. */
export type ContentItemSummary = Omit<ContentItemRecord, "draft" | "published" | "scheduled" | "staleHindi"> & {
  /** A human name: the page title, the tender number, the type's name. */
  title: string;
  /** Visitors see something at this moment. */
  live: boolean;
  /** How many of the latest text's bilingual texts have Hindi. */
  hindi: { texts: number; translated: number };
};

export const REVISION_ACTIONS = ["create", "save", "restore", "publish", "unpublish", "seed"] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** One kept version of an item's data: every save, restore and publish makes one. */
export type ContentRevisionRecord<T extends ContentType = ContentType> = {
  id: string;
  itemId: string;
  /** The item's version that this revision produced. */
  version: number;
  action: RevisionAction;
  data: ContentData<T>;
  createdBy: string;
  createdAt: string;
};

/** One changed field between two revisions, as lines added and removed (from the `diff` library). */
export type FieldDiff = {
  /** A dotted path into the data, e.g. `items.0.label.en`. */
  field: string;
  parts: { value: string; added?: boolean; removed?: boolean }[];
};

export type RevisionDiff = { from: ContentRevisionRecord; to: ContentRevisionRecord; fields: FieldDiff[] };

/** A warning of the editor-side checks, shown before review; none of them blocks a save. */
export type ContentWarning = {
  field: string;
  code:
    "image-without-alt" | "heading-skips-level" | "vague-link-text" | "pdf-without-text-layer" | "broken-internal-link";
  message: string;
};

/** Public content as a page reads it: the data live at that moment and the day it last changed. */
export type PublishedContent<T extends ContentType = ContentType> = {
  id: string;
  key: string;
  data: ContentData<T>;
  /** When this data went live (the sitemap's lastmod). */
  updatedAt: string;
  /** Texts whose Hindi was written for an earlier English: left out of `data`, shown in English. */
  staleHindi?: string[];
};
