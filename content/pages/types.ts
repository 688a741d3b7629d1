/**
 * Page text is data: each module in content/pages exports the words of one page or topic, so an
 * editor can change them without touching layout. Facts (names, dates, numbers, emails) are
 * copied exactly from the university's own material; the prose is ours.
 */
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
  heading: string;
  paragraphs?: string[];
  items?: string[];
};

export type Contact = { name: string; role: string; email?: string };

export type DocumentLink = { title: string; summary?: string; href: string; external?: boolean };
