import type { TReviewChange, TReviewDecision } from '@portal/domain/api/edit-review';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { KIND_FILTERS, type TKindFilter } from '../utils/review-state.ts';

type TChangePanelProps = {
  changes: readonly TReviewChange[];
  counts: Record<TKindFilter, number>;
  filter: TKindFilter;
  onFilter: (filter: TKindFilter) => void;
  decisions: Record<string, TReviewDecision>;
  current: number;
  onSelect: (index: number) => void;
  onDecide: (decision: TReviewDecision | null) => void;
  onDecideShown: (decision: TReviewDecision) => void;
  isSaving: boolean;
  /** The changes asked about (marked in the list). */
  asked: ReadonlySet<string>;
  /** Shown under the current change: its questions and the box to ask one. */
  thread?: ReactNode;
  /** Shown under the bulk actions: the disputed changes and the re-edit request. */
  disputed?: ReactNode;
};

/** The changes beside the text: how many are decided, a filter by kind, the current change with its actions, and the list. */
export function ChangePanel(props: TChangePanelProps) {
  const { changes, counts, filter, onFilter, decisions, current, onSelect, onDecide, onDecideShown, isSaving, asked } = props;
  const { t } = useTranslation();
  const filterId = useId();
  const change = changes[current];
  const decidedCount = Object.keys(decisions).length;
  const decision = change ? decisions[change.id] : undefined;
  const undecided = changes.filter((item) => !decisions[item.id]).length;
  const snippet = (item: TReviewChange) =>
    item.text === '\u00b6' ? t('review-paragraph-mark') : item.text || t('review-paragraph-formatting');

  return (
    <aside className="review-panel" aria-label={t('review-panel')}>
      <div className="review-panel__progress">
        <p>{t('review-progress', { decided: decidedCount, total: counts.all })}</p>
        <progress max={Math.max(counts.all, 1)} value={decidedCount} aria-hidden="true" />
        <p className="review-panel__saving" aria-live="polite">
          {isSaving ? t('review-saving') : decidedCount > 0 ? t('review-saved') : ''}
        </p>
      </div>
      <fieldset className="review-filter">
        <legend id={filterId}>{t('review-filter-label')}</legend>
        {KIND_FILTERS.map((kind) => (
          <label key={kind} className={`review-filter__chip${filter === kind ? ' is-selected' : ''}`}>
            <input type="radio" name="review-filter" value={kind} checked={filter === kind} onChange={() => onFilter(kind)} />
            {t(`review-kind-${kind}`)} <span className="review-filter__count">{counts[kind]}</span>
          </label>
        ))}
      </fieldset>
      {change ? (
        <section className="review-current" aria-labelledby={`${filterId}-current`}>
          <h2 id={`${filterId}-current`} className="review-current__title">
            {t('review-position', { index: current + 1, count: changes.length })}
          </h2>
          <p className="review-current__kind">
            <span className={`review-kind review-kind--${change.kind}`}>{t(`review-change-${change.kind}`)}</span>{' '}
            {change.author ? t('review-by', { author: change.author }) : null}
          </p>
          <p className="review-current__text">{snippet(change)}</p>
          <p className="review-current__state">{t(decision ? `review-${decision}ed` : 'review-undecided')}</p>
          <div className="review-current__actions">
            <Button onClick={() => onDecide('accept')} aria-keyshortcuts="a" disabled={decision === 'accept'}>
              {t('review-accept')}
            </Button>
            <Button variant="secondary" onClick={() => onDecide('reject')} aria-keyshortcuts="r" disabled={decision === 'reject'}>
              {t('review-reject')}
            </Button>
            {decision ? (
              <Button variant="link" onClick={() => onDecide(null)}>
                {t('review-undo')}
              </Button>
            ) : null}
          </div>
          <div className="review-current__nav">
            <Button
              variant="secondary"
              onClick={() => onSelect((current - 1 + changes.length) % changes.length)}
              aria-keyshortcuts="p"
            >
              {t('review-previous')}
            </Button>
            <Button variant="secondary" onClick={() => onSelect((current + 1) % changes.length)} aria-keyshortcuts="n">
              {t('review-next')}
            </Button>
          </div>
          <p className="review-panel__hint">{t('review-keyboard')}</p>
          {props.thread}
        </section>
      ) : null}
      {undecided > 0 ? (
        <div className="review-bulk">
          <Button variant="secondary" onClick={() => onDecideShown('accept')}>
            {t('review-accept-shown', { count: undecided })}
          </Button>
          <Button variant="secondary" onClick={() => onDecideShown('reject')}>
            {t('review-reject-shown', { count: undecided })}
          </Button>
        </div>
      ) : null}
      {props.disputed}
      <ol className="review-list">
        {changes.map((item, index) => {
          const state = decisions[item.id];
          return (
            <li key={item.id} className={`review-list__item${index === current ? ' is-current' : ''}`}>
              <button type="button" onClick={() => onSelect(index)} aria-current={index === current ? 'true' : undefined}>
                <span className={`review-kind review-kind--${item.kind}`}>{t(`review-change-${item.kind}`)}</span>
                <span className="review-list__text">{snippet(item)}</span>
                {asked.has(item.id) ? <span className="review-list__asked">{t('review-question-marker')}</span> : null}
                <span className={`review-list__state review-list__state--${state ?? 'open'}`}>
                  {t(state ? `review-${state}ed` : 'review-undecided')}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </aside>
  );
}
