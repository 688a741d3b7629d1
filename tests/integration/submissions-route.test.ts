import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { campuses, storedFiles, submissions } from "@/lib/db/schema";
import { newId } from "@/lib/ids";
import { POST } from "@/app/api/v1/studentGrievance/route";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await setupTestDatabase();
  await testDb.handle.db
    .insert(campuses)
    .values({ id: newId(), name: "DSEU Pusa-II Campus", slug: "dseu-pusa-ii-campus", zone: "central" });
});
afterAll(() => testDb.teardown());

const context = { params: Promise.resolve({}) };
let lastAddress = 0;

function legacyForm(overrides: Record<string, string | Blob> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string | Blob> = {
    fullName: "Ravi Kumar",
    email: "ravi@example.org",
    mobile: "9812345678",
    enrollmentNumber: "DSEU2024001",
    department: "Examination",
    program: "BCA",
    campus: "pusa-ii",
    grievanceCategory: "exam",
    description: "My semester result shows a subject I never registered for.",
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

function post(body: BodyInit, headers: Record<string, string> = {}, address = `192.0.2.${++lastAddress}`) {
  return POST(
    new Request("http://localhost/api/v1/studentGrievance", {
      method: "POST",
      body,
      headers: { "x-forwarded-for": address, ...headers },
    }),
    context,
  );
}

describe("POST /api/v1/studentGrievance", () => {
  test("stores the old form's fields, with its PDF, and answers 201 with the reference", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const response = await post(
      legacyForm({ pdf: new File([Buffer.from(await pdf.save())], "result.pdf", { type: "application/pdf" }) }),
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      status: "success",
      data: { submission: { reference: expect.stringMatching(/^GRV-\d{4}-\d{6}$/) } },
    });

    const [row] = await testDb.handle.db
      .select()
      .from(submissions)
      .where(eq(submissions.reference, body.data.submission.reference));
    expect(row).toMatchObject({ kind: "grievance", name: "Ravi Kumar", email: "ravi@example.org" });
    expect(row!.data).toMatchObject({
      campus: "DSEU Pusa-II Campus",
      enrollmentNumber: "DSEU2024001",
      department: "Examination",
      program: "BCA",
      subject: "Student grievance: Examination issues",
    });
    const [file] = await testDb.handle.db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId!));
    expect(file).toMatchObject({ originalName: "result.pdf", contentType: "application/pdf" });
  });

  test("bad fields are a 400 in the legacy error shape", async () => {
    const response = await post(legacyForm({ mobile: "12345" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: "fail",
      message: "phone: Enter a 10-digit mobile number, digits only.",
      fieldErrors: { phone: "Enter a 10-digit mobile number, digits only." },
    });
    const unknownCampus = await post(legacyForm({ campus: "atlantis" }));
    expect(await unknownCampus.json()).toEqual({
      status: "fail",
      message: "Choose a campus from the list.",
      fieldErrors: { campus: "Choose a campus from the list." },
    });
  });

  test("a body that is not a form is a 415, and one far over the size limit a 413", async () => {
    const json = await post(JSON.stringify({ fullName: "Ravi" }), { "content-type": "application/json" });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ status: "fail", message: "Send the form as multipart/form-data." });
    const huge = await post("x", { "content-length": String(50 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect((await huge.json()).message).toBe("The attachment must be 5.0 MB or smaller.");
  });

  test("the sixth grievance in an hour from one address is a 429 with Retry-After", async () => {
    for (let i = 0; i < 5; i++) expect((await post(legacyForm(), {}, "198.51.100.99")).status).toBe(201);
    const refused = await post(legacyForm(), {}, "198.51.100.99");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect((await refused.json()).message).toMatch(/Please try again in 60 minutes\.$/);
  });
});
