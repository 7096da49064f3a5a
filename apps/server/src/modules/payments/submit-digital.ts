import { MESSAGE, type TPaymentResult } from '@portal/domain';
import { DIGITAL_PURCHASE_MESSAGE, type TDigitalPaymentRequest } from '@portal/domain/api/digital-purchases';
import { DIGITAL_PRODUCTS, digitalProductPrice, isDigitalProductId } from '@portal/domain/rules/digital-products';
import { AppError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/sessions.ts';
import type { TPaymentDeps } from './deps.ts';
import { executePayment } from './execute-payment.ts';
import type { TSubmissionKey } from './idempotency.ts';
import { settledResumeOf } from './payment-result.ts';
import { validatePayment } from './payment-validation.ts';
import { planOf } from './plan.ts';

/** English labels kept on the purchase row (the pages name a product by its id, in the page's language). */
const LABELS: Record<string, string> = {
  'editing-year': 'Digital editing, one year',
  'translation-3': 'Digital translation, 3 uses',
  'translation-10': 'Digital translation, 10 uses',
};

/**
 * POST /api/digital-edit/payment and POST /api/digital-translation/payment: a digital-editing subscription or a
 * translation package bought through the payment gateway (purpose 'digital'). The server prices the product in
 * the chosen currency (the discounted price), checks the form with the payment's one schema (no bank transfer,
 * boleto or credits for this purpose), and writes a pending purchase with the payment; the capture activates it.
 */
export async function submitDigital(
  deps: TPaymentDeps,
  auth: TAuth,
  type: 'editing' | 'translation',
  form: TDigitalPaymentRequest,
  key: TSubmissionKey,
): Promise<TPaymentResult> {
  const resumed = await settledResumeOf(deps.db, key, auth.user.id);
  if (resumed) return resumed;
  const identity = form.availableDigitalPurchaseIdentity;
  const product = isDigitalProductId(identity) ? DIGITAL_PRODUCTS[identity] : null;
  if (!product || product.type !== type) throw AppError.notFound();
  // The researcher's currency when they have one; otherwise the one they chose on the page.
  const currency = await deps.catalogue.findCurrency(auth.user.currencyIso ?? form.currencyIso);
  if (!currency?.isSelectable) throw AppError.invalid({ currencyIso: DIGITAL_PURCHASE_MESSAGE.currencyRequired });
  if (currency.isoCode !== form.currencyIso.toUpperCase()) throw new AppError(400, MESSAGE.paymentCurrencyMismatch);
  // Credits, prepayment and vouchers do not pay for the automated tools.
  if (form.creditsApplied > 0 || form.prepaymentApplied > 0 || form.voucherApplied > 0) {
    throw new AppError(400, MESSAGE.paymentMethodNotAllowed);
  }
  const { price, fullPrice } = digitalProductPrice(product, currency);
  const checked = await validatePayment(deps, { auth, purpose: 'digital', form, currency, total: price });
  const plan = planOf(auth, form, checked, {
    purpose: 'digital',
    currency,
    total: price,
    newDigitalPurchase: { product, label: LABELS[product.id] ?? product.id, price, fullPrice, currencyIso: currency.isoCode },
    lockKey: `digital:${auth.user.id}`,
    details: { digitalType: type, digitalProduct: product.id },
  });
  return executePayment(deps, plan, form, key);
}
