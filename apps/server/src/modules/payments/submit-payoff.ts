import { MESSAGE, type TPaymentFormFields } from '@portal/domain';
import { AppError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/sessions.ts';
import { findPayableInvoices } from '../invoices/index.ts';
import type { TPaymentDeps } from './deps.ts';
import { executePayment } from './execute-payment.ts';
import type { TSubmissionKey } from './idempotency.ts';
import { settledResumeOf } from './payment-result.ts';
import { currencyOf, validatePayment } from './payment-validation.ts';
import { planOf } from './plan.ts';

/** POST /api/payoff/payment: unpaid invoices paid off together (purpose payoff). */
export async function submitPayoff(
  deps: TPaymentDeps,
  auth: TAuth,
  form: TPaymentFormFields & { payoffReceiptCodes: string[] },
  key: TSubmissionKey,
) {
  const { db } = deps;
  const resumed = await settledResumeOf(db, key, auth.user.id);
  if (resumed) return resumed;
  const invoices = await findPayableInvoices(db, auth.user.id, form.payoffReceiptCodes);
  const currencyIso = invoices[0]?.currencyIso;
  if (!currencyIso || invoices.some((i) => i.currencyIso !== currencyIso)) throw new AppError(400, MESSAGE.invoiceNotPayable);
  const currency = await currencyOf(deps.catalogue, currencyIso);
  const total = invoices.reduce((sum, i) => sum + i.balance, 0);
  const checked = await validatePayment(deps, { auth, purpose: 'payoff', form, currency, total });
  const plan = planOf(auth, form, checked, {
    purpose: 'payoff',
    currency,
    total,
    invoiceNumbers: invoices.map((i) => i.invoiceNumber),
    lockKey: `payoff:${auth.user.id}`,
  });
  return executePayment(deps, plan, form, key);
}
