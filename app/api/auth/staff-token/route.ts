import { headers } from "next/headers";
import { cookieSessionUser } from "@/lib/auth/identity";
import { signApiToken } from "@/lib/auth/tokens";
import { failure } from "@/lib/http/respond";
import { findFacultyByEmail } from "@/lib/faculty/queries";

/**
 * POST /api/auth/staff-token: an API bearer token for the signed-in session, so the admin pages
 * can keep `token`, `currentRole` and `email` in session storage as the old clients did.
 */
export async function POST() {
  const user = await cookieSessionUser(await headers());
  if (!user) return failure(401, "No token,unauthorized!");
  // An account made before its faculty profile existed is linked by email, as the edit rights are.
  const facultyId = user.facultyId ?? (user.role === "Faculty" ? ((await findFacultyByEmail(user.email))?.id ?? null) : null);
  return Response.json({ status: "success", token: await signApiToken(user), role: user.role, email: user.email, facultyId });
}
