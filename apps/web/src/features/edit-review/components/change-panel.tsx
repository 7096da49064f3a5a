import type { TReviewChange, TReviewDecision } from '@portal/domain/api/edit-review';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { changeSnippet } from '../utils/change-text.ts';
import type { TSectionFilter, TSectionOption } from '../utils/review-sections.ts';
import type { TKindFilter } from '../utils/review-state.ts';
import { ChangeFilter } from './change-filter.tsx';
import { ChangeList } from './change-list.tsx';

type TChangePanelProps = {
  changes: readonly TReviewChange[];
  counts: Record<TKindFilter, number>;
  filter: TKindFilter;
  onFilter: (filter: TKindFilter) => void;
  section: TSectionFilter;
  sections: readonly TSectionOption[];
  onSection: (section: TSectionFilter) => void;
  /** Every change of the file (the progress and "All sections" count them). */
  total: number;
  decisions: Record<string, TReviewDecision>;
  current: number;
  onSelect: (index: number) => void;
  onDecide: (decision: TReviewDecision | null) => void;
  onDecideShown: (decision: TReviewDecision) => void;
  /** Decides the changes ticked in the list, in one save. */
  onDecideSelection: (ids: readonly string[], decision: TReviewDecision) => void;
  isSaving: boolean;
  /** The changes asked about (marked in the list). */
  asked: ReadonlySet<string>;
  /** Shown under the current change: its questions and the box to ask one. */
  thread?: ReactNode;
  /** Shown under the bulk actions: the disputed changes and the re-edit request. */
  disputed?: ReactNode;
};

/**
 * The changes beside the text: how many are decided, a filter by section and kind, the current change with its
 * actions, and the list (virtualised, with a selection to decide together).
 */
export function ChangePanel(props: TChangePanelProps) {
  const { changes, counts, filter, onFilter, decisions, current, onSelect, onDecide, onDecideShown, isSaving, asked, total } =
    props;
  const { t } = useTranslation();
  const filterId = useId();
  const change = changes[current];
  const decidedCount = Object.keys(decisions).length;
  const decision = change ? decisions[change.id] : undefined;
  const undecided = changes.filter((item) => !decisions[item.id]).length;
  const snippet = (item: TReviewChange) => changeSnippet(t, item);

  return (
    <aside className="review-panel" aria-label={t('review-panel')}>
      <div className="review-panel__progress">
        <p>{t('review-progress', { decided: decidedCount, total })}</p>
        <progress max={Math.max(total, 1)} value={decidedCount} aria-hidden="true" />
        <p className="review-panel__saving" aria-live="polite">
          {isSaving ? t('review-saving') : decidedCount > 0 ? t('review-saved') : ''}
        </p>
      </div>
      <ChangeFilter
        kind={filter}
        counts={counts}
        onKind={onFilter}
        section={props.section}
        sections={props.sections}
        total={total}
        onSection={props.onSection}
      />
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
      <ChangeList
        changes={changes}
        decisions={decisions}
        current={current}
        onSelect={onSelect}
        onDecideSelection={props.onDecideSelection}
        asked={asked}
      />
    </aside>
  );
}
