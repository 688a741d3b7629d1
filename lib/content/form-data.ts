/**
 * Reading and changing the editor's data by path, and tidying it before it is sent: the form
 * keeps empty optional fields as "" (a controlled input needs a value) where the schema wants
 * them left out. Pure functions, shared by the browser form and its tests.
 */
import type { FieldSpec } from "./editor-fields";

export type Path = (string | number)[];
type Data = Record<string, unknown>;

export const pathKey = (path: Path) => path.join(".");

export function getAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === "object" ? (value as Record<string | number, unknown>)[key] : undefined),
    data,
  );
}

/** A copy of `data` with the value at `path` replaced (parents created as needed). */
export function setAt<T>(data: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path;
  const parent: unknown = data ?? (typeof key === "number" ? [] : {});
  const copy = (Array.isArray(parent) ? [...parent] : { ...(parent as Data) }) as Record<string | number, unknown>;
  copy[key!] = setAt(copy[key!], rest, value);
  return copy as T;
}

/** A copy of the list at `path` with the item at `from` moved to `to`. */
export function moveAt<T>(data: T, path: Path, from: number, to: number): T {
  const list = [...((getAt(data, path) as unknown[]) ?? [])];
  if (to < 0 || to >= list.length) return data;
  const [item] = list.splice(from, 1);
  list.splice(to, 0, item);
  return setAt(data, path, list);
}

export function removeAt<T>(data: T, path: Path, index: number): T {
  const list = [...((getAt(data, path) as unknown[]) ?? [])];
  list.splice(index, 1);
  return setAt(data, path, list);
}

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (typeof value === "string") return value.trim() === "";
  if (typeof value === "object") return Object.values(value as Data).every(isEmptyValue);
  return false;
}

/** The child path of a field: a field without a name edits its parent (a list of pictures). */
export const childPath = (path: Path, field: FieldSpec): Path => (field.name ? [...path, field.name] : path);

function cleanFields(fields: FieldSpec[], value: Data): Data {
  const out: Data = { ...value };
  for (const field of fields) {
    if (!field.name) continue;
    const current = out[field.name];
    if (field.kind === "group") {
      if (field.optional && isEmptyValue(current)) delete out[field.name];
      else if (current && typeof current === "object") out[field.name] = cleanFields(field.fields, current as Data);
    } else if (field.kind === "list") {
      if (Array.isArray(current)) out[field.name] = current.map((item) => cleanItem(field.fields, item));
    } else if (field.kind === "picture" && field.optional && !(current as { src?: string } | undefined)?.src) {
      delete out[field.name];
    } else if (
      field.optional &&
      (field.kind === "text" ||
        field.kind === "href" ||
        field.kind === "date" ||
        field.kind === "time" ||
        field.kind === "datetime") &&
      isEmptyValue(current)
    ) {
      delete out[field.name];
    }
  }
  return out;
}

function cleanItem(fields: FieldSpec[], item: unknown): unknown {
  // A list whose one field has no name holds the values themselves (pictures).
  if (fields.length === 1 && !fields[0]!.name) return item;
  return item && typeof item === "object" ? cleanFields(fields, item as Data) : item;
}

/** The data as the schema wants it: optional fields left empty are left out. */
export function cleanData(fields: FieldSpec[], data: Data): Data {
  return cleanFields(fields, data);
}

/**
 * Pictures without English alt text, as field errors: the site shows no picture without one.
 * (The schema allows an empty alt for a decorative picture, which the admin forms never add.)
 */
export function missingAltErrors(fields: FieldSpec[], data: unknown, path: Path = []): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const at = childPath(path, field);
    const value = getAt(data, at);
    if (field.kind === "picture") {
      const picture = value as { src?: string; alt?: { en?: string } } | undefined;
      if (!picture?.src) {
        if (!field.optional) errors[pathKey([...at, "src"])] = "Upload a picture.";
      } else if (!field.decorative && !picture.alt?.en?.trim())
        errors[pathKey([...at, "alt", "en"])] = "Describe the picture for people who cannot see it.";
    } else if (field.kind === "group") {
      if (!(field.optional && isEmptyValue(value))) Object.assign(errors, missingAltErrors(field.fields, data, at));
    } else if (field.kind === "list" && Array.isArray(value)) {
      value.forEach((_, index) => Object.assign(errors, missingAltErrors(field.fields, data, [...at, index])));
    }
  }
  return errors;
}
