import {
  STARTING_DATE_MESSAGE,
  formatStartingDate,
  parseStartingDate,
  startingDateShown,
} from "@/lib/content/popup-date";
import { admissionPopupDataSchema, admissionPopupItemSchema, type AdmissionPopupData } from "@/lib/content/schema";
import { popupShownAt } from "@/lib/content/popup";

const item = { heading: { en: "Walk-in" }, label: { en: "Guidelines" }, href: "/admission" };

describe("the pop-up's starting date: parse and format", () => {
  test.each([
    ["2025-09-03", "2025-09-03"],
    ["03.09.2025", "2025-09-03"],
    ["3/9/2025", "2025-09-03"],
    [" 29-02-2024 ", "2024-02-29"],
    [{ en: "03.09.2025", hi: "03.09.2025" }, "2025-09-03"],
    [{ en: "2025-09-03" }, "2025-09-03"],
  ])("%j is the day %s", (value, day) => {
    expect(parseStartingDate(value)).toBe(day);
  });

  test.each([undefined, null, "", "  ", { en: "" }, { en: " ", hi: "" }])("%j is no date", (value) => {
    expect(parseStartingDate(value)).toBe("");
  });

  test.each(["31.02.2025", "2025-13-01", "2025-02-30", "next Monday", "03.09.25", { en: "soon" }, 42, { hi: "x" }])(
    "%j names no real day",
    (value) => {
      expect(parseStartingDate(value)).toBeUndefined();
    },
  );

  test("a day is shown as the seed shows it, DD.MM.YYYY", () => {
    expect(formatStartingDate("2025-09-03")).toBe("03.09.2025");
    expect(startingDateShown("2025-09-03")).toBe("03.09.2025");
    // An item stored before the field was a date still shows its day, and old text that names no day as it was.
    expect(startingDateShown({ en: "03.09.2025", hi: "" })).toBe("03.09.2025");
    expect(startingDateShown({ en: "From 3 September" })).toBe("From 3 September");
    expect(startingDateShown({ en: "" })).toBeUndefined();
    expect(startingDateShown(undefined)).toBeUndefined();
  });
});

describe("the pop-up item's starting date field", () => {
  test("is stored as ISO YYYY-MM-DD, whether typed so or stored as the old free text", () => {
    expect(admissionPopupItemSchema.parse({ ...item, startingDate: "2025-09-03" }).startingDate).toBe("2025-09-03");
    expect(admissionPopupItemSchema.parse({ ...item, startingDate: { en: "03.09.2025", hi: "" } }).startingDate).toBe(
      "2025-09-03",
    );
  });

  test("is optional: absent, empty or an empty old text means none", () => {
    for (const startingDate of [undefined, "", { en: "", hi: "" }])
      expect(admissionPopupItemSchema.parse({ ...item, startingDate }).startingDate).toBeUndefined();
  });

  test.each(["2025-02-30", "03.09.25", "next Monday", { en: "soon" }])(
    "%j is refused with a message at the field",
    (startingDate) => {
      const result = admissionPopupDataSchema.safeParse({
        heading: { en: "Admission" },
        enabled: true,
        items: [item, { ...item, startingDate }],
      });
      expect(result.success).toBe(false);
      expect(result.error!.issues).toEqual([
        expect.objectContaining({ path: ["items", 1, "startingDate"], message: STARTING_DATE_MESSAGE }),
      ]);
    },
  );
});

describe("the pop-up visitors and the API get", () => {
  test("has each starting date as its day, also for an item saved while the date was free text", () => {
    const popup = admissionPopupDataSchema.parse({ heading: { en: "Admission" }, enabled: true, items: [item] });
    const stored = {
      ...popup,
      items: [
        { ...item, startingDate: { en: "03.09.2025", hi: "" } },
        { ...item, startingDate: { en: "" } },
        { ...item, startingDate: "2025-10-01" },
      ],
    } as unknown as AdmissionPopupData;
    const shown = popupShownAt(stored, new Date())!;
    expect(shown.items.map((i) => i.startingDate)).toEqual(["2025-09-03", undefined, "2025-10-01"]);
    expect(shown.items[1]).not.toHaveProperty("startingDate");
  });
});
