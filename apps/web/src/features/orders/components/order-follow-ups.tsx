import type { TLanguageSegment, TOrderDetails } from '@portal/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { to } from '../../../app/paths.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { rewardsLinkKey } from '../utils/reward-notice.ts';

/** The re-edit options of a completed order (researcher-area §6): free touch-up, paid re-edit, support, more work. */
export function ReEditSection({ order, lang }: { order: TOrderDetails; lang: TLanguageSegment }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (!order.completed) return null;
  const reEdit = to(lang, `/researcher/re-edit/${encodeURIComponent(order.externalId)}`);
  const hasOffer = order.touchUpAvailable || order.reeditAvailable;
  return (
    <section className="order-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('orders-re-edit')}</h2>
      <ul className="order-section__list">
        {order.touchUpAvailable ? (
          <li>
            <Link to={reEdit}>{t('orders-re-edit-free')}</Link>
          </li>
        ) : null}
        {order.reeditAvailable ? (
          <li>
            <Link to={reEdit}>{t('orders-re-edit-paid')}</Link>
          </li>
        ) : null}
        {!hasOffer || !order.containsActiveService ? (
          <li>
            <Link to={to(lang, `/support/index/submission/${encodeURIComponent(order.externalId)}/type/inactive-service`)}>
              {t('orders-re-edit-contact-support')}
            </Link>
          </li>
        ) : null}
        {order.scientificReworkEligible ? (
          <li>
            <a href={`/api/order-form/rework/${encodeURIComponent(order.externalId)}`}>{t('orders-request-additional-work')}</a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** Ask a question about the order; the proof of payment of an unpaid bank transfer; the preprint campaign; rewards. */
export function OrderHelpSection({
  order,
  lang,
  preprintUrl,
  hasRewards,
}: {
  order: TOrderDetails;
  lang: TLanguageSegment;
  preprintUrl: string | null;
  /** The researcher's hasRewards: the rewards link shows only with it (spec §6). */
  hasRewards: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const rewardsLink = rewardsLinkKey({
    hasRewards,
    orderPoints: order.rewardPoints,
    isAwaitingPayment: order.payment.status === 'awaiting-payment',
  });
  const submission = `/support/index/submission/${encodeURIComponent(order.externalId)}/type`;
  return (
    <section className="order-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('orders-ask-question')}</h2>
      <ul className="order-section__list">
        <li>
          <Link to={to(lang, `${submission}/question`)}>{t('orders-ask-question-link')}</Link>
        </li>
        {order.payment.status === 'awaiting-payment' && order.payment.methodKey === 'bank-transfer' ? (
          <li>
            <Link to={to(lang, `${submission}/proof-of-payment`)}>{t('orders-proof-of-payment')}</Link>
          </li>
        ) : null}
        {preprintUrl ? (
          <li>
            <a href={preprintUrl} target="_blank" rel="noreferrer">
              {t('orders-preprint-campaign')}
            </a>
          </li>
        ) : null}
        {rewardsLink ? (
          <li>
            <Link to={to(lang, '/researcher/rewards')}>{t(rewardsLink, { points: order.rewardPoints })}</Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
