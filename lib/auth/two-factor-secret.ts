import crypto from "node:crypto";
import { config } from "../config";

/**
 * Two-factor secrets at rest: AES-256-GCM with a key derived (HKDF-SHA-256) from
 * TWO_FACTOR_ENCRYPTION_KEY, else AUTH_SECRET. A copy of the database alone then gives nobody the
 * codes of an account. The account's id is the additional data, so a sealed secret copied onto
 * another account's row does not open there.
 */
const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

let cached: { material: string; key: Buffer } | undefined;

function key(): Buffer {
  const material = config().twoFactorKeyMaterial;
  if (cached?.material !== material) {
    const derived = crypto.hkdfSync("sha256", material, "dseu-two-factor", "totp-secret-v1", 32);
    cached = { material, key: Buffer.from(derived) };
  }
  return cached.key;
}

/** The secret sealed for the account `userId`: "v1.<base64url of iv, tag and ciphertext>". */
export function sealSecret(secret: string, userId: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(Buffer.from(userId, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url")}`;
}

/** The secret of a sealed value; throws when it was sealed with another key or for another account. */
export function openSecret(sealed: string, userId: string): string {
  const [version, body] = sealed.split(".");
  if (version !== VERSION || !body) throw new Error("Unknown two-factor secret format");
  const bytes = Buffer.from(body, "base64url");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key(), bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(userId, "utf8"));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}
