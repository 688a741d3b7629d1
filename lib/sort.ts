/** Alphabetical order as people expect it: case and accents ignored, "Lab 2" before "Lab 10". */
const collators = new Map<string, Intl.Collator>();

/** In a language's own order; Hindi puts Devanagari before Latin letters. */
export function compareText(a: string, b: string, language = "en"): number {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { sensitivity: "base", numeric: true });
    collators.set(language, collator);
  }
  return collator.compare(a, b);
}

export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareText(a.name, b.name));
}
