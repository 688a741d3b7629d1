import { eq } from "drizzle-orm";
import { users } from "@/lib/db/schema";
import { createUser, listUsers, resetUserPassword, setUserDisabled, signOutEverywhere } from "@/lib/users/service";
import { verifyPassword } from "@/lib/auth/password";
import { SYSTEM, type Actor } from "@/lib/auth/actor";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

let testDb: TestDatabase;
let admin: Actor;
let editorId: string;
const PASSWORD = "correct horse battery";

beforeAll(async () => {
  testDb = await setupTestDatabase();
  const created = await createUser(SYSTEM, { email: "Chief@Example.org", role: "Admin", password: PASSWORD });
  admin = { kind: "user", id: created.id, email: created.email, role: "Admin" };
  editorId = (await createUser(admin, { email: "editor@example.org", role: "Editor", password: PASSWORD })).id;
});
afterAll(() => testDb.teardown());

const row = async (id: string) => (await testDb.handle.db.select().from(users).where(eq(users.id, id)))[0]!;

test("only an Admin manages users: others are refused, anonymous is asked to sign in", async () => {
  const editor: Actor = { kind: "user", id: editorId, email: "editor@example.org", role: "Editor" };
  await expect(listUsers(editor)).rejects.toMatchObject({ status: 403 });
  await expect(
    createUser({ kind: "anonymous" }, { email: "x@example.org", role: "Editor", password: PASSWORD }),
  ).rejects.toMatchObject({ status: 401 });
  await expect(setUserDisabled(editor, editorId, true)).rejects.toMatchObject({ status: 403 });
  expect((await listUsers(admin)).map((u) => u.email)).toEqual(["chief@example.org", "editor@example.org"]);
});

test("emails are stored in lower case and must be unique", async () => {
  await expect(
    createUser(admin, { email: "EDITOR@example.org", role: "Editor", password: PASSWORD }),
  ).rejects.toMatchObject({ status: 409, field: "email" });
});

test("disabling ends the account's sessions, and it can be enabled again", async () => {
  const before = await row(editorId);
  const disabled = await setUserDisabled(admin, editorId, true);
  expect(disabled.disabled).toBe(true);
  expect((await row(editorId)).sessionVersion).toBe(before.sessionVersion + 1);
  expect((await setUserDisabled(admin, editorId, false)).disabled).toBe(false);
});

test("nobody can disable themselves or the last active administrator", async () => {
  await expect(setUserDisabled(admin, admin.kind === "user" ? admin.id : "", true)).rejects.toMatchObject({
    status: 400,
  });
  await expect(setUserDisabled(SYSTEM, admin.kind === "user" ? admin.id : "", true)).rejects.toMatchObject({
    status: 409,
  });
});

test("a password reset gives a new password once and ends old sessions", async () => {
  const before = await row(editorId);
  const { password } = await resetUserPassword(admin, editorId);
  const after = await row(editorId);
  expect(await verifyPassword(after.passwordHash, password)).toBe(true);
  expect(await verifyPassword(after.passwordHash, PASSWORD)).toBe(false);
  expect(after.sessionVersion).toBe(before.sessionVersion + 1);
});

test("sign-out everywhere moves the caller's session version on", async () => {
  const id = admin.kind === "user" ? admin.id : "";
  const before = await row(id);
  await signOutEverywhere(admin);
  expect((await row(id)).sessionVersion).toBe(before.sessionVersion + 1);
});

test("an unknown or malformed user id is a 404", async () => {
  await expect(resetUserPassword(admin, "0123456789abcdef01234567")).rejects.toMatchObject({ status: 404 });
  await expect(setUserDisabled(admin, "../etc", true)).rejects.toMatchObject({ status: 404 });
});
