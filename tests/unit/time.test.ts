import {
  addDays,
  daysInclusive,
  endOfIndiaDay,
  formatIndiaDate,
  fromIndiaWallClock,
  indiaDay,
  indiaTime,
  indiaWallClock,
  indiaYear,
  startOfIndiaDay,
} from "@/lib/time";

describe("India time", () => {
  test("a calendar day starts and ends at India's midnight, whatever the machine's zone", () => {
    expect(startOfIndiaDay("2026-11-21").toISOString()).toBe("2026-11-20T18:30:00.000Z");
    expect(endOfIndiaDay("2026-11-21").toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(indiaTime("2025-07-23", "23:59:59").toISOString()).toBe("2025-07-23T18:29:59.000Z");
    expect(addDays(startOfIndiaDay("2026-11-21"), 2).toISOString()).toBe("2026-11-22T18:30:00.000Z");
  });

  test("an instant's day and year are India's: 20:00 UTC on 31 December is already the new year there", () => {
    const instant = new Date("2025-12-31T20:00:00Z");
    expect(indiaDay(instant)).toBe("2026-01-01");
    expect(indiaYear(instant)).toBe(2026);
    expect(indiaDay(new Date("2025-12-31T18:29:59Z"))).toBe("2025-12-31");
  });

  test("a datetime-local value is India's wall clock, both ways", () => {
    expect(indiaWallClock("2025-07-23T03:30:00Z")).toBe("2025-07-23T09:00");
    expect(fromIndiaWallClock("2025-07-23T09:00")).toBe("2025-07-23T09:00:00+05:30");
  });

  test("dates are written the university's ways; a YYYY-MM-DD day is that day in India", () => {
    expect(formatIndiaDate("2025-07-23T20:00:00Z")).toBe("24 July 2025");
    expect(formatIndiaDate("2026-11-05")).toBe("5 November 2026");
    expect(formatIndiaDate("2026-11-05", "short")).toBe("05 Nov 2026");
    expect(formatIndiaDate("2024-07-10", "weekday")).toBe("Wed, 10 July 2024");
    expect(formatIndiaDate(new Date("2025-07-23T03:30:00Z"), "dateTime")).toBe("23 Jul 2025, 09:00");
    expect(daysInclusive("2024-10-28", "2024-11-02")).toBe(6);
  });
});
