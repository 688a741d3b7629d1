import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { config } from "../config";
import { STORAGE_KEY } from "./store";

/**
 * This instance's own copies of stored files, in DATA_DIR/files, named by content address. The
 * file store (database or bucket) holds every file for good; a copy here saves reading it from
 * there again. Copies are written to a temporary name and renamed, so a reader never sees half
 * a file; a crash can leave a `.tmp` file, which the start-up sweep removes.
 */
export type LocalCopies = {
  readonly root: string;
  write(key: string, bytes: Uint8Array): Promise<void>;
  read(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
};

export const TEMPORARY_SUFFIX = ".tmp";

export function localCopies(root: string = config().filesDir): LocalCopies {
  const resolve = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error(`Invalid file key: ${key}`);
    return path.join(root, key);
  };
  return {
    root,
    async write(key, bytes) {
      const target = resolve(key);
      if (fs.existsSync(target)) return;
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${crypto.randomBytes(4).toString("hex")}${TEMPORARY_SUFFIX}`;
      try {
        await fs.promises.writeFile(temporary, bytes, { mode: 0o640 });
        await fs.promises.rename(temporary, target);
      } catch (error) {
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
    },
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
