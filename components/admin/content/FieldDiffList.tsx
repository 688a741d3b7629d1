import type { FieldDiff } from "@/lib/content/types";

/**
 * Changed fields as word diffs. Removed text is struck through and added text is underlined, each
 * also named in words for screen readers and for people who cannot tell the colours apart.
 */
export function FieldDiffList({ fields }: { fields: FieldDiff[] }) {
  return (
    <dl className="mt-4 space-y-4">
      {fields.map((field) => (
        <div key={field.field} className="rounded-md border border-slate-300">
          <dt className="border-b border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm font-semibold">
            {field.field}
          </dt>
          <dd className="px-3 py-2 font-mono text-sm break-words whitespace-pre-wrap">
            {field.parts.map((part, index) =>
              part.added ? (
                <ins key={index} className="bg-green-100 text-green-950 underline decoration-2">
                  <span className="sr-only">[added: </span>
                  {part.value}
                  <span className="sr-only">]</span>
                </ins>
              ) : part.removed ? (
                <del key={index} className="bg-red-100 text-red-950 line-through">
                  <span className="sr-only">[removed: </span>
                  {part.value}
                  <span className="sr-only">]</span>
                </del>
              ) : (
                <span key={index}>{part.value}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
