import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { E2E_ADMIN } from "../../playwright.config";

/**
 * A few HTTP checks of /api/v1 against the production server (the route handlers themselves are
 * tested in jest): sign-in, a real upload that the next read shows at once (cache invalidation),
 * the PDF's headers, archive and delete, and JSON errors. API answers do not depend on the
 * viewport, so these run in the desktop project only.
 */
test.describe.configure({ mode: "serial" });

const PDF = path.resolve(process.cwd(), "../shared/data/pdfs/seat-confirmation-ug.pdf");

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/v1/auth/login", {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toEqual({ status: "success", token: expect.any(String), role: "Admin", email: E2E_ADMIN.email });
  return body.token;
}

async function listedIds(
  request: APIRequestContext,
  list: "notice" | "notice/archived",
  section: string,
): Promise<string[]> {
  const response = await request.get(`/api/v1/${list}?section=${encodeURIComponent(section)}&limit=1000&regex=`);
  expect(response.status()).toBe(200);
  return (await response.json()).data.notices.map((n: { _id: string }) => n._id);
}

test("an upload appears in the next list read, its PDF is served safely, archive and delete take effect at once", async ({
  request,
}) => {
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const section = "ad important forms";
  const before = await listedIds(request, "notice", section);
  // Files are stored by content: bytes of their own, so that no other test's upload keeps the file after the delete.
  const document = await PDFDocument.load(fs.readFileSync(PDF));
  document.setTitle(`E2E upload ${Date.now()}`);
  const bytes = Buffer.from(await document.save());

  const upload = await request.post("/api/v1/notice/upload", {
    headers: auth,
    multipart: {
      fileName: "E2E upload of the UG seat confirmation",
      section,
      pdf: { name: "seat-confirmation-ug.pdf", mimeType: "application/pdf", buffer: bytes },
    },
  });
  expect(upload.status()).toBe(201);
  const { data, fileUrl } = await upload.json();
  const notice = data.notice;
  expect(notice).toMatchObject({
    fileName: "E2E upload of the UG seat confirmation",
    section,
    archive: false,
    fileType: "application/pdf",
    fileSize: bytes.length,
  });
  expect(fileUrl).toBe(notice.fileLink);
  expect(await listedIds(request, "notice", section)).toEqual([notice._id, ...before]);

  const file = await request.get(new URL(notice.fileLink).pathname);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-disposition"]).toMatch(/^inline; filename="seat-confirmation-ug\.pdf"/);
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  expect(file.headers()["etag"]).toBeTruthy();
  expect(file.headers()["cache-control"]).toContain("max-age=31536000");
  expect(Buffer.from(await file.body()).equals(bytes)).toBe(true);

  const archived = await request.patch(`/api/v1/notice/${notice._id}`, { headers: auth, data: { archive: true } });
  expect(archived.status()).toBe(200);
  expect(await listedIds(request, "notice", section)).not.toContain(notice._id);
  expect(await listedIds(request, "notice/archived", section)).toContain(notice._id);

  const deleted = await request.delete(`/api/v1/notice/${notice._id}`, { headers: auth });
  expect(deleted.status()).toBe(200);
  expect(await listedIds(request, "notice/archived", section)).not.toContain(notice._id);
  expect((await request.get(new URL(notice.fileLink).pathname)).status()).toBe(404);
});

test("a faculty profile edit by an administrator is visible in the next read", async ({ request }) => {
  const token = await adminToken(request);
  const list = await (await request.get("/api/v1/faculty?limit=1")).json();
  const { _id: id, overview: original } = list.data.faculty[0];
  const overview = `Profile text set by the end-to-end test at ${new Date().toISOString()}.`;
  const auth = { Authorization: `Bearer ${token}` };
  const put = await request.put(`/api/v1/faculty/${id}`, { headers: auth, data: { overview } });
  expect(put.status()).toBe(200);
  expect((await put.json()).updatedFaculty.overview).toBe(overview);
  expect((await (await request.get(`/api/v1/faculty/${id}`)).json()).data.faculty.overview).toBe(overview);
  // Put the seeded text back: other specs may read this profile.
  expect((await request.put(`/api/v1/faculty/${id}`, { headers: auth, data: { overview: original } })).status()).toBe(
    200,
  );
});

test("refusals and errors are JSON in the legacy shape, never HTML", async ({ request }) => {
  const anonymous = await request.post("/api/v1/notice/upload", { multipart: { fileName: "x", section: "students" } });
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ status: "fail", message: "No token,unauthorized!" });

  const token = await adminToken(request);
  const png = await request.post("/api/v1/notice/upload", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      fileName: "x",
      section: "students",
      pdf: {
        name: "photo.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
      },
    },
  });
  expect(png.status()).toBe(415);
  expect((await png.json()).error).toMatch(/not a PDF/);

  const badQuery = await request.get("/api/v1/notice?limit=0");
  expect(badQuery.status()).toBe(400);
  expect(badQuery.headers()["content-type"]).toContain("application/json");
  expect((await badQuery.json()).message).toMatch(/^limit:/);

  const garbageToken = await request.get("/api/v1/campus?zone=north+zone", {
    headers: { Authorization: "Bearer garbage" },
  });
  expect(garbageToken.status()).toBe(200);
  expect((await garbageToken.json()).data.campuses.every((c: { zone: string }) => c.zone === "north zone")).toBe(true);

  const wrongLogin = await request.post("/api/v1/auth/login", {
    data: { email: E2E_ADMIN.email, password: "not the password" },
  });
  expect(wrongLogin.status()).toBe(401);
  expect(await wrongLogin.json()).toEqual({ status: "fail", message: "Specified email or password is incorrect!" });
});
