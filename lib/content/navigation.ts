import type { Locale } from "../i18n/locales";
import { leavesLanguage, localizePath } from "../i18n/paths";
import type { ContentData } from "./schema";
import { inLocale } from "./localized";

/**
 * A menu entry as the header, drawer, search overlay and site map draw it, in the page's language.
 * `external` links open in a new tab. `lang` is "en" where a Hindi page shows an English label that
 * has no Hindi yet; `alias` is the English label on Hindi pages, so search finds either. `id`, from
 * the English label, is the same in both languages (element ids).
 */
export type NavItem = {
  id?: string;
  name: string;
  lang?: "en";
  alias?: string;
  path?: string;
  external?: boolean;
  /** The page has no version in the menu's language: a plain link loads it whole. */
  leavesLanguage?: true;
  dropdownItems?: NavItem[];
};

export type Entry = { label: { en: string; hi?: string }; href?: string; external?: boolean; children?: Entry[] };

/** An element id for a menu entry: its `id`, or one made from its (English) name. */
export const navItemSlug = (item: { id?: string; name: string }) =>
  item.id ?? item.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** A menu entry in `locale`, its address in that language where the page has one. */
export function toNavItem(entry: Entry, locale: Locale): NavItem {
  const label = inLocale(entry.label, locale);
  const path = entry.href && !entry.external ? localizePath(entry.href, locale) : entry.href;
  return {
    id: navItemSlug({ name: entry.label.en }),
    name: label.text,
    ...(label.lang ? { lang: label.lang } : {}),
    ...(locale !== "en" && !label.lang ? { alias: entry.label.en } : {}),
    ...(path ? { path } : {}),
    ...(entry.external ? { external: true } : {}),
    ...(path && !entry.external && leavesLanguage(path, locale) ? { leavesLanguage: true as const } : {}),
    // An entry saved with an empty list of children is a link, not an empty submenu.
    ...(entry.children?.length ? { dropdownItems: entry.children.map((child) => toNavItem(child, locale)) } : {}),
  };
}

/**
 * What a submenu lists: an entry with its own address as well as children (a page over pages) is
 * listed first, so the header and the drawer, whose group opens a list rather than following a
 * link, still lead to it.
 */
export function submenuEntries(item: NavItem): NavItem[] {
  const children = item.dropdownItems ?? [];
  if (!item.path) return children;
  const { dropdownItems: _children, ...self } = item;
  return [self, ...children];
}

export type Menus = {
  main: NavItem[];
  utility: NavItem[];
  footerColumns: { heading: string; lang?: "en"; links: NavItem[] }[];
  searchSuggestions: NavItem[];
};

/** The one menu tree of the site from its navigation content; empty menus when it is unpublished. */
export function menusFrom(data: ContentData<"navigation"> | undefined, locale: Locale = "en"): Menus {
  if (!data) return { main: [], utility: [], footerColumns: [], searchSuggestions: [] };
  const items = (entries: Entry[]) => entries.map((entry) => toNavItem(entry, locale));
  return {
    main: items(data.main),
    utility: items(data.utility),
    footerColumns: data.footerColumns.map((column) => {
      const heading = inLocale(column.heading, locale);
      return { heading: heading.text, ...(heading.lang ? { lang: heading.lang } : {}), links: items(column.links) };
    }),
    searchSuggestions: items(data.searchSuggestions),
  };
}
