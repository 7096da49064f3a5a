import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/translation.ts';
import { FapiaoRequestScreen } from './fapiao-request-screen.tsx';

/** /{lang}/researcher/prepay/{retainerInvoiceNumber}/fapiao: a fapiao for a paid prepayment; returns to prepay. */
export function Component() {
  const { t } = useTranslation();
  const { lang = 'en', retainerInvoiceNumber = '' } = useParams();
  return (
    <FapiaoRequestScreen
      documentNumber={retainerInvoiceNumber}
      returnPath={`/${lang}/researcher/prepay`}
      returnLabel={t('fapiao-return-prepay')}
    />
  );
}
