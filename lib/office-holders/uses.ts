import { and, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { contentItems } from "../db/schema";
import { LEADER_FIELDS } from "../content/page-fields/leadership";

/**
 * Where the site names an office by its key, so its holder cannot be deleted while it is named:
 * the officers' pages, whose subject the office is (fixed in the code), and the stored content
 * (draft, published or scheduled) of the pages and the home page. A key ending in a hyphen in a
 * page's list ("dean-") names no one office: it takes in whichever offices start with it, so it
 * keeps none of them.
 */

/** The content types whose data name offices: pages' structured parts and the home page's leaders' desks. */
const NAMING_TYPES = ["page", "home"];

/** The data fields that hold office keys: `office` (one key) and the lists `offices` and `contactOffices`. */
const OFFICE_FIELDS = new Set(["office", "offices", "contactOffices"]);

/** Every office key the data names, at any depth. */
export function namedOffices(data: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(data)) for (const item of data) namedOffices(item, into);
  else if (data && typeof data === "object")
    for (const [key, value] of Object.entries(data)) {
      if (OFFICE_FIELDS.has(key)) {
        for (const office of [value].flat()) if (typeof office === "string") into.add(office);
      } else namedOffices(value, into);
    }
  return into;
}

const VERSIONS = ["draft", "published", "scheduled"] as const;

/** How staff know the item: a page by its address, the home page by its name. */
const itemName = (type: string, key: string) => (type === "page" ? `the page ${key}` : `the ${type} page`);

/** Each place that names `office`, in words ("the page /registrar", "the page /contact (draft)"); none: it may go. */
export async function officeUses(executor: Executor, office: string): Promise<string[]> {
  const uses = LEADER_FIELDS.filter((page) => page.office === office).map(
    (page) => `the page ${page.path}, whose subject it is`,
  );
  // The text search only narrows the rows; the walk decides, so a key inside other text is not a use.
  const quoted = `%${JSON.stringify(office)}%`;
  const items = await executor
    .select({
      type: contentItems.type,
      key: contentItems.key,
      draft: contentItems.draft,
      published: contentItems.published,
      scheduled: contentItems.scheduled,
    })
    .from(contentItems)
    .where(
      and(
        inArray(contentItems.type, NAMING_TYPES),
        or(...VERSIONS.map((version) => sql`${contentItems[version]}::text like ${quoted}`)),
      ),
    )
    .orderBy(contentItems.key);
  for (const item of items) {
    const naming = VERSIONS.filter((version) => namedOffices(item[version]).has(office));
    if (naming.length) uses.push(`${itemName(item.type, item.key)} (${naming.join(", ")})`);
  }
  return uses;
}
