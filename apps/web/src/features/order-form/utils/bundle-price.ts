import { applyPercentDiscount, type TDeliveryTier, type TServiceBundle } from '@portal/domain';

/**
 * A bundle's price as the card shows it: the server's price for the tier, moved by the add-ons
 * switched away from their default, with the bundle discount when it applies.
 */
export function bundleCardPrice(
  bundle: TServiceBundle,
  tier: TDeliveryTier,
  addOns: ReadonlySet<string>,
): { listPrice: number; price: number } {
  const base = bundle.prices[tier] ?? bundle.prices.standard;
  const delta = bundle.addOns.reduce((sum, addOn) => {
    const isOn = addOns.has(addOn.identity);
    if (isOn === addOn.selected) return sum;
    return sum + (isOn ? addOn.price : -addOn.price);
  }, 0);
  if (delta === 0) return base;
  const listPrice = base.listPrice + delta;
  return {
    listPrice,
    price: bundle.discount.isApplicable ? applyPercentDiscount(listPrice, bundle.discount.percent) : listPrice,
  };
}

export function bundleDeadline(bundle: TServiceBundle, tier: TDeliveryTier): string {
  return bundle.deadlines[tier] ?? bundle.deadlines.standard;
}

export function defaultAddOns(bundle: TServiceBundle): Set<string> {
  return new Set(bundle.addOns.filter((a) => a.selected).map((a) => a.identity));
}
