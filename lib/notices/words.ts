import en from "../../messages/en.json";
import hi from "../../messages/hi.json";
import type { Locale } from "../i18n/locales";

/**
 * The notice boards' words in one language: the catalogues' "noticeBoards" namespace and the
 * "notices" words they share with the home page's notice block ("New", "PDF, {size}") and the
 * content pages' "Last updated:", read as
 * plain data so that the board texts can be built once per language (boards.ts).
 */
export type BoardWords = typeof en.noticeBoards;
export type NoticeWords = {
  locale: Locale;
  boards: BoardWords;
  notices: typeof en.notices;
  /** "Last updated:", as the content pages say it. */
  lastUpdated: string;
};

// Typed against the English catalogue: a word missing in Hindi fails the type check here.
const WORDS: Record<Locale, NoticeWords> = {
  en: { locale: "en", boards: en.noticeBoards, notices: en.notices, lastUpdated: en.contentPages.lastUpdated },
  hi: { locale: "hi", boards: hi.noticeBoards, notices: hi.notices, lastUpdated: hi.contentPages.lastUpdated },
};

export function noticeWordsIn(locale: Locale): NoticeWords {
  return WORDS[locale];
}
