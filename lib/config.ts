import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { z } from "zod";
import { NetworkListError, parseNetworks, type NetworkList } from "./http/networks";
import { DEFAULT_REVIEW_DAYS } from "./content/review-intervals";

/**
 * Every environment variable the application reads, parsed once.
 * Defaults are chosen so that `npm install && npm start` works on a fresh machine.
 */
const booleanText = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

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
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(50 * 1024 * 1024),
  ATTACHMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  PHOTO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(2 * 1024 * 1024),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  SEED_ON_EMPTY: booleanText.default(true),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("DSEU <no-reply@dseu.ac.in>"),
  // At most the absolute lifetime of a session (8 hours).
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(480).default(30),
  /** Encrypts two-factor secrets at rest; without it a key is derived from AUTH_SECRET. */
  TWO_FACTOR_ENCRYPTION_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  ADMIN_ALLOWED_NETWORKS: z.string().optional(),
  REDIS_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^rediss?:\/\//.test(v), { message: "must be a redis:// or rediss:// URL" }),
  // Every key this site writes to Redis starts with it, so several sites (or test runs) can share one server.
  REDIS_KEY_PREFIX: z.string().trim().min(1).default("dseu:"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Read by Next.js itself; parsed here only so that production refuses to start without them.
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || [16, 24, 32].includes(Buffer.from(v, "base64").length), {
      message: "must be a base64-encoded AES key of 16, 24 or 32 bytes (for example `openssl rand -base64 32`)",
    }),
  NEXT_DEPLOYMENT_ID: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  BACKUP_DIR: optionalText,
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  // The review interval of the pages whose kind has none of its own (lib/content/review-intervals.ts).
  CONTENT_REVIEW_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_REVIEW_DAYS),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),

  PDF_CHECK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  PDF_CHECKS_AT_ONCE: z.coerce.number().int().min(1).max(64).default(2),
  FILE_SWEEP_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(15),
  OCR: z.enum(["auto", "off"], { message: 'must be "auto" or "off"' }).default("auto"),
  OCR_MAX_PAGES: z.coerce.number().int().min(1).max(500).default(30),
  OCR_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(3600).default(600),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().default("us-east-1"),
  S3_ENDPOINT: optionalText.pipe(z.url({ message: "must be an http:// or https:// URL" }).optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
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
  /** How long a staff session may go without a request before it ends (besides its absolute 8 hours). */
  sessionIdleMinutes: number;
  /**
   * What the key that encrypts two-factor secrets is derived from: TWO_FACTOR_ENCRYPTION_KEY, else
   * AUTH_SECRET (so a fresh start works; changing AUTH_SECRET then means every account enrols again).
   */
  twoFactorKeyMaterial: string;
  /** How long `npm start` keeps a rendered public page (0: no whole-page cache). */
  pageCacheSeconds: number;
  /** How many proxies of ours stand in front and append to X-Forwarded-For (0: the socket's address is the client's). */
  trustProxyHops: number;
  /** Where the staff side answers (lib/http/admin-network.ts); undefined: from anywhere. */
  adminAllowedNetworks: NetworkList | undefined;
  /** Redis shared by every instance (rate limits, cache invalidation); undefined keeps them in this process. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** The same on every instance of one deployment (required in production, see docs/deployment.md). */
  deploymentId: string | undefined;
  /** How long a stopping server waits for requests in flight before it exits anyway. */
  shutdownTimeoutSeconds: number;
  /** The bucket that holds uploaded files; undefined keeps them in the database. */
  s3: S3Config | undefined;
  /** Where the server writes its scheduled backups, how often (0: never) and how many it keeps. */
  backup: { dir: string; everyHours: number; keep: number };
  /** A bearer token that lets a caller other than this machine read /metrics; undefined: loopback only. */
  metricsToken: string | undefined;
  /** Days after its last review that a published page is listed as overdue on the staff dashboard. */
  contentReviewDays: number;

  /** How long the check of one uploaded PDF may run (in its worker thread) before the file is refused. */
  pdfCheckTimeoutMs: number;
  /** How many PDF checks run at once (each in its own worker thread); more wait their turn. */
  pdfChecksAtOnce: number;
  /** How often the sweep of stored files runs besides start-up (0: only at start-up). */
  fileSweepIntervalMs: number;
  /** Recognition of scanned PDFs (lib/ocr): off, or on where the server has the tools. */
  ocr: { enabled: boolean; maxPages: number; timeoutMs: number };
};

export type S3Config = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, …); undefined is AWS itself. */
  endpoint: string | undefined;
  /** Undefined leaves the credentials to the SDK's own chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export class ConfigError extends Error {}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
}

function adminNetworks(text: string | undefined): NetworkList | undefined {
  if (!text?.trim()) return undefined;
  try {
    return parseNetworks(text);
  } catch (error) {
    if (error instanceof NetworkListError) throw new ConfigError(`ADMIN_ALLOWED_NETWORKS: ${error.message}`);
    throw error;
  }
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

/**
 * Every instance of a production deployment must share these: a session signed by one instance is
 * checked by another, a server action's closed-over values encrypted by one are decrypted by
 * another, and the deployment id tells Next.js that all instances serve one build. Without them
 * each instance would invent its own, and requests balanced to another instance would fail.
 */
function requireSharedSecrets(e: z.infer<typeof envSchema>): void {
  const missing = [
    !e.AUTH_SECRET && "AUTH_SECRET (at least 32 random characters, e.g. `openssl rand -base64 48`)",
    !e.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY && "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (e.g. `openssl rand -base64 32`)",
    !e.NEXT_DEPLOYMENT_ID && "NEXT_DEPLOYMENT_ID (one value per build, e.g. the release's git commit)",
  ].filter(Boolean);
  if (missing.length) {
    throw new ConfigError(
      `APP_ENV=production needs the same values on every instance, and these are not set:\n${missing.map((m) => `  ${m}`).join("\n")}\n` +
        "Set them in the environment of every instance (and of `next build`); see docs/deployment.md.",
    );
  }
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid environment configuration:\n${describeIssues(parsed.error)}`);
  }
  const e = parsed.data;
  const isProduction = e.APP_ENV === "production";
  const dataDir = path.resolve(e.DATA_DIR);
  if (isProduction) requireSharedSecrets(e);
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError("ADMIN_EMAIL and ADMIN_PASSWORD must be set together (or neither).");
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither).");
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError("S3_BUCKET is required when other S3_* variables are set.");
  }
  const authSecret = resolveAuthSecret(e.AUTH_SECRET, isProduction, dataDir);
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
    authSecret,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    apiBaseUrl: e.NEXT_PUBLIC_API_BASE_URL,
    corsOrigins: e.CORS_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    attachmentMaxBytes: e.ATTACHMENT_MAX_BYTES,
    photoMaxBytes: e.PHOTO_MAX_BYTES,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedOnEmpty: e.SEED_ON_EMPTY,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    twoFactorKeyMaterial: e.TWO_FACTOR_ENCRYPTION_KEY ?? authSecret,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    redisUrl: e.REDIS_URL,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    adminAllowedNetworks: adminNetworks(e.ADMIN_ALLOWED_NETWORKS),
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    logLevel: e.LOG_LEVEL,
    deploymentId: e.NEXT_DEPLOYMENT_ID,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    backup: {
      dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, "backups"),
      everyHours: e.BACKUP_EVERY_HOURS,
      keep: e.BACKUP_KEEP,
    },
    metricsToken: e.METRICS_TOKEN,
    contentReviewDays: e.CONTENT_REVIEW_DAYS,

    pdfCheckTimeoutMs: e.PDF_CHECK_TIMEOUT_SECONDS * 1000,
    pdfChecksAtOnce: e.PDF_CHECKS_AT_ONCE,
    fileSweepIntervalMs: e.FILE_SWEEP_INTERVAL_MINUTES * 60_000,
    ocr: { enabled: e.OCR === "auto", maxPages: e.OCR_MAX_PAGES, timeoutMs: e.OCR_TIMEOUT_SECONDS * 1000 },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
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
