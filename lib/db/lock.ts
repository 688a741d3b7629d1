import fs from "node:fs";
import path from "node:path";

export class DatabaseLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is in use by another process (pid ${holderPid}). ` +
        "PGlite allows one process at a time: stop that process (for example a running `npm start`) and try again, " +
        "or set DATABASE_URL to use PostgreSQL, which allows many.",
    );
    this.name = "DatabaseLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, "utf8").split("\n")[0] ?? "", 10);
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes an exclusive lock file for this process. A lock left behind by a process that no
 * longer exists is taken over. Returns a function that releases it (also called on exit).
 */
export function acquireLock(lockFile: string): () => void {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n${new Date().toISOString()}\n`, { flag: "wx", mode: 0o600 });
      const release = () => {
        if (readHolder(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(lockFile);
      if (holder === process.pid) return () => {};
      if (holder !== undefined && isAlive(holder)) throw new DatabaseLockedError(lockFile, holder);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the database lock ${lockFile}`);
}
