"use server";

import { headers } from "next/headers";
import { findFacultyByEmail } from "../faculty/queries";
import { signOutEverywhere } from "../users/service";
import { actionActor } from "./action-guard";
import { cookieSessionUser } from "./identity";

export type SignedInAccount = { email: string; role: string; facultyId: string | null };

/**
 * Who the session cookie of this browser belongs to, for our own pages (the sign-in form's next
 * step, the faculty profile's edit controls), or null. Pages never hold a token: the http-only
 * cookie authenticates their calls.
 */
export async function signedInAccount(): Promise<SignedInAccount | null> {
  const user = await cookieSessionUser(await headers());
  if (!user) return null;
  // An account made before its faculty profile existed is linked by email, as the edit rights are.
  const facultyId =
    user.facultyId ?? (user.role === "Faculty" ? ((await findFacultyByEmail(user.email))?.id ?? null) : null);
  return { email: user.email, role: user.role, facultyId };
}

/** Sign out: moves the user's session version on, so this cookie and every token issued before stop working. */
export async function endSessionEverywhere(): Promise<void> {
  await signOutEverywhere(await actionActor());
}
