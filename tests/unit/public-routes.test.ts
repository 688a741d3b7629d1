import { admissionResultPage, archiveCategory, decidePublicRoute, urlSegment } from "@/lib/seo/public-routes";
import { UNMATCHED_PATH } from "@/lib/i18n/paths";

describe("old capitalised links", () => {
  test("/Courses and /Courses/{level} are served by the lowercase pages", () => {
    expect(decidePublicRoute("/Courses")).toEqual({ action: "rewrite", pathname: "/courses" });
    expect(decidePublicRoute("/Courses/ug")).toEqual({ action: "rewrite", pathname: "/courses/ug" });
    expect(decidePublicRoute("/Courses/pg")).toEqual({ action: "rewrite", pathname: "/courses/pg" });
    expect(decidePublicRoute("/Courses/Diploma")).toEqual({ action: "rewrite", pathname: "/courses/diploma" });
    expect(decidePublicRoute("/courses/UG")).toEqual({ action: "rewrite", pathname: "/courses/ug" });
  });

  test("the lowercase pages need nothing (an unknown level is the page's own 404)", () => {
    expect(decidePublicRoute("/courses")).toEqual({ action: "continue" });
    expect(decidePublicRoute("/courses/diploma")).toEqual({ action: "continue" });
    expect(decidePublicRoute("/courses/phd")).toEqual({ action: "continue" });
  });

  test("administrative sub-pages answer in any case, under their canonical spelling", () => {
    expect(decidePublicRoute("/administration/administrative/statutes")).toEqual({
      action: "rewrite",
      pathname: "/administration/administrative/Statutes",
    });
    expect(decidePublicRoute("/administration/administrative/Statutes")).toEqual({ action: "continue" });
    expect(decidePublicRoute("/administration/administrative/Office-Orders")).toEqual({
      action: "rewrite",
      pathname: "/administration/administrative/office-orders",
    });
  });

  test("an administrative sub-page without content is 404 (the page shows 'under construction')", () => {
    expect(decidePublicRoute("/administration/administrative/nothing-here")).toEqual({
      action: "not-found",
      pathname: "/administration/administrative/nothing-here",
    });
    expect(decidePublicRoute("/administration/administrative/team-dseu")).toEqual({ action: "continue" });
    expect(decidePublicRoute("/administration/administrative")).toEqual({ action: "continue" });
  });

  test("the not-found page's own address answers 404 (the server renders it for a page's notFound())", () => {
    for (const pathname of [UNMATCHED_PATH, `${UNMATCHED_PATH}/programs/abc`])
      expect(decidePublicRoute(pathname)).toEqual({ action: "not-found", pathname });
    expect(decidePublicRoute("/content-page/x")).toEqual({
      action: "not-found",
      pathname: `${UNMATCHED_PATH}/content-page/x`,
    });
  });

  test("the old message pages and the bulletin are served by the current pages", () => {
    expect(decidePublicRoute("/chancellor")).toEqual({ action: "rewrite", pathname: "/administration/chancellor" });
    expect(decidePublicRoute("/vice-chancellor")).toEqual({
      action: "rewrite",
      pathname: "/administration/vice-chancellor",
    });
    expect(decidePublicRoute("/informationbulletin")).toEqual({
      action: "rewrite",
      pathname: "/admission/information-bulletin",
    });
  });

  test("other pages are left to themselves", () => {
    for (const path of ["/", "/programs/000000000000000000000000", "/campus/zone/moon", "/recruitment/archive/foo"]) {
      expect(decidePublicRoute(path)).toEqual({ action: "continue" });
    }
  });
});

describe("params as pages receive them", () => {
  test("are read as written in the URL, '+' included; a malformed one is refused", () => {
    expect(urlSegment("North%2BZone")).toBe("North+Zone");
    expect(urlSegment("DSEU%20Dwarka%20Campus")).toBe("DSEU%20Dwarka%20Campus");
    expect(urlSegment("%E0%A4%A")).toBeUndefined();
  });

  test("an archive category is one of the job-portal sections, however its spaces are written", () => {
    expect(archiveCategory("non%20academic%20positions")).toBe("non academic positions");
    expect(archiveCategory("academic+positions")).toBe("academic positions");
    expect(archiveCategory("announcements")).toBeUndefined();
    expect(archiveCategory("%")).toBeUndefined();
  });
});

describe("admission-result addresses", () => {
  // The old site's pairs of listing and result pages, one round each.
  const PAIRS = [
    ["/admission/result", "/admission/result/show", "diploma1"],
    ["/admission/result/ug", "/admission/result/ug/show", "ug1"],
    ["/admission/result/pg", "/admission/result/pg/show", "pg1"],
    ["/admission/result/diploma/round2", "/admission/result/diploma2/show", "diploma2"],
    ["/admission/result/btech/round2", "/admission/result/btech2/show", "btech2"],
    ["/admission/result/ug/round2", "/admission/result/ug2/show", "ug2"],
    ["/admission/result/diploma/round3", "/admission/result/diploma3/show", "diploma3"],
    ["/admission/result/diploma/round4", "/admission/result/diploma4/show", "diploma4"],
  ] as const;
  const segments = (path: string) => path.split("/").slice(3);

  test("each of the 16 addresses names its round and view", () => {
    for (const [listing, show, round] of PAIRS) {
      expect(admissionResultPage(segments(listing), undefined)).toEqual({ round, view: "listing" });
      expect(admissionResultPage(segments(show), undefined)).toEqual({ round, view: "show" });
    }
  });

  test("B.Tech round 1 shares round 1's addresses, chosen by ?category=btech; elsewhere the category is ignored", () => {
    expect(admissionResultPage([], "btech")).toEqual({ round: "btech1", view: "listing" });
    expect(admissionResultPage(["show"], "btech")).toEqual({ round: "btech1", view: "show" });
    expect(admissionResultPage([], ["btech", "x"])).toEqual({ round: "diploma1", view: "listing" });
    expect(admissionResultPage(["ug"], "btech")).toEqual({ round: "ug1", view: "listing" });
  });

  test("any other address under /admission/result is unknown", () => {
    for (const path of [
      "/admission/result/ug/round3",
      "/admission/result/diploma",
      "/admission/result/show/extra",
      "/admission/result/UG",
    ]) {
      expect(admissionResultPage(segments(path), undefined)).toBeUndefined();
    }
  });
});
