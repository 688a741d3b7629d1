import { expandQuery, parseSynonymText, synonymText } from "@/lib/search/synonyms";
import { snippetOf } from "@/lib/search/snippet";

// As staff keep them (the migration seeds groups like these).
const GROUPS = [
  ["t & p cell", "training and placement", "placement"],
  ["hostel", "accommodation"],
  ["fee", "fees", "शुल्क"],
  ["dwarka", "headquarters"],
  ["campus", "college"],
  ["admission", "pravesh", "प्रवेश"],
];

describe("the synonyms visitors use", () => {
  test("a menu name and the word people type find each other", () => {
    expect(expandQuery("placement", GROUPS)).toEqual(
      expect.arrayContaining(["placement", "t & p cell", "training and placement"]),
    );
    expect(expandQuery("T & P Cell", GROUPS)).toContain("placement");
    expect(expandQuery("hostel", GROUPS)).toContain("accommodation");
    expect(expandQuery("fee refund", GROUPS)).toEqual(
      expect.arrayContaining(["fee refund", "fees refund", "शुल्क refund"]),
    );
    expect(expandQuery("Dwarka campus", GROUPS)).toEqual(
      expect.arrayContaining(["dwarka campus", "headquarters campus", "dwarka college"]),
    );
    expect(expandQuery("प्रवेश", GROUPS)).toEqual(expect.arrayContaining(["admission", "pravesh"]));
  });

  test("only whole words are replaced, and a query without synonyms stays as it is", () => {
    expect(expandQuery("coffee", GROUPS)).toEqual(["coffee"]);
    expect(expandQuery("  Mechanical   Engineering ", GROUPS)).toEqual(["mechanical engineering"]);
    expect(expandQuery("placement", [])).toEqual(["placement"]);
  });
});

describe("staff's synonym text", () => {
  test("one group a line, phrases separated by commas, tidied; it reads back as written", () => {
    const parsed = parseSynonymText("Fee,  FEES , शुल्क, fee\n\n  hostel, accommodation  \n");
    expect(parsed).toEqual({
      groups: [
        ["fee", "fees", "शुल्क"],
        ["hostel", "accommodation"],
      ],
    });
    expect(
      synonymText([
        ["fee", "fees", "शुल्क"],
        ["hostel", "accommodation"],
      ]),
    ).toBe("fee, fees, शुल्क\nhostel, accommodation");
  });

  test("a line of one phrase, too many phrases or a phrase too long is refused with its line number", () => {
    expect(parseSynonymText("fee, fees\nhostel")).toEqual({ error: expect.stringContaining("Line 2") });
    expect(parseSynonymText(Array.from({ length: 21 }, (_, i) => `w${i}`).join(","))).toEqual({
      error: expect.stringContaining("more than 20"),
    });
    expect(parseSynonymText(`fee, ${"x".repeat(81)}`)).toEqual({ error: expect.stringContaining("longer than 80") });
    expect(parseSynonymText("")).toEqual({ groups: [] });
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
