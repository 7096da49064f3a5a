import {
  applyPercentDiscount,
  bestDiscount,
  bundleTurnaroundDays,
  convertFromUsd,
  promotionalCodeAmount,
  type TDeliveryTier,
  type TMoneyCurrency,
  type TServiceType,
} from '@portal/domain';

/**
 * The pricing engine: pure functions over the catalogue and an order's selection. The server calls
 * it on every read and save, so a price is never taken from the client.
 */

export type TPricingOption = {
  id: number;
  minWords: number | null;
  maxWords: number | null;
  quantity: number | null;
  deliveryTier: TDeliveryTier;
  timelineDays: number;
  /** Minor units per currency ISO code. */
  prices: Readonly<Record<string, number>>;
};

export type TPricingService = {
  identity: string;
  type: TServiceType | 'other';
  pricingBasis: 'words' | 'count' | 'flat';
  runsInParallel: boolean;
  options: readonly TPricingOption[];
};

export type TSelection = { identity: string; quantity: number };

/** An order-level discount before it is weighed against the others. */
export type TOrderDiscountInput =
  | { kind: 'preferred-group'; code: null; isPercentBased: boolean; amount: number }
  | { kind: 'promotional-code'; code: string; isPercentBased: boolean; amount: number }
  /** A touch-up's or re-edit's discount on the services the earlier order had (`identities`) only. */
  | { kind: 're-edit'; code: null; isPercentBased: true; amount: number; identities: ReadonlySet<string> };

export type TPricingInput = {
  services: ReadonlyMap<string, TPricingService>;
  selections: readonly TSelection[];
  /** The language service (editing, translation, rework) whose delivery tier the customer chooses. */
  tieredIdentity: string | null;
  tier: TDeliveryTier;
  wordCount: number | null;
  currencyIso: string;
  /** Services offered no option (translation hidden for long manuscripts). */
  unavailableIdentities?: ReadonlySet<string>;
  bundle: { percent: number; isApplicable: boolean } | null;
  /** Fixed amounts already in the order's minor units (see `fixedAmountInCurrency`). */
  orderDiscounts: readonly TOrderDiscountInput[];
};

export type TPricedLine = {
  serviceIdentity: string;
  quantity: number;
  deliveryTier: TDeliveryTier;
  optionId: number;
  timelineDays: number;
  listPrice: number;
  discountAmount: number;
  totalPrice: number;
};

export type TAppliedDiscount = {
  kind: 'preferred-group' | 'promotional-code' | 're-edit' | 'bundle';
  code: string | null;
  isPercentBased: boolean;
  amount: number;
  applied: boolean;
  appliedAmount: number;
};

export type TPricingResult = {
  lines: TPricedLine[];
  /** Selected services that no option prices at this word count, quantity or currency. */
  unpriced: string[];
  discounts: TAppliedDiscount[];
  subtotal: number;
  discountTotal: number;
  total: number;
  turnaroundDays: number;
};

/** The option that prices a service for a word count (or quantity) and tier, in a currency. */
export function findOption(
  service: TPricingService,
  input: { wordCount: number | null; quantity: number; tier: TDeliveryTier; currencyIso: string },
): TPricingOption | undefined {
  const { wordCount } = input;
  if (service.pricingBasis === 'words' && wordCount === null) return undefined;
  // One pass, nothing allocated: a form's answer prices every service on offer at every tier, three times
  // per save (issue 9's profile of a step: a filtered and copied option list per call was a tenth of it).
  for (const option of service.options) {
    if (option.deliveryTier !== input.tier || option.prices[input.currencyIso] === undefined) continue;
    if (service.pricingBasis === 'flat') return option;
    if (service.pricingBasis === 'count') {
      if (option.quantity === input.quantity) return option;
    } else if (isInWordBin(wordCount as number, option)) {
      return option;
    }
  }
  return undefined;
}

/** The option's word bin holds the count (findWordBin's rule: from min, no minimum meaning 0, to max or no end). */
function isInWordBin(wordCount: number, option: TPricingOption): boolean {
  return wordCount >= (option.minWords ?? 0) && (option.maxWords === null || wordCount <= option.maxWords);
}

/** Whether a service has an option at this tier for the word count (any currency). */
export function hasTierOption(service: TPricingService, wordCount: number | null, tier: TDeliveryTier): boolean {
  if (service.pricingBasis !== 'words' || wordCount === null) return service.options.some((o) => o.deliveryTier === tier);
  return service.options.some(
    (o) => o.deliveryTier === tier && (o.minWords ?? 0) <= wordCount && (o.maxWords === null || wordCount <= o.maxWords),
  );
}

/**
 * Prices a selection: one line per selected service at its option; the tiered service at the
 * requested tier (standard when it has no option there), every other service standard. Then the
 * bundle discount (part of the bundle's price), then the best order-level discount: the preferred
 * group's, the promotional code's or a re-edit's (on the services ordered again only), whichever saves
 * more (on a tie the earlier one stays).
 */
export function priceSelection(input: TPricingInput): TPricingResult {
  const lines: TPricedLine[] = [];
  const unpriced: string[] = [];
  const timelines: { type: TServiceType; timelineDays: number; bearsFiguresOrTables: boolean }[] = [];
  for (const selection of input.selections) {
    const service = input.services.get(selection.identity);
    if (!service || input.unavailableIdentities?.has(selection.identity)) {
      unpriced.push(selection.identity);
      continue;
    }
    const quantity = service.pricingBasis === 'count' ? selection.quantity : 1;
    const wanted = selection.identity === input.tieredIdentity ? input.tier : 'standard';
    const query = { wordCount: input.wordCount, quantity, currencyIso: input.currencyIso };
    const option = findOption(service, { ...query, tier: wanted }) ?? findOption(service, { ...query, tier: 'standard' });
    const price = option?.prices[input.currencyIso];
    if (!option || price === undefined) {
      unpriced.push(selection.identity);
      continue;
    }
    lines.push({
      serviceIdentity: service.identity,
      quantity,
      deliveryTier: option.deliveryTier,
      optionId: option.id,
      timelineDays: option.timelineDays,
      listPrice: price,
      discountAmount: 0,
      totalPrice: price,
    });
    timelines.push({
      type: service.type === 'other' ? 'promotion' : service.type,
      timelineDays: option.timelineDays,
      bearsFiguresOrTables: service.runsInParallel,
    });
  }

  const subtotal = lines.reduce((sum, line) => sum + line.listPrice, 0);
  const discounts: TAppliedDiscount[] = [];

  let bundleSaving = 0;
  if (input.bundle) {
    bundleSaving = input.bundle.isApplicable ? subtotal - applyPercentDiscount(subtotal, input.bundle.percent) : 0;
    discounts.push({
      kind: 'bundle',
      code: null,
      isPercentBased: true,
      amount: input.bundle.percent,
      applied: bundleSaving > 0,
      appliedAmount: bundleSaving,
    });
    allocate(lines, bundleSaving);
  }

  const candidates = input.orderDiscounts.map((d) => {
    const covered = 'identities' in d ? lines.filter((line) => d.identities.has(line.serviceIdentity)) : lines;
    const base = covered.reduce((sum, line) => sum + line.listPrice - line.discountAmount, 0);
    return { ...d, covered, saving: promotionalCodeAmount(base, { isPercentBased: d.isPercentBased, amount: d.amount }) };
  });
  const best = bestDiscount(candidates.map((c) => ({ kind: c.kind, code: c.code, amount: c.saving })));
  const winner = best && best.amount > 0 ? candidates.find((c) => c.kind === best.kind && c.code === best.code) : undefined;
  for (const candidate of candidates) {
    const isApplied = candidate === winner;
    discounts.push({
      kind: candidate.kind,
      code: candidate.code,
      isPercentBased: candidate.isPercentBased,
      amount: candidate.amount,
      applied: isApplied,
      appliedAmount: isApplied ? candidate.saving : 0,
    });
  }
  if (winner) allocate(winner.covered, winner.saving);

  const discountTotal = lines.reduce((sum, line) => sum + line.discountAmount, 0);
  return {
    lines,
    unpriced,
    discounts,
    subtotal,
    discountTotal,
    total: subtotal - discountTotal,
    turnaroundDays: timelines.length > 0 ? bundleTurnaroundDays(timelines) : 0,
  };
}

/**
 * Spreads a saving over the lines in proportion to what each still costs (largest remainder), so
 * that the lines' discounts add up to the saving exactly and no line goes below zero.
 */
export function allocate(lines: TPricedLine[], saving: number): void {
  const remaining = lines.map((line) => line.listPrice - line.discountAmount);
  const total = remaining.reduce((sum, value) => sum + value, 0);
  const amount = Math.min(saving, total);
  if (amount <= 0 || total <= 0) return;
  const shares = remaining.map((value, index) => {
    const exact = (value * amount) / total;
    return { index, floor: Math.floor(exact), fraction: exact - Math.floor(exact) };
  });
  let left = amount - shares.reduce((sum, share) => sum + share.floor, 0);
  for (const share of [...shares].sort((a, b) => b.fraction - a.fraction || a.index - b.index)) {
    if (left <= 0) break;
    share.floor += 1;
    left -= 1;
  }
  for (const share of shares) {
    const line = lines[share.index];
    if (!line) continue;
    line.discountAmount += share.floor;
    line.totalPrice = line.listPrice - line.discountAmount;
  }
}

/** A fixed discount held in US cents, in another currency's minor units. */
export function fixedAmountInCurrency(usdCents: number, currency: Pick<TMoneyCurrency, 'numDecimals' | 'exchangeRate'>): number {
  return convertFromUsd(usdCents, currency);
}

/**
 * A catalogue price derived from its US price: converted at the seeded rate, then rounded to an
 * amount people expect on a price list — whole units ending in 9 for currencies with cents (small
 * amounts to whole units), hundreds of yen and thousands of won.
 */
export function friendlyPrice(
  usdCents: number,
  currency: { isoCode: string; numDecimals: number; exchangeRate: string },
): number {
  if (currency.isoCode === 'USD') return usdCents;
  const converted = convertFromUsd(usdCents, currency);
  if (currency.numDecimals === 0) {
    const step = converted >= 100_000 ? 1000 : converted >= 10_000 ? 100 : 10;
    return Math.max(step, Math.round(converted / step) * step);
  }
  const unit = 10 ** currency.numDecimals;
  const major = converted / unit;
  if (major < 20) return Math.max(1, Math.round(major)) * unit;
  return (Math.round((major + 1) / 10) * 10 - 1) * unit;
}
