export type Bar = { label: string; value: number };

const ROW = 30;
const LABEL_WIDTH = 150;
const CHART_WIDTH = 640;
const VALUE_ROOM = 48;
const TOP = 8;

/**
 * A horizontal bar chart drawn on the server as SVG: no script, sharp at any size, printable.
 * It is an image with a title and a description for screen readers; the figures themselves are
 * given by the data table that accompanies it (its text alternative).
 */
export function BarChart({ id, title, description, bars }: { id: string; title: string; description: string; bars: readonly Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const barSpace = CHART_WIDTH - LABEL_WIDTH - VALUE_ROOM;
  const height = TOP * 2 + bars.length * ROW;
  return (
    <svg
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full max-w-3xl"
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <line x1={LABEL_WIDTH} x2={LABEL_WIDTH} y1={TOP / 2} y2={height - TOP / 2} stroke="#475569" strokeWidth="1" />
      {bars.map((bar, index) => {
        const y = TOP + index * ROW;
        const width = Math.max(2, (bar.value / max) * barSpace);
        return (
          <g key={bar.label}>
            <text x={LABEL_WIDTH - 8} y={y + ROW / 2} textAnchor="end" dominantBaseline="middle" fontSize="13" fill="#0f172a">
              {bar.label}
            </text>
            <rect x={LABEL_WIDTH} y={y + 5} width={width} height={ROW - 10} rx="2" fill="#0b2a5b" />
            <text x={LABEL_WIDTH + width + 6} y={y + ROW / 2} dominantBaseline="middle" fontSize="13" fontWeight="600" fill="#0f172a">
              {bar.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
