import type { ReactNode } from "react";

/** Header and body cells of the staff tables. */
export const TH = "border border-slate-300 px-3 py-2 text-left font-semibold whitespace-nowrap";
export const TD = "border border-slate-300 px-3 py-2";

/**
 * A wide table that scrolls sideways inside its own labelled region (reachable by keyboard), so
 * the page itself never scrolls sideways on a phone.
 */
export function ScrollTable({ id, caption, children }: { id: string; caption: string; children: ReactNode }) {
  return (
    // relative: screen-reader-only text in the cells (absolutely positioned) scrolls with the table instead of widening the page.
    <div
      role="region"
      aria-labelledby={id}
      tabIndex={0}
      className="relative mt-3 max-w-full overflow-x-auto rounded-sm"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption id={id} className="sr-only">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
