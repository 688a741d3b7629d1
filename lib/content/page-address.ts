import { CONTENT_ROUTE_PREFIX, routeOwning } from "../pages/registry";

/**
 * Where a content page may live. A page address is a canonical path of this site: one leading
 * "/", segments of letters, digits, "-" and "_" (each starting with a letter or digit, so no "."
 * or ".." and no file-like name), no "//", no trailing "/", no query or fragment. Capitals are
 * allowed: the site's own addresses have them (/about-us/About-the-University).
 *
 * No page may take an address the site needs for something else: the prefixes below, and, for a
 * new page, any address a page of the registry answers (lib/pages/registry.ts). This module is the
 * one place for that rule.
 */

const SEGMENT = "[A-Za-z0-9][A-Za-z0-9_-]*";
const CANONICAL = new RegExp(`^(?:/${SEGMENT})+$`);
const MAX_LENGTH = 200;
const MAX_SEGMENTS = 8;

/**
 * Prefixes that are never a page, nor anything under them: Next's assets, the API, files, staff
 * pages, the Hindi version, public/, and the route that serves staff-made pages.
 */
export const RESERVED_PREFIXES = [
  "/api",
  "/_next",
  "/files",
  "/images",
  "/admin",
  "/admin-login",
  "/forgot-password",
  "/reset-password",
  "/logindseu",
  "/hi",
  CONTENT_ROUTE_PREFIX,
] as const;

function underPrefix(path: string, prefix: string): boolean {
  const lower = path.toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`);
}

/** What is wrong with `path` as any page's address (its form, a reserved prefix), or undefined. */
export function pageAddressProblem(path: string): string | undefined {
  const prefix = RESERVED_PREFIXES.find((reserved) => underPrefix(path, reserved));
  if (prefix) return `Addresses under ${prefix} belong to the site itself; choose another address for the page.`;
  if (path.length > MAX_LENGTH || !CANONICAL.test(path) || path.split("/").length - 1 > MAX_SEGMENTS)
    return "Give an address on this site such as /about-us/history: it starts with one /, each part has letters, digits, - or _, and it has no // and no / at the end.";
  return undefined;
}

/** What is wrong with `path` as the address of a new page, or undefined. */
export function newPageAddressProblem(path: string): string | undefined {
  const problem = pageAddressProblem(path);
  if (problem) return problem;
  return routeOwning(path)
    ? `The site already has a page of its own at ${path}; choose another address for the page.`
    : undefined;
}

/** Whether `path` is free for a page staff make: the content route (proxy.ts) serves it from the database. */
export function isFreePageAddress(path: string): boolean {
  return newPageAddressProblem(path) === undefined;
}
