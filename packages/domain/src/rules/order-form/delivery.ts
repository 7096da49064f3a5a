import { EXPRESS_MAX_WORDS, EXPRESS_MIN_WORDS } from './word-count.ts';

export const DELIVERY_TIERS = ['standard', 'rush', 'express'] as const;
export type TDeliveryTier = (typeof DELIVERY_TIERS)[number];

/** Services that may be delivered express. */
export const EXPRESS_SERVICE_KEYS = ['standard-editing', 'premium-editing'] as const;

export type TDeliveryContext = {
  isExpressFlagOn: boolean;
  wordCount: number;
  serviceKey: string | null;
  hasRushOption: boolean;
  isBundle: boolean;
};

/** Express: only with the flag, 4,000–5,999 words, Standard or Premium Editing. */
export function isExpressAvailable(context: TDeliveryContext): boolean {
  return (
    context.isExpressFlagOn &&
    context.wordCount >= EXPRESS_MIN_WORDS &&
    context.wordCount <= EXPRESS_MAX_WORDS &&
    (EXPRESS_SERVICE_KEYS as readonly string[]).includes(context.serviceKey ?? '')
  );
}

/** Rush: when the service has a rush option and no bundle is in use. */
export function isRushAvailable(context: TDeliveryContext): boolean {
  return context.hasRushOption && !context.isBundle;
}

/** Rush and express exclude each other; a tier that is not offered falls back to standard. */
export function resolveDeliveryTier(requested: TDeliveryTier, context: TDeliveryContext): TDeliveryTier {
  if (requested === 'express' && isExpressAvailable(context)) return 'express';
  if (requested === 'rush' && isRushAvailable(context)) return 'rush';
  return 'standard';
}
