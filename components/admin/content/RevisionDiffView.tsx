import type { ContentType } from "@/lib/content/schema";
import type { RevisionDiff } from "@/lib/content/types";
import { FieldDiffList } from "./FieldDiffList";
import { fieldsFor } from "@/lib/content/editor-fields";
import { fieldName } from "@/lib/content/field-labels";

/** The changed fields between two revisions, each named by the label the editor shows it under. */
export function RevisionDiffView({ type, diff }: { type: ContentType; diff: RevisionDiff }) {
  if (diff.fields.length === 0) return <p className="mt-2 text-slate-700">The two revisions are the same.</p>;
  const fields = fieldsFor(type, diff.to.data as Record<string, unknown>);
  return <FieldDiffList fields={diff.fields} nameOf={(field) => fieldName(fields, field)} />;
}
