/**
 * Faculty photo uploads (`PUT /faculty/{id}` as multipart with the file field `image`): accepted
 * by content, stored with the profile in one transaction, served from /files with their type, and
 * the replaced photo's file removed when nothing else uses it. Hostile files store nothing.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { revalidateTag } from "next/cache";
import { config } from "@/lib/config";
import { auditLog, faculty, storedFiles } from "@/lib/db/schema";
import { legacyFacultySchema } from "@/lib/faculty/legacy";
import { fileUrl } from "@/lib/files/urls";
import * as profile from "@/app/api/v1/faculty/[id]/route";
import * as storedFile from "@/app/files/[id]/[name]/route";
import { IMAGES } from "../helpers/image-fixtures";
import { htmlBytes, realPdf } from "./api-pdf-fixtures";
import { apiRequest, call, setupApiTest, type ApiTestContext } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 120_000);
afterAll(() => context.testDb.teardown());
beforeEach(() => jest.mocked(revalidateTag).mockClear());

const db = () => context.testDb.handle.db;

function photoForm(image: File | string | undefined, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (image !== undefined) form.set("image", image);
  return form;
}

const imageFile = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

const putForm = (id: string, form: FormData, token = context.tokens.Faculty) =>
  call(profile.PUT, apiRequest("PUT", `faculty/${id}`, { token, form }), { id });
const putJson = (id: string, json: unknown, token = context.tokens.Faculty) =>
  call(profile.PUT, apiRequest("PUT", `faculty/${id}`, { token, json }), { id });

async function uploadPhoto(id: string, bytes: Uint8Array, name: string, token = context.tokens.Faculty) {
  const answer = await putForm(id, photoForm(imageFile(bytes, name, "image/png")), token);
  if (answer.status !== 200) throw new Error(`upload failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return legacyFacultySchema.parse(answer.body.updatedFaculty);
}

function filesOnDisk(): string[] {
  const root = config().filesDir;
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
    .sort();
}

async function storedState() {
  const [files] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(storedFiles);
  const [audit] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog);
  const members = await db().select().from(faculty).orderBy(faculty.id);
  return { files: files!.n, audit: audit!.n, disk: filesOnDisk(), members };
}

async function photoRow(facultyId: string) {
  const [member] = await db()
    .select({ photo: faculty.photo, photoFileId: faculty.photoFileId })
    .from(faculty)
    .where(eq(faculty.id, facultyId));
  const [file] = member?.photoFileId
    ? await db().select().from(storedFiles).where(eq(storedFiles.id, member.photoFileId))
    : [];
  return { member: member!, file };
}

/** Fetches a photo the way a browser would, from the address the API answered. */
async function served(photo: string) {
  const { pathname } = new URL(photo);
  const [, , id, name] = pathname.split("/");
  return storedFile.GET(new Request(`http://localhost${pathname}`), {
    params: Promise.resolve({ id: id!, name: decodeURIComponent(name!) }),
  });
}

describe("a photo file", () => {
  test("the owner uploads a PNG with the overview: both saved, the photo served from this site as image/png", async () => {
    const form = photoForm(imageFile(IMAGES.png, "My Portrait.png", "image/png"), { overview: "Teaches databases." });
    const { status, body } = await putForm(context.ownFacultyId, form);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "success", message: "Faculty updated successfully" });
    const updated = legacyFacultySchema.parse(body.updatedFaculty);
    expect(updated.overview).toBe("Teaches databases.");
    expect(updated.photo).toMatch(new RegExp(`^${config().publicBaseUrl}/files/[0-9a-f]{24}/My-Portrait\\.png$`));

    const { member, file } = await photoRow(context.ownFacultyId);
    expect(member.photo).toBe("");
    expect(file).toMatchObject({ contentType: "image/png", originalName: "My Portrait.png", pageCount: null });
    // What is stored is the re-encoded picture (lib/files/image-encode.ts), kept as this instance's copy.
    const stored = fs.readFileSync(path.join(config().filesDir, file!.storageKey));
    expect(stored.byteLength).toBe(file!.sizeBytes);
    expect(await sharp(stored).metadata()).toMatchObject({ format: "png", width: 8, height: 6 });

    const response = await served(updated.photo);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(stored)).toBe(true);

    expect(revalidateTag).toHaveBeenCalledWith("faculty", { expire: 0 });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "faculty.update"))
      .orderBy(sql`${auditLog.createdAt} desc`)
      .limit(1);
    expect(entry).toMatchObject({
      entityId: context.ownFacultyId,
      actor: context.users.Faculty.email,
      after: expect.objectContaining({ photoFileId: file!.id }),
    });
  });

  test.each([
    ["JPEG", IMAGES.jpeg, "image/jpeg", /\.jpg$/],
    ["WebP", IMAGES.webp, "image/webp", /\.webp$/],
  ])(
    "a %s replaces the photo; the old file goes once nothing uses it",
    async (_kind, bytes, contentType, extension) => {
      const before = await photoRow(context.ownFacultyId);
      expect(before.file).toBeDefined();
      // Declared as something else and named .png: the bytes decide the type and the name's extension.
      const updated = await uploadPhoto(context.ownFacultyId, bytes, "portrait.png");
      const after = await photoRow(context.ownFacultyId);
      expect(after.file).toMatchObject({ contentType });
      expect(after.file!.originalName).toMatch(extension);
      expect((await served(updated.photo)).headers.get("content-type")).toBe(contentType);
      expect(await db().select().from(storedFiles).where(eq(storedFiles.id, before.file!.id))).toHaveLength(0);
      expect(fs.existsSync(path.join(config().filesDir, before.file!.storageKey))).toBe(false);
    },
  );

  test("a photo two profiles use is kept until neither does", async () => {
    const mine = await uploadPhoto(context.ownFacultyId, IMAGES.webpLossless, "shared.webp");
    await uploadPhoto(context.otherFacultyId, IMAGES.webpLossless, "shared-again.webp", context.tokens.Admin);
    const { file } = await photoRow(context.ownFacultyId);
    expect((await photoRow(context.otherFacultyId)).file!.id).toBe(file!.id);

    // Removing the photo (an empty address) releases the file only when the other profile lets go too.
    expect((await putJson(context.ownFacultyId, { photo: "" })).body.updatedFaculty).toMatchObject({ photo: "" });
    expect((await served(mine.photo)).status).toBe(200);
    expect(
      (await putJson(context.otherFacultyId, { photo: "" }, context.tokens.Admin)).body.updatedFaculty,
    ).toMatchObject({ photo: "" });
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, file!.id))).toHaveLength(0);
    expect(fs.existsSync(path.join(config().filesDir, file!.storageKey))).toBe(false);
    expect((await served(mine.photo)).status).toBe(404);
  });

  test("an overview change alone keeps the uploaded photo", async () => {
    const updated = await uploadPhoto(context.ownFacultyId, IMAGES.png, "again.png");
    const { body } = await putJson(context.ownFacultyId, { overview: "Only the text changes." });
    expect(body.updatedFaculty).toMatchObject({ overview: "Only the text changes.", photo: updated.photo });
  });
});

describe("refused uploads store nothing", () => {
  // Built when used: config() must not be read before the test database has set DATA_DIR.
  const over = () => Buffer.concat([IMAGES.png.subarray(0, 33), Buffer.alloc(config().photoMaxBytes, 1)]);
  test.each([
    [
      "a PDF named .jpg",
      () => photoForm(imageFile(realPdf("seat-confirmation-ug.pdf"), "photo.jpg", "image/jpeg")),
      415,
      /^image: only JPEG, PNG or WebP/,
    ],
    ["an HTML page named .jpg", () => photoForm(imageFile(htmlBytes(), "photo.jpg", "image/jpeg")), 415, /^image: /],
    [
      "an empty file",
      () => photoForm(imageFile(new Uint8Array(0), "photo.png", "image/png")),
      400,
      /^image: the file is empty/,
    ],
    [
      "a cut-off image",
      () => photoForm(imageFile(IMAGES.jpeg.subarray(0, 100), "photo.jpg", "image/jpeg")),
      400,
      /^image: the image is damaged/,
    ],
    [
      "a photo over the size limit",
      () => photoForm(imageFile(over(), "photo.png", "image/png")),
      413,
      /^image: the photo is larger than the limit of 2\.0 MB/,
    ],
    ["the image as a text field", () => photoForm("not a file"), 400, /^image: send the photo as a file/],
    [
      "both a file and an address",
      () => photoForm(imageFile(IMAGES.png, "p.png", "image/png"), { photo: "https://example.org/p.png" }),
      400,
      /^photo: /,
    ],
    [
      "an overview that is too long",
      () => photoForm(imageFile(IMAGES.png, "p.png", "image/png"), { overview: "x".repeat(20_001) }),
      400,
      /^overview: /,
    ],
    ["a form with nothing to change", () => photoForm(undefined), 400, /^overview: /],
  ])("%s", async (_name, form, status, message) => {
    const before = await storedState();
    const answer = await putForm(context.ownFacultyId, form());
    expect(answer).toMatchObject({ status, body: { status: "fail", message: expect.stringMatching(message) } });
    expect(await storedState()).toEqual(before);
  });

  test("a body declared larger than the limit is refused before it is read", async () => {
    const before = await storedState();
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request(`http://localhost/api/v1/faculty/${context.ownFacultyId}`, {
      method: "PUT",
      headers: {
        authorization: `Bearer ${context.tokens.Faculty}`,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(20 * 1024 * 1024),
      },
      body,
      duplex: "half",
    } as RequestInit);
    expect((await call(profile.PUT, request, { id: context.ownFacultyId })).status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
    expect(await storedState()).toEqual(before);
  });

  test("another member's profile 403, no token 401, another body type 415", async () => {
    const before = await storedState();
    const form = () => photoForm(imageFile(IMAGES.jpeg, "face.jpg", "image/jpeg"));
    expect(await putForm(context.otherFacultyId, form())).toMatchObject({
      status: 403,
      body: { message: "Unauthorized: You cannot edit other faculty data." },
    });
    const anonymous = await call(profile.PUT, apiRequest("PUT", `faculty/${context.ownFacultyId}`, { form: form() }), {
      id: context.ownFacultyId,
    });
    expect(anonymous).toMatchObject({ status: 401, body: { message: "No token,unauthorized!" } });
    const text = await call(
      profile.PUT,
      apiRequest("PUT", `faculty/${context.ownFacultyId}`, {
        token: context.tokens.Faculty,
        body: "overview=x",
        headers: { "content-type": "text/plain" },
      }),
      { id: context.ownFacultyId },
    );
    expect(text.status).toBe(415);
    expect(await storedState()).toEqual(before);
  });
});

describe("pictures are cleaned and bounded (issue 14, fault 8)", () => {
  async function phonePhoto(width: number, height: number): Promise<Buffer> {
    return sharp({ create: { width, height, channels: 3, background: "#336699" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "PhoneCo", Model: "X1" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 35/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 2/1 0/1" },
      })
      .toBuffer();
  }

  test("a phone photo is published without its EXIF data (GPS position, camera) and at display size", async () => {
    const original = await phonePhoto(3000, 2000);
    expect((await sharp(original).metadata()).exif?.toString("latin1")).toContain("PhoneCo");
    const form = photoForm(imageFile(original, "holiday.jpg", "image/jpeg"));
    const answer = await putForm(context.ownFacultyId, form);
    expect(answer.status).toBe(200);
    const published = Buffer.from(
      await (await served(legacyFacultySchema.parse(answer.body.updatedFaculty).photo)).arrayBuffer(),
    );
    const metadata = await sharp(published).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 800, height: 533 });
    expect(metadata.exif).toBeUndefined();
    expect(published.includes(Buffer.from("PhoneCo"))).toBe(false);
  });

  test("a 10,000 × 10,000 PNG is refused with a clear 400 before it is decoded, and nothing is stored", async () => {
    const huge = Buffer.from(IMAGES.png);
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(10_000, 20);
    const before = await storedState();
    const answer = await putForm(context.ownFacultyId, photoForm(imageFile(huge, "poster.png", "image/png")));
    expect(answer).toMatchObject({
      status: 400,
      body: {
        message:
          "image: the image is 10000 × 10000 pixels, larger than 6000 pixels on a side or 24 megapixels; upload a smaller copy.",
      },
    });
    expect(await storedState()).toEqual(before);
  });

  test("a photo address must be a picture stored on this site: not another site's, not a document", async () => {
    const uploaded = await uploadPhoto(context.ownFacultyId, IMAGES.png, "mine.png");
    const ownPath = new URL(uploaded.photo).pathname;
    const [pdf] = await db().select().from(storedFiles).where(eq(storedFiles.contentType, "application/pdf")).limit(1);
    const before = await storedState();
    for (const photo of [
      "https://photos.example.org/face.jpg",
      `https://photos.example.org${ownPath}`,
      "javascript:alert(1)",
    ]) {
      expect(await putJson(context.otherFacultyId, { photo }, context.tokens.Admin)).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/^photo: must be the address of a photo uploaded to this site/) },
      });
    }
    const documentPath = fileUrl(pdf!.id, pdf!.originalName);
    expect(await putJson(context.otherFacultyId, { photo: documentPath }, context.tokens.Admin)).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^photo: the address is not a photo stored on this site/) },
    });
    expect(await storedState()).toEqual(before);

    // The site's own picture is accepted and linked, so it is kept while the profile shows it.
    const answer = await putJson(context.otherFacultyId, { photo: ownPath }, context.tokens.Admin);
    expect(answer.status).toBe(200);
    expect(legacyFacultySchema.parse(answer.body.updatedFaculty).photo).toBe(uploaded.photo);
    expect((await photoRow(context.otherFacultyId)).file!.id).toBe((await photoRow(context.ownFacultyId)).file!.id);
  });
});
