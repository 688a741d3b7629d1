import { isNewNotice, isOpenForApplications } from "@/lib/notices/rules";
import { boardHref } from "@/components/notices/board-links";
import { isCalendarDay, isFiltered, parseBoardQuery } from "@/lib/notices/board-query";
import {
  boardOfManagementDocuments,
  boardsIn,
  boardViewTitle,
  bulletinBoard,
  recruitmentBoard,
  selectView,
  statutoryBodiesBoard,
  titledBoard,
  viewPath,
} from "@/lib/notices/boards";
import { noticeWordsIn } from "@/lib/notices/words";
import { BULLETIN_SECTIONS, sectionLabel } from "@/lib/notices/sections";
import { documentKind, fileFormat, storedFileText } from "@/components/notices/format";
import { pagedListStatus } from "@/components/notices/Pagination";

const EN = noticeWordsIn("en");
const HI = noticeWordsIn("hi");
// The statutory bodies' board titled as its page item titles it (the seed's words).
const STATUTORY_BODIES_PAGE = {
  title: { en: "Statutory Bodies", hi: "सांविधिक निकाय" },
  summary: { en: "Members and minutes of meetings of the statutory bodies.", hi: "सांविधिक निकायों के सदस्य और कार्यवृत्त।" },
};

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
    expect(boardViewTitle(bulletinBoard, students, { archived: false, page: 1 }, EN.boards.list)).toBe(
      "Information Bulletin: Students",
    );
    expect(boardViewTitle(bulletinBoard, students, { archived: true, page: 2 }, EN.boards.list)).toBe(
      "Archived Information Bulletin: Students (page 2)",
    );
    expect(viewPath(bulletinBoard, students)).toBe("/admission/information-bulletin?section=students");
    expect(viewPath(bulletinBoard, bulletinBoard.views[0]!)).toBe("/admission/information-bulletin");
    const statutoryBodies = titledBoard(statutoryBodiesBoard, STATUTORY_BODIES_PAGE, "en");
    const titles = statutoryBodies.views.map((v) =>
      boardViewTitle(statutoryBodies, v, { archived: false, page: 1 }, EN.boards.list),
    );
    expect(titles[0]).toBe("Statutory Bodies: University Court, Members");
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("file format", () => {
  test("is named from the content type, else the file name", () => {
    expect(fileFormat("application/pdf", "x.bin")).toBe("PDF");
    expect(fileFormat("application/octet-stream", "Form.docx")).toBe("DOCX");
    expect(fileFormat("application/octet-stream", "README")).toBe("File");
  });
  test("a stored file and a link are described in the page's language", () => {
    const file = (contentType: string, originalName: string) => ({ contentType, originalName, sizeBytes: 2048 });
    expect(storedFileText(file("application/pdf", "a.pdf"), EN)).toBe("PDF, 2 KB");
    expect(storedFileText(file("application/pdf", "a.pdf"), HI)).toBe("PDF फ़ाइल, 2 KB");
    expect(storedFileText(file("application/octet-stream", "Form.docx"), HI)).toBe("DOCX, 2 KB");
    expect(storedFileText(file("application/octet-stream", "README"), EN)).toBe("File, 2 KB");
    expect(storedFileText(file("application/octet-stream", "README"), HI)).toBe("फ़ाइल, 2 KB");
    expect(documentKind("https://drive.google.com/file/d/1", EN)).toBe("Document on Google Drive");
    expect(documentKind("https://example.org/x", EN)).toBe("Page on example.org");
    expect(documentKind("/about-us/history", HI)).toBe("इस वेबसाइट का पृष्ठ");
  });
});

describe("the boards in each language", () => {
  test("the English catalogue says what the boards said before, and the sections' own names", () => {
    const english = boardsIn("en");
    expect(english.announcements.views[0]!.heading).toBe("Latest announcements");
    expect(english.recruitment.views.map((v) => v.jobs?.dateLabel)).toEqual([
      "Starting Date",
      "Starting Date",
      "Starting Date",
      "Publish Date",
      "Starting Date",
    ]);
    expect(english.recruitment.views[1]!.archivedHeading).toBe("Archived Non Academic Positions");
    expect(english.statutoryBodies.views[5]!.heading).toBe("Academic Council: Minutes of Meeting");
    expect(english.administrative.circulars.views[0]!.heading).toBe("Latest Circulars");
    // The bulletin's tabs are the sections' names on the staff pages.
    for (const section of BULLETIN_SECTIONS)
      expect(selectView(english.bulletin, { section }).heading).toBe(sectionLabel(section));
  });

  test("Hindi boards have the same addresses and sections, with Hindi titles, tabs and headings", () => {
    const [english, hindi] = [boardsIn("en"), boardsIn("hi")];
    for (const key of ["announcements", "bulletin", "recruitment", "recruitmentRules", "statutoryBodies"] as const) {
      expect(hindi[key].path).toBe(english[key].path);
      expect(hindi[key].views.map((v) => [v.params, v.section])).toEqual(
        english[key].views.map((v) => [v.params, v.section]),
      );
      const board = hindi[key];
      for (const text of [
        ...("title" in board ? [board.title] : []),
        ...board.views.flatMap((v) => [v.heading, v.archivedHeading, v.emptyText]),
      ])
        expect(text).toMatch(/[\u0900-\u097F]/);
    }
    expect(hindi.administrative["office-orders"].views[0]!.heading).toMatch(/[\u0900-\u097F]/);
    // An administrative board is titled by its page item, in the page's language.
    expect(titledBoard(hindi.statutoryBodies, STATUTORY_BODIES_PAGE, "hi").title).toBe("सांविधिक निकाय");
    expect(hindi.recruitment.views[0]!.jobs?.dateLabel).toBe("आरंभ तिथि");
  });

  test("a Hindi board view's title names the board, the tab, the archive and the page, uniquely", () => {
    const hindi = boardsIn("hi");
    const students = selectView(hindi.bulletin, { section: "students" });
    expect(boardViewTitle(hindi.bulletin, students, { archived: false, page: 1 }, HI.boards.list)).toBe(
      "सूचना बुलेटिन: विद्यार्थी",
    );
    expect(boardViewTitle(hindi.bulletin, students, { archived: true, page: 2 }, HI.boards.list)).toBe(
      "सूचना बुलेटिन: विद्यार्थी (संग्रह) (पृष्ठ 2)",
    );
    const statutoryBodies = titledBoard(hindi.statutoryBodies, STATUTORY_BODIES_PAGE, "hi");
    const titles = statutoryBodies.views.flatMap((v) =>
      [false, true].map((archived) => boardViewTitle(statutoryBodies, v, { archived, page: 1 }, HI.boards.list)),
    );
    expect(new Set(titles).size).toBe(titles.length);
    expect(recruitmentBoard.views.map((v) => v.section)).toEqual(hindi.recruitment.views.map((v) => v.section));
  });

  test("the list's status line in Hindi", () => {
    const status = (totalItems: number, shown: number, page: number) =>
      pagedListStatus({ totalItems, shown, page, pageSize: 20, emptyText: "खाली", words: HI.boards.list });
    expect(status(0, 0, 1)).toBe("खाली");
    expect(status(21, 1, 2)).toBe("कुल 21 में से 21–21 दिखाई जा रही हैं।");
    expect(status(21, 0, 3)).toBe("पृष्ठ 3 उपलब्ध नहीं है; इस सूची में 2 पृष्ठ हैं।");
    expect(status(5, 0, 3)).toBe("पृष्ठ 3 उपलब्ध नहीं है; इस सूची में केवल 1 पृष्ठ है।");
  });
});
