import { ContentValidationError, type FieldProblem } from "@/lib/content/errors";
import { parseContentData } from "@/lib/content/parse";
import type { ContentData, ContentInput } from "@/lib/content/schema";
import { contentSeedInput } from "@/lib/content/seed-input";

/**
 * The seeded page items that the page-field unit tests check: each special page's definition must
 * take its seed module as the seed puts it in and name the field of a bad value.
 */

/** A page's item as the seed writes it, before any parsing. */
export function seededPageInput(path: string): ContentInput<"page"> {
  const item = contentSeedInput().find((seed) => seed.type === "page" && seed.data.path === path);
  if (item?.type !== "page") throw new Error(`the seed has no page at ${path}`);
  return item.data as ContentInput<"page">;
}

/** A page's item as the seed writes it, parsed as every save parses it. */
export function seededPage(path: string): ContentData<"page"> {
  return parseContentData("page", seededPageInput(path));
}

/** The field problems of saving `page` with its fields changed by `spoil`. */
export function problemsOf(
  page: ContentData<"page">,
  spoil: (fields: Record<string, unknown>) => void,
): FieldProblem[] {
  // A JSON copy, as the editor sends it (jsdom has no structuredClone).
  const fields = JSON.parse(JSON.stringify(page.fields)) as Record<string, unknown>;
  spoil(fields);
  try {
    parseContentData("page", { ...page, fields });
  } catch (error) {
    if (error instanceof ContentValidationError) return error.problems;
    throw error;
  }
  throw new Error("the spoiled fields were accepted");
}
