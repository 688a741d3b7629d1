import { config } from "../config";

/**
 * The one rule for "which address is this client", used by every per-address rate limit (sign-in,
 * result lookups, visitors' forms) and by the audit log.
 *
 * `X-Forwarded-For` is a list the client may start itself: only the entries added by our own
 * proxies can be trusted. With `TRUST_PROXY_HOPS=0` (no proxy in front, the default) the address
 * is the TCP peer's, which the server (lib/server/http-server.ts) copies from the socket into
 * SOCKET_ADDRESS_HEADER after removing whatever the client sent under that name. With N proxies
 * in front, each appending the address it saw, the client is the entry N places from the right.
 */
export const SOCKET_ADDRESS_HEADER = "x-dseu-socket-address";

type HeaderSource = Pick<Headers, "get">;

const holder = globalThis as typeof globalThis & { __dseuSocketAddressHeader?: boolean };

/**
 * Called by our HTTP server when it starts: from then on it sets SOCKET_ADDRESS_HEADER on every
 * request. Without it (`next start` or `next dev` alone) that header could come from the client,
 * so it is ignored and the address is unknown.
 */
export function markSocketAddressHeaderSet(): void {
  holder.__dseuSocketAddressHeader = true;
}

export function socketAddressHeaderIsSet(): boolean {
  return holder.__dseuSocketAddressHeader === true;
}

/** The address N entries from the right of `X-Forwarded-For` (the leftmost when the list is shorter). */
export function forwardedAddress(forwardedFor: string | null, hops: number): string | undefined {
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

/** The client's address under the configured trust rule, or undefined when it cannot be known. */
export function clientAddress(headers: HeaderSource, hops: number = config().trustProxyHops): string | undefined {
  if (hops > 0) return forwardedAddress(headers.get("x-forwarded-for"), hops);
  if (!socketAddressHeaderIsSet()) return undefined;
  return headers.get(SOCKET_ADDRESS_HEADER) || undefined;
}

export type ClientInfo = { ip?: string; userAgent?: string };

/** The client's address and browser, as the audit log and the rate limits record them. */
export function clientInfo(headers: HeaderSource): ClientInfo {
  return { ip: clientAddress(headers), userAgent: headers.get("user-agent") ?? undefined };
}
