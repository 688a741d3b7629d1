import { cleanData, getAt, missingAltErrors, moveAt, removeAt, setAt } from "@/lib/content/form-data";
import { TYPE_INFO } from "@/lib/content/editor-fields";
import { tenderDataSchema } from "@/lib/content/schema";
import { formatIndiaTime, indiaLocalToIso, isoToIndiaLocal } from "@/lib/india-time-input";
import { displayStatus } from "@/lib/content/item-state";

describe("editing the data by path", () => {
  const data = { items: [{ label: { en: "A" } }, { label: { en: "B" } }, { label: { en: "C" } }] };

  test("setAt copies along the path and leaves the original alone", () => {
    const next = setAt(data, ["items", 1, "label", "hi"], "बी");
    expect(getAt(next, ["items", 1, "label"])).toEqual({ en: "B", hi: "बी" });
    expect(getAt(data, ["items", 1, "label"])).toEqual({ en: "B" });
    expect(next.items[0]).toBe(data.items[0]);
  });

  test("moveAt moves an entry and ignores a move past either end", () => {
    expect(moveAt(data, ["items"], 2, 0).items.map((i) => i.label.en)).toEqual(["C", "A", "B"]);
    expect(moveAt(data, ["items"], 0, -1)).toBe(data);
    expect(moveAt(data, ["items"], 2, 3)).toBe(data);
  });

  test("removeAt removes one entry", () => {
    expect(removeAt(data, ["items"], 1).items.map((i) => i.label.en)).toEqual(["A", "C"]);
  });
});

describe("tidying the data before it is sent", () => {
  test("empty optional times and an empty optional link are left out; required ones stay", () => {
    const popup = {
      heading: { en: "Admission", hi: "" },
      enabled: true,
      showFrom: "",
      showUntil: "2026-01-31T10:00:00+05:30",
      items: [{ heading: { en: "UG" }, label: { en: "Guidelines" }, href: "", startingDate: { en: "" } }],
    };
    const cleaned = cleanData(TYPE_INFO["admission-popup"].fields, popup);
    expect(cleaned).not.toHaveProperty("showFrom");
    expect(cleaned.showUntil).toBe("2026-01-31T10:00:00+05:30");
    // A required address stays, empty, so the schema says what is missing.
    expect((cleaned.items as { href: string }[])[0]!.href).toBe("");

    const news = {
      items: [
        { date: "2026-01-01", title: { en: "T" }, summary: { en: "S" }, link: { label: { en: "", hi: "" }, href: "" } },
      ],
    };
    expect((cleanData(TYPE_INFO.news.fields, news).items as object[])[0]).not.toHaveProperty("link");
    const linked = { items: [{ ...news.items[0], link: { label: { en: "More" }, href: "/news" } }] };
    expect((cleanData(TYPE_INFO.news.fields, linked).items as { link: unknown }[])[0]!.link).toEqual({
      label: { en: "More" },
      href: "/news",
    });
  });

  test("a tender without a closing time has none", () => {
    const tender = { ...TYPE_INFO.tender.newData!(), closingTime: "" };
    expect(cleanData(TYPE_INFO.tender.fields, tender)).not.toHaveProperty("closingTime");
  });

  test("a tender's pre-bid minutes: a new entry is dated today and needs its label and PDF or link", () => {
    const minutes = TYPE_INFO.tender.fields.find((field) => field.name === "preBidMinutes");
    if (minutes?.kind !== "list") throw new Error("the tender form has no list of pre-bid minutes");
    const entry = minutes.newItem() as { date: string };
    expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const tender = {
      ...TYPE_INFO.tender.newData!(),
      number: "GEM/2026/B/9",
      title: { en: "Benches" },
      department: { en: "DSEU" },
      category: "BID",
    };
    expect(tenderDataSchema.parse(cleanData(TYPE_INFO.tender.fields, tender)).preBidMinutes).toEqual([]);
    const withEntry = { ...tender, preBidMinutes: [entry] };
    const problems = tenderDataSchema.safeParse(cleanData(TYPE_INFO.tender.fields, withEntry)).error?.issues;
    expect([...new Set(problems?.map((issue) => issue.path.join(".")))]).toEqual([
      "preBidMinutes.0.label.en",
      "preBidMinutes.0.href",
    ]);
  });
});

describe("pictures need alt text", () => {
  test("a picture without a file or without English alt text is an error at its field", () => {
    const achievements = {
      items: [
        {
          title: { en: "Fest" },
          text: { en: "A fest" },
          picture: { src: "/files/aaaaaaaaaaaaaaaaaaaaaaaa/fest.jpg", alt: { en: "" }, width: 10, height: 10 },
        },
        { title: { en: "Fair" }, text: { en: "A fair" }, picture: { src: "", alt: { en: "" }, width: 0, height: 0 } },
        {
          title: { en: "Run" },
          text: { en: "A run" },
          picture: { src: "/images/run.webp", alt: { en: "Students running" }, width: 10, height: 10 },
        },
      ],
    };
    expect(missingAltErrors(TYPE_INFO.achievements.fields, achievements)).toEqual({
      "items.0.picture.alt.en": "Describe the picture for people who cannot see it.",
      "items.1.picture.src": "Upload a picture.",
    });
  });

  test("an optional photograph (an event's, a news item's, a partner's logo) may be left out, and is then dropped", () => {
    const events = {
      items: [
        { title: { en: "Run" } },
        { title: { en: "Fair" }, picture: { src: "", alt: { en: "" }, width: 0, height: 0 } },
        {
          title: { en: "Fest" },
          picture: { src: "/files/aaaaaaaaaaaaaaaaaaaaaaaa/fest.jpg", alt: { en: "" }, width: 10, height: 10 },
        },
      ],
    };
    expect(missingAltErrors(TYPE_INFO.events.fields, events)).toEqual({
      "items.2.picture.alt.en": "Describe the picture for people who cannot see it.",
    });
    const cleaned = cleanData(TYPE_INFO.events.fields, events) as { items: Record<string, unknown>[] };
    expect(cleaned.items[1]).not.toHaveProperty("picture");
    expect(cleaned.items[2]).toHaveProperty("picture");
  });

  test("a list of pictures (the header banners) is checked item by item; decorative pictures need no alt text", () => {
    const decorative = { src: "/images/zone.png", alt: { en: "" }, width: 1, height: 1 };
    const home = {
      headerBanners: [{ src: "/images/a.png", alt: { en: " " }, width: 1, height: 1 }],
      banner: { picture: { src: "/images/b.png", alt: { en: "Campus" } } },
      zonePictures: { central: decorative, north: decorative, south: decorative, east: decorative, west: {} },
    };
    expect(Object.keys(missingAltErrors(TYPE_INFO.home.fields, home))).toEqual([
      "headerBanners.0.alt.en",
      "zonePictures.west.src",
    ]);
  });
});

describe("India time", () => {
  test("a time typed in India time is the instant with +05:30, and back", () => {
    expect(indiaLocalToIso("2026-01-31T10:00")).toBe("2026-01-31T10:00:00+05:30");
    expect(Date.parse(indiaLocalToIso("2026-01-31T10:00")!)).toBe(Date.parse("2026-01-31T04:30:00Z"));
    expect(isoToIndiaLocal("2026-01-31T04:30:00.000Z")).toBe("2026-01-31T10:00");
    expect(isoToIndiaLocal("2026-01-31T23:00:00.000Z")).toBe("2026-02-01T04:30");
  });

  test("empty or malformed input is no time", () => {
    expect(indiaLocalToIso("")).toBeUndefined();
    expect(indiaLocalToIso("31/01/2026 10:00")).toBeUndefined();
    expect(isoToIndiaLocal(null)).toBe("");
    expect(formatIndiaTime(null)).toBe("—");
    expect(formatIndiaTime("2026-01-31T04:30:00Z")).toMatch(/31 Jan 2026, 10:00 IST/);
  });
});

describe("the four states", () => {
  const now = new Date("2026-01-01T00:00:00Z");
  test("published with a future publish-at and approved data waiting is scheduled", () => {
    expect(displayStatus({ status: "published", publishAt: "2026-02-01T00:00:00Z" }, true, now)).toBe("scheduled");
    expect(displayStatus({ status: "published", publishAt: "2025-12-01T00:00:00Z" }, true, now)).toBe("published");
    expect(displayStatus({ status: "published", publishAt: "2026-02-01T00:00:00Z" }, false, now)).toBe("published");
    expect(displayStatus({ status: "in_review", publishAt: null }, false, now)).toBe("in_review");
    expect(displayStatus({ status: "draft", publishAt: null }, false, now)).toBe("draft");
  });
});
