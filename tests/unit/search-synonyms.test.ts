import { expandQuery } from "@/lib/search/synonyms";
import { snippetOf } from "@/lib/search/snippet";

describe("the synonyms visitors use", () => {
  test("a menu name and the word people type find each other", () => {
    expect(expandQuery("placement")).toEqual(
      expect.arrayContaining(["placement", "t & p cell", "training and placement"]),
    );
    expect(expandQuery("T & P Cell")).toContain("placement");
    expect(expandQuery("hostel")).toContain("accommodation");
    expect(expandQuery("fee refund")).toEqual(expect.arrayContaining(["fee refund", "fees refund"]));
    expect(expandQuery("Dwarka campus")).toEqual(
      expect.arrayContaining(["dwarka campus", "headquarters campus", "dwarka college"]),
    );
  });

  test("only whole words are replaced, and a query without synonyms stays as it is", () => {
    expect(expandQuery("coffee")).toEqual(["coffee"]);
    expect(expandQuery("  Mechanical   Engineering ")).toEqual(["mechanical engineering"]);
  });
});

describe("result snippets", () => {
  test("start near the first query word, with ellipses where text was cut", () => {
    const body = `${"Intro words. ".repeat(20)}The placement cell invites recruiters. ${"More text. ".repeat(30)}`;
    const snippet = snippetOf(body, "placement");
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet).toContain("placement cell");
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippetOf("Short text.", "absent")).toBe("Short text.");
  });
});
