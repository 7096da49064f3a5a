import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useApplication } from '../../../lib/application.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { PurchasePage } from '../components/purchase-page.tsx';
import type { TPurchaseKind } from '../utils/purchase-kind.ts';
import { newSiteUrlOf } from '../utils/rubriq.ts';
import '../digital-purchases.css';

/**
 * /{lang}/rubriq/plan/subscribe/{kind?}/{receiptCode?}/{success?}: the plans of the automated tools in this
 * portal (where the payment pages go while curie is launched): the editing subscription or the translation
 * packages, paid here, then back to /rubriq. On the new site when it hosts the tools.
 */
export function Component() {
  const { t } = useTranslation();
  const { lang = 'en', kind: given } = useParams();
  const { pathname, search, state } = useLocation();
  const application = useApplication();
  const rest = pathname.slice(pathname.indexOf('/rubriq/') + '/rubriq/'.length);
  const newSite = newSiteUrlOf(application, rest, search);
  const fromPage = (state as { kind?: unknown } | null)?.kind;
  const kind: TPurchaseKind = (given ?? fromPage) === 'translation' ? 'translation' : 'editing';

  useEffect(() => {
    if (newSite) window.location.replace(newSite);
  }, [newSite]);
  if (newSite) {
    return (
      <p className="digital-purchase__loading" role="status">
        <Spinner size="small" />
        {t('rubriq-leaving')} <a href={newSite}>{t('rubriq-leaving-link')}</a>
      </p>
    );
  }

  return (
    <div className="digital-purchase">
      <header>
        <h1 className="digital-purchase__title">{t('rubriq-plans-title')}</h1>
        <nav className="rubriq-tabs" aria-label={t('rubriq-plans-title')}>
          {(['editing', 'translation'] as const).map((each) => (
            <Link
              key={each}
              className={`button ${each === kind ? 'button--primary' : 'button--secondary'}`}
              aria-current={each === kind ? 'page' : undefined}
              to={`/${lang}/rubriq/plan/subscribe/${each}`}
            >
              {t(`rubriq-${each}-title`)}
            </Link>
          ))}
          <Link className="button button--secondary" to={`/${lang}/rubriq`}>
            {t('rubriq-back')}
          </Link>
        </nav>
      </header>
      <PurchasePage
        key={kind}
        kind={kind}
        headingLevel={2}
        isCurieRedirectOff
        paths={{ page: `/rubriq/plan/subscribe/${kind}`, done: '/rubriq' }}
      />
    </div>
  );
}
