"use client";

import { Toaster } from "react-hot-toast";

/**
 * Toasts at top-center: 4 s by default, 2 s for success; loading toasts stay until dismissed.
 * react-hot-toast itself keeps at most 20 at once (its store's toastLimit), newest first.
 * Rendered where toasts are sent (the visitors' forms, the sign-in form, the seat-decision page) and
 * by the admin layout, not by the root layout: other pages do not load react-hot-toast. The toasts
 * live in one store shared by every Toaster, so the one mounted on the next page still shows them.
 */
export function Toasts() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{ duration: 4000, success: { duration: 2000 }, loading: { duration: Infinity } }}
    />
  );
}
