"use client";

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import toast from "react-hot-toast";
import type { z } from "zod";
import { ApiError } from "@/lib/api-client";
import { endSessionEverywhere, signedInAccount, type SignedInAccount } from "@/lib/auth/session-actions";
import { announceSessionExpired, isSessionEnded } from "@/components/admin/staff-call";
import { fieldErrorsFromZod, type FieldErrors } from "@/lib/submissions/form-state";

/**
 * The browser side of editing a faculty profile: who may see the edit controls (the account of
 * the http-only session cookie, asked from the server; the API decides for real), and one way to
 * run a change.
 */

// Signing out announces itself, so every editor on the page hides its controls at once.
const SESSION_CHANGED = "dseu:session-changed";
const subscribe = (onChange: () => void) => {
  window.addEventListener(SESSION_CHANGED, onChange);
  return () => window.removeEventListener(SESSION_CHANGED, onChange);
};
let sessionGeneration = 0;
const readGeneration = () => sessionGeneration;

export type EditorRole = "Admin" | "Faculty";

/** The editor role an account has on a profile: its owner (profile id or the same email, the API's rule), an Admin, or none. */
export function editorRoleOf(account: SignedInAccount | null, facultyId: string, email: string): EditorRole | null {
  if (!account) return null;
  if (account.role === "Admin") return "Admin";
  const owner = account.facultyId === facultyId || account.email.toLowerCase() === email.toLowerCase();
  return account.role === "Faculty" && owner ? "Faculty" : null;
}

/**
 * "Faculty" when the signed-in faculty member owns this profile, "Admin" for an administrator,
 * otherwise null. Null on the server and until the browser has asked, so the public HTML never
 * contains the controls.
 */
export function useEditorRole(facultyId: string, email: string): EditorRole | null {
  const generation = useSyncExternalStore(subscribe, readGeneration, () => 0);
  const [account, setAccount] = useState<SignedInAccount | null>(null);
  useEffect(() => {
    let current = true;
    signedInAccount()
      .then((found) => current && setAccount(found))
      .catch(() => current && setAccount(null));
    return () => {
      current = false;
    };
  }, [generation]);
  return editorRoleOf(account, facultyId, email);
}

/** Sign out: ends the session on the server (the cookie and any token stop working), then in this browser. */
export async function signOutEverywhere(): Promise<void> {
  await endSessionEverywhere();
  await signOut({ redirect: false });
  sessionGeneration++;
  window.dispatchEvent(new Event(SESSION_CHANGED));
}

/** The field-level messages of a zod check, or null when the input is valid. */
export function checkFields(schema: z.ZodType, input: unknown): FieldErrors | null {
  const result = schema.safeParse(input);
  return result.success ? null : fieldErrorsFromZod(result.error);
}

/**
 * Runs one change through the API. Success: a toast, and the server-rendered profile is read
 * again. A 401: the one expired-session path (the form keeps what was typed; sign in again in a
 * new tab and send it again). A failure naming one of `fields` becomes that field's message; any
 * other failure is a toast. Returns the field messages (empty on success).
 */
export function useProfileChange() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (change: () => Promise<unknown>, success: string, fields: readonly string[]): Promise<FieldErrors | null> => {
      setPending(true);
      try {
        await change();
        toast.success(success);
        router.refresh();
        return null;
      } catch (error) {
        if (isSessionEnded(error)) {
          announceSessionExpired();
          return {};
        }
        const message = error instanceof Error ? error.message : String(error);
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
        const named = Object.keys(fieldErrors).filter((field) => fields.includes(field));
        if (named.length > 0) return Object.fromEntries(named.map((field) => [field, fieldErrors[field]!]));
        toast.error(message);
        return {};
      } finally {
        setPending(false);
      }
    },
    [router],
  );
  return { run, pending };
}
