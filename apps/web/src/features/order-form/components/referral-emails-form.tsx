import { ZEmail } from '@portal/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useUpdateReferralEmails } from '../api/update-referral-emails.ts';
import { errorKeyOf } from '../hooks/save-error.ts';
import { useOrderForm } from '../hooks/use-order-form.tsx';
import { OrderCard } from './order-card.tsx';
import './referral-emails-form.css';

export const MAX_REFERRAL_EMAILS = 10;

/** Comma-separated, trimmed, empties dropped; with those already invited, 1 to 10 valid addresses. */
export function parseReferralEmails(text: string, alreadyInvited: readonly string[]): string[] | null {
  const emails = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const combined = new Set([...alreadyInvited.map((e) => e.toLowerCase()), ...emails.map((e) => e.toLowerCase())]);
  if (emails.length === 0 || combined.size > MAX_REFERRAL_EMAILS) return null;
  if (!emails.every((e) => ZEmail.safeParse(e).success)) return null;
  return emails;
}

export const REFERRAL_SAVED_MESSAGE = 'referral-email-save-success';

/** A referral save's answer: its error to show in the field, or the success message (spec §8). */
export function referralSaveOutcome(response: { error?: string | null }): { error: string } | { success: string } {
  return response.error ? { error: response.error } : { success: REFERRAL_SAVED_MESSAGE };
}

/** Invite colleagues by e-mail from the details step. */
export function ReferralEmailsForm() {
  const { t } = useTranslation();
  const order = useOrderForm();
  const save = useUpdateReferralEmails(order.identity);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);

  const onSubmit = () => {
    setIsSaved(false);
    const emails = parseReferralEmails(text, order.referralEmails);
    if (!emails) {
      setError('referral-email-validation-error');
      return;
    }
    setError(null);
    save.mutate(emails.join(', '), {
      onSuccess: (response) => {
        const outcome = referralSaveOutcome(response);
        if ('error' in outcome) {
          setError(outcome.error);
          return;
        }
        setText('');
        setIsSaved(true);
      },
      onError: (failure) => setError(errorKeyOf(failure)),
    });
  };

  return (
    <OrderCard id="referral-title" title={t('order-form-referral-title')} className="referral">
      <p className="order-card__lead">{t('order-form-referral-lead')}</p>
      <form
        className="referral__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <TextField
          label={t('order-form-referral-emails')}
          type="text"
          inputMode="email"
          autoComplete="off"
          value={text}
          error={error ?? undefined}
          hint={t('order-form-referral-hint', { max: MAX_REFERRAL_EMAILS })}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="secondary" disabled={text.trim() === ''} isBusy={save.isPending}>
          {t('order-form-referral-invite')}
        </Button>
      </form>
      {isSaved ? <Alert kind="success">{t(REFERRAL_SAVED_MESSAGE)}</Alert> : null}
      {order.referralEmails.length > 0 ? (
        <p className="referral__invited">{t('order-form-referral-invited', { emails: order.referralEmails.join(', ') })}</p>
      ) : null}
    </OrderCard>
  );
}
