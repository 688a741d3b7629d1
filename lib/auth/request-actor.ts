import type { Actor } from "./actor";
import { identify } from "./identity";
import { clientInfo, type ClientInfo } from "../http/client-address";

export { SESSION_EXPIRED_MESSAGE } from "./sign-in-schema";
export { bearerToken } from "./identity";

/** The client's address (lib/http/client-address.ts) and browser, for rate limits and the audit log. */
export function requestMetadata(request: Request): ClientInfo {
  return clientInfo(request.headers);
}

/**
 * Who is calling an /api/v1 endpoint: anonymous without credentials; otherwise the bearer token
 * (or, from our own pages, the session cookie) must hold (lib/auth/identity.ts).
 */
export function actorFromRequest(request: Request): Promise<Actor> {
  return identify(request.headers, request);
}
