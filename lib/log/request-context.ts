import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";

/**
 * The id of the request being served, for the logs and the audit log. The HTTP server
 * (lib/server/http-server.ts) runs each request inside this context; Next.js's handlers run in
 * the same asynchronous chain, so the service functions they call can read it. The storage is on
 * globalThis because the server and Next.js's bundles load separate copies of this module.
 */
type RequestContext = { requestId: string };

const KEY = Symbol.for("dseu.requestContext");
type Holder = { [KEY]?: AsyncLocalStorage<RequestContext> };

function storage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new AsyncLocalStorage<RequestContext>();
  return holder[KEY];
}

export const REQUEST_ID_HEADER = "x-request-id";

// What nginx's $request_id and common tracing ids look like; anything else is replaced, so a
// client cannot write arbitrary text into the logs or the audit log.
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id a proxy in front passed on, when it is plausible, else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && ACCEPTED_ID.test(given) ? given : crypto.randomUUID();
}

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return storage().run({ requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return storage().getStore()?.requestId;
}
