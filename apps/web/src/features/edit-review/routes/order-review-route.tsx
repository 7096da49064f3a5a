import { toSegment } from '@portal/domain';
import type { TReviewDecision } from '@portal/domain/api/edit-review';
import type { TReviewQuestion } from '@portal/domain/api/edit-review-questions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { reviewQuestionsQuery } from '../api/questions.ts';
import {
  reviewBackPath,
  reviewDownloadUrl,
  reviewQuery,
  reviewSourceOf,
  saveDecisions,
  type TDecisionChange,
} from '../api/review.ts';
import { AutomatedEditNotice } from '../components/automated-edit-notice.tsx';
import { ChangePanel } from '../components/change-panel.tsx';
import { DisputedChanges } from '../components/disputed-changes.tsx';
import { QuestionThread } from '../components/question-thread.tsx';
import { ReviewDocument } from '../components/review-document.tsx';
import { changeSpoken } from '../utils/change-text.ts';
import { disputedChanges, questionsByChange, withQuestion } from '../utils/question-state.ts';
import { nextUndecided } from '../utils/review-state.ts';
import { scrollChangeIntoView } from '../utils/scroll-change.ts';
import { useChangeFilter } from '../utils/use-change-filter.ts';
import '../components/edit-review.css';

/** Keys that move through the changes and decide them, unless the focus is in a field. */
const SHORTCUTS: Record<string, 'next' | 'previous' | 'accept' | 'reject'> = {
  n: 'next',
  j: 'next',
  p: 'previous',
  k: 'previous',
  a: 'accept',
  r: 'reject',
};
const NONE: never[] = [];

/**
 * /{lang}/researcher/index/details/:externalId/review — reviewing the edited manuscript online (not in the
 * specification; docs/decisions.md, "Review the edits"): every tracked change in its text, decided one by
 * one, by kind or all at once; decisions are saved as they are made; "Download my version" applies them.
 * The same page at /{lang}/researcher/digital-editing/details/:identity/review reviews a completed digital
 * edit: no questions to an editor there, an offer of human editing instead ("Review the edits of a digital edit").
 */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const lang = toSegment(params.lang);
  const { externalId: orderNumber, identity } = params;
  const source = useMemo(() => reviewSourceOf({ externalId: orderNumber, identity }), [orderNumber, identity]);
  const externalId = source.kind === 'order' ? source.externalId : '';
  const review = useQuery(reviewQuery(source));
  const [decisions, setDecisions] = useState<Record<string, TReviewDecision>>({});
  const [current, setCurrent] = useState(0);
  const [pending, setPending] = useState(0);
  const [saveFailed, setSaveFailed] = useState(false);
  const data = review.data?.review;
  const fileKey = data?.file.key ?? '';
  const queryClient = useQueryClient();
  const questionsRead = useQuery({
    ...reviewQuestionsQuery(externalId, fileKey),
    enabled: Boolean(data) && source.kind === 'order',
  });
  const questions = questionsRead.data?.questions ?? [];
  const byChange = useMemo(() => questionsByChange(questions), [questions]);
  const onQuestionSaved = useCallback(
    (saved: TReviewQuestion) =>
      queryClient.setQueryData(reviewQuestionsQuery(externalId, fileKey).queryKey, (previous) => ({
        questions: withQuestion(previous?.questions ?? [], saved),
      })),
    [queryClient, externalId, fileKey],
  );

  useEffect(() => {
    if (data) setDecisions(data.decisions);
  }, [data]);

  const allChanges = data?.changes ?? NONE;
  const filter = useChangeFilter(data?.blocks ?? NONE, allChanges);
  const { changes } = filter;
  const change = changes[current];
  // What the polite live region says: the change moved to (its kind and text), and each decision made.
  const [announcement, setAnnouncement] = useState('');
  const decidedNote = useRef('');
  const disputed = useMemo(() => disputedChanges(allChanges, questions), [allChanges, questions]);

  const select = useCallback((index: number) => {
    setCurrent(index);
  }, []);

  // The current change scrolls into view in the text (not on the first paint: the page opens at its top).
  const [hasMoved, setHasMoved] = useState(false);
  useEffect(() => {
    if (!change || !hasMoved) return;
    scrollChangeIntoView(change);
    const position = t('review-position', { index: current + 1, count: changes.length });
    const moved = t('review-announce-change', { position, ...changeSpoken(t, change) });
    setAnnouncement(`${decidedNote.current}${moved}`);
    decidedNote.current = '';
  }, [change, hasMoved, current, changes.length, t]);

  const save = useCallback(
    async (items: TDecisionChange[]) => {
      if (!data || items.length === 0) return;
      setDecisions((previous) => {
        const next = { ...previous };
        for (const item of items) {
          if (item.decision) next[item.change] = item.decision;
          else delete next[item.change];
        }
        return next;
      });
      setPending((count) => count + 1);
      try {
        const saved = await saveDecisions(source, data.file.key, items);
        setDecisions(saved);
        setSaveFailed(false);
      } catch {
        setSaveFailed(true);
      } finally {
        setPending((count) => count - 1);
      }
    },
    [data, source],
  );

  const decide = useCallback(
    (decision: TReviewDecision | null) => {
      if (!change) return;
      void save([{ change: change.id, decision }]);
      const note = t(`review-announce-${decision ?? 'undo'}`, changeSpoken(t, change));
      const next = decision ? nextUndecided(changes, { ...decisions, [change.id]: decision }, current) : current;
      // Moving on, the decision is said before the next change; staying, it is said alone.
      if (next !== current) decidedNote.current = `${note} `;
      else setAnnouncement(note);
      if (decision) {
        setHasMoved(true);
        setCurrent(next);
      }
    },
    [change, changes, current, decisions, save, t],
  );

  const decideSelection = useCallback(
    (ids: readonly string[], decision: TReviewDecision) => {
      if (ids.length === 0) return;
      void save(ids.map((id) => ({ change: id, decision })));
      setAnnouncement(t(`review-announce-${decision}ed`, { count: ids.length }));
    },
    [save, t],
  );

  const decideShown = useCallback(
    (decision: TReviewDecision) =>
      void save(changes.filter((item) => !decisions[item.id]).map((item) => ({ change: item.id, decision }))),
    [changes, decisions, save],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const action = SHORTCUTS[event.key.toLowerCase()];
      if (!action || changes.length === 0) return;
      event.preventDefault();
      setHasMoved(true);
      if (action === 'next') setCurrent((index) => (index + 1) % changes.length);
      else if (action === 'previous') setCurrent((index) => (index - 1 + changes.length) % changes.length);
      else decide(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [changes.length, decide]);

  const selectInText = useCallback(
    (changeId: string) => {
      const index = changes.findIndex((item) => item.id === changeId);
      if (index >= 0) setCurrent(index);
      else {
        filter.setKind('all');
        filter.setSection('all');
        setCurrent(
          Math.max(
            allChanges.findIndex((item) => item.id === changeId),
            0,
          ),
        );
      }
    },
    [changes, allChanges, filter.setKind, filter.setSection],
  );

  const back = (
    <Link className="review-page__back" to={reviewBackPath(lang, source)}>
      {t(source.kind === 'order' ? 'review-back' : 'review-back-digital-edit')}
    </Link>
  );
  if (review.isPending) return <PageSpinner label={t('review-wait')} />;
  if (!data) {
    const message = review.error instanceof ApiError && review.error.status !== 404 ? review.error.code : 'review-load-failure';
    return (
      <div className="review-page">
        {back}
        <h1>{t('review-title')}</h1>
        <Alert kind="error">{t(message)}</Alert>
      </div>
    );
  }
  return (
    <div className="review-page">
      {back}
      <header className="review-page__header">
        <div>
          <h1>{t('review-title')}</h1>
          <p className="review-page__lead">{t(source.kind === 'order' ? 'review-lead' : 'review-lead-digital-edit')}</p>
          <p className="review-page__file">{t('review-file', { name: data.file.name })}</p>
        </div>
        <div className="review-page__downloads">
          <a className="button button--primary" href={reviewDownloadUrl(source, data.file.key, 'mine')} download>
            {t('review-download-mine')}
          </a>
          <a className="button button--secondary" href={reviewDownloadUrl(source, data.file.key, 'clean')} download>
            {t('review-download-clean')}
          </a>
          <p className="review-page__hint">{t('review-download-mine-hint')}</p>
        </div>
      </header>
      {source.kind === 'digital-edit' ? <AutomatedEditNotice identity={source.identity} /> : null}
      {saveFailed ? <Alert kind="error">{t('review-save-failure')}</Alert> : null}
      {allChanges.length === 0 ? <Alert kind="info">{t('review-no-changes')}</Alert> : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className="review-layout">
        <ReviewDocument
          blocks={data.blocks}
          comments={data.comments}
          decisions={decisions}
          currentChange={change?.id ?? null}
          onSelect={(id) => {
            setHasMoved(false);
            selectInText(id);
          }}
        />
        <ChangePanel
          changes={changes}
          counts={filter.counts}
          total={filter.total}
          filter={filter.kind}
          onFilter={(next) => {
            filter.setKind(next);
            setCurrent(0);
          }}
          section={filter.section}
          sections={filter.sections}
          onSection={(next) => {
            filter.setSection(next);
            setCurrent(0);
          }}
          decisions={decisions}
          current={Math.min(current, Math.max(changes.length - 1, 0))}
          onSelect={(index) => {
            setHasMoved(true);
            select(index);
          }}
          onDecide={decide}
          onDecideShown={decideShown}
          onDecideSelection={decideSelection}
          isSaving={pending > 0}
          asked={new Set(byChange.keys())}
          thread={
            change && source.kind === 'order' ? (
              <QuestionThread
                key={change.id}
                externalId={externalId}
                file={data.file.key}
                change={change}
                questions={byChange.get(change.id) ?? []}
                onSaved={onQuestionSaved}
              />
            ) : null
          }
          disputed={
            source.kind === 'order' ? (
              <DisputedChanges
                externalId={externalId}
                file={data.file.key}
                disputed={disputed}
                onSelect={(id) => {
                  setHasMoved(true);
                  selectInText(id);
                }}
              />
            ) : null
          }
        />
      </div>
    </div>
  );
}
