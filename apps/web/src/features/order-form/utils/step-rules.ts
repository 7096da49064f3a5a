import type { TDeliveryTier, TServiceBundle } from '@portal/domain';
import { defaultAddOns } from './bundle-price.ts';

/** Manuscript services: Next needs a service chosen, or editing declined, and no save in flight (spec §4). */
export function canContinueFromServices(state: { hasChosen: boolean; isDeclined: boolean; isSaving: boolean }): boolean {
  return (state.hasChosen || state.isDeclined) && !state.isSaving;
}

/**
 * The tier after a service is chosen: a service whose only option is rush is always rush (spec §4); otherwise the
 * current tier while the service offers it, else standard.
 */
export function tierOnChoosing(
  service: { serviceOptions: readonly { rush: boolean; deliveryTier: TDeliveryTier }[] },
  currentTier: TDeliveryTier,
  offeredTiers: readonly TDeliveryTier[],
): TDeliveryTier {
  const onlyRush = service.serviceOptions.length > 0 && service.serviceOptions.every((o) => o.rush || o.deliveryTier === 'rush');
  return onlyRush ? 'rush' : offeredTiers.includes(currentTier) ? currentTier : 'standard';
}

/** Payment: submit is disabled for a very long word count, while saving, with no service option or no currency. */
export function isPaymentSubmitDisabled(
  order: { veryLongWordCount: boolean; noServiceOption: boolean; hasChosenCurrency: boolean },
  isSaving: boolean,
): boolean {
  return order.veryLongWordCount || isSaving || order.noServiceOption || !order.hasChosenCurrency;
}

/** The bundle card chosen when the step opens: the order's own bundle (with its tier), else the first, standard. */
export function initialBundleChoice(
  bundles: readonly TServiceBundle[],
  selectedBundleId: number | null,
  orderTier: TDeliveryTier,
): { bundle: TServiceBundle | undefined; tier: TDeliveryTier } {
  const bundle = bundles.find((b) => b.id === selectedBundleId) ?? bundles[0];
  return { bundle, tier: bundle && bundle.id === selectedBundleId ? orderTier : 'standard' };
}

/** Choosing another bundle card starts again from its standard delivery and its default add-ons. */
export function bundleCardChoice(bundle: TServiceBundle | undefined): { tier: TDeliveryTier; addOns: Set<string> } {
  return { tier: 'standard', addOns: bundle ? defaultAddOns(bundle) : new Set() };
}

/** The word-count-differs notice: the count given and the count found in the file are both known and differ. */
export function wordCountDiffers(order: { wordCount: number | null; calculatedWordCount: number | null }): boolean {
  return order.calculatedWordCount !== null && order.wordCount !== null && order.calculatedWordCount !== order.wordCount;
}

/**
 * What applying a promo code tells: the server's own message, else 'coupon-added-message' when the code now
 * applies, 'best-discount-applied' (a warning) when a better discount won over it.
 */
export function promoOutcome(response: { message?: string | null; requestedCodeApplied: boolean }): {
  kind: 'success' | 'warning';
  message: string;
} {
  const message = response.message ?? (response.requestedCodeApplied ? 'coupon-added-message' : 'best-discount-applied');
  return { kind: message === 'best-discount-applied' ? 'warning' : 'success', message };
}

/** The duplicate check on the title's blur: its answer only informs the server's duplicate step, a failure is ignored. */
export function checkQuietly(check: () => Promise<unknown>): Promise<void> {
  return check().then(
    () => undefined,
    () => undefined,
  );
}
