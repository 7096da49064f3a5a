import type { TUser } from '@portal/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { AccountCard } from '../../../components/account-card/account-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { invalidateUser } from '../../../lib/application.ts';
import { showMessage } from '../../../lib/global-message.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { storeUpdatedUser, useUpdateDetails } from '../api/update-details.ts';

/** Closing the account is the details update with active=false; an inactive answer signs the user out. */
export function CloseAccountSection({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  const navigate = useNavigate();
  const update = useUpdateDetails(user.identity);
  const [isConfirming, setIsConfirming] = useState(false);

  const onConfirm = () =>
    update.mutate(
      {
        title: user.title ?? undefined,
        firstName: user.firstName,
        lastName: user.lastName,
        institution: user.institution ?? undefined,
        phoneNumber: user.phoneNumber ?? undefined,
        secondaryEmail: user.secondaryEmail ?? undefined,
        orcid: user.orcid ?? undefined,
        foundUs: user.foundUs ?? undefined,
        countryId: user.countryId,
        currencyIso: user.currencyIso ?? user.currency.isoCode,
        language: user.language,
        optinToMarketing: user.optinToMarketing,
        active: false,
      },
      {
        onSuccess: async (updated) => {
          if (updated.active) {
            storeUpdatedUser(updated);
            setIsConfirming(false);
            showMessage({ kind: 'error', message: 'generic-touchup-error' });
            return;
          }
          // Leave the guarded page first, so the sign-out does not bounce through the login redirect.
          await navigate(to(lang, paths.logout), { replace: true });
          invalidateUser();
        },
        onError: () => {
          setIsConfirming(false);
          showMessage({ kind: 'error', message: 'generic-touchup-error' });
        },
      },
    );

  return (
    <AccountCard className="account-card--danger" titleId="account-close-title" title={t('account-close-title')}>
      <p>{t('account-close-intro')}</p>
      <Button variant="danger" onClick={() => setIsConfirming(true)}>
        {t('account-close-button')}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('account-close-confirm-title')}
        confirmLabel={t('account-close-confirm')}
        dismissLabel={t('account-close-keep')}
        isBusy={update.isPending}
        onConfirm={onConfirm}
        onDismiss={() => setIsConfirming(false)}
      >
        <p>{t('account-close-confirm-body')}</p>
      </ConfirmDialog>
    </AccountCard>
  );
}
