import { DIGITAL_TRANSLATION_LANGUAGES, type TDigitalTranslationLanguage } from '../api/digital-purchases.ts';
import { PAYMENT_METHOD } from '../constants.ts';
import { convertFromUsd, type TMoneyCurrency } from './money.ts';
import type { TPaymentMethodId } from './payment/methods.ts';

/**
 * The automated tools' products (researcher area §2, §9): a digital-editing subscription lasting one year from
 * its purchase, and digital-translation packages of a number of uses. Each is priced in every currency of the
 * catalogue as a full price in minor units; the price charged is the full price less the 30 % discount the price
 * text shows. A currency without a price of its own (one added to the catalogue later) is priced by converting
 * the USD full price at its exchange rate. Recorded in docs/decisions.md.
 */

/** The discount every digital purchase shows in its price text (spec §9). */
export const DIGITAL_DISCOUNT_PERCENT = 30;

export const DIGITAL_PRODUCT_IDS = ['editing-year', 'translation-3', 'translation-10'] as const;
export type TDigitalProductId = (typeof DIGITAL_PRODUCT_IDS)[number];

export type TDigitalProduct = {
  id: TDigitalProductId;
  type: 'editing' | 'translation';
  /** Translation packages: the uses bought (one per submission); null for the subscription. */
  numberOfUses: number | null;
  /** Translation packages: the most words one submission may have; null for the subscription. */
  wordLimit: number | null;
  /** Translation packages: the language pairs the uses may be spent on. */
  languages: readonly TDigitalTranslationLanguage[];
  /** Full prices (before the discount) in minor units, by ISO code. */
  fullPrices: Readonly<Record<string, number>>;
};

/** Words per translation submission of a package. */
export const DIGITAL_TRANSLATION_WORD_LIMIT = 10_000;

export const DIGITAL_PRODUCTS: Readonly<Record<TDigitalProductId, TDigitalProduct>> = {
  'editing-year': {
    id: 'editing-year',
    type: 'editing',
    numberOfUses: null,
    wordLimit: null,
    languages: [],
    fullPrices: { USD: 200_00, EUR: 190_00, GBP: 160_00, JPY: 30_000, CNY: 1_400_00, BRL: 1_000_00, KRW: 270_000 },
  },
  'translation-3': {
    id: 'translation-3',
    type: 'translation',
    numberOfUses: 3,
    wordLimit: DIGITAL_TRANSLATION_WORD_LIMIT,
    languages: DIGITAL_TRANSLATION_LANGUAGES,
    fullPrices: { USD: 90_00, EUR: 85_00, GBP: 70_00, JPY: 13_500, CNY: 640_00, BRL: 480_00, KRW: 120_000 },
  },
  'translation-10': {
    id: 'translation-10',
    type: 'translation',
    numberOfUses: 10,
    wordLimit: DIGITAL_TRANSLATION_WORD_LIMIT,
    languages: DIGITAL_TRANSLATION_LANGUAGES,
    fullPrices: { USD: 250_00, EUR: 230_00, GBP: 200_00, JPY: 37_000, CNY: 1_780_00, BRL: 1_350_00, KRW: 340_000 },
  },
};

export function isDigitalProductId(value: unknown): value is TDigitalProductId {
  return typeof value === 'string' && (DIGITAL_PRODUCT_IDS as readonly string[]).includes(value);
}

export function digitalProductsOf(type: 'editing' | 'translation'): TDigitalProduct[] {
  return DIGITAL_PRODUCT_IDS.map((id) => DIGITAL_PRODUCTS[id]).filter((p) => p.type === type);
}

/** The price after the discount: full price × (100 − 30) / 100, rounded half up to the currency's minor unit. */
export function discountedPrice(fullPrice: number): number {
  return Math.floor((fullPrice * (100 - DIGITAL_DISCOUNT_PERCENT) + 50) / 100);
}

/** A product's full price and price in a currency (minor units of that currency). */
export function digitalProductPrice(
  product: TDigitalProduct,
  currency: { isoCode: string } & Pick<TMoneyCurrency, 'numDecimals' | 'exchangeRate'>,
): { fullPrice: number; price: number } {
  const own = product.fullPrices[currency.isoCode.toUpperCase()];
  const fullPrice = own ?? convertFromUsd(product.fullPrices.USD ?? 0, currency);
  return { fullPrice, price: discountedPrice(fullPrice) };
}

/** A subscription's end: the same instant one calendar year after its start (29 February ends on 1 March). */
export function subscriptionEndsAt(startsAt: Date): Date {
  const end = new Date(startsAt.getTime());
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** Digital purchases are paid by a listed method other than these (spec §5 'Payment pages'). */
export const DIGITAL_EXCLUDED_METHODS: readonly TPaymentMethodId[] = [
  PAYMENT_METHOD.bankTransfer,
  PAYMENT_METHOD.boleto,
  PAYMENT_METHOD.credits,
];

export function isDigitalPaymentMethod(methodId: TPaymentMethodId): boolean {
  return !DIGITAL_EXCLUDED_METHODS.includes(methodId);
}

/** The one-time Chinese digital-translation trial (shell-and-account §2 chinese-digital-trial). */
export const CHINESE_TRIAL = {
  language: 'chinese-to-english' as TDigitalTranslationLanguage,
  uses: 1,
  wordLimit: 5_000,
  days: 30,
} as const;
