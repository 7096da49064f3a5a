import { formatLongDate, isDownloadAvailable, type TLanguageSegment, type TOrderSummary } from '@portal/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { to } from '../../../app/paths.ts';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { PhraseText } from '../../../components/ui/phrase-text.tsx';
import { orderStatusTone, StatusBadge } from '../../../components/ui/status-badge.tsx';
import { useTranslation } from '../../../lib/translation.ts';

/** An order of the dashboard (researcher-area §2): title, status, dates (YYYY-MM-DD), services and actions. */
export function OrderPanel({ order, lang }: { order: TOrderSummary; lang: TLanguageSegment }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const details = to(lang, `/researcher/index/details/${encodeURIComponent(order.externalId)}`);
  const canDownload = order.completed && isDownloadAvailable(order);
  const canReEdit = order.completed && (order.touchUpAvailable || order.reeditAvailable);
  return (
    <article className="order-panel card" aria-labelledby={titleId}>
      <header className="order-panel__header">
        <h3 id={titleId} className="order-panel__title">
          <Link to={details}>{order.title}</Link>
        </h3>
        <StatusBadge
          tone={orderStatusTone(order.statusLabelKey)}
          label={t(`order-status-${order.statusLabelKey}`, { defaultValue: order.status })}
        />
      </header>
      <FactList
        className="order-panel__facts"
        facts={[
          { label: t('dashboard-order-number'), value: order.externalId },
          { label: t('dashboard-order-placed'), value: formatLongDate(order.createdAt, i18n.language) },
          order.completedAt
            ? { label: t('dashboard-order-completed'), value: formatLongDate(order.completedAt, i18n.language) }
            : !!order.deadline && { label: t('dashboard-order-deadline'), value: formatLongDate(order.deadline, i18n.language) },
        ]}
      />
      <ul className="order-panel__services" aria-label={t('dashboard-order-services')}>
        {order.services.map((service) => (
          <li key={service.identity}>
            <PhraseText text={service.name} />
          </li>
        ))}
      </ul>
      <div className="order-panel__actions">
        <Link className="button button--secondary" to={details}>
          {t('dashboard-order-view')}
        </Link>
        {canDownload ? <Link to={`${details}#completed-files`}>{t('dashboard-order-download')}</Link> : null}
        {order.certificate ? (
          <Link to={to(lang, `/certificate/${encodeURIComponent(order.certificate.code)}`)}>
            {t('dashboard-order-certificate')}
          </Link>
        ) : null}
        {canReEdit ? (
          <Link to={to(lang, `/researcher/re-edit/${encodeURIComponent(order.externalId)}`)}>{t('dashboard-order-re-edit')}</Link>
        ) : null}
        {order.pendingPayments.map((pending) => (
          <a key={pending.boletoUrl} href={pending.boletoUrl} target="_blank" rel="noreferrer">
            {t('dashboard-order-boleto')}
          </a>
        ))}
      </div>
    </article>
  );
}
