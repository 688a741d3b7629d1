/** Faculty profile and research writes: the owner, administrators, and everyone else. */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import { eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { auditLog, facultyResearch } from "@/lib/db/schema";
import { legacyFacultySchema } from "@/lib/faculty/legacy";
import * as profile from "@/app/api/v1/faculty/[id]/route";
import * as research from "@/app/api/v1/faculty/[id]/research/route";
import * as researchEntry from "@/app/api/v1/faculty/[id]/research/[researchId]/route";
import { apiRequest, call, setupApiTest, type ApiTestContext } from "./api-helpers";

let context: ApiTestContext;
beforeAll(async () => {
  context = await setupApiTest();
}, 120_000);
afterAll(() => context.testDb.teardown());
beforeEach(() => jest.mocked(revalidateTag).mockClear());

const put = (id: string, json: unknown, token = context.tokens.Faculty) =>
  call(profile.PUT, apiRequest("PUT", `faculty/${id}`, { token, json }), { id });
const addEntry = (id: string, json: unknown, token = context.tokens.Faculty) =>
  call(research.POST, apiRequest("POST", `faculty/${id}/research`, { token, json }), { id });
const patchEntry = (id: string, researchId: string, json: unknown, token = context.tokens.Faculty) =>
  call(researchEntry.PATCH, apiRequest("PATCH", `faculty/${id}/research/${researchId}`, { token, json }), {
    id,
    researchId,
  });
const deleteEntry = (id: string, researchId: string, token = context.tokens.Faculty) =>
  call(researchEntry.DELETE, apiRequest("DELETE", `faculty/${id}/research/${researchId}`, { token }), {
    id,
    researchId,
  });

describe("PUT /faculty/{id}", () => {
  test("the owner changes the overview: 200 with the legacy message and the updated profile, visible to readers", async () => {
    const { status, body } = await put(context.ownFacultyId, { overview: "  Teaches networks and security.  " });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "success", message: "Faculty updated successfully" });
    const updated = legacyFacultySchema.parse(body.updatedFaculty);
    expect(updated).toMatchObject({ _id: context.ownFacultyId, overview: "Teaches networks and security." });
    const read = await call(profile.GET, apiRequest("GET", `faculty/${context.ownFacultyId}`), {
      id: context.ownFacultyId,
    });
    expect((read.body.data as { faculty: { overview: string } }).faculty.overview).toBe(
      "Teaches networks and security.",
    );
    expect(revalidateTag).toHaveBeenCalledWith("faculty", { expire: 0 });
    const [entry] = await context.testDb.handle.db.select().from(auditLog).where(eq(auditLog.action, "faculty.update"));
    expect(entry).toMatchObject({
      entityId: context.ownFacultyId,
      actor: context.users.Faculty.email,
      after: expect.objectContaining({ overview: "Teaches networks and security." }),
    });
  });

  test("the photo address must be one of this site's own files", async () => {
    // Another site's picture would be blocked by the Content-Security-Policy, and could change
    // under the profile: photos are uploaded (tests/integration/api-faculty-photo.test.ts).
    for (const photo of ["https://i.imgur.com/abc.jpg", "javascript:alert(1)"]) {
      expect(await put(context.ownFacultyId, { photo })).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/^photo: /) },
      });
    }
  });

  test("another faculty member is refused with 403 and the old backend's words; an administrator may", async () => {
    expect(await put(context.otherFacultyId, { overview: "Not mine" })).toMatchObject({
      status: 403,
      body: { status: "fail", message: "Unauthorized: You cannot edit other faculty data." },
    });
    expect(
      (await put(context.otherFacultyId, { overview: "Set by the administrator" }, context.tokens.Admin)).status,
    ).toBe(200);
  });

  test("validation: 400 naming the field; unknown 404; malformed 400", async () => {
    expect(await put(context.ownFacultyId, { overview: 42 })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^overview: /) },
    });
    expect(await put(context.ownFacultyId, {})).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^overview: /) },
    });
    expect(await put(context.ownFacultyId, { overview: "x".repeat(20_001) })).toMatchObject({ status: 400 });
    const unknown = "0123456789abcdef01234567";
    expect(await put(unknown, { overview: "x" }, context.tokens.Admin)).toMatchObject({
      status: 404,
      body: { message: `Cannot find faculty with id: ${unknown}` },
    });
    expect(await put("abc", { overview: "x" })).toMatchObject({ status: 400, body: { message: "Invalid _id:abc" } });
  });
});

describe("research entries", () => {
  test("add, update and delete round trip with the legacy answers", async () => {
    const added = await addEntry(context.ownFacultyId, {
      research_area: "Edge AI",
      research_overview: "Small models on cheap devices.",
      publications: "Paper one, Paper two",
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      status: "success",
      message: "Research added successfully",
      newResearch: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        research_area: "Edge AI",
        research_overview: "Small models on cheap devices.",
        publications: "Paper one, Paper two",
      },
    });
    const researchId = (added.body.newResearch as { _id: string })._id;

    const patched = await patchEntry(context.ownFacultyId, researchId, {
      publications: "Paper one\nPaper two\nPaper three",
    });
    expect(patched).toMatchObject({
      status: 200,
      body: {
        message: "Research updated successfully",
        research: { _id: researchId, research_area: "Edge AI", publications: "Paper one\nPaper two\nPaper three" },
      },
    });

    const deleted = await deleteEntry(context.ownFacultyId, researchId);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe("Research deleted successfully");
    const after = legacyFacultySchema.parse(deleted.body.updatedFaculty);
    expect(after.research.map((r) => r._id)).not.toContain(researchId);
    expect(revalidateTag).toHaveBeenCalledWith("faculty", { expire: 0 });

    expect(await patchEntry(context.ownFacultyId, researchId, { research_area: "x" })).toMatchObject({
      status: 404,
      body: { message: `No research found with id: ${researchId}` },
    });
    expect(await deleteEntry(context.ownFacultyId, researchId)).toMatchObject({
      status: 404,
      body: { message: `No research found with ID: ${researchId}` },
    });
  });

  test("an entry of another profile cannot be reached through one's own profile", async () => {
    const other = await addEntry(context.otherFacultyId, { research_area: "Robotics" }, context.tokens.OtherFaculty);
    const otherId = (other.body.newResearch as { _id: string })._id;
    expect(await patchEntry(context.ownFacultyId, otherId, { research_area: "Hijacked" })).toMatchObject({
      status: 404,
    });
    expect(await deleteEntry(context.ownFacultyId, otherId)).toMatchObject({ status: 404 });
    const [row] = await context.testDb.handle.db.select().from(facultyResearch).where(eq(facultyResearch.id, otherId));
    expect(row!.researchArea).toBe("Robotics");
  });

  test("validation: an empty entry, a wrong type, an empty change and a malformed research id", async () => {
    expect(await addEntry(context.ownFacultyId, { research_area: " ", publications: "" })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^research_area: /) },
    });
    expect(await addEntry(context.ownFacultyId, { research_area: ["a"] })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^research_area: /) },
    });
    const added = await addEntry(context.ownFacultyId, { publications: "Only publications" });
    expect(added.status).toBe(201);
    const researchId = (added.body.newResearch as { _id: string })._id;
    expect(await patchEntry(context.ownFacultyId, researchId, {})).toMatchObject({ status: 400 });
    expect(await patchEntry(context.ownFacultyId, "zzz", { research_area: "x" })).toMatchObject({
      status: 400,
      body: { message: "Invalid researchId:zzz" },
    });
  });
});
