import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigError, parseConfig } from "@/lib/config";

describe("configuration", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-config-"));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test("works with nothing set: embedded database, port 3000, a generated secret kept in the data folder", () => {
    const c = parseConfig({ DATA_DIR: dataDir });
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.pgliteDir).toBe(path.join(dataDir, "pglite"));
    expect(c.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(parseConfig({ DATA_DIR: dataDir }).authSecret).toBe(c.authSecret);
    expect(fs.statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
  });

  test("requires AUTH_SECRET in a production deployment, with a clear message", () => {
    expect(() => parseConfig({ DATA_DIR: dataDir, APP_ENV: "production" })).toThrow(/AUTH_SECRET \(at least 32/);
  });

  test("refuses production without the values every instance must share, naming each missing one", () => {
    const shared = {
      DATA_DIR: dataDir,
      APP_ENV: "production",
      AUTH_SECRET: "s".repeat(40),
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
      NEXT_DEPLOYMENT_ID: "release-42",
    };
    expect(parseConfig(shared).deploymentId).toBe("release-42");
    const withoutKey = { ...shared, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: undefined };
    expect(() => parseConfig(withoutKey)).toThrow(/NEXT_SERVER_ACTIONS_ENCRYPTION_KEY/);
    expect(() => parseConfig(withoutKey)).not.toThrow(/AUTH_SECRET/);
    expect(() => parseConfig({ ...shared, NEXT_DEPLOYMENT_ID: "" })).toThrow(/NEXT_DEPLOYMENT_ID/);
    expect(() => parseConfig({ ...shared, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: "c2hvcnQ=" })).toThrow(/AES key/);
    expect(() => parseConfig({ DATA_DIR: dataDir })).not.toThrow();
  });

  test("names the variable that is wrong", () => {
    expect(() => parseConfig({ DATA_DIR: dataDir, PORT: "http" })).toThrow(ConfigError);
    expect(() => parseConfig({ DATA_DIR: dataDir, PORT: "http" })).toThrow(/PORT/);
    expect(() => parseConfig({ DATA_DIR: dataDir, DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: "a@example.org" })).toThrow(/ADMIN_PASSWORD/);
  });

  test("reads PostgreSQL, CORS origins and the upload limit", () => {
    const c = parseConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: "postgres://u@db:5432/dseu",
      CORS_ORIGINS: "https://a.example.org, https://b.example.org",
      UPLOAD_MAX_BYTES: "1048576",
    });
    expect(c.databaseUrl).toBe("postgres://u@db:5432/dseu");
    expect(c.corsOrigins).toEqual(["https://a.example.org", "https://b.example.org"]);
    expect(c.uploadMaxBytes).toBe(1048576);
  });
});
