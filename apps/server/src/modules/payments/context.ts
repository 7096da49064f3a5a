import type { TPaymentMethodId, TPaymentPurpose } from '@portal/domain';
import type { TPendingDigitalPurchase } from '../digital-purchases/index.ts';
import type { TCurrencyView, TPaymentsServiceDeps } from './deps.ts';
import type { TAnswerInStatement, TKeyClaim, TKeyValues, TStoreAnswer } from './idempotency.ts';
import type { TPaymentCompletion } from './payment-completion.ts';
import type { TPaymentValidation } from './payment-validation.ts';

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
  /** The key's claim: claimed already, or to be claimed by the run before its first write (idempotency.ts). */
  keyClaim: TKeyClaim;
  answerInStatement: TAnswerInStatement;
  storeAnswer: TStoreAnswer;
};

/**
 * What the use cases that submit and settle payments are built from (payment-execution.ts,
 * payment-reconciliation.ts): the service's dependencies and the parts they share (payment-validation.ts,
 * payment-completion.ts). service.ts builds it once.
 */
export type TPaymentsContext = TPaymentsServiceDeps & TPaymentValidation & TPaymentCompletion;
