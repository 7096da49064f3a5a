/**
 * The crash drill's history check (scripts/crash-drill.ts): what the portal's tables and the sandbox provider's
 * records say after the drill, lost and doubled counted by kind.
 */
import { PAYMENT_METHOD } from '@portal/domain';
import { withAdmin } from '../bench/complete-order.ts';

export type TOutcome = {
  identity: string;
  status: string;
  receiptCode: string | null;
  externalId: string | null;
  retries: number;
};

/** The poison job's kind (apps/server/src/job-handlers.ts): it aborts the process that runs it. */
export const POISON_JOB = 'drill.poison';
/** A job abandoned by two dead processes is parked (platform/jobs.ts): each poison job kills the server twice. */
export const EXITS_PER_POISON_JOB = 2;

/** Groups by a key (Map.groupBy arrives with Node 21). */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/** The history check over the portal's tables and the sandbox provider's records. */
export async function checkHistory(databaseUrl: string, outcomes: readonly TOutcome[], jobsAtKills: ReadonlySet<number>) {
  const rows = await withAdmin(databaseUrl, async (c) => ({
    charges: (await c.query(`select idempotency_key as key, amount, status from sandbox_charges`)).rows as {
      key: string;
      amount: number;
      status: string;
    }[],
    payments: (await c.query(`select id, receipt_code, status, amount, order_form_id, method_id from payments`)).rows as {
      id: number;
      receipt_code: string;
      status: string;
      amount: number;
      order_form_id: number | null;
      method_id: number;
    }[],
    orders: (await c.query(`select id, order_form_id, payment_id, external_id from orders`)).rows as {
      id: number;
      order_form_id: number | null;
      payment_id: number | null;
      external_id: string;
    }[],
    invoices: (await c.query(`select order_id, status, balance from invoices where order_id is not null`)).rows as {
      order_id: number;
      status: string;
      balance: number;
    }[],
    poison: (await c.query(`select status, abandoned, last_error from jobs where kind = $1`, [POISON_JOB])).rows as {
      status: string;
      abandoned: number;
      last_error: string | null;
    }[],
    jobs: (await c.query(`select id, kind, status, payload from jobs where kind <> $1`, [POISON_JOB])).rows as {
      id: string;
      kind: string;
      status: string;
      payload: Record<string, unknown>;
    }[],
  }));
  const paymentByReceipt = new Map(rows.payments.map((p) => [p.receipt_code, p]));
  const paymentById = new Map(rows.payments.map((p) => [p.id, p]));
  const ordersByPayment = groupBy(rows.orders, (o) => o.payment_id);
  const approved = rows.charges.filter((ch) => ch.status === 'approved');
  const approvedKeys = new Set(approved.map((ch) => ch.key));

  const chargesWithoutPayment = approved.filter((ch) => !paymentByReceipt.has(ch.key)).length;
  const chargesNotCaptured = approved.filter((ch) => paymentByReceipt.get(ch.key)?.status !== 'captured').length;
  const chargesWithoutOrder = approved.filter((ch) => {
    const payment = paymentByReceipt.get(ch.key);
    return !payment || (ordersByPayment.get(payment.id) ?? []).length === 0;
  }).length;
  const chargesWithSeveralOrders = approved.filter((ch) => {
    const payment = paymentByReceipt.get(ch.key);
    return payment && (ordersByPayment.get(payment.id) ?? []).length > 1;
  }).length;
  const amountsDiffering = approved.filter((ch) => {
    const payment = paymentByReceipt.get(ch.key);
    return payment && payment.amount !== ch.amount;
  }).length;
  const ordersWithoutCharge = rows.orders.filter((o) => {
    const payment = o.payment_id === null ? undefined : paymentById.get(o.payment_id);
    return payment?.status !== 'captured' || !approvedKeys.has(payment.receipt_code);
  }).length;
  const chargesPerForm = groupBy(approved, (ch) => paymentByReceipt.get(ch.key)?.order_form_id ?? null);
  const formsChargedTwice = [...chargesPerForm].filter(([form, list]) => form !== null && list.length > 1).length;
  const ordersPerForm = groupBy(rows.orders, (o) => o.order_form_id);
  const formsOrderedTwice = [...ordersPerForm].filter(([form, list]) => form !== null && list.length > 1).length;
  const invoicesByOrder = groupBy(rows.invoices, (i) => i.order_id);
  const ordersWithoutPaidInvoice = rows.orders.filter((o) => {
    const list = invoicesByOrder.get(o.id) ?? [];
    return list.length !== 1 || list[0]?.status !== 'paid' || list[0]?.balance !== 0;
  }).length;

  const orderExternalIds = new Set(rows.orders.map((o) => o.external_id));
  const paidAnswers = outcomes.filter((o) => o.status === 'paid');
  const paidAnswersWithoutOrder = paidAnswers.filter(
    (o) =>
      !o.externalId || !orderExternalIds.has(o.externalId) || paymentByReceipt.get(o.receiptCode ?? '')?.status !== 'captured',
  ).length;

  const doneJobs = rows.jobs.filter((j) => j.status === 'done');
  const followedUpOrders = new Set(doneJobs.filter((j) => j.kind === 'order-placed').map((j) => Number(j.payload.orderId)));
  const recoveredPayments = new Set(
    rows.jobs.filter((j) => j.kind === 'payments.recover').map((j) => Number(j.payload.paymentId)),
  );
  const doneIds = new Set(doneJobs.map((j) => Number(j.id)));
  const jobs = {
    total: rows.jobs.length,
    failed: rows.jobs.filter((j) => j.status === 'failed').length,
    unfinished: rows.jobs.filter((j) => j.status === 'queued' || j.status === 'running').length,
    ordersWithoutFollowUpDone: rows.orders.filter((o) => !followedUpOrders.has(o.id)).length,
    cardPaymentsWithoutRecoveryJob: rows.payments.filter(
      (p) => p.method_id === PAYMENT_METHOD.creditCard && !recoveredPayments.has(p.id),
    ).length,
    unfinishedAtAKill: jobsAtKills.size,
    unfinishedAtAKillThenDone: [...jobsAtKills].filter((id) => doneIds.has(id)).length,
  };

  const lost = {
    chargesWithoutPayment,
    chargesNotCaptured,
    chargesWithoutOrder,
    ordersWithoutCharge,
    ordersWithoutPaidInvoice,
    paidAnswersWithoutOrder,
  };
  const doubled = { chargesWithSeveralOrders, formsChargedTwice, formsOrderedTwice, amountsDiffering };
  return {
    counts: {
      approvedCharges: approved.length,
      declinedCharges: rows.charges.length - approved.length,
      payments: rows.payments.length,
      capturedPayments: rows.payments.filter((p) => p.status === 'captured').length,
      orders: rows.orders.length,
      paidAnswers: paidAnswers.length,
      otherAnswers: outcomes.filter((o) => o.status !== 'paid').map((o) => o.status),
      retriedCompleteOrders: outcomes.filter((o) => o.retries > 0).length,
    },
    lost,
    doubled,
    jobs,
    poison: {
      jobs: rows.poison.length,
      parked: rows.poison.filter(
        (j) => j.status === 'failed' && j.abandoned === EXITS_PER_POISON_JOB && j.last_error?.startsWith('abandoned'),
      ).length,
    },
    lostTotal: Object.values(lost).reduce((a, b) => a + b, 0),
    doubledTotal: Object.values(doubled).reduce((a, b) => a + b, 0),
    jobsLost: jobs.failed + jobs.unfinished + jobs.ordersWithoutFollowUpDone + jobs.cardPaymentsWithoutRecoveryJob,
  };
}
