import type { TAddress } from '@portal/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { countryName } from '../../../components/address-form/intl-names.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';

/** One saved address as a card, with its Edit link and Delete button. */
export function AddressCard({ address, onDelete }: { address: TAddress; onDelete: (address: TAddress) => void }) {
  const { t, i18n } = useTranslation();
  const lang = useLanguageSegment();
  const titleId = useId();
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const title = address.name || address.organization;

  return (
    <article className="card address-card" aria-labelledby={titleId}>
      <header className="address-card__header">
        <span className={`address-badge address-badge--${address.label}`}>
          {t(address.label === 'invoice' ? 'address-label-invoice' : 'address-label-billing')}
        </span>
        <h2 id={titleId} className="address-card__title">
          {title}
        </h2>
      </header>
      <address className="address-card__body">
        {address.name && address.organization ? <span>{address.organization}</span> : null}
        <span>{address.address1}</span>
        {address.address2 ? <span>{address.address2}</span> : null}
        {cityLine ? <span>{cityLine}</span> : null}
        <span>{countryName(address.country, i18n.language)}</span>
        {address.phone ? (
          <span className="address-card__phone">
            <span className="visually-hidden">{t('address-phone')}: </span>
            {address.phone}
          </span>
        ) : null}
      </address>
      <div className="address-card__actions">
        <Link className="button button--secondary" to={to(lang, paths.address(address.id))} aria-describedby={titleId}>
          {t('address-edit')}
        </Link>
        <Button
          variant="secondary"
          className="button--danger-outline"
          onClick={() => onDelete(address)}
          aria-describedby={titleId}
        >
          {t('address-delete')}
        </Button>
      </div>
    </article>
  );
}
