import { notices, storedFiles } from "@/lib/db/schema";
import { newId } from "@/lib/ids";
import { listSectionUpdates } from "@/lib/notices/queries";
import { JOB_PORTAL_SECTIONS } from "@/lib/notices/sections";
import { loadBoard, BOARD_PAGE_SIZE } from "@/lib/notices/load-board";
import { announcementsBoard, bulletinBoard, recruitmentBoard } from "@/lib/notices/boards";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn }));

let testDb: TestDatabase;
const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
let fileId: string;

type NoticeInput = {
  title: string;
  section: string;
  daysAgo?: number;
  at?: string;
  archived?: boolean;
  validUntilDays?: number;
};

async function addNotice({
  title,
  section,
  daysAgo = 0,
  at,
  archived = false,
  validUntilDays,
}: NoticeInput): Promise<string> {
  const createdAt = at ? new Date(at) : new Date(now - daysAgo * DAY);
  const id = newId(createdAt);
  await testDb.handle.db.insert(notices).values({
    id,
    title,
    section,
    fileId,
    archived,
    autoArchive: validUntilDays !== undefined,
    validUntil: validUntilDays !== undefined ? new Date(now + validUntilDays * DAY) : null,
    createdAt,
    updatedAt: createdAt,
  });
  return id;
}

beforeAll(async () => {
  testDb = await setupTestDatabase();
  fileId = newId();
  await testDb.handle.db.insert(storedFiles).values({
    id: fileId,
    sha256: "0".repeat(64),
    sizeBytes: 123_456,
    contentType: "application/pdf",
    originalName: "notice.pdf",
    storageKey: "00/notice",
  });
  for (let i = 0; i < 23; i++)
    await addNotice({ title: `Announcement number ${i}`, section: "announcements", daysAgo: 10 + i });
  await addNotice({ title: "Fresh 100% discount on fees", section: "announcements", daysAgo: 1 });
  await addNotice({ title: "Withdrawn announcement", section: "announcements", daysAgo: 2, archived: true });
  await addNotice({
    title: "Expired auto-archived announcement",
    section: "announcements",
    daysAgo: 3,
    validUntilDays: -1,
  });
  await addNotice({
    title: "Still valid auto-archived announcement",
    section: "announcements",
    daysAgo: 4,
    validUntilDays: 5,
  });
  await addNotice({ title: "Students notice", section: "students", daysAgo: 5 });
  // Two notices either side of midnight in India (UTC+05:30) on 1 March 2026.
  await addNotice({ title: "Late on 28 February IST", section: "alerts and circulars", at: "2026-02-28T18:20:00Z" });
  await addNotice({ title: "Early on 1 March IST", section: "alerts and circulars", at: "2026-02-28T18:40:00Z" });
}, 30_000);
afterAll(() => testDb.teardown());

describe("a notice board", () => {
  test("lists only its section's active notices, newest first, a page at a time", async () => {
    const first = await loadBoard(announcementsBoard, {});
    expect(first.totalItems).toBe(25);
    expect(first.totalPages).toBe(Math.ceil(25 / BOARD_PAGE_SIZE));
    expect(first.items).toHaveLength(BOARD_PAGE_SIZE);
    expect(first.items.map((n) => n.title).slice(0, 3)).toEqual([
      "Fresh 100% discount on fees",
      "Still valid auto-archived announcement",
      "Announcement number 0",
    ]);
    const times = first.items.map((n) => new Date(n.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first.items.every((n) => n.section === "announcements" && !n.archived)).toBe(true);

    const second = await loadBoard(announcementsBoard, { page: "2" });
    expect(second.items).toHaveLength(25 - BOARD_PAGE_SIZE);
    expect(second.items.at(-1)?.title).toBe("Announcement number 22");
  });

  test("the archived view has what staff archived and what expired, and nothing else", async () => {
    const archived = await loadBoard(announcementsBoard, { archived: "true" });
    expect(archived.items.map((n) => n.title).sort()).toEqual([
      "Expired auto-archived announcement",
      "Withdrawn announcement",
    ]);
    expect(archived.query.archived).toBe(true);
  });

  test("the text search is literal and ignores case", async () => {
    expect((await loadBoard(announcementsBoard, { q: "100%" })).items.map((n) => n.title)).toEqual([
      "Fresh 100% discount on fees",
    ]);
    expect((await loadBoard(announcementsBoard, { q: "NUMBER 1" })).totalItems).toBe(11);
    expect((await loadBoard(announcementsBoard, { q: "%" })).totalItems).toBe(1);
    expect((await loadBoard(announcementsBoard, { q: "_" })).totalItems).toBe(0);
  });

  test("the date range is inclusive and counted in India time", async () => {
    const titles = async (params: Record<string, string>) =>
      (await loadBoard(bulletinBoard, { section: "alerts and circulars", ...params })).items.map((n) => n.title);
    expect(await titles({ from: "2026-03-01", to: "2026-03-01" })).toEqual(["Early on 1 March IST"]);
    expect(await titles({ from: "2026-02-28", to: "2026-02-28" })).toEqual(["Late on 28 February IST"]);
    expect(await titles({ from: "2026-02-28" })).toHaveLength(2);
    expect(await titles({ to: "2026-02-27" })).toEqual([]);
  });

  test("a bad date is ignored and explained; an end before the start is dropped", async () => {
    const bad = await loadBoard(announcementsBoard, { from: "2026-02-30" });
    expect(bad.query.from).toBeUndefined();
    expect(bad.query.errors.from).toBe("dateFormat");
    expect(bad.totalItems).toBe(25);
    const reversed = await loadBoard(announcementsBoard, { from: "2026-03-02", to: "2026-03-01" });
    expect(reversed.query.to).toBeUndefined();
    expect(reversed.query.errors.to).toBe("dateOrder");
  });

  test("the tab (?section=) chooses the bulletin section; an unknown one falls back to the first", async () => {
    const students = await loadBoard(bulletinBoard, { section: "students" });
    expect(students.view.section).toBe("students");
    expect(students.items.map((n) => n.title)).toEqual(["Students notice"]);
    expect((await loadBoard(bulletinBoard, { section: "announcements" })).view.section).toBe("admission");
  });

  test("'Last updated' is the newest change among the notices shown", async () => {
    const board = await loadBoard(bulletinBoard, { section: "alerts and circulars" });
    expect(board.lastUpdated).toBe("2026-02-28T18:40:00.000Z");
    expect((await loadBoard(bulletinBoard, { section: "important links" })).lastUpdated).toBeUndefined();
  });

  test("a NUL in the search or a day the database cannot store is ignored, not a database error", async () => {
    const nul = await loadBoard(announcementsBoard, { q: "notice\u0000\u0001" });
    expect(nul.query.search).toBe("notice");
    for (const day of ["0000-01-01", "0001-01-01", "9999-12-31", "99999-12-31"]) {
      const board = await loadBoard(announcementsBoard, { from: day, to: day });
      expect(board.query.errors.from).toBe("dateFormat");
      expect(board.query.from).toBeUndefined();
    }
  });

  test("each section's newest change dates the boards in the sitemap", async () => {
    const updates = await listSectionUpdates();
    expect(updates["alerts and circulars"]).toBe("2026-02-28T18:40:00.000Z");
    expect(new Date(updates.announcements!).getTime()).toBe(now - 1 * DAY);
    expect(updates["important links"]).toBeUndefined();
  });
});

describe("the job portal", () => {
  test("has the five job sections of the old API as its tabs, in order", () => {
    expect(JOB_PORTAL_SECTIONS).toEqual([
      "academic positions",
      "non academic positions",
      "short term positions",
      "results",
      "recruitments and notice",
    ]);
    expect(recruitmentBoard.views.map((v) => v.section)).toEqual(JOB_PORTAL_SECTIONS);
  });

  test("shows vacancies only where the section has them", () => {
    const vacancies = Object.fromEntries(recruitmentBoard.views.map((v) => [v.section, v.jobs?.vacancies]));
    expect(vacancies).toEqual({
      "academic positions": true,
      "non academic positions": true,
      "short term positions": true,
      results: false,
      "recruitments and notice": false,
    });
    expect(recruitmentBoard.views.find((v) => v.section === "results")?.jobs).toMatchObject({
      apply: false,
      dateLabel: "Publish Date",
    });
  });
});
