import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/translation.ts';
import { FapiaoRequestScreen } from './fapiao-request-screen.tsx';

/** /{lang}/researcher/invoices/{invoiceNumber}/fapiao: a fapiao for a paid invoice; returns to the invoice list. */
export function Component() {
  const { t } = useTranslation();
  const { lang = 'en', invoiceNumber = '' } = useParams();
  return (
    <FapiaoRequestScreen
      documentNumber={invoiceNumber}
      returnPath={`/${lang}/researcher/invoices`}
      returnLabel={t('fapiao-return-invoices')}
    />
  );
}
