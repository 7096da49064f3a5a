import { toSegment } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { patchCachedUser, useApplication, useUser } from '../../../lib/application.ts';
import { preprintCampaignUrl } from '../../../lib/preprint.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { orderDetailsQuery, orderKeys } from '../api/get-order.ts';
import { rewardPointsQuery } from '../api/get-reward-points.ts';
import { CertificateSection } from '../components/certificate-section.tsx';
import { CompletedFiles } from '../components/completed-files.tsx';
import { NotificationForm } from '../components/notification-form.tsx';
import { OrderEditForm } from '../components/order-edit-form.tsx';
import { OrderHelpSection, ReEditSection } from '../components/order-follow-ups.tsx';
import { OrderSidebar } from '../components/order-sidebar.tsx';
import { StageTimeline } from '../components/stage-timeline.tsx';
import { orderPageOf } from '../utils/order-page.ts';
import { isPollExhausted, ORDER_POLL_LIMIT } from '../utils/polling.ts';
import { rewardPointsNotice, wantsRewardPoints } from '../utils/reward-notice.ts';
import '../components/order-details.css';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';

/**
 * /{lang}/researcher/index/details/:externalId/:variant? — the order page (screen 12); `thank-you` right after
 * ordering. Its sections: the stage timeline, completed files, certificate, re-edit, questions and
 * notifications; "Edit this order" turns the overview into the edit form.
 */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const application = useApplication();
  const [isEditing, setIsEditing] = useState(false);
  const lang = toSegment(params.lang);
  const externalId = params.externalId ?? '';
  const { isThankYou, backTo } = orderPageOf({ lang, variant: params.variant, returnTo: search.get('return') });
  const user = useUser();
  const titleId = useId();
  const order = useQuery(orderDetailsQuery(externalId));
  const hasOrder = order.data !== undefined && order.data !== null;
  // A new order's reward points are added by a job after the order; the page waits for them (rewards only).
  const points = useQuery({
    ...rewardPointsQuery(user.identity, externalId),
    enabled: wantsRewardPoints({ hasRewards: user.hasRewards, isThankYou, hasOrder }),
  });

  const totalRewardPoints = points.data?.updated ? points.data.totalRewardPoints : null;
  useEffect(() => {
    if (totalRewardPoints !== null) patchCachedUser((current) => ({ ...current, totalRewardPoints }));
  }, [totalRewardPoints]);

  const backLink = (
    <Link className="order-details__back" to={backTo}>
      {t('orders-back-to-my-orders')}
    </Link>
  );

  // Reading dataUpdatedAt re-renders the page after every answer of the poll, even an unchanged "not yet".
  const answers = order.dataUpdatedAt > 0 ? (queryClient.getQueryState(orderKeys.details(externalId))?.dataUpdateCount ?? 0) : 0;
  const isGivenUp = order.isError || (order.data === null && isPollExhausted(answers, ORDER_POLL_LIMIT));
  if (isGivenUp) {
    return (
      <div className="order-details">
        {backLink}
        <RetryAlert query={order} texts={{ failure: 'orders-load-failure', retry: 'orders-try-again' }} />
      </div>
    );
  }
  if (!order.data) {
    return (
      <div className="order-details order-details--loading">
        <PageSpinner label={t('orders-wait')} />
        <p className="order-details__wait">{t('orders-wait')}</p>
      </div>
    );
  }

  const details = order.data;
  const rewardNotice = rewardPointsNotice({
    hasRewards: user.hasRewards,
    isThankYou,
    isAwaitingPayment: details.payment.status === 'awaiting-payment',
    orderPoints: details.rewardPoints,
    points: points.data,
    isLoadingPoints: points.isFetching || points.isPending,
  });
  const preprintUrl = preprintCampaignUrl(lang, application.config.links);
  return (
    <div className="order-details">
      {backLink}
      <div className="order-details__layout">
        <div className="order-details__main">
          <section className="card" aria-labelledby={titleId}>
            {isThankYou ? (
              <>
                <h1 id={titleId}>{t('orders-thank-you')}</h1>
                <p className="order-details__lead">{t('orders-thank-you-lead', { externalId: details.externalId })}</p>
              </>
            ) : (
              <h1 id={titleId}>{details.title}</h1>
            )}
            {isEditing ? (
              <OrderEditForm order={details} onClose={() => setIsEditing(false)} />
            ) : (
              <>
                <FactList
                  className="order-details__facts"
                  facts={[
                    { label: t('orders-number'), value: details.externalId },
                    isThankYou && { label: t('orders-project-title'), value: details.title },
                    {
                      label: t('orders-status'),
                      value: t(`order-status-${details.statusLabelKey}`, { defaultValue: details.status }),
                    },
                  ]}
                />
                {details.payment.status === 'awaiting-payment' ? (
                  <Alert kind="info">{t(details.payment.boletoUrl ? 'orders-awaiting-boleto' : 'orders-awaiting-payment')}</Alert>
                ) : null}
                {user.hasRewards && isThankYou ? (
                  <div className="order-details__rewards" aria-live="polite">
                    {rewardNotice ? (
                      <p className={rewardNotice.key === 'orders-reward-points-wait' ? 'order-details__muted' : undefined}>
                        {rewardNotice.key === 'orders-reward-points-wait'
                          ? t(rewardNotice.key)
                          : t(rewardNotice.key, rewardNotice)}
                      </p>
                    ) : null}
                  </div>
                ) : null}
                {details.deadlineAvailable ? (
                  <Button variant="secondary" className="order-details__edit" onClick={() => setIsEditing(true)}>
                    {t('orders-edit-open')}
                  </Button>
                ) : null}
              </>
            )}
          </section>
          <div className="card">
            <StageTimeline order={details} />
          </div>
          <div className="card order-details__sections">
            <CompletedFiles order={details} />
            <CertificateSection order={details} lang={lang} />
            <ReEditSection order={details} lang={lang} />
            <OrderHelpSection order={details} lang={lang} preprintUrl={preprintUrl} hasRewards={user.hasRewards} />
            <NotificationForm order={details} lang={lang} />
          </div>
        </div>
        <OrderSidebar order={details} />
      </div>
    </div>
  );
}
