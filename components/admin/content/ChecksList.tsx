import type { ContentWarning } from "@/lib/content/types";
import type { FieldSpec } from "@/lib/content/editor-fields";
import { fieldName } from "@/lib/content/field-labels";

/** The editor-side checks' findings: each says what is wrong and where; none blocks saving. */
export function ChecksList({
  warnings,
  id,
  fields,
}: {
  warnings: ContentWarning[] | null;
  id: string;
  /** The item's fields: a finding names the field by its label. */
  fields: FieldSpec[];
}) {
  if (warnings === null)
    return (
      <p className="text-slate-700">The checks run when you save, and again before you send the draft for review.</p>
    );
  if (warnings.length === 0)
    return (
      <p id={id} className="rounded-md border border-green-700 bg-green-50 px-3 py-2 text-green-900">
        No problems found: every picture has alt text, headings do not skip levels, link texts say where they go, PDFs
        have a text layer and internal links work.
      </p>
    );
  return (
    <div id={id} className="rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-amber-950">
      <p className="font-semibold">
        {warnings.length === 1 ? "1 thing to fix before review:" : `${warnings.length} things to fix before review:`}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {warnings.map((warning, index) => {
          const name = fieldName(fields, warning.field);
          return (
            <li key={`${warning.field}-${warning.code}-${index}`} data-code={warning.code}>
              {warning.message}
              {name ? <span className="text-sm text-amber-900"> (in {name})</span> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
