import type { TLanguageAssessment } from '@portal/domain/api/grammar-check';
import { GRAMMAR_ERROR_CATEGORIES } from '@portal/domain/rules/grammar-score';
import { useTranslation } from '../../../lib/translation.ts';

const BAR_HEIGHT = 26;
const LABEL_WIDTH = 200;
const WIDTH = 480;

/** The errors found by category; categories without errors are left out. */
export function ErrorChart({ errorCount }: { errorCount: NonNullable<TLanguageAssessment['errorCount']> }) {
  const { t } = useTranslation();
  const bars = GRAMMAR_ERROR_CATEGORIES.filter((category) => errorCount[category] > 0).map((category) => ({
    category,
    count: errorCount[category],
  }));
  if (bars.length === 0) return <p>{t('grammar-check-no-errors')}</p>;
  const most = Math.max(...bars.map((b) => b.count));
  const height = bars.length * (BAR_HEIGHT + 8);
  return (
    <figure className="grammar-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={t('grammar-check-error-chart-label')}>
        {bars.map((bar, i) => {
          const barWidth = Math.max(2, ((WIDTH - LABEL_WIDTH - 40) * bar.count) / most);
          const top = i * (BAR_HEIGHT + 8);
          return (
            <g key={bar.category} data-category={bar.category}>
              <text className="grammar-chart__label" x={LABEL_WIDTH - 8} y={top + BAR_HEIGHT * 0.65} textAnchor="end">
                {t(`grammar-check-category-${bar.category}`)}
              </text>
              <rect className="grammar-chart__bar" x={LABEL_WIDTH} y={top} width={barWidth} height={BAR_HEIGHT} rx={3} />
              <text className="grammar-chart__value" x={LABEL_WIDTH + barWidth + 6} y={top + BAR_HEIGHT * 0.65}>
                {bar.count}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
