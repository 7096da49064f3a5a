import { formatDateTime } from '@portal/domain';
import { type TStaffReviewQuestion, ZReviewQuestionText } from '@portal/domain/api/edit-review-questions';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { CheckboxField, TextAreaField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useQuestionAction } from '../api/review-questions.ts';

type TNotice = { kind: 'success' | 'error'; text: string };
type TQuestionQueueTableProps = {
  questions: readonly TStaffReviewQuestion[];
  lang: string;
  isBusy: boolean;
  onNotice: (notice: TNotice | null) => void;
  /** The questions ticked for "Turn into a re-edit" (reedit-dialog.tsx), by id. */
  selected: ReadonlySet<string>;
  onSelect: (question: TStaffReviewQuestion, isSelected: boolean) => void;
};

/** One question: its order, the change and passage as asked about, the thread, and the answer form in place. */
function QuestionRow({
  question,
  lang,
  onNotice,
  isSelected,
  onSelect,
}: {
  question: TStaffReviewQuestion;
  lang: string;
  onNotice: TQuestionQueueTableProps['onNotice'];
  isSelected: boolean;
  onSelect: TQuestionQueueTableProps['onSelect'];
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const action = useQuestionAction();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();

  function run(body: { question: string; answer?: string }, done: string) {
    onNotice(null);
    action.mutate(body, {
      onSuccess: () => {
        setAnswer('');
        onNotice({ kind: 'success', text: t(done) });
      },
      onError: (failure) => {
        const fieldError = failure instanceof ApiError ? failure.fieldErrors.text : undefined;
        if (fieldError) setError(fieldError);
        else onNotice({ kind: 'error', text: t('staff-questions-failure') });
      },
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZReviewQuestionText.safeParse(answer);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) run({ question: question.id, answer: parsed.data }, 'staff-questions-answered');
  }

  const { change } = question;
  return (
    <tr>
      <td>
        <Link className="staff-table__order" to={`/${lang}/staff/orders/${encodeURIComponent(question.order.externalId)}`}>
          {question.order.externalId}
        </Link>
        <span className="staff-table__title">{question.order.title}</span>
        <span className="staff-table__muted">{question.researcher.fullName}</span>
        <span className="staff-table__muted">{question.researcher.email}</span>
        <span className="staff-table__muted">{t('staff-questions-file', { name: question.fileName })}</span>
        {question.status === 'resolved' ? null : (
          <CheckboxField
            id={`${id}-select`}
            label={t('staff-reedit-select')}
            aria-label={`${t('staff-reedit-select')}: ${question.order.externalId}, ${change.deleted || change.inserted}`}
            checked={isSelected}
            onChange={(event) => onSelect(question, event.target.checked)}
          />
        )}
      </td>
      <td className="staff-question__change">
        <p>
          <strong>{t(`staff-questions-kind-${change.kind}`)}</strong>
        </p>
        {change.deleted ? (
          <p>
            {t('staff-questions-deleted')}: <del>{change.deleted}</del>
          </p>
        ) : null}
        {change.inserted ? (
          <p>
            {t('staff-questions-inserted')}: <ins>{change.inserted}</ins>
          </p>
        ) : null}
        <blockquote className="staff-question__passage" aria-label={t('staff-questions-passage')}>
          {question.passage}
        </blockquote>
      </td>
      <td className="staff-question__thread">
        <ol className="staff-question__messages">
          {question.messages.map((message) => (
            <li key={`${message.createdAt}-${message.author}`} className={`staff-question__message--${message.author}`}>
              <span className="staff-table__muted">
                {t(message.author === 'staff' ? 'staff-questions-staff' : 'staff-questions-researcher')} ·{' '}
                {formatDateTime(message.createdAt, i18n.language)}
              </span>
              <p>{message.text}</p>
            </li>
          ))}
        </ol>
        <form onSubmit={onSubmit} noValidate className="staff-question__form">
          <TextAreaField
            id={`${id}-answer`}
            label={t('staff-questions-answer-label')}
            rows={3}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            error={error}
          />
          <div className="staff-question__actions">
            <Button type="submit" isBusy={action.isPending && action.variables?.answer !== undefined}>
              {t('staff-questions-send')}
            </Button>
            {question.status === 'resolved' ? null : (
              <Button
                variant="secondary"
                isBusy={action.isPending && action.variables?.answer === undefined}
                onClick={() => run({ question: question.id }, 'staff-questions-resolved')}
              >
                {t('staff-questions-resolve')}
              </Button>
            )}
          </div>
        </form>
      </td>
    </tr>
  );
}

const QUESTION_COLUMNS = ['staff-questions-column-order', 'staff-questions-column-change', 'staff-questions-column-thread'];

/** The queue of questions on changes, in the order queue's table: order, change and passage, and the thread. */
export function QuestionQueueTable({ questions, lang, isBusy, onNotice, selected, onSelect }: TQuestionQueueTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      classes={{ scroll: 'staff-table__scroll', table: 'data-table staff-table staff-table--questions' }}
      columns={QUESTION_COLUMNS}
      caption={t('staff-questions-caption')}
      isBusy={isBusy}
    >
      {questions.map((question) => (
        <QuestionRow
          key={question.id}
          question={question}
          lang={lang}
          onNotice={onNotice}
          isSelected={selected.has(question.id)}
          onSelect={onSelect}
        />
      ))}
    </DataTable>
  );
}
