import { ContentValidationError, type FieldProblem } from "@/lib/content/errors";
import { parseContentData } from "@/lib/content/parse";
import type { ContentData, ContentInput } from "@/lib/content/schema";
import { contentSeedInput } from "@/lib/content/seed-input";
import { SEED_PICTURE_PREFIX } from "@/lib/db/seed/picture-names";

/**
 * The seeded page items that the page-field unit tests check: each special page's definition must
 * take its seed module as the seed puts it in and name the field of a bad value.
 */

/**
 * A page's item as the seed writes it, before any parsing. The seed stores its pictures first
 * (withSeedPictures); here, with no database, each gets an address of the stored files' shape.
 */
export function seededPageInput(path: string): ContentInput<"page"> {
  const item = contentSeedInput().find((seed) => seed.type === "page" && seed.data.path === path);
  if (item?.type !== "page") throw new Error(`the seed has no page at ${path}`);
  return JSON.parse(JSON.stringify(item.data), (key, value: unknown) =>
    key === "src" && typeof value === "string" && value.startsWith(SEED_PICTURE_PREFIX)
      ? `/files/${"0".repeat(24)}/${value.slice(SEED_PICTURE_PREFIX.length)}`
      : value,
  ) as ContentInput<"page">;
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
