import type { TLanguageAssessment } from '@portal/domain/api/grammar-check';
import { GRAMMAR_ERROR_CATEGORIES } from '@portal/domain/rules/grammar-score';
import { useTranslation } from '../../../lib/translation.ts';

/**
 * The errors found by category, as bars; categories without errors are left out. HTML rather than SVG, so that
 * the labels keep the page's text size on a phone and wrap in any language.
 */
export function ErrorChart({ errorCount }: { errorCount: NonNullable<TLanguageAssessment['errorCount']> }) {
  const { t } = useTranslation();
  const bars = GRAMMAR_ERROR_CATEGORIES.filter((category) => errorCount[category] > 0).map((category) => ({
    category,
    count: errorCount[category],
  }));
  if (bars.length === 0) return <p>{t('grammar-check-no-errors')}</p>;
  const most = Math.max(...bars.map((b) => b.count));
  return (
    <figure className="grammar-chart">
      <figcaption className="visually-hidden">{t('grammar-check-error-chart-label')}</figcaption>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari and VoiceOver need it on an unmarked list */}
      <ul className="grammar-bars" role="list">
        {bars.map((bar) => (
          <li key={bar.category} className="grammar-bars__row" data-category={bar.category}>
            <span className="grammar-bars__label">{t(`grammar-check-category-${bar.category}`)}</span>
            <span className="grammar-bars__track" aria-hidden="true">
              <span className="grammar-bars__bar" style={{ width: `${Math.max(1, (100 * bar.count) / most)}%` }} />
            </span>
            <span className="grammar-bars__value">{bar.count}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
