import type { TUser } from '@portal/domain';
import { Link } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { AccountCard } from '../../../components/account-card/account-card.tsx';
import { describePreviousAddress } from '../../../components/address-form/address-form-values.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';

/** The saved addresses in brief, with the way to manage them. */
export function AddressSummary({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  return (
    <AccountCard titleId="account-addresses-title" title={t('account-addresses-title')}>
      {user.addresses.length === 0 ? (
        <p className="account-muted">{t('account-addresses-none')}</p>
      ) : (
        <>
          <p className="account-muted">{t('account-addresses-count', { count: user.addresses.length })}</p>
          <ul className="address-summary">
            {user.addresses.map((address) => (
              <li key={address.id} className="address-summary__item">
                <span className={`address-badge address-badge--${address.label}`}>
                  {t(address.label === 'invoice' ? 'address-label-invoice' : 'address-label-billing')}
                </span>
                <span className="address-summary__text">{describePreviousAddress(address)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link className="button button--secondary account-card__action" to={to(lang, paths.addresses)}>
        {t('account-manage-addresses')}
      </Link>
    </AccountCard>
  );
}
