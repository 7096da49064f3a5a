import { MESSAGE, makePrepayAmountSchema, type TPaymentFormFields, toLocale } from '@portal/domain';
import { AppError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/sessions.ts';
import { findPrepaymentForUser } from '../ledger/index.ts';
import type { TCheckoutDeps } from './checkout-deps.ts';
import type { TCurrencyView, TPaymentsService, TSubmitOptions } from './service.ts';

/** POST /api/prepay/payment: a new prepayment, or the balance of an existing one (purpose prepay). */
export function createPrepaySubmission(deps: Pick<TCheckoutDeps, 'db' | 'catalogue'>, payments: TPaymentsService) {
  const { db, catalogue } = deps;
  const { currencyOf, validate, detailsOf, execute, settledResume } = payments;

  return async function submitPrepay(
    auth: TAuth,
    form: TPaymentFormFields & { prepayAmount?: number; retainerInvoiceNumber?: string },
    options: TSubmitOptions,
  ) {
    const resumed = await settledResume(options, auth.user.id);
    if (resumed) return resumed;
    let currency: TCurrencyView;
    let total: number;
    let prepaymentId: number | null = null;
    if (form.retainerInvoiceNumber) {
      const prepayment = await findPrepaymentForUser(db, auth.user.id, form.retainerInvoiceNumber);
      if (!prepayment) throw AppError.notFound();
      currency = await currencyOf(prepayment.currencyIso);
      total = prepayment.totalAmount - prepayment.paidAmount;
      if (total <= 0) throw new AppError(400, MESSAGE.invoiceNotPayable);
      prepaymentId = prepayment.id;
    } else {
      currency = await currencyOf(form.currencyIso);
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
    const checked = await validate({
      auth,
      purpose: 'prepay',
      form,
      currency,
      total,
      isStaffBankTransferGoal: false,
      adminCreated: false,
    });
    return execute(
      {
        purpose: 'prepay',
        userId: auth.user.id,
        currency,
        methodId: checked.methodId,
        total,
        amountDue: checked.amountDue,
        creditsApplied: 0,
        prepaymentApplied: 0,
        voucherApplied: 0,
        voucherCode: null,
        installments: form.numberOfInstallments,
        orderFormId: null,
        invoiceNumbers: [],
        prepaymentId,
        newPrepayment: prepaymentId === null ? { amount: total, localization: auth.user.localization } : null,
        lockKey: prepaymentId === null ? `prepay:${auth.user.id}:new` : `prepay:${prepaymentId}`,
        details: {
          ...detailsOf(form, auth, checked.requireFapiao, toLocale(auth.user.language)),
          ...(prepaymentId !== null ? { retainerInvoiceNumber: form.retainerInvoiceNumber } : {}),
        },
      },
      form,
      options,
    );
  };
}
