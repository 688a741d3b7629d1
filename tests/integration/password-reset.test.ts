import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { passwordResetTokens, users } from "@/lib/db/schema";
import { createUser } from "@/lib/users/service";
import { verifyPassword } from "@/lib/auth/password";
import {
  changeOwnPassword,
  RESET_REQUESTED_MESSAGE,
  requestPasswordReset,
  resetLinkEmail,
  resetPasswordWithToken,
} from "@/lib/auth/password-reset";
import { SYSTEM, type Actor } from "@/lib/auth/actor";
import { createMailer, mailSettled, setMailer, type Mailer } from "@/lib/mail";
import { USER_ROLES, type UserRole } from "@/lib/users/roles";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

let testDb: TestDatabase;
let mailer: Mailer;
const PASSWORD = "correct horse battery staple";
const NEW_PASSWORD = "violet tractor umbrella quietly";
const accounts = {} as Record<UserRole, Extract<Actor, { kind: "user" }>>;
// Each test asks from its own address, so the per-address limit is not what it meets.
let address = 0;
const client = () => ({ ip: `192.0.2.${++address}` });

beforeAll(async () => {
  testDb = await setupTestDatabase();
  for (const role of USER_ROLES) {
    const email = `${role.toLowerCase()}@example.org`;
    const user = await createUser(SYSTEM, { email, role, password: PASSWORD });
    accounts[role] = { kind: "user", id: user.id, email, role };
  }
});
afterAll(() => testDb.teardown());
beforeEach(() => {
  mailer = createMailer({ from: "DSEU <no-reply@dseu.ac.in>", log: () => {} });
  setMailer(mailer);
});
afterEach(async () => {
  // The links are made after the answer: each test's are made before the next one starts.
  await mailSettled();
  setMailer(undefined);
});

const row = async (id: string) => (await testDb.handle.db.select().from(users).where(eq(users.id, id)))[0]!;
const tokensOf = (id: string) =>
  testDb.handle.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id));

/** Asks for a link and returns the token from the mail. */
async function mailedToken(email: string): Promise<string> {
  await requestPasswordReset({ email }, client());
  await mailSettled();
  const message = mailer.outbox.findLast((m) => m.to === email);
  const token = message?.text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no link mailed to ${email}`);
  return token;
}

test("every staff role gets a mailed link; the answer is the same for unknown, faculty and disabled accounts", async () => {
  for (const role of USER_ROLES.filter((r) => r !== "Faculty")) {
    const answer = await requestPasswordReset({ email: accounts[role].email.toUpperCase() }, client());
    expect(answer).toEqual({ status: "success", message: RESET_REQUESTED_MESSAGE });
  }
  const disabled = await createUser(SYSTEM, { email: "gone@example.org", role: "Editor", password: PASSWORD });
  await testDb.handle.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
  for (const email of ["nobody@example.org", accounts.Faculty.email, "gone@example.org"])
    expect(await requestPasswordReset({ email }, client())).toEqual({
      status: "success",
      message: RESET_REQUESTED_MESSAGE,
    });
  await mailSettled();
  expect(mailer.outbox.map((m) => m.to).sort()).toEqual(
    USER_ROLES.filter((r) => r !== "Faculty")
      .map((r) => accounts[r].email)
      .sort(),
  );
  expect(await tokensOf(accounts.Faculty.id)).toHaveLength(0);
  expect(await tokensOf(disabled.id)).toHaveLength(0);
  expect(mailer.outbox[0]!.text).toContain("30 minutes");
});

test("a malformed email is a field error, not the same answer", async () => {
  await expect(requestPasswordReset({ email: "not an email" }, client())).rejects.toMatchObject({
    status: 400,
    field: "email",
  });
});

test("only a hash of the token is stored, and it expires after 30 minutes", async () => {
  const before = Date.now();
  const token = await mailedToken(accounts.Editor.email);
  const [stored] = await tokensOf(accounts.Editor.id);
  expect(stored!.tokenHash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
  expect(JSON.stringify(stored)).not.toContain(token);
  const ttl = stored!.expiresAt.getTime() - before;
  expect(ttl).toBeGreaterThan(29 * 60_000);
  expect(ttl).toBeLessThanOrEqual(30 * 60_000 + 5_000);
});

test("a weak password is refused and keeps the link usable; the link then sets the password once and ends every session", async () => {
  const token = await mailedToken(accounts.Admissions.email);
  expect(await resetLinkEmail(token)).toBe(accounts.Admissions.email);
  await expect(resetPasswordWithToken({ token, password: "password1234" }, client())).rejects.toMatchObject({
    status: 400,
    field: "password",
  });
  await expect(resetPasswordWithToken({ token, password: "admissions2025" }, client())).rejects.toMatchObject({
    status: 400,
    field: "password",
  });
  const before = await row(accounts.Admissions.id);
  expect(await resetPasswordWithToken({ token, password: NEW_PASSWORD }, client())).toEqual({
    email: accounts.Admissions.email,
  });
  const after = await row(accounts.Admissions.id);
  expect(await verifyPassword(after.passwordHash, NEW_PASSWORD)).toBe(true);
  expect(after.sessionVersion).toBe(before.sessionVersion + 1);
  // Single use.
  expect(await resetLinkEmail(token)).toBeUndefined();
  await expect(
    resetPasswordWithToken({ token, password: "another quite long phrase here" }, client()),
  ).rejects.toMatchObject({ status: 400, field: "token" });
  expect(await verifyPassword((await row(accounts.Admissions.id)).passwordHash, NEW_PASSWORD)).toBe(true);
});

test("two resets with one link at once: exactly one sets the password", async () => {
  const token = await mailedToken(accounts.Publisher.email);
  const outcomes = await Promise.allSettled([
    resetPasswordWithToken({ token, password: "first racing pelican garden" }, client()),
    resetPasswordWithToken({ token, password: "second quiet harbour lantern" }, client()),
  ]);
  expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
});

test("an expired link, an unknown token and a superseded link do nothing", async () => {
  const old = await mailedToken(accounts.Admin.email);
  const token = await mailedToken(accounts.Admin.email);
  expect(await resetLinkEmail(old)).toBeUndefined();
  await testDb.handle.db
    .update(passwordResetTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(passwordResetTokens.userId, accounts.Admin.id));
  for (const t of [token, old, "made-up-token"])
    await expect(resetPasswordWithToken({ token: t, password: NEW_PASSWORD }, client())).rejects.toMatchObject({
      status: 400,
      field: "token",
    });
  expect(await verifyPassword((await row(accounts.Admin.id)).passwordHash, PASSWORD)).toBe(true);
});

test("requests for one email are limited, whatever the address, and the limit answers 429", async () => {
  const email = "limited@example.org";
  for (let i = 0; i < 3; i++) await requestPasswordReset({ email }, client());
  await expect(requestPasswordReset({ email }, client())).rejects.toMatchObject({ status: 429 });
});

describe("changing one's own password", () => {
  test("anonymous callers are asked to sign in", async () => {
    await expect(
      changeOwnPassword({ kind: "anonymous" }, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
    ).rejects.toMatchObject({ status: 401 });
  });

  test("needs the current password and a password the policy accepts", async () => {
    const editor = { ...accounts.Editor, ip: "198.51.100.40" };
    await expect(
      changeOwnPassword(editor, { currentPassword: "not my password", newPassword: NEW_PASSWORD }),
    ).rejects.toMatchObject({ status: 400, field: "currentPassword" });
    await expect(
      changeOwnPassword(editor, { currentPassword: PASSWORD, newPassword: "qwertyuiop123" }),
    ).rejects.toMatchObject({ status: 400, field: "newPassword" });
    await expect(changeOwnPassword(editor, { currentPassword: PASSWORD, newPassword: PASSWORD })).rejects.toMatchObject(
      { status: 400, field: "newPassword" },
    );
    expect(await verifyPassword((await row(editor.id)).passwordHash, PASSWORD)).toBe(true);
  });

  // The race above left the Publisher's password one of two.
  test.each(USER_ROLES.filter((r) => r !== "Publisher"))(
    "an account of role %s changes their own password and every session ends",
    async (role) => {
      const actor = { ...accounts[role], ip: "198.51.100.41" };
      const before = await row(actor.id);
      const current = (await verifyPassword(before.passwordHash, PASSWORD)) ? PASSWORD : NEW_PASSWORD;
      const next = `${role} marmalade compass river`;
      await changeOwnPassword(actor, { currentPassword: current, newPassword: next });
      const after = await row(actor.id);
      expect(await verifyPassword(after.passwordHash, next)).toBe(true);
      expect(after.sessionVersion).toBe(before.sessionVersion + 1);
    },
  );

  test("wrong current passwords are limited like sign-ins", async () => {
    const actor = { ...accounts.Faculty, ip: "198.51.100.42" };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 7 }, () =>
        changeOwnPassword(actor, { currentPassword: "guess", newPassword: NEW_PASSWORD }),
      ),
    );
    const statuses = outcomes.map((o) => (o.status === "rejected" ? (o.reason as { status: number }).status : 200));
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });
});
