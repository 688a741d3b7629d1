/**
 * @jest-environment node
 */
import { FORMATTING_ONLY, diffData } from "@/lib/content/diff";
import { looksLikeRichText, richTextToReadable, sanitizeRichText } from "@/lib/content/rich-text";

/** Issue 26 item 1: the revision comparison reads as words, and pictures survive the sanitizer as the editor makes them. */
describe("the word diff of two versions", () => {
  const added = (parts: { value: string; added?: boolean }[]) =>
    parts.filter((part) => part.added).map((part) => part.value.trim());
  const removed = (parts: { value: string; removed?: boolean }[]) =>
    parts.filter((part) => part.removed).map((part) => part.value.trim());

  test("rich text is compared by its words, never its tags", () => {
    const [field] = diffData(
      { body: { en: "<h2>Fees</h2><p>The fee is <strong>due</strong> in July.</p>" } },
      {
        body: {
          en: "<h2>Fees</h2><p>The fee is <strong>due</strong> in August.</p><ul><li>Late fine applies</li></ul>",
        },
      },
    );
    expect(field!.field).toBe("body.en");
    const text = field!.parts.map((part) => part.value).join("");
    expect(text).not.toMatch(/<\/?(p|h2|strong|ul|li)>/);
    expect(removed(field!.parts)).toEqual(["July"]);
    expect(added(field!.parts).join(" ")).toContain("August");
    expect(added(field!.parts).join(" ")).toContain("Late fine applies");
    // Unchanged words stay unmarked.
    expect(field!.parts.find((part) => !part.added && !part.removed)?.value).toContain("The fee is due in");
  });

  test("a picture is named by its alt text; a change of markup alone says so in words", () => {
    const [picture] = diffData(
      { body: "<p>Campus</p>" },
      { body: '<p>Campus</p><img src="/files/0123456789abcdef01234567/a.webp" alt="Students at Okhla">' },
    );
    expect(added(picture!.parts).join(" ")).toContain("[Picture: Students at Okhla]");
    const [markup] = diffData({ body: "<p>Campus life</p>" }, { body: "<h2>Campus life</h2>" });
    expect(markup!.parts).toEqual([{ value: FORMATTING_ONLY }]);
  });

  test("which English a Hindi text was written for is no change staff are shown", () => {
    const diffs = diffData(
      { title: { en: "Round 4", hi: "राउंड 3" } },
      { title: { en: "Round 5", hi: "राउंड 3", hiFrom: "0123456789abcdef" } },
    );
    expect(diffs.map((diff) => diff.field)).toEqual(["title.en"]);
  });

  test("plain fields are compared as they are", () => {
    const [field] = diffData({ title: "Round 4 result" }, { title: "Round 5 result" });
    expect(removed(field!.parts)).toEqual(["4"]);
    expect(added(field!.parts)).toEqual(["5"]);
    expect(looksLikeRichText("Fees < 500 and > 100")).toBe(false);
    expect(looksLikeRichText("<p>Fees</p>")).toBe(true);
  });

  test("the readable text of rich text keeps the words and entities of the page", () => {
    expect(richTextToReadable('<p>A &amp; B</p><img src="/images/x.webp" alt="">')).toBe("A & B\n[Decorative picture]");
  });
});

describe("the sanitizer's rule for pictures", () => {
  const stored = "/files/0123456789abcdef01234567/students.webp";

  test("a picture stored by the site keeps its address, alt text and size", () => {
    expect(sanitizeRichText(`<img src="${stored}" alt="Students at Okhla" width="800" height="600">`)).toBe(
      `<img src="${stored}" alt="Students at Okhla" width="800" height="600" />`,
    );
    expect(sanitizeRichText(`<img src="/images/campus.webp" alt="Campus">`)).toContain('src="/images/campus.webp"');
  });

  test("a decorative picture keeps its empty alt text", () => {
    expect(sanitizeRichText(`<img src="${stored}" alt="">`)).toBe(`<img src="${stored}" alt="" />`);
  });

  test.each([
    ["another site", "https://evil.example/track.gif"],
    ["a protocol-relative address", "//evil.example/track.gif"],
    ["a data: address", "data:image/png;base64,iVBORw0KGgo="],
    ["a javascript: address", "javascript:alert(1)"],
    ["another path of this site", "/api/v1/users"],
    ["a path climbing out with a backslash", "/files\\..\\x.png"],
    ["no address at all", ""],
  ])("a picture from %s is removed", (_, src) => {
    expect(sanitizeRichText(`<p>Text</p><img src="${src}" alt="x">`)).toBe("<p>Text</p>");
  });

  test("attributes other than address, alt text and size are removed", () => {
    const html = sanitizeRichText(
      `<img src="${stored}" alt="A" title="t" style="width:9999px" class="x" srcset="https://evil.example/a.png 2x" onerror="alert(1)">`,
    );
    expect(html).toBe(`<img src="${stored}" alt="A" />`);
  });
});
