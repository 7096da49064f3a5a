/** Discounts on an order: at most one promotional code, and the best discount wins. */

export type TDiscountKind = 'promotional-code' | 'preferred-group' | 're-edit' | 'service';

export type TDiscountCandidate = {
  kind: TDiscountKind;
  code: string | null;
  /** The saving in the order's minor units. */
  amount: number;
};

export type TPromoCodeOutcome =
  | { result: 'applied'; applied: TDiscountCandidate; message: 'coupon-applied-message' }
  | { result: 'not-better'; applied: TDiscountCandidate; message: 'best-discount-applied' };

/** The discount that saves the most; on a tie the one already in place stays. */
export function bestDiscount(candidates: readonly TDiscountCandidate[]): TDiscountCandidate | undefined {
  let best: TDiscountCandidate | undefined;
  for (const candidate of candidates) if (!best || candidate.amount > best.amount) best = candidate;
  return best;
}

/**
 * Applying a promotional code replaces any earlier code (one per order). If another discount
 * already saves at least as much, that one stays and the customer is told the best discount applies.
 */
export function applyPromotionalCode(current: readonly TDiscountCandidate[], code: TDiscountCandidate): TPromoCodeOutcome {
  const others = current.filter((d) => d.kind !== 'promotional-code');
  const incumbent = bestDiscount(others);
  if (incumbent && incumbent.amount >= code.amount)
    return { result: 'not-better', applied: incumbent, message: 'best-discount-applied' };
  return { result: 'applied', applied: code, message: 'coupon-applied-message' };
}

/** A promotional code's saving on a total: percent-based or a fixed amount, never more than the total. */
export function promotionalCodeAmount(total: number, code: { isPercentBased: boolean; amount: number }): number {
  const saving = code.isPercentBased ? Math.round((total * code.amount) / 100) : code.amount;
  return Math.max(0, Math.min(total, saving));
}
