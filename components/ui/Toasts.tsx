"use client";

import { useEffect } from "react";
import toast, { Toaster, useToasterStore } from "react-hot-toast";

export const TOAST_LIMIT = 20;

/** Toasts at top-center: 4 s by default, 2 s for success; loading toasts stay until dismissed. */
export function Toasts() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return (
    <Toaster
      position="top-center"
      toastOptions={{ duration: 4000, success: { duration: 2000 }, loading: { duration: Infinity } }}
    />
  );
}
