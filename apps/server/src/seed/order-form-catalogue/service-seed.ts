import type { TLocalizedText } from '../../modules/catalogue/index.ts';

/** What a seeded service holds, and the price and day lists several services share. */

type TServiceCategory = 'manuscript' | 'rework' | 'multimedia' | 'additional' | 'concierge' | 'addon';
type TServiceSeedType = 'editing' | 'translation' | 'formatting' | 'figures' | 'journalrec' | 'promotion' | 'other';

export type TServiceSeed = {
  id: number;
  identity: string;
  type: TServiceSeedType;
  category: TServiceCategory;
  name: TLocalizedText;
  description: TLocalizedText;
  pricingBasis: 'words' | 'count' | 'flat';
  countKind?: 'figure' | 'table';
  languageScope: 'english' | 'non-english' | 'any';
  addOn?: boolean;
  featured?: boolean;
  recommended?: boolean;
  requiresQuote?: boolean;
  runsInParallel?: boolean;
  journalDetails?: 'none' | 'requested' | 'required';
  fileTypes: string[];
  sortOrder: number;
  /** US dollars per word bin (index 0 = bin 1); shorter lists stop offering the service beyond them. */
  standardUsd?: number[];
  /** Business days per bin at the standard tier. */
  standardDays?: number[];
  /** Rush prices and days per bin; absent: no rush. */
  rushUsd?: number[];
  rushDays?: number[];
  /** Express: bin 4 only (4,000–5,999 words), Standard and Premium Editing only (spec §9). */
  express?: { usd: number; days: number };
  /** count: US dollars per quantity 1..25; flat: one price. */
  countUsd?: (quantity: number) => number;
  countDays?: (quantity: number) => number;
  flatUsd?: number;
  flatDays?: number;
};

export const EDITING_DAYS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20];
export const EDITING_RUSH_DAYS = [1, 1, 2, 2, 3, 3, 4, 4, 5];
export const TRANSLATION_DAYS = [4, 5, 6, 7, 8, 10, 12, 14, 16];
export const TRANSLATION_RUSH_DAYS = [2, 3, 3, 4, 4, 5, 6, 7, 8];
export const STANDARD_EDITING_USD = [99, 139, 189, 245, 319, 399, 479, 569, 679, 849, 1199, 1749];
export const STANDARD_TRANSLATION_USD = [199, 379, 529, 749, 999, 1249, 1499, 1849, 2249];

/** A price list scaled from another and kept on whole dollars ending in 9. */
export function scaled(list: number[], factor: number): number[] {
  return list.map((usd) => Math.round((usd * factor + 1) / 10) * 10 - 1);
}

export const EDITING_FILE_TYPES = ['.doc', '.docx', '.tex', '.rtf'];
