import { listPublished } from "../content/queries";
import type { Localized } from "../content/localized";
import type { ContentData } from "../content/schema";
import { SPECIAL_PAGE_PATHS } from "../pages/registry";
import { LEADER_FIELDS } from "../content/page-fields/leadership";
import { isTenderOpen } from "../content/tenders";
import { listOfficeHolders } from "../office-holders/queries";
import { namedOffices } from "../office-holders/uses";
import { textOfHtml, words } from "./visible-text";

/**
 * A document the search reads from staff-managed content and keeps in search_pages: a content
 * page, a tender or an office holder. `key` is unique (a page's path, else `kind:key`); `names`
 * are what a visitor may type exactly (a tender's number, a person's name), one a line.
 */
export type SearchablePage = {
  key: string;
  kind: "page" | "tender" | "office";
  url: string;
  title: string;
  text: string;
  titleHi: string;
  textHi: string;
  names: string;
};

type MenuEntry = { label: Localized; href?: string; external?: boolean; children?: MenuEntry[] };

/**
 * The pages the menus lead to, by their menu names (with the names of the menus above them): the
 * listings and other pages whose text is not staff-managed content (tenders, announcements,
 * results) are found by what the menus call them.
 */
function menuEntries(data: ContentData<"navigation"> | undefined): SearchablePage[] {
  if (!data) return [];
  const entries: SearchablePage[] = [];
  const visit = (items: readonly MenuEntry[], above: Localized[]) => {
    for (const item of items) {
      const href = item.href;
      if (href && !item.external && href.startsWith("/")) {
        entries.push({
          key: `menu:${href}`,
          kind: "page",
          url: href,
          title: item.label.en,
          text: joined([item.label.en, ...above.map((label) => label.en)]),
          titleHi: item.label.hi ?? "",
          textHi: joined(above.map((label) => label.hi)),
          names: "",
        });
      }
      if (item.children) visit(item.children, [...above, item.label]);
    }
  };
  visit(data.main, []);
  visit(data.utility, []);
  for (const column of data.footerColumns) visit(column.links, [column.heading]);
  return entries;
}

const joined = (parts: (string | undefined)[]) => parts.filter(Boolean).join("\n");

/**
 * What the site search indexes from staff-managed content, read from the database: the published
 * pages (title, summary, lead, body and the words of special pages' structured parts, in English
 * and in Hindi), every published tender (leading to the tenders board filtered to its number),
 * and each office holder on the page that names their office.
 */
export async function listSearchablePages(now: Date = new Date()): Promise<SearchablePage[]> {
  const [pages, tenders, holders, navigation] = await Promise.all([
    listPublished("page", now),
    listPublished("tender", now),
    listOfficeHolders(),
    listPublished("navigation", now),
  ]);
  const documents = pages.map(({ data }): SearchablePage => {
    const fields = SPECIAL_PAGE_PATHS.has(data.path) ? data.fields : undefined;
    return {
      key: data.path,
      kind: "page",
      url: data.path,
      title: data.title.en,
      text: joined([data.title.en, data.summary.en, data.lead?.en, textOfHtml(data.body.en), ...words(fields, "en")]),
      titleHi: data.title.hi ?? "",
      textHi: joined([
        data.summary.hi,
        data.lead?.hi,
        data.body.hi ? textOfHtml(data.body.hi) : undefined,
        ...words(fields, "hi"),
      ]),
      names: "",
    };
  });
  const indexed = new Set(documents.map((page) => page.url));
  for (const entry of menuEntries(navigation[0]?.data)) {
    if (indexed.has(entry.url)) continue;
    indexed.add(entry.url);
    documents.push(entry);
  }
  for (const { data } of tenders) {
    const open = isTenderOpen(data, now);
    documents.push({
      key: `tender:${data.number}`,
      kind: "tender",
      url: `/tenders?q=${encodeURIComponent(data.number)}${open ? "" : "&archived=true"}`,
      title: data.title.en,
      text: joined([data.number, data.department.en, data.category]),
      titleHi: data.title.hi ?? "",
      textHi: data.department.hi ?? "",
      names: data.number,
    });
  }
  // An office is shown on its own page (the leaders') or on the first page whose parts name it.
  const officePage = new Map<string, string>(LEADER_FIELDS.map((page) => [page.office, page.path]));
  for (const { data } of pages) {
    for (const office of namedOffices(data.fields)) {
      for (const holder of holders) {
        const named = office.endsWith("-") ? holder.office.startsWith(office) : holder.office === office;
        if (named && !officePage.has(holder.office)) officePage.set(holder.office, data.path);
      }
    }
  }
  for (const holder of holders) {
    const url = officePage.get(holder.office);
    if (!url) continue;
    documents.push({
      key: `office:${holder.office}`,
      kind: "office",
      url,
      title: `${holder.name}, ${holder.title}`,
      text: joined([holder.title, holder.email, holder.message.slice(0, 600)]),
      titleHi: holder.titleHi ?? "",
      textHi: holder.messageHi?.slice(0, 600) ?? "",
      names: joined([holder.name, holder.title]),
    });
  }
  return documents;
}
