import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { paymentProofsQuery } from '../api/payment-proofs.ts';
import { OrderSupportFrame, SupportOrderSummary } from '../components/order-support-frame.tsx';
import { PaymentProofList } from '../components/payment-proof-list.tsx';
import { ProofOfPaymentUpload } from '../components/proof-of-payment-upload.tsx';
import { SupportContact } from '../components/support-contact.tsx';
import '../info.css';

/** /support/index/submission/:externalId/type/proof-of-payment: send the receipt of a bank transfer for an unpaid order. */
export function Component() {
  const { t } = useTranslation();
  return (
    <OrderSupportFrame title={t('info-proof-title')}>
      {({ externalId }) => <ProofOfPayment externalId={externalId} />}
    </OrderSupportFrame>
  );
}

function ProofOfPayment({ externalId }: { externalId: string }) {
  const { t } = useTranslation();
  const query = useQuery(paymentProofsQuery(externalId));
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <Alert kind="error">{translateMessage(t, 'generic error message')}</Alert>;
  if (query.data === null) return <Alert kind="error">{translateMessage(t, 'not-found')}</Alert>;
  const order = query.data;
  return (
    <>
      <SupportOrderSummary externalId={order.externalId} title={order.title} />
      {order.isAwaitingPayment ? (
        <section className="info-section">
          <p className="info-page__lead">{t('info-proof-lead', { externalId: order.externalId })}</p>
          <ProofOfPaymentUpload externalId={order.externalId} />
        </section>
      ) : (
        <Alert kind="info">{translateMessage(t, 'proof-of-payment-not-awaited')}</Alert>
      )}
      <PaymentProofList proofs={order.proofs} />
      <SupportContact externalId={order.externalId} />
    </>
  );
}
