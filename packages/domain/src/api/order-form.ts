import { z } from 'zod';
import { ORDER_FORM_STEPS, SERVICE_TYPES } from '../constants.ts';
import { DELIVERY_TIERS } from '../rules/order-form/delivery.ts';
import { MAX_DETAILS_WORD_COUNT, MAX_WORD_COUNT_INPUT } from '../rules/order-form/word-count.ts';
import { ORDER_KINDS } from '../rules/re-edit.ts';
import { ZCurrency, ZEmail } from './common.ts';

/**
 * The order form's API (order-form-and-checkout §7, up to the payment step). Money is integer minor
 * units of `currency`; dates are ISO 8601 strings. Message keys follow messages.ts conventions.
 */

export const ZStepName = z.enum(ORDER_FORM_STEPS);
export type TStepName = z.infer<typeof ZStepName>;

export const ZStepLink = z.object({ name: ZStepName, url: z.string() });
export const ZSteps = z.object({
  list: z.array(ZStepLink),
  current: ZStepLink,
  next: ZStepLink.nullable(),
  previous: ZStepLink.nullable(),
});

export const ZCustomerGoal = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  requiresWordCount: z.boolean(),
});

export const ZManuscriptLanguage = z.object({ id: z.number().int(), name: z.string(), iso: z.string() });

export const FILE_KINDS = ['main', 'figure', 'table', 'main-reference', 'figure-reference', 'table-reference'] as const;
export const ZFileKind = z.enum(FILE_KINDS);
export const ZOrderFile = z.object({
  identity: z.uuid(),
  name: z.string(),
  kind: ZFileKind,
  size: z.number().int(),
  expired: z.boolean(),
  wordCount: z.number().int().nullable(),
  languageId: z.number().int().nullable(),
  uploadedAt: z.string(),
});
export type TOrderFile = z.infer<typeof ZOrderFile>;

export const ZServiceOption = z.object({
  id: z.number().int(),
  price: z.number().int(),
  rush: z.boolean(),
  deliveryTier: z.enum(DELIVERY_TIERS),
  timelineDays: z.number().int(),
  deadline: z.string(),
  figureCount: z.number().int().nullable(),
  tableCount: z.number().int().nullable(),
});

export const SERVICE_CATEGORIES = ['manuscript', 'rework', 'multimedia', 'additional', 'concierge', 'addon'] as const;
export const ZService = z.object({
  identity: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum([...SERVICE_TYPES, 'other']),
  category: z.enum(SERVICE_CATEGORIES),
  addOn: z.boolean(),
  featured: z.boolean(),
  recommended: z.boolean(),
  disabled: z.boolean(),
  selected: z.boolean(),
  quantity: z.number().int(),
  optionsDeterminedByCount: z.boolean(),
  wordCount: z.object({ min: z.number().int(), max: z.number().int().nullable() }),
  serviceOptions: z.array(ZServiceOption),
  canBeRemovedFromOrder: z.boolean(),
  requiresQuote: z.boolean(),
});
export type TService = z.infer<typeof ZService>;

export const ZLineItem = z.object({
  serviceIdentity: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  deliveryTier: z.enum(DELIVERY_TIERS),
  listPrice: z.number().int(),
  discountAmount: z.number().int(),
  totalPrice: z.number().int(),
});
export type TLineItem = z.infer<typeof ZLineItem>;

export const DISCOUNT_KINDS = ['promotional-code', 'preferred-group', 're-edit', 'service', 'bundle'] as const;
export const ZDiscount = z.object({
  id: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  code: z.string().nullable(),
  description: z.string(),
  amount: z.number(),
  percentBased: z.boolean(),
  endDate: z.string().nullable(),
  applied: z.boolean(),
  appliedAmount: z.number().int(),
  removable: z.boolean(),
});
export type TDiscount = z.infer<typeof ZDiscount>;

export const ZDelivery = z.object({
  tier: z.enum(DELIVERY_TIERS),
  deadline: z.string().nullable(),
  rushDeadline: z.string().nullable(),
  expressDeadline: z.string().nullable(),
  rushAvailable: z.boolean(),
  expressAvailable: z.boolean(),
  rushPriceDifference: z.number().int().nullable(),
  expressPriceDifference: z.number().int().nullable(),
});

export const ZBundleQuestion = z.object({
  id: z.number().int(),
  term: z.string(),
  label: z.string(),
  type: z.enum(['multiple-choice', 'journal-select', 'int', 'toggle']),
  choices: z.array(z.object({ value: z.string(), label: z.string() })),
});

const ZPricePair = z.object({ listPrice: z.number().int(), price: z.number().int() });

export const ZServiceBundle = z.object({
  id: z.number().int(),
  name: z.string(),
  primaryServiceName: z.string(),
  services: z.array(z.object({ identity: z.string(), name: z.string(), type: z.enum([...SERVICE_TYPES, 'other']) })),
  addOns: z.array(z.object({ identity: z.string(), name: z.string(), price: z.number().int(), selected: z.boolean() })),
  discount: z.object({ percent: z.number(), isApplicable: z.boolean() }),
  prices: z.object({ standard: ZPricePair, rush: ZPricePair.nullable(), express: ZPricePair.nullable() }),
  turnaroundDays: z.number().int(),
  deadlines: z.object({ standard: z.string(), rush: z.string().nullable(), express: z.string().nullable() }),
  learnMoreTerms: z.array(z.string()),
});
export type TServiceBundle = z.infer<typeof ZServiceBundle>;

export const ZJournal = z.object({ name: z.string(), url: z.string() });

export const ZDuplicateOrder = z.object({ externalId: z.string(), date: z.string(), title: z.string() });

/** The order a re-edit, touch-up or rework form continues. */
export const ZParentOrder = z.object({ externalId: z.string(), kind: z.enum(ORDER_KINDS).exclude(['original']) });

export const ZAnswerValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

export const ZOrderForm = z.object({
  identity: z.uuid(),
  isAnonymous: z.boolean(),
  currency: ZCurrency,
  hasChosenCurrency: z.boolean(),
  currentStep: ZStepName,
  steps: ZSteps,
  customerGoal: ZCustomerGoal.nullable(),
  customerGoals: z.array(ZCustomerGoal),
  uploadLater: z.boolean(),
  manuscripts: z.object({
    main: z.array(ZOrderFile),
    figures: z.array(ZOrderFile),
    tables: z.array(ZOrderFile),
    references: z.array(ZOrderFile),
  }),
  wordCount: z.number().int().nullable(),
  calculatedWordCount: z.number().int().nullable(),
  manuscriptLanguageId: z.number().int().nullable(),
  detectedLanguageId: z.number().int().nullable(),
  manuscriptLanguages: z.array(ZManuscriptLanguage),
  availableServices: z.array(ZService),
  /** What the selection holds (spec §3): the details step asks for area of study and journal from these. */
  hasTranslation: z.boolean(),
  hasScientificEditing: z.boolean(),
  hasJournalRec: z.boolean(),
  declinedEditing: z.boolean(),
  delivery: ZDelivery,
  lineItems: z.array(ZLineItem),
  discounts: z.array(ZDiscount),
  subtotal: z.number().int(),
  discountTotal: z.number().int(),
  total: z.number().int(),
  deadline: z.string().nullable(),
  noServiceOption: z.boolean(),
  veryLongWordCount: z.boolean(),
  deadlineNotice: z.enum(['custom-editing-deadline', 'custom-translation-deadline']).nullable(),
  deadlineNotices: z.array(
    z.enum([
      'deadline-notice-editing',
      'deadline-notice-multimedia',
      'deadline-notice-translation',
      'deadline-notice-language-2',
    ]),
  ),
  serviceBundle: z.object({
    interested: z.boolean(),
    answers: z.record(z.string(), ZAnswerValue),
    selectedBundleId: z.number().int().nullable(),
  }),
  serviceBundleQuestions: z.array(ZBundleQuestion),
  availableServiceBundles: z.array(ZServiceBundle),
  projectTitle: z.string().nullable(),
  styleOfEnglish: z.enum(['American', 'British']),
  areaOfStudyId: z.number().int().nullable(),
  journal: ZJournal.nullable(),
  answers: z.record(z.string(), ZAnswerValue),
  referralEmails: z.array(z.string()),
  estimateId: z.string().nullable(),
  duplicateOrder: ZDuplicateOrder.nullable(),
  parentOrder: ZParentOrder.nullable(),
  holidays: z.array(z.string()),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type TOrderForm = z.infer<typeof ZOrderForm>;

/** Most saves answer the order form, or an error key. */
export const ZOrderFormResponse = z.object({ error: z.string().nullable(), order: ZOrderForm });
export type TOrderFormResponse = z.infer<typeof ZOrderFormResponse>;

export const ZLoadOrderFormResponse = z.object({
  order: ZOrderForm,
  /** Set when an earlier, unfinished submission is continued (spec §2). */
  warning: z.string().nullable(),
});

const ZWordCount = z.coerce
  .number({ error: 'word-count-range-error' })
  .int({ error: 'word-count-range-error' })
  .min(1, { error: 'word-count-range-error' })
  .max(MAX_DETAILS_WORD_COUNT, { error: 'word-count-range-error' });

export const ZBasicDetailsRequest = z.object({
  customerGoalId: z.number({ error: 'make-a-selection' }).int().positive({ error: 'make-a-selection' }),
  uploadLater: z.boolean().default(false),
  serviceBundlesRequested: z.boolean().default(false),
});

export const ZReworkBasicDetailsRequest = z.object({
  manuscriptLanguageId: z.number({ error: 'value-required' }).int().positive({ error: 'value-required' }),
  wordCount: ZWordCount,
  uploadLater: z.boolean().default(false),
});

export const ZDocumentDetailsResponse = z.object({
  documentDetailsReceived: z.boolean(),
  manuscriptLanguageId: z.number().int().nullable(),
  wordCount: z.number().int().nullable(),
});

export const ZManuscriptDetailsRequest = z.object({
  manuscriptLanguageId: z.number({ error: 'value-required' }).int().positive({ error: 'value-required' }),
  wordCount: ZWordCount,
});

export const ZSelectedServiceRequest = z.object({
  serviceIdentities: z.array(z.string().max(80)).max(20),
  rush: z.boolean().default(false),
  deliveryTier: z.enum(DELIVERY_TIERS).default('standard'),
  declineEditing: z.boolean().default(false),
});

export const ZDeliveryTierRequest = z.object({ rushed: z.boolean(), deliveryTier: z.enum(DELIVERY_TIERS) });
export const ZQuantityRequest = z.object({
  quantity: z
    .number({ error: 'quantity-invalid' })
    .int({ error: 'quantity-invalid' })
    .min(0, { error: 'quantity-invalid' })
    .max(25, { error: 'quantity-invalid' }),
});
export const ZPricingResponse = z.object({ discounts: z.array(ZDiscount), lineItems: z.array(ZLineItem), order: ZOrderForm });

export const ZDiscountCodeResponse = ZPricingResponse.extend({
  error: z.string().nullable(),
  requestedCodeApplied: z.boolean(),
  /** 'coupon-applied-message', 'best-discount-applied' or 'coupon-removed-message'. */
  message: z.string().nullable(),
});

export const ZPromotionalCodeBenefitsResponse = z.object({
  benefits: z.array(z.object({ code: z.string(), description: z.string(), endDate: z.string().nullable() })),
});

export const ZBundleInterestRequest = z.object({ interested: z.boolean() });
export const ZBundleQuestionsRequest = z.object({ answers: z.record(z.string().max(40), ZAnswerValue) });
export const ZBundleQuestionsResponse = z.object({
  error: z.string().nullable(),
  availableServiceBundles: z.array(ZServiceBundle),
  currentStep: ZStepName,
  steps: ZSteps,
});
export const ZSelectBundleRequest = z.object({
  bundleId: z.number().int().positive(),
  selectedServices: z.array(z.string().max(80)).max(20).default([]),
  rush: z.boolean().default(false),
  deliveryTier: z.enum(DELIVERY_TIERS).default('standard'),
});

export const ZJournalRequest = z.object({
  name: z.string().trim().max(255).default(''),
  url: z
    .string()
    .trim()
    .max(255, { error: 'journal-website-too-long' })
    .refine((v) => v === '' || /^https?:\/\//i.test(v), { error: 'journal-website-invalid' })
    .default(''),
});

export const ZDetailsRequest = z.union([
  z.object({ currencyIso: z.string().length(3) }),
  z.object({
    projectTitle: z.string().trim().max(512, { error: 'field-too-long?max=512' }).optional(),
    styleOfEnglish: z.enum(['American', 'British']).optional(),
    areaOfStudyId: z.number().int().positive().nullable().optional(),
    journal: ZJournalRequest.nullable().optional(),
    answers: z.record(z.string().max(40), ZAnswerValue).default({}),
    /** The duplicate-order step: 'new' continues, anything else sends the researcher to support. */
    duplicateChoice: z.enum(['new', 'existing']).optional(),
  }),
]);

export const ZStepRequest = z.object({ step: ZStepName });
export const ZReferralEmailsRequest = z.object({ referralEmails: z.string().max(4000) });
export const ZReferralEmailsResponse = z.object({ referralEmails: z.array(z.string()), error: z.string().nullable() });

export const ZBinPriceQuery = z.object({
  newWordCount: z.coerce
    .number({ error: 'word-count-range-error' })
    .int({ error: 'word-count-range-error' })
    .min(0, { error: 'word-count-range-error' })
    .max(MAX_WORD_COUNT_INPUT, { error: 'word-count-range-error' }),
});
export const ZBinPriceResponse = z.object({
  newService: z.object({ newWordBin: z.string(), total: z.number().int() }).nullable(),
  error: z.string().nullable(),
});
export const ZUpdateWordCountRequest = z.object({
  newWordCount: z
    .number({ error: 'value-required' })
    .int({ error: 'word-count-range-error' })
    .min(0, { error: 'word-count-range-error' })
    .min(1, { error: 'value-cannot-be-zero' })
    .max(MAX_WORD_COUNT_INPUT, { error: 'word-count-range-error' }),
});

export const ZPriceQuoteEmailRequest = z.object({ email: ZEmail.optional() });
export const ZPriceQuoteEmailResponse = z.object({ recipientEmail: z.string() });

export const ZServiceDetailsQuery = z.object({ serviceIdentities: z.string().max(2000) });
export const ZServiceQuestion = z.object({
  identity: z.string(),
  label: z.string(),
  type: z.enum(['text', 'textarea', 'multiple-choice', 'select', 'toggle', 'int']),
  required: z.boolean(),
  choices: z.array(z.object({ value: z.string(), label: z.string() })),
  followUpQuestionIdentities: z.array(z.string()),
  englishOnly: z.boolean(),
});
export const ZServiceDetailsResponse = z.object({
  fileTypes: z.array(z.string()),
  journalDetails: z.object({ requested: z.boolean(), required: z.boolean() }),
  questions: z.array(ZServiceQuestion),
  questionsRequiringPreviousSelection: z.array(z.string()),
});

export const ZDuplicateQuery = z.object({ title: z.string().trim().min(1).max(512) });
export const ZDuplicateResponse = z.object({ order: ZDuplicateOrder.nullable() });

export const ZAreaOfStudy = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  path: z.array(z.string()),
  isLeaf: z.boolean(),
});
/** GET /api/areas-of-study: the whole tree without `search`; with it (2+ characters) at most 6 leaves. */
export const ZAreasOfStudyQuery = z.object({ search: z.string().max(100).optional() });
/** GET /api/journals: at least 3 characters, the 10 best matches. */
export const ZJournalSearchQuery = z.object({ search: z.string().max(200).default('') });
export const ZAreasOfStudyResponse = z.object({ areasOfStudy: z.array(ZAreaOfStudy) });
export const ZJournalSearchResponse = z.object({
  journals: z.array(z.object({ title: z.string(), url: z.string().nullable() })),
});

export const ZUploadResponse = z.object({ file: ZOrderFile, order: ZOrderForm });
