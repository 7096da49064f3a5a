import './review-questions.css';
import { formatDateTime } from '@portal/domain';
import type { TReviewChange } from '@portal/domain/api/edit-review';
import { REVIEW_QUESTION_STARTERS, type TReviewQuestion, ZReviewQuestionText } from '@portal/domain/api/edit-review-questions';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { askReviewQuestion, replyToReviewQuestion } from '../api/questions.ts';
import { charactersLeft, withStarter } from '../utils/question-state.ts';

type TQuestionThreadProps = {
  externalId: string;
  file: string;
  change: TReviewChange;
  /** The questions already asked about this change, oldest first. */
  questions: readonly TReviewQuestion[];
  onSaved: (question: TReviewQuestion) => void;
};

/**
 * The questions on the current change, in the change panel: each thread (the researcher's messages and the
 * editorial team's answers) and a box to ask, or to reply in the latest thread. The text follows the rule
 * the server checks (ZReviewQuestionText); the starters put a ready sentence in the box in one click.
 */
export function QuestionThread({ externalId, file, change, questions, onSaved }: TQuestionThreadProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSending, setIsSending] = useState(false);
  const [notice, setNotice] = useState<'sent' | 'failed' | null>(null);
  const latest = questions.at(-1);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZReviewQuestionText.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setIsSending(true);
    setNotice(null);
    try {
      const saved = latest
        ? await replyToReviewQuestion(externalId, latest.id, parsed.data)
        : await askReviewQuestion(externalId, { file, change: change.id, text: parsed.data });
      onSaved(saved);
      setText('');
      setNotice('sent');
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.fieldErrors?.text : undefined;
      if (fieldError) setError(fieldError);
      else setNotice('failed');
    } finally {
      setIsSending(false);
    }
  }

  const left = charactersLeft(text);
  return (
    <details className="review-questions" open={questions.length > 0 || undefined}>
      <summary className="review-questions__title">
        {t('review-question-title')}
        {questions.length > 0 ? <span className="review-filter__count"> {questions.length}</span> : null}
      </summary>
      {questions.map((question) => (
        <article key={question.id} className="review-thread">
          <p className={`review-thread__status review-thread__status--${question.status}`}>
            {t(`review-question-status-${question.status}`)}
          </p>
          <ol className="review-thread__messages">
            {question.messages.map((message) => (
              <li key={`${message.createdAt}-${message.author}`} className={`review-message review-message--${message.author}`}>
                <p className="review-message__meta">
                  <strong>{t(message.author === 'staff' ? 'review-question-staff' : 'review-question-you')}</strong>{' '}
                  <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
                </p>
                <p className="review-message__text">{message.text}</p>
              </li>
            ))}
          </ol>
        </article>
      ))}
      <form className="review-questions__form" onSubmit={onSubmit} noValidate>
        {latest ? null : (
          <fieldset className="review-questions__starters">
            <legend className="visually-hidden">{t('review-question-starters')}</legend>
            {REVIEW_QUESTION_STARTERS.map((starter) => (
              <Button
                key={starter}
                variant="secondary"
                className="review-questions__starter"
                onClick={() => setText((current) => withStarter(current, t(`review-question-starter-${starter}`)))}
              >
                {t(`review-question-starter-${starter}`)}
              </Button>
            ))}
          </fieldset>
        )}
        <TextAreaField
          id={`${id}-text`}
          label={t(latest ? 'review-question-reply-label' : 'review-question-label')}
          value={text}
          rows={3}
          onChange={(event) => setText(event.target.value)}
          error={error}
          hint={t('review-question-remaining', { count: left })}
        />
        <Button type="submit" isBusy={isSending}>
          {t(latest ? 'review-question-send-reply' : 'review-question-send')}
        </Button>
      </form>
      <div aria-live="polite">
        {notice === 'sent' ? <Alert kind="success">{t('review-question-sent')}</Alert> : null}
        {notice === 'failed' ? <Alert kind="error">{t('review-question-failure')}</Alert> : null}
      </div>
    </details>
  );
}
