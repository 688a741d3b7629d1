import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { countActiveAdministrators, createUser } from "../users/service";
import { SYSTEM } from "./actor";
import { generatePassword, hashPassword } from "./password";
import { passwordProblem } from "./password-policy";
import { ValidationError } from "../errors";
import { recordAudit } from "../audit/record";

export const GENERATED_ADMIN_EMAIL = "admin@dseu.local";

export type BootstrapResult =
  { created: false } | { created: true; email: string; generatedPassword?: string; passwordFile?: string };

/**
 * Makes sure someone can sign in to /admin: when no active Admin exists, one is created from
 * ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated password that is shown once and written to
 * DATA_DIR/initial-admin.txt (mode 600). There are no default credentials.
 */
export async function ensureAdministrator(
  database: Database,
  options: { email?: string; password?: string; dataDir: string },
): Promise<BootstrapResult> {
  if ((await countActiveAdministrators(database)) > 0) return { created: false };

  if (options.email && options.password) {
    const weak = passwordProblem(options.password, [options.email]);
    if (weak) throw new ValidationError(`ADMIN_PASSWORD: ${weak}`, "password");
    const [existing] = await database.select().from(users).where(eq(users.email, options.email));
    if (existing) {
      // The configured account exists but is disabled or not an Admin: restore it as the administrator.
      const passwordHash = await hashPassword(options.password);
      await database.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            role: "Admin",
            disabled: false,
            passwordHash,
            sessionVersion: existing.sessionVersion + 1,
            updatedAt: new Date(),
          })
          .where(eq(users.id, existing.id));
        await recordAudit(tx, SYSTEM, { action: "user.bootstrap-admin", entityType: "user", entityId: existing.id });
      });
    } else {
      await createUser(
        SYSTEM,
        { email: options.email, password: options.password, role: "Admin", name: "Administrator" },
        database,
      );
    }
    return { created: true, email: options.email };
  }

  const generatedPassword = generatePassword();
  const [existing] = await database.select({ id: users.id }).from(users).where(eq(users.email, GENERATED_ADMIN_EMAIL));
  if (existing) {
    await database
      .update(users)
      .set({
        role: "Admin",
        disabled: false,
        passwordHash: await hashPassword(generatedPassword),
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id));
  } else {
    await createUser(
      SYSTEM,
      { email: GENERATED_ADMIN_EMAIL, password: generatedPassword, role: "Admin", name: "Administrator" },
      database,
    );
  }
  const passwordFile = path.join(options.dataDir, "initial-admin.txt");
  fs.mkdirSync(options.dataDir, { recursive: true });
  fs.writeFileSync(
    passwordFile,
    `email: ${GENERATED_ADMIN_EMAIL}\npassword: ${generatedPassword}\n` +
      "Sign in at /admin-login, create a personal Admin account under /admin/users, then disable this one.\n",
    { mode: 0o600 },
  );
  fs.chmodSync(passwordFile, 0o600);
  return { created: true, email: GENERATED_ADMIN_EMAIL, generatedPassword, passwordFile };
}
