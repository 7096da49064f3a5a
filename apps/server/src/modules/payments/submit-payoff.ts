import { MESSAGE, type TPaymentFormFields, toLocale } from '@portal/domain';
import { AppError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/sessions.ts';
import { findPayableInvoices } from '../invoices/index.ts';
import type { TCheckoutDeps } from './checkout-deps.ts';
import type { TPaymentsService, TSubmitOptions } from './service.ts';

/** POST /api/payoff/payment: unpaid invoices paid off together (purpose payoff). */
export function createPayoffSubmission(deps: Pick<TCheckoutDeps, 'db'>, payments: TPaymentsService) {
  const { db } = deps;
  const { currencyOf, validate, detailsOf, execute, settledResume } = payments;

  return async function submitPayoff(
    auth: TAuth,
    form: TPaymentFormFields & { payoffReceiptCodes: string[] },
    options: TSubmitOptions,
  ) {
    const resumed = await settledResume(options, auth.user.id);
    if (resumed) return resumed;
    const invoices = await findPayableInvoices(db, auth.user.id, form.payoffReceiptCodes);
    const currencyIso = invoices[0]?.currencyIso;
    if (!currencyIso || invoices.some((i) => i.currencyIso !== currencyIso)) throw new AppError(400, MESSAGE.invoiceNotPayable);
    const currency = await currencyOf(currencyIso);
    const total = invoices.reduce((sum, i) => sum + i.balance, 0);
    const checked = await validate({
      auth,
      purpose: 'payoff',
      form,
      currency,
      total,
      isStaffBankTransferGoal: false,
      adminCreated: false,
    });
    return execute(
      {
        purpose: 'payoff',
        userId: auth.user.id,
        currency,
        methodId: checked.methodId,
        total,
        amountDue: checked.amountDue,
        creditsApplied: form.creditsApplied,
        prepaymentApplied: form.prepaymentApplied,
        voucherApplied: checked.voucherApplied,
        voucherCode: checked.voucherApplied > 0 ? (form.voucherCode ?? null) : null,
        installments: form.numberOfInstallments,
        orderFormId: null,
        invoiceNumbers: invoices.map((i) => i.invoiceNumber),
        prepaymentId: null,
        newPrepayment: null,
        lockKey: `payoff:${auth.user.id}`,
        details: { ...detailsOf(form, auth, checked.requireFapiao, toLocale(auth.user.language)) },
      },
      form,
      options,
    );
  };
}
