import { diffWords } from "diff";
import type { FieldDiff } from "./types";
import { looksLikeRichText, richTextToReadable } from "./rich-text";

/** A field's value as compared: rich text by its words (never its tags), anything else as it is. */
const readable = (text: string) => (looksLikeRichText(text) ? richTextToReadable(text) : text);

/** Every leaf of JSON data by dotted path, as text. */
export function flattenData(value: unknown, prefix = "", into: Map<string, string> = new Map()): Map<string, string> {
  if (Array.isArray(value))
    value.forEach((item, index) => flattenData(item, prefix ? `${prefix}.${index}` : String(index), into));
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) flattenData(item, prefix ? `${prefix}.${key}` : key, into);
  else if (value !== undefined && value !== null) into.set(prefix, String(value));
  return into;
}

export const FORMATTING_ONLY = "(The words are the same; only the formatting or a link changed.)";

/** Which English a Hindi text was written for (hindi-source.ts): bookkeeping, not words anyone wrote. */
const isHindiSource = (field: string) => field === "hiFrom" || field.endsWith(".hiFrom");

/** The fields that differ between two versions of data, each as a word diff. */
export function diffData(from: unknown, to: unknown): FieldDiff[] {
  const before = flattenData(from);
  const after = flattenData(to);
  const fields = [...new Set([...before.keys(), ...after.keys()])].filter((field) => !isHindiSource(field)).sort();
  return fields.flatMap((field) => {
    const a = before.get(field) ?? "";
    const b = after.get(field) ?? "";
    if (a === b) return [];
    const wordsBefore = readable(a);
    const wordsAfter = readable(b);
    // The same words in other markup (a heading level, a link's address): say so, not the tags.
    if (wordsBefore === wordsAfter) return [{ field, parts: [{ value: FORMATTING_ONLY }] }];
    return [
      {
        field,
        parts: diffWords(wordsBefore, wordsAfter).map(({ value, added, removed }) => ({
          value,
          ...(added ? { added } : {}),
          ...(removed ? { removed } : {}),
        })),
      },
    ];
  });
}
