import { ApiError } from "@/lib/api-client";
import { SESSION_EXPIRED_MESSAGE } from "@/lib/auth/sign-in-schema";

/**
 * The one expired-session path of our staff and faculty pages. Their calls to /api/v1 are
 * same-origin requests that the http-only session cookie authenticates (no token in the page).
 * A 401 means that session has ended (expired, signed out, password reset, account disabled):
 * the page announces it once, and SessionExpiredDialog says 'Your session has expired. please log
 * in again!' and offers the sign-in in a new tab, so everything typed on this page stays here and
 * can be sent again once signed in.
 */
export const SESSION_EXPIRED_EVENT = "dseu:session-expired";

export class SessionEndedError extends ApiError {
  constructor() {
    super(SESSION_EXPIRED_MESSAGE, 401);
  }
}

export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function announceSessionExpired(): void {
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}

/** Runs an /api/v1 call of a staff page; a 401 is announced and rethrown as SessionEndedError. */
export async function staffCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isSessionEnded(error)) throw error;
    announceSessionExpired();
    throw new SessionEndedError();
  }
}
