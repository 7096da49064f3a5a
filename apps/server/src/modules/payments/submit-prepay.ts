import { MESSAGE, makePrepayAmountSchema, type TPaymentFormFields } from '@portal/domain';
import { AppError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/sessions.ts';
import { findPrepaymentForUser } from '../ledger/index.ts';
import type { TCurrencyView, TPaymentDeps } from './deps.ts';
import { executePayment } from './execute-payment.ts';
import type { TSubmissionKey } from './idempotency.ts';
import { settledResumeOf } from './payment-result.ts';
import { currencyOf, validatePayment } from './payment-validation.ts';
import { planOf } from './plan.ts';

/** POST /api/prepay/payment: a new prepayment, or the balance of an existing one (purpose prepay). */
export async function submitPrepay(
  deps: TPaymentDeps,
  auth: TAuth,
  form: TPaymentFormFields & { prepayAmount?: number; retainerInvoiceNumber?: string },
  key: TSubmissionKey,
) {
  const { db, catalogue } = deps;
  const resumed = await settledResumeOf(db, key, auth.user.id);
  if (resumed) return resumed;
  let currency: TCurrencyView;
  let total: number;
  let prepaymentId: number | null = null;
  if (form.retainerInvoiceNumber) {
    const prepayment = await findPrepaymentForUser(db, auth.user.id, form.retainerInvoiceNumber);
    if (!prepayment) throw AppError.notFound();
    currency = await currencyOf(catalogue, prepayment.currencyIso);
    total = prepayment.totalAmount - prepayment.paidAmount;
    if (total <= 0) throw new AppError(400, MESSAGE.invoiceNotPayable);
    prepaymentId = prepayment.id;
  } else {
    currency = await currencyOf(catalogue, form.currencyIso);
    if (currency.isoCode !== form.currencyIso.toUpperCase()) throw new AppError(400, MESSAGE.paymentCurrencyMismatch);
    const minimum = (await catalogue.minimumPrepayAmounts())[currency.isoCode] ?? 100 * 10 ** currency.numDecimals;
    const amount = makePrepayAmountSchema(minimum, currency).safeParse(form.prepayAmount);
    if (!amount.success) throw AppError.invalid({ prepayAmount: amount.error.issues[0]?.message ?? MESSAGE.invalidValue });
    total = amount.data;
  }
  // A prepayment is paid by a method; credits, prepayments and vouchers cannot fund one.
  if (form.creditsApplied > 0 || form.prepaymentApplied > 0 || form.voucherApplied > 0) {
    throw AppError.invalid({ prepaymentApplied: MESSAGE.invalidValue });
  }
  const checked = await validatePayment(deps, { auth, purpose: 'prepay', form, currency, total });
  const plan = planOf(auth, form, checked, {
    purpose: 'prepay',
    currency,
    total,
    prepaymentId,
    newPrepayment: prepaymentId === null ? { amount: total, localization: auth.user.localization } : null,
    lockKey: prepaymentId === null ? `prepay:${auth.user.id}:new` : `prepay:${prepaymentId}`,
    details: prepaymentId !== null ? { retainerInvoiceNumber: form.retainerInvoiceNumber } : {},
  });
  return executePayment(deps, plan, form, key);
}
