import { hash, verify } from "@node-rs/argon2";
import crypto from "node:crypto";

// argon2id with the OWASP minimum (19 MiB, 2 iterations, 1 lane). 2 = Algorithm.Argon2id; the
// enum is a const enum that isolated modules cannot import.
const ARGON2ID_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 12;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

// Verified against when the email is unknown, so both failures cost the same time.
let decoyHash: Promise<string> | undefined;

/** Checks a password; pass `undefined` as the hash for an unknown user to spend the same time. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword(crypto.randomBytes(16).toString("hex"));
  const target = passwordHash ?? (await decoyHash);
  try {
    const ok = await verify(target, password);
    return ok && passwordHash !== undefined;
  } catch {
    return false;
  }
}

/** A random password for generated accounts: 20 characters, no look-alike characters. */
export function generatePassword(length = 20): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  const bytes = crypto.randomBytes(length);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}
