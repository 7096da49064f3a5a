import type { TCurrency } from '@portal/domain';
import type { DbOrTx } from '../../platform/db.ts';
import { localize, type TOrderFormCatalogue } from '../catalogue/index.ts';
import { findPersonalPromotionalCode } from '../rewards/index.ts';
import type { TOrderFormDeps } from './deps.ts';
import type { TEvaluationContext } from './evaluation.ts';
import type { TRequester } from './form-access.ts';
import { fixedAmountInCurrency, type TOrderDiscountInput } from './pricing.ts';
import { reeditDiscountOf } from './re-edit-discount.ts';
import type { TOrderFormRow } from './repository.ts';
import type { TDiscountSources } from './view.ts';

// What a form is priced in: the catalogue, the currency and the discounts (group, promotional code, re-edit).

export type TEnvironment = {
  catalogue: TOrderFormCatalogue;
  context: TEvaluationContext;
  currency: TCurrency;
  hasChosenCurrency: boolean;
  discountSources: TDiscountSources;
  /** The `service_bundles` feature flag: without it no goal offers the bundle path. */
  areServiceBundlesOn: boolean;
};

export function isPromoValid(promo: { isActive: boolean; endDate: Date | null } | undefined, now: Date): boolean {
  if (!promo?.isActive) return false;
  return promo.endDate === null || promo.endDate.getTime() > now.getTime();
}

export function createEnvironments({ config, catalogue }: TOrderFormDeps) {
  /** A public promotional code, else the form owner's own level coupon (rewards): nobody else's coupon is found. */
  async function findPromotionalCodeFor(dbx: DbOrTx, row: Pick<TOrderFormRow, 'userId'>, code: string) {
    const promo = await catalogue.findPromotionalCode(dbx, code);
    if (promo || row.userId === null) return promo;
    return findPersonalPromotionalCode(dbx, row.userId, code);
  }

  async function environmentOf(dbx: DbOrTx, row: TOrderFormRow, requester: TRequester, now = new Date()): Promise<TEnvironment> {
    const orderCatalogue = await catalogue.orderForm();
    const user = requester.auth && row.userId === requester.auth.user.id ? requester.auth.user : null;
    const currency =
      (await catalogue.findCurrency(user?.currencyIso ?? row.currencyIso ?? 'USD')) ?? (await catalogue.findCurrency('USD'));
    if (!currency) throw new Error('USD is not in the catalogue');
    const orderDiscounts: TOrderDiscountInput[] = [];
    const sources: TDiscountSources = { groupName: null, promo: null, bundleName: null, reeditName: null };
    const group = user?.preferredGroupId ? await catalogue.findGroupById(dbx, user.preferredGroupId) : undefined;
    if (group?.isActive && group.discount > 0) {
      orderDiscounts.push({
        kind: 'preferred-group',
        code: null,
        isPercentBased: group.percentageDiscount,
        amount: group.percentageDiscount ? group.discount : fixedAmountInCurrency(group.discount, currency),
      });
      sources.groupName = localize(group.name, requester.language);
    }
    const promo = row.promotionalCode ? await findPromotionalCodeFor(dbx, row, row.promotionalCode) : undefined;
    if (promo && isPromoValid(promo, now)) {
      orderDiscounts.push({
        kind: 'promotional-code',
        code: promo.code,
        isPercentBased: promo.isPercentBased,
        amount: promo.isPercentBased ? promo.amount : fixedAmountInCurrency(promo.amount, currency),
      });
      sources.promo = {
        code: promo.code,
        description: localize(promo.description, requester.language),
        endDate: promo.endDate?.toISOString() ?? null,
      };
    }
    const reedit = await reeditDiscountOf(dbx, row, requester.language);
    if (reedit) {
      orderDiscounts.push(reedit.discount);
      sources.reeditName = reedit.name;
    }
    const bundle = orderCatalogue.bundles.find((b) => b.id === row.selectedBundleId);
    sources.bundleName = bundle ? localize(bundle.name, requester.language) : null;
    return {
      catalogue: orderCatalogue,
      currency,
      hasChosenCurrency: Boolean(user?.currencyIso ?? row.currencyIso),
      discountSources: sources,
      areServiceBundlesOn: config.featureFlags.service_bundles,
      context: {
        catalogue: orderCatalogue,
        currency,
        isImpersonated: requester.isImpersonated,
        isExpressFlagOn: config.featureFlags.show_express_service_options,
        now,
        orderDiscounts,
      },
    };
  }

  return { findPromotionalCodeFor, environmentOf };
}

export type TEnvironments = ReturnType<typeof createEnvironments>;
