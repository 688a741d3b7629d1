/**
 * Which English each Hindi text was written from, so that Hindi cannot go stale unseen.
 *
 * A bilingual text is stored as { en, hi?, hiFrom? }. `hiFrom` is the mark (a short hash) of the
 * English the Hindi was written for, and is kept only while it differs from the mark of the
 * current English: a text without `hiFrom` has current Hindi. Saving decides it from the version
 * before: Hindi that changed was written for the English saved with it; Hindi that did not change
 * keeps the English it was written for. A client may confirm that old Hindi still fits by sending
 * the mark of the current English as `hiFrom` (the editor's "The Hindi still fits" does this).
 *
 * Stale Hindi is never shown to visitors: public reads drop it, so a Hindi page shows the English
 * text, marked as English, until the Hindi is updated. No server-only code: the editor uses the
 * mark in the browser.
 */

type Bilingual = { en: string; hi?: string; hiFrom?: string };

const MARK = /^[0-9a-f]{16}$/;

/** Two 32-bit FNV-1a hashes of the English with its spacing evened out (a wrapped line is no change). */
export function englishMark(english: string): string {
  const text = english.replace(/\s+/g, " ").trim();
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x01000193) ^ (b >>> 13);
  }
  const hex = (value: number) => (value >>> 0).toString(16).padStart(8, "0");
  return hex(a) + hex(b);
}

/** Whether a value is a bilingual text: an object whose keys are en, hi and hiFrom only, en a string. */
export function isBilingual(node: unknown): node is Bilingual {
  if (!node || typeof node !== "object" || Array.isArray(node)) return false;
  if (typeof (node as { en?: unknown }).en !== "string") return false;
  return Object.keys(node).every((key) => key === "en" || key === "hi" || key === "hiFrom");
}

/** A stored `hiFrom` that is a mark, else undefined (anything else a client sends means nothing). */
export function validMark(value: unknown): string | undefined {
  return typeof value === "string" && MARK.test(value) ? value : undefined;
}

/** Whether a text has Hindi written for an English other than its current one. */
export function isStaleHindi(text: Bilingual): boolean {
  return Boolean(text.hi && text.hiFrom && text.hiFrom !== englishMark(text.en));
}

/** Calls `visit` with each bilingual text of the data and its dotted path ("items.0.title"). */
export function eachBilingual(data: unknown, visit: (text: Bilingual, path: string) => void, path = ""): void {
  if (Array.isArray(data)) {
    data.forEach((child, index) => eachBilingual(child, visit, path ? `${path}.${index}` : String(index)));
  } else if (isBilingual(data)) {
    visit(data, path);
  } else if (data && typeof data === "object") {
    for (const [key, child] of Object.entries(data)) eachBilingual(child, visit, path ? `${path}.${key}` : key);
  }
}

/** The dotted paths of the texts whose English changed after their Hindi was written. */
export function staleHindiPaths(data: unknown): string[] {
  const paths: string[] = [];
  eachBilingual(data, (text, path) => {
    if (isStaleHindi(text)) paths.push(path);
  });
  return paths;
}

function mapBilingual<T>(data: T, map: (text: Bilingual, path: string) => Bilingual, path = ""): T {
  if (Array.isArray(data))
    return data.map((child, index) => mapBilingual(child, map, path ? `${path}.${index}` : String(index))) as T;
  if (isBilingual(data)) return map(data, path) as T;
  if (data && typeof data === "object")
    return Object.fromEntries(
      Object.entries(data).map(([key, child]) => [key, mapBilingual(child, map, path ? `${path}.${key}` : key)]),
    ) as T;
  return data;
}

function withSource({ en, hi }: Bilingual, hiFrom: string | undefined): Bilingual {
  if (!hi) return { en };
  return hiFrom && hiFrom !== englishMark(en) ? { en, hi, hiFrom } : { en, hi };
}

/**
 * The data about to be saved with each Hindi's source decided against the version before it
 * (`previous`, undefined for a new item). Hindi equal to the one at the same path before (or, for
 * an entry that moved, to one elsewhere) keeps that one's source; any other Hindi is new and
 * written for its English.
 */
export function stampHindiSources<T>(previous: unknown, next: T): T {
  const before = new Map<string, Bilingual>();
  const sourceByHindi = new Map<string, string>();
  eachBilingual(previous, (text, path) => {
    before.set(path, text);
    if (text.hi && !sourceByHindi.has(text.hi))
      sourceByHindi.set(text.hi, validMark(text.hiFrom) ?? englishMark(text.en));
  });
  return mapBilingual(next, (text, path) => {
    if (!text.hi) return { en: text.en };
    const confirmed = validMark(text.hiFrom) === englishMark(text.en);
    if (confirmed) return { en: text.en, hi: text.hi };
    const samePlace = before.get(path);
    if (samePlace?.hi === text.hi) return withSource(text, validMark(samePlace.hiFrom) ?? englishMark(samePlace.en));
    return withSource(text, sourceByHindi.get(text.hi));
  });
}

/** The data as visitors see it: stale Hindi left out (the English is shown instead), no sources. */
export function withoutStaleHindi<T>(data: T): T {
  return mapBilingual(data, (text) =>
    isStaleHindi(text) || !text.hi ? { en: text.en } : { en: text.en, hi: text.hi },
  );
}
