import type { TReviewChange, TReviewDecision } from '@portal/domain/api/edit-review';
import { type ReactNode, useId, useState } from 'react';
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
  // The current change's details on a phone (always shown on a wider screen, where the toggle is hidden).
  const [isExpanded, setIsExpanded] = useState(false);

  return (
    <aside className={`review-panel${isExpanded ? ' is-expanded' : ''}`} aria-label={t('review-panel')}>
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
          {/* On a phone the panel is pinned under the text: one change in three short rows, the rest behind "Details". */}
          <div className="review-current__head">
            <h2 id={`${filterId}-current`} className="review-current__title">
              {t('review-position', { index: current + 1, count: changes.length })}
            </h2>
            <Button
              variant="link"
              className="review-current__more"
              aria-expanded={isExpanded}
              aria-controls={`${filterId}-details${props.disputed ? ` ${filterId}-disputed` : ''}`}
              onClick={() => setIsExpanded((expanded) => !expanded)}
            >
              {t('review-details')}
            </Button>
          </div>
          <p className="review-current__text">
            <span className={`review-kind review-kind--${change.kind}`}>{t(`review-change-${change.kind}`)}</span>{' '}
            {snippet(change)}
          </p>
          <div className="review-current__bar">
            <div className="review-current__actions">
              <Button onClick={() => onDecide('accept')} aria-keyshortcuts="a" disabled={decision === 'accept'}>
                {t('review-accept')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => onDecide('reject')}
                aria-keyshortcuts="r"
                disabled={decision === 'reject'}
              >
                {t('review-reject')}
              </Button>
            </div>
            <div className="review-current__nav">
              <Button
                variant="secondary"
                onClick={() => onSelect((current - 1 + changes.length) % changes.length)}
                aria-keyshortcuts="p"
              >
                <span className="review-current__arrow" aria-hidden="true">
                  ‹
                </span>
                <span className="review-current__nav-label">{t('review-previous')}</span>
              </Button>
              <Button variant="secondary" onClick={() => onSelect((current + 1) % changes.length)} aria-keyshortcuts="n">
                <span className="review-current__nav-label">{t('review-next')}</span>
                <span className="review-current__arrow" aria-hidden="true">
                  ›
                </span>
              </Button>
            </div>
          </div>
          <div id={`${filterId}-details`} className="review-current__details">
            {change.author ? <p className="review-current__kind">{t('review-by', { author: change.author })}</p> : null}
            <p className="review-current__state">
              {t(decision ? `review-${decision}ed` : 'review-undecided')}{' '}
              {decision ? (
                <Button variant="link" onClick={() => onDecide(null)}>
                  {t('review-undo')}
                </Button>
              ) : null}
            </p>
            <p className="review-panel__hint">{t('review-keyboard')}</p>
            {props.thread}
          </div>
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
      {props.disputed ? (
        <div id={`${filterId}-disputed`} className="review-panel__disputed">
          {props.disputed}
        </div>
      ) : null}
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
