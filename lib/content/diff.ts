import { diffWords } from "diff";
import type { FieldDiff } from "./types";

/** Every leaf of JSON data by dotted path, as text. */
export function flattenData(value: unknown, prefix = "", into: Map<string, string> = new Map()): Map<string, string> {
  if (Array.isArray(value))
    value.forEach((item, index) => flattenData(item, prefix ? `${prefix}.${index}` : String(index), into));
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) flattenData(item, prefix ? `${prefix}.${key}` : key, into);
  else if (value !== undefined && value !== null) into.set(prefix, String(value));
  return into;
}

/** The fields that differ between two versions of data, each as a word diff. */
export function diffData(from: unknown, to: unknown): FieldDiff[] {
  const before = flattenData(from);
  const after = flattenData(to);
  const fields = [...new Set([...before.keys(), ...after.keys()])].sort();
  return fields.flatMap((field) => {
    const a = before.get(field) ?? "";
    const b = after.get(field) ?? "";
    if (a === b) return [];
    return [
      {
        field,
        parts: diffWords(a, b).map(({ value, added, removed }) => ({
          value,
          ...(added ? { added } : {}),
          ...(removed ? { removed } : {}),
        })),
      },
    ];
  });
}
