/**
 * @jest-environment node
 */
import { headingAnchorId, sanitizeRichText, richTextToPlain } from "@/lib/content/rich-text";
import { richTextSchema } from "@/lib/content/schema";
import { outlineHtml } from "@/lib/content/html-walk";

/** The sanitizer of staff rich text against XSS payloads, and what it keeps of a real page. */
describe("sanitizeRichText", () => {
  const payloads: [string, string, RegExp][] = [
    ["a script element", `<p>Hi</p><script>alert(1)</script>`, /script|alert/i],
    ["a script hidden in upper case", `<SCRIPT SRC=https://evil.example/x.js></SCRIPT><p>ok</p>`, /script|evil/i],
    [
      "an event handler",
      `<p onclick="alert(1)">Hi</p><img src="/images/a.svg" alt="a" onerror="alert(2)">`,
      /onclick|onerror|alert/i,
    ],
    ["a javascript: link", `<a href="javascript:alert(1)">go</a>`, /javascript/i],
    ["a javascript: link with entities", `<a href="jav&#x09;ascript:alert(1)">go</a>`, /ascript:|alert/i],
    ["a data: link", `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">go</a>`, /data:/i],
    [
      "an inline SVG with script",
      `<svg><script>alert(1)</script><circle onload="alert(2)"/></svg>`,
      /svg|script|alert|onload/i,
    ],
    ["an SVG image with an onload", `<svg onload=alert(1)>`, /svg|alert/i],
    ["a style element", `<style>body{display:none}</style><p>x</p>`, /style|display/i],
    ["a style attribute", `<p style="background:url(javascript:alert(1))">x</p>`, /style|javascript/i],
    ["an iframe", `<iframe src="https://evil.example"></iframe>`, /iframe|evil/i],
    ["a form", `<form action="https://evil.example"><input name="q"></form>`, /form|input|evil/i],
    ["an image from another site", `<img src="https://evil.example/track.gif" alt="x">`, /evil|<img/i],
    ["a protocol-relative link", `<a href="//evil.example/">x</a>`, /evil/i],
    ["a meta refresh", `<meta http-equiv="refresh" content="0;url=https://evil.example">`, /meta|evil/i],
    ["an object", `<object data="https://evil.example/x.swf"></object>`, /object|evil/i],
  ];

  it.each(payloads)("removes %s", (_name, html, forbidden) => {
    expect(sanitizeRichText(html)).not.toMatch(forbidden);
  });

  it("keeps the structure a content page uses", () => {
    const html =
      `<h2 id="fees">Fees</h2><p>Pay <strong>online</strong>, see <a href="/admission">admission</a> or <a href="https://dseu.ac.in">the site</a>.</p>` +
      `<ul><li>One</li></ul><table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>` +
      `<img src="/files/0123456789abcdef01234567/chart.png" alt="Chart of fees" width="400" height="200"><aside class="callout callout-note evil"><p>Note</p></aside>`;
    const clean = sanitizeRichText(html);
    expect(clean).toContain(`<h2 id="h-fees">Fees</h2>`);
    expect(clean).toContain(`<a href="/admission">admission</a>`);
    expect(clean).toContain(`<a href="https://dseu.ac.in" rel="noopener noreferrer">the site</a>`);
    expect(clean).toContain(`<th scope="col">A</th>`);
    expect(clean).toContain(`<td colspan="2">1</td>`);
    expect(clean).toContain(
      `<img src="/files/0123456789abcdef01234567/chart.png" alt="Chart of fees" width="400" height="200" />`,
    );
    expect(clean).toContain(`<aside class="callout callout-note">`);
  });

  it("is what the page schema stores, in both languages", () => {
    const parsed = richTextSchema.parse({
      en: `<p onclick="x()">Hello</p><script>bad()</script>`,
      hi: `<p>नमस्ते<script>bad()</script></p>`,
    });
    expect(parsed).toEqual({ en: "<p>Hello</p>", hi: "<p>नमस्ते</p>" });
  });

  it("gives the visible text for search and diffs", () => {
    expect(richTextToPlain("<h2>Fees</h2><p>Pay &amp; go</p>")).toBe("Fees\nPay & go");
  });
});

describe("outlineHtml", () => {
  it("lists headings, pictures and links with their text", () => {
    const outline = outlineHtml(
      `<h2>A</h2><h4>B</h4><p><a href="/x"><strong>click</strong> here</a></p><img src="/images/a.svg">`,
    );
    expect(outline.headings).toEqual([
      { level: 2, text: "A" },
      { level: 4, text: "B" },
    ]);
    expect(outline.links).toEqual([{ href: "/x", text: "click here" }]);
    expect(outline.images).toEqual([{ src: "/images/a.svg", alt: undefined }]);
  });
});

/**
 * Issue 24, fault 9: a heading id staff wrote must never take a name the page or its scripts use.
 * `<h2 id="__next_f">` made every visit throw, since Next's inline scripts push onto self.__next_f.
 */
describe("heading ids and link targets", () => {
  it.each([
    ["__next_f", "h-next-f"],
    ["__next", "h-next"],
    ["main-content", "h-main-content"],
    ["self", "h-self"],
    ["location", "h-location"],
    ["Fees & Charges", "h-fees-charges"],
    ["h-vision", "h-vision"],
    ["H-Vision", "h-vision"],
  ])("namespaces the id %j as %j", (given, expected) => {
    expect(headingAnchorId(given)).toBe(expected);
    expect(sanitizeRichText(`<h3 id="${given}">T</h3>`)).toBe(`<h3 id="${expected}">T</h3>`);
  });

  it("drops an id with nothing left of it, and every name attribute", () => {
    expect(sanitizeRichText(`<h2 id="__">T</h2>`)).toBe("<h2>T</h2>");
    expect(sanitizeRichText(`<h2 id="प्रवेश">T</h2>`)).toBe("<h2>T</h2>");
    expect(
      sanitizeRichText(`<a name="forms" href="/x">x</a><img name="cookie" src="/images/a.svg" alt="a">`),
    ).not.toMatch(/name=/);
    expect(sanitizeRichText(`<p id="__next_f">x</p><form id="x"></form>`)).not.toMatch(/id=/);
  });

  it("every id it keeps is a slug with a hyphen, so no script reads it as a global", () => {
    const hostile = ["__next_f", "document", "alert", "x", "constructor", "__proto__", "0", "a".repeat(200)];
    for (const id of hostile) {
      const kept = /id="([^"]*)"/.exec(sanitizeRichText(`<h2 id="${id}">T</h2>`))?.[1];
      if (kept !== undefined) {
        expect(kept).toMatch(/^h-[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(kept.length).toBeLessThanOrEqual(66);
      }
    }
  });

  it("keeps in-page links pointing at the namespaced headings", () => {
    const clean = sanitizeRichText(`<p><a href="#vision">Our vision</a></p><h2 id="vision">Vision</h2>`);
    expect(clean).toBe(`<p><a href="#h-vision">Our vision</a></p><h2 id="h-vision">Vision</h2>`);
    expect(sanitizeRichText(sanitizeRichText(clean))).toBe(clean);
  });

  it("takes the address off a preview link (issue 24, fault 1)", () => {
    for (const href of [
      "/api/preview?token=abc",
      "/API/Preview/?token=abc",
      "/api/%70review?token=abc",
      "https://dseu.ac.in/api/preview?token=abc",
    ]) {
      expect(sanitizeRichText(`<p><a href="${href}">draft</a></p>`)).toBe("<p><a>draft</a></p>");
    }
    expect(sanitizeRichText(`<p><a href="/api/previews">x</a></p>`)).toContain(`href="/api/previews"`);
  });
});
