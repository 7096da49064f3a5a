import type { TDeliveryTier } from '@portal/domain';

/** Everything a price-quote PDF shows, already in the reader's language; money in minor units of `currency`. */
export type TQuoteDocument = {
  estimateId: string;
  issuedAt: Date;
  validUntil: Date;
  provider: { name: string; addressLines: readonly string[]; website: string };
  customer: { name: string; email: string } | null;
  manuscript: { title: string | null; wordCount: number | null; language: string | null };
  currency: { isoCode: string; sign: string; numDecimals: number };
  lines: readonly TQuoteLine[];
  discounts: readonly { description: string; code: string | null; appliedAmount: number }[];
  subtotal: number;
  discountTotal: number;
  total: number;
};

export type TQuoteLine = {
  name: string;
  quantity: number;
  deliveryTier: TDeliveryTier;
  timelineDays: number | null;
  /** ISO date (or date-time) of delivery. */
  deadline: string | null;
  listPrice: number;
  discountAmount: number;
  totalPrice: number;
};

/** A quote is valid for 30 days from the day it is issued. */
export const QUOTE_VALIDITY_DAYS = 30;

export function validUntilOf(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + QUOTE_VALIDITY_DAYS * 24 * 3600 * 1000);
}
