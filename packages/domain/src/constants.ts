/** Business constants fixed by the specification (section 9 of each document). */

export const LANGUAGE_SEGMENTS = ['en', 'cn', 'jp', 'br', 'es'] as const;
export type TLanguageSegment = (typeof LANGUAGE_SEGMENTS)[number];

export const LOCALES = ['en_US', 'zh_CN', 'ja_JP', 'pt_BR', 'es_ES'] as const;
export type TLocale = (typeof LOCALES)[number];

export const SEGMENT_TO_LOCALE: Record<TLanguageSegment, TLocale> = {
  en: 'en_US',
  cn: 'zh_CN',
  jp: 'ja_JP',
  br: 'pt_BR',
  es: 'es_ES',
};

export const LOCALE_TO_SEGMENT: Record<TLocale, TLanguageSegment> = {
  en_US: 'en',
  zh_CN: 'cn',
  ja_JP: 'jp',
  pt_BR: 'br',
  es_ES: 'es',
};

/** Catalogue folder (BCP 47 language) for each locale. */
export const LOCALE_TO_CATALOGUE: Record<TLocale, 'en' | 'zh' | 'ja' | 'pt' | 'es'> = {
  en_US: 'en',
  zh_CN: 'zh',
  ja_JP: 'ja',
  pt_BR: 'pt',
  es_ES: 'es',
};

export const DEFAULT_LOCALE: TLocale = 'en_US';
export const DEFAULT_CURRENCY = { isoCode: 'USD', exchangeRate: '1', numDecimals: 2 } as const;

export const APPLICATION_LOAD_CACHE_MS = 10 * 60 * 1000;
export const USER_DATA_CACHE_MS = 10 * 60 * 1000;
export const LOAD_RETRY_LIMIT = 10;

export const DEFAULT_MINIMUM_PREPAY = 100;
export const DEFAULT_REFERRAL_AMOUNT = 40;
export const CREDIT_PREPAY_LIST_ROWS = 5;
export const MAX_TESTIMONIAL_PHOTOS = 1;
export const WECHAT_POLL_INTERVAL_MS = 2000;
export const WECHAT_POLL_LIMIT = 30;

/** Field lengths for the shared address form (shell-and-account §9). */
export const ADDRESS_LIMITS = {
  name: 50,
  organization: 60,
  addressLine: 100,
  city: 40,
  stateText: 30,
  zip: 9,
  phoneMin: 7,
  phoneMax: 25,
} as const;

/** Passwords: the spec leaves the minimum unshown; see docs/decisions.md. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PAYMENT_METHOD = {
  credits: 1,
  creditCard: 3,
  free: 4,
  payPal: 6,
  bankTransfer: 9,
  alipay: 19,
  boleto: 20,
  unionPay: 21,
  localPayPal: 22,
  localCard: 23,
  weChat: 25,
  voucher: 26,
  webPay: 27,
  qrPay: 28,
} as const;

export const SERVICE_TYPES = ['editing', 'translation', 'formatting', 'figures', 'journalrec', 'promotion'] as const;
export type TServiceType = (typeof SERVICE_TYPES)[number];

export const CUSTOMER_GOAL_REWORK = 'rework';
export const CUSTOMER_GOAL_MULTIMEDIA = 'multimedia services';
export const DEFAULT_STYLE_OF_ENGLISH = 'American';

/** The partner-society code whose visitors get the revenue-share greeting on the start steps (docs/decisions.md). */
export const REVENUE_SHARE_PROMO_CODE = 'SOCIETY15';
/** Marketing links carry a promo code in this query parameter of the start steps. */
export const PROMO_CODE_QUERY_PARAMETER = 'promo';

/** Country id that the local (Brazilian) provider's methods are restricted to. */
export const BRAZIL_COUNTRY_ID = 32;

export const FEATURE_FLAGS = [
  'curie_is_launched',
  'rubriq_ui_hosted_on_new_site',
  'prepay_enabled',
  'new_login',
  'wechat_sso',
  'captcha',
  'upload_files_ui',
  'show_express_service_options',
  'chinese_digital_translation',
  'service_bundles',
] as const;
export type TFeatureFlag = (typeof FEATURE_FLAGS)[number];

export const ADDRESS_LABELS = ['billing', 'invoice'] as const;
export type TAddressLabel = (typeof ADDRESS_LABELS)[number];

/** The order form's steps in their order (order-form-and-checkout §2); a plain list, apart from its schemas. */
export const ORDER_FORM_STEPS = [
  'get-started',
  'rework-get-started',
  'manuscript-services',
  'multimedia-services',
  'additional-services',
  'service-bundles',
  'details',
  'duplicate-order',
  'price-quote-completed',
  'payment-details',
] as const;
