"use client";

import { useEffect, useState, type PointerEvent } from "react";
import { usePrefersReducedMotion } from "./use-reduced-motion";

/** The slide after `current`, wrapping round to the first. */
export function nextIndex(current: number, count: number): number {
  return count > 0 ? (current + 1) % count : 0;
}

/**
 * Automatic rotation through `count` items every `intervalMs`. It never moves for visitors who
 * prefer reduced motion (unless they press play), stops while a mouse rests on it, and can be
 * paused by the visitor. Choosing an item restarts the wait.
 */
export function useRotation(count: number, intervalMs: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<"playing" | "paused" | null>(null);
  const [hovered, setHovered] = useState(false);
  const paused = choice === null ? reducedMotion : choice === "paused";
  const running = !paused && !hovered && count > 1;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((current) => nextIndex(current, count)), intervalMs);
    return () => clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  return {
    index,
    goTo: setIndex,
    paused,
    running,
    setPaused: (value: boolean) => setChoice(value ? "paused" : "playing"),
    hoverHandlers: {
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType === "mouse") setHovered(true);
      },
      onPointerLeave: () => setHovered(false),
    },
  };
}
