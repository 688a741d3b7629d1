import type { ContentData } from "./schema";

/**
 * A menu entry as the header, drawer, search overlay and site map draw it (English texts).
 * `external` links open in a new tab.
 */
export type NavItem = {
  name: string;
  path?: string;
  external?: boolean;
  dropdownItems?: NavItem[];
};

type Entry = { label: { en: string }; href?: string; external?: boolean; children?: Entry[] };

function toNavItem(entry: Entry): NavItem {
  return {
    name: entry.label.en,
    ...(entry.href ? { path: entry.href } : {}),
    ...(entry.external ? { external: true } : {}),
    ...(entry.children ? { dropdownItems: entry.children.map(toNavItem) } : {}),
  };
}

export type Menus = {
  main: NavItem[];
  utility: NavItem[];
  footerColumns: { heading: string; links: NavItem[] }[];
  searchSuggestions: NavItem[];
};

/** The one menu tree of the site from its navigation content; empty menus when it is unpublished. */
export function menusFrom(data: ContentData<"navigation"> | undefined): Menus {
  if (!data) return { main: [], utility: [], footerColumns: [], searchSuggestions: [] };
  return {
    main: data.main.map(toNavItem),
    utility: data.utility.map(toNavItem),
    footerColumns: data.footerColumns.map((column) => ({
      heading: column.heading.en,
      links: column.links.map(toNavItem),
    })),
    searchSuggestions: data.searchSuggestions.map(toNavItem),
  };
}
