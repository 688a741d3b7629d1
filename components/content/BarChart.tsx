export type Bar = { label: string; value: number };

/**
 * A horizontal bar chart drawn on the server in HTML: no script, printable, and its labels keep
 * the page's text size on every screen (a scaled SVG shrank them to about 6 px on phones). It is
 * one image with a name and a description for screen readers; the figures themselves are given
 * by the data table that accompanies it (its text alternative).
 */
export function BarChart({
  id,
  title,
  description,
  bars,
}: {
  id: string;
  title: string;
  description: string;
  bars: readonly Bar[];
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <div role="img" aria-labelledby={`${id}-title ${id}-desc`} className="w-full max-w-3xl">
      <span id={`${id}-title`} className="sr-only">
        {title}
      </span>
      <span id={`${id}-desc`} className="sr-only">
        {description}
      </span>
      <div className="grid grid-cols-[minmax(6rem,10rem)_1fr] items-center gap-x-3 gap-y-1.5 text-sm text-slate-900">
        {bars.map((bar) => (
          <div key={bar.label} className="contents" data-bar>
            <span className="text-right leading-tight">{bar.label}</span>
            <span className="flex items-center gap-2">
              <span
                className="block h-4 min-w-0.5 rounded-sm bg-brand-900"
                style={{ width: `${(bar.value / max) * 85}%` }}
                data-value={bar.value}
              />
              <span className="font-semibold tabular-nums">{bar.value}</span>
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
