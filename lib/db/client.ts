import path from "node:path";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Pool } from "pg";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { config } from "../config";
import { acquireLock } from "./lock";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services accept either so they can be composed inside one transaction. */
export type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** PostgreSQL's connection pool, for work that needs one session (an advisory lock). */
  pool?: Pool;
  /** The PGlite instance, for a dump of its data folder (tests start their databases from one). */
  pglite?: PGlite;
  /** Resolves when the database answers a trivial query (the server's readiness check). */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type OpenOptions =
  | { kind: "postgres"; url: string; poolMax?: number }
  | {
      kind: "pglite";
      /** A folder, or undefined for an in-memory database. */
      dir?: string;
      /** A dump (PGlite's dumpDataDir) the database starts from instead of an empty one. */
      load?: Blob;
    };

const BYTEA_OID = 17;
/**
 * PGlite's own bytea conversion makes one JavaScript value per byte (an array of numbers, then a
 * string for each), which for a 1 MB piece of a stored file was tens of MB of garbage and seconds
 * of processor time per 40 MB. Buffer's hex codec does the same in one native pass.
 */
const BYTEA_AS_HEX = {
  serializers: {
    [BYTEA_OID]: (value: Uint8Array) =>
      `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`,
  },
  parsers: {
    [BYTEA_OID]: (text: string) => {
      const bytes = Buffer.from(text.slice(2), "hex");
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
  },
};

export function openDatabase(options: OpenOptions): DatabaseHandle {
  if (options.kind === "postgres") {
    const pool = new Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    // An idle connection the server drops (restart, failover, DROP DATABASE ... FORCE) is replaced
    // by the pool on next use; without a listener its error would crash the process.
    pool.on("error", (error) => console.error(`[db] an idle PostgreSQL connection was lost: ${error.message}`));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      pool,
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  let release = () => {};
  if (options.dir) {
    const dir = path.resolve(options.dir);
    release = acquireLock(`${dir}.lock`);
    fs.mkdirSync(path.dirname(dir), { recursive: true });
  }
  // pg_trgm (the site search's similarity) is built in on PostgreSQL servers and loaded here.
  const settings = { extensions: { pg_trgm }, loadDataDir: options.load, ...BYTEA_AS_HEX };
  const client = options.dir ? new PGlite(path.resolve(options.dir), settings) : new PGlite(settings);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    pglite: client,
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

export function optionsFromConfig(): OpenOptions {
  const c = config();
  if (c.databaseUrl) return { kind: "postgres", url: c.databaseUrl, poolMax: c.databasePoolMax };
  return { kind: "pglite", dir: c.inMemoryDatabase ? undefined : c.pgliteDir };
}

// One handle per process, kept on globalThis so that hot reloads in development reuse it.
const holder = globalThis as typeof globalThis & { __dseuDatabase?: DatabaseHandle };

export function databaseHandle(): DatabaseHandle {
  holder.__dseuDatabase ??= openDatabase(optionsFromConfig());
  return holder.__dseuDatabase;
}

/** Makes `handle` the process's database, in place of the one the configuration names. */
export function setDatabaseHandle(handle: DatabaseHandle): void {
  holder.__dseuDatabase = handle;
}

/** The process's database (PGlite or PostgreSQL, from the configuration). */
export function db(): Database {
  return databaseHandle().db;
}

export async function closeDatabase(): Promise<void> {
  const handle = holder.__dseuDatabase;
  holder.__dseuDatabase = undefined;
  await handle?.close();
}
