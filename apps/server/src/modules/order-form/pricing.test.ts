import { describe, expect, it } from 'vitest';
import { SERVICES, serviceOptionSeeds, WORD_BINS } from '../../seed/order-form-catalogue.ts';
import { CURRENCIES } from '../../seed/reference-data.ts';
import {
  allocate,
  findOption,
  fixedAmountInCurrency,
  friendlyPrice,
  priceSelection,
  type TOrderDiscountInput,
  type TPricedLine,
  type TPricingInput,
  type TPricingService,
} from './pricing.ts';

/** The seeded price list as the engine sees it, without a database. */
function seededServices(): Map<string, TPricingService> {
  const options = serviceOptionSeeds();
  return new Map(
    SERVICES.map((s) => [
      s.identity,
      {
        identity: s.identity,
        type: s.type,
        pricingBasis: s.pricingBasis,
        runsInParallel: s.runsInParallel ?? false,
        options: options
          .filter((o) => o.serviceId === s.id)
          .map((o, index) => {
            const bin = WORD_BINS.find((b) => b.id === o.wordBinId);
            return {
              id: s.id * 1000 + index,
              minWords: bin?.minWords ?? null,
              maxWords: bin?.maxWords ?? null,
              quantity: o.quantity,
              deliveryTier: o.deliveryTier,
              timelineDays: o.timelineDays,
              prices: Object.fromEntries(CURRENCIES.map((c) => [c.isoCode, friendlyPrice(o.usdCents, c)])),
            };
          }),
      },
    ]),
  );
}

const services = seededServices();
const currency = (iso: string) => {
  const found = CURRENCIES.find((c) => c.isoCode === iso);
  if (!found) throw new Error(iso);
  return found;
};

function price(overrides: Partial<TPricingInput> & Pick<TPricingInput, 'selections'>) {
  return priceSelection({
    services,
    tieredIdentity: overrides.selections[0]?.identity ?? null,
    tier: 'standard',
    wordCount: 4500,
    currencyIso: 'USD',
    bundle: null,
    orderDiscounts: [],
    ...overrides,
  });
}

const editing = [{ identity: 'standard-editing', quantity: 1 }];
const percentCode = (percent: number): TOrderDiscountInput => ({
  kind: 'promotional-code',
  code: 'P',
  isPercentBased: true,
  amount: percent,
});
const fixedCode = (amount: number): TOrderDiscountInput => ({
  kind: 'promotional-code',
  code: 'F',
  isPercentBased: false,
  amount,
});
const group = (percent: number): TOrderDiscountInput => ({
  kind: 'preferred-group',
  code: null,
  isPercentBased: true,
  amount: percent,
});

describe('word-count bins', () => {
  it.each([
    [1, 9900],
    [1500, 9900],
    [1501, 13900],
    [3000, 13900],
    [3001, 18900],
    [3999, 18900],
    [4000, 24500],
    [5999, 24500],
    [6000, 31900],
    [59999, 174900],
  ])('prices Standard Editing of %i words at %i cents', (wordCount, cents) => {
    const result = price({ selections: editing, wordCount });
    expect(result.lines[0]?.listPrice).toBe(cents);
    expect(result.unpriced).toEqual([]);
  });

  it.each([0, 60000, 999999])('offers no option for %i words', (wordCount) => {
    const result = price({ selections: editing, wordCount });
    expect(result.lines).toEqual([]);
    expect(result.unpriced).toEqual(['standard-editing']);
  });

  it('offers no option when the word count is unknown', () => {
    expect(price({ selections: editing, wordCount: null }).unpriced).toEqual(['standard-editing']);
  });

  it('stops translation at 17,999 words', () => {
    const translation = [{ identity: 'standard-translation', quantity: 1 }];
    expect(price({ selections: translation, wordCount: 17999 }).lines).toHaveLength(1);
    expect(price({ selections: translation, wordCount: 18000 }).unpriced).toEqual(['standard-translation']);
  });
});

describe('delivery tiers', () => {
  const standardEditing = services.get('standard-editing') as TPricingService;
  const expressAt = (wordCount: number) =>
    findOption(standardEditing, { wordCount, quantity: 1, tier: 'express', currencyIso: 'USD' });

  it.each([
    [3999, false],
    [4000, true],
    [5999, true],
    [6000, false],
  ])('has an express option at %i words: %s', (wordCount, isOffered) => {
    expect(expressAt(wordCount) !== undefined).toBe(isOffered);
  });

  it('has no express option for Scientific Editing', () => {
    const scientific = services.get('scientific-editing') as TPricingService;
    expect(findOption(scientific, { wordCount: 4500, quantity: 1, tier: 'express', currencyIso: 'USD' })).toBeUndefined();
  });

  it('prices express above rush above standard, and delivers sooner', () => {
    const [standard, rush, express] = (['standard', 'rush', 'express'] as const).map(
      (tier) => price({ selections: editing, tier }).lines[0],
    );
    expect(standard?.listPrice).toBe(24500);
    expect(rush?.listPrice).toBe(36900);
    expect(express?.listPrice).toBe(53900);
    expect(express?.timelineDays).toBeLessThan(rush?.timelineDays ?? 0);
    expect(rush?.timelineDays).toBeLessThan(standard?.timelineDays ?? 0);
  });

  it('falls back to standard when the tier has no option at this word count', () => {
    const line = price({ selections: editing, tier: 'express', wordCount: 6000 }).lines[0];
    expect(line).toMatchObject({ deliveryTier: 'standard', listPrice: 31900 });
  });

  it('puts only the language service on the chosen tier', () => {
    const result = price({ selections: [...editing, { identity: 'journal-recommendation', quantity: 1 }], tier: 'rush' });
    expect(result.lines.map((l) => l.deliveryTier)).toEqual(['rush', 'standard']);
  });
});

describe('count-priced services', () => {
  it.each([
    [1, 3000],
    [5, 15000],
    [6, 17200],
    [25, 59000],
  ])('prices %i figures at %i cents', (quantity, cents) => {
    const result = price({ selections: [{ identity: 'figure-formatting', quantity }] });
    expect(result.lines[0]).toMatchObject({ quantity, listPrice: cents });
  });

  it('offers no option for 26 tables', () => {
    expect(price({ selections: [{ identity: 'table-formatting', quantity: 26 }] }).unpriced).toEqual(['table-formatting']);
  });
});

describe('turnaround', () => {
  it('adds up services that follow one another', () => {
    // Standard Editing at 4,500 words: 5 days, then Manuscript Formatting: 3 days.
    const result = price({ selections: [...editing, { identity: 'manuscript-formatting', quantity: 1 }] });
    expect(result.turnaroundDays).toBe(8);
  });

  it('runs figure work beside the manuscript work', () => {
    const result = price({ selections: [...editing, { identity: 'figure-formatting', quantity: 20 }] });
    expect(result.turnaroundDays).toBe(5);
  });

  it('takes the longest of parallel multimedia services', () => {
    const result = price({
      selections: [
        { identity: 'graphical-abstract', quantity: 1 },
        { identity: 'video-abstract', quantity: 1 },
      ],
      tieredIdentity: null,
    });
    expect(result.turnaroundDays).toBe(15);
  });
});

describe('discounts', () => {
  it('applies a percent code to every line, adding up exactly', () => {
    const result = price({
      selections: [...editing, { identity: 'journal-recommendation', quantity: 1 }],
      orderDiscounts: [percentCode(10)],
    });
    expect(result.subtotal).toBe(24500 + 14900);
    expect(result.discountTotal).toBe(3940);
    expect(result.lines.reduce((sum, l) => sum + l.discountAmount, 0)).toBe(3940);
    expect(result.total).toBe(39400 - 3940);
  });

  it('applies a fixed code as its amount, never more than the total', () => {
    expect(price({ selections: editing, orderDiscounts: [fixedCode(2500)] }).total).toBe(22000);
    const tiny = price({
      selections: [{ identity: 'plagiarism-check', quantity: 1 }],
      tieredIdentity: null,
      orderDiscounts: [fixedCode(10000)],
    });
    expect(tiny.total).toBe(0);
    expect(tiny.discounts[0]?.appliedAmount).toBe(6900);
  });

  it('lets the better of the group discount and the promotional code win', () => {
    const result = price({ selections: editing, orderDiscounts: [group(10), percentCode(20)] });
    expect(result.discounts.map((d) => [d.kind, d.applied])).toEqual([
      ['preferred-group', false],
      ['promotional-code', true],
    ]);
    expect(result.total).toBe(24500 - 4900);
  });

  it('keeps the group discount when a fixed code saves less', () => {
    // 10% of $245 is $24.50, less than $25: the code wins. 20% ($49) beats it.
    expect(
      price({ selections: editing, orderDiscounts: [group(10), fixedCode(2500)] }).discounts.find((d) => d.applied)?.kind,
    ).toBe('promotional-code');
    expect(
      price({ selections: editing, orderDiscounts: [group(20), fixedCode(2500)] }).discounts.find((d) => d.applied)?.kind,
    ).toBe('preferred-group');
  });

  it('keeps the group discount on a tie', () => {
    const result = price({ selections: editing, orderDiscounts: [group(10), percentCode(10)] });
    expect(result.discounts.find((d) => d.applied)?.kind).toBe('preferred-group');
  });

  it('takes the bundle discount first and weighs the code on what is left', () => {
    const result = price({
      selections: [...editing, { identity: 'manuscript-formatting', quantity: 1 }],
      bundle: { percent: 10, isApplicable: true },
      orderDiscounts: [percentCode(10)],
    });
    // $245 + $79 = $324; bundle 10% = $32.40; code 10% of $291.60 = $29.16.
    expect(result.discounts.map((d) => [d.kind, d.appliedAmount])).toEqual([
      ['bundle', 3240],
      ['promotional-code', 2916],
    ]);
    expect(result.total).toBe(32400 - 3240 - 2916);
  });

  it('makes a touch-up free on the services ordered again, and charges a service added to it in full', () => {
    const touchUp: TOrderDiscountInput = {
      kind: 're-edit',
      code: null,
      isPercentBased: true,
      amount: 100,
      identities: new Set(['standard-editing']),
    };
    const result = price({
      selections: [...editing, { identity: 'journal-recommendation', quantity: 1 }],
      orderDiscounts: [group(10), touchUp],
    });
    expect(result.discounts.map((d) => [d.kind, d.applied, d.appliedAmount])).toEqual([
      ['preferred-group', false, 0],
      ['re-edit', true, 24500],
    ]);
    expect(result.lines.map((l) => [l.serviceIdentity, l.totalPrice])).toEqual([
      ['standard-editing', 0],
      ['journal-recommendation', 14900],
    ]);
    expect(result.total).toBe(14900);
  });

  it('weighs the re-edit discount against the group discount on what each covers', () => {
    const reedit = (percent: number): TOrderDiscountInput => ({
      kind: 're-edit',
      code: null,
      isPercentBased: true,
      amount: percent,
      identities: new Set(['standard-editing']),
    });
    // 30% of $245 = $73.50 beats 10% of $394 = $39.40; 10% of $394 beats 15% of $245 = $36.75.
    const selections = [...editing, { identity: 'journal-recommendation', quantity: 1 }];
    expect(price({ selections, orderDiscounts: [group(10), reedit(30)] }).total).toBe(39400 - 7350);
    expect(price({ selections, orderDiscounts: [group(10), reedit(15)] }).discounts.find((d) => d.applied)?.kind).toBe(
      'preferred-group',
    );
  });

  it('gives no bundle discount when the bundle rule does not apply', () => {
    const result = price({ selections: editing, bundle: { percent: 15, isApplicable: false } });
    expect(result.discounts[0]).toMatchObject({ kind: 'bundle', applied: false, appliedAmount: 0 });
    expect(result.total).toBe(24500);
  });
});

describe('allocating a saving over lines', () => {
  const line = (listPrice: number): TPricedLine => ({
    serviceIdentity: String(listPrice),
    quantity: 1,
    deliveryTier: 'standard',
    optionId: 1,
    timelineDays: 1,
    listPrice,
    discountAmount: 0,
    totalPrice: listPrice,
  });

  it('splits in proportion and rounds so that the parts add up', () => {
    const lines = [line(100), line(100), line(100)];
    allocate(lines, 100);
    expect(lines.map((l) => l.discountAmount)).toEqual([34, 33, 33]);
  });

  it('never takes a line below zero', () => {
    const lines = [line(50), line(10)];
    allocate(lines, 1000);
    expect(lines.map((l) => l.totalPrice)).toEqual([0, 0]);
  });
});

describe('currencies', () => {
  it.each([
    ['EUR', 22900],
    ['GBP', 18900],
    ['JPY', 37000],
    ['CNY', 173900],
    ['BRL', 131900],
    ['KRW', 336000],
    ['USD', 24500],
  ])('turns US$245 into a friendly %s price of %i minor units', (iso, amount) => {
    expect(friendlyPrice(24500, currency(iso))).toBe(amount);
  });

  it('rounds small amounts to whole units', () => {
    expect(friendlyPrice(1500, currency('EUR'))).toBe(1400);
    expect(friendlyPrice(100, currency('JPY'))).toBe(150);
  });

  it('prices an order in the order currency', () => {
    expect(price({ selections: editing, currencyIso: 'JPY' }).total).toBe(37000);
  });

  it('converts a fixed US$25 code to yen and won at the seeded rate', () => {
    expect(fixedAmountInCurrency(2500, currency('JPY'))).toBe(3775);
    expect(fixedAmountInCurrency(2500, currency('KRW'))).toBe(34250);
    expect(fixedAmountInCurrency(2500, currency('EUR'))).toBe(2300);
  });
});
