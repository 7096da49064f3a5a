import type { TUser } from '@portal/domain';
import { formatLongDate } from '@portal/domain';
import { Link } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { AccountCard } from '../../../components/account-card/account-card.tsx';
import { toIntlLocale } from '../../../components/address-form/intl-names.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { useOrderCount } from '../api/get-order-count.ts';

/** Who the customer is to us: since when, and how many orders. */
export function AccountSummary({ user }: { user: TUser }) {
  const { t, i18n } = useTranslation();
  const lang = useLanguageSegment();
  const numberOfOrders = useOrderCount(user);
  const sinceText = formatLongDate(user.customerSince, i18n.language);

  return (
    <AccountCard titleId="account-summary-title" title={t('account-summary-title')}>
      <dl className="account-facts">
        <div className="account-facts__item">
          <dt>{t('account-email')}</dt>
          <dd className="account-facts__email">{user.email}</dd>
        </div>
        <div className="account-facts__item">
          <dt>{t('account-customer-since')}</dt>
          <dd>
            <time dateTime={user.customerSince}>{sinceText}</time>
          </dd>
        </div>
        <div className="account-facts__item">
          <dt>{t('account-orders')}</dt>
          <dd>
            <span className="account-facts__count">
              {new Intl.NumberFormat(toIntlLocale(i18n.language)).format(numberOfOrders)}
            </span>{' '}
            <Link to={to(lang, paths.researcher)}>{t('account-view-orders')}</Link>
          </dd>
        </div>
      </dl>
    </AccountCard>
  );
}
