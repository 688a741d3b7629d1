import { and, eq, sql } from "drizzle-orm";
import { config } from "../config";
import { db as appDatabase, type Database } from "../db/client";
import { documentTexts, storedFiles } from "../db/schema";
import { fileStore, type FileStore } from "../files/store";
import { logger } from "../log/logger";
import { OcrError, ocrTools, withPdfOnDisk } from "./engine";
import { selectRows } from "../db/rows";

/**
 * The queue of scanned PDFs waiting for OCR, kept in `document_texts`. Every public PDF gets a row
 * (born-digital ones end "skipped"); an instance claims one row at a time (SKIP LOCKED, so instances of a
 * cluster never read the same document twice), reads it, and writes the text back. A document
 * that fails is tried again, up to MAX_ATTEMPTS times; a claim left by an instance that stopped
 * mid-way is given back once it is older than the time allowed for one document.
 */

const MAX_ATTEMPTS = 3;

export type QueueOptions = { database?: Database; store?: FileStore };

/**
 * Adds a pending row for each public PDF that has none yet; returns how many. Those with a text
 * layer are looked at first and set aside ("skipped") unless they turn out to be scans.
 */
export async function queueUnreadDocuments({ database = appDatabase() }: QueueOptions = {}): Promise<number> {
  // Without the tools nothing can be looked at: a queue would only list every PDF as waiting.
  if (!(await ocrTools()).available) return 0;
  const added = await selectRows(
    database,
    sql`
    insert into ${documentTexts} (file_id, status)
    select f.id, 'pending' from ${storedFiles} f
     where f.content_type = 'application/pdf' and not f.private
       and not exists (select 1 from ${documentTexts} d where d.file_id = f.id)
    on conflict do nothing
    returning file_id`,
  );
  return added.length;
}

export type OcrOutcome = { fileId: string; status: "done" | "skipped" | "failed" | "pending"; error?: string };

/** Reads the oldest waiting document, if any, and records its text or why it failed. */
export async function recogniseNextDocument({
  database = appDatabase(),
  store = fileStore(),
}: QueueOptions = {}): Promise<OcrOutcome | undefined> {
  const { maxPages, timeoutMs } = config().ocr;
  await releaseAbandonedClaims(database, timeoutMs);
  const [claimed] = await selectRows<{
    file_id: string;
    attempts: number;
    storage_key: string;
    has_text_layer: boolean | null;
  }>(
    database,
    sql`
      update ${documentTexts} d set status = 'running', attempts = d.attempts + 1, updated_at = now()
        from ${storedFiles} f
       where f.id = d.file_id
         and d.file_id = (select file_id from ${documentTexts} where status = 'pending'
                           order by created_at, file_id limit 1 for update skip locked)
      returning d.file_id, d.attempts, f.storage_key, f.has_text_layer`,
  );
  if (!claimed) return undefined;
  const fileId = claimed.file_id;
  // Only the claim this call holds is settled: a member of staff may have written the text while
  // OCR ran, and theirs stands.
  const settle = async (outcome: OcrOutcome, values: Partial<typeof documentTexts.$inferInsert> = {}) => {
    await database
      .update(documentTexts)
      .set({ status: outcome.status, error: outcome.error ?? null, updatedAt: new Date(), ...values })
      .where(and(eq(documentTexts.fileId, fileId), eq(documentTexts.status, "running")));
    return outcome;
  };
  try {
    const bytes = await store.read({ id: fileId, storageKey: claimed.storage_key });
    if (!bytes) throw new OcrError("the file's bytes are missing from the store");
    return await withPdfOnDisk(bytes, Date.now() + timeoutMs, async (pdf) => {
      if (claimed.has_text_layer !== false && !(await pdf.isScan())) return settle({ fileId, status: "skipped" });
      const { text, pages, truncated } = await pdf.recognise(maxPages);
      // Reading it again would find nothing again: staff write what the pages say.
      if (!text) return settle({ fileId, status: "failed", error: "no text could be recognised on its pages" });
      return settle({ fileId, status: "done" }, { text, pages, truncated });
    });
  } catch (error) {
    if (!(error instanceof OcrError)) logger().error({ err: error, fileId }, "OCR failed");
    return settle({
      fileId,
      status: claimed.attempts >= MAX_ATTEMPTS ? "failed" : "pending",
      error: error instanceof OcrError ? error.message : "the document could not be read",
    });
  }
}

async function releaseAbandonedClaims(database: Database, timeoutMs: number): Promise<void> {
  const before = new Date(Date.now() - 2 * timeoutMs);
  await database.execute(sql`
    update ${documentTexts} set status = case when attempts >= ${MAX_ATTEMPTS} then 'failed' else 'pending' end,
           error = 'the server stopped while reading this document', updated_at = now()
     where status = 'running' and updated_at < ${before.toISOString()}`);
}

/** Queues what is new and reads every waiting document, one after another; returns what happened. */
export async function recogniseWaitingDocuments(options: QueueOptions = {}): Promise<OcrOutcome[]> {
  await queueUnreadDocuments(options);
  const outcomes: OcrOutcome[] = [];
  for (;;) {
    const outcome = await recogniseNextDocument(options);
    if (!outcome) return outcomes;
    outcomes.push(outcome);
  }
}
