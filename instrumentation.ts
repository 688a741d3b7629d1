/**
 * Runs once when the Next.js server starts: migrations, first-run seed and the administrator
 * bootstrap happen here, in the process that then serves requests (and holds the PGlite lock);
 * with REDIS_URL, the shared data cache is installed for lib/cache/data-cache-handler.cjs.
 * Not during `next build`, which must never open the embedded database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { PHASE_PRODUCTION_BUILD } = await import("next/constants");
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  const { prepareDatabaseOrExit } = await import("./lib/db/startup");
  await prepareDatabaseOrExit();
  const { installSharedDataCache } = await import("./lib/cache/shared-data-cache");
  installSharedDataCache();
  const { warmUpPdfChecks } = await import("./lib/files/pdf");
  warmUpPdfChecks();
}
