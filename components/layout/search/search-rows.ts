import type { NavItem } from "@/lib/content/navigation";
import { expandQuery, type SynonymGroups } from "@/lib/search/synonyms";

/** One row of the search overlay's list: a page of the site or a faculty member's profile. */
export type SearchRow = {
  key: string;
  name: string;
  /** The English name on Hindi pages: visitors may type either. */
  alias?: string;
  lang?: "en";
  path: string;
  external: boolean;
  kind: "page" | "faculty";
};

export type FacultyName = { _id: string; salutation: string; firstname: string; surname: string };

/** Every item of the navigation tree that leads somewhere, nested ones included, each path once. */
export function pageRows(items: NavItem[]): SearchRow[] {
  const rows: SearchRow[] = [];
  const seen = new Set<string>();
  const visit = (list: NavItem[]) => {
    for (const item of list) {
      if (item.path && !seen.has(`${item.name}|${item.path}`)) {
        seen.add(`${item.name}|${item.path}`);
        rows.push({
          key: `page:${item.path}:${item.name}`,
          name: item.name,
          ...(item.alias ? { alias: item.alias } : {}),
          ...(item.lang ? { lang: item.lang } : {}),
          path: item.path,
          external: Boolean(item.external),
          kind: "page",
        });
      }
      if (item.dropdownItems) visit(item.dropdownItems);
    }
  };
  visit(items);
  return rows;
}

/** Faculty members by their displayed name, "salutation firstname surname", linking to their profile. */
export function facultyRows(faculty: FacultyName[]): SearchRow[] {
  return faculty.map((member) => ({
    key: `faculty:${member._id}`,
    name: [member.salutation, member.firstname, member.surname]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(" "),
    path: `/faculty/${member._id}`,
    external: false,
    kind: "faculty",
  }));
}

/**
 * Rows whose name (or English alias) contains the query, ignoring case and the spaces around the
 * query, or one of the words visitors use for it ("placement" finds "T & P Cell").
 */
export function matchRows(query: string, rows: SearchRow[], synonyms: SynonymGroups): SearchRow[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const needles = expandQuery(needle, synonyms);
  return rows.filter((row) => {
    const names = [row.name, row.alias ?? ""].map((name) => name.toLowerCase());
    return needles.some((n) => names.some((name) => name.includes(n)));
  });
}

/**
 * The highlighted row after an arrow key: none (-1) at first, ArrowDown goes to the first row and
 * then down, ArrowUp goes up; both stop at the ends.
 */
export function moveHighlight(current: number, key: "ArrowUp" | "ArrowDown", count: number): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return Math.min(current + 1, count - 1);
  return current <= 0 ? current : current - 1;
}
