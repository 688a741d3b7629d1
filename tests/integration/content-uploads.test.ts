/**
 * Pictures and PDFs that content editors upload (lib/content/uploads.ts): who may upload, checks by
 * content (never by name or declared type), one stored file and one audit entry per upload, and
 * the public address the editor puts into the draft.
 */
import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import type { UserRole } from "@/lib/users/roles";
import { auditLog, storedFiles } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { uploadContentPdf, uploadContentPicture } from "@/lib/content/uploads";
import { IMAGES, IMAGE_HEIGHT, IMAGE_WIDTH } from "../helpers/image-fixtures";
import { fileOf, htmlBytes, realPdf, scannedPdf } from "./api-pdf-fixtures";
import { setupApiTest, type ApiTestContext } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 120_000);
afterAll(() => context.testDb.teardown());

const db = () => context.testDb.handle.db;
const actor = (role: UserRole): Actor => ({ kind: "user", ...context.users[role], role });
const png = () => new File([new Uint8Array(IMAGES.png)], "campus photo.png", { type: "image/png" });

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

async function counts() {
  const [files] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(storedFiles);
  const [audit] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(sql`${auditLog.action} like 'content.upload-%'`);
  return { files: files!.n, audit: audit!.n };
}

test("Editors, Publishers and Admins may upload; other roles and anonymous callers may not", async () => {
  const outcomes: Record<string, [number, number]> = {};
  for (const role of ["Editor", "Publisher", "Admin", "Admissions", "Faculty"] as const) {
    outcomes[role] = [
      await statusOf(uploadContentPicture(actor(role), png())),
      await statusOf(uploadContentPdf(actor(role), fileOf(realPdf("IQAC_ORDER.pdf"), "order.pdf"))),
    ];
  }
  outcomes.anonymous = [
    await statusOf(uploadContentPicture({ kind: "anonymous" }, png())),
    await statusOf(uploadContentPdf({ kind: "anonymous" }, fileOf(realPdf("IQAC_ORDER.pdf"), "order.pdf"))),
  ];
  expect(outcomes).toEqual({
    Editor: [200, 200],
    Publisher: [200, 200],
    Admin: [200, 200],
    Admissions: [403, 403],
    Faculty: [403, 403],
    anonymous: [401, 401],
  });
});

test("a picture is stored once with its type and size, audited, and given a /files address", async () => {
  const before = await counts();
  const picture = await uploadContentPicture(
    actor("Editor"),
    new File([new Uint8Array(IMAGES.webp)], "../../event.webp", { type: "application/octet-stream" }),
  );
  expect(picture).toEqual({
    src: expect.stringMatching(/^\/files\/[0-9a-f]{24}\/event\.webp$/),
    width: IMAGE_WIDTH,
    height: IMAGE_HEIGHT,
  });
  const id = picture.src.split("/")[2]!;
  const [row] = await db().select().from(storedFiles).where(eq(storedFiles.id, id));
  expect(row).toMatchObject({ contentType: "image/webp", originalName: "event.webp" });
  expect(await counts()).toEqual({ files: before.files + 1, audit: before.audit + 1 });
});

test("anything that is not a JPEG, PNG or WebP picture is refused and nothing is stored", async () => {
  const before = await counts();
  expect(
    await statusOf(
      uploadContentPicture(
        actor("Editor"),
        new File([new Uint8Array(htmlBytes())], "photo.png", { type: "image/png" }),
      ),
    ),
  ).toBe(415);
  expect(await statusOf(uploadContentPicture(actor("Editor"), new File([], "")))).toBe(400);
  expect(await statusOf(uploadContentPdf(actor("Editor"), fileOf(htmlBytes(), "notice.pdf")))).toBe(415);
  expect(await counts()).toEqual(before);
});

test("a PDF answers whether it has a text layer, for the editor's warning", async () => {
  const text = await uploadContentPdf(actor("Editor"), fileOf(realPdf("IQAC_ORDER.pdf"), "IQAC order.pdf"));
  expect(text).toMatchObject({
    href: expect.stringMatching(/^\/files\/[0-9a-f]{24}\/IQAC-order\.pdf$/),
    hasTextLayer: true,
    name: "IQAC order.pdf",
  });
  const scan = await uploadContentPdf(actor("Editor"), fileOf(await scannedPdf(), "scan.pdf"));
  expect(scan.hasTextLayer).toBe(false);
});
