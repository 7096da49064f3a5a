import { formatDateTime, formatMoney } from '@portal/domain';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { orderStatusTone, StatusBadge } from '../../../components/ui/status-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/application.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useStaffOrder } from '../api/get-staff-order.ts';
import { AssignPanel } from '../components/assign-panel.tsx';
import { CertificatePanel } from '../components/certificate-panel.tsx';
import { FilesPanel } from '../components/files-panel.tsx';
import { FlagsPanel } from '../components/flags-panel.tsx';
import { PaymentPanel } from '../components/payment-panel.tsx';
import { ReeditsPanel } from '../components/reedits-panel.tsx';
import { ResearcherPanel } from '../components/researcher-panel.tsx';
import { StaffSection } from '../components/staff-section.tsx';
import { StagePanel } from '../components/stage-panel.tsx';
import { useOrderChange } from '../hooks/use-order-change.ts';
import { stageLabelKey, statusLabelKey } from '../utils/status-labels.ts';
import '../staff.css';

/** /{lang}/staff/orders/{externalId}: everything staff need to fulfil one order. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { lang = 'en', externalId = '' } = useParams();
  const user = useUser();
  const query = useStaffOrder(externalId);
  const change = useOrderChange(externalId);
  const order = query.data;
  const back = (
    <Link className="staff-back" to={`/${lang}/staff`}>
      {t('staff-back-to-queue')}
    </Link>
  );

  if (!order) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="staff-page">
        {back}
        {query.isError ? (
          <Alert kind="error">
            {isMissing ? t('staff-order-not-found', { externalId }) : t('staff-load-error')}{' '}
            {isMissing ? null : (
              <Button variant="link" onClick={() => void query.refetch()}>
                {t('staff-retry')}
              </Button>
            )}
          </Alert>
        ) : (
          <p className="staff-loading">
            <Spinner size="small" />
            {t('staff-loading')}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="staff-page">
      {back}
      <header className="staff-page__header">
        <p className="staff-page__eyebrow">{t('staff-order-number', { externalId: order.externalId })}</p>
        <h1 className="staff-page__title">{order.title}</h1>
        <p className="staff-order-facts">
          <StatusBadge
            tone={orderStatusTone(order.status)}
            label={t(statusLabelKey(order.status), { defaultValue: order.status })}
          />
          <StatusBadge tone="stage" label={t(stageLabelKey(order.stage))} />
          <span>
            {t('staff-deadline', {
              deadline: order.deadline ? formatDateTime(order.deadline, i18n.language) : t('staff-no-deadline'),
            })}
          </span>
          {order.isLate ? <StatusBadge tone="danger" label={t('staff-late')} /> : null}
          {order.kind !== 'original' ? (
            <span>
              {t('staff-follow-up-of', {
                kind: t(`staff-kind-${order.kind}`, { defaultValue: order.kind }),
                externalId: order.parentExternalId ?? '',
              })}
            </span>
          ) : null}
        </p>
      </header>
      {change.error ? (
        <Alert
          kind={change.error === 'staff-order-changed' ? 'warning' : 'error'}
          onDismiss={change.clearError}
          dismissLabel={t('staff-dismiss')}
        >
          {translateMessage(t, change.error)}
        </Alert>
      ) : null}
      <div className="staff-order-layout">
        <div className="staff-order-layout__main">
          <StagePanel order={order} change={change} />
          <FilesPanel order={order} change={change} />
          <CertificatePanel key={order.certificate?.code ?? 'none'} order={order} change={change} />
          <ReeditsPanel externalId={order.externalId} />
        </div>
        <div className="staff-order-layout__side">
          <AssignPanel key={order.assignee?.identity ?? 'nobody'} order={order} change={change} myIdentity={user.identity} />
          <ResearcherPanel order={order} lang={lang} />
          <StaffSection titleId="staff-services-title" title={t('staff-services-title')}>
            <ul className="staff-file-list">
              {order.services.map((service) => (
                <li key={service.identity}>
                  {service.name}
                  {service.quantity > 1 ? ` × ${service.quantity}` : ''}{' '}
                  <span className="staff-table__muted">{formatMoney(service.totalPrice, order.currency)}</span>
                </li>
              ))}
            </ul>
            <p className="staff-table__muted">
              {[
                order.wordCount === null
                  ? null
                  : t('staff-word-count', { words: new Intl.NumberFormat(i18n.language).format(order.wordCount) }),
                t(`staff-english-${order.styleOfEnglish.toLowerCase()}`, { defaultValue: order.styleOfEnglish }),
                order.journal ? t('staff-journal', { name: order.journal.name }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </StaffSection>
          <FlagsPanel order={order} change={change} />
          <PaymentPanel order={order} change={change} />
        </div>
      </div>
    </div>
  );
}
