import { SignJWT } from "jose";
import crypto from "node:crypto";
import { SYSTEM } from "@/lib/auth/actor";
import { signApiToken, signCandidateToken } from "@/lib/auth/tokens";
import { createUser } from "@/lib/users/service";
import { resetLookupLimits, LOOKUPS_PER_ADDRESS } from "@/lib/admissions/rate-limits";
import { LEGACY_MESSAGES } from "@/lib/admissions/legacy";
import { createMailer, setMailer } from "@/lib/mail";
import * as resultRoute from "@/app/api/v1/result/route";
import * as resultIdRoute from "@/app/api/v1/result/[id]/route";
import * as secondRoute from "@/app/api/v1/result/second/route";
import * as secondIdRoute from "@/app/api/v1/result/second/[id]/route";
import * as fourthRoute from "@/app/api/v1/result/fourth/route";
import * as fourthIdRoute from "@/app/api/v1/result/fourth/[id]/route";
import * as btechSecondRoute from "@/app/api/v1/btech/second/route";
import * as btechSecondIdRoute from "@/app/api/v1/btech/second/[id]/route";
import * as ugRoute from "@/app/api/v1/ug/route";
import * as ugIdRoute from "@/app/api/v1/ug/[id]/route";
import * as pgRoute from "@/app/api/v1/pg/route";
import * as pgIdRoute from "@/app/api/v1/pg/[id]/route";
import * as resultsRoute from "@/app/api/v1/results/route";
import * as exportRoute from "@/app/api/v1/results/export/route";
import * as importRoute from "@/app/api/v1/results/import/route";
import * as roundsRoute from "@/app/api/v1/results/rounds/route";
import * as roundRoute from "@/app/api/v1/results/rounds/[category]/[round]/route";
import * as recordRoute from "@/app/api/v1/results/[id]/route";
import * as statusRoute from "@/app/api/v1/results/[id]/status/route";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";
import { csv, importLines, line, openRound } from "../helpers/admissions";
import { windowAroundNow } from "../fixtures/admission-candidates";

jest.mock("next/cache", () => ({ revalidateTag: jest.fn(), unstable_cache: (fn: unknown) => fn }));

let testDb: TestDatabase;
let admissionsToken: string;
let editorToken: string;
const ids = new Map<string, string>();

beforeAll(async () => {
  testDb = await setupTestDatabase();
  setMailer(createMailer({ from: "test@example.org", log: () => {} }));
  const admissions = await createUser(SYSTEM, {
    email: "admissions@example.org",
    role: "Admissions",
    password: "a long enough password",
  });
  const editor = await createUser(SYSTEM, {
    email: "editor@example.org",
    role: "Editor",
    password: "a long enough password",
  });
  admissionsToken = await signApiToken({ ...admissions, role: "Admissions", sessionVersion: 1 });
  editorToken = await signApiToken({ ...editor, role: "Editor", sessionVersion: 1 });

  await openRound("diploma", 1, false);
  await openRound("btech", 1, false);
  await openRound("diploma", 4);
  await openRound("btech", 2);
  await openRound("ug", 2);
  await openRound("pg", 1);
  const fixtures: [Parameters<typeof importLines>[0], number, string[]][] = [
    [
      "diploma",
      1,
      [
        line({ form_number: "D1-SEAT", email: "d1@example.org", dob: "01-01-2009", program_preference: "1" }),
        line({ form_number: "D1-PWD", email: "d1pwd@example.org", dob: "02-01-2009", pwd: "yes" }),
        line({ form_number: "D1-NONE", email: "d1none@example.org", dob: "03-01-2009", program: "", campus: "" }),
      ],
    ],
    [
      "btech",
      1,
      [
        line({ form_number: "B1-DEF", email: "b1def@example.org", dob: "04-01-2007", defence: "yes" }),
        line({ form_number: "B1-SEAT", email: "b1@example.org", dob: "05-01-2007" }),
      ],
    ],
    [
      "diploma",
      4,
      [
        line({ form_number: "D4-A", email: "d4a@example.org", dob: "06-01-2009" }),
        line({ form_number: "D4-B", email: "d4b@example.org", dob: "07-01-2009" }),
      ],
    ],
    [
      "btech",
      2,
      [
        line({ form_number: "B2-A", email: "b2a@example.org", dob: "08-01-2007", program_preference: "3" }),
        line({ form_number: "B2-STAFF", email: "b2s@example.org", dob: "09-01-2007", program_preference: "3" }),
      ],
    ],
    ["ug", 1, [line({ form_number: "U1-DEF", email: "u1def@example.org", dob: "10-01-2007", defence: "true" })]],
    [
      "ug",
      2,
      [
        line({ form_number: "U2-A", email: "u2a@example.org", dob: "11-01-2007" }),
        line({ form_number: "U2-NONE", email: "u2none@example.org", dob: "12-01-2007", program: "", campus: "" }),
      ],
    ],
    [
      "pg",
      1,
      [
        line({
          form_number: "PG-A",
          email: "pga@example.org",
          dob: "13-01-2002",
          program: "MBA in Data Analytics",
          category_allocated: "",
          program_preference: "",
          rank: "",
        }),
      ],
    ],
  ];
  for (const [category, round, lines] of fixtures) {
    for (const [form, record] of await importLines(category, round, lines)) ids.set(form, record.id);
  }
  // Password hashing (argon2) and the migrations make this set-up slower than one default timeout.
}, 120_000);
afterAll(() => testDb.teardown());
beforeEach(() => resetLookupLimits());

type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;
const call = (handler: unknown, request: Request, params: Record<string, string> = {}) =>
  (handler as Handler)(request, { params: Promise.resolve(params as never) });

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://localhost/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}
function put(path: string, body: unknown, token?: string) {
  return new Request(`http://localhost/api/v1${path}`, {
    method: "PUT",
    headers: {
      "content-type": "application/json",
      "user-agent": "api-test",
      "x-forwarded-for": "203.0.113.50",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}
function get(path: string, token?: string) {
  return new Request(`http://localhost/api/v1${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function lookup(handler: unknown, path: string, email: string, password: string) {
  const response = await call(handler, post(path, { email, password }));
  return { response, body: await response.json() };
}

describe("legacy lookups", () => {
  test("round 1 answers the student, allStudentId, btech and a token", async () => {
    const { response, body } = await lookup(
      resultRoute.POST,
      "/result?category=diploma",
      "d1@example.org",
      "01-01-2009",
    );
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      status: "success",
      btech: false,
      allStudentId: ids.get("D1-SEAT"),
      isPwdDefenceStudent: false,
      token: expect.any(String),
      data: {
        student: {
          _id: ids.get("D1-SEAT"),
          form_number: "D1-SEAT",
          program: "Diploma in Computer Engineering",
          campus: "Aryabhatt DSEU Campus",
          registered_category: "General",
          category_allocated: "DEL_UR",
          program_preference: 1,
          status: "pending",
          campus_preference: false,
        },
      },
    });
    expect(body).not.toHaveProperty("message");
    expect(body.data.student).not.toHaveProperty("email");
    expect(body.data.student).not.toHaveProperty("dob");
  });

  test("the special messages are the old ones, letter for letter", async () => {
    expect(
      (await lookup(resultRoute.POST, "/result?category=diploma", "d1pwd@example.org", "02-01-2009")).body,
    ).toMatchObject({ message: "PWD Student Found", data: {}, isPwdDefenceStudent: true });
    expect(
      (await lookup(resultRoute.POST, "/result?category=diploma", "d1none@example.org", "03-01-2009")).body.message,
    ).toBe("You have not been allotted any seat, please try again in next round");
    expect(
      (await lookup(resultRoute.POST, "/result?category=btech", "b1def@example.org", "04-01-2007")).body,
    ).toMatchObject({ message: "Defence BTech Student Found", btech: true });
    expect((await lookup(ugRoute.POST, "/ug", "u1def@example.org", "10-01-2007")).body).toMatchObject({
      message: "defence Student Found",
      isPwdOrDefenceStudent: true,
    });
    expect((await lookup(ugRoute.POST, "/ug?round=second", "u2none@example.org", "12-01-2007")).body.message).toBe(
      LEGACY_MESSAGES.noSeat,
    );
    expect(LEGACY_MESSAGES.noSeat).toBe("You have not alloted any seat please try again in next round");
  });

  test("B.Tech round 1 shares /result with category=btech; other paths serve their own round", async () => {
    expect(
      (await lookup(resultRoute.POST, "/result?category=btech", "b1@example.org", "05-01-2007")).body,
    ).toMatchObject({ btech: true, data: { student: { form_number: "B1-SEAT" } } });
    expect(
      (await lookup(resultRoute.POST, "/result?category=diploma", "b1@example.org", "05-01-2007")).response.status,
    ).toBe(401);
    expect(
      (await lookup(fourthRoute.POST, "/result/fourth", "d4a@example.org", "06-01-2009")).body.data.student.form_number,
    ).toBe("D4-A");
    expect((await lookup(secondRoute.POST, "/result/second", "d4a@example.org", "06-01-2009")).response.status).toBe(
      401,
    );
    expect(
      (await lookup(btechSecondRoute.POST, "/btech/second", "b2a@example.org", "08-01-2007")).body.data.student
        .form_number,
    ).toBe("B2-A");
    const pg = (await lookup(pgRoute.POST, "/pg", "pga@example.org", "13-01-2002")).body;
    expect(Object.keys(pg.data.student).sort()).toEqual([
      "_id",
      "campus",
      "form_number",
      "name",
      "program",
      "registered_category",
      "status",
    ]);
    expect(pg).not.toHaveProperty("allStudentId");
  });

  test("bad requests are 400 with a message; a wrong pair is one neutral 401", async () => {
    const badCategory = await lookup(resultRoute.POST, "/result?category=mba", "d1@example.org", "01-01-2009");
    expect([badCategory.response.status, badCategory.body.message]).toEqual([400, "category must be diploma or btech"]);
    const badDob = await lookup(resultRoute.POST, "/result?category=diploma", "d1@example.org", "2009-01-01");
    expect([badDob.response.status, badDob.body.message]).toEqual([
      400,
      "password: Enter your date of birth as DD-MM-YYYY, for example 30-05-2006.",
    ]);
    const notJson = await call(
      resultRoute.POST,
      new Request("http://localhost/api/v1/result", { method: "POST", body: "email=x" }),
    );
    // A body of another type than JSON is 415, as on every JSON endpoint.
    expect(notJson.status).toBe(415);
    const wrong = await lookup(resultRoute.POST, "/result?category=diploma", "d1@example.org", "01-01-2010");
    expect(wrong.response.status).toBe(401);
    expect(wrong.body).toEqual({
      status: "fail",
      message:
        "We could not find an allotment for this email address and date of birth in this round. Check both and try again.",
    });
  });

  test("too many lookups from one address get 429 with Retry-After", async () => {
    const from = { "x-forwarded-for": "198.51.100.23" };
    for (let i = 0; i < LOOKUPS_PER_ADDRESS.limit; i++)
      await call(pgRoute.POST, post("/pg", { email: "pga@example.org", password: "13-01-2002" }, from));
    const limited = await call(pgRoute.POST, post("/pg", { email: "pga@example.org", password: "13-01-2002" }, from));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });
});

describe("legacy decisions", () => {
  test("need the lookup's token: none 401, another record's 403, expired 401", async () => {
    const id = ids.get("D4-A")!;
    expect((await call(fourthIdRoute.PUT, put(`/result/fourth/${id}`, { status: "freeze" }), { id })).status).toBe(401);
    const otherToken = await signCandidateToken(ids.get("D4-B")!);
    const forbidden = await call(fourthIdRoute.PUT, put(`/result/fourth/${id}`, { status: "freeze" }, otherToken), {
      id,
    });
    expect(forbidden.status).toBe(403);
    const key = new Uint8Array(
      crypto.createHmac("sha256", process.env.AUTH_SECRET!).update("dseu:candidate-token").digest(),
    );
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(id)
      .setAudience("dseu:candidate")
      .setIssuedAt(1_700_000_000)
      .setExpirationTime(1_700_000_100)
      .sign(key);
    const late = await call(fourthIdRoute.PUT, put(`/result/fourth/${id}`, { status: "freeze" }, expired), { id });
    expect(late.status).toBe(401);
    expect((await late.json()).message).toMatch(/session has ended/);
    expect(
      (await call(fourthIdRoute.PUT, put(`/result/fourth/${id}`, { status: "freeze" }, "garbage.token.value"), { id }))
        .status,
    ).toBe(401);
  });

  test("with the token: 200 and the same envelope, then 409 for any replay", async () => {
    const { body } = await lookup(fourthRoute.POST, "/result/fourth", "d4a@example.org", "06-01-2009");
    const id = body.data.student._id as string;
    const first = await call(fourthIdRoute.PUT, put(`/result/fourth/${id}`, { status: "freeze" }, body.token), { id });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: "success", data: { student: { _id: id, status: "freeze" } } });
    const replay = await call(fourthIdRoute.PUT, put(`/result/fourth/${id}`, { status: "freeze" }, body.token), { id });
    expect(replay.status).toBe(409);
    expect((await replay.json()).message).toBe(
      "Your decision has already been recorded (Seat Frozen) and cannot be changed.",
    );
  });

  test("a choice the candidate may not make is 422; a closed window 409; the wrong round's path 404", async () => {
    const d4b = ids.get("D4-B")!;
    const token = await signCandidateToken(d4b);
    const upgrade = await call(fourthIdRoute.PUT, put(`/result/fourth/${d4b}`, { status: "float" }, token), {
      id: d4b,
    });
    expect(upgrade.status).toBe(422);
    expect((await upgrade.json()).message).toBe(
      "This choice is not available for your seat. You may choose: Freeze or Reject.",
    );
    expect((await call(pgIdRoute.PUT, put(`/pg/${d4b}`, { status: "freeze" }, token), { id: d4b })).status).toBe(404);

    const d1 = ids.get("D1-SEAT")!;
    const closed = await call(
      resultIdRoute.PUT,
      put(`/result/${d1}`, { status: "freeze" }, await signCandidateToken(d1)),
      { id: d1 },
    );
    expect(closed.status).toBe(409);
    expect((await closed.json()).message).toBe("Seat Confirmation Closed");

    const bad = await call(fourthIdRoute.PUT, put(`/result/fourth/${d4b}`, { status: "maybe" }, token), { id: d4b });
    expect(bad.status).toBe(400);
    const malformed = await call(fourthIdRoute.PUT, put("/result/fourth/123", { status: "freeze" }, token), {
      id: "123",
    });
    expect([malformed.status, (await malformed.json()).message]).toEqual([400, "Invalid _id:123"]);
  });

  test("UG round 2 takes ?round=second; a staff token decides too, an Editor's does not", async () => {
    const u2 = ids.get("U2-A")!;
    const token = await signCandidateToken(u2);
    expect((await call(ugIdRoute.PUT, put(`/ug/${u2}`, { status: "upgrade" }, token), { id: u2 })).status).toBe(404);
    const ok = await call(
      ugIdRoute.PUT,
      new Request(`http://localhost/api/v1/ug/${u2}?round=second`, put(`/ug/${u2}`, { status: "upgrade" }, token)),
      { id: u2 },
    );
    expect(ok.status).toBe(200);
    expect((await ok.json()).data.student.status).toBe("upgrade");

    const b2 = ids.get("B2-STAFF")!;
    expect(
      (await call(btechSecondIdRoute.PUT, put(`/btech/second/${b2}`, { status: "float" }, editorToken), { id: b2 }))
        .status,
    ).toBe(403);
    expect(
      (await call(btechSecondIdRoute.PUT, put(`/btech/second/${b2}`, { status: "float" }, admissionsToken), { id: b2 }))
        .status,
    ).toBe(200);
    const record = await (await call(recordRoute.GET, get(`/results/${b2}`, admissionsToken), { id: b2 })).json();
    expect(record.data.history).toEqual([
      expect.objectContaining({
        action: "result.decision",
        actor: "admissions@example.org",
        from: "pending",
        to: "float",
        ip: "203.0.113.50",
        userAgent: "api-test",
      }),
    ]);
  });

  test("two concurrent PUTs on one record: exactly one 200", async () => {
    const b2 = ids.get("B2-A")!;
    const token = await signCandidateToken(b2);
    const responses = await Promise.all(
      ["freeze", "reject"].map((status) =>
        call(btechSecondIdRoute.PUT, put(`/btech/second/${b2}`, { status }, token), { id: b2 }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe("staff API", () => {
  test("needs an Admissions or Admin token", async () => {
    expect((await call(resultsRoute.GET, get("/results"))).status).toBe(401);
    expect((await call(resultsRoute.GET, get("/results", editorToken))).status).toBe(403);
    expect((await call(resultsRoute.GET, get("/results", "not-a-token"))).status).toBe(401);
  });

  test("lists records with filters, metadata and status counts per round", async () => {
    const response = await call(
      resultsRoute.GET,
      get("/results?category=diploma&round=1&limit=2&page=1", admissionsToken),
    );
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.metadata).toEqual({ page: 1, totalPages: 2, totalItems: 3 });
    expect(body.results).toBe(2);
    expect(body.data.results[0]).toMatchObject({
      category: "diploma",
      round: 1,
      email: expect.any(String),
      dob: expect.any(String),
    });
    expect(body.data.rounds).toEqual([
      expect.objectContaining({ key: "diploma1", counts: expect.objectContaining({ pending: 3, total: 3 }) }),
    ]);

    const search = await (await call(resultsRoute.GET, get("/results?q=d4-&status=freeze", admissionsToken))).json();
    expect(search.data.results.map((r: { formNumber: string }) => r.formNumber)).toEqual(["D4-A"]);
    const bad = await call(resultsRoute.GET, get("/results?status=done", admissionsToken));
    expect(bad.status).toBe(400);
    const rounds = await (await call(roundsRoute.GET, get("/results/rounds", admissionsToken))).json();
    expect(rounds.data.rounds.find((r: { key: string }) => r.key === "diploma4").counts).toMatchObject({
      freeze: 1,
      pending: 1,
      total: 2,
    });
  });

  test("exports the filtered records as CSV", async () => {
    const response = await call(exportRoute.GET, get("/results/export?category=diploma&round=4", admissionsToken));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="admission-results-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("D4-A");
  });

  test("imports CSV bodies and multipart files, with dry runs and 422 for rejected lines", async () => {
    const file = csv(
      line({ form_number: "API-1", email: "api1@example.org" }),
      line({ form_number: "API-2", email: "api2@example.org" }),
    );
    const importRequest = (
      query: string,
      body: BodyInit,
      headers: Record<string, string> = {},
      token = admissionsToken,
    ) =>
      new Request(`http://localhost/api/v1/results/import?${query}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, ...headers },
        body,
      });

    const dry = await call(
      importRoute.POST,
      importRequest("category=ug&round=2&dryRun=1", file, { "content-type": "text/csv" }),
    );
    expect(await dry.json()).toEqual({
      status: "success",
      data: { created: 2, updated: 0, unchanged: 0, rejected: [], dryRun: true },
    });

    const form = new FormData();
    form.set("file", new File([file], "allotments.csv", { type: "text/csv" }));
    const real = await call(importRoute.POST, importRequest("category=ug&round=2", form));
    expect(await real.json()).toEqual({
      status: "success",
      data: { created: 2, updated: 0, unchanged: 0, rejected: [], dryRun: false },
    });
    const again = await call(
      importRoute.POST,
      importRequest("category=ug&round=2", file, { "content-type": "text/csv" }),
    );
    expect((await again.json()).data).toMatchObject({ created: 0, unchanged: 2 });

    const bad = await call(
      importRoute.POST,
      importRequest("category=ug&round=2", csv(line({ form_number: "API-3", dob: "99-99-2000" })), {
        "content-type": "text/csv",
      }),
    );
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({
      status: "fail",
      message: "1 line was rejected; nothing was imported.",
      data: { created: 0, rejected: [{ line: 2, field: "dob" }] },
    });

    expect(
      (await call(importRoute.POST, importRequest("category=ug&round=2", "{}", { "content-type": "application/json" })))
        .status,
    ).toBe(415);
    expect(
      (await call(importRoute.POST, importRequest("category=ug&round=9", file, { "content-type": "text/csv" }))).status,
    ).toBe(400);
    expect(
      (
        await call(
          importRoute.POST,
          importRequest("category=ug&round=2", file, { "content-type": "text/csv" }, editorToken),
        )
      ).status,
    ).toBe(403);
  });

  test("PATCH edits a round; PUT status overrides with a reason", async () => {
    const patch = (body: unknown, params = { category: "diploma", round: "2" }) =>
      call(
        roundRoute.PATCH,
        new Request("http://localhost/api/v1/results/rounds/x/y", {
          method: "PATCH",
          headers: { authorization: `Bearer ${admissionsToken}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        params,
      );
    const undated = await patch({ windowOpen: true, startsAt: null, endsAt: null });
    expect(undated.status).toBe(400);
    expect(await undated.json()).toMatchObject({ status: "fail", fieldErrors: { windowOpen: expect.any(String) } });

    // Open with last year's dates: the switch is on, but the API takes no decision outside the dates.
    const opened = await patch({
      windowOpen: true,
      title: "DSEU Diploma Round 2 Seat Allocation",
      startsAt: "2025-08-07T00:00:00+05:30",
      endsAt: "2025-08-08T23:59:59+05:30",
    });
    expect(opened.status).toBe(200);
    expect((await opened.json()).data.round).toMatchObject({ key: "diploma2", windowOpen: true });
    const d2 = (await importLines("diploma", 2, [line({ form_number: "D2-LATE" })])).get("D2-LATE")!.id;
    const decide = async () =>
      call(secondIdRoute.PUT, put(`/result/second/${d2}`, { status: "freeze" }, await signCandidateToken(d2)), {
        id: d2,
      });
    const late = await decide();
    expect([late.status, (await late.json()).message]).toEqual([409, "Seat Confirmation Closed"]);
    expect((await patch(windowAroundNow())).status).toBe(200);
    expect((await decide()).status).toBe(200);

    expect((await patch({ windowOpen: "yes" })).status).toBe(400);
    expect((await patch({ unknownField: 1 })).status).toBe(400);
    expect((await patch({ windowOpen: true }, { category: "pg", round: "3" })).status).toBe(404);

    const id = ids.get("D4-A")!;
    const override = (body: unknown) =>
      call(
        statusRoute.PUT,
        new Request(`http://localhost/api/v1/results/${id}/status`, {
          method: "PUT",
          headers: { authorization: `Bearer ${admissionsToken}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        { id },
      );
    const noReason = await override({ status: "pending" });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).message).toMatch(/^reason: /);
    const done = await override({ status: "reject", reason: "Candidate withdrew in writing" });
    expect(await done.json()).toMatchObject({
      status: "success",
      data: { changed: true, result: { status: "reject" } },
    });
    const history = (await (await call(recordRoute.GET, get(`/results/${id}`, admissionsToken), { id })).json()).data
      .history;
    expect(history.at(-1)).toMatchObject({
      action: "result.status_override",
      from: "freeze",
      to: "reject",
      reason: "Candidate withdrew in writing",
      actor: "admissions@example.org",
    });
    expect(
      (
        await call(recordRoute.GET, get("/results/65f0000000000000000000ff", admissionsToken), {
          id: "65f0000000000000000000ff",
        })
      ).status,
    ).toBe(404);
  });
});
