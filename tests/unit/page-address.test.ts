/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { newPageAddressProblem, pageAddressProblem, RESERVED_PREFIXES } from "@/lib/content/page-address";
import { routeOwning, SITE_ROUTES } from "@/lib/pages/registry";
import { contentSeedInput } from "@/lib/content/seed-input";
import { seededPageInput } from "./page-fields-helpers";
import { parseContentData } from "@/lib/content/parse";
import { OLD_ADDRESSES } from "@/lib/seo/public-routes";

/** Every address the app folder routes, in its own notation: route groups left out, metadata routes by the address they answer. */
function appRoutes(dir = path.join(process.cwd(), "app"), prefix = ""): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
      found.push(...appRoutes(path.join(dir, entry.name), `${prefix}${segment}`));
    } else if (/^(page\.tsx|route\.ts)$/.test(entry.name)) found.push(prefix || "/");
    else if (prefix === "" && entry.name === "sitemap.ts") found.push("/sitemap.xml");
    else if (prefix === "" && entry.name === "robots.ts") found.push("/robots.txt");
  }
  return found;
}

/** The catch-all that draws every address no page answers as the not-found page, inside the site's layout: no page of the registry. */
const UNMATCHED_ROUTE = "/[...address]";

const reserved = (route: string) =>
  RESERVED_PREFIXES.some((prefix) => route.toLowerCase() === prefix || route.toLowerCase().startsWith(`${prefix}/`));

describe("page addresses (issue 24, fault 10)", () => {
  it("the page registry's routes are the app folder's public routes, with the old addresses proxy.ts serves", () => {
    const routes = appRoutes().filter((route) => !reserved(route) && route !== UNMATCHED_ROUTE);
    expect(SITE_ROUTES.filter((route) => !reserved(route)).sort()).toEqual(
      [...new Set([...routes, ...Object.keys(OLD_ADDRESSES)])].sort(),
    );
    // Every file of public/ is under a reserved prefix, or cannot be a page address at all (it has a dot).
    for (const name of fs.readdirSync(path.join(process.cwd(), "public")))
      expect(reserved(`/${name}`) || name.includes(".")).toBe(true);
  });

  it.each([
    "//evil.example/x",
    "/\\evil.example",
    "/",
    "",
    "about-us",
    "/about-us/",
    "/about-us//history",
    "/about-us/./history",
    "/about-us/../admin",
    "/.well-known/x",
    "/x.xml",
    "/a b",
    "/a?b=1",
    "/a#b",
    "/%2e%2e/admin",
    "/प्रवेश",
    `/${"a".repeat(250)}`,
  ])("refuses the malformed address %j", (address) => {
    expect(pageAddressProblem(address)).toMatch(/starts with one \//);
  });

  it.each([
    "/admin-login",
    "/admin/users",
    "/Admin/users",
    "/api/v1/notice",
    "/files/x",
    "/_next/static/x",
    "/hi",
    "/hi/about-us/history",
    "/logindseu",
    "/images/x",
  ])("refuses the reserved address %j", (address) => {
    expect(pageAddressProblem(address)).toMatch(/belong to the site itself/);
  });

  it.each([
    ["/search", "/search"],
    ["/Search", "/search"],
    ["/admission/result", "/admission/result/[[...path]]"],
    ["/admission/result/ug/round1", "/admission/result/[[...path]]"],
    ["/campus/anything", "/campus/[name]"],
    ["/administration/administrative/new-office", "/administration/administrative/[...slug]"],
    ["/help", "/[policy]"],
    ["/chancellor", "/chancellor"],
    ["/courses", "/courses"],
  ])("refuses a new page at %j, which the route %j answers", (address, route) => {
    expect(routeOwning(address)).toBe(route);
    expect(newPageAddressProblem(address)).toMatch(/already has a page of its own/);
  });

  it.each(["/about-us/our-campuses", "/Student-Welfare", "/academics/new_centre", "/news-2026", "/helpdesk"])(
    "accepts a new page at the free address %j",
    (address) => {
      expect(newPageAddressProblem(address)).toBeUndefined();
    },
  );

  it("keeps every seeded page valid", () => {
    const pages = contentSeedInput().filter((item) => item.type === "page");
    expect(pages.length).toBeGreaterThan(40);
    for (const item of pages) {
      const data = parseContentData("page", seededPageInput(item.data.path));
      expect(pageAddressProblem(data.path)).toBeUndefined();
    }
  });
});
