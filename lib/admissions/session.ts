import { CANDIDATE_TOKEN_TTL_SECONDS, verifyCandidateToken } from "../auth/tokens";
import type { RoundKey } from "./rounds";
import { HINDI_PREFIX, type Locale } from "../i18n/locales";

/**
 * The candidate's result session: the candidate token (signed, 30 minutes, naming one record) in
 * an http-only cookie per round, so two rounds looked up in one browser never overwrite each
 * other, sent only to the result pages.
 */
export const CANDIDATE_COOKIE_PATH = "/admission/result";

/**
 * The result pages' path in each language: the Hindi pages live under /hi, and a browser only
 * sends a cookie to the addresses below its path. So a session is one language's: a switch of
 * language on a result page leads back to that language's lookup.
 */
export function candidateCookiePath(locale: Locale = "en"): string {
  return locale === "hi" ? `${HINDI_PREFIX}${CANDIDATE_COOKIE_PATH}` : CANDIDATE_COOKIE_PATH;
}

export function candidateCookieName(key: RoundKey): string {
  return `dseu_result_${key}`;
}

export type CandidateCookieOptions = {
  httpOnly: true;
  sameSite: "lax";
  secure: boolean;
  path: string;
  maxAge: number;
};

export function candidateCookieOptions(secure: boolean, locale: Locale = "en"): CandidateCookieOptions {
  return {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: candidateCookiePath(locale),
    maxAge: CANDIDATE_TOKEN_TTL_SECONDS,
  };
}

/** True when the visitor reached us over HTTPS (directly, or through a proxy that says so). */
export function isHttpsRequest(headers: Headers, url?: string): boolean {
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  return url?.startsWith("https://") ?? false;
}

export type CandidateSession =
  { ok: true; resultId: string } | { ok: false; reason: "missing" | "expired" | "invalid" };

export async function readCandidateToken(token: string | undefined): Promise<CandidateSession> {
  if (!token) return { ok: false, reason: "missing" };
  const verified = await verifyCandidateToken(token);
  return verified.ok ? { ok: true, resultId: verified.claims.sub } : { ok: false, reason: verified.reason };
}
