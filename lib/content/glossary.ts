import { HINDI } from "./glossary-terms";
import type { Localized } from "./localized";

/**
 * A fixed text of a page module (lib/db/seed/content/pages) with its Hindi from lib/content/glossary-terms.ts, where the
 * glossary has it: the parts of a page that are not in its content record are shown in the page's
 * language the same way as the record's own texts (inLocale, LocalizedText).
 */
export function withHindi(text: string): Localized {
  const hindi = HINDI[text];
  return hindi ? { en: text, hi: hindi } : { en: text };
}
