/**
 * The shapes of the structured parts that the special pages' components show (tables, contact
 * lists, calendars), as their page items hold them and their seed input writes them.
 */
import type { Localized } from "./localized";

/** A visible text of a page's structured parts: English only, or bilingual where the page has a Hindi version. */
export type Text = string | Localized;

/** A heading with paragraphs and/or a list, the usual block of a content page. */
export type TextSection = {
  id: string;
  heading: Text;
  paragraphs?: Text[];
  items?: Text[];
};

/** A person or office to contact; `phone` as published (a ten-digit Indian mobile number, say). */
export type Contact = { name: Text; role: Text; email?: string; phone?: string };

export type DocumentLink = { title: Text; summary?: Text; href: string; external?: boolean };

export type CalendarEntry = { item: Localized; from: string; to?: string; note?: Localized };

export type CommitteeMember = { name: string; role: Text };

export type Helpline = { service: Text; number: string; email?: string; website?: string; hours: Text };

export type Recruiter = { company: string; selected: number };

export type Collaboration = { partner: string; target?: string };
