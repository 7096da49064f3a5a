import type { TReviewChange, TReviewDecision } from '@portal/domain/api/edit-review';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { changeSnippet } from '../utils/change-text.ts';
import { EMPTY_SELECTION, selectedShown, type TSelection, tick, tickAll } from '../utils/selection.ts';
import { scrollToRow, visibleRows } from '../utils/virtual-window.ts';
import './change-list.css';

type TChangeListProps = {
  changes: readonly TReviewChange[];
  decisions: Record<string, TReviewDecision>;
  current: number;
  onSelect: (index: number) => void;
  /** Decides the ticked changes in one save. */
  onDecideSelection: (ids: readonly string[], decision: TReviewDecision) => void;
  /** The changes asked about (marked in the list). */
  asked: ReadonlySet<string>;
};

/** A row's height until the first row is measured (the stylesheet's `.review-list__item` height). */
const ROW_HEIGHT_GUESS = 44;
const VIEWPORT_GUESS = 448;
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The changes shown, each with a tick box to decide a selection together (shift+click ticks a range). A
 * manuscript's 1,500 changes are not all drawn: only the rows in the list's viewport (and a few either side),
 * plus the current change and the focused row, so that neither the first screen nor the keyboard waits on them.
 * Up and down arrows move through the rows; moving to a change elsewhere (keys N and P) keeps the focus on it.
 */
export function ChangeList({ changes, decisions, current, onSelect, onDecideSelection, asked }: TChangeListProps) {
  const { t } = useTranslation();
  const id = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(VIEWPORT_GUESS);
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT_GUESS);
  const [focused, setFocused] = useState<number | null>(null);
  const [selection, setSelection] = useState<TSelection>(EMPTY_SELECTION);
  const count = changes.length;
  const selected = selectedShown(selection, changes);

  // The list's viewport and a row's height, measured (the text size may differ from the guesses).
  useLayoutEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const measure = () => {
      setViewport(element.clientHeight || VIEWPORT_GUESS);
      const row = element.querySelector<HTMLElement>('.review-list__item');
      if (row?.offsetHeight) setRowHeight(row.offsetHeight);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A new filter starts at the top of the list, with no anchor for a range.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new list (a filter), not on its contents.
  useEffect(() => {
    if (viewportRef.current) viewportRef.current.scrollTop = 0;
    setScrollTop(0);
    setSelection((previous) => ({ ...previous, anchor: null }));
  }, [changes]);

  // The current change is scrolled into the list's view; the focus follows it when it was in the list.
  useEffect(() => {
    const element = viewportRef.current;
    if (!element || current >= count) return;
    const target = scrollToRow(current, rowHeight, element.scrollTop, element.clientHeight);
    if (target !== null) {
      element.scrollTop = target;
      setScrollTop(target);
    }
    if (element.contains(document.activeElement) && document.activeElement?.tagName === 'BUTTON') {
      element.querySelector<HTMLElement>(`button[data-index="${current}"]`)?.focus({ preventScroll: true });
    }
  }, [current, count, rowHeight]);

  const rows = visibleRows({ count, rowHeight, scrollTop, viewport, keep: [current, focused ?? -1] });

  const onTick = (index: number) => (event: MouseEvent<HTMLInputElement>) => {
    const options = { checked: event.currentTarget.checked, range: event.shiftKey };
    setSelection((previous) => tick(previous, changes, index, options));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const from = Number((event.target as HTMLElement).dataset.index);
    if (!move || Number.isNaN(from) || count === 0) return;
    event.preventDefault();
    onSelect(move(from, count));
  };

  const decideSelection = (decision: TReviewDecision) => {
    onDecideSelection(selected, decision);
    setSelection(EMPTY_SELECTION);
  };

  return (
    <div className="review-list-wrap">
      <div className="review-selection">
        <Button variant="link" onClick={() => setSelection((previous) => tickAll(previous, changes))} disabled={count === 0}>
          {t('review-select-shown', { count })}
        </Button>
        {selected.length > 0 ? (
          <>
            <p className="review-selection__count">{t('review-selected', { count: selected.length })}</p>
            <div className="review-selection__actions">
              <Button onClick={() => decideSelection('accept')}>{t('review-accept-selection')}</Button>
              <Button variant="secondary" onClick={() => decideSelection('reject')}>
                {t('review-reject-selection')}
              </Button>
              <Button variant="link" onClick={() => setSelection(EMPTY_SELECTION)}>
                {t('review-clear-selection')}
              </Button>
            </div>
          </>
        ) : (
          <p className="review-panel__hint review-selection__hint">{t('review-select-hint')}</p>
        )}
      </div>
      {count === 0 ? <p className="review-list__empty">{t('review-list-empty')}</p> : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys of the buttons inside, delegated. */}
      <div
        ref={viewportRef}
        className="review-list__viewport"
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const index = Number((event.target as HTMLElement).dataset.index);
          if (!Number.isNaN(index)) setFocused(index);
        }}
      >
        <ol className="review-list" aria-label={t('review-list-label')} style={{ height: count * rowHeight }}>
          {rows.map((index) => {
            const item = changes[index];
            if (!item) return null;
            const state = decisions[item.id];
            const kind = t(`review-change-${item.kind}`);
            const snippet = changeSnippet(t, item);
            const isCurrent = index === current;
            return (
              <li
                key={item.id}
                className={`review-list__item${isCurrent ? ' is-current' : ''}`}
                style={{ transform: `translateY(${index * rowHeight}px)` }}
                aria-posinset={index + 1}
                aria-setsize={count}
              >
                <input
                  id={`${id}-${item.id}`}
                  type="checkbox"
                  className="review-list__tick"
                  checked={selection.ids.has(item.id)}
                  onClick={onTick(index)}
                  onChange={() => undefined}
                  aria-label={t('review-select-change', { kind, text: snippet })}
                  data-index={index}
                />
                <button
                  type="button"
                  onClick={() => onSelect(index)}
                  aria-current={isCurrent ? 'true' : undefined}
                  data-index={index}
                >
                  <span className={`review-kind review-kind--${item.kind}`}>{kind}</span>
                  <span className="review-list__text">{snippet}</span>
                  {asked.has(item.id) ? <span className="review-list__asked">{t('review-question-marker')}</span> : null}
                  <span className={`review-list__state review-list__state--${state ?? 'open'}`}>
                    {t(state ? `review-${state}ed` : 'review-undecided')}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
