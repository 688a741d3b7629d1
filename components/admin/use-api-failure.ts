"use client";

import { useCallback } from "react";
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { ApiError, NETWORK_ERROR } from "@/lib/api-client";
import { SESSION_EXPIRED_MESSAGE } from "@/lib/auth/sign-in-schema";

/**
 * How an admin page answers a failed /api/v1 call. A 401 means the bearer token in session
 * storage no longer works (expired, revoked by a password reset or "sign out everywhere"): say
 * so, forget the token and go to the sign-in, which returns to this page and its filters (the
 * answer is then undefined). Any other failure's message is returned for the page to show.
 */
export function useApiFailure(): (error: unknown) => string | undefined {
  const router = useRouter();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(SESSION_EXPIRED_MESSAGE, { id: "session-expired" });
        window.sessionStorage.clear();
        const here = `${window.location.pathname}${window.location.search}`;
        router.replace(`/admin-login?expired=1&next=${encodeURIComponent(here)}`);
        return undefined;
      }
      return error instanceof Error && error.message ? error.message : NETWORK_ERROR;
    },
    [router],
  );
}
