import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly from its own folder and argon2 ships a native binary: both must stay outside the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "@node-rs/argon2", "pdf-lib"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
