import crypto from "node:crypto";
import { config } from "../config";

/**
 * Signed preview links: `id.expiry.signature`, HMAC-SHA256 with the site's secret. Whoever holds
 * the link sees drafts through Next's draft mode until it expires; it carries no other right.
 */
const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;

function sign(payload: string): string {
  return crypto.createHmac("sha256", `content-preview:${config().authSecret}`).update(payload).digest("base64url");
}

export function createPreviewToken(itemId: string, now: Date = new Date()): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + PREVIEW_LIFETIME_MS);
  const payload = `${itemId}.${expiresAt.getTime().toString(36)}`;
  return { token: `${payload}.${sign(payload)}`, expiresAt };
}

/** The item id of a valid, unexpired token; undefined otherwise. */
export function verifyPreviewToken(token: string, now: Date = new Date()): string | undefined {
  const [itemId, expiry, signature] = token.split(".");
  if (!itemId || !expiry || !signature) return undefined;
  const expected = Buffer.from(sign(`${itemId}.${expiry}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
  return parseInt(expiry, 36) > now.getTime() ? itemId : undefined;
}

export const PREVIEW_ROUTE = "/api/preview";
