import { eachBilingual, isStaleHindi } from "./hindi-source";

/**
 * How much of an item's visitor-facing text has current Hindi. Every bilingual text in the content
 * model is an object { en, hi?, hiFrom? }; a text counts when its English says something, and is
 * translated when its Hindi does too and was written for the English as it is now.
 */
export type TranslationCoverage = {
  texts: number;
  translated: number;
  /** Where Hindi is missing, as dotted field paths ("banner.lead", "items.2.title"). */
  missing: string[];
  /** Where the English changed after the Hindi was written (the Hindi page shows the English there). */
  stale: string[];
};

export function translationCoverage(data: unknown): TranslationCoverage {
  const coverage: TranslationCoverage = { texts: 0, translated: 0, missing: [], stale: [] };
  eachBilingual(data, (text, path) => {
    if (!text.en.trim()) return;
    coverage.texts += 1;
    if (!text.hi?.trim()) coverage.missing.push(path);
    else if (isStaleHindi(text)) coverage.stale.push(path);
    else coverage.translated += 1;
  });
  return coverage;
}

/** "all", "none" or "some": what a staff list says about an item. */
export function coverageState({ texts, translated }: Pick<TranslationCoverage, "texts" | "translated">) {
  if (translated === texts) return "all" as const;
  return translated === 0 ? ("none" as const) : ("some" as const);
}

/**
 * Whether a staff-made page is served at /hi/…: every text has Hindi, current or written for an
 * earlier English. Visitors' data has the out-of-date Hindi taken out (`staleHindi` says where), so
 * the Hindi page stays and shows those texts in English until the Hindi is updated.
 */
export function isServedInHindi(content: { data: unknown; staleHindi?: readonly string[] }): boolean {
  const { texts, missing } = translationCoverage(content.data);
  return texts > 0 && missing.every((path) => content.staleHindi?.includes(path));
}

/** The fixed words of the site: a key counts as translated when its Hindi is not the English left as it is. */
export function catalogueCoverage(english: object, hindi: object): { keys: number; translated: number } {
  const leaves = (node: object, prefix = ""): [string, string][] =>
    Object.entries(node).flatMap(([key, value]) =>
      value && typeof value === "object" ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]],
    );
  const hindiByKey = new Map(leaves(hindi));
  const keys = leaves(english);
  const translated = keys.filter(([key, text]) => {
    const other = hindiByKey.get(key);
    return other !== undefined && other !== text;
  }).length;
  return { keys: keys.length, translated };
}
