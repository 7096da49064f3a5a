import { formatMoney, LOCALE_TO_CATALOGUE, LOCALE_TO_SEGMENT, personNameOf, toLocale } from '@portal/domain';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { TConfig } from '../../config.ts';
import { compiledStatement } from '../../platform/compiled-statement.ts';
import type { Db } from '../../platform/db.ts';
import { translate } from '../../platform/i18n.ts';
import type { TJob, TJobHandler } from '../../platform/jobs.ts';
import { column, jsonRow, rowOf } from '../../platform/kept-read.ts';
import { escapeHtml, queueEmail } from '../../platform/mail.ts';
import { users } from '../../schema/account.ts';
import { currencies } from '../../schema/catalogue.ts';
import { orderForms } from '../../schema/order-form.ts';
import { orders } from '../../schema/orders.ts';
import { placedServiceName, type TCatalogueService } from '../catalogue/index.ts';
import { queueReferralInvitations, referredStateJsonOfUserRow, rewardReferrerOfPaidOrder } from '../referrals/index.ts';
import { awardPointsOfPaidOrders } from '../rewards/index.ts';
import { createDeadlineChangedHandler, ORDER_DEADLINE_CHANGED_JOB } from './deadline-changed-email.ts';
import { CREDIT_REWARD_POINTS_JOB, ORDER_PLACED_JOB, type TOrderRow } from './service.ts';

function confirmationEmail(
  user: { email: string; firstName: string; lastName: string; language: string },
  order: Pick<TOrderRow, 'externalId' | 'title' | 'services' | 'total' | 'status'>,
  currency: { sign: string; numDecimals: number },
  siteUrl: string,
  serviceNames: Awaited<ReturnType<TCatalogueService['orderForm']>>,
) {
  const locale = toLocale(user.language);
  const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
  const name = personNameOf(user, locale) || user.email;
  const money = (amount: number) => formatMoney(amount, currency);
  const paragraphs = [
    t('email-greeting', { name }),
    t('email-order-confirmation-body', { externalId: order.externalId, title: order.title }),
    ...(order.status === 'awaiting-payment' ? [t('email-order-confirmation-awaiting-payment')] : []),
  ];
  // The services under their catalogue names in the reader's language, as the order's page and invoice name them.
  const lines = order.services.map(
    (service) => `${placedServiceName(serviceNames, service, LOCALE_TO_CATALOGUE[locale])}: ${money(service.totalPrice)}`,
  );
  const total = t('email-order-confirmation-total', { total: money(order.total) });
  const closing = t('email-order-confirmation-follow');
  const url = `${siteUrl}/${LOCALE_TO_SEGMENT[locale]}/researcher/index/details/${encodeURIComponent(order.externalId)}`;
  const action = t('email-order-confirmation-action');
  const text = [...paragraphs, '', ...lines, total, '', closing, `${action}: ${url}`, '', t('email-signature')].join('\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p><strong>${escapeHtml(total)}</strong></p>`,
    `<p>${escapeHtml(closing)}<br><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(t('email-signature'))}</p>`,
  ].join('');
  return { to: user.email, subject: t('email-order-confirmation-subject', { externalId: order.externalId }), text, html };
}

/** The order's owner (alias `u`): the e-mail's recipient, and who referred them (referral-credit.ts). */
const RECIPIENT_ROW = jsonRow({
  email: column<string>(sql`u.email`),
  firstName: column<string>(sql`u.first_name`),
  lastName: column<string>(sql`u.last_name`),
  language: column<string>(sql`u.language`),
  referred: referredStateJsonOfUserRow,
});

/** The order's currency (alias `c`), for the amounts of the e-mail. */
const CURRENCY_ROW = jsonRow({ sign: column<string>(sql`c.sign`), numDecimals: column<number>(sql`c.num_decimals`) });

/** What the follow-ups read about the order, beside its row. */
const FOLLOW_UP_CONTEXT = jsonRow({
  recipient: rowOf(RECIPIENT_ROW, (row) => sql`(select ${row} from ${users} u where u.id = ${orders.userId})`),
  currency: rowOf(
    CURRENCY_ROW,
    (row) => sql`(select ${row} from ${currencies} c where c.iso_code = coalesce(${orders.currencyIso}, 'USD'))`,
  ),
  /** Whether the order's form carries colleagues' addresses to invite. */
  hasReferralEmails: sql<boolean>`exists (select 1 from ${orderForms} f
          where f.id = ${orders.orderFormId} and jsonb_array_length(f.referral_emails) > 0)`,
});

// The follow-ups' statement, built once (compiled-statement.ts): every order runs it. The order is stamped
// and, in the same round trip, what the follow-ups read about it comes back with it.
const stampOrderStatement = compiledStatement('order_follow_ups_stamp', (dbx) =>
  dbx
    .update(orders)
    .set({ rewardPointsCreditedAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(and(eq(orders.id, sql.placeholder('orderId')), isNull(orders.rewardPointsCreditedAt)))
    .returning({
      ...getTableColumns(orders),
      context: FOLLOW_UP_CONTEXT.sql,
    }),
);

/**
 * A placed order's follow-ups, once: its reward points added to the owner's total and, when `siteUrl` is
 * given and the customer is to be notified, its confirmation e-mail queued. The order is stamped by a
 * conditional update in the same transaction, so a retried or duplicated job does neither twice.
 */
export async function runOrderFollowUps(
  db: Db,
  catalogue: Pick<TCatalogueService, 'orderForm'>,
  orderId: number,
  siteUrl: string | null,
): Promise<boolean> {
  // Read before the transaction: on PGlite's one connection a catalogue load inside it would wait for its end.
  const serviceNames = siteUrl === null ? null : await catalogue.orderForm();
  return db.transaction(async (tx) => {
    const [order] = await stampOrderStatement(tx, { orderId, now: new Date() });
    if (!order) return false;
    const { recipient, currency, hasReferralEmails } = order.context;
    // Its points when it is paid already; an order awaiting its transfer or boleto earns them when paid.
    if (order.rewardPoints > 0) await awardPointsOfPaidOrders(tx, order.userId);
    // The invitations typed in the form the order came from (referrals/invitations.ts): a visitor's form has
    // no sender until its owner signs in, so what was typed then goes out with the order.
    if (hasReferralEmails && order.orderFormId !== null) await queueReferralInvitations(tx, order.orderFormId);
    // A referred researcher's first order paid at once credits their referrer (later payments: payments/payment-completion.ts).
    await rewardReferrerOfPaidOrder(tx, order.userId, recipient?.referred ?? null);
    if (recipient && currency && siteUrl !== null && serviceNames && order.requireCustomerNotification) {
      await queueEmail(tx, confirmationEmail(recipient, order, currency, siteUrl, serviceNames));
    }
    return true;
  });
}

/** Background jobs of placed orders (reward points, confirmation e-mail, deadline-changed e-mail). */
export function orderJobHandlers(deps: { db: Db; config: TConfig; catalogue: TCatalogueService }): Record<string, TJobHandler> {
  const siteUrl = deps.config.publicUrl.replace(/\/+$/, '');
  const followUps = (job: TJob, confirmationSiteUrl: string | null) => {
    const orderId = Number(job.payload.orderId);
    return Number.isInteger(orderId) ? runOrderFollowUps(deps.db, deps.catalogue, orderId, confirmationSiteUrl) : undefined;
  };
  return {
    [ORDER_PLACED_JOB]: async (job) => {
      await followUps(job, siteUrl);
    },
    [CREDIT_REWARD_POINTS_JOB]: async (job) => {
      await followUps(job, null);
    },
    [ORDER_DEADLINE_CHANGED_JOB]: createDeadlineChangedHandler(deps.db, siteUrl),
  };
}
