import { formatLongDate, MESSAGE, type TLinkedAccount, type TUser } from '@portal/domain';
import { useLocation, useSearchParams } from 'react-router';
import { AccountCard } from '../../../components/account-card/account-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApplication } from '../../../lib/application.ts';
import { showMessage } from '../../../lib/global-message.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { socialStartUrl, useUnlinkAccount } from '../api/social-sign-in.ts';
import { useSocialCatalogue } from '../utils/use-social-catalogue.ts';
import { ProviderIcon } from './provider-icon.tsx';
import '../social-sign-in.css';

/**
 * The account page's linked accounts: each with Unlink (the server refuses the account's only way to sign
 * in), and a Link button per configured provider not yet linked (the same flow, linking to this user).
 */
export function LinkedAccountsSection({ user }: { user: TUser }) {
  const { t, i18n } = useTranslation();
  const isReady = useSocialCatalogue();
  const application = useApplication();
  const location = useLocation();
  const unlink = useUnlinkAccount();
  const linkFailed = useSearchParams()[0].get('linkFailed');
  const providers = application.config.authenticationProviders;
  if (!isReady || (providers.length === 0 && user.linkedAccounts.length === 0)) return null;
  const linkable = providers.filter((provider) => !user.linkedAccounts.some((account) => account.providerId === provider.id));
  const iconOf = (account: TLinkedAccount) => providers.find((p) => p.id === account.providerId)?.icon ?? account.providerId;

  const onUnlink = (account: TLinkedAccount) =>
    unlink.mutate(account, {
      onSuccess: () => showMessage({ kind: 'success', message: 'social-unlinked-success', params: { provider: account.name } }),
    });
  const unlinkError =
    unlink.error instanceof ApiError && unlink.error.code !== MESSAGE.validationError ? unlink.error.code : 'social-unlink-error';

  return (
    <AccountCard titleId="account-linked-title" title={t('social-linked-title')}>
      <p>{t('social-linked-intro')}</p>
      {linkFailed ? (
        <Alert kind="error">{t(linkFailed === 'already-linked' ? 'social-failure-already-linked' : 'social-failure-body')}</Alert>
      ) : null}
      {unlink.isError ? <Alert kind="error">{translateMessage(t, unlinkError)}</Alert> : null}
      {user.linkedAccounts.length === 0 ? (
        <p className="linked-accounts__meta">{t('social-linked-none')}</p>
      ) : (
        <ul className="linked-accounts__list">
          {user.linkedAccounts.map((account) => (
            <li key={account.id} className="linked-accounts__item">
              <ProviderIcon icon={iconOf(account)} />
              <div className="linked-accounts__details">
                <div className="linked-accounts__name">{account.name}</div>
                <div className="linked-accounts__meta">
                  {account.email ? `${account.email} · ` : ''}
                  {t('social-linked-since', { date: formatLongDate(account.linkedAt, i18n.language) })}
                </div>
              </div>
              <Button
                variant="secondary"
                isBusy={unlink.isPending && unlink.variables?.id === account.id}
                onClick={() => onUnlink(account)}
              >
                {t('social-unlink', { provider: account.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {linkable.length > 0 ? (
        <div className="linked-accounts__actions">
          {linkable.map((provider) => (
            <a
              key={provider.id}
              className="social-button"
              href={socialStartUrl(provider.id, { intent: 'link', origin: location.pathname })}
            >
              <ProviderIcon icon={provider.icon} />
              <span>{t('social-link-provider', { provider: provider.name })}</span>
            </a>
          ))}
        </div>
      ) : null}
    </AccountCard>
  );
}
