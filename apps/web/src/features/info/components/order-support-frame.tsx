import { type TLanguageSegment, toSegment } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useAccount } from '../../../lib/application.ts';
import { useTranslation } from '../../../lib/translation.ts';

export type TOrderSupportContext = { lang: TLanguageSegment; externalId: string; email: string };

/**
 * The frame of a support page about one of the researcher's orders: its title, then the page once the
 * researcher is known; a signed-out visitor is asked to sign in first (support pages are open to all).
 */
export function OrderSupportFrame({
  title,
  children,
}: {
  title: string;
  children: (context: TOrderSupportContext) => ReactNode;
}) {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const lang = toSegment(params.lang);
  const account = useAccount();
  const user = account.data?.user;
  return (
    <div className="info-page">
      <header className="info-page__header">
        <h1 className="info-page__title">{title}</h1>
      </header>
      {!user ? (
        <PageSpinner />
      ) : user.loggedIn ? (
        children({ lang, externalId: params.externalId ?? '', email: user.email })
      ) : (
        <Alert kind="info">
          {t('info-sign-in-needed')}{' '}
          <Link to={`${to(lang, paths.login)}?redirect=${encodeURIComponent(location.pathname)}`}>{t('info-sign-in')}</Link>
        </Alert>
      )}
    </div>
  );
}

/** An order's number and title, as the support pages name it. */
export function SupportOrderSummary({ externalId, title }: { externalId: string; title: string }) {
  const { t } = useTranslation();
  return (
    <dl className="support-order">
      <div>
        <dt>{t('info-order-label')}</dt>
        <dd>{externalId}</dd>
      </div>
      <div>
        <dt>{t('info-order-title-label')}</dt>
        <dd>{title}</dd>
      </div>
    </dl>
  );
}
