import { Secret, TOTP } from "otpauth";

/**
 * Codes of a two-factor secret, computed as an authenticator app would (RFC 6238: SHA-1, 6 digits,
 * 30 seconds), for tests that sign in with them.
 */
function totp(secret: string): TOTP {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret.replace(/\s/g, "")) });
}

/** The code of the step `offset` steps from now (0: the current one). */
export function codeNow(secret: string, offset = 0): string {
  return totp(secret).generate({ timestamp: Date.now() + offset * 30_000 });
}

/** A 6-digit code that no step within the accepted window (one either side) has, now or in the next step. */
export function wrongCode(secret: string): string {
  const taken = new Set([-1, 0, 1, 2].map((offset) => codeNow(secret, offset)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (!taken.has(code)) return code;
  }
}
