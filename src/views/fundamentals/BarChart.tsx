// A small grouped bar chart in SVG (statements, growth, valuation): one group per label, one
// bar per series, a zero line for negative values. Drawn left to right in both languages (time
// runs that way on financial charts); the numbers are also in the table beside it, and the
// chart is described by its label.
import { styled } from "goober";

interface BarSeries {
  name: string;
  color: string;
  values: (number | null)[];
}

const Figure = styled("figure")`
  margin: 0;
  display: grid;
  gap: 0.35rem;
  figcaption {
    font-weight: 600;
    font-size: 0.95rem;
  }
  svg {
    inline-size: 100%;
    block-size: auto;
    max-block-size: 260px;
  }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    font-size: 0.85rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .legend span {
    display: inline-block;
    inline-size: 0.8rem;
    block-size: 0.8rem;
    border-radius: 2px;
    margin-inline-end: 0.35rem;
    vertical-align: -0.1rem;
  }
`;

const W = 640;
const H = 240;
const PAD = { top: 12, bottom: 30, left: 8, right: 8 };

export function BarChart(props: {
  title: string;
  labels: string[];
  series: BarSeries[];
  format: (n: number) => string;
  testId?: string;
}) {
  const { labels, series } = props;
  const all = series.flatMap((s) => s.values.filter((v): v is number => v !== null && Number.isFinite(v)));
  const max = Math.max(0, ...all);
  const min = Math.min(0, ...all);
  const span = max - min || 1;
  const plotH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((max - v) / span) * plotH;
  const groupW = (W - PAD.left - PAD.right) / Math.max(1, labels.length);
  const barW = Math.min(28, (groupW * 0.8) / Math.max(1, series.length));
  const describe = labels
    .map(
      (label, k) =>
        `${label}: ${series.map((s) => `${s.name} ${s.values[k] == null ? "—" : props.format(s.values[k]!)}`).join(", ")}`,
    )
    .join("; ");
  return (
    <Figure data-testid={props.testId}>
      <figcaption>{props.title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${props.title}. ${describe}`} direction="ltr">
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity={0.4} />
        {labels.map((label, k) => {
          const x0 = PAD.left + groupW * k + (groupW - barW * series.length) / 2;
          return (
            <g key={label}>
              {series.map((s, j) => {
                const v = s.values[k];
                if (v == null || !Number.isFinite(v)) return null;
                const top = Math.min(y(v), y(0));
                return (
                  <rect
                    key={s.name}
                    x={x0 + j * barW}
                    y={top}
                    width={barW - 2}
                    height={Math.max(1, Math.abs(y(v) - y(0)))}
                    fill={s.color}
                    rx={2}
                  />
                );
              })}
              <text x={PAD.left + groupW * (k + 0.5)} y={H - 8} textAnchor="middle" fontSize={13} fill="currentColor">
                {label}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="legend">
        {series.map((s) => (
          <li key={s.name}>
            <span style={{ background: s.color }} aria-hidden="true" />
            {s.name}
          </li>
        ))}
      </ul>
    </Figure>
  );
}
