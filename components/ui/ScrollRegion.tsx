import type { ReactNode } from "react";

/**
 * A wide table's frame that scrolls sideways on narrow screens. It is a named region that can take
 * focus, so keyboard users can scroll it with the arrow keys even when the table holds no link.
 * Positioned, so that visually hidden text inside (absolutely positioned) scrolls with the table
 * instead of widening the whole page on a narrow or zoomed screen.
 */
export function ScrollRegion({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
