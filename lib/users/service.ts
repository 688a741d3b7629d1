import { and, eq, sql } from "drizzle-orm";
import { db, type Database } from "../db/client";
import { users } from "../db/schema";
import { newId } from "../ids";
import { hashPassword } from "../auth/password";
import { requireRole, type Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { ConflictError } from "../errors";
import { parseInput } from "../validation";
import { newUserSchema, type NewUser } from "./schema";

export type PublicUser = { id: string; email: string; role: string; disabled: boolean };

function publicUser(row: typeof users.$inferSelect): PublicUser {
  return { id: row.id, email: row.email, role: row.role, disabled: row.disabled };
}

export async function createUser(actor: Actor, input: NewUser, database: Database = db()): Promise<PublicUser> {
  requireRole(actor, "Admin");
  const data = parseInput(newUserSchema, input);
  const passwordHash = await hashPassword(data.password);
  return database.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, data.email));
    if (existing) throw new ConflictError(`A user with the email ${data.email} already exists.`, "email");
    const [row] = await tx
      .insert(users)
      .values({ id: newId(), email: data.email, role: data.role, name: data.name, passwordHash })
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
