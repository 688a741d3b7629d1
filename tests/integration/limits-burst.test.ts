/**
 * Concurrency sweep (issue 24, fault 4): every limit declared in lib/rate-limit.ts holds to its
 * number exactly under a burst of simultaneous requests to the real route handlers. A limit was
 * checked before the work and counted after it, so 40 wrong passwords sent at once were all
 * verified against a limit of 5. On PGlite the counts are in memory; in the integration-postgres
 * project, with TEST_REDIS_URL, they are in Redis, as on a cluster.
 *
 * A limit above the burst is first brought to 25 short of its number (requests sent together, all
 * within the limit), so the burst of 50 crosses it: exactly 25 get through.
 */
jest.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { LIMITS, type LimitId } from "@/lib/rate-limit";
import { SYSTEM } from "@/lib/auth/actor";
import { createUser } from "@/lib/users/service";
import { campuses, submissions } from "@/lib/db/schema";
import { newId } from "@/lib/ids";
import { closeRedis, redisClient } from "@/lib/redis/client";
import { mailSettled } from "@/lib/mail";
import * as loginRoute from "@/app/api/v1/auth/login/route";
import * as pgRoute from "@/app/api/v1/pg/route";
import * as forgotRoute from "@/app/api/v1/auth/forgot-password/route";
import * as grievanceRoute from "@/app/api/v1/studentGrievance/route";
import * as searchClickRoute from "@/app/api/search/click/route";
import { setupTestDatabase, type TestDatabase } from "../helpers/test-database";
import { confirmEnrolment, startEnrolment } from "@/lib/auth/two-factor";
import { wrongCode, codeNow } from "../helpers/totp";

const BURST = 50;
const HEADROOM = 25;
const PASSWORD = "correct horse battery staple";
const redisUrl = process.env.DSEU_TEST_DATABASE === "postgres" ? process.env.TEST_REDIS_URL : undefined;
// Every run counts under keys of its own, in memory or in Redis.
const run = crypto.randomBytes(4).toString("hex");

let testDb: TestDatabase;
let pdf: Uint8Array;
let twoFactorSecret = "";
beforeAll(async () => {
  if (redisUrl) {
    process.env.REDIS_URL = redisUrl;
    process.env.REDIS_KEY_PREFIX = `test-limits-${run}:`;
  }
  testDb = await setupTestDatabase();
  await testDb.handle.db
    .insert(campuses)
    .values({ id: newId(), name: "DSEU Pusa-II Campus", slug: "dseu-pusa-ii-campus", zone: "central" });
  // An account with two-factor sign-in, for the burst of wrong codes after its right password.
  const enrolled = await createUser(
    SYSTEM,
    { email: `two-factor-${run}@example.org`, password: PASSWORD, role: "Publisher" },
    testDb.handle.db,
  );
  const owner = { kind: "user", id: enrolled.id, email: enrolled.email, role: "Publisher" } as const;
  const { secret } = await startEnrolment(owner, testDb.handle.db);
  await confirmEnrolment(owner, { code: codeNow(secret) }, testDb.handle.db);
  twoFactorSecret = secret;
  const document = await PDFDocument.create();
  document.addPage();
  pdf = await document.save();
}, 240_000);

afterAll(async () => {
  // The "forgot password" requests look their emails up after answering.
  await mailSettled();
  const redis = redisClient();
  if (redis) {
    const keys = await redis.keys(`test-limits-${run}:*`);
    if (keys.length) await redis.del(...keys);
    await closeRedis();
  }
  await testDb.teardown();
});

type Outcome = "through" | "refused";
const context = { params: Promise.resolve({}) };

function outcomeOf(response: Response, through: number): Outcome {
  if (response.status === 429) return "refused";
  if (response.status === through) return "through";
  throw new Error(`unexpected status ${response.status}`);
}

async function login(email: string, password: string, ip: string, code?: string): Promise<Outcome> {
  const request = new Request("http://localhost/api/v1/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ email, password, code }),
  });
  return outcomeOf(await loginRoute.POST(request, context), 401);
}

/** A result lookup with a date of birth that matches nothing: a failed lookup (401). */
async function lookup(email: string, ip: string): Promise<Outcome> {
  const request = new Request("http://localhost/api/v1/pg", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ email, password: "13-01-2002" }),
  });
  return outcomeOf(await pgRoute.POST(request, context), 401);
}

/** A "forgot password" request: answered 200 whatever the email, so every one counts. */
async function forgot(email: string, ip: string): Promise<Outcome> {
  const request = new Request("http://localhost/api/v1/auth/forgot-password", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ email }),
  });
  return outcomeOf(await forgotRoute.POST(request, context), 200);
}

async function grievance(ip: string): Promise<Outcome> {
  const form = new FormData();
  const fields = {
    fullName: "Ravi Kumar",
    email: "ravi@example.org",
    mobile: "9812345678",
    campus: "pusa-ii",
    grievanceCategory: "exam",
    description: "My semester result shows a subject I never registered for.",
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("pdf", new File([Buffer.from(pdf)], "result.pdf", { type: "application/pdf" }));
  const request = new Request("http://localhost/api/v1/studentGrievance", {
    method: "POST",
    body: form,
    headers: { "x-forwarded-for": ip },
  });
  return outcomeOf(await grievanceRoute.POST(request, context), 201);
}

/** A result opened from a search nobody made: not counted, but it takes its point (204). */
async function searchClick(ip: string): Promise<Outcome> {
  const request = new Request("http://localhost/api/search/click", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ query: `burst ${run}` }),
  });
  return outcomeOf(await searchClickRoute.POST(request), 204);
}

/** For each limit: one attempt that counts against it, numbered within its sweep (unique keys per run). */
const attempts: Record<LimitId, (index: number) => Promise<Outcome>> = {
  // One account, one address, wrong passwords.
  signInPerAccountAndAddress: () => login(`pair-${run}@example.org`, "wrong guess", "198.51.100.1"),
  // One account, a new address each time (so no pair limit is reached), wrong passwords.
  signInPerAccount: (i) => login(`account-${run}@example.org`, "wrong guess", `10.1.${i >> 8}.${i & 255}`),
  // One address, a new account each time.
  signInPerAddress: (i) => login(`someone-${run}-${i}@example.org`, "wrong guess", "198.51.100.2"),
  // The right password and a wrong code, from a new address each time (so no password limit is reached).
  twoFactorPerAccount: (i) =>
    login(`two-factor-${run}@example.org`, PASSWORD, `10.4.${i >> 8}.${i & 255}`, wrongCode(twoFactorSecret)),
  // One address, a new email each time: every lookup counts.
  lookupsPerAddress: (i) => lookup(`lookup-${run}-${i}@example.org`, "198.51.100.3"),
  failedLookupsPerEmailAndAddress: () => lookup(`pair-${run}@example.org`, "198.51.100.4"),
  failedLookupsPerEmail: (i) => lookup(`email-${run}@example.org`, `10.2.${i >> 8}.${i & 255}`),
  // One address, a new email each time.
  passwordResetsPerAddress: (i) => forgot(`reset-${run}-${i}@example.org`, "198.51.100.10"),
  // One email, a new address each time.
  passwordResetsPerEmail: (i) => forgot(`reset-${run}@example.org`, `10.3.${i >> 8}.${i & 255}`),
  submissionsPerKindAndAddress: () => grievance("198.51.100.5"),
  searchClicksPerAddress: () => searchClick("198.51.100.6"),
};

(redisUrl ? test : test.skip)("the counts are kept in Redis (the cluster's store)", async () => {
  await lookup(`redis-${run}@example.org`, "198.51.100.9");
  expect(await redisClient()!.keys(`test-limits-${run}:rl:*`)).not.toHaveLength(0);
});

const count = (outcomes: Outcome[], wanted: Outcome) => outcomes.filter((outcome) => outcome === wanted).length;

test("every declared limit has a burst in this sweep", () => {
  expect(Object.keys(attempts).sort()).toEqual(Object.keys(LIMITS).sort());
});

describe.each(Object.keys(LIMITS) as LimitId[])("a burst of %s", (id) => {
  test(`of ${BURST} simultaneous requests lets through exactly what the limit allows`, async () => {
    const { limit } = LIMITS[id];
    const prefill = Math.max(0, limit - HEADROOM);
    const early = await Promise.all(Array.from({ length: prefill }, (_, i) => attempts[id](i)));
    expect(count(early, "through")).toBe(prefill);
    const burst = await Promise.all(Array.from({ length: BURST }, (_, i) => attempts[id](prefill + i)));
    expect(count(burst, "through")).toBe(Math.min(BURST, limit - prefill));
    expect(count(burst, "refused")).toBe(BURST - Math.min(BURST, limit - prefill));
  });
});

describe("sign-in bursts (fault 4)", () => {
  beforeAll(async () => {
    for (const email of [`owner-${run}@example.org`, `guessed-${run}@example.org`])
      await createUser(SYSTEM, { email, password: PASSWORD, role: "Editor" }, testDb.handle.db);
  });

  test("a burst of 40 guesses with the right password at position 36 does not sign in", async () => {
    const email = `guessed-${run}@example.org`;
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(email, i === 35 ? PASSWORD : `guess ${i}`, "198.51.100.6")),
    );
    expect(count(outcomes, "through")).toBe(LIMITS.signInPerAccountAndAddress.limit);
    expect(outcomes[35]).toBe("refused");
  });

  test("120 wrong passwords at once from one address do not lock the owner out elsewhere", async () => {
    const email = `owner-${run}@example.org`;
    await Promise.all(Array.from({ length: 120 }, (_, i) => login(email, `guess ${i}`, "198.51.100.7")));
    const request = new Request("http://localhost/api/v1/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.77" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect((await loginRoute.POST(request, context)).status).toBe(200);
  });
});

test("a burst of 20 grievances with attachments from one address stores exactly the limit", async () => {
  const before = await testDb.handle.db.$count(submissions, eq(submissions.kind, "grievance"));
  const outcomes = await Promise.all(Array.from({ length: 20 }, () => grievance("198.51.100.8")));
  expect(count(outcomes, "through")).toBe(LIMITS.submissionsPerKindAndAddress.limit);
  const after = await testDb.handle.db.$count(submissions, eq(submissions.kind, "grievance"));
  expect(after - before).toBe(LIMITS.submissionsPerKindAndAddress.limit);
});
