"use client";

import { useCallback, useState, useSyncExternalStore } from "react";
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import type { z } from "zod";
import { ApiError } from "@/lib/api-client";
import { SESSION_EXPIRED_MESSAGE } from "@/lib/auth/sign-in-schema";
import { fieldErrorsFromZod, type FieldErrors } from "@/lib/submissions/form-state";

/**
 * The browser side of editing a faculty profile: who may see the edit controls (what the sign-in
 * kept in session storage says; the API decides for real), and one way to run a change.
 */

// Same-tab changes of session storage fire no "storage" event; signing out announces itself with this.
const SESSION_CHANGED = "dseu:session-changed";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(SESSION_CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(SESSION_CHANGED, onChange);
  };
}

function storedSession(): string {
  const read = (key: string) => window.sessionStorage.getItem(key) ?? "";
  return JSON.stringify([read("token") !== "", read("currentRole"), read("email"), read("facultyId")]);
}

export type EditorRole = "Admin" | "Faculty";

/**
 * "Faculty" when the signed-in faculty member owns this profile (their profile id, or the same
 * email, which is the rule the API applies), "Admin" for an administrator, otherwise null. Null
 * on the server, so the public HTML never contains the controls.
 */
export function useEditorRole(facultyId: string, email: string): EditorRole | null {
  const snapshot = useSyncExternalStore(subscribe, storedSession, () => "");
  if (!snapshot) return null;
  const [hasToken, role, storedEmail, storedFacultyId] = JSON.parse(snapshot) as [boolean, string, string, string];
  if (!hasToken) return null;
  if (role === "Admin") return "Admin";
  const owner = storedFacultyId === facultyId || (storedEmail !== "" && storedEmail.toLowerCase() === email.toLowerCase());
  return role === "Faculty" && owner ? "Faculty" : null;
}

/** Forgets the API session kept in this tab and tells the editors on the page. */
export function forgetSession(): void {
  window.sessionStorage.clear();
  window.dispatchEvent(new Event(SESSION_CHANGED));
}

/** The field-level messages of a zod check, or null when the input is valid. */
export function checkFields(schema: z.ZodType, input: unknown): FieldErrors | null {
  const result = schema.safeParse(input);
  return result.success ? null : fieldErrorsFromZod(result.error);
}

/**
 * Runs one change through the API. Success: a toast, and the server-rendered profile is read
 * again. A 401: the session has expired, so the member signs in again and comes back here. A
 * message naming one of `fields` ("overview: must be …") becomes that field's message; any other
 * failure is a toast. Returns the field messages (empty on success).
 */
export function useProfileChange(facultyId: string) {
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
        if (error instanceof ApiError && error.status === 401) {
          toast.error(SESSION_EXPIRED_MESSAGE);
          const admin = window.sessionStorage.getItem("currentRole") === "Admin";
          forgetSession();
          const back = encodeURIComponent(`/faculty/${facultyId}`);
          router.push(admin ? "/admin-login?expired=1" : `/logindseu?expired=1&next=${back}`);
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
    [facultyId, router],
  );
  return { run, pending };
}
