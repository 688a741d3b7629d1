"use client";

import { useEffect, useRef, type ReactNode } from "react";

/**
 * Wraps the results list: when a visitor opens a result (a link marked `data-search-result`), the
 * query is sent with navigator.sendBeacon, which survives the page being left, for the search
 * insights. Only the query travels; the links work the same without JavaScript.
 */
export function ResultBeacon({ query, children }: { query: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const opened = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest("a[data-search-result]")) return;
      const body = new Blob([JSON.stringify({ query })], { type: "application/json" });
      navigator.sendBeacon("/api/search/click", body);
    };
    // Left and middle clicks both open the result.
    element.addEventListener("click", opened);
    element.addEventListener("auxclick", opened);
    return () => {
      element.removeEventListener("click", opened);
      element.removeEventListener("auxclick", opened);
    };
  }, [query]);
  return <div ref={box}>{children}</div>;
}
