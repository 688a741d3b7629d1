"use client";

import { useEffect, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { LoadingView } from "./LoadingView";

const SHOW_AFTER_MS = 150;

function isInSiteNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.("a");
  if (!anchor || anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  if (url.pathname.startsWith("/files/") || url.pathname.startsWith("/api/")) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * The full-screen loading view while the next page of the site loads. It is driven by link clicks
 * rather than a route-level loading.tsx: a Suspense boundary around every page would start the
 * response before a page can answer 404 or 403, and crawlers must see those codes. Fast
 * navigations finish before it appears.
 */
export function NavigationLoading() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const location = `${pathname}?${searchParams}`;
  const [loading, setLoading] = useState(false);
  const [shownFor, setShownFor] = useState(location);

  // The next page has arrived.
  if (shownFor !== location) {
    setShownFor(location);
    setLoading(false);
  }

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: MouseEvent) => {
      if (!isInSiteNavigation(event)) return;
      clearTimeout(timer);
      timer = setTimeout(() => setLoading(true), SHOW_AFTER_MS);
    };
    // Capture phase: next/link prevents the default action before a bubbling listener would see it.
    document.addEventListener("click", onClick, { capture: true });
    // A new location ends the wait, including a click's timer that has not fired yet.
    return () => {
      clearTimeout(timer);
      document.removeEventListener("click", onClick, { capture: true });
    };
  }, [location]);

  useEffect(() => {
    if (!loading) return;
    const fallback = setTimeout(() => setLoading(false), 15_000);
    return () => clearTimeout(fallback);
  }, [loading]);

  return loading ? <LoadingView /> : null;
}
