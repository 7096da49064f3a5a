import { formatMoney, type TDashboardResponse, type TLanguageSegment, type TPreferredGroup, type TUser } from '@portal/domain';
import { useRef } from 'react';
import { Link } from 'react-router';
import { to } from '../../../app/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { useApplication } from '../../../lib/application.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { noticesWaiting, pickDashboardNotice, type TNoticeVersions } from '../utils/dashboard-notices.ts';
import { useNoticeDismissals } from '../utils/notice-dismissals.ts';
import type { TDashboardVisibility } from '../utils/widgets.ts';
import { CheckSpamBanner } from './check-spam-banner.tsx';

type TNoticeProps = {
  lang: TLanguageSegment;
  user: TUser;
  /** Undefined while it loads: no notice shows until it is known which one comes first. */
  dashboard: TDashboardResponse | undefined;
  group: TPreferredGroup | null;
  visible: TDashboardVisibility;
};

/**
 * The dashboard's one notice (researcher-area §2, §6; shell-and-account §2 for the check-spam message): of the
 * banners whose conditions hold, the first by DASHBOARD_NOTICE_PRIORITY that the researcher has not dismissed.
 * Dismissing one shows the next, and focus stays in the notice area so it is not lost with the button.
 */
export function DashboardNotice({ lang, user, dashboard, group, visible }: TNoticeProps) {
  const { t } = useTranslation();
  const application = useApplication();
  const regionRef = useRef<HTMLElement>(null);
  const { dismissed, dismiss } = useNoticeDismissals(user.identity);
  if (!dashboard) return null;

  const unpaid = dashboard.unpaidInvoices;
  const tools = [
    user.languageAssessmentEnabled ? { key: 'nav-grammar-check', path: '/researcher/grammar-check' } : null,
    application.allowsDigitalEditing ? { key: 'nav-digital-editing', path: '/researcher/digital-editing' } : null,
    application.allowsDigitalTranslations ? { key: 'nav-digital-translations', path: '/researcher/digital-translations' } : null,
  ].filter((tool) => tool !== null);

  const due: TNoticeVersions = {
    ...(visible.unpaidInvoices
      ? { 'unpaid-invoices': `${unpaid.count}:${unpaid.invoices.map((i) => i.invoiceNumber).join(',')}` }
      : {}),
    ...(visible.unfinishedOrder && dashboard.orderFormInProgress
      ? { 'unfinished-order': dashboard.orderFormInProgress.updatedAt }
      : {}),
    ...(user.showCheckSpamMessage ? { 'check-spam': 'shown' } : {}),
    ...(visible.groupWelcome && group ? { 'group-welcome': group.code } : {}),
    ...(visible.digitalOrdersNotice && tools.length > 0 ? { 'automated-tools': 'tools-pages' } : {}),
  };
  const notice = pickDashboardNotice(due, dismissed);
  if (!notice) return null;

  const onDismissed = () => {
    const version = due[notice];
    if (notice !== 'check-spam' && version !== undefined) dismiss(notice, version);
    regionRef.current?.focus();
  };
  const dismissProps = { onDismiss: onDismissed, dismissLabel: t('common-dismiss') };
  const waiting = noticesWaiting(due, dismissed);
  const payAll = visible.listsUnpaidInvoices
    ? `/researcher/invoices/pay/${encodeURIComponent(unpaid.invoices.map((i) => i.invoiceNumber).join(','))}`
    : '/researcher/invoices/unpaid';

  return (
    <section className="dashboard-notice" ref={regionRef} tabIndex={-1} aria-label={t('dashboard-notice-label')}>
      {notice === 'unpaid-invoices' ? (
        <Alert kind="warning" {...dismissProps}>
          <p>{t('dashboard-unpaid-invoices', { count: unpaid.count })}</p>
          {visible.listsUnpaidInvoices ? (
            <ul className="dashboard-notice__invoices">
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
      ) : notice === 'unfinished-order' && dashboard.orderFormInProgress ? (
        <Alert kind="info" {...dismissProps}>
          <p>{t('dashboard-unfinished-order')}</p>
          <Link to={to(lang, `/researcher/submit/${dashboard.orderFormInProgress.currentStep}`)}>
            {t('dashboard-unfinished-order-link')}
          </Link>
        </Alert>
      ) : notice === 'check-spam' ? (
        <CheckSpamBanner user={user} onDismissed={onDismissed} />
      ) : notice === 'group-welcome' && group ? (
        <Alert kind="success" {...dismissProps}>
          <p>{group.greetingText || t('dashboard-group-welcome', { name: group.name })}</p>
        </Alert>
      ) : notice === 'automated-tools' ? (
        <Alert kind="info" {...dismissProps}>
          <p>{t('dashboard-digital-orders-notice')}</p>
          <ul className="dashboard-notice__tools">
            {tools.map((tool) => (
              <li key={tool.key}>
                <Link to={to(lang, tool.path)}>{t(tool.key)}</Link>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {waiting > 0 ? <p className="dashboard-notice__more">{t('dashboard-notices-waiting', { count: waiting })}</p> : null}
    </section>
  );
}
