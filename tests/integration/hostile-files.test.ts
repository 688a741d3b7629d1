/**
 * The hostile-file corpus (issue 24) against every upload path: each file of
 * tests/fixtures/hostile-files.ts is sent to every path of its kind and must be refused (4xx with
 * a message, nothing stored) or accepted, as the corpus says. A new upload path joins
 * UPLOAD_PATHS below.
 */
process.env.TRUST_PROXY_HOPS = "1";
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import crypto from "node:crypto";
import { count } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import * as noticeUpload from "@/app/api/v1/notice/upload/route";
import * as noticeById from "@/app/api/v1/notice/[id]/route";
import * as exam from "@/app/api/v1/exam/route";
import * as roundPdf from "@/app/api/v1/results/rounds/[category]/[round]/pdf/route";
import * as grievanceRoute from "@/app/api/v1/studentGrievance/route";
import * as facultyById from "@/app/api/v1/faculty/[id]/route";
import { AppError } from "@/lib/errors";
import { campuses, storedFiles } from "@/lib/db/schema";
import { uploadContentPdf, uploadContentPicture } from "@/lib/content/uploads";
import { acceptImage } from "@/lib/files/upload";
import { inspectPdf } from "@/lib/files/pdf";
import { readBody } from "@/lib/files/store";
import { createRateLimiter } from "@/lib/rate-limit";
import { submitGrievance } from "@/lib/submissions/service";
import { HOSTILE_FILES, POLYGLOT_PAYLOAD, type HostileCase } from "../fixtures/hostile-files";
import { actorOf, apiRequest, call, setupApiTest, type ApiTestContext } from "./api-helpers";

let context: ApiTestContext;
let noticeId: string;
let campus: string;

type Outcome = { status: number; message?: string };
type UploadPath = {
  name: string;
  kind: "pdf" | "image";
  /** A visitor's form: every PDF refusal is a field error (400) in the visitor's words. */
  visitor?: boolean;
  upload: (file: File) => Promise<Outcome>;
};

let address = 0;
const nextAddress = () => `198.51.100.${(address++ % 250) + 1}`;

async function viaRoute<P>(
  handler: (request: Request, context: { params: Promise<P> }) => Promise<Response>,
  method: string,
  path: string,
  form: FormData,
  token?: string,
  params?: P,
): Promise<Outcome> {
  const answer = await call(
    handler,
    apiRequest(method, path, { token, form, headers: { "x-forwarded-for": nextAddress() } }),
    params,
  );
  return { status: answer.status, message: answer.body.message as string | undefined };
}

function formOf(fields: Record<string, string>, fileField: string, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(fileField, file);
  return form;
}

async function viaService(run: () => Promise<unknown>, success = 201): Promise<Outcome> {
  try {
    await run();
    return { status: success };
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
}

const grievanceFields = () => ({
  name: "Asha Verma",
  email: "asha@example.org",
  phone: "9876543210",
  campus,
  category: "exam",
  subject: "Marks missing in the result",
  description: "My internal assessment marks are not shown in the published result.",
});

/** Every way a file reaches the site. */
const UPLOAD_PATHS: UploadPath[] = [
  {
    name: "POST /api/v1/notice/upload",
    kind: "pdf",
    upload: (file) =>
      viaRoute(
        noticeUpload.POST,
        "POST",
        "notice/upload",
        formOf({ fileName: "Notice", section: "students" }, "pdf", file),
        context.tokens.Editor,
      ),
  },
  {
    name: "PUT /api/v1/notice/{id} (a new PDF)",
    kind: "pdf",
    upload: async (file) => {
      const outcome = await viaRoute(
        noticeById.PUT,
        "PUT",
        `notice/${noticeId}`,
        formOf({}, "pdf", file),
        context.tokens.Editor,
        { id: noticeId },
      );
      return outcome.status === 200 ? { status: 201 } : outcome;
    },
  },
  {
    name: "POST /api/v1/exam",
    kind: "pdf",
    upload: (file) =>
      viaRoute(
        exam.POST,
        "POST",
        "exam",
        formOf({ title: "Date sheet", section: "exam notices" }, "pdf", file),
        context.tokens.Editor,
      ),
  },
  {
    name: "POST /api/v1/results/rounds/{category}/{round}/pdf",
    kind: "pdf",
    upload: async (file) => {
      const outcome = await viaRoute(
        roundPdf.POST,
        "POST",
        "results/rounds/diploma/2/pdf",
        formOf({}, "pdf", file),
        context.tokens.Admissions,
        { category: "diploma", round: "2" },
      );
      return outcome.status === 200 ? { status: 201 } : outcome;
    },
  },
  {
    name: "POST /api/v1/studentGrievance",
    kind: "pdf",
    visitor: true,
    upload: (file) =>
      viaRoute(
        grievanceRoute.POST,
        "POST",
        "studentGrievance",
        // The old single-page app's field names (legacy-api §3.10).
        formOf(
          {
            fullName: "Asha Verma",
            email: "asha@example.org",
            mobile: "9876543210",
            campus: "dwarka",
            grievanceCategory: "exam",
            description: "My internal assessment marks are not shown in the published result.",
          },
          "pdf",
          file,
        ),
      ),
  },
  {
    name: "the grievance form (its server action's service)",
    kind: "pdf",
    visitor: true,
    upload: (file) =>
      viaService(() =>
        submitGrievance(
          { kind: "anonymous", ip: nextAddress(), userAgent: "jest" },
          { ...grievanceFields(), attachment: file } as Parameters<typeof submitGrievance>[1],
          { limiter: createRateLimiter("hostile-files", { limit: 10_000, windowMs: 60_000 }) },
        ),
      ),
  },
  {
    name: "content PDF (the content editor's upload action)",
    kind: "pdf",
    upload: (file) => viaService(() => uploadContentPdf(actorOf(context, "Editor"), file)),
  },
  {
    name: "PUT /api/v1/faculty/{id} (photo)",
    kind: "image",
    upload: async (file) => {
      const outcome = await viaRoute(
        facultyById.PUT,
        "PUT",
        `faculty/${context.ownFacultyId}`,
        formOf({}, "image", file),
        context.tokens.Admin,
        { id: context.ownFacultyId },
      );
      return outcome.status === 200 ? { status: 201 } : outcome;
    },
  },
  {
    name: "content picture (the content editor's upload action)",
    kind: "image",
    upload: (file) => viaService(() => uploadContentPicture(actorOf(context, "Editor"), file)),
  },
];

beforeAll(async () => {
  context = await setupApiTest();
  campus = (await context.testDb.handle.db.select({ slug: campuses.slug }).from(campuses).limit(1))[0]!.slug;
  const plain = await PDFDocument.create();
  plain.addPage().drawText("A notice to replace");
  const created = await call(
    noticeUpload.POST,
    apiRequest("POST", "notice/upload", {
      token: context.tokens.Editor,
      form: formOf(
        { fileName: "Notice", section: "students" },
        "pdf",
        new File([new Uint8Array(await plain.save())], "n.pdf", { type: "application/pdf" }),
      ),
    }),
  );
  noticeId = String((created.body.data as { notice: { _id: string } }).notice._id);
}, 180_000);
afterAll(() => context.testDb.teardown());

const made = new Map<string, Uint8Array>();
async function bytesOf(file: HostileCase): Promise<Uint8Array> {
  if (!made.has(file.name)) made.set(file.name, await file.make());
  return made.get(file.name)!;
}

const storedCount = async () => Number((await context.testDb.handle.db.select({ n: count() }).from(storedFiles))[0]!.n);

const runs = UPLOAD_PATHS.flatMap((path) =>
  HOSTILE_FILES.filter((file) => file.kind === path.kind).map((file) => [path.name, file.name, path, file] as const),
);

test("every upload path is in the corpus run, for its kind", () => {
  expect(UPLOAD_PATHS.map((path) => path.kind).sort()).toEqual([
    "image",
    "image",
    "pdf",
    "pdf",
    "pdf",
    "pdf",
    "pdf",
    "pdf",
    "pdf",
  ]);
});

test.each(runs)("%s: %s", async (_path, _file, path, file) => {
  const bytes = await bytesOf(file);
  const before = await storedCount();
  const outcome = await path.upload(new File([new Uint8Array(bytes)], file.fileName, { type: file.type }));
  const expected = file.expected;
  if (path.visitor && file.noFileForVisitors) {
    // Sent without a file: nothing is stored.
    expect(outcome.status).toBe(201);
    expect(await storedCount()).toBe(before);
    return;
  }
  if (expected.accepted) {
    expect(outcome.status).toBe(201);
    return;
  }
  expect(outcome.status).toBeGreaterThanOrEqual(400);
  expect(outcome.status).toBeLessThan(500);
  expect(outcome.message).toEqual(expect.any(String));
  if (!path.visitor) {
    expect(outcome.status).toBe(expected.status);
    expect(outcome.message).toMatch(expected.message);
  }
  expect(await storedCount()).toBe(before);
});

test("the polyglot JPEG is stored re-encoded, without what was appended to it", async () => {
  const polyglot = HOSTILE_FILES.find((file) => file.name.includes("polyglot") && file.kind === "image")!;
  const picture = await acceptImage(new File([new Uint8Array(await bytesOf(polyglot))], "photo.jpg"));
  const stored = Buffer.from(await readBody(picture.body));
  expect(stored.includes(Buffer.from(POLYGLOT_PAYLOAD))).toBe(false);
  expect(stored.includes(Buffer.from("PK\x05\x06", "latin1"))).toBe(false);
});

test("random binary streams inside valid PDFs are accepted (the raw-byte scan refused some)", async () => {
  for (let i = 0; i < 20; i++) {
    const document = await PDFDocument.create();
    document.addPage().drawText("Random padding follows");
    document.context.register(document.context.stream(new Uint8Array(crypto.randomBytes(256 * 1024))));
    await expect(inspectPdf(await document.save())).resolves.toEqual({ pageCount: 1, hasTextLayer: true });
  }
});
