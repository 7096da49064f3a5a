import { PAYMENT_METHOD, PAYMENT_METHOD_RULES, type TLocale, type TPaymentMethod, type TPaymentMethodId } from '@portal/domain';
import { translate } from '../../platform/i18n.ts';

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

/** The methods as the payment forms list them, named in the reader's language. */
export function paymentMethodViewsOf(ids: readonly TPaymentMethodId[], locale: TLocale): TPaymentMethod[] {
  return ids.map((id) => {
    const rules = PAYMENT_METHOD_RULES[id];
    return {
      id,
      key: rules.key,
      name: translate(locale, `payment-method-${rules.key}`),
      subheader: null,
      flow: rules.flow,
      isExternal: rules.isExternal,
    };
  });
}
