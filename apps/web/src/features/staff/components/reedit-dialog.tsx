import {
  STAFF_REEDIT_MAX_QUESTIONS,
  type TStaffReviewQuestion,
  type TStaffReviewReeditResponse,
  ZStaffReviewReeditRequest,
} from '@portal/domain/api/edit-review-questions';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField, TextAreaField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-errors.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useTurnIntoReedit } from '../api/review-questions.ts';

/** Whether the selected questions can become one re-edit: 1 to 50 questions, all of one order's one file. */
export function isOneReedit(questions: readonly TStaffReviewQuestion[]): boolean {
  const [first] = questions;
  if (!first || questions.length > STAFF_REEDIT_MAX_QUESTIONS) return false;
  return questions.every((question) => question.order.externalId === first.order.externalId && question.file === first.file);
}

/** Above the queue: how many questions are selected and "Turn into a re-edit", enabled for questions of one order. */
export function ReeditBar({ selected, onOpen }: { selected: readonly TStaffReviewQuestion[]; onOpen: () => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  const isReady = isOneReedit(selected);
  return (
    <div className="staff-reedit-bar">
      <p id={hintId} className="staff-table__muted">
        {selected.length > 0 ? `${t('staff-reedit-selected', { count: selected.length })} · ` : ''}
        {selected.length > 0 && !isReady ? t('staff-reedit-one-order') : t('staff-reedit-hint')}
      </p>
      <Button variant="secondary" disabled={!isReady} aria-describedby={hintId} onClick={onOpen}>
        {t('staff-reedit-open')}
      </Button>
    </div>
  );
}

/**
 * "Turn into a re-edit": the changes that go into the editor's note, what the order offers (its free touch-up,
 * its paid re-edit, or nothing), and "Grant this re-edit free" with its reason. Errors stay in the dialog.
 */
export function ReeditDialog({
  questions,
  onClose,
  onDone,
}: {
  questions: readonly TStaffReviewQuestion[];
  onClose: () => void;
  onDone: (result: TStaffReviewReeditResponse) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const turn = useTurnIntoReedit();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [grantFree, setGrantFree] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const order = questions[0]?.order;
  const offered = order?.reeditKind ?? null;
  const kind = offered === 'touch-up' || grantFree ? 'touch-up' : offered;

  function submit() {
    setFailure(null);
    const body = { questions: questions.map((question) => question.id), grantFree: offered !== 'touch-up' && grantFree, reason };
    const parsed = ZStaffReviewReeditRequest.safeParse(body);
    const issue = parsed.success ? undefined : parsed.error.issues.find((item) => item.path[0] === 'reason');
    setReasonError(issue?.message);
    if (!parsed.success) return;
    turn.mutate(body, {
      onSuccess: onDone,
      onError: (error) => {
        const field = error instanceof ApiError ? error.fieldErrors.reason : undefined;
        if (field) setReasonError(field);
        else setFailure(error instanceof ApiError && error.status < 500 ? error.code : 'staff-questions-failure');
      },
    });
  }

  return (
    <Modal
      title={t('staff-reedit-title', { externalId: order?.externalId ?? '' })}
      initialFocusRef={cancelRef}
      onClose={onClose}
      className="staff-reedit-dialog"
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose}>
            {t('staff-reedit-cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} isBusy={turn.isPending} disabled={kind === null}>
            {t(kind === 're-edit' ? 'staff-reedit-confirm-re-edit' : 'staff-reedit-confirm-touch-up')}
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {failure ? <Alert kind="error">{translateMessage(t, failure)}</Alert> : null}
        <p>{t(`staff-reedit-offers-${offered ?? 'none'}`)}</p>
        <p>{t('staff-reedit-changes', { count: questions.length })}</p>
        <ol className="staff-reedit-dialog__changes">
          {questions.map((question) => (
            <li key={question.id}>
              <strong>{t(`staff-questions-kind-${question.change.kind}`)}</strong>
              {question.change.deleted ? (
                <>
                  {' '}
                  <del>{question.change.deleted}</del>
                </>
              ) : null}
              {question.change.inserted ? (
                <>
                  {' '}
                  <ins>{question.change.inserted}</ins>
                </>
              ) : null}
            </li>
          ))}
        </ol>
        {offered === 'touch-up' ? null : (
          <>
            <CheckboxField
              label={t('staff-reedit-grant-free')}
              checked={grantFree}
              onChange={(event) => setGrantFree(event.target.checked)}
            />
            {grantFree ? (
              <TextAreaField
                id={`${id}-reason`}
                label={t('staff-reedit-reason')}
                hint={t('staff-reedit-reason-hint')}
                isRequired
                rows={3}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                error={reasonError}
              />
            ) : null}
          </>
        )}
      </form>
    </Modal>
  );
}
