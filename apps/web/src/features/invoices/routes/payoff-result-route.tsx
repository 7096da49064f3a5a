import { MESSAGE } from '@portal/domain';
import { useParams } from 'react-router';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { PaymentOutcome } from '../../payment/components/payment-outcome.tsx';
import { useForgetPaidInvoices } from '../hooks/use-forget-paid-invoices.ts';
import '../invoices.css';

/** /{lang}/researcher/invoices/unpaid/{type}: the payoff's outcome, then back to the unpaid invoices. */
export function Component() {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  const { type } = useParams();
  const isSuccess = type === 'success';
  useForgetPaidInvoices();
  return (
    <div className="page invoices-page--narrow">
      <header className="invoices-page__header">
        <h1 className="page__title">{t(isSuccess ? 'invoices-outcome-title-success' : 'invoices-outcome-title-error')}</h1>
      </header>
      <PaymentOutcome
        countdown={(seconds) => t('invoices-outcome-redirect', { seconds })}
        isSuccess={isSuccess}
        message={translateMessage(t, isSuccess ? MESSAGE.payoffProcessingSuccess : MESSAGE.paymentProcessingError)}
        next={`/${lang}/researcher/invoices/unpaid`}
        nextLabel={t('invoices-back-to-unpaid')}
      />
    </div>
  );
}
