import type { TAddress } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { describePreviousAddress } from '../../../components/address-form/address-form-values.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useUser } from '../../../lib/application.ts';
import { showMessage } from '../../../lib/global-message.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { AddressCard } from '../components/address-card.tsx';
import '../../../styles/account.css';

/** /{lang}/account/addresses: the saved addresses, each editable and removable. */
export function Component() {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  const user = useUser();
  const deleteAddress = useDeleteAddress();
  const [pending, setPending] = useState<TAddress | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [deletedCount, setDeletedCount] = useState(0);

  // The deleted card took the focus with it: hand it to the page heading (after the dialog returned it).
  useEffect(() => {
    if (deletedCount > 0) headingRef.current?.focus();
  }, [deletedCount]);

  const onConfirmDelete = () => {
    if (!pending) return;
    setPending(null);
    setDeletedCount((count) => count + 1);
    // The card disappears at once; the mutation puts it back if the call fails.
    deleteAddress.mutate(pending, {
      onSuccess: () => showMessage({ kind: 'success', message: 'address-deleted' }),
      onError: () => showMessage({ kind: 'error', message: 'address-delete-error' }),
    });
  };

  const addLink = (
    <Link className="button button--primary" to={to(lang, paths.address('new'))}>
      {t('address-add')}
    </Link>
  );

  return (
    <div className="page account-page">
      <nav className="account-breadcrumb" aria-label={t('account-breadcrumb-label')}>
        <Link to={to(lang, paths.account)}>{t('account-back-to-account')}</Link>
      </nav>
      <header className="account-page__header account-page__header--with-action">
        <div>
          <h1 ref={headingRef} className="page__title account-page__title" tabIndex={-1}>
            {t('address-list-title')}
          </h1>
          <p className="page__lead">{t('address-list-lead')}</p>
        </div>
        {user.addresses.length > 0 ? addLink : null}
      </header>

      {user.addresses.length === 0 ? (
        <div className="card address-empty">
          <h2 className="address-empty__title">{t('address-empty-title')}</h2>
          <p className="account-muted">{t('address-empty-body')}</p>
          {addLink}
        </div>
      ) : (
        <ul className="address-grid">
          {user.addresses.map((address) => (
            <li key={address.id}>
              <AddressCard address={address} onDelete={setPending} />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        isOpen={pending !== null}
        title={t('address-delete-confirm-title')}
        confirmLabel={t('address-delete-confirm')}
        dismissLabel={t('address-delete-keep')}
        onConfirm={onConfirmDelete}
        onDismiss={() => setPending(null)}
      >
        {pending ? <p className="confirm-dialog__subject">{describePreviousAddress(pending)}</p> : null}
        <p>{t('address-delete-confirm-body')}</p>
      </ConfirmDialog>
    </div>
  );
}
