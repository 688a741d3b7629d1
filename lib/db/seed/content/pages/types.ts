/**
 * Seed input: each module in lib/db/seed/content/pages holds the first version of one page's item (its `page`)
 * and of its structured parts (everything else), which the seed puts in the database. Facts
 * (names, dates, numbers, emails) are copied exactly from the university's own material; the prose
 * is ours. The shapes of the parts are lib/content/page-parts.ts.
 */
import type { Localized } from "../../../../content/localized";

export type Crumb = { name: string; path: string };

export type PageText = {
  /** The canonical address of the page. */
  path: string;
  /** The <h1> and, with " | DSEU", the <title>. Unique across the site. */
  title: string;
  /** The meta description: one or two sentences, unique across the site. */
  description: string;
  /** The breadcrumb trail after "Home", ending with this page. */
  crumbs: Crumb[];
  lead?: string;
  /** The day the text was last checked against the facts (YYYY-MM-DD), shown as "Last updated". */
  lastReviewed: string;
};

/** The same for a page written in English and Hindi from the start: each text has both. */
export type BilingualPageText = {
  path: string;
  title: Localized;
  description: Localized;
  lead?: Localized;
  lastReviewed: string;
};
