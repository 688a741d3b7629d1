import crypto from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { config } from "../config";
import { CONTENT_TYPES, type ContentType } from "./schema";

/**
 * Preview grants: a signed, short-lived pass to ONE item's draft. The link staff create carries
 * the grant; /api/preview puts it in an http-only cookie of our own (PREVIEW_COOKIE, ./preview-route.ts), and every
 * public read checks it again (lib/content/page-data.ts): a draft shows only while the grant
 * verifies, has not expired and names that very item (id, type and key). Next's draft mode is
 * not used: its cookie holds the build's preview id, the same for every item and every visitor.
 */
export const PREVIEW_LIFETIME_SECONDS = 60 * 60;

const AUDIENCE = "dseu:content-preview";

export type PreviewItem = { id: string; type: ContentType; key: string };
export type PreviewGrant = PreviewItem & { expiresAt: Date };

// A key of its own, derived from AUTH_SECRET: no other token of the site passes as a grant.
function key(): Uint8Array {
  return new Uint8Array(crypto.createHmac("sha256", config().authSecret).update("dseu:content-preview-token").digest());
}

export async function createPreviewToken(
  item: PreviewItem,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + PREVIEW_LIFETIME_SECONDS) * 1000);
  const token = await new SignJWT({ t: item.type, k: item.key })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(item.id)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PREVIEW_LIFETIME_SECONDS)
    .sign(key());
  return { token, expiresAt };
}

/** The grant of a valid, unexpired token; undefined for anything else (tampered, expired, another key). */
export async function verifyPreviewToken(
  token: string | undefined,
  now: Date = new Date(),
): Promise<PreviewGrant | undefined> {
  if (!token || token.length > 2000) return undefined;
  try {
    const { payload } = await jwtVerify(token, key(), {
      audience: AUDIENCE,
      algorithms: ["HS256"],
      currentDate: now,
      requiredClaims: ["sub", "exp"],
    });
    const { sub, t, k, exp } = payload;
    if (typeof sub !== "string" || typeof k !== "string" || typeof exp !== "number") return undefined;
    if (!(CONTENT_TYPES as readonly unknown[]).includes(t)) return undefined;
    return { id: sub, type: t as ContentType, key: k, expiresAt: new Date(exp * 1000) };
  } catch {
    return undefined;
  }
}

/** Whether a grant lets this request see the draft of the item of `type` at `key` whose id is `itemId`. */
export function grantCovers(grant: PreviewGrant | undefined, item: PreviewItem): boolean {
  return grant !== undefined && grant.id === item.id && grant.type === item.type && grant.key === item.key;
}
