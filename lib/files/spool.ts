import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import { config } from "../config";
import { inFlightPaths, temporaryName } from "./in-flight";

/**
 * Uploaded files on their way in: streamed to a temporary file under DATA_DIR/files/incoming as
 * they arrive (hashed on the way), so that a request holds no copy of the bytes in memory. The
 * form hands the handler a File backed by that file on disk. The request removes its spools when
 * it ends; one that is forgotten is removed when its File is collected, and one that a crash left
 * behind by the next sweep (its name carries the process id: lib/files/in-flight.ts).
 */
export type Spool = { path: string; sha256: string; size: number };

export const SPOOL_FOLDER = "incoming";
export const SPOOL_SUFFIX = ".part";

const spools = new WeakMap<Blob, Spool>();
const forgotten = new FinalizationRegistry<string>((file) => void discardSpool(file));

export function spoolFolder(root: string = config().filesDir): string {
  return path.join(root, SPOOL_FOLDER);
}

/** Streams the chunks to a new spool; `tooLarge()` is thrown (and the spool removed) past `maxBytes`. */
export async function spoolStream(
  source: AsyncIterable<Uint8Array>,
  maxBytes: number,
  tooLarge: () => Error,
  root?: string,
): Promise<Spool> {
  const folder = spoolFolder(root);
  await fs.promises.mkdir(folder, { recursive: true });
  const file = path.join(folder, temporaryName("upload", SPOOL_SUFFIX));
  inFlightPaths.add(file);
  const hash = crypto.createHash("sha256");
  const out = fs.createWriteStream(file, { mode: 0o640 });
  let size = 0;
  try {
    for await (const chunk of source) {
      size += chunk.byteLength;
      if (size > maxBytes) throw tooLarge();
      hash.update(chunk);
      if (!out.write(chunk)) await once(out, "drain");
    }
    out.end();
    await finished(out);
  } catch (error) {
    // The stream opens its file asynchronously: removing the file before the stream has closed
    // could run before the open, which would then leave an empty spool behind.
    const closed = new Promise<void>((resolve) => (out.closed ? resolve() : out.once("close", () => resolve())));
    out.destroy();
    await closed;
    await discardSpool(file);
    throw error;
  }
  return { path: file, sha256: hash.digest("hex"), size };
}

/** A File whose bytes stay on disk, in the spool. */
export async function spooledFile(spool: Spool, name: string, type: string): Promise<File> {
  const file = new File([await fs.openAsBlob(spool.path, { type })], name, { type });
  spools.set(file, spool);
  forgotten.register(file, spool.path, file);
  return file;
}

/** The spool behind a File of an uploaded form, if it has one (the pipeline then reads it from disk). */
export function spoolOf(file: unknown): Spool | undefined {
  return file instanceof Blob ? spools.get(file) : undefined;
}

export async function discardSpool(file: string): Promise<void> {
  inFlightPaths.delete(file);
  await fs.promises.rm(file, { force: true });
}

/** Removes the spools behind a form's files (at the end of the request that read it). */
export async function releaseSpools(form: FormData | undefined): Promise<void> {
  if (!form) return;
  for (const value of form.values()) {
    const spool = spoolOf(value);
    if (!spool) continue;
    forgotten.unregister(value as Blob);
    await discardSpool(spool.path);
  }
}
