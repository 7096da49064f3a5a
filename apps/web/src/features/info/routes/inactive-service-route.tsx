import { useTranslation } from '../../../lib/translation.ts';
import { OrderSupportFrame } from '../components/order-support-frame.tsx';
import { SupportContact } from '../components/support-contact.tsx';
import { SupportMessageForm } from '../components/support-message-form.tsx';
import { SupportOrderBanner } from '../components/support-order-banner.tsx';
import '../info.css';

/**
 * /support/index/submission/:externalId/type/inactive-service: a re-edit's contact-support path. The order's
 * services are no longer offered; the researcher writes to the team here, or by e-mail.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <OrderSupportFrame title={t('info-support-title')}>
      {({ externalId, email }) => <InactiveService externalId={externalId} email={email} />}
    </OrderSupportFrame>
  );
}

function InactiveService({ externalId, email }: { externalId: string; email: string }) {
  return (
    <>
      <SupportOrderBanner externalId={externalId} topic="inactive-service" />
      <section className="info-section">
        <SupportMessageForm externalId={externalId} email={email} />
      </section>
      <SupportContact externalId={externalId} />
    </>
  );
}
