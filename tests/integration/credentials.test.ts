import { eq } from "drizzle-orm";
import { checkCredentials } from "@/lib/auth/credentials";
import { createUser, setUserDisabled } from "@/lib/users/service";
import { SYSTEM } from "@/lib/auth/actor";
import { auditLog, users } from "@/lib/db/schema";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

let testDb: TestDatabase;
const PASSWORD = "a long enough password";

beforeAll(async () => {
  testDb = await setupTestDatabase();
  await createUser(SYSTEM, { email: "staff@example.org", role: "Editor", password: PASSWORD });
  await createUser(SYSTEM, { email: "second@example.org", role: "Editor", password: PASSWORD });
});
afterAll(() => testDb.teardown());

test("a correct email and password sign in, record the time and an audit entry", async () => {
  const result = await checkCredentials({ email: " Staff@Example.org ", password: PASSWORD, ip: "10.0.0.1" });
  expect(result).toMatchObject({ ok: true, user: { email: "staff@example.org", role: "Editor" } });
  const [row] = await testDb.handle.db.select().from(users).where(eq(users.email, "staff@example.org"));
  expect(row?.lastLoginAt).toBeInstanceOf(Date);
  const entries = await testDb.handle.db.select().from(auditLog).where(eq(auditLog.action, "user.sign-in"));
  expect(entries[0]).toMatchObject({ actor: "staff@example.org", ip: "10.0.0.1" });
});

test("an unknown email, a wrong password and a disabled account get the same answer", async () => {
  const [second] = await testDb.handle.db.select().from(users).where(eq(users.email, "second@example.org"));
  await setUserDisabled(SYSTEM, second!.id, true);
  expect(await checkCredentials({ email: "second@example.org", password: PASSWORD, ip: "10.0.0.4" })).toEqual({ ok: false, reason: "invalid" });
  expect(await checkCredentials({ email: "nobody@example.org", password: PASSWORD, ip: "10.0.0.2" })).toEqual({ ok: false, reason: "invalid" });
  expect(await checkCredentials({ email: "staff@example.org", password: "wrong password!", ip: "10.0.0.3" })).toEqual({ ok: false, reason: "invalid" });
});

test("after 5 failures in 15 minutes an account is refused even with the right password", async () => {
  for (let i = 0; i < 5; i++) await checkCredentials({ email: "victim@example.org", password: `guess ${i}`, ip: `10.1.0.${i}` });
  const result = await checkCredentials({ email: "victim@example.org", password: PASSWORD, ip: "10.1.0.99" });
  expect(result).toMatchObject({ ok: false, reason: "rate-limited" });
  if (result.ok || result.reason !== "rate-limited") throw new Error("expected a rate limit");
  expect(result.retryAfterSeconds).toBeGreaterThan(0);
  expect(result.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
});

test("one address trying many accounts is stopped too", async () => {
  for (let i = 0; i < 20; i++) await checkCredentials({ email: `user${i}@example.org`, password: "nope nope nope", ip: "10.9.9.9" });
  expect(await checkCredentials({ email: "staff@example.org", password: PASSWORD, ip: "10.9.9.9" })).toMatchObject({ ok: false, reason: "rate-limited" });
  expect(await checkCredentials({ email: "staff@example.org", password: PASSWORD, ip: "10.9.9.10" })).toMatchObject({ ok: true });
});
