import { toSegment } from '@portal/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { useUser } from '../../../lib/application.ts';
import { useOrderCount } from '../api/get-order-count.ts';
import { PreferredGroupWidget } from '../components/preferred-group-widget.tsx';
import { shownPreferredGroup } from '../utils/preferred-group.ts';

/** /researcher: the signed-in user's home directory. */
export function Component() {
  const { t, i18n } = useTranslation();
  const segment = toSegment(useParams().lang);
  const user = useUser();
  const orderCount = useOrderCount(user);
  const group = shownPreferredGroup(user);
  const ordersId = useId();
  const accountId = useId();

  return (
    <div className="dashboard">
      <div className="dashboard__intro">
        <h1>{t('home-researcher-heading', { name: user.firstName || user.fullName })}</h1>
        <p className="dashboard__lead">{t('home-researcher-intro')}</p>
      </div>
      <div className="dashboard__grid">
        <section className="card dashboard-card dashboard-card--primary" aria-labelledby={ordersId}>
          <h2 id={ordersId} className="dashboard-card__title">
            {t('home-orders-title')}
          </h2>
          <p className="dashboard-card__figure">
            <span className="dashboard-card__number">{orderCount.toLocaleString(i18n.language)}</span>
            <span className="dashboard-card__label">{t('home-orders-placed')}</span>
          </p>
          <Link className="button button--primary" to={to(segment, paths.submitNew)}>
            {t('home-start-order')}
          </Link>
        </section>
        <section className="card dashboard-card" aria-labelledby={accountId}>
          <h2 id={accountId} className="dashboard-card__title">
            {t('home-account-title')}
          </h2>
          <ul className="dashboard-card__links">
            <li>
              <Link to={to(segment, paths.account)}>{t('home-account-link')}</Link>
            </li>
            <li>
              <Link to={to(segment, paths.addresses)}>{t('home-addresses-link')}</Link>
            </li>
          </ul>
        </section>
        {group ? <PreferredGroupWidget group={group} currency={user.currency} /> : null}
      </div>
    </div>
  );
}
