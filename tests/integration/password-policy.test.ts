/**
 * Staff passwords (issue 24, fault 13c): a common, breached or guessable password is refused with
 * a clear message wherever a password is set (the user service behind the admin form and
 * `npm run user:create`, and the ADMIN_PASSWORD bootstrap), NIST SP 800-63B style.
 */
import { eq } from "drizzle-orm";
import { SYSTEM } from "@/lib/auth/actor";
import { ensureAdministrator } from "@/lib/auth/bootstrap";
import { users } from "@/lib/db/schema";
import { ValidationError } from "@/lib/errors";
import { createUser } from "@/lib/users/service";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await setupTestDatabase();
}, 240_000);
afterAll(() => testDb.teardown());

const WEAK = ["aaaaaaaaaaaa", "123456789012", "password1234", "qwertyuiop12", "Password@123", "dseu12345678"];

async function refusal(email: string, password: string, name?: string): Promise<ValidationError> {
  const error = await createUser(SYSTEM, { email, password, role: "Editor", name }, testDb.handle.db).catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return error as ValidationError;
}

test.each(WEAK)("%s is refused, on the password field, with a message that says why", async (password) => {
  const error = await refusal(`weak-${password.length}-${Date.now()}@example.org`, password);
  expect(error.fieldErrors.password).toMatch(/^This password is too easy to guess\. .+ Choose a longer phrase/);
});

test("a password made from the account's own email or name is refused", async () => {
  expect((await refusal("ravindra.kumar@example.org", "ravindrakumar1")).fieldErrors.password).toMatch(/too easy/);
  expect((await refusal("rk@example.org", "Ravindranath99", "Ravindranath Kumar")).fieldErrors.password).toMatch(
    /too easy/,
  );
});

test("a long passphrase or a generated password is accepted", async () => {
  for (const [email, password] of [
    ["phrase@example.org", "violet kettle harbour 17 quietly"],
    ["random@example.org", "mZ8kq2LpX9wQ4hTn"],
  ]) {
    const user = await createUser(SYSTEM, { email: email!, password: password!, role: "Editor" }, testDb.handle.db);
    expect(user.email).toBe(email);
  }
});

test("the ADMIN_PASSWORD bootstrap refuses a weak password and creates nobody", async () => {
  const attempt = ensureAdministrator(testDb.handle.db, {
    email: "boot@example.org",
    password: "password1234",
    dataDir: testDb.dataDir,
  });
  await expect(attempt).rejects.toThrow(/ADMIN_PASSWORD: This password is too easy to guess/);
  expect(await testDb.handle.db.select().from(users).where(eq(users.email, "boot@example.org"))).toHaveLength(0);
});
