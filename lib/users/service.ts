import { and, asc, eq, ne, sql } from "drizzle-orm";
import { db, type Database, type Executor } from "../db/client";
import { faculty, users } from "../db/schema";
import { newId } from "../ids";
import { generatePassword, hashPassword } from "../auth/password";
import { requireRole, type Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { isId } from "../ids";
import { parseInput } from "../validation";
import { newUserSchema, type NewUser } from "./schema";

export type PublicUser = {
  id: string;
  email: string;
  name: string | null;
  role: string;
  disabled: boolean;
  facultyId: string | null;
  /** Whether the account signs in with a second factor (lib/auth/two-factor.ts). */
  twoFactorEnabled: boolean;
  lastLoginAt: string | null;
  createdAt: string;
};

function publicUser(row: typeof users.$inferSelect): PublicUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled,
    facultyId: row.facultyId,
    twoFactorEnabled: !!row.twoFactorEnabledAt,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createUser(actor: Actor, input: NewUser, database: Database = db()): Promise<PublicUser> {
  requireRole(actor, "Admin");
  const data = parseInput(newUserSchema, input);
  const passwordHash = await hashPassword(data.password);
  return database.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, data.email));
    if (existing) throw new ConflictError(`A user with the email ${data.email} already exists.`, "email");
    // A Faculty account is tied to the faculty record with the same email: the profile it may edit.
    const [member] =
      data.role === "Faculty"
        ? await tx.select({ id: faculty.id }).from(faculty).where(eq(faculty.email, data.email))
        : [];
    const [row] = await tx
      .insert(users)
      .values({
        id: newId(),
        email: data.email,
        role: data.role,
        name: data.name,
        passwordHash,
        facultyId: member?.id ?? null,
      })
      .returning();
    const created = publicUser(row!);
    await recordAudit(tx, actor, { action: "user.create", entityType: "user", entityId: created.id, after: created });
    return created;
  });
}

export async function countActiveAdministrators(database: Database = db()): Promise<number> {
  const [row] = await database
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, "Admin"), eq(users.disabled, false)));
  return row?.n ?? 0;
}

export async function listUsers(actor: Actor, database: Database = db()): Promise<PublicUser[]> {
  requireRole(actor, "Admin");
  const rows = await database.select().from(users).orderBy(asc(users.email));
  return rows.map(publicUser);
}

async function findUserRow(executor: Executor, id: string) {
  const [row] = isId(id) ? await executor.select().from(users).where(eq(users.id, id)) : [];
  if (!row) throw new NotFoundError(`Cannot find user with id: ${id}`);
  return row;
}

/**
 * Disables or re-enables an account. Disabling ends its sessions (the session version moves on).
 * Nobody can disable themselves or the last active administrator, so the area can never be locked.
 */
export async function setUserDisabled(
  actor: Actor,
  id: string,
  disabled: boolean,
  database: Database = db(),
): Promise<PublicUser> {
  requireRole(actor, "Admin");
  return database.transaction(async (tx) => {
    const before = await findUserRow(tx, id);
    if (disabled && actor.kind === "user" && actor.id === id)
      throw new ValidationError("You cannot disable your own account.", "disabled");
    if (disabled && before.role === "Admin" && !before.disabled) {
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role, "Admin"), eq(users.disabled, false), ne(users.id, id)));
      if ((others?.n ?? 0) === 0)
        throw new ConflictError("The last active administrator cannot be disabled.", "disabled");
    }
    const [row] = await tx
      .update(users)
      .set({
        disabled,
        sessionVersion: disabled ? before.sessionVersion + 1 : before.sessionVersion,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    const after = publicUser(row!);
    await recordAudit(tx, actor, {
      action: disabled ? "user.disable" : "user.enable",
      entityType: "user",
      entityId: id,
      before: publicUser(before),
      after,
    });
    return after;
  });
}

/** Sets a new generated password, returned once to show to the administrator; the old sessions end. */
export async function resetUserPassword(
  actor: Actor,
  id: string,
  database: Database = db(),
): Promise<{ user: PublicUser; password: string }> {
  requireRole(actor, "Admin");
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  return database.transaction(async (tx) => {
    const before = await findUserRow(tx, id);
    const [row] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: before.sessionVersion + 1, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    await recordAudit(tx, actor, { action: "user.reset-password", entityType: "user", entityId: id });
    return { user: publicUser(row!), password };
  });
}

/** Ends every session of the calling user (all their tokens and cookies stop working). */
export async function signOutEverywhere(actor: Actor, database: Database = db()): Promise<void> {
  if (actor.kind !== "user") return;
  await database.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, actor.id));
    await recordAudit(tx, actor, { action: "user.sign-out-everywhere", entityType: "user", entityId: actor.id });
  });
}
