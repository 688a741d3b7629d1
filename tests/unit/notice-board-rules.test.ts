import { isNewNotice, isOpenForApplications } from "@/lib/notices/rules";
import { boardHref } from "@/components/notices/board-links";
import { isCalendarDay, isFiltered, parseBoardQuery } from "@/lib/notices/board-query";
import {
  boardOfManagementDocuments,
  boardViewTitle,
  bulletinBoard,
  selectView,
  statutoryBodiesBoard,
  viewPath,
} from "@/lib/notices/boards";
import { fileFormat } from "@/components/notices/format";

const DAY = 24 * 60 * 60 * 1000;

describe("the 'new' badge", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  const published = (date: Date | string) => ({ createdAt: date });
  test("shows for the first seven days after publication", () => {
    expect(isNewNotice(published(now), now)).toBe(true);
    expect(isNewNotice(published(new Date(now.getTime() - 7 * DAY + 1000).toISOString()), now)).toBe(true);
  });
  test("not from the seventh day on, nor for a date in the future", () => {
    expect(isNewNotice(published(new Date(now.getTime() - 7 * DAY)), now)).toBe(false);
    expect(isNewNotice(published(new Date(now.getTime() - 30 * DAY)), now)).toBe(false);
    expect(isNewNotice(published(new Date(now.getTime() + DAY)), now)).toBe(false);
  });
  test("never once the notice's own last date has passed, even in its first week", () => {
    const yesterday = new Date(now.getTime() - DAY).toISOString();
    const tomorrow = new Date(now.getTime() + DAY).toISOString();
    const recent = new Date(now.getTime() - 2 * DAY).toISOString();
    expect(isNewNotice({ createdAt: recent, endDate: yesterday }, now)).toBe(false);
    expect(isNewNotice({ createdAt: recent, validUntil: yesterday }, now)).toBe(false);
    expect(isNewNotice({ createdAt: recent, validUntil: tomorrow, endDate: yesterday }, now)).toBe(false);
    expect(isNewNotice({ createdAt: recent, validUntil: tomorrow, endDate: null }, now)).toBe(true);
  });
});

describe("the last day to apply", () => {
  // Last dates are calendar days stored as midnight UTC, as the old data has them.
  const lastDay = "2026-11-21T00:00:00.000Z";
  test("stays open until that day ends in India", () => {
    expect(isOpenForApplications({ endDate: lastDay }, new Date("2026-11-21T12:00:00Z"))).toBe(true);
    expect(isOpenForApplications({ endDate: lastDay }, new Date("2026-11-21T18:29:59Z"))).toBe(true);
    expect(isOpenForApplications({ endDate: lastDay }, new Date("2026-11-21T18:30:00Z"))).toBe(false);
    expect(isNewNotice({ createdAt: "2026-11-20T10:00:00Z", endDate: lastDay }, new Date("2026-11-21T12:00:00Z"))).toBe(
      true,
    );
  });
  test("a notice without a last date takes no applications", () => {
    expect(isOpenForApplications({ endDate: null })).toBe(false);
  });
});

describe("the board's query string", () => {
  test("reads page, search, dates and the archive switch", () => {
    expect(
      parseBoardQuery({ page: "3", q: "  fees ", from: "2025-07-01", to: "2025-07-31", archived: "true" }),
    ).toEqual({
      page: 3,
      search: "fees",
      from: "2025-07-01",
      to: "2025-07-31",
      archived: true,
      errors: {},
    });
  });
  test("bad values fall back to the defaults", () => {
    for (const page of ["0", "-1", "abc", "1.5", "9999999"]) expect(parseBoardQuery({ page }).page).toBe(1);
    expect(parseBoardQuery({ archived: "yes" }).archived).toBe(false);
    expect(parseBoardQuery({ q: "x".repeat(500) }).search).toHaveLength(100);
    expect(parseBoardQuery({ page: ["2", "5"] }).page).toBe(2);
  });
  test("only real calendar days are dates", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true);
    for (const text of ["2025-02-29", "2025-13-01", "25-07-2025", "2025-7-1", ""])
      expect(isCalendarDay(text)).toBe(false);
  });
  test("a narrowed list is 'filtered' (kept out of search engines); the page number is not", () => {
    expect(isFiltered(parseBoardQuery({ page: "2", archived: "true" }))).toBe(false);
    expect(isFiltered(parseBoardQuery({ q: "x" }))).toBe(true);
    expect(isFiltered(parseBoardQuery({ to: "2025-01-01" }))).toBe(true);
  });
});

describe("board links", () => {
  test("leave out defaults, so each state has one URL", () => {
    expect(boardHref("/announcements", {})).toBe("/announcements");
    expect(boardHref("/announcements", { page: 1, archived: false, search: "" })).toBe("/announcements");
    expect(
      boardHref("/admission/information-bulletin", {
        params: { section: "important links" },
        archived: true,
        search: "a&b",
        page: 2,
      }),
    ).toBe("/admission/information-bulletin?section=important+links&archived=true&q=a%26b&page=2");
  });
});

describe("board views (tabs)", () => {
  test("the statutory bodies page has a view for each body's members and minutes", () => {
    expect(statutoryBodiesBoard.views.map((v) => v.section)).toEqual([
      "member university court",
      "university court",
      "member board of management",
      "board of management",
      "member academic council",
      "academic council",
      "member finance comittee",
      "finance comittee",
    ]);
  });
  test("the query picks the view; a partial or unknown choice falls back sensibly", () => {
    expect(selectView(statutoryBodiesBoard, { body: "academic-council", part: "minutes" }).section).toBe(
      "academic council",
    );
    expect(selectView(statutoryBodiesBoard, { body: "finance-committee" }).section).toBe("member finance comittee");
    expect(selectView(statutoryBodiesBoard, { part: "minutes" }).section).toBe("university court");
    expect(selectView(statutoryBodiesBoard, { body: "senate" }).section).toBe("member university court");
    expect(selectView(boardOfManagementDocuments, { part: "minutes" }).section).toBe("board of management");
  });
  test("each view has its own title and address; the default view is the board's address", () => {
    const students = selectView(bulletinBoard, { section: "students" });
    expect(boardViewTitle(bulletinBoard, students, { archived: false, page: 1 })).toBe(
      "Information Bulletin: Students",
    );
    expect(boardViewTitle(bulletinBoard, students, { archived: true, page: 2 })).toBe(
      "Archived Information Bulletin: Students (page 2)",
    );
    expect(viewPath(bulletinBoard, students)).toBe("/admission/information-bulletin?section=students");
    expect(viewPath(bulletinBoard, bulletinBoard.views[0]!)).toBe("/admission/information-bulletin");
    const titles = statutoryBodiesBoard.views.map((v) =>
      boardViewTitle(statutoryBodiesBoard, v, { archived: false, page: 1 }),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("file format", () => {
  test("is named from the content type, else the file name", () => {
    expect(fileFormat("application/pdf", "x.bin")).toBe("PDF");
    expect(fileFormat("application/octet-stream", "Form.docx")).toBe("DOCX");
    expect(fileFormat("application/octet-stream", "README")).toBe("File");
  });
});
