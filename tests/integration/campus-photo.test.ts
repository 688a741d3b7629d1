/**
 * A campus photo is a picture stored on this site (issue 24, fault 13d): another site's address,
 * a site path that is no stored file, or a stored document is refused on the photo field.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { campuses, storedFiles } from "@/lib/db/schema";
import { ValidationError } from "@/lib/errors";
import { newId } from "@/lib/ids";
import { fileUrl } from "@/lib/files/urls";
import { CAMPUSES } from "@/lib/campuses/record";
import { recordService } from "@/lib/records/service";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

const { create: createCampus, update: updateCampus } = recordService(CAMPUSES);

let testDb: TestDatabase;
const editor: Actor = { kind: "user", id: newId(), email: "campus.editor@example.org", role: "Editor" };
const stored = { image: "", pdf: "" };

async function storeFileRow(contentType: string, name: string): Promise<string> {
  const id = newId();
  await testDb.handle.db.insert(storedFiles).values({
    id,
    sha256: `${id}${"0".repeat(40)}`,
    sizeBytes: 100,
    contentType,
    originalName: name,
    storageKey: `test/${id}`,
  });
  return fileUrl(id, name);
}

beforeAll(async () => {
  testDb = await setupTestDatabase();
  stored.image = await storeFileRow("image/jpeg", "dwarka.jpg");
  stored.pdf = await storeFileRow("application/pdf", "brochure.pdf");
}, 240_000);
afterAll(() => testDb.teardown());

const MESSAGE = "Use the address of a picture uploaded to this site (/files/…), or leave it empty.";

async function photoRefusal(photoUrl: string): Promise<ValidationError> {
  const [campus] = await testDb.handle.db.select().from(campuses).where(eq(campuses.slug, "dseu-photo-campus"));
  const error = await updateCampus(editor, campus!.id, { photoUrl, updatedAt: campus!.updatedAt.toISOString() }).catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return error as ValidationError;
}

test("a stored picture of this site may be the photo; empty means none", async () => {
  const created = await createCampus(editor, { name: "DSEU Photo Campus", zone: "west", photoUrl: stored.image });
  expect(created.photoUrl).toBe(stored.image);
  const cleared = await updateCampus(editor, created.id, { photoUrl: "", updatedAt: created.updatedAt });
  expect(cleared.photoUrl).toBe("");
});

test.each([
  ["another site's picture", "https://i.imgur.com/nSZPeR3.jpg"],
  ["a path of this site that is no stored file", "/images/campuses/dwarka.jpg"],
  ["a stored file that does not exist", "/files/0123456789abcdef01234567/missing.jpg"],
])("%s is refused on the photo field", async (_, address) => {
  expect((await photoRefusal(address)).fieldErrors).toEqual({ photoUrl: MESSAGE });
});

test("a stored document is not a photo", async () => {
  expect((await photoRefusal(stored.pdf)).fieldErrors).toEqual({ photoUrl: MESSAGE });
});
