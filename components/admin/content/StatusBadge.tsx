import { DISPLAY_STATUS_LABEL, type DisplayStatus } from "@/lib/content/item-state";

const STYLE: Record<DisplayStatus, string> = {
  draft: "border-slate-600 bg-slate-100 text-slate-900",
  in_review: "border-amber-700 bg-amber-50 text-amber-900",
  published: "border-green-700 bg-green-50 text-green-900",
  scheduled: "border-brand-700 bg-brand-50 text-brand-900",
};

/** An item's workflow state in words (never colour alone). */
export function StatusBadge({ status }: { status: DisplayStatus }) {
  return (
    <span className={`inline-block rounded border px-2 py-0.5 text-xs font-bold whitespace-nowrap ${STYLE[status]}`}>
      {DISPLAY_STATUS_LABEL[status]}
    </span>
  );
}
