import { useId } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { SUPPORT_EMAIL } from '../utils/support-topic.ts';

/** How to reach the team; a message about an order gets the order number as its subject. */
export function SupportContact({ externalId }: { externalId?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const subject = externalId ? `?subject=${encodeURIComponent(t('info-support-mail-subject', { externalId }))}` : '';
  return (
    <section className="card info-contact" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('info-support-contact-heading')}</h2>
      <p>{t('info-support-contact-intro')}</p>
      <dl className="info-contact__list">
        <div>
          <dt>{t('info-support-email-label')}</dt>
          <dd>
            <a href={`mailto:${SUPPORT_EMAIL}${subject}`}>{SUPPORT_EMAIL}</a>
          </dd>
        </div>
        <div>
          <dt>{t('info-support-hours-label')}</dt>
          <dd>{t('info-support-hours')}</dd>
        </div>
        <div>
          <dt>{t('info-support-answer-label')}</dt>
          <dd>{t('info-support-answer-time')}</dd>
        </div>
      </dl>
    </section>
  );
}
