import { ApiError } from "@/lib/api-client";

/**
 * Runs an /api/v1 call from an admin page with the staff member's bearer token. Session storage
 * is per tab, so a tab opened by typing an address has no token yet, and a token may end before
 * the sign-in does: either way the token is fetched again from the signed-in session and the
 * call is made once more. When the session itself has ended (disabled account, new password,
 * signed out elsewhere), the page goes to the sign-in, which says so and comes back here.
 */
export const TOKEN_PATH = "/api/auth/staff-token";

export class SessionEndedError extends ApiError {
  constructor() {
    super("Your session has expired. please log in again!", 401);
  }
}

async function renewToken(): Promise<boolean> {
  const response = await fetch(TOKEN_PATH, { method: "POST" }).catch(() => undefined);
  if (!response || response.status !== 200) return false;
  const session = (await response.json().catch(() => ({}))) as { token?: unknown; role?: unknown; email?: unknown };
  if (typeof session.token !== "string" || typeof session.role !== "string" || typeof session.email !== "string") return false;
  window.sessionStorage.setItem("token", session.token);
  window.sessionStorage.setItem("role", session.role);
  window.sessionStorage.setItem("currentRole", session.role);
  window.sessionStorage.setItem("email", session.email);
  return true;
}

export function signInAgain(location: Pick<Location, "pathname" | "search" | "assign"> = window.location): never {
  window.sessionStorage.removeItem("token");
  location.assign(`/admin-login?expired=1&next=${encodeURIComponent(location.pathname + location.search)}`);
  throw new SessionEndedError();
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

export async function staffCall<T>(call: () => Promise<T>, location?: Pick<Location, "pathname" | "search" | "assign">): Promise<T> {
  if (!window.sessionStorage.getItem("token") && !(await renewToken())) signInAgain(location);
  try {
    return await call();
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
  }
  if (!(await renewToken())) signInAgain(location);
  try {
    return await call();
  } catch (error) {
    if (isUnauthorized(error)) signInAgain(location);
    throw error;
  }
}
