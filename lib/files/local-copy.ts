import fs from "node:fs";
import path from "node:path";
import { config } from "../config";
import { inFlightPaths, temporaryName } from "./in-flight";
import { STORAGE_KEY, type FileBody } from "./store";

/**
 * This instance's own copies of stored files, in DATA_DIR/files, named by content address. The
 * file store (database or bucket) holds every file for good; a copy here saves reading it from
 * there again. Copies are written to a temporary name and renamed, so a reader never sees half
 * a file; a crash can leave a `.tmp` file (named after the writing process), which the next sweep
 * removes. A copy is only written once its row is committed, so a crash never leaves a whole copy
 * without a row.
 */
export type LocalCopies = {
  readonly root: string;
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** Keeps a copy of an accepted file's body (a spool on disk is linked, not read). */
  place(key: string, body: FileBody): Promise<void>;
  read(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
};

export const TEMPORARY_SUFFIX = ".tmp";

export function localCopies(root: string = config().filesDir): LocalCopies {
  const resolve = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error(`Invalid file key: ${key}`);
    return path.join(root, key);
  };
  // Writes the copy under a temporary name, then renames it into place.
  const writeVia = async (key: string, fill: (temporary: string) => Promise<void>) => {
    const target = resolve(key);
    if (fs.existsSync(target)) return;
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temporary = temporaryName(target, TEMPORARY_SUFFIX);
    inFlightPaths.add(temporary);
    try {
      await fill(temporary);
      await fs.promises.rename(temporary, target);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    } finally {
      inFlightPaths.delete(temporary);
    }
  };
  return {
    root,
    write: (key, bytes) => writeVia(key, (temporary) => fs.promises.writeFile(temporary, bytes, { mode: 0o640 })),
    place: (key, body) =>
      body.kind === "memory"
        ? writeVia(key, (temporary) => fs.promises.writeFile(temporary, body.bytes, { mode: 0o640 }))
        : writeVia(key, async (temporary) => {
            // The spool is on the same disk: a second name for it costs nothing (a copy where links are refused).
            await fs.promises.link(body.path, temporary).catch(() => fs.promises.copyFile(body.path, temporary));
          }),
    async read(key) {
      try {
        return await fs.promises.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    remove: (key) => fs.promises.rm(resolve(key), { force: true }),
  };
}
