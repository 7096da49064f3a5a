import { PAYMENT_METHOD, type TPaymentMethodId } from '@portal/domain';

/**
 * The payment methods each localization offers, in display order (docs/decisions.md). The rules in
 * packages/domain (allowedPaymentMethods) filter them per payer and payment; the server refuses the rest.
 * Credits, vouchers and free are settled internally and are not buttons, except credits for a payoff.
 */
export const CONFIGURED_METHODS: Record<string, readonly TPaymentMethodId[]> = {
  us: [PAYMENT_METHOD.creditCard, PAYMENT_METHOD.payPal, PAYMENT_METHOD.bankTransfer, PAYMENT_METHOD.credits],
  es: [PAYMENT_METHOD.creditCard, PAYMENT_METHOD.payPal, PAYMENT_METHOD.bankTransfer, PAYMENT_METHOD.credits],
  jp: [PAYMENT_METHOD.creditCard, PAYMENT_METHOD.payPal, PAYMENT_METHOD.bankTransfer, PAYMENT_METHOD.credits],
  cn: [
    PAYMENT_METHOD.alipay,
    PAYMENT_METHOD.weChat,
    PAYMENT_METHOD.unionPay,
    PAYMENT_METHOD.webPay,
    PAYMENT_METHOD.qrPay,
    PAYMENT_METHOD.creditCard,
    PAYMENT_METHOD.bankTransfer,
    PAYMENT_METHOD.credits,
  ],
  br: [
    PAYMENT_METHOD.creditCard,
    PAYMENT_METHOD.payPal,
    PAYMENT_METHOD.bankTransfer,
    PAYMENT_METHOD.localCard,
    PAYMENT_METHOD.boleto,
    PAYMENT_METHOD.localPayPal,
    PAYMENT_METHOD.credits,
  ],
};

export function configuredMethodsFor(localization: string): readonly TPaymentMethodId[] {
  return CONFIGURED_METHODS[localization] ?? CONFIGURED_METHODS.us ?? [];
}
