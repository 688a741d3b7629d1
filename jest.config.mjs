import os from "node:os";
import nextJest from "next/jest.js";

// next/jest gives each project the SWC transform, path aliases and CSS/image mocks of the app.
const withNext = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/helpers/empty-module.cjs",
    // Code run here is outside a Next request: English, from the real catalogue.
    "^next-intl/server$": "<rootDir>/tests/helpers/next-intl-server.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
};

const unit = {
  ...shared,
  displayName: "unit",
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
  setupFilesAfterEnv: ["<rootDir>/tests/helpers/setup-unit.ts"],
};

const integration = {
  ...shared,
  displayName: "integration",
  testEnvironment: "node",
  // Jest 30's "soft" clean-up of globals wraps a plain property in an accessor whose setter calls
  // itself: a Redis client still reachable from globalThis (its `status` changes as it closes after
  // the file ends) then crashed the whole run with a stack overflow. Each file has its own
  // environment anyway.
  testEnvironmentOptions: { globalsCleanup: "off" },
  testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
  setupFiles: ["<rootDir>/tests/helpers/setup-integration.cjs"],
  setupFilesAfterEnv: ["<rootDir>/tests/helpers/setup-integration-timeout.ts"],
};

// The same database suite again on a real PostgreSQL server when one is given (CI sets it).
const integrationPostgres = {
  ...integration,
  displayName: "integration-postgres",
  setupFiles: ["<rootDir>/tests/helpers/setup-integration-postgres.cjs"],
};

const projects = [unit, integration];
if (process.env.TEST_DATABASE_URL) projects.push(integrationPostgres);

export default async function config() {
  return {
    // Each PGlite database is a WebAssembly instance whose memory is only returned when its worker
    // exits; a worker that has grown past this is replaced after its file, so a long run cannot
    // exhaust the heap (CI's did, in one process, at 4 GB). Setting it also makes jest use a
    // worker even where it would run in band.
    workerIdleMemoryLimit: "1200MB",
    // Two files at a time even on two cores (jest's default there is one): a file often waits on
    // PostgreSQL or a child process. Files share nothing: each has its own database, data folder,
    // Redis key prefix and ports. At most four, for the memory each PGlite worker holds.
    maxWorkers: Math.min(4, Math.max(2, os.availableParallelism() - 1)),
    projects: await Promise.all(projects.map((p) => withNext(p)())),
  };
}
