import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../client";
import { storedFiles } from "../schema";
import { inspectImage } from "../../files/image";
import { addFileInTransaction } from "../../files/service";
import { addressOf, type FileStore } from "../../files/store";
import { fileUrl } from "../../files/urls";
import {
  CAMPUS_PHOTOS,
  SEED_PICTURE_DIR,
  SEED_PICTURE_PREFIX,
  SEED_PICTURE_SOURCES,
  seedPicture,
  type SeedPictureName,
} from "./picture-names";

// The declarations are in picture-names.ts, which pulls in no database code (page modules use them).
export { CAMPUS_PHOTOS, SEED_PICTURE_DIR, SEED_PICTURE_SOURCES, seedPicture, type SeedPictureName };

export type StoredSeedPicture = { src: string; width: number; height: number };

/** Stores one shipped picture (or finds the row of the same bytes) and returns its address and size. */
export async function storeSeedPicture(
  tx: Executor,
  name: SeedPictureName,
  store?: FileStore,
): Promise<StoredSeedPicture> {
  const bytes = new Uint8Array(await readFile(path.join(SEED_PICTURE_DIR, name)));
  const { contentType, width, height } = inspectImage(bytes);
  const address = addressOf(bytes);
  // Every start seeds content again: the row of bytes already stored is found without staging them anew.
  const [row] = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.sha256, address.sha256), eq(storedFiles.private, false)));
  const id =
    row?.id ??
    (await addFileInTransaction(
      tx,
      {
        body: { kind: "memory", bytes },
        address,
        details: { contentType, originalName: name, hasTextLayer: null, pageCount: null },
      },
      { store },
    ));
  return { src: fileUrl(id, name), width, height };
}

/** The data with every `{ src: "seed-picture:…" }` picture stored and given its address and size. */
export async function withSeedPictures<T>(tx: Executor, data: T, store?: FileStore): Promise<T> {
  // One at a time: the queries share the caller's transaction.
  if (Array.isArray(data)) {
    const items: unknown[] = [];
    for (const item of data) items.push(await withSeedPictures(tx, item, store));
    return items as T;
  }
  if (!data || typeof data !== "object") return data;
  const record = data as Record<string, unknown>;
  if (typeof record.src === "string" && record.src.startsWith(SEED_PICTURE_PREFIX)) {
    const name = record.src.slice(SEED_PICTURE_PREFIX.length) as SeedPictureName;
    return { ...record, ...(await storeSeedPicture(tx, name, store)) } as T;
  }
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) result[key] = await withSeedPictures(tx, value, store);
  return result as T;
}
