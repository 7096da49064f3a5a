import { MESSAGE } from '@portal/domain';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { PaymentOutcome } from './payment-outcome.tsx';

type TPaymentOutcomePageProps = {
  /** The page's and its header's classes (each area spaces them its own way). */
  classes: { page: string; header: string };
  /** The message keys: the title on success and on failure, the countdown line and the link back. */
  texts: { successTitle: string; errorTitle: string; redirect: string; back: string };
  /** The server's message key for a payment that went through. */
  successMessage: string;
  /** Where the page goes next, below the language segment (e.g. `researcher/prepay`). */
  next: string;
};

/** /…/{type}: a payment's outcome page (`type` is `success` or not), then on to the area it came from. */
export function PaymentOutcomePage({ classes, texts, successMessage, next }: TPaymentOutcomePageProps) {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  const isSuccess = useParams().type === 'success';
  return (
    <div className={classes.page}>
      <PageHeader className={classes.header} title={t(isSuccess ? texts.successTitle : texts.errorTitle)} />
      <PaymentOutcome
        countdown={(seconds) => t(texts.redirect, { seconds })}
        isSuccess={isSuccess}
        message={translateMessage(t, isSuccess ? successMessage : MESSAGE.paymentProcessingError)}
        next={`/${lang}/${next}`}
        nextLabel={t(texts.back)}
      />
    </div>
  );
}
