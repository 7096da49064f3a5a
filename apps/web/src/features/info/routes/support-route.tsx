import { toSegment } from '@portal/domain';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { SupportContact } from '../components/support-contact.tsx';
import { SupportFaq } from '../components/support-faq.tsx';
import { SupportOrderBanner } from '../components/support-order-banner.tsx';
import { readSupportTopic } from '../utils/support-topic.ts';
import '../info.css';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /support, and /support/index/submission/:externalId(/type/:type) naming the order the researcher came about. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const lang = toSegment(params.lang);
  const externalId = params.externalId;
  const linksId = useId();

  return (
    <div className="info-page">
      <PageHeader
        className="info-page__header"
        title={t('info-support-title')}
        lead={t('info-support-intro')}
        classes={{ title: 'info-page__title', lead: 'info-page__lead' }}
      />
      {externalId ? <SupportOrderBanner externalId={externalId} topic={readSupportTopic(params['*'])} /> : null}
      <SupportContact externalId={externalId} />
      <SupportFaq />
      <section className="info-section" aria-labelledby={linksId}>
        <h2 id={linksId}>{t('info-support-links-heading')}</h2>
        <ul className="info-links">
          <li>
            <Link to={to(lang, paths.account)}>{t('info-support-account-link')}</Link>
          </li>
          <li>
            <Link to={to(lang, paths.submitNew)}>{t('info-support-order-link')}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
