import { createHash } from "node:crypto";
import { DISPLAY_PREFERENCES_SCRIPT } from "../display/preferences";

/**
 * Security headers. The Content-Security-Policy carries a fresh nonce per request (set by
 * proxy.ts), so no inline script runs without it or a listed hash; the rest are the same for
 * every response.
 */

/**
 * The CSP source of the one inline script of our own (the display preferences, applied before the
 * first paint), computed from its text when this module loads, so an edit of the script cannot
 * leave a stale hash behind. A hash rather than the nonce: it holds for a cached page too.
 */
export const DISPLAY_SCRIPT_HASH = `'sha256-${createHash("sha256").update(DISPLAY_PREFERENCES_SCRIPT, "utf8").digest("base64")}'`;

export function contentSecurityPolicy(nonce: string, options: { development: boolean; https: boolean }): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic': scripts loaded by a trusted (nonced or hashed) script are trusted too; React needs eval only in development.
    `script-src 'self' 'nonce-${nonce}' ${DISPLAY_SCRIPT_HASH} 'strict-dynamic'${options.development ? " 'unsafe-eval'" : ""}`,
    // Inline style attributes (image sizing, toasts) are allowed; inline scripts are not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Sent with every response (pages, API, files). */
export const STATIC_SECURITY_HEADERS: { key: string; value: string }[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/**
 * Uploaded documents (/files/…) may be framed by this site's own pages, for the PDF preview of
 * the notice manager; other sites still may not frame them.
 */
export const FILE_FRAME_HEADERS: { key: string; value: string }[] = [{ key: "X-Frame-Options", value: "SAMEORIGIN" }];

/** Only on a real HTTPS deployment (APP_ENV=production): browsers then refuse plain HTTP for a year. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";
