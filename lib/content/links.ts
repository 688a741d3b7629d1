import { z } from "zod";
import { isHttpsUrl } from "../validation";

/**
 * Where a link may point: a path on this site ("/admission", "/files/…") or an https address
 * elsewhere. Never javascript:, data: or http:.
 */
export function isSitePath(text: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(text);
}

export const hrefSchema = z
  .string()
  .trim()
  .min(1, "Give a link.")
  .max(2000)
  .refine(
    (text) => isSitePath(text) || isHttpsUrl(text),
    "Use a path on this site (starting with /) or an https:// address.",
  );

export const httpsUrlSchema = z.string().trim().max(2000).refine(isHttpsUrl, "Use an https:// address.");

/** A calendar day, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date("Use a date as YYYY-MM-DD.");

/** A moment, ISO 8601 with a time zone offset. */
export const isoDateTimeSchema = z.iso.datetime({
  offset: true,
  message: "Use a date and time such as 2026-01-31T10:00:00+05:30.",
});
