import { archiveCategory, decidePublicRoute, urlSegment } from "@/lib/seo/public-routes";

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
    expect(decidePublicRoute("/administration/administrative/statutes")).toEqual({ action: "rewrite", pathname: "/administration/administrative/Statutes" });
    expect(decidePublicRoute("/administration/administrative/Statutes")).toEqual({ action: "continue" });
    expect(decidePublicRoute("/administration/administrative/Office-Orders")).toEqual({ action: "rewrite", pathname: "/administration/administrative/office-orders" });
  });

  test("an administrative sub-page without content is 404 (the page shows 'under construction')", () => {
    expect(decidePublicRoute("/administration/administrative/nothing-here")).toEqual({ action: "not-found", pathname: "/administration/administrative/nothing-here" });
    expect(decidePublicRoute("/administration/administrative/team-dseu")).toEqual({ action: "continue" });
    expect(decidePublicRoute("/administration/administrative")).toEqual({ action: "continue" });
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
