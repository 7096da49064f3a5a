import type { TFapiaoRequestForm } from '@portal/domain';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUser } from '../../../lib/application.ts';
import { showMessage } from '../../../lib/global-message.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useRequestablePayment } from '../api/fapiao-requests.ts';
import { FapiaoForm } from '../components/fapiao-form.tsx';
import '../fapiao.css';

type TFapiaoRequestScreenProps = {
  /** The invoice or retainer-invoice number from the path. */
  documentNumber: string;
  /** Where the return link and a successful request go (the invoice list or the prepay page). */
  returnPath: string;
  returnLabel: string;
};

/**
 * The fapiao form page: the payment comes from the list's link (?payment=) or, at the page's own address,
 * from GET /api/fapiao/requestable/{number}; the server checks it belongs to the researcher and may carry a fapiao. After the request, back to the list with the success message.
 */
export function FapiaoRequestScreen({ documentNumber, returnPath, returnLabel }: TFapiaoRequestScreenProps) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const linkedPaymentId = Number.parseInt(search.get('payment') ?? '', 10);
  const hasLinkedPayment = Number.isInteger(linkedPaymentId) && linkedPaymentId > 0;
  // Opened at its own address (bookmarked, or from an e-mail), the page asks which payment the number may use.
  const requestable = useRequestablePayment(documentNumber, !hasLinkedPayment);
  const paymentId = hasLinkedPayment ? linkedPaymentId : (requestable.data ?? null);

  function onCreated(type: TFapiaoRequestForm['type']) {
    showMessage({ kind: 'success', message: `fapiao-creation-success-type-${type}` });
    void navigate(returnPath);
  }

  return (
    <div className="fapiao-page">
      <p className="fapiao-page__back">
        <Link to={returnPath}>{returnLabel}</Link>
      </p>
      <header className="fapiao-page__header">
        <h1>{t('fapiao-form-title')}</h1>
        <p className="fapiao-page__lead">{t('fapiao-form-for', { number: documentNumber })}</p>
      </header>
      {paymentId !== null ? (
        <FapiaoForm paymentId={paymentId} receiptCode={documentNumber} defaultEmail={user.email} onCreated={onCreated} />
      ) : requestable.isPending ? (
        <Spinner label={t('fapiao-loading')} />
      ) : (
        <Alert kind="warning">{t('fapiao-not-eligible')}</Alert>
      )}
    </div>
  );
}
