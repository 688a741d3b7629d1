import type { SQL } from "drizzle-orm";
import type { Executor } from "./client";

/** The rows a raw statement returns: both drivers answer { rows }, which drizzle's shared type does not say. */
export async function selectRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
