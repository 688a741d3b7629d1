import { and, desc, eq, gt, isNotNull, isNull, lte, ne, or } from "drizzle-orm";
import { config } from "../config";
import { db, type Database } from "../db/client";
import { staffSessions, users } from "../db/schema";
import { newId, isId } from "../ids";
import { recordAudit } from "../audit/record";
import { NotFoundError, UnauthorizedError } from "../errors";
import type { Actor } from "./actor";
import { API_TOKEN_TTL_SECONDS } from "./tokens";

/**
 * The browser sessions of staff and faculty accounts. Each sign-in through next-auth starts one;
 * its id rides in the session cookie. A session holds while it is not ended, has seen a request
 * within SESSION_IDLE_MINUTES (the idle timeout), is within its absolute 8 hours, and its account
 * is still on the session version it began with (signing out everywhere, a new password and
 * disabling the account move that on). Bearer tokens of the API have no session: they end with
 * the session version only.
 */

// A request moves `last_seen_at` on at most once a minute: the idle timeout does not need more, and
// every page view would otherwise be a write.
const TOUCH_EVERY_MS = 60_000;

const idleMs = () => config().sessionIdleMinutes * 60_000;

type Client = { ip?: string; userAgent?: string };

/** Starts a session for a user who has just proved their password; answers its id for the cookie. */
export async function startSession(
  user: { id: string; sessionVersion: number },
  client: Client,
  database: Database = db(),
): Promise<string> {
  const id = newId();
  const now = Date.now();
  // The account's sessions that can no longer hold go, so the table keeps only live ones.
  await database
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.userId, user.id),
        or(
          isNotNull(staffSessions.endedAt),
          ne(staffSessions.sessionVersion, user.sessionVersion),
          lte(staffSessions.expiresAt, new Date(now)),
          lte(staffSessions.lastSeenAt, new Date(now - idleMs())),
        ),
      ),
    );
  await database.insert(staffSessions).values({
    id,
    userId: user.id,
    sessionVersion: user.sessionVersion,
    ip: client.ip ?? null,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + API_TOKEN_TTL_SECONDS * 1000),
  });
  return id;
}

/**
 * Whether the session `id` of this user, on this session version, still holds; a live one is
 * marked as seen now (at most once a minute).
 */
export async function sessionHolds(
  id: unknown,
  user: { id: string; sessionVersion: number },
  database: Database = db(),
): Promise<boolean> {
  if (typeof id !== "string" || !isId(id)) return false;
  const now = new Date();
  const [session] = await database
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.id, id), eq(staffSessions.userId, user.id)));
  if (!session || session.endedAt || session.sessionVersion !== user.sessionVersion) return false;
  if (session.expiresAt <= now || now.getTime() - session.lastSeenAt.getTime() >= idleMs()) return false;
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS)
    await database.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
  return true;
}

export type SessionSummary = {
  id: string;
  current: boolean;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
};

function signedIn(actor: Actor): Extract<Actor, { kind: "user" }> {
  if (actor.kind !== "user") throw new UnauthorizedError();
  return actor;
}

/** The caller's own sessions that still hold, the most recently used first. */
export async function listOwnSessions(actor: Actor, database: Database = db()): Promise<SessionSummary[]> {
  const user = signedIn(actor);
  const now = new Date();
  const rows = await database
    .select({ session: staffSessions })
    .from(staffSessions)
    .innerJoin(users, eq(users.id, staffSessions.userId))
    .where(
      and(
        eq(staffSessions.userId, user.id),
        eq(staffSessions.sessionVersion, users.sessionVersion),
        isNull(staffSessions.endedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - idleMs())),
      ),
    )
    .orderBy(desc(staffSessions.lastSeenAt));
  return rows.map(({ session }) => ({
    id: session.id,
    current: session.id === user.sessionId,
    ip: session.ip,
    userAgent: session.userAgent,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
  }));
}

/** Ends one of the caller's own sessions (another's is not found). */
export async function endOwnSession(actor: Actor, id: string, database: Database = db()): Promise<void> {
  const user = signedIn(actor);
  await database.transaction(async (tx) => {
    const ended = isId(id)
      ? await tx
          .update(staffSessions)
          .set({ endedAt: new Date() })
          .where(and(eq(staffSessions.id, id), eq(staffSessions.userId, user.id), isNull(staffSessions.endedAt)))
          .returning({ id: staffSessions.id })
      : [];
    if (ended.length === 0) throw new NotFoundError("That session has already ended.");
    await recordAudit(tx, user, { action: "user.end-session", entityType: "user", entityId: user.id });
  });
}

/** Ends every session of the caller but the one making the request; answers how many ended. */
export async function endOtherSessions(actor: Actor, database: Database = db()): Promise<number> {
  const user = signedIn(actor);
  return database.transaction(async (tx) => {
    const others = [eq(staffSessions.userId, user.id), isNull(staffSessions.endedAt)];
    if (user.sessionId) others.push(ne(staffSessions.id, user.sessionId));
    const ended = await tx
      .update(staffSessions)
      .set({ endedAt: new Date() })
      .where(and(...others))
      .returning({ id: staffSessions.id });
    await recordAudit(tx, user, { action: "user.end-other-sessions", entityType: "user", entityId: user.id });
    return ended.length;
  });
}
