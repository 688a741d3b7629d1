import type { RecordRevision } from "@/lib/reference/records";
import { FieldDiffList } from "@/components/admin/content/FieldDiffList";
import { formatIndiaTime } from "@/lib/india-time-input";
import type { RecordActionState } from "@/lib/records/form-state";
import { RestoreRevisionButton } from "./RestoreRevisionButton";

const ACTION_LABEL: Record<RecordRevision["action"], string> = {
  initial: "As first published on the site",
  create: "Added",
  update: "Saved",
  restore: "Older revision restored",
};

/**
 * Every kept version of a record, newest first: who saved it, when, and what it changed. Any
 * version but the current one can be restored (one more save, kept here too).
 */
export function RecordHistory({
  revisions,
  restore,
}: {
  revisions: RecordRevision[];
  /** The server action that restores one revision, given its id. */
  restore: (revisionId: string, state: RecordActionState) => Promise<RecordActionState>;
}) {
  return (
    <section aria-labelledby="record-history" className="mt-12 max-w-3xl">
      <h2 id="record-history" className="text-2xl font-bold text-brand-900">
        History
      </h2>
      {revisions.length === 0 ? (
        <p className="mt-2 text-slate-700">No one has changed this record on the site yet.</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {revisions.map((revision, index) => {
            const when = formatIndiaTime(revision.createdAt);
            return (
              <li key={revision.id} className="rounded-md border border-slate-300 p-4">
                <p>
                  <span className="font-semibold">{ACTION_LABEL[revision.action]}</span> by {revision.createdBy},{" "}
                  <time dateTime={revision.createdAt}>{when}</time>
                  {index === 0 ? <span className="ml-2 text-sm text-slate-700">(latest)</span> : null}
                </p>
                {revision.changes.length > 0 ? (
                  <details className="mt-2">
                    <summary className="cursor-pointer font-semibold text-brand-900">
                      What changed ({revision.changes.length} {revision.changes.length === 1 ? "field" : "fields"})
                    </summary>
                    <FieldDiffList fields={revision.changes} />
                  </details>
                ) : null}
                {index > 0 ? <RestoreRevisionButton action={restore.bind(null, revision.id)} when={when} /> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
