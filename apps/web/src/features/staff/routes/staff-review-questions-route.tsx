import {
  REVIEW_QUESTION_STATUSES,
  STAFF_REVIEW_QUESTIONS_PAGE_SIZE,
  type TReviewQuestionStatus,
  type TStaffReviewQuestion,
} from '@portal/domain/api/edit-review-questions';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { LoadFallback } from '../../../components/ui/load-fallback.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useStaffReviewQuestions } from '../api/review-questions.ts';
import { QuestionQueueTable } from '../components/question-queue-table.tsx';
import { ReeditBar, ReeditDialog } from '../components/reedit-dialog.tsx';
import { StaffListPage } from '../components/staff-list-page.tsx';
import { STAFF_LOAD_TEXTS, StaffListPages } from '../components/staff-list-parts.tsx';
import '../staff.css';

const QUESTIONS_TEXTS = { title: 'staff-questions-title', lead: 'staff-questions-lead', list: 'staff-questions-caption' };

const statusOf = (value: string | null): TReviewQuestionStatus =>
  REVIEW_QUESTION_STATUSES.find((status) => status === value) ?? 'open';

/**
 * /{lang}/staff/review-questions: researchers' questions on single changes of an edited file (docs/decisions.md,
 * "Review the edits: questions …"), open ones first by default, answered and resolved in place.
 */
export function Component() {
  const { t } = useTranslation();
  const { lang = 'en' } = useParams();
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search.get('status'));
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const queue = useStaffReviewQuestions({ status, page });
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  // The questions ticked for a re-edit, kept across refetches of the page, cleared when the list changes.
  const [selected, setSelected] = useState<ReadonlyMap<string, TStaffReviewQuestion>>(new Map());
  const [isReeditOpen, setIsReeditOpen] = useState(false);
  const onSelect = (question: TStaffReviewQuestion, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (isSelected) next.set(question.id, question);
      else next.delete(question.id);
      return next;
    });
  const data = queue.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.pagination.total / STAFF_REVIEW_QUESTIONS_PAGE_SIZE)) : 1;

  return (
    <StaffListPage texts={QUESTIONS_TEXTS} listId="staff-questions-list">
      <div className="staff-questions__filter">
        <SelectField
          label={t('staff-questions-filter')}
          value={status}
          onChange={(event) => {
            setNotice(null);
            setSelected(new Map());
            setSearch(new URLSearchParams({ status: event.target.value }));
          }}
        >
          {REVIEW_QUESTION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`staff-questions-status-${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div aria-live="polite">{notice ? <Alert kind={notice.kind}>{notice.text}</Alert> : null}</div>
      {!data ? (
        <LoadFallback query={queue} texts={STAFF_LOAD_TEXTS} className="staff-loading" />
      ) : data.questions.length === 0 ? (
        <div className="staff-empty">
          <p>{t('staff-questions-empty')}</p>
        </div>
      ) : (
        <>
          <p className="staff-count">{t('staff-questions-count', { count: data.pagination.total })}</p>
          {status === 'resolved' ? null : <ReeditBar selected={[...selected.values()]} onOpen={() => setIsReeditOpen(true)} />}
          <QuestionQueueTable
            questions={data.questions}
            lang={lang}
            isBusy={queue.isFetching}
            onNotice={setNotice}
            selected={new Set(selected.keys())}
            onSelect={onSelect}
          />
          <StaffListPages
            page={page}
            pageCount={pageCount}
            onPage={(target) => {
              setSelected(new Map());
              setSearch(new URLSearchParams({ status, page: String(target) }));
            }}
          />
        </>
      )}
      {isReeditOpen ? (
        <ReeditDialog
          questions={[...selected.values()]}
          onClose={() => setIsReeditOpen(false)}
          onDone={(result) => {
            setIsReeditOpen(false);
            setSelected(new Map());
            setNotice({
              kind: 'success',
              text: t(`staff-reedit-done-${result.reedit.kind}`, { externalId: result.reedit.order }),
            });
          }}
        />
      ) : null}
    </StaffListPage>
  );
}
