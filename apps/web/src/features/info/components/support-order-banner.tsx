import { useId } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { SUPPORT_EMAIL, type TSupportTopic } from '../utils/support-topic.ts';

const TOPIC_TEXT: Record<TSupportTopic, string> = {
  'duplicate-order': 'info-support-order-duplicate',
  'inactive-service': 'info-support-order-inactive-service',
  'proof-of-payment': 'info-support-order-proof-of-payment',
  other: 'info-support-order-other',
};

/** Names the order the researcher came about, with what to do in their case. */
export function SupportOrderBanner({ externalId, topic }: { externalId: string; topic: TSupportTopic }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="info-banner" aria-labelledby={headingId}>
      <h2 id={headingId} className="info-banner__title">
        {t('info-support-order-heading', { externalId })}
      </h2>
      <p>{t(TOPIC_TEXT[topic], { externalId, email: SUPPORT_EMAIL })}</p>
    </section>
  );
}
