import crypto from "node:crypto";
import { SignJWT, errors, jwtVerify } from "jose";
import { config } from "../config";
import type { UserRole } from "../users/roles";

/**
 * Signed JWTs (HS256). Each purpose has its own key derived from AUTH_SECRET, so a candidate's
 * token can never pass as a staff token, and the reverse.
 */
export const API_TOKEN_TTL_SECONDS = 8 * 60 * 60;
export const CANDIDATE_TOKEN_TTL_SECONDS = 30 * 60;

type Purpose = "api" | "candidate";

function key(purpose: Purpose): Uint8Array {
  return new Uint8Array(crypto.createHmac("sha256", config().authSecret).update(`dseu:${purpose}-token`).digest());
}

export type ApiTokenClaims = { sub: string; email: string; role: UserRole; sv: number };
export type VerifyResult<T> = { ok: true; claims: T } | { ok: false; reason: "expired" | "invalid" };

async function sign(
  purpose: Purpose,
  claims: Record<string, unknown>,
  subject: string,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(subject)
    .setAudience(`dseu:${purpose}`)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(purpose));
}

async function verify<T>(purpose: Purpose, token: string): Promise<VerifyResult<T>> {
  try {
    const { payload } = await jwtVerify(token, key(purpose), { audience: `dseu:${purpose}`, algorithms: ["HS256"] });
    return { ok: true, claims: payload as unknown as T };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}

/** The bearer token of `POST /api/v1/auth/login`: who, which role, and the user's session version. */
export function signApiToken(user: {
  id: string;
  email: string;
  role: UserRole;
  sessionVersion: number;
}): Promise<string> {
  return sign("api", { email: user.email, role: user.role, sv: user.sessionVersion }, user.id, API_TOKEN_TTL_SECONDS);
}

export function verifyApiToken(token: string): Promise<VerifyResult<ApiTokenClaims>> {
  return verify<ApiTokenClaims>("api", token);
}

export type CandidateTokenClaims = { sub: string };

/** Bound to one admission-result record: lets its candidate record their seat decision, and nothing else. */
export function signCandidateToken(resultId: string): Promise<string> {
  return sign("candidate", {}, resultId, CANDIDATE_TOKEN_TTL_SECONDS);
}

export function verifyCandidateToken(token: string): Promise<VerifyResult<CandidateTokenClaims>> {
  return verify<CandidateTokenClaims>("candidate", token);
}
