import type { FieldDiff } from "@/lib/content/types";

/**
 * Changed fields as word diffs (rich text compared by its words, lib/content/diff.ts). Removed
 * words are struck through and added words underlined, each with a visible label ("removed",
 * "added") that screen readers read too, so the change never rests on colour alone.
 */
export function FieldDiffList({
  fields,
  nameOf,
}: {
  fields: FieldDiff[];
  /** The field's name in words, where the caller knows the form's labels; otherwise its path is shown. */
  nameOf?: (field: string) => string;
}) {
  return (
    <>
      <p className="mt-4 text-sm text-slate-700">
        Removed words are <span className="bg-red-100 text-red-950 line-through">struck through</span>, added words are{" "}
        <span className="bg-green-100 text-green-950 underline decoration-2">underlined</span>; each is labelled.
      </p>
      <dl className="mt-4 space-y-4">
        {fields.map((field) => (
          <div key={field.field} className="rounded-md border border-slate-300">
            <dt
              className={`border-b border-slate-300 bg-slate-50 px-3 py-2 text-sm font-semibold ${nameOf ? "" : "font-mono"}`}
            >
              {nameOf?.(field.field) || field.field}
            </dt>
            <dd className="px-3 py-2 text-sm break-words whitespace-pre-wrap">
              {field.parts.map((part, index) =>
                part.added ? (
                  <ins key={index} className="bg-green-100 text-green-950 underline decoration-2">
                    <DiffLabel>added: </DiffLabel>
                    {part.value}
                    <span className="sr-only">]</span>
                  </ins>
                ) : part.removed ? (
                  <del key={index} className="bg-red-100 text-red-950 line-through">
                    <DiffLabel>removed: </DiffLabel>
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
    </>
  );
}

/** "[added: " shown small before the words (not struck or underlined itself), and read out. */
function DiffLabel({ children }: { children: string }) {
  return (
    <span className="inline-block rounded-sm px-0.5 text-xs font-semibold tracking-wide uppercase no-underline">
      <span className="sr-only">[</span>
      {children}
    </span>
  );
}
