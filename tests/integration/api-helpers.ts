import crypto from "node:crypto";
import { asc, sql } from "drizzle-orm";
import { SignJWT } from "jose";
import type { PgTable } from "drizzle-orm/pg-core";
import { config } from "@/lib/config";
import { auditLog, faculty, users as usersTable } from "@/lib/db/schema";
import type { Database } from "@/lib/db/client";
import { type UserRole } from "@/lib/users/roles";
import { createUser } from "@/lib/users/service";
import { SYSTEM, type Actor } from "@/lib/auth/actor";
import { signApiToken } from "@/lib/auth/tokens";
import { SEEDED, setupTestDatabase, type Template, type TestDatabase } from "../helpers/test-database";

/**
 * Shared set-up of the /api/v1 integration tests: a seeded test database, one user per role (and
 * a second Faculty user who owns another profile), bearer tokens for each, and requests built the
 * way Next.js hands them to route handlers.
 */
export const PASSWORD = "correct horse battery staple";

export type Caller = "anonymous" | "expired" | "Faculty" | "Editor" | "Admissions" | "Admin";
export const CALLERS: Caller[] = ["anonymous", "expired", "Faculty", "Editor", "Admissions", "Admin"];

export type ApiTestContext = {
  testDb: TestDatabase;
  users: Record<UserRole | "OtherFaculty", { id: string; email: string }>;
  tokens: Record<UserRole | "OtherFaculty" | "expired", string>;
  /** The profile the Faculty user owns, and one owned by OtherFaculty. */
  ownFacultyId: string;
  otherFacultyId: string;
};

/** A token signed with the API key but already expired, as the server would have issued it 9 hours ago. */
export async function expiredApiToken(user: { id: string; email: string; role: UserRole }): Promise<string> {
  const key = new Uint8Array(crypto.createHmac("sha256", config().authSecret).update("dseu:api-token").digest());
  const issuedAt = Math.floor(Date.now() / 1000) - 9 * 60 * 60;
  return new SignJWT({ email: user.email, role: user.role, sv: 1 })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setAudience("dseu:api")
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 8 * 60 * 60)
    .sign(key);
}

/** The two faculty profiles the Faculty and OtherFaculty users own: the seed's first two by e-mail. */
async function twoFacultyProfiles(database: Database) {
  const [own, other] = await database
    .select({ id: faculty.id, email: faculty.email })
    .from(faculty)
    .orderBy(asc(faculty.email))
    .limit(2);
  if (!own || !other) throw new Error("the seed must contain at least two faculty members");
  return { own, other };
}

const STAFF_EMAILS = {
  Admin: "admin@example.org",
  Editor: "editor@example.org",
  Admissions: "admissions@example.org",
  Publisher: "publisher@example.org",
} as const;

/** The seed and one user per role, built once per run (their password hashes are slow on purpose). */
const API_TEMPLATE: Template = {
  name: "api",
  async build(handle) {
    await SEEDED.build(handle);
    const { own, other } = await twoFacultyProfiles(handle.db);
    const accounts: [string, UserRole][] = [
      ...Object.entries(STAFF_EMAILS).map(([role, email]): [string, UserRole] => [email, role as UserRole]),
      [own.email, "Faculty"],
      [other.email, "Faculty"],
    ];
    for (const [email, role] of accounts) await createUser(SYSTEM, { email, password: PASSWORD, role }, handle.db);
  },
};

export async function setupApiTest(): Promise<ApiTestContext> {
  const testDb = await setupTestDatabase(API_TEMPLATE);
  const { own, other } = await twoFacultyProfiles(testDb.handle.db);
  const rows = await testDb.handle.db.select({ id: usersTable.id, email: usersTable.email }).from(usersTable);
  const user = (email: string, role: UserRole) => {
    const row = rows.find((candidate) => candidate.email === email);
    if (!row) throw new Error(`the API template has no user ${email}`);
    return { id: row.id, email: row.email, role };
  };
  const users = {
    Admin: user(STAFF_EMAILS.Admin, "Admin"),
    Editor: user(STAFF_EMAILS.Editor, "Editor"),
    Admissions: user(STAFF_EMAILS.Admissions, "Admissions"),
    Faculty: user(own.email, "Faculty"),
    Publisher: user(STAFF_EMAILS.Publisher, "Publisher"),
    OtherFaculty: user(other.email, "Faculty"),
  };
  const token = (u: (typeof users)[keyof typeof users]) => signApiToken({ ...u, sessionVersion: 1 });
  const tokens = {
    Admin: await token(users.Admin),
    Editor: await token(users.Editor),
    Admissions: await token(users.Admissions),
    Faculty: await token(users.Faculty),
    Publisher: await token(users.Publisher),
    OtherFaculty: await token(users.OtherFaculty),
    expired: await expiredApiToken(users.Editor),
  };
  return { testDb, users, tokens, ownFacultyId: own.id, otherFacultyId: other.id };
}

export function tokenOf(context: ApiTestContext, caller: Caller | "OtherFaculty" | "Publisher"): string | undefined {
  return caller === "anonymous" ? undefined : context.tokens[caller];
}

type RequestOptions = {
  token?: string;
  json?: unknown;
  form?: FormData;
  body?: BodyInit;
  headers?: Record<string, string>;
};

/** A request to /api/v1/<path>, as a route handler receives it. */
export function apiRequest(method: string, path: string, options: RequestOptions = {}): Request {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  headers.set("x-forwarded-for", headers.get("x-forwarded-for") ?? "203.0.113.10");
  headers.set("user-agent", headers.get("user-agent") ?? "jest api test");
  let body = options.body;
  if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  return new Request(`http://localhost/api/v1/${path.replace(/^\//, "")}`, { method, headers, body });
}

type RouteHandler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

export async function call<P = Record<string, never>>(handler: RouteHandler<P>, request: Request, params?: P) {
  const response = await handler(request, { params: Promise.resolve((params ?? {}) as P) });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`Not JSON (status ${response.status}): ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, body };
}

/** Every row of the tables, for "nothing changed" checks. */
export async function snapshot(context: ApiTestContext, ...tables: PgTable[]): Promise<unknown[]> {
  const all = [...tables, auditLog];
  return Promise.all(
    all.map((table) =>
      context.testDb.handle.db
        .select()
        .from(table)
        .orderBy(sql`1`),
    ),
  );
}

/** The signed-in actor of a role's test user, as the services receive it. */
export function actorOf(context: ApiTestContext, role: UserRole): Actor {
  const user = context.users[role];
  return { kind: "user", id: user.id, email: user.email, role };
}

export const ANONYMOUS: Actor = { kind: "anonymous" };
