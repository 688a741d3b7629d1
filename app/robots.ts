import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { absoluteUrl } from "@/lib/seo/metadata";

/**
 * /robots.txt: everything public may be crawled except the staff area, its sign-in page and the API.
 * Rules match by prefix, so the staff area is "/admin/" plus "/admin" exactly: a bare "/admin" would
 * also hide /administration/….
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // Per request, so the sitemap address follows PUBLIC_BASE_URL of the running server, not of the build.
  await connection();
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/admin$", "/admin/", "/admin-login", "/forgot-password", "/reset-password", "/api/"],
      },
    ],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
