import type { RevisionDiff } from "@/lib/content/types";
import { FieldDiffList } from "./FieldDiffList";

/** The changed fields between two revisions. */
export function RevisionDiffView({ diff }: { diff: RevisionDiff }) {
  if (diff.fields.length === 0) return <p className="mt-2 text-slate-700">The two revisions are the same.</p>;
  return <FieldDiffList fields={diff.fields} />;
}
