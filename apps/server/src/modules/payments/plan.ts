import { type TPaymentFormFields, type TPaymentMethodId, type TPaymentPurpose, toLocale } from '@portal/domain';
import type { TAuth } from '../../platform/sessions.ts';
import type { TPendingDigitalPurchase } from '../digital-purchases/index.ts';
import type { TCurrencyView } from './deps.ts';
import { paymentDetailsOf, type validatePayment } from './payment-validation.ts';

/** The payment's parts as the server computes them (submit-*.ts); the submitted form must agree. */
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

/**
 * The plan of a validated form: what the form applies and the check found (`checked`), the details the payment
 * keeps of the form, and the use case's own parts, which the defaults (no order form, invoices or prepayment)
 * give way to.
 */
export function planOf(
  auth: TAuth,
  form: TPaymentFormFields,
  checked: Awaited<ReturnType<typeof validatePayment>>,
  parts: Pick<TPlan, 'purpose' | 'currency' | 'total' | 'lockKey'> &
    Partial<Omit<TPlan, 'details'>> & { details?: Record<string, unknown> },
): TPlan {
  const { details, ...own } = parts;
  return {
    userId: auth.user.id,
    methodId: checked.methodId,
    amountDue: checked.amountDue,
    creditsApplied: form.creditsApplied,
    prepaymentApplied: form.prepaymentApplied,
    voucherApplied: checked.voucherApplied,
    voucherCode: checked.voucherApplied > 0 ? (form.voucherCode ?? null) : null,
    installments: form.numberOfInstallments,
    orderFormId: null,
    invoiceNumbers: [],
    prepaymentId: null,
    newPrepayment: null,
    ...own,
    details: { ...paymentDetailsOf(form, auth, checked.requireFapiao, toLocale(auth.user.language)), ...details },
  };
}
