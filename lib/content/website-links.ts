import "server-only";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { toNavItem, type NavItem } from "./navigation";
import { listPublished } from "./queries";
import { FOOTER_POLICY_PATHS } from "../pages/registry";
import type { Locale } from "../i18n/locales";
import { localizePath } from "../i18n/paths";

const FEEDBACK_PATH = "/feedback";
const SITE_MAP_PATH = "/site-map";
const WEBSITE_POLICIES_PATH = "/website-policies";

/**
 * The pages about the website itself, linked from every page's footer and listed on the site map,
 * as menu entries in the page's language: the footer's seven policy pages and the feedback form under
 * their published titles (one that is not published is left out), then the Website policies page
 * (which lists every policy page, the lifecycle policies too) and the site map.
 */
export async function websiteLinks(locale: Locale): Promise<NavItem[]> {
  // Read per request: the database is not open while the site is built.
  await connection();
  const [pages, t, policies] = await Promise.all([
    listPublished("page"),
    getTranslations({ locale, namespace: "morePages.siteMap" }),
    getTranslations({ locale, namespace: "morePages.websitePolicies" }),
  ]);
  const titles = new Map(pages.map((page) => [page.key, page.data.title]));
  const pageLinks = [...FOOTER_POLICY_PATHS, FEEDBACK_PATH].flatMap((path) => {
    const title = titles.get(path);
    return title ? [toNavItem({ label: title, href: path }, locale)] : [];
  });
  return [
    ...pageLinks,
    { id: "website-policies", name: policies("title"), path: localizePath(WEBSITE_POLICIES_PATH, locale) },
    { id: "site-map", name: t("title"), path: localizePath(SITE_MAP_PATH, locale) },
  ];
}
