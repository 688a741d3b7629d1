/**
 * How much of an item's visitor-facing text has Hindi. Every bilingual text in the content model
 * is an object { en, hi? }; a text counts when its English says something, and is translated when
 * its Hindi does too.
 */
export type TranslationCoverage = {
  texts: number;
  translated: number;
  /** Where Hindi is missing, as field paths ("banner.lead", "items[2].title"). */
  missing: string[];
};

function isBilingual(node: object): node is { en: string; hi?: unknown } {
  const keys = Object.keys(node);
  return typeof (node as { en?: unknown }).en === "string" && keys.every((key) => key === "en" || key === "hi");
}

export function translationCoverage(data: unknown): TranslationCoverage {
  const coverage: TranslationCoverage = { texts: 0, translated: 0, missing: [] };
  const visit = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => visit(child, `${path}[${index}]`));
    } else if (node && typeof node === "object") {
      if (isBilingual(node)) {
        if (!node.en.trim()) return;
        coverage.texts += 1;
        if (typeof node.hi === "string" && node.hi.trim()) coverage.translated += 1;
        else coverage.missing.push(path);
        return;
      }
      for (const [key, child] of Object.entries(node)) visit(child, path ? `${path}.${key}` : key);
    }
  };
  visit(data, "");
  return coverage;
}

/** "all", "none" or "some": what a staff list says about an item. */
export function coverageState({ texts, translated }: Pick<TranslationCoverage, "texts" | "translated">) {
  if (translated === texts) return "all" as const;
  return translated === 0 ? ("none" as const) : ("some" as const);
}

/** Whether every text of an item that says something has its Hindi (a staff-made page is then served at /hi/…). */
export function isFullyTranslated(data: unknown): boolean {
  const { texts, translated } = translationCoverage(data);
  return texts > 0 && translated === texts;
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
