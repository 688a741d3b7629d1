/**
 * Hindi that cannot go stale unseen (issue 26, item 3): which English each Hindi was written
 * from is decided on save against the version before, and stale Hindi never reaches visitors.
 */
import { englishMark, stampHindiSources, staleHindiPaths, withoutStaleHindi } from "@/lib/content/hindi-source";
import { localizedText } from "@/lib/content/localized";
import { richTextSchema } from "@/lib/content/schema";
import { translationCoverage } from "@/lib/content/translation";

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const saved = {
  heading: { en: "Admission Notifications", hi: "प्रवेश सूचनाएँ" },
  items: [
    { label: { en: "Round 3 result", hi: "राउंड 3 परिणाम" }, href: "/a" },
    { label: { en: "Walk-in guidelines", hi: "वॉक-इन दिशानिर्देश" }, href: "/b" },
  ],
};

describe("the mark of an English text", () => {
  test("is 16 hex digits, differs for other words and ignores how the text is spaced", () => {
    expect(englishMark("Round 3 result")).toMatch(/^[0-9a-f]{16}$/);
    expect(englishMark("Round 3 result")).not.toBe(englishMark("Round 4 result"));
    expect(englishMark("  Round 3\n result ")).toBe(englishMark("Round 3 result"));
  });
});

describe("saving decides where each Hindi comes from", () => {
  test("English changed and Hindi not: the Hindi is out of date, and stays so over later saves", () => {
    const changed = clone(saved);
    changed.items[0]!.label.en = "Round 4 result";
    const stamped = stampHindiSources(saved, changed);
    expect(stamped.items[0]!.label).toEqual({
      en: "Round 4 result",
      hi: "राउंड 3 परिणाम",
      hiFrom: englishMark("Round 3 result"),
    });
    expect(staleHindiPaths(stamped)).toEqual(["items.0.label"]);
    // A later save that changes something else leaves it out of date.
    const later = stampHindiSources(stamped, { ...clone(stamped), heading: { en: "Admissions", hi: "प्रवेश" } });
    expect(staleHindiPaths(later)).toEqual(["items.0.label"]);
  });

  test("Hindi changed with (or after) the English: it is current and carries no source", () => {
    const changed = clone(saved);
    changed.items[0]!.label = { en: "Round 4 result", hi: "राउंड 4 परिणाम" };
    expect(staleHindiPaths(stampHindiSources(saved, changed))).toEqual([]);
    expect(stampHindiSources(saved, changed).items[0]!.label).toEqual({ en: "Round 4 result", hi: "राउंड 4 परिणाम" });
  });

  test("the English put back as it was makes the old Hindi current again", () => {
    const changed = clone(saved);
    changed.items[0]!.label.en = "Round 4 result";
    const stale = stampHindiSources(saved, changed);
    const back = clone(stale);
    back.items[0]!.label.en = "Round 3 result";
    expect(stampHindiSources(stale, back).items[0]!.label).toEqual(saved.items[0]!.label);
  });

  test("an entry moved keeps its Hindi's source; an English changed in a moved entry is still caught", () => {
    const moved = { ...clone(saved), items: [clone(saved.items[1]!), clone(saved.items[0]!)] };
    moved.items[1]!.label.en = "Round 4 result";
    expect(staleHindiPaths(stampHindiSources(saved, moved))).toEqual(["items.1.label"]);
  });

  test("a client confirms old Hindi by sending the mark of the current English; any other value it sends means nothing", () => {
    const changed = clone(saved);
    changed.items[0]!.label.en = "Round 4 result";
    const stale = stampHindiSources(saved, changed);
    const confirmed = clone(stale);
    (confirmed.items[0]!.label as { hiFrom?: string }).hiFrom = englishMark("Round 4 result");
    expect(staleHindiPaths(stampHindiSources(stale, confirmed))).toEqual([]);

    const forged = clone(saved) as typeof saved & { heading: { hiFrom?: string } };
    forged.heading.hiFrom = "0123456789abcdef";
    expect(staleHindiPaths(stampHindiSources(saved, forged))).toEqual([]);
  });

  test("a new item's Hindi is current; text without Hindi carries no source", () => {
    expect(staleHindiPaths(stampHindiSources(undefined, saved))).toEqual([]);
    expect(stampHindiSources(saved, { heading: { en: "New", hiFrom: "0123456789abcdef" } })).toEqual({
      heading: { en: "New" },
    });
  });
});

describe("what visitors and the coverage see", () => {
  const changed = clone(saved);
  changed.items[0]!.label.en = "Round 4 result";
  const stale = stampHindiSources(saved, changed);

  test("visitors get no stale Hindi (the English is shown) and no sources", () => {
    const shown = withoutStaleHindi(stale);
    expect(shown.items[0]!.label).toEqual({ en: "Round 4 result" });
    expect(shown.items[1]!.label).toEqual(saved.items[1]!.label);
    expect(JSON.stringify(shown)).not.toContain("hiFrom");
  });

  test("coverage counts only current Hindi and names the out-of-date field", () => {
    expect(translationCoverage(stale)).toEqual({ texts: 3, translated: 2, missing: [], stale: ["items.0.label"] });
  });

  test("the schemas keep a source with Hindi only, and drop one that is not a mark", () => {
    const hiFrom = englishMark("old");
    expect(localizedText().parse({ en: "a", hi: "ब", hiFrom })).toEqual({ en: "a", hi: "ब", hiFrom });
    expect(localizedText().parse({ en: "a", hi: "", hiFrom })).toEqual({ en: "a" });
    expect(localizedText().parse({ en: "a", hi: "ब", hiFrom: "<script>" })).toEqual({ en: "a", hi: "ब" });
    expect(richTextSchema.parse({ en: "<p>a</p>", hi: "<p>ब</p>", hiFrom })).toEqual({
      en: "<p>a</p>",
      hi: "<p>ब</p>",
      hiFrom,
    });
  });
});
