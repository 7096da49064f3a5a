import {
  REVIEW_QUESTION_STATUSES,
  STAFF_REVIEW_QUESTIONS_PAGE_SIZE,
  type TReviewQuestionStatus,
} from '@portal/domain/api/edit-review-questions';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { LoadFallback } from '../../../components/ui/load-fallback.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useStaffReviewQuestions } from '../api/review-questions.ts';
import { QuestionQueueTable } from '../components/question-queue-table.tsx';
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
          <QuestionQueueTable questions={data.questions} lang={lang} isBusy={queue.isFetching} onNotice={setNotice} />
          <StaffListPages
            page={page}
            pageCount={pageCount}
            onPage={(target) => setSearch(new URLSearchParams({ status, page: String(target) }))}
          />
        </>
      )}
    </StaffListPage>
  );
}
