import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { config } from "../config";

/**
 * Where uploaded bytes live. Files are content-addressed by SHA-256, written to a temporary
 * name first and renamed into place, so a reader never sees half a file. The interface is
 * small so an S3-compatible store can replace the local folder later.
 */
export type FileStore = {
  put(bytes: Uint8Array): Promise<{ key: string; sha256: string; size: number }>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
};

export function sha256Hex(bytes: Uint8Array): string {
  return crypto.createHash("sha256").update(bytes).digest("hex");
}

export function localFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    if (!/^[0-9a-f]{2}\/[0-9a-f]{64}$/.test(key)) throw new Error(`Invalid file key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(bytes) {
      const sha256 = sha256Hex(bytes);
      const key = `${sha256.slice(0, 2)}/${sha256}`;
      const target = resolve(key);
      if (!fs.existsSync(target)) {
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        const temporary = `${target}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
        await fs.promises.writeFile(temporary, bytes, { mode: 0o640 });
        await fs.promises.rename(temporary, target);
      }
      return { key, sha256, size: bytes.byteLength };
    },
    read: (key) => fs.promises.readFile(resolve(key)),
    remove: (key) => fs.promises.rm(resolve(key), { force: true }),
    exists: async (key) => fs.existsSync(resolve(key)),
  };
}

export function fileStore(): FileStore {
  return localFileStore(config().filesDir);
}
