import { LOCALE_TO_SEGMENT, MESSAGE, toLocale } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/sessions.ts';
import { payments } from '../../schema/payments.ts';
import type { TPaymentDeps } from './deps.ts';
import { reloadPayment, resultOf } from './payment-result.ts';
import { reconcilePayment } from './reconcile-payment.ts';

function languageSegmentOf(language: unknown): string {
  return LOCALE_TO_SEGMENT[toLocale(typeof language === 'string' ? language : 'en_US')];
}

/**
 * GET /api/payment/return/{receiptCode}: where the browser goes after the provider's page, once the payment is
 * brought up to date with the provider: the thank-you page, the result page or back to payment.
 */
export async function returnFromProvider(deps: TPaymentDeps, auth: TAuth, receiptCode: string): Promise<string> {
  const { db } = deps;
  const [payment] =
    receiptCode.length <= 64
      ? await db
          .select()
          .from(payments)
          .where(and(eq(payments.receiptCode, receiptCode), eq(payments.userId, auth.user.id)))
      : [];
  if (!payment) throw AppError.notFound();
  await reconcilePayment(deps, payment);
  const current = await reloadPayment(db, payment.id);
  const result = resultOf(current);
  const details = current.details as Record<string, unknown>;
  const lang = languageSegmentOf(details.language ?? auth.user.language);
  const isSuccess = result.status === 'paid' || result.status === 'awaiting-payment';
  if (current.purpose === 'payoff') return `/${lang}/researcher/invoices/unpaid/${isSuccess ? 'success' : 'error'}`;
  if (current.purpose === 'prepay') return `/${lang}/researcher/prepay/complete/${isSuccess ? 'success' : 'error'}`;
  if (current.purpose === 'digital') {
    const page = details.digitalType === 'translation' ? 'digital-translations/purchase' : 'digital-editing/subscribe';
    return `/${lang}/researcher/${page}/${current.receiptCode}/${isSuccess ? 'success' : 'error'}`;
  }
  if (isSuccess && result.externalId) return `/${lang}/researcher/index/details/${result.externalId}/thank-you`;
  const error = result.error ?? MESSAGE.paymentProcessingError;
  return `/${lang}/researcher/submit/payment-details?paymentError=${encodeURIComponent(error)}`;
}
