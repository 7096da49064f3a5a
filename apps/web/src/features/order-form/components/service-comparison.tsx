import { formatMoney, type TCurrency } from '@portal/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useOrderForm } from '../hooks/use-order-form.tsx';
import { editingLevelsOf, type TEditingLevel } from '../utils/editing-levels.ts';
import './service-choice.css';

const SERVICE_COMPARISON_ID = 'service-comparison';
const COMPARISON_HEADING_ID = 'comparison-heading';

/** Beside the tiles: takes the researcher to the comparison below the step and puts focus on its heading. */
export function CompareLevelsButton() {
  const { t } = useTranslation();
  const order = useOrderForm();
  if (editingLevelsOf(order).length < 2) return null;
  const onClick = () => {
    document.getElementById(SERVICE_COMPARISON_ID)?.scrollIntoView({ block: 'start' });
    document.getElementById(COMPARISON_HEADING_ID)?.focus({ preventScroll: true });
  };
  return (
    <p className="service-comparison__link">
      <Button variant="link" onClick={onClick}>
        {t('comparison-link')}
      </Button>
    </p>
  );
}

/** A row of the comparison: a feature a level includes or not, or a fact with a value per level. */
type TRow = { key: string; cell: (level: TEditingLevel) => ReactNode; includes?: (level: TEditingLevel) => boolean };

/**
 * What each level of editing does, side by side (a table on a wide screen, one card per level on a phone):
 * the catalogue's prices, turnaround and word limits for this manuscript, what the level includes, and the
 * same sample sentence as each level would edit it.
 */
export function ServiceComparison() {
  const { t, i18n } = useTranslation();
  const order = useOrderForm();
  const levels = editingLevelsOf(order);
  if (levels.length < 2) return null;

  const included = (isIncluded: boolean) =>
    isIncluded ? (
      <span className="comparison-mark comparison-mark--yes">
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M4 10.5l4 4 8-9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="visually-hidden">{t('comparison-included')}</span>
      </span>
    ) : (
      <span className="comparison-mark comparison-mark--no">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('comparison-not-included')}</span>
      </span>
    );
  const number = (value: number) => value.toLocaleString(i18n.language);
  const feature = (key: string, includes: (level: TEditingLevel) => boolean): TRow => ({
    key,
    includes,
    cell: (level) => included(includes(level)),
  });

  const rows: TRow[] = [
    feature('comparison-row-grammar', () => true),
    feature('comparison-row-terminology', () => true),
    feature('comparison-row-consistency', () => true),
    feature('comparison-row-clarity', (level) => level.facts.hasClarity),
    feature('comparison-row-science', (level) => level.facts.hasScientificReview),
    {
      key: 'comparison-row-words',
      cell: (level) =>
        level.maxWords === null
          ? t('comparison-words-any')
          : t('comparison-words-up-to', { count: level.maxWords, words: number(level.maxWords) }),
    },
    {
      key: 'comparison-row-turnaround',
      cell: (level) =>
        level.days === null ? (
          t('comparison-after-word-count')
        ) : (
          <>
            {t('comparison-days', { count: level.days })}
            {level.rushDays !== null ? (
              <span className="comparison-cell__aside">{t('comparison-rush-days', { count: level.rushDays })}</span>
            ) : null}
          </>
        ),
    },
    { key: 'comparison-row-re-edits', cell: (level) => t(`comparison-re-edits-${level.facts.reEdits}`) },
    feature('comparison-row-certificate', (level) => level.facts.hasCertificate),
    feature('comparison-row-direct-line', (level) => level.facts.hasDirectLine),
    {
      key: 'comparison-row-price',
      cell: (level) => <Price price={level.price} currency={order.currency} />,
    },
  ];

  return (
    <section className="card order-card service-comparison" id={SERVICE_COMPARISON_ID} aria-labelledby={COMPARISON_HEADING_ID}>
      <h2 id={COMPARISON_HEADING_ID} className="order-card__title" tabIndex={-1}>
        {t('comparison-title')}
      </h2>
      <p className="service-comparison__lead">{t('comparison-lead')}</p>
      <figure className="service-comparison__before">
        <figcaption>{t('comparison-sample-before')}</figcaption>
        <blockquote lang="en">{t('comparison-sample-text-before')}</blockquote>
      </figure>

      <div className="service-comparison__table-wrap">
        <table className="data-table service-comparison__table">
          <caption className="visually-hidden">{t('comparison-caption')}</caption>
          <thead>
            <tr>
              <td />
              {levels.map((level) => (
                <th key={level.service.identity} scope="col">
                  <span className="service-comparison__name">{level.service.name}</span>
                  <LevelBadge level={level} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{t(row.key)}</th>
                {levels.map((level) => (
                  <td key={level.service.identity}>{row.cell(level)}</td>
                ))}
              </tr>
            ))}
            <tr className="service-comparison__sample-row">
              <th scope="row">{t('comparison-sample-after')}</th>
              {levels.map((level) => (
                <td key={level.service.identity}>
                  <Sample level={level} />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>

      <ul className="service-comparison__cards">
        {levels.map((level) => (
          <li key={level.service.identity} className="service-comparison__card">
            <h3 className="service-comparison__card-title">
              <span className="service-comparison__name">{level.service.name}</span>
              <LevelBadge level={level} />
            </h3>
            <p className="service-comparison__card-price">
              <Price price={level.price} currency={order.currency} />
            </p>
            <ul className="service-comparison__includes" aria-label={t('comparison-card-includes')}>
              {rows
                .filter((row) => row.includes?.(level))
                .map((row) => (
                  <li key={row.key}>
                    {included(true)}
                    <span>{t(row.key)}</span>
                  </li>
                ))}
            </ul>
            <dl className="service-comparison__facts">
              {rows
                .filter((row) => !row.includes && row.key !== 'comparison-row-price')
                .map((row) => (
                  <div key={row.key} className="service-comparison__fact">
                    <dt>{t(row.key)}</dt>
                    <dd>{row.cell(level)}</dd>
                  </div>
                ))}
            </dl>
            <p className="service-comparison__card-sample-label">{t('comparison-sample-after')}</p>
            <Sample level={level} />
          </li>
        ))}
      </ul>
      <p className="service-comparison__note">{t('comparison-sample-language-note')}</p>
    </section>
  );
}

function LevelBadge({ level }: { level: TEditingLevel }) {
  const { t } = useTranslation();
  if (level.service.recommended) return <span className="badge badge--recommended">{t('order-form-badge-recommended')}</span>;
  if (level.service.featured) return <span className="badge badge--featured">{t('order-form-badge-featured')}</span>;
  return null;
}

function Price({ price, currency }: { price: number | null; currency: TCurrency }) {
  const { t } = useTranslation();
  return price === null ? (
    <span>{t('comparison-after-word-count')}</span>
  ) : (
    <strong className="service-comparison__price">{formatMoney(price, currency)}</strong>
  );
}

function Sample({ level }: { level: TEditingLevel }) {
  const { t } = useTranslation();
  return (
    <div className="service-comparison__sample">
      <blockquote lang="en">{t(`comparison-sample-text-${level.facts.sample}`)}</blockquote>
      <p className="service-comparison__sample-note">{t(`comparison-sample-note-${level.facts.sample}`)}</p>
    </div>
  );
}
