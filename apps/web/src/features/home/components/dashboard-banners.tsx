import { formatMoney, type TDashboardResponse, type TLanguageSegment, type TPreferredGroup } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import type { TDashboardVisibility } from '../utils/widgets.ts';

type TBannersProps = {
  lang: TLanguageSegment;
  dashboard: TDashboardResponse | undefined;
  group: TPreferredGroup | null;
  visible: TDashboardVisibility;
};

const GROUP_WELCOME_DISMISSED = 'portal.group-welcome-dismissed';

/** The dashboard's banners (researcher-area §2, §6): unfinished order, unpaid invoices, group welcome, digital orders. */
export function DashboardBanners({ lang, dashboard, group, visible }: TBannersProps) {
  const { t } = useTranslation();
  const [isWelcomeDismissed, setIsWelcomeDismissed] = useState(
    () => typeof sessionStorage !== 'undefined' && sessionStorage.getItem(GROUP_WELCOME_DISMISSED) === group?.code,
  );
  const unpaid = dashboard?.unpaidInvoices;
  const payAll =
    unpaid && visible.listsUnpaidInvoices
      ? `/researcher/invoices/pay/${encodeURIComponent(unpaid.invoices.map((i) => i.invoiceNumber).join(','))}`
      : '/researcher/invoices/unpaid';

  return (
    <div className="dashboard-banners">
      {visible.unfinishedOrder && dashboard?.orderFormInProgress ? (
        <Alert kind="info">
          <p>{t('dashboard-unfinished-order')}</p>
          <Link to={to(lang, `/researcher/submit/${dashboard.orderFormInProgress.currentStep}`)}>
            {t('dashboard-unfinished-order-link')}
          </Link>
        </Alert>
      ) : null}
      {visible.unpaidInvoices && unpaid ? (
        <Alert kind="warning">
          <p>{t('dashboard-unpaid-invoices', { count: unpaid.count })}</p>
          {visible.listsUnpaidInvoices ? (
            <ul className="dashboard-banners__invoices">
              {unpaid.invoices.map((invoice) => (
                <li key={invoice.invoiceNumber}>
                  <span>{invoice.invoiceNumber}</span> <span>{invoice.formattedDate}</span>{' '}
                  <strong>{formatMoney(invoice.balance, invoice.currency)}</strong>
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            {t('dashboard-unpaid-total', {
              total: unpaid.totals.map((total) => formatMoney(total.balance, total.currency)).join(' + '),
            })}
          </p>
          <Link className="button button--primary" to={to(lang, payAll)}>
            {t('dashboard-pay-now')}
          </Link>
        </Alert>
      ) : null}
      {visible.groupWelcome && group && !isWelcomeDismissed ? (
        <Alert
          kind="success"
          dismissLabel={t('common-dismiss')}
          onDismiss={() => {
            sessionStorage.setItem(GROUP_WELCOME_DISMISSED, group.code);
            setIsWelcomeDismissed(true);
          }}
        >
          <p>{group.greetingText || t('dashboard-group-welcome', { name: group.name })}</p>
        </Alert>
      ) : null}
      {visible.digitalOrdersNotice ? (
        <Alert kind="info">
          <p>{t('dashboard-digital-orders-notice')}</p>
          <Link to={to(lang, paths.submitNew)}>{t('dashboard-digital-orders-link')}</Link>
        </Alert>
      ) : null}
    </div>
  );
}
