import { ZEmail } from '@portal/domain';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/field.tsx';
import { documentHref } from '../../../../lib/i18n.ts';
import { useTranslation } from '../../../../lib/translation.ts';
import { useConvertQuote } from '../../api/convert-quote.ts';
import { useEmailPriceQuote } from '../../api/email-price-quote.ts';
import { StepHeader } from '../step-header.tsx';
import './price-quote-step.css';
import { useOrderStep } from '../../hooks/use-order-step.ts';

/** Height of the embedded quote (spec §9). */
const PDF_HEIGHT_PX = 750;

/** Step 9: the generated quote, embedded, with download, e-mail and 'Continue order'. */
export function PriceQuoteStep() {
  const { t } = useTranslation();
  const { order, isSaving, goToCurrentStep } = useOrderStep();
  const convert = useConvertQuote();
  const estimateId = order.estimateId;
  const [outcome, setOutcome] = useState<TEmailOutcome | null>(null);

  return (
    <div className="step price-quote">
      <StepHeader title={t('order-form-quote-title')} lead={t('order-form-quote-lead')} />
      {estimateId ? (
        <>
          <div className="price-quote__actions">
            <a
              className="button button--secondary"
              href={documentHref(`/api/price-quote/${encodeURIComponent(estimateId)}/pdf`, 'language')}
              download
            >
              {t('order-form-quote-download')}
            </a>
            <QuoteEmailForm estimateId={estimateId} isAnonymous={order.isAnonymous} onOutcome={setOutcome} />
            <Button
              className="price-quote__continue"
              isBusy={convert.isPending}
              disabled={isSaving}
              onClick={() => convert.mutate(undefined, { onSuccess: ({ order: next }) => goToCurrentStep(next) })}
            >
              {t('order-form-quote-continue')}
            </Button>
          </div>
          <div className="price-quote__email-outcome" aria-live="polite">
            {outcome?.kind === 'success' ? (
              <Alert kind="success">{t('price-quote-email-success-message', { email: outcome.recipient })}</Alert>
            ) : null}
            {outcome?.kind === 'error' ? <Alert kind="error">{t('price-quote-email-error')}</Alert> : null}
          </div>
          <iframe
            className="price-quote__pdf"
            title={t('order-form-quote-pdf-title', { id: estimateId })}
            src={documentHref(`/api/price-quote/${encodeURIComponent(estimateId)}/pdf?display=inline`, 'language')}
            height={PDF_HEIGHT_PX}
          />
        </>
      ) : (
        <Alert kind="error">{t('order-form-quote-missing')}</Alert>
      )}
    </div>
  );
}

type TEmailOutcome = { kind: 'success'; recipient: string } | { kind: 'error' };

function QuoteEmailForm({
  estimateId,
  isAnonymous,
  onOutcome,
}: {
  estimateId: string;
  isAnonymous: boolean;
  onOutcome: (outcome: TEmailOutcome | null) => void;
}) {
  const { t } = useTranslation();
  const send = useEmailPriceQuote(estimateId);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();

  const onSend = () => {
    onOutcome(null);
    if (isAnonymous) {
      const parsed = ZEmail.safeParse(email);
      if (!parsed.success) {
        setEmailError(parsed.error.issues[0]?.message);
        return;
      }
    }
    send.mutate(isAnonymous ? email.trim() : undefined, {
      onSuccess: ({ recipientEmail }) => onOutcome({ kind: 'success', recipient: recipientEmail }),
      onError: () => onOutcome({ kind: 'error' }),
    });
  };

  return (
    <form
      className="price-quote__email"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      {isAnonymous ? (
        <TextField
          label={t('order-form-quote-email-address')}
          type="email"
          autoComplete="email"
          value={email}
          error={emailError}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setEmailError(undefined);
          }}
        />
      ) : null}
      <Button type="submit" variant="secondary" isBusy={send.isPending}>
        {t('order-form-quote-email')}
      </Button>
    </form>
  );
}
