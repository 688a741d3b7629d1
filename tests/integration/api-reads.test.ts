/**
 * Contract tests of the public reads of /api/v1 (legacy-api.md §3 and §10), calling the route
 * handlers directly on a seeded test database.
 */
process.env.CORS_ORIGINS = "https://old-spa.example";

jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { and, eq, sql } from "drizzle-orm";
import { config } from "@/lib/config";
import { departments, notices, programs, storedFiles } from "@/lib/db/schema";
import { newId } from "@/lib/ids";
import { NOTICE_SECTIONS } from "@/lib/notices/sections";
import { isActiveNotice } from "@/lib/notices/rules";
import { legacyNoticeSchema } from "@/lib/notices/legacy";
import { legacyCampusSchema } from "@/lib/campuses/legacy";
import { legacyDepartmentSchema, legacyDepartmentSchoolSchema } from "@/lib/departments/legacy";
import { legacyFacultySchema } from "@/lib/faculty/legacy";
import { legacyProgramSchema } from "@/lib/programs/legacy";
import * as facultyList from "@/app/api/v1/faculty/route";
import * as facultyOne from "@/app/api/v1/faculty/[id]/route";
import * as departmentsRoute from "@/app/api/v1/departments/route";
import * as schoolsRoute from "@/app/api/v1/departmentSchools/route";
import * as programRoute from "@/app/api/v1/program/route";
import * as programOfDepartment from "@/app/api/v1/program/[departmentId]/route";
import * as campusRoute from "@/app/api/v1/campus/route";
import * as noticeRoute from "@/app/api/v1/notice/route";
import * as archivedRoute from "@/app/api/v1/notice/archived/route";
import * as noticeById from "@/app/api/v1/notice/[id]/route";
import { apiRequest, call, setupApiTest, type ApiTestContext } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 180_000);
afterAll(() => context.testDb.teardown());

const get = <P>(handler: Parameters<typeof call<P>>[0], path: string, params?: P, token?: string) =>
  call(handler, apiRequest("GET", path, { token }), params);

type Envelope<K extends string> = {
  status: string;
  results: number;
  metadata?: { page: number; totalPages: number; totalItems: number };
  data: Record<K, unknown[]>;
};

async function someFileId(): Promise<string> {
  const [file] = await context.testDb.handle.db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    // A notice's document is a PDF; the seed also stores its photographs.
    .where(eq(storedFiles.contentType, "application/pdf"))
    .limit(1);
  return file!.id;
}

async function insertNotice(values: Partial<typeof notices.$inferInsert> & { title: string }): Promise<string> {
  const id = newId();
  await context.testDb.handle.db
    .insert(notices)
    .values({ id, section: "students", fileId: await someFileId(), ...values });
  return id;
}

describe("GET /faculty", () => {
  test("limit=1000 answers every member with the department populated and correct metadata", async () => {
    const { status, body } = await get(facultyList.GET, "faculty?limit=1000");
    expect(status).toBe(200);
    const envelope = body as unknown as Envelope<"faculty">;
    expect(envelope.status).toBe("success");
    expect(envelope.results).toBe(envelope.data.faculty.length);
    expect(envelope.metadata).toEqual({ page: 1, totalPages: 1, totalItems: envelope.data.faculty.length });
    expect(envelope.data.faculty.length).toBeGreaterThan(10);
    for (const member of envelope.data.faculty) {
      const parsed = legacyFacultySchema.parse(member);
      expect(parsed.dept_id).toEqual(
        expect.objectContaining({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: expect.any(String) }),
      );
    }
  });

  test("pages by limit: totalPages counts with the requested page size", async () => {
    const { body } = await get(facultyList.GET, "faculty?limit=5&page=2");
    const envelope = body as unknown as Envelope<"faculty">;
    expect(envelope.results).toBe(5);
    expect(envelope.metadata!.page).toBe(2);
    expect(envelope.metadata!.totalPages).toBe(Math.ceil(envelope.metadata!.totalItems / 5));
  });

  test.each([
    ["limit=0", "limit"],
    ["limit=1001", "limit"],
    ["limit=abc", "limit"],
    ["page=0", "page"],
    ["page=1.5", "page"],
  ])("%s is refused with 400 naming the field", async (query, field) => {
    const { status, body } = await get(facultyList.GET, `faculty?${query}`);
    expect(status).toBe(400);
    // The field's problem also travels on its own, for forms to show next to the field.
    expect(body).toEqual({
      status: "fail",
      message: expect.stringMatching(new RegExp(`^${field}:`)),
      fieldErrors: { [field]: expect.any(String) },
    });
  });

  test("ignores other query keys (the old backend turned them into database filters)", async () => {
    const all = await get(facultyList.GET, "faculty?limit=1000");
    const probed = await get(facultyList.GET, "faculty?limit=1000&email[gt]=&firstname=Nobody");
    expect(probed.body).toEqual(all.body);
  });
});

describe("GET /faculty/{id}", () => {
  test("answers one member", async () => {
    const { status, body } = await get(facultyOne.GET, `faculty/${context.ownFacultyId}`, { id: context.ownFacultyId });
    expect(status).toBe(200);
    expect(body.status).toBe("success");
    expect(legacyFacultySchema.parse((body.data as { faculty: unknown }).faculty)._id).toBe(context.ownFacultyId);
  });

  test("404 for an unknown id, 400 for a malformed one", async () => {
    const unknown = "0123456789abcdef01234567";
    expect(await get(facultyOne.GET, `faculty/${unknown}`, { id: unknown })).toMatchObject({
      status: 404,
      body: { status: "fail", message: `Cannot find faculty with id: ${unknown}` },
    });
    expect(await get(facultyOne.GET, "faculty/123", { id: "123" })).toMatchObject({
      status: 400,
      body: { status: "fail", message: "Invalid _id:123" },
    });
  });
});

describe("departments and department schools", () => {
  test("GET /departments lists departments with _id, name and hod, without metadata", async () => {
    const { status, body } = await get(departmentsRoute.GET, "departments");
    expect(status).toBe(200);
    const envelope = body as unknown as Envelope<"departments">;
    expect(envelope.metadata).toBeUndefined();
    expect(envelope.results).toBe(envelope.data.departments.length);
    expect(envelope.data.departments.length).toBeGreaterThan(20);
    envelope.data.departments.forEach((d) => legacyDepartmentSchema.parse(d));
    expect(envelope.data.departments.some((d) => typeof (d as { hod: unknown }).hod === "string")).toBe(true);
  });

  test("GET /departmentSchools populates dept_id as an array of departments", async () => {
    const { status, body } = await get(schoolsRoute.GET, "departmentSchools");
    expect(status).toBe(200);
    const schools = (body as unknown as Envelope<"departmentSchools">).data.departmentSchools.map((s) =>
      legacyDepartmentSchoolSchema.parse(s),
    );
    expect(schools).toHaveLength(15);
    for (const school of schools) {
      expect(Array.isArray(school.dept_id)).toBe(true);
      for (const department of school.dept_id)
        expect(department).toEqual(expect.objectContaining({ _id: expect.any(String), name: expect.any(String) }));
    }
    expect(schools.flatMap((s) => s.dept_id).length).toBeGreaterThan(20);
  });
});

describe("programs", () => {
  test("GET /program lists programmes with the department populated", async () => {
    const { status, body } = await get(programRoute.GET, "program");
    expect(status).toBe(200);
    const list = (body as unknown as Envelope<"programs">).data.programs.map((p) => legacyProgramSchema.parse(p));
    expect(list.length).toBeGreaterThan(20);
    expect(list.some((p) => p.department !== null)).toBe(true);
  });

  test("GET /program/{departmentId} answers that department's programmes, or an empty list", async () => {
    const db = context.testDb.handle.db;
    const [withPrograms] = await db
      .select({ id: programs.departmentId })
      .from(programs)
      .where(sql`${programs.departmentId} is not null`)
      .limit(1);
    const departmentId = withPrograms!.id!;
    const { status, body } = await get(programOfDepartment.GET, `program/${departmentId}`, { departmentId });
    expect(status).toBe(200);
    const list = (body as unknown as Envelope<"programs">).data.programs.map((p) => legacyProgramSchema.parse(p));
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.department?._id === departmentId)).toBe(true);

    const empty = newId();
    await db.insert(departments).values({ id: empty, name: "Department Without Programmes" });
    expect(await get(programOfDepartment.GET, `program/${empty}`, { departmentId: empty })).toMatchObject({
      status: 200,
      body: { status: "success", results: 0, data: { programs: [] } },
    });
  });

  test("GET /program/{departmentId}: 400 for a malformed id, 404 for an unknown department", async () => {
    expect(await get(programOfDepartment.GET, "program/xyz", { departmentId: "xyz" })).toMatchObject({
      status: 400,
      body: { message: "Invalid _id:xyz" },
    });
    const unknown = "fedcba9876543210fedcba98";
    expect(await get(programOfDepartment.GET, `program/${unknown}`, { departmentId: unknown })).toMatchObject({
      status: 404,
      body: { status: "fail" },
    });
  });
});

describe("GET /campus", () => {
  test("lists every campus with its zone written 'x zone'", async () => {
    const { status, body } = await get(campusRoute.GET, "campus");
    expect(status).toBe(200);
    const list = (body as unknown as Envelope<"campuses">).data.campuses.map((c) => legacyCampusSchema.parse(c));
    expect(list.length).toBeGreaterThanOrEqual(15);
    expect(new Set(list.map((c) => c.zone))).toEqual(
      new Set(["central zone", "north zone", "south zone", "east zone", "west zone"]),
    );
  });

  test.each(["central+zone", "central%20zone", "central", "Central%20Zone", "central zone"])(
    "zone=%s filters to the central zone",
    async (zone) => {
      const { status, body } = await get(campusRoute.GET, `campus?zone=${zone}`);
      expect(status).toBe(200);
      const list = (body as unknown as Envelope<"campuses">).data.campuses.map((c) => legacyCampusSchema.parse(c));
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((c) => c.zone === "central zone")).toBe(true);
    },
  );

  test.each(["mars", "north-east", "%25", "zone"])("zone=%s is refused with 400 naming zone", async (zone) => {
    const { status, body } = await get(campusRoute.GET, `campus?zone=${zone}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^zone:/);
  });
});

describe("GET /notice and /notice/archived", () => {
  test("a section page: at most `limit` current notices of that section, correct totalPages, every contract field", async () => {
    const section = "alerts and circulars";
    for (let i = 0; i < 8; i++) await insertNotice({ title: `Circular number ${i}`, section });
    const [matching] = await context.testDb.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notices)
      .where(and(eq(notices.section, section), isActiveNotice(new Date())));
    const { status, body } = await get(
      noticeRoute.GET,
      "notice?section=alerts%20and%20circulars&limit=5&page=2&regex=",
    );
    expect(status).toBe(200);
    const envelope = body as unknown as Envelope<"notices">;
    expect(envelope.status).toBe("success");
    expect(envelope.metadata).toEqual({ page: 2, totalPages: Math.ceil(matching!.n / 5), totalItems: matching!.n });
    expect(envelope.results).toBe(envelope.data.notices.length);
    expect(envelope.results).toBeLessThanOrEqual(5);
    expect(envelope.results).toBeGreaterThan(0);
    for (const raw of envelope.data.notices) {
      const notice = legacyNoticeSchema.strict().parse(raw);
      expect(notice.section).toBe(section);
      expect(notice.archive).toBe(false);
      if (notice.driveFileId) {
        expect(notice.fileLink.startsWith(`${config().publicBaseUrl}/files/${notice.driveFileId}/`)).toBe(true);
        expect(notice.fileType).toBe("application/pdf");
        expect(notice.fileSize).toBeGreaterThan(0);
      } else {
        // A seeded notice without a stored file links to its real document, or to the page of its facts
        // (on this site, or on another site over https).
        expect(notice.fileLink.startsWith(`${config().publicBaseUrl}/`) || notice.fileLink.startsWith("https://")).toBe(
          true,
        );
        expect(notice.fileType).toBeUndefined();
      }
      expect(notice.uploadedAt).toBe(notice.createdAt);
    }
  });

  test("`+` and `%20` in the section both mean a space", async () => {
    const plus = await get(noticeRoute.GET, "notice?section=alerts+and+circulars&limit=100");
    const percent = await get(noticeRoute.GET, "notice?section=alerts%20and%20circulars&limit=100");
    expect(plus.body).toEqual(percent.body);
  });

  test("newest first", async () => {
    const { body } = await get(noticeRoute.GET, "notice?limit=1000");
    const dates = (body as unknown as Envelope<"notices">).data.notices.map(
      (n) => (n as { uploadedAt: string }).uploadedAt,
    );
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test("every section of the contract is accepted; an unknown one is refused naming section", async () => {
    for (const { value } of NOTICE_SECTIONS) {
      expect((await get(noticeRoute.GET, `notice?section=${encodeURIComponent(value)}`)).status).toBe(200);
    }
    const { status, body } = await get(noticeRoute.GET, "notice?section=exam%20notices");
    expect(status).toBe(400);
    expect(body.message).toMatch(/^section:/);
  });

  test("an auto-archive notice whose validUntil has passed is listed as archived, not as current", async () => {
    const id = await insertNotice({
      title: "Expired tender notice",
      autoArchive: true,
      validUntil: new Date(Date.now() - 60_000),
    });
    const current = await get(noticeRoute.GET, "notice?section=students&limit=1000");
    const archived = await get(archivedRoute.GET, "notice/archived?section=students&limit=1000");
    const ids = (r: typeof current) =>
      (r.body as unknown as Envelope<"notices">).data.notices.map((n) => (n as { _id: string })._id);
    expect(ids(current)).not.toContain(id);
    expect(ids(archived)).toContain(id);
    const entry = (archived.body as unknown as Envelope<"notices">).data.notices.find(
      (n) => (n as { _id: string })._id === id,
    );
    expect(entry).toMatchObject({ archive: true, autoArchive: true });
  });

  test("/notice/archived lists only archived notices", async () => {
    const { body } = await get(archivedRoute.GET, "notice/archived?limit=1000");
    const list = (body as unknown as Envelope<"notices">).data.notices;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((n) => (n as { archive: boolean }).archive)).toBe(true);
  });

  test("regex is a literal, case-insensitive text search: a pathological pattern answers quickly with the literal match", async () => {
    const long = "a".repeat(5000);
    for (let i = 0; i < 20; i++) await insertNotice({ title: `${long}!${i}` });
    const literal = await insertNotice({ title: "Pattern (A+)+$ in a title" });
    const started = Date.now();
    const { status, body } = await get(noticeRoute.GET, `notice?regex=${encodeURIComponent("(a+)+$")}&limit=100`);
    // Generous: a backtracking regex over these titles would take minutes; a literal search takes milliseconds.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(status).toBe(200);
    expect((body as unknown as Envelope<"notices">).data.notices.map((n) => (n as { _id: string })._id)).toEqual([
      literal,
    ]);
  });

  test("regex: LIKE wildcards are literal too, and more than 100 characters is refused", async () => {
    const percent = await insertNotice({ title: "Fee waiver of 100% for toppers" });
    const { body } = await get(noticeRoute.GET, `notice?regex=${encodeURIComponent("100%")}&limit=100`);
    expect((body as unknown as Envelope<"notices">).data.notices.map((n) => (n as { _id: string })._id)).toEqual([
      percent,
    ]);
    const underscore = await get(noticeRoute.GET, `notice?regex=${encodeURIComponent("fee_waiver")}`);
    expect((underscore.body as unknown as Envelope<"notices">).results).toBe(0);
    const tooLong = await get(noticeRoute.GET, `notice?regex=${"x".repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/^regex:/);
  });

  test("created_at_gteq / created_at_lteq select whole India-time days, inclusively", async () => {
    // 23:59:59 on 10 March and 00:00:00 on 11 March 2025, India time.
    const lateOnTenth = await insertNotice({
      title: "Dated late on the tenth",
      section: "research",
      createdAt: new Date("2025-03-10T18:29:59Z"),
    });
    const startOfEleventh = await insertNotice({
      title: "Dated at the start of the eleventh",
      section: "research",
      createdAt: new Date("2025-03-11T00:00:00+05:30"),
    });
    const ids = async (query: string) =>
      (
        (await get(noticeRoute.GET, `notice?section=research&limit=1000&${query}`))
          .body as unknown as Envelope<"notices">
      ).data.notices.map((n) => (n as { _id: string })._id);
    expect(await ids("created_at_gteq=2025-03-11&created_at_lteq=2025-03-11")).toEqual([startOfEleventh]);
    expect(await ids("created_at_gteq=2025-03-10&created_at_lteq=2025-03-10")).toEqual([lateOnTenth]);
    expect(await ids("created_at_gteq=2025-03-10&created_at_lteq=2025-03-11")).toEqual([startOfEleventh, lateOnTenth]);
    expect(await ids("created_at_gteq=&created_at_lteq=2025-03-10")).toContain(lateOnTenth);
  });

  test.each([
    ["created_at_gteq=10-03-2025", "created_at_gteq"],
    ["created_at_lteq=2025-02-30", "created_at_lteq"],
    ["created_at_gteq=2025-03-12&created_at_lteq=2025-03-11", "created_at_lteq"],
    ["limit=1001", "limit"],
    ["page=-1", "page"],
  ])("%s is refused with 400 naming %s", async (query, field) => {
    const { status, body } = await get(noticeRoute.GET, `notice?${query}`);
    expect(status).toBe(400);
    // The field's problem also travels on its own, for forms to show next to the field.
    expect(body).toEqual({
      status: "fail",
      message: expect.stringMatching(new RegExp(`^${field}:`)),
      fieldErrors: { [field]: expect.any(String) },
    });
  });
});

describe("GET /notice/{id}", () => {
  test("answers one notice, archived or not; 404 unknown, 400 malformed", async () => {
    const id = await insertNotice({ title: "One archived notice", archived: true });
    const { status, body } = await get(noticeById.GET, `notice/${id}`, { id });
    expect(status).toBe(200);
    expect(legacyNoticeSchema.strict().parse((body.data as { notice: unknown }).notice)).toMatchObject({
      _id: id,
      fileName: "One archived notice",
      archive: true,
    });
    const unknown = "0123456789abcdef01234567";
    expect(await get(noticeById.GET, `notice/${unknown}`, { id: unknown })).toMatchObject({
      status: 404,
      body: { message: `Cannot find notice with id: ${unknown}` },
    });
    expect(await get(noticeById.GET, "notice/x", { id: "x" })).toMatchObject({
      status: 400,
      body: { message: "Invalid _id:x" },
    });
  });
});

describe("public reads ignore the Authorization header", () => {
  const handlers = [
    ["faculty?limit=3", facultyList.GET],
    ["departments", departmentsRoute.GET],
    ["departmentSchools", schoolsRoute.GET],
    ["program", programRoute.GET],
    ["campus?zone=north+zone", campusRoute.GET],
    ["notice?section=admission", noticeRoute.GET],
    ["notice/archived", archivedRoute.GET],
  ] as const;

  test.each(handlers)(
    "GET %s answers the same with no, a valid, a garbage and an expired token",
    async (path, handler) => {
      const headers = (authorization?: string) => (authorization ? { authorization } : undefined);
      const answers = await Promise.all(
        [
          undefined,
          `Bearer ${context.tokens.Admin}`,
          "Bearer not.a.token",
          `Bearer ${context.tokens.expired}`,
          "Basic abc",
        ].map((authorization) =>
          call(handler as Parameters<typeof call>[0], apiRequest("GET", path, { headers: headers(authorization) })),
        ),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual(answers[0]!.body);
      }
    },
  );
});

describe("CORS", () => {
  test("a preflight from an allowed origin is answered with the allowed methods and headers", async () => {
    const response = await noticeRoute.OPTIONS(
      new Request("http://localhost/api/v1/notice", {
        method: "OPTIONS",
        headers: { origin: "https://old-spa.example", "access-control-request-method": "GET" },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("https://old-spa.example");
    expect(response.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(response.headers.get("access-control-allow-headers")).toContain("Authorization");
  });

  test("answers carry the CORS header for allowed origins only", async () => {
    const allowed = await call(
      noticeRoute.GET,
      apiRequest("GET", "notice", { headers: { origin: "https://old-spa.example" } }),
    );
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://old-spa.example");
    const other = await call(
      noticeRoute.GET,
      apiRequest("GET", "notice", { headers: { origin: "https://evil.example" } }),
    );
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});
