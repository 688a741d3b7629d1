import { CACHE_TAGS } from "../cache-tags";
import { invalidateCacheTags } from "../cache/invalidate";
import { config } from "../config";
import { logger } from "../log/logger";
import { ocrTools } from "./engine";
import { recogniseWaitingDocuments } from "./queue";

const CHECK_EVERY_MS = 30_000;

let running: Promise<void> | undefined;

/**
 * Looks for scanned PDFs to read now and then, in the server's own process (the reading itself runs
 * in child processes). A check never overlaps the previous one.
 */
export function startOcrRunner(): { stop(): Promise<void> } {
  if (!config().ocr.enabled) return { stop: async () => {} };
  const timer = setInterval(() => void checkForScannedDocuments(), CHECK_EVERY_MS).unref();
  void checkForScannedDocuments();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/** One pass over the waiting documents; resolves when it is over. Also called after staff ask for a new reading. */
export function checkForScannedDocuments(): Promise<void> {
  running ??= readWaiting().finally(() => (running = undefined));
  return running;
}

let reportedUnavailable = false;

async function readWaiting(): Promise<void> {
  try {
    const tools = await ocrTools();
    if (!tools.available) {
      if (!reportedUnavailable) logger().warn({ reason: tools.reason }, "scanned PDFs will not be read (OCR)");
      reportedUnavailable = true;
      return;
    }
    const outcomes = await recogniseWaitingDocuments();
    if (outcomes.some((outcome) => outcome.status === "done")) {
      logger().info({ documents: outcomes.length }, "scanned PDFs read (OCR)");
      await invalidateCacheTags(CACHE_TAGS.notices, CACHE_TAGS.content);
    }
  } catch (error) {
    logger().error({ err: error }, "the OCR check failed");
  }
}
