"use client";

import { signOut } from "next-auth/react";
import { useTransition } from "react";

/**
 * Ends the session everywhere (the server moves the user's session version on, so every token
 * and cookie stops working), clears what the browser kept, and returns to the sign-in page.
 */
export function SignOutButton({ endEverywhere }: { endEverywhere: () => Promise<void> }) {
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await endEverywhere();
          // next-auth would build its redirect from NEXTAUTH_URL; stay on this site's own origin instead.
          await signOut({ redirect: false });
          // A full load, not router.push: nothing the signed-in pages left in the router's cache survives.
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination
          window.location.assign("/admin-login");
        })
      }
      className="rounded-md border border-white/70 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10 disabled:opacity-60"
    >
      {pending ? "Signing out…" : "Sign out"}
    </button>
  );
}
