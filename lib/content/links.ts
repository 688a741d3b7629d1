import { z } from "zod";
import { isHttpsUrl } from "../validation";
import { isPreviewAddress } from "./preview-route";

/**
 * Where a link may point: a path on this site ("/admission", "/files/…") or an https address
 * elsewhere. Never javascript:, data: or http:.
 */
export function isSitePath(text: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(text);
}

const PREVIEW_LINK_MESSAGE =
  "A preview link is private to the people it was sent to and cannot be published: link to the page itself.";

/**
 * Every link of content. A preview link is refused too: published, it would hand its draft to
 * every visitor, and to browsers prefetching the link without a click.
 */
export const hrefSchema = z
  .string()
  .trim()
  .min(1, "Give a link.")
  .max(2000)
  .refine(
    (text) => isSitePath(text) || isHttpsUrl(text),
    "Use a path on this site (starting with /) or an https:// address.",
  )
  .refine((text) => !isPreviewAddress(text), PREVIEW_LINK_MESSAGE);

export const httpsUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(isHttpsUrl, "Use an https:// address.")
  .refine((text) => !isPreviewAddress(text), PREVIEW_LINK_MESSAGE);

/** A calendar day, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date("Use a date as YYYY-MM-DD.");

/** A moment, ISO 8601 with a time zone offset. */
export const isoDateTimeSchema = z.iso.datetime({
  offset: true,
  message: "Use a date and time such as 2026-01-31T10:00:00+05:30.",
});
