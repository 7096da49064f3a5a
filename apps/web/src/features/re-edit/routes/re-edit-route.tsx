import { toSegment } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { reeditOptionsQuery } from '../api/get-re-edit-options.ts';
import { ReeditOptionCard } from '../components/re-edit-option.tsx';
import { reeditPaths } from '../utils/re-edit-paths.ts';
import '../re-edit.css';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';

/** /{lang}/researcher/re-edit/:externalId — the order, and the re-edit options its flags give; an unknown order goes to /. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const lang = toSegment(params.lang);
  const externalId = params.externalId ?? '';
  const titleId = useId();
  const query = useQuery(reeditOptionsQuery(externalId));

  if (query.data === null) return <Navigate to={`/${lang}`} replace />;
  if (query.isError) {
    return (
      <div className="re-edit-page">
        <RetryAlert query={query} texts={{ failure: 're-edit-load-failure', retry: 're-edit-try-again' }} />
      </div>
    );
  }
  if (!query.data) return <PageSpinner label={t('re-edit-loading')} />;

  const order = query.data;
  return (
    <div className="re-edit-page">
      <Link className="re-edit-page__back" to={reeditPaths.orderDetails(lang, order.externalId)}>
        {t('re-edit-back')}
      </Link>
      <header className="re-edit-page__header">
        <h1 id={titleId}>{t('re-edit-title')}</h1>
        <FactList
          className="re-edit-page__order"
          facts={[
            { label: t('re-edit-order-label'), value: order.externalId },
            { label: t('re-edit-title-label'), value: order.title },
          ]}
        />
        <p className="re-edit-page__lead">{t('re-edit-lead')}</p>
      </header>
      <div className="re-edit-page__options">
        {order.options.map((option) => (
          <ReeditOptionCard key={option} option={option} externalId={order.externalId} lang={lang} />
        ))}
      </div>
    </div>
  );
}
