import { StatusBadge } from "./StatusBadge";
import { displayStatus, type ItemState } from "@/lib/content/item-state";
import { formatIndiaTime } from "@/lib/india-time-input";

/** Where the item stands: its state, who changed it last and when, and what visitors see. */
export function StatusPanel({ item }: { item: ItemState }) {
  const status = displayStatus(item, item.hasScheduled);
  return (
    <section aria-labelledby="content-status" className="mt-6 rounded-md border border-slate-300 p-4">
      <h2 id="content-status" className="text-xl font-bold text-brand-900">
        Status: <StatusBadge status={status} />
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Last changed</dt>
        <dd data-testid="content-last-changed">
          by {item.updatedBy} on {formatIndiaTime(item.updatedAt)} (version {item.version})
        </dd>
        <dt className="font-semibold">Visitors see</dt>
        <dd>
          {item.hasPublished
            ? `the version published ${item.publishedBy ? `by ${item.publishedBy} ` : ""}on ${formatIndiaTime(item.publishedAt)}`
            : "nothing yet (never published, or taken down)"}
        </dd>
        {item.publishAt ? (
          <>
            <dt className="font-semibold">Publish at</dt>
            <dd>{formatIndiaTime(item.publishAt)}</dd>
          </>
        ) : null}
        {item.unpublishAt ? (
          <>
            <dt className="font-semibold">Unpublish at</dt>
            <dd>{formatIndiaTime(item.unpublishAt)}</dd>
          </>
        ) : null}
      </dl>
      {item.status === "draft" && item.reviewComment ? (
        <div className="mt-3 rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-amber-950">
          <p className="font-semibold">Sent back by the publisher:</p>
          <p className="whitespace-pre-line" data-testid="review-comment">
            {item.reviewComment}
          </p>
        </div>
      ) : null}
    </section>
  );
}
