import { promotionalCodeAmount } from '@portal/domain';
import { AppError } from '../../platform/errors.ts';
import type { TOrderFormContext } from './context.ts';
import { isPromoValid } from './environment.ts';
import type { TRequester } from './form-access.ts';
import { fixedAmountInCurrency } from './pricing.ts';

// A form's promotional code and its currency.

export function createDiscountsAndCurrency({
  db,
  catalogue,
  attachVisitorForm,
  readOwnedForm,
  findPromotionalCodeFor,
  environmentOf,
  mutate,
}: TOrderFormContext) {
  return {
    /**
     * One promotional code per order; the best discount wins. A code that saves no more than the
     * discount already in place (the group's or an earlier code) is not applied.
     */
    applyPromotionalCode(requester: TRequester, identity: string, rawCode: string) {
      const code = rawCode.trim().toUpperCase();
      if (!code) throw AppError.invalid({ code: 'promo-code-required' });
      return mutate<{ isApplied: boolean; message: string }>(requester, identity, async ({ dbx, row, env, evaluation }) => {
        const promo = await findPromotionalCodeFor(dbx, row, code);
        if (!promo || !isPromoValid(promo, env.context.now)) throw AppError.invalid({ code: 'promo-code-invalid' });
        if (row.promotionalCode === promo.code)
          return { patch: {}, result: { isApplied: true, message: 'coupon-applied-message' } };
        const { pricing } = evaluation;
        const base = pricing.subtotal - (pricing.discounts.find((d) => d.kind === 'bundle')?.appliedAmount ?? 0);
        const amount = promo.isPercentBased ? promo.amount : fixedAmountInCurrency(promo.amount, env.currency);
        const saving = promotionalCodeAmount(base, { isPercentBased: promo.isPercentBased, amount });
        const incumbent = Math.max(0, ...pricing.discounts.filter((d) => d.kind !== 'bundle').map((d) => d.appliedAmount));
        // With nothing priced yet there is nothing to weigh: the code is kept and weighed once there is.
        if (incumbent > 0 && incumbent >= saving) {
          return { patch: {}, result: { isApplied: false, message: 'best-discount-applied' } };
        }
        return { patch: { promotionalCode: promo.code }, result: { isApplied: true, message: 'coupon-applied-message' } };
      });
    },

    removePromotionalCode(requester: TRequester, identity: string, rawCode: string) {
      const code = rawCode.trim().toUpperCase();
      return mutate<{ message: string | null }>(requester, identity, ({ row }) => {
        if (!row.promotionalCode || row.promotionalCode !== code) return { patch: {}, result: { message: null } };
        return { patch: { promotionalCode: null }, result: { message: 'coupon-removed-message' } };
      });
    },

    async promotionalCodeBenefits(requester: TRequester, identity: string) {
      await attachVisitorForm(requester);
      const { row } = await readOwnedForm(requester, identity);
      const env = await environmentOf(db, row, requester);
      const promo = env.discountSources.promo;
      return { benefits: promo ? [promo] : [] };
    },

    /** Only a visitor (or an account without a currency) chooses one; CNY is not offered to visitors. */
    saveCurrency(requester: TRequester, identity: string, currencyIso: string) {
      return mutate(requester, identity, async ({ row }) => {
        if (requester.auth?.user.currencyIso && row.userId === requester.auth.user.id)
          throw new AppError(409, 'currency-already-set');
        const iso = currencyIso.toUpperCase();
        const currency = (await catalogue.catalogue()).currencyByIso.get(iso);
        if (!currency?.isSelectable || (iso === 'CNY' && !requester.auth))
          throw AppError.invalid({ currencyIso: 'currency-not-available' });
        return { patch: { currencyIso: iso } };
      });
    },
  };
}
