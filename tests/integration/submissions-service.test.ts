import fs from "node:fs";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import type { Database } from "@/lib/db/client";
import { auditLog, campuses, storedFiles, submissions } from "@/lib/db/schema";
import { newId } from "@/lib/ids";
import type { Actor } from "@/lib/auth/actor";
import { ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError, ValidationError } from "@/lib/errors";
import { createRateLimiter } from "@/lib/rate-limit";
import { databaseFileStore, type FileStore } from "@/lib/files/store";
import {
  registerAlumnus,
  sendFeedback,
  setSubmissionStatus,
  submitGrievance,
  type SubmissionDependencies,
} from "@/lib/submissions/service";
import { listSubmissions } from "@/lib/submissions/queries";
import type { FeedbackInput, GrievanceInput } from "@/lib/submissions/schema";

let limiters = 0;
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

let testDb: TestDatabase;
let database: Database;
let store: FileStore;
let filesDir: string;

const visitor = (ip: string): Actor => ({ kind: "anonymous", ip, userAgent: "jest" });
const admin: Actor = { kind: "user", id: newId(), email: "admin@example.org", role: "Admin" };
const editor: Actor = { kind: "user", id: newId(), email: "editor@example.org", role: "Editor" };
const NOW = new Date("2026-03-10T06:30:00Z");

beforeAll(async () => {
  testDb = await setupTestDatabase();
  database = testDb.handle.db;
  filesDir = path.join(testDb.dataDir, "files");
  store = databaseFileStore();
  await database.insert(campuses).values([
    { id: newId(), name: "DSEU Dwarka Campus", slug: "dseu-dwarka-campus", zone: "west" },
    { id: newId(), name: "DSEU Pusa-I Campus", slug: "dseu-pusa-i-campus", zone: "central" },
  ]);
});
afterAll(() => testDb.teardown());

beforeEach(async () => {
  await database.delete(submissions);
  await database.delete(storedFiles);
  await database.delete(auditLog);
  fs.rmSync(filesDir, { recursive: true, force: true });
});

/** Fresh dependencies: a limiter of this test only, so tests never share counts. */
function deps(extra: Partial<SubmissionDependencies> = {}): SubmissionDependencies {
  return {
    database,
    store,
    limiter: createRateLimiter(`test-submissions-${++limiters}`, { limit: 5, windowMs: 60 * 60 * 1000 }),
    now: NOW,
    ...extra,
  };
}

function grievance(overrides: Partial<GrievanceInput> = {}): GrievanceInput {
  return {
    name: "Asha Verma",
    email: "Asha.Verma@Example.org",
    phone: "98765 43210",
    campus: "dseu-dwarka-campus",
    category: "exam",
    subject: "Marks missing in the semester result",
    description: "My internal assessment marks for the fourth semester are not shown in the published result.",
    ...overrides,
  };
}

async function pdfFile(text: string, name = "evidence.pdf", pages = 1): Promise<File> {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i++) document.addPage().drawText(text);
  return new File([Buffer.from(await document.save())], name, { type: "application/pdf" });
}

const rows = async (table: typeof submissions | typeof storedFiles | typeof auditLog) =>
  Number((await database.select({ n: count() }).from(table))[0]!.n);
const filesOnDisk = () =>
  fs.existsSync(filesDir) ? fs.readdirSync(filesDir, { recursive: true }).filter((f) => String(f).length > 3) : [];

describe("submitting a grievance", () => {
  test("stores the row with a reference number, the extra fields as data, and an audit entry", async () => {
    const receipt = await submitGrievance(visitor("203.0.113.5"), grievance(), deps());
    expect(receipt.reference).toBe("GRV-2026-000001");

    const [row] = await database.select().from(submissions).where(eq(submissions.id, receipt.id));
    expect(row).toMatchObject({
      kind: "grievance",
      reference: "GRV-2026-000001",
      name: "Asha Verma",
      email: "asha.verma@example.org",
      status: "new",
      fileId: null,
    });
    expect(row!.data).toEqual({
      phone: "9876543210",
      campus: "DSEU Dwarka Campus",
      campusSlug: "dseu-dwarka-campus",
      category: "exam",
      categoryLabel: "Examination issues",
      subject: "Marks missing in the semester result",
      description: "My internal assessment marks for the fourth semester are not shown in the published result.",
    });
    const [audit] = await database.select().from(auditLog).where(eq(auditLog.entityId, receipt.id));
    expect(audit).toMatchObject({
      action: "grievance.submit",
      actor: "anonymous",
      ip: "203.0.113.5",
      userAgent: "jest",
      entityType: "submission",
    });
  });

  test("references count up per kind and restart each year (in India time)", async () => {
    const limiter = createRateLimiter(`test-submissions-${++limiters}`, { limit: 100, windowMs: 1000 });
    const first = await submitGrievance(visitor("a"), grievance(), deps({ limiter }));
    const second = await submitGrievance(visitor("a"), grievance(), deps({ limiter }));
    const alumni = await registerAlumnus(
      visitor("a"),
      {
        name: "Ravi Kumar",
        email: "ravi@example.org",
        programme: "Diploma in Mechanical Engineering",
        campus: "dseu-pusa-i-campus",
        yearOfPassing: "2019",
      },
      deps({ limiter }),
    );
    // 31 December 2026, 19:00 UTC is already 1 January 2027 in Delhi.
    const nextYear = await submitGrievance(
      visitor("a"),
      grievance(),
      deps({ limiter, now: new Date("2026-12-31T19:00:00Z") }),
    );
    expect([first.reference, second.reference, alumni.reference, nextYear.reference]).toEqual([
      "GRV-2026-000001",
      "GRV-2026-000002",
      "ALM-2026-000001",
      "GRV-2027-000001",
    ]);
  });

  test("senders at the same moment each get their own reference", async () => {
    const limiter = createRateLimiter(`test-submissions-${++limiters}`, { limit: 100, windowMs: 1000 });
    const receipts = await Promise.all(
      Array.from({ length: 6 }, (_, i) => submitGrievance(visitor(`10.0.0.${i}`), grievance(), deps({ limiter }))),
    );
    const references = receipts.map((r) => r.reference).sort();
    expect(references).toEqual([
      "GRV-2026-000001",
      "GRV-2026-000002",
      "GRV-2026-000003",
      "GRV-2026-000004",
      "GRV-2026-000005",
      "GRV-2026-000006",
    ]);
  });

  test("bad input is refused with the field named, and nothing is stored", async () => {
    await expect(submitGrievance(visitor("b"), grievance({ phone: "12345" }), deps())).rejects.toMatchObject({
      status: 400,
      field: "phone",
    });
    await expect(submitGrievance(visitor("b"), grievance({ campus: "no-such-campus" }), deps())).rejects.toMatchObject({
      status: 400,
      field: "campus",
      message: "Choose a campus from the list.",
    });
    await expect(
      submitGrievance(visitor("b"), grievance({ category: "gossip" as never }), deps()),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(await rows(submissions)).toBe(0);
    expect(await rows(auditLog)).toBe(0);
  });
});

describe("the PDF attachment", () => {
  test("is stored in the file store, on disk and as a stored_files row linked to the submission", async () => {
    const file = await pdfFile("Hall ticket");
    const receipt = await submitGrievance(visitor("c"), grievance({ attachment: file }), deps());
    const [row] = await database.select().from(submissions).where(eq(submissions.id, receipt.id));
    const [stored] = await database.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId!));
    expect(stored).toMatchObject({
      contentType: "application/pdf",
      originalName: "evidence.pdf",
      sizeBytes: file.size,
      pageCount: 1,
    });
    expect(Buffer.compare((await store.read(stored!))!, Buffer.from(await file.arrayBuffer()))).toBe(0);
    expect(filesOnDisk()).toEqual([stored!.storageKey]);
  });

  test("a file that is not really a PDF, or is too large, is refused and leaves nothing behind", async () => {
    const fake = new File(["just some text pretending"], "notes.pdf", { type: "application/pdf" });
    await expect(submitGrievance(visitor("d"), grievance({ attachment: fake }), deps())).rejects.toMatchObject({
      field: "attachment",
      message: "The attachment must be a PDF file.",
    });
    const broken = new File(["%PDF-1.7\n this is not a document"], "broken.pdf", { type: "application/pdf" });
    await expect(submitGrievance(visitor("d"), grievance({ attachment: broken }), deps())).rejects.toMatchObject({
      field: "attachment",
      message: "The attachment could not be read as a PDF. Please check the file and try again.",
    });
    const large = await pdfFile("A page of text.", "large.pdf", 6);
    expect(large.size).toBeGreaterThan(1024);
    const tooLarge = submitGrievance(
      visitor("d"),
      grievance({ attachment: large }),
      deps({ attachmentMaxBytes: 1024 }),
    );
    await expect(tooLarge).rejects.toMatchObject({ field: "attachment" });
    await expect(tooLarge).rejects.toThrow("The attachment must be 1 KB or smaller.");
    expect(await rows(submissions)).toBe(0);
    expect(await rows(storedFiles)).toBe(0);
    expect(filesOnDisk()).toEqual([]);
  });

  describe("when the transaction fails", () => {
    beforeEach(() =>
      database.execute(
        sql`alter table submissions add constraint test_refuse_grievances check (kind <> 'grievance') not valid`,
      ),
    );
    afterEach(() => database.execute(sql`alter table submissions drop constraint test_refuse_grievances`));

    test("the new file is removed again and no row remains", async () => {
      await expect(
        submitGrievance(visitor("e"), grievance({ attachment: await pdfFile("rolled back") }), deps()),
      ).rejects.toThrow();
      expect(await rows(submissions)).toBe(0);
      expect(await rows(storedFiles)).toBe(0);
      expect(await rows(auditLog)).toBe(0);
      expect(filesOnDisk()).toEqual([]);
    });

    test("identical bytes that another record already uses stay on disk", async () => {
      const file = await pdfFile("shared document");
      await database.execute(sql`alter table submissions drop constraint test_refuse_grievances`);
      await submitGrievance(visitor("f"), grievance({ attachment: file }), deps());
      await database.execute(
        sql`alter table submissions add constraint test_refuse_grievances check (kind <> 'grievance') not valid`,
      );
      const [existing] = await database.select().from(storedFiles);

      await expect(submitGrievance(visitor("f"), grievance({ attachment: file }), deps())).rejects.toThrow();
      expect(await rows(storedFiles)).toBe(1);
      expect(filesOnDisk()).toEqual([existing!.storageKey]);
      expect(await store.read(existing!)).toBeDefined();
    });
  });
});

describe("the rate limit", () => {
  test("allows five forms of a kind per address and hour, then says how long to wait", async () => {
    const shared = deps();
    for (let i = 0; i < 5; i++) await submitGrievance(visitor("198.51.100.7"), grievance(), shared);
    const refused = submitGrievance(visitor("198.51.100.7"), grievance(), shared);
    await expect(refused).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(refused).rejects.toMatchObject({ status: 429, retryAfterSeconds: 3600 });
    await expect(refused).rejects.toThrow("Please try again in 60 minutes.");

    // Another address, and another kind of form from the same address, are still welcome.
    await expect(submitGrievance(visitor("198.51.100.8"), grievance(), shared)).resolves.toBeDefined();
    await expect(
      registerAlumnus(
        visitor("198.51.100.7"),
        {
          name: "Ravi Kumar",
          email: "ravi@example.org",
          programme: "BCA",
          campus: "dseu-dwarka-campus",
          yearOfPassing: 2024,
        },
        shared,
      ),
    ).resolves.toBeDefined();
    expect(await rows(submissions)).toBe(7);
  });

  test("once the window has passed the address may send again", async () => {
    // rate-limiter-flexible keeps its own clock, so the window here is one second of real time.
    const shared = deps({ limiter: createRateLimiter(`test-submissions-${++limiters}`, { limit: 1, windowMs: 1000 }) });
    await submitGrievance(visitor("198.51.100.9"), grievance(), shared);
    await expect(submitGrievance(visitor("198.51.100.9"), grievance(), shared)).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(submitGrievance(visitor("198.51.100.9"), grievance(), shared)).resolves.toBeDefined();
  });

  test("forms refused for bad input do not count", async () => {
    const shared = deps();
    for (let i = 0; i < 7; i++)
      await expect(submitGrievance(visitor("g"), grievance({ email: "nope" }), shared)).rejects.toBeInstanceOf(
        ValidationError,
      );
    await expect(submitGrievance(visitor("g"), grievance(), shared)).resolves.toBeDefined();
  });
});

describe("feedback", () => {
  const feedback: FeedbackInput = {
    name: "Kiran Rao",
    email: "Kiran.Rao@Example.org",
    phone: "",
    topic: "website",
    page: " /courses ",
    message: "The link to the B.Tech curriculum on the courses page does not open.",
  };

  test("is stored as a 'feedback' submission with its own reference series and an audit entry", async () => {
    await submitGrievance(visitor("k"), grievance(), deps());
    const receipt = await sendFeedback(visitor("k"), feedback, deps());
    expect(receipt).toMatchObject({ kind: "feedback", reference: "FDB-2026-000001" });
    const [row] = await database.select().from(submissions).where(eq(submissions.id, receipt.id));
    expect(row).toMatchObject({
      kind: "feedback",
      name: "Kiran Rao",
      email: "kiran.rao@example.org",
      status: "new",
      fileId: null,
    });
    // No phone given: none stored.
    expect(row!.data).toEqual({
      topic: "website",
      topicLabel: "This website: a page, a link or accessibility",
      page: "/courses",
      message: "The link to the B.Tech curriculum on the courses page does not open.",
    });
    const [audit] = await database.select().from(auditLog).where(eq(auditLog.entityId, receipt.id));
    expect(audit).toMatchObject({
      action: "feedback.submit",
      after: { kind: "feedback", reference: "FDB-2026-000001" },
    });
    expect((await sendFeedback(visitor("k"), { ...feedback, phone: "98111 22233" }, deps())).reference).toBe(
      "FDB-2026-000002",
    );
    const listed = await listSubmissions(admin, { kind: "feedback" }, database);
    expect(listed.items.map((item) => item.data.phone)).toEqual(["9811122233", undefined]);
  });

  test("bad input is refused with the field named, and nothing is stored", async () => {
    await expect(sendFeedback(visitor("l"), { ...feedback, phone: "12345" }, deps())).rejects.toMatchObject({
      status: 400,
      field: "phone",
    });
    await expect(sendFeedback(visitor("l"), { ...feedback, topic: "gossip" as never }, deps())).rejects.toMatchObject({
      status: 400,
      field: "topic",
    });
    await expect(sendFeedback(visitor("l"), { ...feedback, message: "Bad" }, deps())).rejects.toMatchObject({
      status: 400,
      field: "message",
    });
    expect(await rows(submissions)).toBe(0);
  });

  test("is limited to five an hour from one address, apart from the other forms' counts", async () => {
    const shared = deps();
    for (let i = 0; i < 5; i++) await sendFeedback(visitor("203.0.113.9"), feedback, shared);
    await expect(sendFeedback(visitor("203.0.113.9"), feedback, shared)).rejects.toMatchObject({ status: 429 });
    await expect(submitGrievance(visitor("203.0.113.9"), grievance(), shared)).resolves.toBeDefined();
  });

  test("staff can mark it resolved", async () => {
    const receipt = await sendFeedback(visitor("m"), feedback, deps());
    await setSubmissionStatus(admin, receipt.id, "resolved", database);
    expect(
      (await listSubmissions(admin, { kind: "feedback", status: "resolved" }, database)).items.map((s) => s.reference),
    ).toEqual([receipt.reference]);
  });
});

describe("staff access", () => {
  async function fill() {
    const limiter = createRateLimiter(`test-submissions-${++limiters}`, { limit: 100, windowMs: 1000 });
    const a = await submitGrievance(
      visitor("h"),
      grievance({ name: "Meena Joshi", attachment: await pdfFile("proof") }),
      deps({ limiter, now: new Date("2026-03-01T00:00:00Z") }),
    );
    const b = await submitGrievance(
      visitor("h"),
      grievance(),
      deps({ limiter, now: new Date("2026-03-02T00:00:00Z") }),
    );
    const c = await registerAlumnus(
      visitor("h"),
      {
        name: "Ravi Kumar",
        email: "ravi@example.org",
        programme: "BCA",
        campus: "dseu-dwarka-campus",
        yearOfPassing: "2024",
        organisation: "Infosys",
      },
      deps({ limiter, now: new Date("2026-03-03T00:00:00Z") }),
    );
    return { a, b, c };
  }

  test("listSubmissions is for Admin only", async () => {
    await expect(listSubmissions(visitor("i"), {}, database)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(listSubmissions(editor, {}, database)).rejects.toBeInstanceOf(ForbiddenError);
  });

  test("listSubmissions filters by kind, status and text, newest first, with the attachment", async () => {
    const { a, b, c } = await fill();
    const all = await listSubmissions(admin, {}, database);
    expect(all.items.map((s) => s.reference)).toEqual([c.reference, b.reference, a.reference]);
    expect(all).toMatchObject({ totalItems: 3, page: 1, totalPages: 1 });

    const grievances = await listSubmissions(admin, { kind: "grievance", limit: 1, page: 2 }, database);
    expect(grievances).toMatchObject({ totalItems: 2, totalPages: 2 });
    expect(grievances.items[0]!.reference).toBe(a.reference);
    expect(grievances.items[0]!.attachment).toMatchObject({ originalName: "evidence.pdf" });
    expect(grievances.items[0]!.attachment!.url).toMatch(/^\/files\/[0-9a-f]{24}\/evidence\.pdf$/);

    expect((await listSubmissions(admin, { search: "meena" }, database)).items.map((s) => s.id)).toEqual([a.id]);
    expect(
      (await listSubmissions(admin, { search: c.reference }, database)).items.map((s) => s.data.organisation),
    ).toEqual(["Infosys"]);
    expect((await listSubmissions(admin, { search: "%" }, database)).totalItems).toBe(0);
    await expect(listSubmissions(admin, { status: "lost" as never }, database)).rejects.toBeInstanceOf(ValidationError);
  });

  test("setSubmissionStatus changes the status for Admin only, and records who did it", async () => {
    const { a } = await fill();
    await expect(setSubmissionStatus(visitor("j"), a.id, "resolved", database)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    await expect(setSubmissionStatus(editor, a.id, "resolved", database)).rejects.toBeInstanceOf(ForbiddenError);

    const updated = await setSubmissionStatus(admin, a.id, "resolved", database);
    expect(updated).toMatchObject({ id: a.id, status: "resolved", reference: a.reference });
    expect((await listSubmissions(admin, { status: "resolved" }, database)).items.map((s) => s.id)).toEqual([a.id]);
    const [audit] = await database.select().from(auditLog).where(eq(auditLog.action, "submission.status"));
    expect(audit).toMatchObject({
      actor: "admin@example.org",
      entityId: a.id,
      before: { status: "new" },
      after: { status: "resolved" },
    });

    await expect(setSubmissionStatus(admin, newId(), "resolved", database)).rejects.toBeInstanceOf(NotFoundError);
    await expect(setSubmissionStatus(admin, a.id, "closed" as never, database)).rejects.toMatchObject({
      status: 400,
      field: "status",
    });
  });
});
