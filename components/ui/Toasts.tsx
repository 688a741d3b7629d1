"use client";

import { Toaster } from "react-hot-toast";

/**
 * Toasts at top-center: 4 s by default, 2 s for success; loading toasts stay until dismissed.
 * react-hot-toast itself keeps at most 20 at once (its store's toastLimit), newest first.
 * Rendered by the components that toast (the visitors' forms, the sign-in form, the seat decision)
 * and by the admin layout, not by the root layout: pages without them do not load react-hot-toast.
 * The toasts live in one store shared by every Toaster, so one mounted anywhere shows them.
 */
export function Toasts() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{ duration: 4000, success: { duration: 2000 }, loading: { duration: Infinity } }}
    />
  );
}
