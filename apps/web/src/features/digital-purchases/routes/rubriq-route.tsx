import { formatLongDate } from '@portal/domain';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useApplication } from '../../../lib/application.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useDigitalEditLoad, useDigitalOrderLoad } from '../api/digital-purchases.ts';
import { newSiteUrlOf } from '../utils/rubriq.ts';
import '../digital-purchases.css';

/**
 * /{lang}/rubriq/*: where the automated tools live once curie is launched. With rubriq_ui_hosted_on_new_site and a
 * configured new site (RUBRIQ_SITE_URL) it goes there, keeping the rest of the path; otherwise this portal shows
 * the researcher's plan and the ways on (docs/decisions.md, Digital purchases): never a dead end.
 */
export function Component() {
  const { t } = useTranslation();
  const { lang = 'en', '*': rest = '' } = useParams();
  const { search } = useLocation();
  const application = useApplication();
  const newSite = newSiteUrlOf(application, rest, search);

  useEffect(() => {
    if (newSite) window.location.replace(newSite);
  }, [newSite]);

  if (newSite) {
    return (
      <div className="digital-purchase">
        <p className="digital-purchase__loading" role="status">
          <Spinner size="small" />
          {t('rubriq-leaving')} <a href={newSite}>{t('rubriq-leaving-link')}</a>
        </p>
      </div>
    );
  }
  return <RubriqHub lang={lang} isCurieLaunched={application.featureFlags.curie_is_launched} />;
}

/** The researcher's plan (editing access, translations left) and links to the plans and the other tools. */
function RubriqHub({ lang, isCurieLaunched }: { lang: string; isCurieLaunched: boolean }) {
  const { t, i18n } = useTranslation();
  const edit = useDigitalEditLoad();
  const order = useDigitalOrderLoad();
  const date = (iso: string | null | undefined) => formatLongDate(iso, i18n.language);
  const editing = edit.data?.digitalEditingPurchase;
  return (
    <div className="digital-purchase">
      <header>
        <h1 className="digital-purchase__title">{t('rubriq-title')}</h1>
        <p className="digital-purchase__lead">{t('rubriq-lead')}</p>
      </header>
      {edit.isError || order.isError ? <Alert kind="error">{t('digital-purchase-load-error')}</Alert> : null}
      <section className="card" aria-labelledby="rubriq-plan">
        <h2 id="rubriq-plan" className="digital-purchase__subtitle">
          {t('rubriq-plan-title')}
        </h2>
        {!edit.data || !order.data ? (
          <p className="digital-purchase__loading" role="status">
            <Spinner size="small" />
            {t('digital-purchase-loading')}
          </p>
        ) : (
          <ul>
            <li>
              {edit.data.access === 'none'
                ? t('rubriq-editing-none')
                : editing?.endsAt
                  ? t('digital-purchase-current-subscription', { date: date(editing.endsAt) })
                  : t(`rubriq-editing-access-${edit.data.access}`)}
            </li>
            <li>{t('digital-purchase-current-uses', { count: order.data.numberOfUsesAvailable })}</li>
          </ul>
        )}
        <Link className="button button--primary" to={`/${lang}/rubriq/plan/subscribe`}>
          {t('rubriq-plans-link')}
        </Link>
      </section>
      <div className="rubriq-tools">
        {isCurieLaunched ? null : (
          <>
            <section className="card rubriq-tool">
              <h2>{t('rubriq-editing-title')}</h2>
              <p>{t('digital-purchase-editing-lead')}</p>
              <Link to={`/${lang}/researcher/digital-editing`}>{t('rubriq-open')}</Link>
            </section>
            <section className="card rubriq-tool">
              <h2>{t('rubriq-translation-title')}</h2>
              <p>
                {t(
                  // Chinese is promised only while an engine translates it (docs/decisions.md, issue 30).
                  order.data?.offeredLanguages.includes('chinese-to-english')
                    ? 'digital-purchase-translation-lead'
                    : 'digital-purchase-translation-lead-without-chinese',
                )}
              </p>
              <Link to={`/${lang}/researcher/digital-translations`}>{t('rubriq-open')}</Link>
            </section>
          </>
        )}
        <section className="card rubriq-tool">
          <h2>{t('rubriq-grammar-title')}</h2>
          <p>{t('rubriq-grammar-lead')}</p>
          <Link to={`/${lang}/researcher/grammar-check`}>{t('rubriq-open')}</Link>
        </section>
        <section className="card rubriq-tool">
          <h2>{t('rubriq-dashboard-title')}</h2>
          <p>{t('rubriq-dashboard-lead')}</p>
          <Link to={`/${lang}/researcher`}>{t('rubriq-open')}</Link>
        </section>
      </div>
    </div>
  );
}
