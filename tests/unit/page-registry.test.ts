/** @jest-environment node */
import { PAGE_FIELDS } from "@/lib/content/page-fields";
import { contentSeedInput } from "@/lib/content/seed-input";
import {
  CONTENT_PAGE_PATHS,
  FOOTER_POLICY_PATHS,
  pageEntryAt,
  PAGES,
  POLICY_PATHS,
  routeOwning,
  SITEMAP_CONTENT_PATHS,
  SPECIAL_PAGE_PATHS,
} from "@/lib/pages/registry";
import { isFreePageAddress } from "@/lib/content/page-address";

describe("the page registry (issue 25, item 1)", () => {
  it("names each address once", () => {
    const paths = PAGES.map((entry) => entry.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("has a fields module for every special page and no fields module without its page", () => {
    expect([...SPECIAL_PAGE_PATHS].sort()).toEqual([...PAGE_FIELDS.keys()].sort());
  });

  it("is the seed's list of content pages: every free-text and special page is seeded, and nothing else", () => {
    const seeded = contentSeedInput()
      .filter((item) => item.type === "page")
      .map((item) => (item.data as { path: string }).path);
    expect(new Set(seeded).size).toBe(seeded.length);
    expect([...seeded].sort()).toEqual([...CONTENT_PAGE_PATHS].sort());
  });

  it("gives the policy pages in the footer's order, each served by the policy route", () => {
    expect(POLICY_PATHS[0]).toBe("/accessibility-statement");
    for (const path of POLICY_PATHS) expect(routeOwning(path)).toBe("/[policy]");
    expect(pageEntryAt("/help")?.kind).toBe("free-text");
  });

  it("links the seven footer policies from every footer and lists the lifecycle policies after them (issue 29)", () => {
    expect(FOOTER_POLICY_PATHS).toEqual([
      "/accessibility-statement",
      "/help",
      "/privacy-policy",
      "/terms-and-conditions",
      "/hyperlinking-policy",
      "/copyright-policy",
      "/content-archival-policy",
    ]);
    expect(POLICY_PATHS).toEqual([
      ...FOOTER_POLICY_PATHS,
      "/cmap-policy",
      "/content-review-policy",
      "/website-monitoring-policy",
      "/contingency-management-policy",
      "/website-security-policy",
    ]);
    expect(routeOwning("/website-policies")).toBe("/website-policies");
    expect(pageEntryAt("/rti")).toMatchObject({ kind: "free-text", hindi: true, sitemap: true });
  });

  it("lists in the sitemap only pages it serves at their own address", () => {
    for (const path of SITEMAP_CONTENT_PATHS) {
      expect(routeOwning(path)).toBeDefined();
      expect(isFreePageAddress(path)).toBe(false);
    }
  });
});
