import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { FILE_FRAME_HEADERS, STATIC_SECURITY_HEADERS } from "./lib/http/security-headers";
import { formRequestLimitBytes } from "./lib/config";

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly from its own folder and argon2 ships a native binary: both must stay outside the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "@node-rs/argon2", "pdf-lib", "prom-client"],
  poweredByHeader: false,
  async headers() {
    // The later rule wins for a header both set.
    return [
      { source: "/:path*", headers: STATIC_SECURITY_HEADERS },
      { source: "/files/:path*", headers: FILE_FRAME_HEADERS },
    ];
  },
  reactStrictMode: true,
  // Several instances share one data cache in Redis (lib/cache/data-cache-handler.cjs explains why
  // this is our own handler); without REDIS_URL Next keeps it in this process's memory.
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.join(process.cwd(), "lib", "cache", "data-cache-handler.cjs") }
    : {}),
  experimental: {
    // Keep the data cache in memory only: a restarted server must read what the database holds now
    // (after a legacy import or a seed run, say), never entries a previous run left on disk.
    isrFlushToDisk: false,
    // forbidden() answers a signed-in user without the needed role with a real 403 page.
    authInterrupts: true,
    // Visitors' forms (grievance with a PDF attachment) are server actions; the default limit is 1 MB.
    serverActions: { bodySizeLimit: formRequestLimitBytes() },
  },
};

// next-intl reads each request's language and messages from lib/i18n/request.ts.
const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

export default withNextIntl(nextConfig);
