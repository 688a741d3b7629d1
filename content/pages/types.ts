/**
 * Page text is data: each module in content/pages exports the words of one page or topic, so an
 * editor can change them without touching layout. Facts (names, dates, numbers, emails) are
 * copied exactly from the university's own material; the prose is ours.
 */
import type { Localized } from "../../lib/content/localized";

/** A visible text of a page's structured parts: English only, or bilingual where the page has a Hindi version. */
export type Text = string | Localized;

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

/** A heading with paragraphs and/or a list, the usual block of a content page. */
export type TextSection = {
  id: string;
  heading: Text;
  paragraphs?: Text[];
  items?: Text[];
};

export type Contact = { name: Text; role: Text; email?: string };

export type DocumentLink = { title: Text; summary?: Text; href: string; external?: boolean };

/** The same for a page written in English and Hindi from the start: each text has both. */
export type BilingualPageText = {
  path: string;
  title: Localized;
  description: Localized;
  lead?: Localized;
  lastReviewed: string;
};
