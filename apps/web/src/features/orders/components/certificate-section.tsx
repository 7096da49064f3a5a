import { isCertificateIncomplete, type TLanguageSegment, type TOrderDetails } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { to } from '../../../app/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { orderCertificateQuery } from '../api/find-order-certificate.ts';

/**
 * The order's editing certificate: its title and authors, where to view and edit it, and its PDF. A completed
 * order without one yet asks for it every 10 s, 5 times (order-form-and-checkout §9).
 */
export function CertificateSection({ order, lang }: { order: TOrderDetails; lang: TLanguageSegment }) {
  const { t } = useTranslation();
  const titleId = useId();
  const polled = useQuery({ ...orderCertificateQuery(order.externalId), enabled: order.completed && !order.certificate });
  const certificate = order.certificate ?? polled.data ?? null;
  if (!order.completed && !certificate) return null;
  return (
    <section className="order-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('orders-certificate')}</h2>
      {certificate ? (
        <>
          <FactList
            className="order-details__facts"
            facts={[
              { label: t('certificates-code'), value: certificate.code },
              { label: t('certificates-title'), value: certificate.title },
              { label: t('certificates-authors'), value: certificate.authors || '—' },
            ]}
          />
          {isCertificateIncomplete(certificate) ? (
            <Alert kind="warning">
              <p>{t('certificate-details-missing')}</p>
            </Alert>
          ) : null}
          <p className="order-section__links">
            <Link to={to(lang, `/certificate/${encodeURIComponent(certificate.code)}`)}>{t('orders-certificate-view')}</Link>
            <a href={`/api/certificate/${encodeURIComponent(certificate.code)}/pdf?language=${lang}`} download>
              {t('certificates-download-pdf')}
            </a>
          </p>
        </>
      ) : (
        <p className="order-details__muted" aria-live="polite">
          {polled.isFetching || polled.isPending ? t('orders-certificate-wait') : t('orders-certificate-not-ready')}
        </p>
      )}
    </section>
  );
}
