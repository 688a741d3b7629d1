import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { z } from "zod";

/**
 * Every environment variable the application reads, parsed once.
 * Defaults are chosen so that `npm install && npm start` works on a fresh machine.
 */
const booleanText = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  // NODE_ENV is Next's build mode (`next start` always sets production); APP_ENV says whether this
  // is a real deployment, which is what decides the strict rules (required secret, HSTS).
  APP_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v === "memory:" || /^postgres(ql)?:\/\//.test(v), {
      message: "must be a postgres:// or postgresql:// URL, or 'memory:' for a throw-away embedded database",
    }),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().trim().min(1).default(".data"),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  PUBLIC_BASE_URL: z.url().optional(),
  NEXT_PUBLIC_API_BASE_URL: z.string().default("/api/v1/"),
  CORS_ORIGINS: z.string().default(""),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(50 * 1024 * 1024),
  ATTACHMENT_MAX_BYTES: z.coerce.number().int().min(1024).default(5 * 1024 * 1024),
  PHOTO_MAX_BYTES: z.coerce.number().int().min(1024).default(2 * 1024 * 1024),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  SEED_ON_EMPTY: booleanText.default(true),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("DSEU <no-reply@dseu.ac.in>"),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  REDIS_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^rediss?:\/\//.test(v), { message: "must be a redis:// or rediss:// URL" }),
});

export type AppConfig = {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  /** PostgreSQL URL, or undefined for the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** True when the embedded database lives only in memory (tests, demos). */
  inMemoryDatabase: boolean;
  databasePoolMax: number;
  dataDir: string;
  pgliteDir: string;
  filesDir: string;
  authSecret: string;
  publicBaseUrl: string;
  apiBaseUrl: string;
  corsOrigins: string[];
  uploadMaxBytes: number;
  attachmentMaxBytes: number;
  /** Largest profile photo a faculty member may upload. */
  photoMaxBytes: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedOnEmpty: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How long `npm start` keeps a rendered public page (0: no whole-page cache). */
  pageCacheSeconds: number;
  /** How many proxies of ours stand in front and append to X-Forwarded-For (0: the socket's address is the client's). */
  trustProxyHops: number;
  /** Redis shared by every instance (rate limits, cache invalidation); undefined keeps them in this process. */
  redisUrl: string | undefined;
};

export class ConfigError extends Error {}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
}

/**
 * Outside production a missing AUTH_SECRET is generated once and kept in the data folder,
 * so sessions survive restarts without the user having to configure anything.
 */
function resolveAuthSecret(given: string | undefined, isProduction: boolean, dataDir: string): string {
  if (given) return given;
  if (isProduction) {
    throw new ConfigError(
      "AUTH_SECRET is required when APP_ENV=production: set it to a random string of at least 32 characters " +
        "(for example the output of `openssl rand -base64 48`).",
    );
  }
  const file = path.join(dataDir, "auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid environment configuration:\n${describeIssues(parsed.error)}`);
  }
  const e = parsed.data;
  const isProduction = e.APP_ENV === "production";
  const dataDir = path.resolve(e.DATA_DIR);
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError("ADMIN_EMAIL and ADMIN_PASSWORD must be set together (or neither).");
  }
  return {
    env: e.APP_ENV,
    isProduction,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL === "memory:" ? undefined : e.DATABASE_URL,
    inMemoryDatabase: e.DATABASE_URL === "memory:",
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir,
    pgliteDir: path.join(dataDir, "pglite"),
    filesDir: path.join(dataDir, "files"),
    authSecret: resolveAuthSecret(e.AUTH_SECRET, isProduction, dataDir),
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    apiBaseUrl: e.NEXT_PUBLIC_API_BASE_URL,
    corsOrigins: e.CORS_ORIGINS.split(",").map((o) => o.trim()).filter(Boolean),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    attachmentMaxBytes: e.ATTACHMENT_MAX_BYTES,
    photoMaxBytes: e.PHOTO_MAX_BYTES,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedOnEmpty: e.SEED_ON_EMPTY,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    redisUrl: e.REDIS_URL,
    trustProxyHops: e.TRUST_PROXY_HOPS,
  };
}

/**
 * Room for a form's text fields and multipart framing on top of its largest file: every capped
 * form reader (lib/http/body.ts) and the server actions' body limit add this one allowance.
 */
export const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * The largest request a visitor's form may send to a server action (next.config.ts reads it when
 * the server starts, before config() can be used), so that a file a little over the limit gets
 * the form's own message rather than a failed request.
 */
export function formRequestLimitBytes(env: Record<string, string | undefined> = process.env): number {
  return envSchema.shape.ATTACHMENT_MAX_BYTES.parse(env.ATTACHMENT_MAX_BYTES) + FORM_OVERHEAD_BYTES;
}

let cached: AppConfig | undefined;

/** The configuration of this process, parsed on first use. */
export function config(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
