import { FAPIAO_MESSAGE, isFapiaoRequestable, type TCreateFapiaoRequest, type TFapiao, type TLocale } from '@portal/domain';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { qualified } from '../../platform/qualified-column.ts';
import type { TAuth } from '../../platform/sessions.ts';
import { fapiaos, type TFapiaoContext } from '../../schema/fapiao.ts';
import { invoicePayments, invoices } from '../../schema/invoices.ts';
import { prepayments } from '../../schema/ledger.ts';
import { payments } from '../../schema/payments.ts';
import { fapiaoSettingsJsonOf } from './fapiao-reads.ts';
import { enqueueIssueJob, viewOf } from './service.ts';

type TCovered = { context: TFapiaoContext; amount: number; currencyIso: string };

/**
 * What the receipt code names among the payment's documents: an invoice it paid (the part it paid), the
 * prepayment it funded, or, for a digital purchase, the payment itself. Null when it names none of them.
 */
async function coveredDocumentOf(
  db: Db,
  userId: number,
  payment: typeof payments.$inferSelect,
  receiptCode: string,
): Promise<TCovered | null> {
  const [invoice] = await db
    .select({ amount: invoicePayments.amount, currencyIso: invoices.currencyIso })
    .from(invoices)
    .innerJoin(invoicePayments, eq(invoicePayments.invoiceId, invoices.id))
    .where(and(eq(invoices.userId, userId), eq(invoices.invoiceNumber, receiptCode), eq(invoicePayments.paymentId, payment.id)))
    .limit(1);
  if (invoice) return { context: 'invoice', ...invoice };
  const [prepayment] = await db
    .select({ amount: prepayments.totalAmount, currencyIso: prepayments.currencyIso })
    .from(prepayments)
    .where(
      and(
        eq(prepayments.userId, userId),
        eq(prepayments.retainerInvoiceNumber, receiptCode),
        eq(prepayments.paymentId, payment.id),
      ),
    );
  if (prepayment) return { context: 'prepayment', ...prepayment };
  if (payment.purpose === 'digital' && payment.receiptCode === receiptCode) {
    return { context: 'digital', amount: payment.amount, currencyIso: payment.currencyIso };
  }
  return null;
}

/**
 * POST /api/fapiao: records the request and queues the job that sends it to the tax service. Another user's
 * payment or document answers 404; a payment the rules do not allow 409 fapiao-not-available; a second live
 * request for the same payment 409 fapiao-already-requested (the partial unique index decides a race).
 */
export async function requestFapiao(
  deps: { db: Db },
  auth: TAuth,
  body: TCreateFapiaoRequest,
  locale: TLocale,
): Promise<TFapiao> {
  const { db } = deps;
  const userId = auth.user.id;
  const [found] = await db
    .select({ payment: payments, settings: fapiaoSettingsJsonOf(sql`${userId}`) })
    .from(payments)
    .where(and(eq(payments.id, body.paymentId), eq(payments.userId, userId)));
  if (!found) throw AppError.notFound();
  const { payment, settings } = found;
  const covered = await coveredDocumentOf(db, userId, payment, body.receiptCode);
  if (!covered) throw AppError.notFound();
  const requestable = isFapiaoRequestable({
    localizationAllowsAfterPayment: settings.allowsAfterPayment,
    userCountryIso: settings.countryIso,
    methodId: payment.methodId,
    paymentStatus: payment.status,
    documentNumber: body.receiptCode,
  });
  if (!requestable) throw new AppError(409, FAPIAO_MESSAGE.notAvailable);

  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(fapiaos)
      .values({
        userId,
        paymentId: payment.id,
        context: covered.context,
        receiptCode: body.receiptCode,
        type: body.type,
        serviceType: body.serviceType,
        organizationName: body.organizationName,
        taxpayerNumber: body.taxpayerNumber,
        contactEmail: body.contactEmail,
        contactPhone: body.contactPhone,
        shippingAddress: body.shippingAddress,
        amount: covered.amount,
        currencyIso: covered.currencyIso,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return null;
    await enqueueIssueJob(tx, inserted.id, 0, 0);
    return inserted;
  });
  if (!row) throw new AppError(409, FAPIAO_MESSAGE.alreadyRequested);
  return viewOf({ fapiao: row, paymentCompletedAt: payment.completedAt }, { locale, isPermitted: auth.impersonatorId !== null });
}

/**
 * GET /api/fapiao/requestable/{invoiceNumber}: the payment a fapiao may be requested for now for one of the
 * researcher's documents (an invoice, a retainer invoice or a digital purchase's receipt), so that the form's
 * own address works without the list's `?payment=` (bookmarked, or linked from an e-mail). Null when the rules
 * allow none or a live fapiao already covers the payment; 404 when the number names no document of theirs.
 */
export async function requestablePaymentOf(db: Db, userId: number, documentNumber: string): Promise<number | null> {
  const invoicePaymentIds = db
    .select({ id: invoicePayments.paymentId })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(and(eq(invoices.userId, userId), eq(invoices.invoiceNumber, documentNumber)));
  const prepaymentIds = db
    .select({ id: prepayments.paymentId })
    .from(prepayments)
    .where(and(eq(prepayments.userId, userId), eq(prepayments.retainerInvoiceNumber, documentNumber)));
  const candidates = await db
    .select({
      payment: payments,
      settings: fapiaoSettingsJsonOf(sql`${userId}`),
      hasLiveFapiao: sql<boolean>`exists (select 1 from ${fapiaos} f where f.payment_id = ${qualified(payments.id)}
        and f.status in ('requested', 'issued'))`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        or(
          inArray(payments.id, invoicePaymentIds),
          inArray(payments.id, prepaymentIds),
          and(eq(payments.purpose, 'digital'), eq(payments.receiptCode, documentNumber)),
        ),
      ),
    )
    .orderBy(desc(payments.id));
  const documentExists =
    candidates.length > 0 ||
    (
      await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.userId, userId), eq(invoices.invoiceNumber, documentNumber)))
    ).length > 0 ||
    (
      await db
        .select({ id: prepayments.id })
        .from(prepayments)
        .where(and(eq(prepayments.userId, userId), eq(prepayments.retainerInvoiceNumber, documentNumber)))
    ).length > 0;
  if (!documentExists) throw AppError.notFound();
  const requestable = candidates.find(
    ({ payment, settings, hasLiveFapiao }) =>
      !hasLiveFapiao &&
      isFapiaoRequestable({
        localizationAllowsAfterPayment: settings.allowsAfterPayment,
        userCountryIso: settings.countryIso,
        methodId: payment.methodId,
        paymentStatus: payment.status,
        documentNumber,
      }),
  );
  return requestable?.payment.id ?? null;
}
