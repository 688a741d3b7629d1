"use client";

import { useCallback } from "react";
import { NETWORK_ERROR } from "@/lib/api-client";
import { announceSessionExpired, isSessionEnded } from "./staff-call";

/**
 * How an admin page answers a failed /api/v1 call. A 401 means the session has ended: the one
 * expired-session path takes over (staff-call.ts; the page and its work stay) and the answer is
 * undefined. Any other failure's message is returned for the page to show.
 */
export function useApiFailure(): (error: unknown) => string | undefined {
  return useCallback((error: unknown) => {
    if (isSessionEnded(error)) {
      announceSessionExpired();
      return undefined;
    }
    return error instanceof Error && error.message ? error.message : NETWORK_ERROR;
  }, []);
}
