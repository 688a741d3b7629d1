import crypto from "node:crypto";
import { ValidationError } from "./errors";

/**
 * Record ids are 24 hex characters, the same shape as the old backend's MongoDB ObjectIds,
 * so imported records keep their ids and every id in a URL is validated by one rule.
 * Layout: 4 bytes of seconds since the epoch, then 8 random bytes.
 */
export function newId(now: Date = new Date()): string {
  const time = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, "0");
  return time + crypto.randomBytes(8).toString("hex");
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isId(value: unknown): value is string {
  return typeof value === "string" && ID_PATTERN.test(value);
}

/** An id from a URL path: 400 `Invalid <field>:<value>` (the old backend's words) unless it is a 24-hex id. */
export function parseId(value: string, field = "_id"): string {
  if (isId(value)) return value;
  throw new ValidationError(`Invalid ${field}:${String(value).slice(0, 100)}`, field);
}
