/** Alphabetical order as people expect it: case and accents ignored, "Lab 2" before "Lab 10". */
const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}

export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareText(a.name, b.name));
}
