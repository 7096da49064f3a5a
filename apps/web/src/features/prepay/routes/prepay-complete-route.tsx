import { MESSAGE } from '@portal/domain';
import { useParams } from 'react-router';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { PaymentOutcome } from '../../payment/components/payment-outcome.tsx';
import { useForgetBalances } from '../hooks/use-forget-balances.ts';
import '../prepay.css';

/** /{lang}/researcher/prepay/complete/{type}: the prepayment's outcome, then back to the prepay page. */
export function Component() {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  const { type } = useParams();
  const isSuccess = type === 'success';
  useForgetBalances();
  return (
    <div className="page page--stack prepay-page--narrow">
      <header className="prepay-page__header">
        <h1 className="page__title">{t(isSuccess ? 'prepay-outcome-title-success' : 'prepay-outcome-title-error')}</h1>
      </header>
      <PaymentOutcome
        countdown={(seconds) => t('prepay-outcome-redirect', { seconds })}
        isSuccess={isSuccess}
        message={translateMessage(t, isSuccess ? MESSAGE.prepaymentsProcessingSuccess : MESSAGE.paymentProcessingError)}
        next={`/${lang}/researcher/prepay`}
        nextLabel={t('prepay-back')}
      />
    </div>
  );
}
