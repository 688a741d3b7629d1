import type { z } from "zod";
import { ContentValidationError } from "./errors";
import { CONTENT_TYPE_SCHEMAS, SINGLE_ITEM_TYPES, type ContentData, type ContentType } from "./schema";

/** Parses a type's data, reporting every problem by field. */
export function parseContentData<T extends ContentType>(type: T, data: unknown): ContentData<T> {
  const schema = CONTENT_TYPE_SCHEMAS[type] as unknown as z.ZodType<ContentData<T>>;
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentValidationError(
    result.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
  );
}

/** Parses any input with a schema, field problems as ContentValidationError. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ContentValidationError(
    result.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
  );
}

/** The key an item is found by: a page's path, a tender's number, or the type for single items. */
export function contentKey(type: ContentType, data: ContentData<ContentType>): string {
  if (type === "page") return (data as ContentData<"page">).path;
  if (type === "tender") return (data as ContentData<"tender">).number;
  if (SINGLE_ITEM_TYPES.includes(type)) return type;
  throw new Error(`no key rule for content type ${type}`);
}

/** A human name for staff lists. */
export function contentTitle(type: ContentType, data: ContentData<ContentType>): string {
  if (type === "page") return (data as ContentData<"page">).title.en;
  if (type === "tender") {
    const tender = data as ContentData<"tender">;
    return `${tender.number}: ${tender.title.en}`;
  }
  return CONTENT_TYPE_NAMES[type];
}

export const CONTENT_TYPE_NAMES: Record<ContentType, string> = {
  page: "Page",
  home: "Home page",
  achievements: "Achievements",
  partners: "Partners",
  news: "News",
  events: "Student events",
  "admission-popup": "Admission pop-up",
  tender: "Tender",
  navigation: "Menus",
  "site-settings": "Site settings",
};
