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

/** Every priced option of the seeded services, with its US price in cents. */
export function serviceOptionSeeds(): TPricedOptionSeed[] {
  const options: TPricedOptionSeed[] = [];
  for (const s of SERVICES) {
    if (s.pricingBasis === 'words') {
      s.standardUsd?.forEach((usd, i) => {
        options.push({
          key: `${s.identity}:bin-${i + 1}:standard`,
          serviceId: s.id,
          wordBinId: i + 1,
          quantity: null,
          deliveryTier: 'standard',
          timelineDays: s.standardDays?.[i] ?? 5,
          usdCents: usd * 100,
        });
      });
      s.rushUsd?.forEach((usd, i) => {
        options.push({
          key: `${s.identity}:bin-${i + 1}:rush`,
          serviceId: s.id,
          wordBinId: i + 1,
          quantity: null,
          deliveryTier: 'rush',
          timelineDays: s.rushDays?.[i] ?? 3,
          usdCents: usd * 100,
        });
      });
      if (s.express) {
        options.push({
          key: `${s.identity}:bin-4:express`,
          serviceId: s.id,
          wordBinId: 4,
          quantity: null,
          deliveryTier: 'express',
          timelineDays: s.express.days,
          usdCents: s.express.usd * 100,
        });
      }
    } else if (s.pricingBasis === 'count' && s.countUsd) {
      for (let quantity = 1; quantity <= 25; quantity += 1) {
        options.push({
          key: `${s.identity}:qty-${quantity}:standard`,
          serviceId: s.id,
          wordBinId: null,
          quantity,
          deliveryTier: 'standard',
          timelineDays: s.countDays?.(quantity) ?? 3,
          usdCents: s.countUsd(quantity) * 100,
        });
      }
    } else if (s.pricingBasis === 'flat' && s.flatUsd !== undefined) {
      options.push({
        key: `${s.identity}:flat:standard`,
        serviceId: s.id,
        wordBinId: null,
        quantity: null,
        deliveryTier: 'standard',
        timelineDays: s.flatDays ?? 3,
        usdCents: s.flatUsd * 100,
      });
    }
  }
  return options;
}
