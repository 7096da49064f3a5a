import type { TPercentilePoint } from '@portal/domain/api/grammar-check';
import { PERCENTILE_AXIS_TICKS, PERCENTILE_MARKED } from '@portal/domain/rules/grammar-score';
import { useTranslation } from '../../../lib/translation.ts';

const WIDTH = 480;
const HEIGHT = 230;
const PAD = { left: 36, right: 20, top: 16, bottom: 50 };
const x = (percentile: number) => PAD.left + (percentile / 100) * (WIDTH - PAD.left - PAD.right);
const y = (score: number) => HEIGHT - PAD.bottom - (score / 10) * (HEIGHT - PAD.top - PAD.bottom);

/** Scores by percentile of every completed check, with percentile 95 and the researcher's own marked. */
export function PercentileChart({ points, percentile }: { points: readonly TPercentilePoint[]; percentile: number }) {
  const { t } = useTranslation();
  const line = points.map((p) => `${x(p.percentile).toFixed(1)},${y(p.score).toFixed(1)}`).join(' ');
  const marks = [
    { at: PERCENTILE_MARKED, label: t('grammar-check-chart-top', { percentile: PERCENTILE_MARKED }), className: 'is-reference' },
    { at: percentile, label: t('grammar-check-chart-you', { percentile }), className: 'is-you' },
  ];
  return (
    <figure className="grammar-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('grammar-check-percentile-chart-label', { percentile })}>
        {PERCENTILE_AXIS_TICKS.map((tick) => (
          <g key={tick}>
            <line className="grammar-chart__grid" x1={x(tick)} x2={x(tick)} y1={PAD.top} y2={HEIGHT - PAD.bottom} />
            <text className="grammar-chart__tick" x={x(tick)} y={HEIGHT - PAD.bottom + 20} textAnchor="middle">
              {tick}
            </text>
          </g>
        ))}
        {[0, 5, 10].map((score) => (
          <text key={score} className="grammar-chart__tick" x={PAD.left - 8} y={y(score) + 4} textAnchor="end">
            {score}
          </text>
        ))}
        <polyline className="grammar-chart__curve" points={line} fill="none" />
        {marks.map((mark) => (
          <line
            key={mark.className}
            className={`grammar-chart__mark ${mark.className}`}
            x1={x(mark.at)}
            x2={x(mark.at)}
            y1={PAD.top}
            y2={HEIGHT - PAD.bottom}
          />
        ))}
        <text className="grammar-chart__axis" x={WIDTH / 2} y={HEIGHT - 8} textAnchor="middle">
          {t('grammar-check-chart-x-axis')}
        </text>
      </svg>
      <figcaption className="grammar-chart__legend">
        {marks.map((mark) => (
          <span key={mark.className} className={`grammar-chart__key ${mark.className}`}>
            {mark.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
