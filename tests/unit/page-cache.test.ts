/**
 * @jest-environment node
 */
import { bumpPublicPagesGeneration, publicPagesGeneration } from "@/lib/cache/page-generation";
import zlib from "node:zlib";
import {
  cachedPageBody,
  cachedPageHeaders,
  gzipCachedPage,
  nonceOf,
  PageCache,
  pageCacheKey,
  toCachedPage,
  inAddressLanguage,
} from "@/lib/server/page-cache";

const POLICY = "default-src 'self'; script-src 'self' 'nonce-OLDNONCE==' 'strict-dynamic'";
const BODY =
  '<html><script nonce="OLDNONCE==">a()</script><p>Courses</p><script nonce="OLDNONCE==">b()</script></html>';
const HTML_HEADERS: [string, string][] = [
  ["Content-Type", "text/html; charset=utf-8"],
  ["Content-Security-Policy", POLICY],
  ["X-Content-Type-Options", "nosniff"],
  ["Content-Length", String(BODY.length)],
  ["Date", "Sat, 21 Nov 2026 08:00:00 GMT"],
];

function page(now = 0, generation = 0, body = BODY) {
  const cached = toCachedPage(200, HTML_HEADERS, body, generation, now);
  if (!cached) throw new Error("expected a cacheable page");
  return cached;
}

describe("which requests the page cache may answer, and under which key", () => {
  const key = (url: string, headers: Record<string, string> = {}) => pageCacheKey({ method: "GET", url, headers });

  it("keys anonymous page views on the path and the parameters the page reads, in a fixed order", () => {
    expect(key("/courses")).toBe("/courses");
    expect(key("/announcements?page=2&q=exam")).toBe("/announcements?page=2&q=exam");
    expect(key("/announcements?q=exam&page=2")).toBe("/announcements?page=2&q=exam");
    expect(key("/hi/tenders?q=gem&archived=true")).toBe("/hi/tenders?archived=true&q=gem");
    expect(key("/dept/school-of-x?department=d1")).toBe("/dept/school-of-x?department=d1");
  });

  it("does not cache an address with a parameter its page does not read", () => {
    // Each junk address would otherwise be a render kept in the cache, pushing real pages out.
    expect(key("/courses?utm_source=x")).toBeUndefined();
    expect(key("/administration/chancellor?q=1")).toBeUndefined();
    expect(key("/announcements?page=2&nonce=123")).toBeUndefined();
    expect(key("/courses?_rsc=x1y2")).toBeUndefined();
    // Every search renders, so that the search insights count it (lib/search/insights.ts).
    expect(key("/search?q=b.tech")).toBeUndefined();
    expect(key("/search")).toBe("/search");
  });

  it("never answers other methods, cookies or the router's own requests", () => {
    expect(pageCacheKey({ method: "POST", url: "/courses", headers: {} })).toBeUndefined();
    expect(pageCacheKey({ method: "HEAD", url: "/courses", headers: {} })).toBeUndefined();
    expect(key("/admission/result/show", { cookie: "dseu_result=abc" })).toBeUndefined();
    expect(key("/courses", { rsc: "1" })).toBeUndefined();
    expect(key("/courses", { "next-router-prefetch": "1" })).toBeUndefined();
    expect(key("/grievance-form", { "next-action": "abc" })).toBeUndefined();
  });

  it("reads a path that starts with two slashes as a path, not another host", () => {
    expect(() => key("//")).not.toThrow();
    expect(key("//evil.example/x")).toBe("//evil.example/x");
    expect(pageCacheKey({ method: "GET", url: "*", headers: {} })).toBeUndefined();
  });

  it("leaves the API, files, the admin area and static assets to Next.js", () => {
    for (const url of [
      "/api/v1/notice",
      "/files/1/a.pdf",
      "/admin",
      "/admin/dashboard",
      "/_next/static/x.js",
      "/logo.svg",
      "/robots.txt",
    ]) {
      expect(key(url)).toBeUndefined();
    }
    expect(key("/administration/chancellor")).toBe("/administration/chancellor");
  });
});

describe("what the cache keeps", () => {
  it("keeps a 200 HTML page with a nonce policy, without the per-transfer headers", () => {
    const cached = page();
    const names = cached.headers.map(([name]) => name);
    expect(names).toEqual(["content-type", "x-content-type-options"]);
    expect(cached.bytes).toBe(Buffer.byteLength(BODY));
  });

  it("refuses errors, redirects, cookies, non-HTML answers and pages without a nonce", () => {
    expect(toCachedPage(404, HTML_HEADERS, BODY, 0, 0)).toBeUndefined();
    expect(toCachedPage(307, HTML_HEADERS, BODY, 0, 0)).toBeUndefined();
    expect(toCachedPage(200, [...HTML_HEADERS, ["Set-Cookie", "a=b"]], BODY, 0, 0)).toBeUndefined();
    const json = HTML_HEADERS.map(([n, v]): [string, string] =>
      n === "Content-Type" ? [n, "application/json"] : [n, v],
    );
    expect(toCachedPage(200, json, BODY, 0, 0)).toBeUndefined();
    const noNonce = HTML_HEADERS.filter(([n]) => n !== "Content-Security-Policy");
    expect(toCachedPage(200, noNonce, BODY, 0, 0)).toBeUndefined();
  });
});

describe("serving a kept page", () => {
  it("writes the new nonce into the policy and every script, and nothing else changes", () => {
    const text = cachedPageBody(page(), "NEWNONCE99").toString("utf8");
    expect(text).toBe(BODY.replaceAll("OLDNONCE==", "NEWNONCE99"));
    expect(text).not.toContain("OLDNONCE");
    const policy = cachedPageHeaders(page(), "NEWNONCE99").find(([name]) => name === "content-security-policy")?.[1];
    expect(nonceOf(policy)).toBe("NEWNONCE99");
  });

  it("keeps multi-byte text intact", () => {
    const body = '<p>दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय</p><script nonce="OLDNONCE==">x()</script>';
    expect(cachedPageBody(page(0, 0, body), "N").toString("utf8")).toBe(body.replace("OLDNONCE==", "N"));
  });

  it("gzips without compressing again: a valid stream that decodes to the same body", () => {
    const long = `<script nonce="OLDNONCE==">start()</script>${"<li>Diploma in Applied Arts</li>".repeat(2000)}<script nonce="OLDNONCE==">end()</script>`;
    for (const body of [BODY, long, "OLDNONCE==<p>starts and ends with the nonce</p>OLDNONCE=="]) {
      const cached = page(0, 0, body);
      const gzipped = gzipCachedPage(cached, "fresh+nonce/1==");
      expect(zlib.gunzipSync(gzipped).equals(cachedPageBody(cached, "fresh+nonce/1=="))).toBe(true);
    }
    expect(gzipCachedPage(page(0, 0, long), "n").length).toBeLessThan(long.length / 10);
  });
});

describe("PageCache", () => {
  it("answers until the time to live has passed", () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    cache.set("/courses", page(1_000));
    expect(cache.get("/courses", 0, 60_999)).toBeDefined();
    expect(cache.get("/courses", 0, 61_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("drops a page rendered before the data changed", async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const generation = await publicPagesGeneration();
    cache.set("/announcements", page(0, generation));
    await bumpPublicPagesGeneration();
    expect(await publicPagesGeneration()).toBe(generation + 1);
    expect(cache.get("/announcements", await publicPagesGeneration(), 1)).toBeUndefined();
    expect(cache.totalBytes).toBe(0);
  });

  it("stays within its byte budget, dropping the least recently used page first", () => {
    const size = Buffer.byteLength(BODY);
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: size * 2 });
    cache.set("/a", page());
    cache.set("/b", page());
    expect(cache.get("/a", 0, 1)).toBeDefined();
    cache.set("/c", page());
    expect(cache.get("/b", 0, 1)).toBeUndefined();
    expect(cache.get("/a", 0, 1)).toBeDefined();
    expect(cache.get("/c", 0, 1)).toBeDefined();
    expect(cache.totalBytes).toBe(size * 2);
  });

  it("does not keep a page larger than the whole budget", () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 10 });
    cache.set("/big", page());
    expect(cache.size).toBe(0);
  });
});

describe("inAddressLanguage", () => {
  const english = '<!DOCTYPE html><html lang="en"><head></head><body>Courses</body></html>';
  const hindi = '<!DOCTYPE html><html lang="hi"><head></head><body>पाठ्यक्रम</body></html>';

  it("accepts a copy in the language its address names", () => {
    expect(inAddressLanguage("/", english)).toBe(true);
    expect(inAddressLanguage("/courses/ug?page=2", english)).toBe(true);
    expect(inAddressLanguage("/hi", hindi)).toBe(true);
    expect(inAddressLanguage("/hi/courses/ug", hindi)).toBe(true);
    // A build with a deployment id puts data-dpl-id before the language.
    expect(inAddressLanguage("/", '<html data-dpl-id="ci-1" lang="en"><body></body></html>')).toBe(true);
  });

  it("refuses a copy in the other language, or with none", () => {
    expect(inAddressLanguage("/", hindi)).toBe(false);
    expect(inAddressLanguage("/hi", english)).toBe(false);
    expect(inAddressLanguage("/history", "<html><body>x</body></html>")).toBe(false);
  });
});
