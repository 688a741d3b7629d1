/** @jest-environment node */
import { safeAdminPath, safeFacultyPath, sitePath } from "@/lib/auth/safe-next";
import { safeRedirect } from "@/lib/auth/next-auth";

const ORIGIN = "https://dseu.example";

/**
 * Issue 24, fault 8: every redirect target built from input goes through sitePath, which keeps
 * only this site's paths. Each hostile target below sent a browser to another host (or answered
 * 500) through /api/preview?exit=.
 */
const HOSTILE = [
  "//evil.example/",
  "/\\evil.example/",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/ /evil.example",
  "/\\/evil.example",
  "/%09/evil.example",
  "/%5c/evil.example",
  "/%0a/evil.example",
  "/.//evil.example",
  "/./\\evil.example",
  "https://evil.example/",
  "http:evil.example",
  "https:/evil.example",
  "javascript:alert(1)",
  "data:text/html,hi",
  "evil.example",
  "\u0000/x",
  "/\u00a0/evil.example",
  "/\u2028/evil.example",
  "\ufeff//evil.example",
  "",
  `/${"a".repeat(3000)}`,
];

describe("sitePath", () => {
  it.each(HOSTILE)("refuses %j", (target) => {
    expect(sitePath(target)).toBeUndefined();
    expect(sitePath(target, ORIGIN)).toBeUndefined();
  });

  it("keeps this site's paths with their query and fragment", () => {
    expect(sitePath("/")).toBe("/");
    expect(sitePath("/about-us/history?x=1#vision")).toBe("/about-us/history?x=1#vision");
    expect(sitePath("/files/0123456789abcdef01234567/My%20File.pdf")).toBe(
      "/files/0123456789abcdef01234567/My%20File.pdf",
    );
    expect(sitePath("/a/../b")).toBe("/b");
  });

  it("answers a path fit for a Location header when the target has letters outside Latin-1", () => {
    const path = sitePath("/hi/प्रवेश?q=दिल्ली");
    expect(path).toBeDefined();
    expect(/^[\x21-\x7e]+$/.test(path!)).toBe(true);
  });

  it("takes an absolute address only when it is of the site's own origin", () => {
    expect(sitePath(`${ORIGIN}/admin/users`, ORIGIN)).toBe("/admin/users");
    expect(sitePath(`${ORIGIN}/admin/users`)).toBeUndefined();
    expect(sitePath("https://dseu.example.evil.example/", ORIGIN)).toBeUndefined();
    expect(sitePath("https://user@dseu.example/", ORIGIN)).toBeUndefined();
  });

  it("is what the sign-in return paths and next-auth's redirect use", () => {
    for (const target of HOSTILE) {
      expect(safeAdminPath(target)).toBe("/admin/dashboard");
      expect(safeFacultyPath(target)).toBeUndefined();
      expect(safeRedirect(target, ORIGIN)).toBe(ORIGIN);
    }
    expect(safeAdminPath("/admin/../evil")).toBe("/admin/dashboard");
    expect(safeAdminPath("/admin/users?x=1")).toBe("/admin/users?x=1");
    expect(safeRedirect("/admin/users", ORIGIN)).toBe(`${ORIGIN}/admin/users`);
  });
});
