/** The support team's address, named by the spec for every help page. */
export const SUPPORT_EMAIL = 'support@example.org';

/**
 * Why a researcher was sent to support about an order. No type is the order form's duplicate-order
 * step; an unknown type still names the order, without a paragraph meant for another case.
 */
export type TSupportTopic = 'duplicate-order' | 'inactive-service' | 'proof-of-payment' | 'other';

/** Reads the topic from what follows /support/index/submission/{externalId}, e.g. "type/proof-of-payment". */
export function readSupportTopic(rest: string | undefined): TSupportTopic {
  const segments = (rest ?? '').split('/').filter(Boolean);
  if (segments.length === 0) return 'duplicate-order';
  const [kind, type, ...extra] = segments;
  if (kind !== 'type' || extra.length > 0) return 'other';
  return type === 'inactive-service' || type === 'proof-of-payment' ? type : 'other';
}
