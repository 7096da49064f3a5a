import { randomBytes } from 'node:crypto';
import {
  addressDisplay,
  allowedPaymentMethods,
  amountDueAfter,
  convertBetween,
  isFapiaoAvailable,
  isPaymentMethodId,
  LOCALE_TO_SEGMENT,
  MESSAGE,
  makePaymentFormSchema,
  PAYMENT_METHOD,
  PAYMENT_METHOD_RULES,
  settlingMethod,
  showsBrazilOptions,
  type TLocale,
  type TPaymentFormFields,
  type TPaymentMethodId,
  type TPaymentPurpose,
  type TPaymentResult,
  toLocale,
  withParams,
  ZPaymentAddress,
} from '@portal/domain';
import { and, eq, inArray, type Placeholder, sql, type WithSubquery } from 'drizzle-orm';
import type { TCheckoutDeps } from '../../checkout-deps.ts';
import type { TPaymentConfig } from '../../integrations/payments/payment-config.ts';
import type { TGatewayEvent, TPaymentGateway } from '../../integrations/payments/payment-gateway.ts';
import { compiledStatement } from '../../platform/compiled-statement.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError, fieldErrorsOf } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/sessions.ts';
import { jobs } from '../../platform/tables.ts';
import {
  activatePurchase,
  cancelPurchaseOfPayment,
  insertPendingPurchase,
  linkPurchaseToPayment,
  type TPendingDigitalPurchase,
} from '../digital-purchases/purchase-lifecycle.ts';
import { applyPaymentToInvoice, createInvoice, findPayableInvoices } from '../invoices/service.ts';
import {
  createPrepayment,
  fundPrepayment,
  getLedgerBalances,
  spendCredits,
  spendPrepayment,
  spendVoucher,
  type TCurrencyRow,
  verifyVoucher,
} from '../ledger/service.ts';
import { orderForms } from '../order-form/table.ts';
import { markOrderPaid, placeOrder } from '../orders/service.ts';
import type { TOrderSnapshot } from '../orders/table.ts';
import { rewardReferrerOfPaidOrder } from '../referrals/referral-credit.ts';
import { configuredMethodsFor } from './configured-methods.ts';
import {
  keyAnswerStatement,
  keyLinkStatement,
  type TAnswerInStatement,
  type TKeyValues,
  type TStoreAnswer,
} from './idempotency.ts';
import { payments, paymentWebhookEvents } from './table.ts';

export type TPaymentRow = typeof payments.$inferSelect;
export type TCurrencyView = NonNullable<Awaited<ReturnType<TCheckoutDeps['catalogue']['findCurrency']>>>;

export const RECOVER_PAYMENT_JOB = 'payments.recover';
/** The recovery job first looks at a payment this long after it was created. */
const RECOVERY_DELAY_SECONDS = 30;
/** A card payment with no charge at the provider after this long was never charged (the process died first). */
const UNCHARGED_AFTER_MS = 120_000;

/** The payment's parts as the server computes them; the submitted form must agree. */
export type TPlan = {
  purpose: TPaymentPurpose;
  userId: number;
  currency: TCurrencyView;
  methodId: TPaymentMethodId;
  total: number;
  amountDue: number;
  creditsApplied: number;
  prepaymentApplied: number;
  voucherApplied: number;
  voucherCode: string | null;
  installments: number | null;
  orderFormId: number | null;
  invoiceNumbers: string[];
  prepaymentId: number | null;
  newPrepayment: { amount: number; localization: string } | null;
  /** Purpose digital: the product bought, written as a pending purchase with the payment (submit-digital.ts). */
  newDigitalPurchase?: TPendingDigitalPurchase | null;
  /** Serialises submissions for one order form, invoice set or prepayment. */
  lockKey: string;
  /** Purpose order: the version of the form that was priced; the payment is refused when the form has moved on. */
  orderFormVersion?: number;
  details: Record<string, unknown>;
};

export type TSubmitOptions = {
  resumePaymentId: number | null;
  key: TKeyValues;
  answerInStatement: TAnswerInStatement;
  storeAnswer: TStoreAnswer;
};

/** An address as validated, without whatever else the client sent. */
function addressOf(value: unknown): Record<string, unknown> | null {
  const parsed = ZPaymentAddress.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Whether an earlier payment settles what the plan settles (a captured payoff's invoices are no longer payable). */
function paysForTheSame(plan: TPlan, payment: TPaymentRow): boolean {
  if (plan.orderFormId !== null) return payment.orderFormId === plan.orderFormId;
  if (plan.purpose === 'payoff') return payment.invoiceNumbers.some((n) => plan.invoiceNumbers.includes(n));
  // A researcher's digital payments wait for (or abandon) the one still open; a paid one never blocks another.
  if (plan.purpose === 'digital') return payment.status === 'pending' || payment.status === 'redirected';
  return plan.prepaymentId !== null && payment.prepaymentId === plan.prepaymentId;
}

export function newReceiptCode(): string {
  return `R${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x').toUpperCase()}`;
}

export function currencyRowOf(currency: TCurrencyView): TCurrencyRow {
  return { ...currency, sortOrder: 0 };
}

function languageSegmentOf(language: unknown): string {
  return LOCALE_TO_SEGMENT[toLocale(typeof language === 'string' ? language : 'en_US')];
}

export type TPaymentsServiceDeps = Pick<TCheckoutDeps, 'db' | 'catalogue' | 'orderForm'> & {
  log: Pick<TCheckoutDeps['log'], 'warn' | 'error' | 'info'>;
  gateway: TPaymentGateway;
  paymentConfig: TPaymentConfig;
  webhookUrl: string;
};

const LIVE_STATUSES: TPaymentRow['status'][] = ['pending', 'redirected', 'captured', 'awaiting-payment'];

/**
 * The check every Complete Order makes under the form's lock, in one read built once (compiled-statement.ts):
 * the form's version while it is open (null once converted or abandoned) beside each live payment of the
 * form (one row with a null payment when there is none).
 */
const livePaymentsOfFormStatement = compiledStatement('live_payments_of_form', (dbx) =>
  dbx
    .select({ formVersion: orderForms.version, payment: payments })
    .from(sql`(select 1) as probe`)
    .leftJoin(orderForms, and(eq(orderForms.id, sql.placeholder('orderFormId')), eq(orderForms.status, 'open')))
    .leftJoin(
      payments,
      and(
        eq(payments.userId, sql.placeholder('userId')),
        eq(payments.purpose, sql.placeholder('purpose')),
        inArray(payments.status, LIVE_STATUSES),
        eq(payments.orderFormId, sql.placeholder('orderFormId')),
      ),
    ),
);

/** The columns of a new payment, each a placeholder of the statements below. */
const INSERTED_PAYMENT_COLUMNS = [
  'receiptCode',
  'userId',
  'purpose',
  'methodId',
  'provider',
  'currencyIso',
  'total',
  'amount',
  'creditsApplied',
  'prepaymentApplied',
  'voucherApplied',
  'voucherCode',
  'installments',
  'orderFormId',
  'invoiceNumbers',
  'prepaymentId',
  'digitalPurchaseId',
  'details',
] as const satisfies readonly (keyof typeof payments.$inferInsert)[];
type TInsertedPaymentColumn = (typeof INSERTED_PAYMENT_COLUMNS)[number];

/** A new payment linked to the submission's Idempotency-Key, with or without its recovery job, in one statement. */
function insertPayment(dbx: DbOrTx, withRecovery: boolean) {
  const values = Object.fromEntries(INSERTED_PAYMENT_COLUMNS.map((column) => [column, sql.placeholder(column)])) as Record<
    TInsertedPaymentColumn,
    Placeholder
  >;
  const inserted = dbx.$with('inserted').as(dbx.insert(payments).values(values).returning());
  const paymentId = sql<number>`(select ${inserted.id} from ${inserted})`;
  const writes: WithSubquery[] = [inserted, dbx.$with('linked').as(keyLinkStatement(dbx, paymentId))];
  if (withRecovery) {
    const recovery = dbx.insert(jobs).values({
      kind: RECOVER_PAYMENT_JOB,
      payload: sql`jsonb_build_object('paymentId', ${paymentId})`,
      maxAttempts: 12,
      runAt: sql`now() + make_interval(secs => ${RECOVERY_DELAY_SECONDS})`,
    });
    writes.push(dbx.$with('recovery').as(recovery.returning({ id: jobs.id })));
  }
  return dbx
    .with(...writes)
    .select()
    .from(inserted);
}

/** Built once each (compiled-statement.ts): every submission writes its payment with one of them. */
const insertPaymentStatement = compiledStatement('insert_payment', (dbx) => insertPayment(dbx, false));
const insertRecoveredPaymentStatement = compiledStatement('insert_recovered_payment', (dbx) => insertPayment(dbx, true));

/**
 * A pending or redirected payment moved to captured (or awaiting-payment), answered as it now is: compiled
 * once per kind of provider answer (a charge's reference, a session, both or neither).
 */
const captureStatements = new Map<string, ReturnType<typeof compileCapture>>();

function compileCapture(withReference: boolean, withSession: boolean) {
  return compiledStatement(`capture_payment_${Number(withReference)}${Number(withSession)}`, (dbx) =>
    dbx
      .update(payments)
      .set({
        status: sql`${sql.placeholder('status')}`,
        completedAt: sql`${sql.placeholder('completedAt')}::timestamptz`,
        updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
        ...(withReference ? { providerReference: sql`${sql.placeholder('providerReference')}` } : {}),
        ...(withSession ? { providerSessionId: sql`${sql.placeholder('providerSessionId')}` } : {}),
      })
      .where(and(eq(payments.id, sql.placeholder('paymentId')), inArray(payments.status, ['pending', 'redirected'])))
      .returning(),
  );
}

function captureStatementOf(withReference: boolean, withSession: boolean) {
  const shape = `${withReference}/${withSession}`;
  let statement = captureStatements.get(shape);
  if (!statement) {
    statement = compileCapture(withReference, withSession);
    captureStatements.set(shape, statement);
  }
  return statement;
}

/** The placed order recorded on its payment, with or without the submission's stored answer (keyAnswerStatement). */
function recordOrder(dbx: DbOrTx, withAnswer: boolean) {
  const set = {
    orderId: sql`${sql.placeholder('orderId')}::integer`,
    invoiceNumbers: sql`${sql.placeholder('invoiceNumbers')}::jsonb`,
    details: sql`${payments.details} || ${sql.placeholder('recorded')}::jsonb`,
  };
  const where = eq(payments.id, sql.placeholder('paymentId'));
  if (!withAnswer) return dbx.update(payments).set(set).where(where);
  return dbx
    .with(dbx.$with('answer').as(keyAnswerStatement(dbx)))
    .update(payments)
    .set(set)
    .where(where);
}

const recordOrderStatement = compiledStatement('record_order_on_payment', (dbx) => recordOrder(dbx, false));
const recordOrderWithAnswerStatement = compiledStatement('record_order_and_answer', (dbx) => recordOrder(dbx, true));

export function createPaymentsService(deps: TPaymentsServiceDeps) {
  const { db, catalogue, gateway, paymentConfig } = deps;

  async function currencyOf(iso: string | null | undefined): Promise<TCurrencyView> {
    const currency = (await catalogue.findCurrency(iso)) ?? (await catalogue.findCurrency('USD'));
    if (!currency) throw new Error('USD is not in the catalogue');
    return currency;
  }

  /** Validates the form with the domain's one schema, in a context the server builds from its own records. */
  async function validate(input: {
    auth: TAuth;
    purpose: TPaymentPurpose;
    form: TPaymentFormFields;
    currency: TCurrencyView;
    total: number;
    isStaffBankTransferGoal: boolean;
    adminCreated: boolean;
  }) {
    const { auth, form, currency, total } = input;
    const user = auth.user;
    const [country, localization, hasStates] = await Promise.all([
      catalogue.findCountry(user.countryId),
      catalogue.findLocalization(user.localization),
      catalogue.countryHasStates(),
    ]);
    const userCountryIso = country?.iso ?? null;
    // The balances change the outcome only when credits or prepayment are applied, or for a payoff (credits
    // are offered below its total); otherwise they are not read. Spending re-checks them at completion.
    const needsBalances = input.purpose === 'payoff' || form.creditsApplied > 0 || form.prepaymentApplied > 0;
    const balances = needsBalances
      ? await getLedgerBalances(db, user.id, currencyRowOf(currency))
      : { creditBalance: 0, availablePrepayment: 0 };
    const fapiaoAvailable = isFapiaoAvailable({
      fapiaoEnabled: true,
      userCountryIso,
      localizationAllowsProcessingAfterPayment: localization?.allowsFapiaoProcessingAfterPayment ?? false,
    });
    let voucherApplied = 0;
    if (form.voucherCode && form.voucherApplied > 0) {
      const voucher = await verifyVoucher(db, {
        code: form.voucherCode,
        userId: user.id,
        currency: currencyRowOf(currency),
        total,
      });
      if (!voucher.valid) throw AppError.invalid({ voucherCode: voucher.error ?? MESSAGE.voucherInvalid });
      if (voucher.amount !== form.voucherApplied) throw new AppError(400, MESSAGE.paymentAmountMismatch);
      voucherApplied = voucher.amount;
    }
    const applied = { creditsApplied: form.creditsApplied, prepaymentApplied: form.prepaymentApplied, voucherApplied };
    const amountDue = amountDueAfter(total, applied);
    const settling = settlingMethod({ total, amountDue, ...applied });
    const allowed =
      settling !== null
        ? [settling]
        : allowedPaymentMethods({
            purpose: input.purpose,
            configuredMethods: configuredMethodsFor(user.localization),
            amountDue,
            total,
            userCountryIso,
            brazilOption: form.brazilPaymentMethods,
            usingFunds: form.usingFunds,
            requireFapiao: fapiaoAvailable && form.requireFapiao === true,
            isImpersonated: auth.impersonatorId !== null,
            isStaffBankTransferGoal: input.isStaffBankTransferGoal,
            adminCreated: input.adminCreated,
            creditBalance: balances.creditBalance,
          });
    const schema = makePaymentFormSchema({
      allowedMethodIds: allowed,
      total,
      amountDue,
      currency,
      availablePrepayment: balances.availablePrepayment,
      creditBalance: balances.creditBalance,
      fapiaoAvailable,
      showBrazilOptions: showsBrazilOptions(userCountryIso, total),
      address: (methodId, requireFapiao) => addressDisplay({ methodId, requireFapiao, userCountryIso }),
      countryHasStates: hasStates,
      isImpersonated: auth.impersonatorId !== null,
    });
    // The schema is made for this request: zod's compiled fast path would be built for one parse only.
    const parsed = schema.safeParse(form, { jitless: true });
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error.issues);
      if (errors.paymentMethodId === MESSAGE.paymentMethodNotAllowed) {
        throw new AppError(400, MESSAGE.paymentMethodNotAllowed, errors);
      }
      throw AppError.invalid(errors);
    }
    if (form.currencyIso.toUpperCase() !== currency.isoCode) throw new AppError(400, MESSAGE.paymentCurrencyMismatch);
    if (form.creditCard?.currency && !(await catalogue.findCurrency(form.creditCard.currency))?.isSelectable) {
      throw AppError.invalid({ 'creditCard.currency': MESSAGE.paymentCurrencyRequired });
    }
    if (form.amount !== amountDue) throw new AppError(400, MESSAGE.paymentAmountMismatch);
    const methodId = form.paymentMethodId as TPaymentMethodId;
    const requireFapiao = fapiaoAvailable && form.requireFapiao === true && PAYMENT_METHOD_RULES[methodId].supportsFapiao;
    return { methodId, amountDue, voucherApplied, requireFapiao };
  }

  function detailsOf(form: TPaymentFormFields, auth: TAuth, requireFapiao: boolean, locale: TLocale): Record<string, unknown> {
    const rules = PAYMENT_METHOD_RULES[form.paymentMethodId as TPaymentMethodId];
    return {
      billingAddress: addressOf(form.billingAddress),
      invoiceAddress:
        form.invoiceAddressSameAsBilling && rules.key !== 'bank-transfer'
          ? addressOf(form.billingAddress)
          : addressOf(form.invoiceAddress),
      ...(requireFapiao ? { fapiao: form.fapiao } : {}),
      ...(rules.isLocalProvider ? { taxIdentification: form.taxIdentification } : {}),
      ...(form.boletoPayer ? { boletoPayer: form.boletoPayer } : {}),
      purchaseOrderNumber: form.purchaseOrder?.number || null,
      vatNumber: form.additionalData?.vatNumber ?? null,
      ...(form.creditCard ? { card: { brand: form.creditCard.type, lastFour: form.creditCard.lastFour } } : {}),
      suppressInvoiceCreation: auth.impersonatorId !== null && form.suppressInvoiceCreation === 'yes',
      localization: auth.user.localization,
      language: locale,
    };
  }

  // ——— Submissions ———

  /** A retry taking over a dead attempt whose payment has since been settled (by the webhook or the recovery job). */
  async function settledResume(options: TSubmitOptions, userId: number): Promise<TPaymentResult | null> {
    if (options.resumePaymentId === null) return null;
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, options.resumePaymentId), eq(payments.userId, userId)));
    return payment && payment.status !== 'pending' ? resultOf(payment) : null;
  }

  /**
   * Writes the pending payment (or resumes the one a dead attempt wrote), then collects by the method's
   * flow. Nothing is held locked while the provider is called.
   */
  async function execute(plan: TPlan, form: TPaymentFormFields, options: TSubmitOptions): Promise<TPaymentResult> {
    const rules = PAYMENT_METHOD_RULES[plan.methodId];
    const created = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${plan.lockKey}))`);
      if (options.resumePaymentId !== null) {
        const [resumed] = await tx.select().from(payments).where(eq(payments.id, options.resumePaymentId));
        if (resumed) return { payment: resumed, isNew: false };
      }
      // Another live payment for the same order form, invoices or prepayment: answer it, or wait for it.
      // The form or prepayment narrows the read to its own payments (a payoff's invoices are matched below).
      let formVersion: number | null = null;
      let candidates: TPaymentRow[];
      if (plan.orderFormId !== null && plan.prepaymentId === null) {
        const rows = await livePaymentsOfFormStatement(tx, {
          userId: plan.userId,
          purpose: plan.purpose,
          orderFormId: plan.orderFormId,
        });
        formVersion = rows[0]?.formVersion ?? null;
        candidates = rows.flatMap((row) => (row.payment ? [row.payment] : []));
      } else {
        candidates = await tx
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.userId, plan.userId),
              eq(payments.purpose, plan.purpose),
              inArray(payments.status, LIVE_STATUSES),
              plan.orderFormId !== null ? eq(payments.orderFormId, plan.orderFormId) : undefined,
              plan.prepaymentId !== null ? eq(payments.prepaymentId, plan.prepaymentId) : undefined,
            ),
          );
      }
      const live = candidates.filter((p) => paysForTheSame(plan, p));
      const settled = live.find((p) => p.status === 'captured' || p.status === 'awaiting-payment');
      if (settled) return { payment: settled, isNew: false };
      if (live.some((p) => p.status === 'pending')) throw new AppError(409, MESSAGE.paymentInProgress);
      // The form was priced as read at the start of the request: a save, reset or closure that landed since
      // (another tab) changed what would be bought. Nothing is written; the payer reloads and pays what they see.
      if (plan.orderFormVersion !== undefined && formVersion !== plan.orderFormVersion) {
        throw new AppError(409, MESSAGE.orderFormChanged);
      }
      // The payer came back from a provider's page without finishing: that session is abandoned.
      for (const abandoned of live) {
        await tx
          .update(payments)
          .set({ status: 'failed', updatedAt: new Date() })
          .where(and(eq(payments.id, abandoned.id), eq(payments.status, 'redirected')));
        await cancelPurchaseOfPayment(tx, abandoned.id);
      }
      const digitalPurchaseId = plan.newDigitalPurchase
        ? await insertPendingPurchase(tx, plan.userId, plan.newDigitalPurchase)
        : null;
      let prepaymentId = plan.prepaymentId;
      let retainerInvoiceNumber: string | null = null;
      if (plan.newPrepayment) {
        const prepayment = await createPrepayment(tx, {
          userId: plan.userId,
          amount: plan.newPrepayment.amount,
          currencyIso: plan.currency.isoCode,
          localization: plan.newPrepayment.localization,
        });
        prepaymentId = prepayment.id;
        retainerInvoiceNumber = prepayment.retainerInvoiceNumber;
      }
      // One statement writes the payment, links it to the Idempotency-Key and queues its recovery job.
      const isRecovered = rules.flow === 'card' || rules.flow === 'redirect';
      const [payment] = await (isRecovered ? insertRecoveredPaymentStatement : insertPaymentStatement)(tx, {
        ...options.key,
        receiptCode: newReceiptCode(),
        userId: plan.userId,
        purpose: plan.purpose,
        methodId: plan.methodId,
        provider: rules.provider === 'portal' ? 'portal' : gateway.name,
        currencyIso: plan.currency.isoCode,
        total: plan.total,
        amount: plan.amountDue,
        creditsApplied: plan.creditsApplied,
        prepaymentApplied: plan.prepaymentApplied,
        voucherApplied: plan.voucherApplied,
        voucherCode: plan.voucherCode,
        installments: plan.installments,
        orderFormId: plan.orderFormId,
        invoiceNumbers: plan.invoiceNumbers,
        prepaymentId,
        digitalPurchaseId,
        details: { ...plan.details, ...(retainerInvoiceNumber ? { retainerInvoiceNumber } : {}) },
      } satisfies Record<TInsertedPaymentColumn | keyof TKeyValues, unknown>);
      if (!payment) throw new Error('payment not stored');
      if (digitalPurchaseId !== null) await linkPurchaseToPayment(tx, digitalPurchaseId, payment.id);
      return { payment, isNew: true };
    });
    let payment = created.payment;
    if (!created.isNew && payment.status !== 'pending') return resultOf(payment);

    if (rules.flow === 'internal' || rules.flow === 'offline' || rules.flow === 'boleto') {
      let boletoSessionId: string | null = null;
      if (rules.flow === 'boleto') {
        const session = await openProviderSession(payment, plan.methodId);
        boletoSessionId = session.sessionId;
      }
      const currencyRow = currencyRowOf(plan.currency);
      const completed = await inCompletingTransaction((tx) =>
        completePayment(tx, payment, rules.flow === 'internal' ? 'captured' : 'awaiting-payment', currencyRow, {
          providerSessionId: boletoSessionId,
        }),
      );
      return resultOf(completed ?? (await reload(payment.id)));
    }

    if (rules.flow === 'card') {
      const card = form.creditCard;
      if (!card) throw AppError.invalid({ 'creditCard.nonce': MESSAGE.paymentProcessingError });
      const chargeCurrency = card.currency ? await currencyOf(card.currency) : plan.currency;
      const chargeAmount =
        chargeCurrency.isoCode === plan.currency.isoCode
          ? payment.amount
          : convertBetween(payment.amount, plan.currency, chargeCurrency);
      const charge = await gateway.chargeCard({
        idempotencyKey: payment.receiptCode,
        nonce: card.nonce,
        amount: chargeAmount,
        currencyIso: chargeCurrency.isoCode,
        numDecimals: chargeCurrency.numDecimals,
      });
      if (charge.status === 'approved' && paymentConfig.isChaosKillAfterApproval) {
        // Test hook (scripts/kill-the-server.ts): die between the provider's approval and the order.
        process.kill(process.pid, 'SIGKILL');
      }
      const settled = await settleCharge(payment, charge, currencyRowOf(plan.currency), options.answerInStatement);
      if (settled) return resultOf(settled);
      // Another caller settled the payment first: its state is the answer.
      const answer = resultOf(await reload(payment.id));
      await options.storeAnswer(db, answer);
      return answer;
    }

    // Redirect methods: the payer approves at the provider; the webhook or the return URL completes it.
    const session = await openProviderSession(payment, plan.methodId);
    const [redirected] = await db
      .update(payments)
      .set({
        status: 'redirected',
        providerSessionId: session.sessionId,
        details: sql`${payments.details} || ${JSON.stringify({ redirect: { url: session.redirectUrl, form: session.redirectForm } })}::jsonb`,
        updatedAt: new Date(),
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    payment = redirected ?? (await reload(payment.id));
    return resultOf(payment);
  }

  /** A checkout session at the provider for a redirect or boleto payment; the browser comes back to the return URL. */
  function openProviderSession(payment: TPaymentRow, methodId: TPlan['methodId']) {
    return gateway.createRedirectSession({
      reference: payment.receiptCode,
      methodId,
      amount: payment.amount,
      currencyIso: payment.currencyIso,
      installments: payment.installments,
      returnUrl: `/api/payment/return/${payment.receiptCode}`,
      webhookUrl: deps.webhookUrl,
    });
  }

  /**
   * The completing transaction, retried a few times: it touches other modules' counters (invoice numbers)
   * that may collide under load. If every attempt fails the payment stays pending for the recovery job.
   */
  async function inCompletingTransaction<T>(run: (tx: DbOrTx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction((tx) => run(tx));
      } catch (error) {
        if (error instanceof AppError || attempt >= 3) throw error;
        deps.log.warn({ err: error, attempt }, 'completing a payment failed; retrying');
      }
    }
  }

  /**
   * Records the provider's answer to a card charge; the payment as it now stands, or null when another caller
   * moved it first. `answerInStatement` (a submission's Idempotency-Key) is passed on to the completion.
   */
  async function settleCharge(
    payment: TPaymentRow,
    charge: { status: 'approved' | 'declined'; chargeId: string; message: string | null },
    currency: TCurrencyRow,
    answerInStatement?: TAnswerInStatement,
  ): Promise<TPaymentRow | null> {
    if (charge.status === 'approved') {
      return inCompletingTransaction((tx) =>
        completePayment(tx, payment, 'captured', currency, { providerReference: charge.chargeId }, answerInStatement),
      );
    }
    const [declined] = await db
      .update(payments)
      .set({ status: 'declined', declineMessage: charge.message, providerReference: charge.chargeId, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'redirected'])))
      .returning();
    if (declined) await cancelPurchaseOfPayment(db, payment.id);
    return declined ?? null;
  }

  async function reload(paymentId: number): Promise<TPaymentRow> {
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!row) throw AppError.notFound();
    return row;
  }

  /**
   * Moves a pending or redirected payment to captured (or awaiting-payment) with one conditional update
   * and, in the same transaction, spends the ledgers and places the order, invoice or prepayment funding.
   * Answers the payment as completed; a second call for the same payment finds it moved already, changes
   * nothing and answers null. With `answerInStatement`, a placed order's answer to the submission is written by
   * the same transaction (the statement that records the order on the payment).
   */
  async function completePayment(
    tx: DbOrTx,
    payment: TPaymentRow,
    target: 'captured' | 'awaiting-payment',
    currency: TCurrencyRow,
    provider: { providerReference?: string | null; providerSessionId?: string | null } = {},
    answerInStatement?: TAnswerInStatement,
  ): Promise<TPaymentRow | null> {
    const [moved] = await captureStatementOf(Boolean(provider.providerReference), Boolean(provider.providerSessionId))(tx, {
      paymentId: payment.id,
      status: target,
      completedAt: target === 'captured' ? new Date() : null,
      now: new Date(),
      providerReference: provider.providerReference ?? null,
      providerSessionId: provider.providerSessionId ?? null,
    });
    if (!moved) return null;
    const base = { userId: moved.userId, paymentId: moved.id, currency };
    await spendCredits(tx, { ...base, amount: moved.creditsApplied });
    const spentPrepayment = await spendPrepayment(tx, { ...base, amount: moved.prepaymentApplied });
    if (moved.voucherCode && moved.voucherApplied > 0) {
      await spendVoucher(tx, { ...base, code: moved.voucherCode, amount: moved.voucherApplied });
    }
    const internalPaid = moved.creditsApplied + moved.prepaymentApplied + moved.voucherApplied;
    const methodPaid = target === 'captured' ? moved.amount : 0;
    const details = moved.details as Record<string, unknown>;
    const boletoUrl = moved.methodId === PAYMENT_METHOD.boleto ? `/api/payment/${moved.receiptCode}/boleto` : null;

    if (moved.purpose === 'order' && moved.orderFormId !== null) {
      const snapshot = details.orderSnapshot as TOrderSnapshot;
      const order = await placeOrder(tx, {
        userId: moved.userId,
        orderFormId: moved.orderFormId,
        snapshot,
        currency,
        paymentId: moved.id,
        receiptCode: moved.receiptCode,
        status: target === 'captured' ? 'placed' : 'awaiting-payment',
      });
      const invoiceNumbers: string[] = [];
      if (details.suppressInvoiceCreation !== true) {
        const paid = Math.min(moved.total, internalPaid + methodPaid);
        const invoice = await createInvoice(tx, {
          userId: moved.userId,
          orderId: order.orderId,
          orderExternalId: order.externalId,
          currencyIso: moved.currencyIso,
          exchangeRate: currency.exchangeRate,
          totalAmount: moved.total,
          lines: snapshot.services.map((s) => ({ description: s.name, quantity: s.quantity, amount: s.totalPrice })),
          localization: String(details.localization ?? 'us'),
          language: String(details.language ?? 'en_US'),
          billingAddress: (details.billingAddress as Record<string, unknown> | null) ?? null,
          invoiceAddress: (details.invoiceAddress as Record<string, unknown> | null) ?? null,
          purchaseOrderNumber: (details.purchaseOrderNumber as string | null) ?? null,
          vatNumber: (details.vatNumber as string | null) ?? null,
          boletoUrl,
          paid:
            paid > 0 && moved.total > 0
              ? { paymentId: moved.id, amount: paid, retainerInvoiceId: spentPrepayment.prepaymentIds[0] ?? null }
              : null,
        });
        invoiceNumbers.push(invoice.invoiceNumber);
      }
      const recorded = { externalId: order.externalId, boletoUrl };
      const placed: TPaymentRow = { ...moved, orderId: order.orderId, invoiceNumbers, details: { ...details, ...recorded } };
      const record = {
        paymentId: moved.id,
        orderId: order.orderId,
        invoiceNumbers: JSON.stringify(invoiceNumbers),
        recorded: JSON.stringify(recorded),
      };
      if (answerInStatement) await recordOrderWithAnswerStatement(tx, { ...record, ...answerInStatement(resultOf(placed)) });
      else await recordOrderStatement(tx, record);
      return placed;
    }
    if (moved.purpose === 'payoff') {
      let remaining = internalPaid + methodPaid;
      if (target === 'captured') {
        const invoices = await findPayableInvoices(tx, moved.userId, moved.invoiceNumbers);
        for (const invoice of invoices) {
          const share = Math.min(invoice.balance, remaining);
          if (share <= 0) continue;
          await applyPaymentToInvoice(tx, { invoiceNumber: invoice.invoiceNumber, paymentId: moved.id, amount: share });
          remaining -= share;
        }
        // A paid-off invoice may be the one a referred researcher's first order waited for.
        await rewardReferrerOfPaidOrder(tx, moved.userId);
      }
      if (boletoUrl) {
        const [withBoleto] = await tx
          .update(payments)
          .set({ details: sql`${payments.details} || ${JSON.stringify({ boletoUrl })}::jsonb` })
          .where(eq(payments.id, moved.id))
          .returning();
        return withBoleto ?? moved;
      }
    } else if (moved.purpose === 'prepay' && moved.prepaymentId !== null && target === 'captured') {
      await fundPrepayment(tx, { prepaymentId: moved.prepaymentId, paymentId: moved.id, amount: moved.amount });
    } else if (moved.purpose === 'digital' && moved.digitalPurchaseId !== null && target === 'captured') {
      // The subscription or package becomes usable in the transaction that captures its payment.
      await activatePurchase(tx, moved.digitalPurchaseId);
    }
    return moved;
  }

  /** A boleto (or other awaiting payment) paid later: awaiting-payment → captured, then the money applied. */
  async function captureAwaiting(tx: DbOrTx, payment: TPaymentRow): Promise<boolean> {
    const [moved] = await tx
      .update(payments)
      .set({ status: 'captured', completedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'awaiting-payment')))
      .returning();
    if (!moved) return false;
    if (moved.purpose === 'order') {
      const invoiceNumber = moved.invoiceNumbers[0];
      if (invoiceNumber && moved.amount > 0) {
        await applyPaymentToInvoice(tx, { invoiceNumber, paymentId: moved.id, amount: moved.amount, part: 'collected' });
      }
      if (moved.orderId !== null) await markOrderPaid(tx, moved.orderId);
      await rewardReferrerOfPaidOrder(tx, moved.userId);
    } else if (moved.purpose === 'payoff') {
      let remaining = moved.total;
      for (const invoice of await findPayableInvoices(tx, moved.userId, moved.invoiceNumbers)) {
        const share = Math.min(invoice.balance, remaining);
        if (share <= 0) continue;
        await applyPaymentToInvoice(tx, { invoiceNumber: invoice.invoiceNumber, paymentId: moved.id, amount: share });
        remaining -= share;
      }
      await rewardReferrerOfPaidOrder(tx, moved.userId);
    } else if (moved.prepaymentId !== null) {
      await fundPrepayment(tx, { prepaymentId: moved.prepaymentId, paymentId: moved.id, amount: moved.amount });
    }
    return true;
  }

  function resultOf(payment: TPaymentRow): TPaymentResult {
    const details = payment.details as Record<string, unknown>;
    const redirect = details.redirect as { url: string | null; form: TPaymentResult['redirectForm'] } | undefined;
    const base: TPaymentResult = {
      status: 'pending',
      error: null,
      redirectUrl: null,
      redirectForm: null,
      receiptCode: payment.receiptCode,
      paymentId: payment.id,
      externalId: (details.externalId as string | undefined) ?? null,
      invoiceNumbers: payment.invoiceNumbers,
      retainerInvoiceNumber: (details.retainerInvoiceNumber as string | undefined) ?? null,
      boletoUrl: (details.boletoUrl as string | undefined) ?? null,
    };
    switch (payment.status) {
      case 'captured':
        return { ...base, status: 'paid' };
      case 'awaiting-payment':
        return { ...base, status: 'awaiting-payment' };
      case 'redirected':
        return { ...base, status: 'redirect', redirectUrl: redirect?.url ?? null, redirectForm: redirect?.form ?? null };
      case 'declined':
        return {
          ...base,
          status: 'declined',
          error: withParams(MESSAGE.paymentDeclined, { message: payment.declineMessage ?? 'Processor Declined' }),
        };
      case 'failed':
        return { ...base, status: 'declined', error: MESSAGE.paymentProcessingError };
      default:
        return base;
    }
  }

  /**
   * Brings a pending or redirected payment up to date with the provider: completes it exactly once when
   * approved, records a decline, and leaves it when the payer has not decided. Used by the return URL and
   * the recovery job; returns whether the provider still has no answer.
   */
  async function reconcile(payment: TPaymentRow): Promise<'settled' | 'open'> {
    if (payment.status !== 'pending' && payment.status !== 'redirected') return 'settled';
    const currency = currencyRowOf(await currencyOf(payment.currencyIso));
    const flow = isPaymentMethodId(payment.methodId) ? PAYMENT_METHOD_RULES[payment.methodId].flow : 'internal';
    if (flow === 'card') {
      const charge = await gateway.retrieveCharge(payment.receiptCode);
      if (charge) {
        await settleCharge(payment, charge, currency);
        return 'settled';
      }
      if (Date.now() - payment.createdAt.getTime() < UNCHARGED_AFTER_MS) return 'open';
      await db
        .update(payments)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
      await cancelPurchaseOfPayment(db, payment.id);
      return 'settled';
    }
    if (!payment.providerSessionId) {
      // No session was recorded: the payer was never sent to the provider.
      if (Date.now() - payment.createdAt.getTime() < UNCHARGED_AFTER_MS) return 'open';
      await db
        .update(payments)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
      await cancelPurchaseOfPayment(db, payment.id);
      return 'settled';
    }
    const session = await gateway.retrieveSession(payment.providerSessionId);
    if (session.status === 'approved') {
      await inCompletingTransaction((tx) => completePayment(tx, payment, 'captured', currency));
      return 'settled';
    }
    if (session.status === 'declined' || session.status === 'not-found') {
      await db
        .update(payments)
        .set({ status: 'declined', declineMessage: session.message, updatedAt: new Date() })
        .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'redirected'])));
      await cancelPurchaseOfPayment(db, payment.id);
      return 'settled';
    }
    return 'open';
  }

  /** A verified provider event, applied once: the event id is recorded in the same transaction. */
  /**
   * Whether a provider's event is about this payment: its own provider session, for a method paid at the
   * provider (redirect or boleto). A payment that does not know its session yet (the process died between
   * opening the session and recording it) accepts the event only when the provider confirms that the session
   * was opened for this payment's receipt code. Bank transfer, purchase order, card, credits and vouchers are
   * never settled by a webhook.
   */
  async function isEventOfPayment(event: TGatewayEvent, payment: TPaymentRow): Promise<boolean> {
    const flow = PAYMENT_METHOD_RULES[payment.methodId as keyof typeof PAYMENT_METHOD_RULES]?.flow;
    if (flow !== 'redirect' && flow !== 'boleto') return false;
    if (payment.providerSessionId !== null) return payment.providerSessionId === event.sessionId;
    const session = await gateway.retrieveSession(event.sessionId);
    return session.reference === payment.receiptCode;
  }

  async function handleEvent(event: TGatewayEvent): Promise<{ duplicate: boolean }> {
    const [payment] = await db.select().from(payments).where(eq(payments.receiptCode, event.reference));
    const currency = payment ? currencyRowOf(await currencyOf(payment.currencyIso)) : null;
    const isOfPayment = payment ? await isEventOfPayment(event, payment) : false;
    return db.transaction(async (tx) => {
      const [recorded] = await tx
        .insert(paymentWebhookEvents)
        .values({ eventId: event.eventId, provider: gateway.name, type: event.type, payload: event.payload })
        .onConflictDoNothing()
        .returning();
      if (!recorded) return { duplicate: true };
      if (!payment || !currency || !isOfPayment) {
        deps.log.warn({ eventId: event.eventId, reference: event.reference }, 'payment webhook for an unknown session');
        return { duplicate: false };
      }
      if (event.type === 'payment.approved') {
        if (event.amount !== payment.amount || event.currencyIso !== payment.currencyIso) {
          deps.log.error({ eventId: event.eventId, paymentId: payment.id }, 'payment webhook amount differs from the payment');
          return { duplicate: false };
        }
        if (payment.status === 'awaiting-payment') await captureAwaiting(tx, payment);
        else if (
          !(await completePayment(tx, payment, 'captured', currency, { providerSessionId: event.sessionId })) &&
          payment.status === 'failed'
        ) {
          // Approved after the payer had abandoned it for another attempt: money to refund by staff.
          deps.log.error({ paymentId: payment.id }, 'approval received for a superseded payment');
        }
      } else {
        await tx
          .update(payments)
          .set({ status: 'declined', declineMessage: event.message ?? 'Processor Declined', updatedAt: new Date() })
          .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'redirected'])));
        await cancelPurchaseOfPayment(tx, payment.id);
      }
      return { duplicate: false };
    });
  }

  /** Where the browser goes after the provider's page: the thank-you page, the result page or back to payment. */
  async function returnFromProvider(auth: TAuth, receiptCode: string): Promise<string> {
    const [payment] =
      receiptCode.length <= 64
        ? await db
            .select()
            .from(payments)
            .where(and(eq(payments.receiptCode, receiptCode), eq(payments.userId, auth.user.id)))
        : [];
    if (!payment) throw AppError.notFound();
    await reconcile(payment);
    const current = await reload(payment.id);
    const result = resultOf(current);
    const details = current.details as Record<string, unknown>;
    const lang = languageSegmentOf(details.language ?? auth.user.language);
    const isSuccess = result.status === 'paid' || result.status === 'awaiting-payment';
    if (current.purpose === 'payoff') return `/${lang}/researcher/invoices/unpaid/${isSuccess ? 'success' : 'error'}`;
    if (current.purpose === 'prepay') return `/${lang}/researcher/prepay/complete/${isSuccess ? 'success' : 'error'}`;
    if (current.purpose === 'digital') {
      const page = details.digitalType === 'translation' ? 'digital-translations/purchase' : 'digital-editing/subscribe';
      return `/${lang}/researcher/${page}/${current.receiptCode}/${isSuccess ? 'success' : 'error'}`;
    }
    if (isSuccess && result.externalId) return `/${lang}/researcher/index/details/${result.externalId}/thank-you`;
    const error = result.error ?? MESSAGE.paymentProcessingError;
    return `/${lang}/researcher/submit/payment-details?paymentError=${encodeURIComponent(error)}`;
  }

  /** The recovery job: a payment still pending or redirected is checked with the provider. */
  async function recover(paymentId: number): Promise<'settled' | 'open'> {
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) return 'settled';
    return reconcile(payment);
  }

  return {
    /** The parts each submission (submit-order, submit-payoff, submit-prepay, submit-digital) is built from. */
    validate,
    detailsOf,
    execute,
    settledResume,
    handleEvent,
    returnFromProvider,
    recover,
    currencyOf,
    resultOf,
  };
}

export type TPaymentsService = ReturnType<typeof createPaymentsService>;
