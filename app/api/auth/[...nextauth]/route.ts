import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";
import { config } from "@/lib/config";
import { failure } from "@/lib/http/respond";

const CALLBACK_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

/** next-auth's own test of a return address: an http(s) address, relative to the site or absolute. */
function isUsableAddress(address: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(address, config().publicBaseUrl).protocol);
  } catch {
    return false;
  }
}

function cookieValue(request: Request, name: string): string | undefined {
  const match = (request.headers.get("cookie") ?? "").split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  if (!match) return undefined;
  try {
    return decodeURIComponent(match.slice(name.length + 1));
  } catch {
    return "\u0000";
  }
}

/**
 * next-auth, behind one check of its own: a return address that is not an http(s) address (a
 * host that does not parse, `javascript:`) would make next-auth fail with a 500, so it is
 * answered 400 here (and a stored one is cleared). A usable address of another site is sent home
 * by the redirect callback (lib/auth/next-auth.ts).
 */
async function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  const callbackUrl = new URL(request.url).searchParams.get("callbackUrl");
  if (callbackUrl !== null && !isUsableAddress(callbackUrl))
    return failure(400, "callbackUrl: not an address on this site.");
  const stored = CALLBACK_COOKIES.find((name) => {
    const value = cookieValue(request, name);
    return value !== undefined && !isUsableAddress(value);
  });
  if (stored) {
    const response = failure(400, "The stored return address is not valid; it has been cleared.");
    response.headers.append("Set-Cookie", `${stored}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    return response;
  }
  return NextAuth(authOptions())(request, context);
}

export { handler as GET, handler as POST };
