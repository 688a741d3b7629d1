"use client";

import { useEffect } from "react";

/**
 * Pages stream in after the root layout has hydrated, and the browser may keep streamed content
 * hidden for a moment, so the layout's HashScroll can look for a #fragment's target before it is
 * shown and scroll nowhere. The frame mounts once its content is on screen: it then replays the
 * hashchange that HashScroll listens to, so the visitor still lands on the fragment.
 */
export function RescrollToHash() {
  useEffect(() => {
    if (window.location.hash.length > 1) window.dispatchEvent(new HashChangeEvent("hashchange"));
  }, []);
  return null;
}
