import { z } from 'zod';
import { ZPaymentFormFields } from './payment.ts';

/**
 * The automated tools' purchases (researcher area §3 Digital purchase, Available digital purchase, Digital editing
 * purchase) and the two load calls that read them. The payment requests, the product catalogue and the trial call
 * sit beside these in this file as they are built.
 */

/** The translation language pairs of the upload form; chinese-to-english only with the chinese_digital_translation flag. */
export const DIGITAL_TRANSLATION_LANGUAGES = ['spanish-to-english', 'portuguese-to-english', 'chinese-to-english'] as const;
export const ZDigitalTranslationLanguage = z.enum(DIGITAL_TRANSLATION_LANGUAGES);
export type TDigitalTranslationLanguage = z.infer<typeof ZDigitalTranslationLanguage>;

/** The digital edit's style of English ('Please select your preferred type of English.'). */
export const STYLES_OF_ENGLISH = ['british', 'american'] as const;
export const ZStyleOfEnglish = z.enum(STYLES_OF_ENGLISH);
export type TStyleOfEnglish = z.infer<typeof ZStyleOfEnglish>;

export const ZDigitalPurchaseType = z.enum(['editing', 'translation']);
export type TDigitalPurchaseType = z.infer<typeof ZDigitalPurchaseType>;

/** A purchase the researcher holds. Prices in minor units of `currencyIso`. */
export const ZDigitalPurchase = z.object({
  identity: z.string(),
  type: ZDigitalPurchaseType,
  /** Active now: paid (or trial / group access) and not past endsAt. */
  valid: z.boolean(),
  endsAt: z.string().nullable(),
  allowedLanguages: z.array(z.string()),
  numberOfUsesRemaining: z.number().int().nullable(),
  numberOfUsesAvailable: z.number().int().nullable(),
  price: z.number().int(),
  fullPrice: z.number().int(),
  currencyIso: z.string().nullable(),
  label: z.string(),
  /** purchase, trial or group: where the access came from (the access badge). */
  source: z.enum(['purchase', 'trial', 'group']),
  /** pending while its payment is open, active once paid, cancelled when the payment was declined. */
  status: z.enum(['pending', 'active', 'cancelled']),
  /** The product bought (packages/domain rules/digital-products), e.g. 'editing-year'. */
  product: z.string(),
  wordLimit: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  /** The payment's receipt code and id (its receipt PDF: GET /api/payment/{paymentId}/pdf); null for a trial. */
  receiptCode: z.string().nullable(),
  paymentId: z.number().int().nullable(),
});
export type TDigitalPurchase = z.infer<typeof ZDigitalPurchase>;

/** A product offered for sale, priced in the researcher's currency. */
export const ZAvailableDigitalPurchase = z.object({
  identity: z.string(),
  type: ZDigitalPurchaseType,
  name: z.string(),
  price: z.number().int(),
  /** The price before the 30 % discount the price text shows. */
  fullPrice: z.number().int(),
  currencyIso: z.string(),
  numberOfUsesAvailable: z.number().int().nullable(),
  /** Translation packages: the most words a submission may have; null for none. */
  wordLimit: z.number().int().nullable(),
});
export type TAvailableDigitalPurchase = z.infer<typeof ZAvailableDigitalPurchase>;

/** GET /api/digital-edit/load */
export const ZDigitalEditLoadResponse = z.object({
  availableDigitalPurchases: z.array(ZAvailableDigitalPurchase),
  /** The active editing subscription, if any. */
  digitalEditingPurchase: ZDigitalPurchase.nullable(),
  digitalPurchases: z.array(ZDigitalPurchase),
  hasDigitalEditingPurchase: z.boolean(),
  hasUploadedDigitalEdit: z.boolean(),
  /** 'digital-purchase', 'preferred-group', 'trial' or 'none' (researcher area §4 Digital editing access). */
  access: z.enum(['digital-purchase', 'preferred-group', 'trial', 'none']),
  /** The researcher's own currency; null: the payment page shows a currency selector. */
  currencyIso: z.string().nullable(),
});
export type TDigitalEditLoadResponse = z.infer<typeof ZDigitalEditLoadResponse>;

/** GET /api/digital-order/load */
export const ZDigitalOrderLoadResponse = z.object({
  availableDigitalTranslationPurchases: z.array(ZAvailableDigitalPurchase),
  digitalTranslationPurchases: z.array(ZDigitalPurchase),
  hasUploadedDigitalEdit: z.boolean(),
  hasUploadedDigitalTranslation: z.boolean(),
  /** Uses left over every active package. */
  numberOfUsesAvailable: z.number().int(),
  /** The language pairs the researcher may submit now (active packages ∩ configured engines ∩ flags). */
  availableLanguages: z.array(ZDigitalTranslationLanguage),
  /**
   * The language pairs this portal translates now (configured engines ∩ flags), whatever the researcher bought:
   * what the purchase pages may promise. Chinese is absent while no engine translates it.
   */
  offeredLanguages: z.array(ZDigitalTranslationLanguage),
  /** uses-type, previous-uploads-type or none (researcher area §4 Digital translation). */
  userState: z.enum(['uses-type', 'previous-uploads-type', 'none']),
  /** The researcher's own currency; null: the payment page shows a currency selector. */
  currencyIso: z.string().nullable(),
});
export type TDigitalOrderLoadResponse = z.infer<typeof ZDigitalOrderLoadResponse>;

/** The purchase calls' message keys (researcher-area §5 'Payment pages', §8), texts in the digital-purchases catalogue. */
export const DIGITAL_PURCHASE_MESSAGE = {
  acceptTerms: 'payment-accept-terms-and-conditions-failure',
  productRequired: 'digital-purchase-product-required',
  currencyRequired: 'digital-purchase-currency-required',
  trialSuccess: 'free-chinese-digital-translation-credit-success',
  trialError: 'free-chinese-digital-translation-credit-error',
  /** No engine translates Chinese on this portal: nobody can use the trial, whatever they used before. */
  trialUnavailable: 'free-chinese-digital-translation-unavailable',
} as const;

/**
 * POST /api/digital-edit/payment and POST /api/digital-translation/payment: the product chosen (an
 * available purchase's identity), the terms accepted and the payment form's fields, whose currencyIso is the
 * currency the product is priced in and amount its discounted price. The same schema on client and server.
 */
export const ZDigitalPaymentRequest = ZPaymentFormFields.extend({
  availableDigitalPurchaseIdentity: z.string({ error: DIGITAL_PURCHASE_MESSAGE.productRequired }).min(1).max(64),
  acceptedTermsAndConditions: z
    .boolean({ error: DIGITAL_PURCHASE_MESSAGE.acceptTerms })
    .refine((accepted) => accepted, { error: DIGITAL_PURCHASE_MESSAGE.acceptTerms }),
  currencyIso: z
    .string({ error: DIGITAL_PURCHASE_MESSAGE.currencyRequired })
    .length(3, { error: DIGITAL_PURCHASE_MESSAGE.currencyRequired }),
});
export type TDigitalPaymentRequest = z.infer<typeof ZDigitalPaymentRequest>;

/** POST /api/{x}/chinese-digital-trial: whether the researcher was eligible (and so got the credit now). */
export const ZChineseDigitalTrialResponse = z.object({
  eligible: z.boolean(),
  /** The trial credit's identity when granted now. */
  identity: z.string().nullable(),
  message: z.string(),
});
export type TChineseDigitalTrialResponse = z.infer<typeof ZChineseDigitalTrialResponse>;
