import { Suspense } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { prefetchWhenSignedIn, useAccount, useApplication, useUser } from '../../../lib/application.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { LinkedAccountsSection } from '../../social-sign-in/components/linked-accounts-section.tsx';
import { SecuritySection } from '../../two-factor/components/security-section.tsx';
import { LazyWeChatLinkSection } from '../../wechat-login/components/lazy-wechat.tsx';
import { countriesQuery, useCountries } from '../api/get-countries.ts';
import { currenciesQuery, useCurrencies } from '../api/get-currencies.ts';
import { AccountSummary } from '../components/account-summary.tsx';
import { AddressSummary } from '../components/address-summary.tsx';
import { CloseAccountSection } from '../components/close-account-section.tsx';
import { DataExportSection } from '../components/data-export-section.tsx';
import { LoadingCard } from '../components/loading-card.tsx';
import { PreferredGroupSection } from '../components/preferred-group-section.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import '../../../styles/account.css';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** The profile form's lists, asked for as soon as the page's code has arrived (app/router.tsx). */
export function prefetch(): void {
  prefetchWhenSignedIn(() => {
    void queryClient.prefetchQuery(countriesQuery);
    void queryClient.prefetchQuery(currenciesQuery);
  });
}

/** /{lang}/account: profile details, preferred group, saved addresses in brief, the researcher's data, closing the account. */
export function Component() {
  const { t } = useTranslation();
  const user = useUser();
  const account = useAccount();
  const application = useApplication();
  const countries = useCountries();
  const currencies = useCurrencies();

  return (
    <div className="page account-page">
      <PageHeader
        className="account-page__header"
        title={t('account-page-title')}
        lead={t('account-page-lead')}
        classes={{ title: 'page__title account-page__title' }}
      />
      {user.missingFields.length > 0 ? <Alert kind="warning">{t('account-missing-fields')}</Alert> : null}
      <div className="account-layout">
        <div className="account-layout__main">
          {countries.data && currencies.data ? (
            <ProfileForm
              user={user}
              countries={countries.data}
              currencies={currencies.data}
              foundUsOptions={account.data?.foundUsOptions ?? []}
            />
          ) : (
            <LoadingCard isError={countries.isError || currencies.isError} />
          )}
          <SecuritySection />
        </div>
        <aside className="account-layout__side" aria-label={t('account-side-label')}>
          <AccountSummary user={user} />
          <PreferredGroupSection user={user} />
          <AddressSummary user={user} />
          <LinkedAccountsSection user={user} />
          {application.featureFlags.wechat_sso ? (
            <Suspense fallback={null}>
              <LazyWeChatLinkSection />
            </Suspense>
          ) : null}
        </aside>
        <div className="account-layout__danger">
          <DataExportSection />
          <CloseAccountSection user={user} />
        </div>
      </div>
    </div>
  );
}
