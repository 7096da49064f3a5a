import type { TServiceType } from '../../constants.ts';

export type TBundleService = { type: TServiceType; timelineDays: number; bearsFiguresOrTables: boolean };

/** The bundle discount applies only when editing or translation is mixed with another kind of service. */
export function isBundleDiscountApplicable(types: readonly TServiceType[]): boolean {
  const hasLanguageService = types.some((t) => t === 'editing' || t === 'translation');
  const hasOtherKind = types.some((t) => t !== 'editing' && t !== 'translation');
  return hasLanguageService && hasOtherKind;
}

/** Percent discount on minor units, rounded half up to a whole minor unit. */
export function applyPercentDiscount(amount: number, percent: number): number {
  return amount - Math.round((amount * percent) / 100);
}

/**
 * A bundle's price for a delivery tier: the base price plus what the tier adds to the
 * editing/translation services (tier price − standard price), then the bundle discount if it applies.
 */
export function bundleTierPrice(input: {
  basePrice: number;
  languageServicesStandardPrice: number;
  languageServicesTierPrice: number;
  discountPercent: number;
  isDiscountApplicable: boolean;
}): { listPrice: number; price: number } {
  const listPrice = input.basePrice + (input.languageServicesTierPrice - input.languageServicesStandardPrice);
  return {
    listPrice,
    price: input.isDiscountApplicable ? applyPercentDiscount(listPrice, input.discountPercent) : listPrice,
  };
}

/**
 * Figure and table work runs beside the manuscript work; the rest runs one after another.
 * Turnaround = max(longest figure/table timeline, sum of the other timelines).
 */
export function bundleTurnaroundDays(services: readonly TBundleService[]): number {
  const parallel = services.filter((s) => s.bearsFiguresOrTables).map((s) => s.timelineDays);
  const sequential = services.filter((s) => !s.bearsFiguresOrTables).reduce((sum, s) => sum + s.timelineDays, 0);
  return Math.max(0, ...parallel, sequential);
}
