import crypto from "node:crypto";
import zlib from "node:zlib";
import { splitLocalePath } from "../i18n/paths";
import { pageQueryParameters } from "./page-query-keys";

/**
 * The whole-page cache in front of Next.js. Every public page is rendered per request so that
 * its scripts carry that request's CSP nonce; rendering is what makes a page cost fifty times a
 * static file. This cache keeps the rendered HTML of anonymous page views and answers repeats
 * with a fresh nonce written into the stored copy, so the policy stays per-response while the
 * render happens once per change. Entries expire after a short time (dates, 'new' badges,
 * automatic archiving) and whenever the data changes (lib/cache/page-generation.ts).
 */

export type RequestLike = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };

/** On every page answer the cache could serve: `hit` or `miss`. */
export const CACHE_STATUS_HEADER = "x-page-cache";

const NOT_PAGES = /^\/(?:_next|api|files|admin)(?:\/|$)/;
// The router's own requests (client navigation, prefetch, server actions) vary by these headers.
const ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-action",
  "purpose",
];

/**
 * The key of a request the cache may answer, or undefined. Only what every visitor sees the same:
 * a GET of a page, without cookies (a candidate's result session, a staff session), not one of the
 * router's own requests, and with no query parameter but those the page reads
 * (lib/server/page-query-keys.ts). The key is the path with those parameters in a fixed order, so
 * that an address with junk parameters (or the same ones reordered) neither costs a cache entry
 * nor pushes a real page out of it.
 */
export function pageCacheKey(request: RequestLike): string | undefined {
  if (request.method !== "GET" || !request.url?.startsWith("/")) return undefined;
  // Read as a path on a fixed origin: "//x" is a path here, not another host.
  const { pathname, searchParams } = new URL(`http://x${request.url}`);
  if (NOT_PAGES.test(pathname) || /\.[a-z0-9]+$/i.test(pathname)) return undefined;
  if (request.headers.cookie || ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return undefined;
  const read = pageQueryParameters(pathname);
  const names = [...new Set(searchParams.keys())];
  if (names.some((name) => !read.includes(name))) return undefined;
  const kept = names
    .sort()
    .flatMap((name) => searchParams.getAll(name).map((value): [string, string] => [name, value]));
  return kept.length > 0 ? `${pathname}?${new URLSearchParams(kept).toString()}` : pathname;
}

// Headers that describe one transfer, not the page.
const PER_RESPONSE_HEADERS = new Set([
  "x-request-id",
  CACHE_STATUS_HEADER,
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "set-cookie",
]);

export type CachedPage = {
  headers: [string, string][];
  /** The body split at the nonce it was rendered with, encoded once. */
  bodyParts: Buffer[];
  /** Each part compressed on its own (raw deflate ending in a full flush), for gzipCachedPage. */
  deflatedParts: Buffer[];
  cspParts: string[];
  bytes: number;
  storedAt: number;
  generation: number;
};

export function nonceOf(policy: string | null | undefined): string | undefined {
  return policy?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1];
}

/** A rendered answer as the cache keeps it, or undefined when it must not be kept. */
export function toCachedPage(
  status: number,
  headers: Iterable<[string, string]>,
  body: string,
  generation: number,
  now: number,
): CachedPage | undefined {
  if (status !== 200) return undefined;
  const kept: [string, string][] = [];
  let policy: string | undefined;
  let contentType = "";
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (lower === "set-cookie") return undefined;
    if (lower === "content-type") contentType = value;
    if (lower === "content-security-policy") policy = value;
    else if (!PER_RESPONSE_HEADERS.has(lower)) kept.push([lower, value]);
  }
  const nonce = nonceOf(policy);
  if (!contentType.startsWith("text/html") || !policy || !nonce) return undefined;
  const bodyParts = body.split(nonce).map((part) => Buffer.from(part));
  return {
    headers: kept,
    bodyParts,
    deflatedParts: bodyParts.map((part) =>
      part.length ? zlib.deflateRawSync(part, { finishFlush: zlib.constants.Z_FULL_FLUSH }) : part,
    ),
    cspParts: policy.split(nonce),
    bytes: Buffer.byteLength(body),
    storedAt: now,
    generation,
  };
}

/**
 * Whether a rendered page is in the language its address names (/hi/… Hindi, the rest English).
 * The language comes from the address alone, so a copy in the other language means the answer was
 * not what this address shows every visitor; it is sent to its visitor but never kept.
 */
export function inAddressLanguage(key: string, body: string): boolean {
  const language = /<html[^>]*\slang="([^"]+)"/.exec(body.slice(0, 2000))?.[1];
  return language === splitLocalePath(new URL(`http://x${key}`).pathname).locale;
}

export function newNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

/** The stored headers, with this response's nonce in the policy. */
export function cachedPageHeaders(page: CachedPage, nonce: string): [string, string][] {
  return [...page.headers, ["content-security-policy", page.cspParts.join(nonce)]];
}

/** The stored body with this response's nonce on every script. */
export function cachedPageBody(page: CachedPage, nonce: string): Buffer {
  const encodedNonce = Buffer.from(nonce);
  return Buffer.concat(page.bodyParts.flatMap((part, index) => (index === 0 ? [part] : [encodedNonce, part])));
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty stored block with the "last block" bit: the end of the deflate stream.
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** An uncompressed deflate block (a nonce is far below the 65,535-byte limit of one). */
function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/**
 * The page gzipped for this nonce without compressing it again: the parts were compressed once,
 * each ending on a byte boundary with a fresh dictionary, so the nonce goes between them as a
 * stored block; only the checksum is computed per answer.
 */
export function gzipCachedPage(page: CachedPage, nonce: string): Buffer {
  const encodedNonce = Buffer.from(nonce);
  const nonceBlock = storedBlock(encodedNonce);
  let crc = 0;
  let size = 0;
  const pieces: Buffer[] = [GZIP_HEADER];
  page.deflatedParts.forEach((deflated, index) => {
    if (index > 0) {
      pieces.push(nonceBlock);
      crc = zlib.crc32(encodedNonce, crc);
      size += encodedNonce.length;
    }
    const part = page.bodyParts[index]!;
    // Node's crc32 answers 0 for some empty buffers, whatever the running value.
    if (!part.length) return;
    pieces.push(deflated);
    crc = zlib.crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}

/** Entries by URL, least recently used dropped first once the byte budget is spent. */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(private readonly options: { ttlMs: number; maxBytes: number }) {}

  get(key: string, generation: number, now: number): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    this.entries.delete(key);
    if (page.generation !== generation || now - page.storedAt >= this.options.ttlMs) {
      this.bytes -= page.bytes;
      return undefined;
    }
    this.entries.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage): void {
    if (page.bytes > this.options.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    this.entries.set(key, page);
    this.bytes += page.bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}
