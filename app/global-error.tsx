"use client";

import { useEffect } from "react";
import { ErrorFallback } from "@/components/ui/ErrorFallback";
import "./globals.css";

/** Replaces the root layout when it fails itself, so it renders its own <html>. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <body className="font-sans">
        <ErrorFallback onRetry={reset} />
      </body>
    </html>
  );
}
