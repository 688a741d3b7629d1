"use client";

import { Toaster } from "react-hot-toast";

/**
 * Toasts at top-center: 4 s by default, 2 s for success; loading toasts stay until dismissed.
 * react-hot-toast itself keeps at most 20 at once (its store's toastLimit), newest first.
 */
export function Toasts() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{ duration: 4000, success: { duration: 2000 }, loading: { duration: Infinity } }}
    />
  );
}
