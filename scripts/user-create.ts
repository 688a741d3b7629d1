import { parseArgs } from "node:util";
import { closeDatabase, databaseHandle } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrate";
import { createUser } from "../lib/users/service";
import { AppError } from "../lib/errors";
import type { UserRole } from "../lib/users/roles";

/** Reads the whole of standard input (a pipe) or one line typed at a terminal. */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY)
    process.stderr.write("Password (at least 12 characters, not a common or guessable one; input is shown): ");
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (process.stdin.isTTY && chunk.includes(10)) break;
  }
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

const { values } = parseArgs({
  options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" } },
});
if (!values.email || !values.role) {
  console.error(
    "Usage: npm run user:create -- --email <email> --role <Admin|Editor|Admissions|Faculty> [--name <name>] < password-file",
  );
  process.exit(2);
}

try {
  const password = await readPassword();
  const handle = databaseHandle();
  await migrateDatabase(handle);
  const user = await createUser(
    { kind: "system", label: "command line (user:create)" },
    { email: values.email, role: values.role as UserRole, password, name: values.name },
  );
  console.log(`Created ${user.role} user ${user.email} (id ${user.id}).`);
} catch (error) {
  console.error(
    error instanceof AppError ? `Not created: ${error.message}` : error instanceof Error ? error.message : error,
  );
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
