import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { config } from "../config";
import { clientInfo } from "../http/client-address";
import { verifyCredentials } from "./login";
import { startSession } from "./sessions";
import { TooManyRequestsError } from "../errors";
import { API_TOKEN_TTL_SECONDS } from "./tokens";
import type { UserRole } from "../users/roles";

import { RATE_LIMITED_PREFIX, TWO_FACTOR_PREFIX } from "./sign-in-schema";
import { SecondFactorError } from "./two-factor";
import { sitePath } from "./safe-next";

/**
 * Staff and faculty sign-in (next-auth, Credentials provider, JWT session in an http-only cookie)
 * over the same users and password check as `POST /api/v1/auth/login`. The session carries the
 * user's session version, so disabling a user or resetting a password ends their sessions, and the
 * id of its browser session (lib/auth/sessions.ts: the session list, the idle timeout).
 */
export function authOptions(): NextAuthOptions {
  const c = config();
  // next-auth builds its own links and redirects from NEXTAUTH_URL (else http://localhost:3000).
  process.env.NEXTAUTH_URL = c.publicBaseUrl;
  return {
    secret: c.authSecret,
    session: { strategy: "jwt", maxAge: API_TOKEN_TTL_SECONDS },
    useSecureCookies: c.publicBaseUrl.startsWith("https://"),
    pages: { signIn: "/admin-login" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
          code: { label: "Two-factor code", type: "text" },
        },
        async authorize(credentials, request) {
          const headers = new Headers();
          for (const [name, value] of Object.entries(request.headers ?? {}))
            if (typeof value === "string") headers.set(name, value);
          try {
            const client = clientInfo(headers);
            const user = await verifyCredentials(credentials, client);
            const sessionId = await startSession(user, client);
            return { id: user.id, email: user.email, role: user.role, sessionVersion: user.sessionVersion, sessionId };
          } catch (error) {
            // next-auth passes an error's message to the sign-in page; it carries the wait.
            if (error instanceof TooManyRequestsError)
              throw new Error(`${RATE_LIMITED_PREFIX}${error.retryAfterSeconds}`);
            // The password was right: the form asks for the code (again).
            if (error instanceof SecondFactorError) throw new Error(`${TWO_FACTOR_PREFIX}${error.reason}`);
            return null;
          }
        },
      }),
    ],
    callbacks: {
      // Only this site's own addresses; anything else, or an address that does not parse, goes home.
      redirect({ url, baseUrl }) {
        return safeRedirect(url, baseUrl);
      },
      jwt({ token, user }) {
        if (user) {
          const signedIn = user as unknown as { id: string; role: UserRole; sessionVersion: number; sessionId: string };
          token.sub = signedIn.id;
          token.role = signedIn.role;
          token.sv = signedIn.sessionVersion;
          token.sid = signedIn.sessionId;
        }
        return token;
      },
      session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub, role: token.role, sv: token.sv } };
      },
    },
  };
}

/** A redirect target on this site (`url` relative or of the same origin, through sitePath), or the site's root. */
export function safeRedirect(url: string, baseUrl: string): string {
  const path = sitePath(url, baseUrl);
  return path ? new URL(path, baseUrl).toString() : baseUrl;
}
