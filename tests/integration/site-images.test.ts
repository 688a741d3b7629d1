/**
 * The list of the site's stored pictures that the editor's picture dialog offers
 * (lib/files/library.ts): who may read it, only public pictures (never a PDF, never a visitor's
 * private attachment), newest first, narrowed by name.
 */
import type { Actor } from "@/lib/auth/actor";
import type { UserRole } from "@/lib/users/roles";
import { storedFiles } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { newId } from "@/lib/ids";
import { uploadContentPicture } from "@/lib/content/uploads";
import { listSiteImages } from "@/lib/files/library";
import { IMAGES } from "../helpers/image-fixtures";
import { setupApiTest, type ApiTestContext } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 120_000);
afterAll(() => context.testDb.teardown());

const db = () => context.testDb.handle.db;
const actor = (role: UserRole): Actor => ({ kind: "user", ...context.users[role], role });

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

test("Editors, Publishers and Admins may list the pictures; other roles and anonymous callers may not", async () => {
  const outcomes: Record<string, number> = {};
  for (const role of ["Editor", "Publisher", "Admin", "Admissions", "Faculty"] as const)
    outcomes[role] = await statusOf(listSiteImages(actor(role)));
  outcomes.anonymous = await statusOf(listSiteImages({ kind: "anonymous" }));
  expect(outcomes).toEqual({ Editor: 200, Publisher: 200, Admin: 200, Admissions: 403, Faculty: 403, anonymous: 401 });
});

test("only public pictures are listed, newest first, each by its public address; a search narrows by name", async () => {
  const editor = actor("Editor");
  const png = new File([new Uint8Array(IMAGES.png)], "zqx okhla campus.png", { type: "image/png" });
  const uploaded = await uploadContentPicture(editor, png);
  const webp = new File([new Uint8Array(IMAGES.webp)], "zqx rohini_100%.webp", { type: "image/webp" });
  const second = await uploadContentPicture(editor, webp);
  // A visitor's private attachment and a PDF are never offered.
  await db()
    .insert(storedFiles)
    .values([
      {
        id: newId(),
        sha256: "a".repeat(64),
        sizeBytes: 10,
        contentType: "image/png",
        originalName: "okhla private.png",
        storageKey: "x",
        private: true,
      },
      {
        id: newId(),
        sha256: "b".repeat(64),
        sizeBytes: 10,
        contentType: "application/pdf",
        originalName: "okhla.pdf",
        storageKey: "y",
      },
    ]);

  const all = await listSiteImages(editor);
  expect(all.map((picture) => picture.src)).toEqual(expect.arrayContaining([uploaded.src, second.src]));
  expect(all.every((picture) => /^\/files\/\w+\//.test(picture.src))).toBe(true);
  expect(all.some((picture) => picture.name.includes("private") || picture.name.endsWith(".pdf"))).toBe(false);
  const times = all.map((picture) => picture.createdAt);
  expect([...times].sort().reverse()).toEqual(times);

  const okhla = await listSiteImages(editor, { search: "ZQX OKHLA" });
  expect(okhla.map((picture) => picture.src)).toEqual([uploaded.src]);
  // LIKE's wildcards are searched for as characters.
  expect((await listSiteImages(editor, { search: "100%" })).map((picture) => picture.src)).toEqual([second.src]);
  expect(await listSiteImages(editor, { search: "_" })).toEqual(
    expect.arrayContaining([expect.objectContaining({ src: second.src })]),
  );
  expect(await listSiteImages(editor, { search: "nothing like this" })).toEqual([]);
});
