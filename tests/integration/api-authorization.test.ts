/**
 * The authorization matrix: every mutating endpoint of this API × {anonymous, expired token,
 * Faculty, Editor, Admissions, Admin} (and, for faculty profiles, a Faculty user who is not the
 * owner). Refusals must change nothing and must not carry `error`, so the old admin signs out.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import fs from "node:fs";
import { config } from "@/lib/config";
import { faculty, facultyResearch, notices, storedFiles } from "@/lib/db/schema";
import { SYSTEM } from "@/lib/auth/actor";
import { SESSION_EXPIRED_MESSAGE } from "@/lib/auth/request-actor";
import { createNotice } from "@/lib/notices/service";
import { addResearch } from "@/lib/faculty/service";
import * as upload from "@/app/api/v1/notice/upload/route";
import * as noticeById from "@/app/api/v1/notice/[id]/route";
import * as profile from "@/app/api/v1/faculty/[id]/route";
import * as research from "@/app/api/v1/faculty/[id]/research/route";
import * as researchEntry from "@/app/api/v1/faculty/[id]/research/[researchId]/route";
import {
  CALLERS,
  apiRequest,
  call,
  setupApiTest,
  snapshot,
  tokenOf,
  type ApiTestContext,
  type Caller,
} from "./api-helpers";
import { fileOf, pdfOfSize } from "./api-pdf-fixtures";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 120_000);
afterAll(() => context.testDb.teardown());

type AnyCaller = Caller | "OtherFaculty";
type Answer = Awaited<ReturnType<typeof call>>;
type Endpoint = {
  name: string;
  callers: AnyCaller[];
  allowed: AnyCaller[];
  /** Creates what the request acts on (a notice, a research entry) and returns its id. */
  prepare(): Promise<string>;
  send(target: string, token: string | undefined): Promise<Answer>;
};

const noTarget = async () => "";

async function freshNotice(): Promise<string> {
  const file = fileOf(await pdfOfSize(500 + Math.floor(Math.random() * 5000)), "t.pdf");
  return (await createNotice(SYSTEM, { fileName: "Matrix target", section: "students" }, file)).id;
}

async function freshResearch(): Promise<string> {
  return (await addResearch(SYSTEM, context.ownFacultyId, { research_area: "Matrix" })).id;
}

const NOTICE_WRITERS: AnyCaller[] = ["Editor", "Admin"];
const PROFILE_WRITERS: AnyCaller[] = ["Faculty", "Admin"];
const FACULTY_CALLERS: AnyCaller[] = [...CALLERS, "OtherFaculty"];

const endpoints: Endpoint[] = [
  {
    name: "POST /notice/upload",
    callers: CALLERS,
    allowed: NOTICE_WRITERS,
    prepare: noTarget,
    async send(_target, token) {
      const form = new FormData();
      form.set("fileName", "Matrix upload");
      form.set("section", "students");
      form.set("pdf", fileOf(await pdfOfSize(700 + Math.floor(Math.random() * 5000)), "u.pdf"));
      return call(upload.POST, apiRequest("POST", "notice/upload", { token, form }));
    },
  },
  {
    name: "PUT /notice/{id}",
    callers: CALLERS,
    allowed: NOTICE_WRITERS,
    prepare: freshNotice,
    send(id, token) {
      const form = new FormData();
      form.set("fileName", "Renamed by the matrix");
      return call(noticeById.PUT, apiRequest("PUT", `notice/${id}`, { token, form }), { id });
    },
  },
  {
    name: "PATCH /notice/{id}",
    callers: CALLERS,
    allowed: NOTICE_WRITERS,
    prepare: freshNotice,
    send: (id, token) =>
      call(noticeById.PATCH, apiRequest("PATCH", `notice/${id}`, { token, json: { archive: true } }), { id }),
  },
  {
    name: "DELETE /notice/{id}",
    callers: CALLERS,
    allowed: NOTICE_WRITERS,
    prepare: freshNotice,
    send: (id, token) => call(noticeById.DELETE, apiRequest("DELETE", `notice/${id}`, { token }), { id }),
  },
  {
    name: "PUT /faculty/{id}",
    callers: FACULTY_CALLERS,
    allowed: PROFILE_WRITERS,
    prepare: noTarget,
    send: (_target, token) =>
      call(
        profile.PUT,
        apiRequest("PUT", `faculty/${context.ownFacultyId}`, { token, json: { overview: `Changed ${Math.random()}` } }),
        { id: context.ownFacultyId },
      ),
  },
  {
    name: "POST /faculty/{id}/research",
    callers: FACULTY_CALLERS,
    allowed: PROFILE_WRITERS,
    prepare: noTarget,
    send: (_target, token) =>
      call(
        research.POST,
        apiRequest("POST", `faculty/${context.ownFacultyId}/research`, { token, json: { research_area: "New area" } }),
        { id: context.ownFacultyId },
      ),
  },
  {
    name: "PATCH /faculty/{id}/research/{researchId}",
    callers: FACULTY_CALLERS,
    allowed: PROFILE_WRITERS,
    prepare: freshResearch,
    send: (researchId, token) =>
      call(
        researchEntry.PATCH,
        apiRequest("PATCH", `faculty/${context.ownFacultyId}/research/${researchId}`, {
          token,
          json: { research_area: "Changed" },
        }),
        { id: context.ownFacultyId, researchId },
      ),
  },
  {
    name: "DELETE /faculty/{id}/research/{researchId}",
    callers: FACULTY_CALLERS,
    allowed: PROFILE_WRITERS,
    prepare: freshResearch,
    send: (researchId, token) =>
      call(
        researchEntry.DELETE,
        apiRequest("DELETE", `faculty/${context.ownFacultyId}/research/${researchId}`, { token }),
        {
          id: context.ownFacultyId,
          researchId,
        },
      ),
  },
];

function expectedRefusal(caller: AnyCaller): { status: number; message: string } {
  if (caller === "anonymous") return { status: 401, message: "No token,unauthorized!" };
  if (caller === "expired") return { status: 401, message: SESSION_EXPIRED_MESSAGE };
  if (caller === "OtherFaculty") return { status: 403, message: "Unauthorized: You cannot edit other faculty data." };
  return { status: 403, message: "You do not have permission to perform this action" };
}

const filesOnDisk = () =>
  fs.existsSync(config().filesDir)
    ? fs.readdirSync(config().filesDir, { recursive: true, encoding: "utf8" }).sort()
    : [];
const state = async () => ({
  rows: await snapshot(context, notices, storedFiles, faculty, facultyResearch),
  disk: filesOnDisk(),
});

const cases = endpoints.flatMap((endpoint) =>
  endpoint.callers.map((caller) => [endpoint.name, caller, endpoint] as const),
);

test.each(cases)("%s as %s", async (_name, caller, endpoint) => {
  const token = caller === "OtherFaculty" ? context.tokens.OtherFaculty : tokenOf(context, caller);
  const target = await endpoint.prepare();
  const before = await state();
  const { status, body } = await endpoint.send(target, token);
  if (endpoint.allowed.includes(caller)) {
    expect([200, 201]).toContain(status);
    expect(body.status).toBe("success");
    expect(await state()).not.toEqual(before);
  } else {
    // General shape, no `error`: the old admin then treats the session as over and signs out.
    expect({ status, body }).toEqual({
      status: expectedRefusal(caller).status,
      body: { status: "fail", message: expectedRefusal(caller).message },
    });
    expect(await state()).toEqual(before);
  }
});
