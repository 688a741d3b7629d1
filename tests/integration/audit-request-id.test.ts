import { eq } from "drizzle-orm";
import { recordAudit } from "@/lib/audit/record";
import { auditLog } from "@/lib/db/schema";
import { REQUEST_ID_HEADER, requestIdFrom, runWithRequestId } from "@/lib/log/request-context";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await setupTestDatabase();
});
afterAll(() => testDb.teardown());

const visitor = { kind: "anonymous" as const, ip: "203.0.113.5" };

test("an audit entry written while a request is served carries that request's id", async () => {
  await runWithRequestId("req-0123456789", () =>
    recordAudit(testDb.handle.db, visitor, { action: "check", entityType: "test", entityId: "with-request" }),
  );
  await recordAudit(testDb.handle.db, visitor, { action: "check", entityType: "test", entityId: "outside-request" });
  const rows = await testDb.handle.db
    .select({ entityId: auditLog.entityId, requestId: auditLog.requestId })
    .from(auditLog)
    .where(eq(auditLog.entityType, "test"));
  expect(rows).toEqual(
    expect.arrayContaining([
      { entityId: "with-request", requestId: "req-0123456789" },
      { entityId: "outside-request", requestId: null },
    ]),
  );
});

test("the id a proxy sends is kept when it looks like one, else a new one is made", () => {
  expect(REQUEST_ID_HEADER).toBe("x-request-id");
  expect(requestIdFrom("6f1c0b7e9a2d4c8b9e0f1a2b3c4d5e6f")).toBe("6f1c0b7e9a2d4c8b9e0f1a2b3c4d5e6f");
  expect(requestIdFrom(["abc-def-123456", "other"])).toBe("abc-def-123456");
  for (const hostile of [undefined, "", "short", "has space in it", "line\nbreak-injected", "x".repeat(200)]) {
    expect(requestIdFrom(hostile)).toMatch(/^[0-9a-f-]{36}$/);
  }
});
