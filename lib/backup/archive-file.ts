import fs from "node:fs";
import path from "node:path";
import type { Writable } from "node:stream";

/** An archive being written: a hidden name that says so, with the writer's pid. */
const PARTIAL = /^\.(.+)\.partial-(\d+)$/;

export function partialName(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.partial-${process.pid}`);
}

/**
 * Writes a file under a temporary name and renames it once complete and flushed to disk, so a
 * crash (even kill -9) never leaves a file under the final name that is not whole: at worst a
 * hidden `.NAME.partial-PID`, which removeAbandonedPartials deletes later. An existing file of the
 * final name is replaced only at the rename.
 */
export async function writeFileAtomically<T>(
  file: string,
  produce: (out: Writable) => Promise<T>,
): Promise<{ result: T; sizeBytes: number }> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const temporary = partialName(path.resolve(file));
  const out = fs.createWriteStream(temporary, { mode: 0o600 });
  try {
    const result = await produce(out);
    if (!out.closed) await new Promise((resolve) => out.once("close", resolve));
    const handle = fs.openSync(temporary, "r+");
    try {
      fs.fsyncSync(handle);
    } finally {
      fs.closeSync(handle);
    }
    const sizeBytes = fs.statSync(temporary).size;
    fs.renameSync(temporary, file);
    syncFolder(path.dirname(path.resolve(file)));
    return { result, sizeBytes };
  } catch (error) {
    out.destroy();
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

function syncFolder(folder: string): void {
  try {
    const handle = fs.openSync(folder, "r");
    try {
      fs.fsyncSync(handle);
    } finally {
      fs.closeSync(handle);
    }
  } catch {
    // Some file systems cannot sync a folder; the rename itself is still atomic.
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Deletes the partial files of writers that no longer run (a crash mid-backup). */
export function removeAbandonedPartials(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder).filter((name) => {
    const match = PARTIAL.exec(name);
    if (!match || isAlive(Number(match[2]))) return false;
    fs.rmSync(path.join(folder, name), { force: true });
    return true;
  });
}
