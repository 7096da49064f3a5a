import { ADDED_SERVICES } from './added-services.ts';
import { MANUSCRIPT_SERVICES } from './manuscript-services.ts';
import type { TServiceSeed } from './service-seed.ts';

export const SERVICES: TServiceSeed[] = [...MANUSCRIPT_SERVICES, ...ADDED_SERVICES];

export type TPricedOptionSeed = {
  key: string;
  serviceId: number;
  wordBinId: number | null;
  quantity: number | null;
  deliveryTier: 'standard' | 'rush' | 'express';
  timelineDays: number;
  usdCents: number;
};

type TDeliveryTier = TPricedOptionSeed['deliveryTier'];

/** One priced option of a service: `where` is its word bin or quantity, in its key too. */
function optionOf(
  s: TServiceSeed,
  where: { bin: number } | { quantity: number } | null,
  deliveryTier: TDeliveryTier,
  timelineDays: number,
  usd: number,
): TPricedOptionSeed {
  const place = where === null ? 'flat' : 'bin' in where ? `bin-${where.bin}` : `qty-${where.quantity}`;
  return {
    key: `${s.identity}:${place}:${deliveryTier}`,
    serviceId: s.id,
    wordBinId: where !== null && 'bin' in where ? where.bin : null,
    quantity: where !== null && 'quantity' in where ? where.quantity : null,
    deliveryTier,
    timelineDays,
    usdCents: usd * 100,
  };
}

/** Every priced option of the seeded services, with its US price in cents. */
export function serviceOptionSeeds(): TPricedOptionSeed[] {
  const options: TPricedOptionSeed[] = [];
  for (const s of SERVICES) {
    if (s.pricingBasis === 'words') {
      s.standardUsd?.forEach((usd, i) => {
        options.push(optionOf(s, { bin: i + 1 }, 'standard', s.standardDays?.[i] ?? 5, usd));
      });
      s.rushUsd?.forEach((usd, i) => {
        options.push(optionOf(s, { bin: i + 1 }, 'rush', s.rushDays?.[i] ?? 3, usd));
      });
      if (s.express) options.push(optionOf(s, { bin: 4 }, 'express', s.express.days, s.express.usd));
    } else if (s.pricingBasis === 'count' && s.countUsd) {
      for (let quantity = 1; quantity <= 25; quantity += 1) {
        options.push(optionOf(s, { quantity }, 'standard', s.countDays?.(quantity) ?? 3, s.countUsd(quantity)));
      }
    } else if (s.pricingBasis === 'flat' && s.flatUsd !== undefined) {
      options.push(optionOf(s, null, 'standard', s.flatDays ?? 3, s.flatUsd));
    }
  }
  return options;
}
