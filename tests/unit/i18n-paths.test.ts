import {
  hasHindiVersion,
  hindiAddressAction,
  languageAlternates,
  leavesLanguage,
  localizePath,
  splitLocalePath,
  UNMATCHED_PATH,
  missingPagePath,
  unmatchedPathFor,
  withoutLocale,
} from "@/lib/i18n/paths";
import { inLocale } from "@/lib/content/localized";
import { ROUND_KEYS, ROUND_PAGES } from "@/lib/admissions/rounds";
import { admissionResultPage, OLD_ADDRESSES } from "@/lib/seo/public-routes";
import { POLICY_PATHS, SITEMAP_CONTENT_PATHS } from "@/lib/pages/registry";
import { localizedPageMetadata } from "@/lib/seo/metadata";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

test("an address names its language: /hi and /hi/… are Hindi, everything else English", () => {
  expect(splitLocalePath("/hi")).toEqual({ locale: "hi", pathname: "/" });
  expect(splitLocalePath("/hi/about-us/About-the-University")).toEqual({
    locale: "hi",
    pathname: "/about-us/About-the-University",
  });
  expect(splitLocalePath("/history")).toEqual({ locale: "en", pathname: "/history" });
  expect(splitLocalePath("/hindi-page")).toEqual({ locale: "en", pathname: "/hindi-page" });
  expect(withoutLocale("/hi")).toBe("/");
});

test("links get the Hindi prefix only for pages that have a Hindi version", () => {
  expect(localizePath("/", "hi")).toBe("/hi");
  expect(localizePath("/?section=x", "hi")).toBe("/hi?section=x");
  expect(localizePath("/about-us/About-the-University", "hi")).toBe("/hi/about-us/About-the-University");
  expect(localizePath("/about-us/About-the-University", "en")).toBe("/about-us/About-the-University");
  // An old address answered in English, shared by both languages, or not on this site: unchanged.
  expect(localizePath("/informationbulletin", "hi")).toBe("/informationbulletin");
  expect(localizePath("/files/1/notice.pdf", "hi")).toBe("/files/1/notice.pdf");
  expect(localizePath("https://dseu.ac.in/", "hi")).toBe("https://dseu.ac.in/");
  expect(localizePath("#main-content", "hi")).toBe("#main-content");
  expect(localizePath("/hi", "hi")).toBe("/hi");
});

test("a link that lands on a page in the other language is one that leaves the language", () => {
  expect(leavesLanguage("/informationbulletin", "hi")).toBe(true);
  expect(leavesLanguage("/hi", "hi")).toBe(false);
  expect(leavesLanguage("/informationbulletin", "en")).toBe(false);
  expect(leavesLanguage("/hi", "en")).toBe(true);
  expect(leavesLanguage("/files/1/notice.pdf", "hi")).toBe(false);
  expect(leavesLanguage("https://example.org/", "hi")).toBe(false);
});

test("the proxy serves Hindi pages, sends the rest to English and finds no Hindi API, files or admin", () => {
  expect(hindiAddressAction("/")).toBe("serve");
  // Every page of the site has a Hindi version; the old addresses (OLD_ADDRESSES) are sent to English.
  expect(hindiAddressAction("/informationbulletin")).toBe("english");
  expect(hindiAddressAction("/vice-chancellor")).toBe("english");
  for (const path of POLICY_PATHS) expect(hindiAddressAction(path)).toBe("serve");
  expect(localizePath("/privacy-policy", "hi")).toBe("/hi/privacy-policy");
  for (const path of SITEMAP_CONTENT_PATHS)
    expect({ path, hindi: hasHindiVersion(path) }).toEqual({ path, hindi: true });
  for (const path of Object.keys(OLD_ADDRESSES)) expect(hasHindiVersion(path)).toBe(false);
  // A free address goes to the content route, which serves a staff-made page in Hindi once it is
  // translated and is otherwise the Hindi 404 (never a redirect to the English 404).
  for (const path of ["/nope", "/about-us/nope", "/campus/zone/north/extra"]) {
    expect(hindiAddressAction(path)).toBe("serve");
    expect(hasHindiVersion(path)).toBe(false);
  }
  // An address under a route that answers only some addresses, or malformed, is the Hindi 404 at once.
  for (const path of ["/content-page/x", "/a..b", "/hi/hi"]) expect(hindiAddressAction(path)).toBe("not-found");
  expect(hindiAddressAction("/admin/dashboard")).toBe("not-found");
  expect(hindiAddressAction("/api/v1/notice")).toBe("not-found");
  expect(hindiAddressAction("/files/1/a.pdf")).toBe("not-found");
  for (const path of ["/about-us/About-the-University", "/about-us/Vision-and-Mission", "/about-us/history"])
    expect(hasHindiVersion(path)).toBe(true);
  // The visitors' forms, the other content pages, the site map and the search results are in Hindi.
  for (const path of ["/grievance-form", "/feedback#send", "/alumni", "/about-us/annualReport", "/site-map"])
    expect(hasHindiVersion(path)).toBe(true);
  expect(localizePath("/search?q=placement&kind=page", "hi")).toBe("/hi/search?q=placement&kind=page");
  // Pages with a parameter: every campus and zone (an unknown one is a Hindi 404), not deeper paths.
  expect(hindiAddressAction("/campus/zone/north")).toBe("serve");
  expect(hasHindiVersion("/campus/dseu-dwarka-campus?x=1")).toBe(true);
  expect(hasHindiVersion("/campus/zone/north/extra")).toBe(false);
});

test("the programme pages have a Hindi version by pattern: the listing, each level and every programme", () => {
  for (const path of ["/courses", "/courses/ug", "/courses/pg", "/courses/diploma", "/Courses/UG", "/courses?level=ug"])
    expect(hasHindiVersion(path)).toBe(true);
  expect(hasHindiVersion("/programs/0123456789abcdef01234567")).toBe(true);
  // An unknown id is still the programme page (its Hindi not-found view answers with the status 404).
  expect(hindiAddressAction("/programs/not-a-real-id")).toBe("serve");
  expect(hindiAddressAction("/courses/diploma")).toBe("serve");
  // Neither another level, nor deeper paths, nor the API's programme routes.
  for (const path of ["/courses/phd", "/courses/ug/extra", "/programs", "/programs/1/2", "/programsx/1"])
    expect(hasHindiVersion(path)).toBe(false);
  expect(hindiAddressAction("/courses/phd")).toBe("not-found");
  expect(hindiAddressAction("/api/v1/program")).toBe("not-found");
  // The server's rendering of a not-found page exists in Hindi too (lib/server/not-found-markup.ts).
  expect(hindiAddressAction(UNMATCHED_PATH)).toBe("serve");
  expect(hasHindiVersion(UNMATCHED_PATH)).toBe(false);
  // It carries the missing page's path, so a programme's 404 can say 'data not found'.
  expect(unmatchedPathFor("/programs/abc")).toBe(`${UNMATCHED_PATH}/programs/abc`);
  expect(unmatchedPathFor("/hi/programs/abc")).toBe(`/hi${UNMATCHED_PATH}/programs/abc`);
  expect(unmatchedPathFor("/hi")).toBe(`/hi${UNMATCHED_PATH}`);
  expect(hindiAddressAction(`${UNMATCHED_PATH}/programs/abc`)).toBe("serve");
  expect(missingPagePath(`/hi${UNMATCHED_PATH}/programs/abc?x=1`)).toBe("/programs/abc");
  expect(missingPagePath(UNMATCHED_PATH)).toBe("/");
  expect(missingPagePath("/hi/campus/a/b")).toBe("/campus/a/b");
  expect(localizePath("/programs/abc", "hi")).toBe("/hi/programs/abc");
  expect(localizePath("/courses/ug", "hi")).toBe("/hi/courses/ug");
  expect(localizePath("/courses", "en")).toBe("/courses");
});

test("the notice boards, tenders, examination and every administrative page have a Hindi version", () => {
  for (const path of [
    "/announcements?archived=true",
    "/admission/information-bulletin?section=students",
    "/recruitment",
    "/recruitment/archive/academic%20positions",
    "/recruitment-rules",
    "/tenders",
    "/examination?section=results",
    "/administration/administrative",
    "/administration/administrative/circulars?page=2",
    "/administration/administrative/Statutes",
    "/administration/administrative/staff-welfare",
  ])
    expect(hasHindiVersion(path)).toBe(true);
  expect(localizePath("/recruitment/archive/results", "hi")).toBe("/hi/recruitment/archive/results");
  expect(localizePath("/announcements?page=2", "hi")).toBe("/hi/announcements?page=2");
  // The administration's pages are pages, not the staff area (/admin, /admin/…, /admin-login).
  expect(hindiAddressAction("/administration/administrative")).toBe("serve");
  for (const path of ["/admin", "/admin/notices", "/admin-login"]) expect(hindiAddressAction(path)).toBe("not-found");
  for (const path of ["/recruitment/archive", "/recruitment/archive/a/b", "/administration/administrativex"])
    expect(hasHindiVersion(path)).toBe(false);
});

test("the people pages have a Hindi version: the directory, every Faculty and profile, and the officers' pages", () => {
  for (const path of [
    "/academics/faculty",
    "/academics/academicAdministration",
    "/administration/chancellor",
    "/administration/vice-chancellor",
    "/administration/coe",
    "/administration/cof",
    "/registrar",
    "/administration/Other-Academic-Units",
    "/administration/Support-Services",
    "/dept/0123456789abcdef01234567",
    "/faculty/0123456789abcdef01234567",
  ])
    expect(hasHindiVersion(path)).toBe(true);
  // The administration's pages are pages of the site, not the staff area (/admin).
  expect(hindiAddressAction("/administration/vice-chancellor")).toBe("serve");
  expect(hindiAddressAction("/admin")).toBe("not-found");
  expect(leavesLanguage("/administration/Support-Services", "hi")).toBe(true);
  // A department is chosen by its query, which the Hindi link keeps; an unknown id is a Hindi 404.
  expect(localizePath("/dept/abc?department=def", "hi")).toBe("/hi/dept/abc?department=def");
  expect(hindiAddressAction("/dept/not-a-real-id")).toBe("serve");
  // Not deeper paths.
  for (const path of ["/dept", "/dept/a/b", "/faculty/a/b"]) expect(hasHindiVersion(path)).toBe(false);
});

test("every round's result listing and result page has a Hindi version, from the public route map", () => {
  for (const key of ROUND_KEYS) {
    const { listingPath, showPath } = ROUND_PAGES[key];
    for (const path of [listingPath, showPath]) {
      // The route map serves the path, and the Hindi rule knows it, query and all.
      const [pathname, query] = path.split("?");
      expect(admissionResultPage(pathname!.split("/").slice(3), query ? "btech" : undefined)).toMatchObject({
        round: key,
      });
      expect(hasHindiVersion(path)).toBe(true);
      expect(hindiAddressAction(pathname!)).toBe("serve");
      expect(localizePath(path, "hi")).toBe(`/hi${path}`);
    }
  }
  expect(localizePath("/admission/result/diploma/round4", "hi")).toBe("/hi/admission/result/diploma/round4");
  expect(languageAlternates("/admission/result?category=btech").hi).toBe("/hi/admission/result?category=btech");
  // Other result addresses are not pages; the letter is served under /hi for the Hindi session's cookie.
  expect(hasHindiVersion("/admission/result/diploma/round9")).toBe(false);
  expect(hindiAddressAction("/admission/result/diploma/round9")).toBe("not-found");
  expect(hasHindiVersion("/admission/result/letter/diploma4")).toBe(false);
  expect(hindiAddressAction("/admission/result/letter/diploma4")).toBe("serve");
  expect(hindiAddressAction("/admission/result/letter/")).toBe("not-found");
  expect(hindiAddressAction("/admission/result/letter/a/b")).toBe("not-found");
});

test("each language's metadata names its own canonical URL and links both languages", () => {
  const facts = { title: "About", description: "About DSEU", path: "/about-us/About-the-University" };
  const english = localizedPageMetadata(facts, "en");
  const hindi = localizedPageMetadata(facts, "hi");
  expect(String(english.alternates?.canonical)).toMatch(/[^i]\/about-us\/About-the-University$/);
  expect(String(hindi.alternates?.canonical)).toMatch(/\/hi\/about-us\/About-the-University$/);
  expect(hindi.alternates?.languages).toEqual(english.alternates?.languages);
  const languages = english.alternates?.languages as Record<string, string>;
  expect(Object.keys(languages).sort()).toEqual(["en", "hi", "x-default"]);
  expect(languages["x-default"]).toBe(languages.en);
  expect(hindi.openGraph).toMatchObject({ locale: "hi_IN" });
  // A page in English only (a sign-in page) names itself as English and x-default, and claims no Hindi version.
  const signIn = localizedPageMetadata({ ...facts, path: "/admin-login" }, "en").alternates;
  expect(signIn?.languages).toEqual({ en: signIn?.canonical, "x-default": signIn?.canonical });
});

test("a text without Hindi is shown in English on a Hindi page, marked as English", () => {
  expect(inLocale({ en: "Library", hi: "पुस्तकालय" }, "hi")).toEqual({ text: "पुस्तकालय" });
  expect(inLocale({ en: "Library" }, "hi")).toEqual({ text: "Library", lang: "en" });
  expect(inLocale({ en: "Library", hi: "पुस्तकालय" }, "en")).toEqual({ text: "Library" });
});

test("the Hindi catalogue has every key of the English one, each written in Devanagari", () => {
  const keys = (o: object, prefix = ""): string[] =>
    Object.entries(o).flatMap(([k, v]) => (typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
  expect(keys(hi).sort()).toEqual(keys(en).sort());
  const values = (o: object): string[] =>
    Object.values(o).flatMap((v) => (typeof v === "object" ? values(v) : [v as string]));
  for (const value of values(hi)) expect(value).toMatch(/[\u0900-\u097F]/);
});
