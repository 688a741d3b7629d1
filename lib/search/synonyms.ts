/**
 * Words visitors type for what the site names otherwise (menu names, official terms, Hindi and its
 * common transliterations). Each group is a set of equivalent phrases: a query containing one
 * phrase of a group is also searched with each other phrase in its place. Staff edit the groups
 * at /admin/search (lib/search/synonym-store.ts); these are pure functions, so the overlay uses them too.
 */
export type SynonymGroups = readonly (readonly string[])[];

export const MAX_SYNONYM_GROUPS = 200;
export const MAX_PHRASES_PER_GROUP = 20;
export const MAX_PHRASE_LENGTH = 80;

function normalise(text: string): string {
  return ` ${text.toLowerCase().replace(/\s+/g, " ").trim()} `;
}

/**
 * The query itself followed by each variant in which one phrase of a synonym group is replaced by
 * another phrase of the same group (whole words only), without duplicates.
 */
export function expandQuery(query: string, groups: SynonymGroups): string[] {
  const padded = normalise(query);
  const variants = new Set<string>([padded.trim()]);
  for (const group of groups) {
    for (const phrase of group) {
      const needle = ` ${phrase} `;
      if (!padded.includes(needle)) continue;
      for (const other of group) {
        if (other !== phrase) variants.add(padded.replace(needle, ` ${other} `).trim());
      }
    }
  }
  return [...variants].filter(Boolean);
}

/** The groups as staff edit them: one group a line, its phrases separated by commas. */
export function synonymText(groups: SynonymGroups): string {
  return groups.map((group) => group.join(", ")).join("\n");
}

export type SynonymParse = { groups: string[][] } | { error: string };

/**
 * Staff's text read back into groups: blank lines skipped, phrases lower-cased with their spaces
 * tidied, repeats within a line dropped. A line of one phrase is refused, as it would change nothing.
 */
export function parseSynonymText(text: string): SynonymParse {
  const groups: string[][] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (!line.trim()) continue;
    const phrases = [
      ...new Set(
        line
          .split(",")
          .map((phrase) => phrase.toLowerCase().replace(/\s+/g, " ").trim())
          .filter(Boolean),
      ),
    ];
    const where = `Line ${index + 1}`;
    if (phrases.length < 2) return { error: `${where} needs at least two phrases, separated by commas.` };
    if (phrases.length > MAX_PHRASES_PER_GROUP) {
      return { error: `${where} has more than ${MAX_PHRASES_PER_GROUP} phrases.` };
    }
    const long = phrases.find((phrase) => phrase.length > MAX_PHRASE_LENGTH);
    if (long) return { error: `${where}: "${long.slice(0, 30)}…" is longer than ${MAX_PHRASE_LENGTH} characters.` };
    groups.push(phrases);
  }
  if (groups.length > MAX_SYNONYM_GROUPS) return { error: `Keep to ${MAX_SYNONYM_GROUPS} lines.` };
  return { groups };
}
