import { z } from 'zod';
import { FEATURE_FLAGS, LANGUAGE_SEGMENTS, LOCALES } from '../constants.ts';

export const ZLocalization = z.object({
  identity: z.string(),
  name: z.string(),
  defaultLanguage: z.enum(LOCALES),
  defaultCurrency: z.string(),
  allowsFapiaoProcessingAfterPayment: z.boolean(),
  /** The other site that serves this localization; null when it is this site. */
  siteUrl: z.string().nullable(),
  /** Loaded as an image at sign-out so the user is signed out on that site too. */
  logoutImageUrl: z.string().nullable(),
});
export type TLocalization = z.infer<typeof ZLocalization>;

export const ZAuthenticationProvider = z.object({
  id: z.string(),
  icon: z.string(),
  name: z.string(),
  supportedLanguages: z.array(z.enum(LOCALES)),
  supportedLocalizations: z.array(z.string()),
});

export const ZSubNavigationItem = z.object({ key: z.string(), path: z.string() });

export const ZApplicationConfig = z.object({
  allowLanguageSelection: z.boolean(),
  authenticationProviders: z.array(ZAuthenticationProvider),
  fapiaoAvailable: z.boolean(),
  institutionInfoMandatory: z.boolean(),
  links: z.record(z.string(), z.string()),
  localAuthEnabled: z.boolean(),
  captchaSiteKey: z.string().nullable(),
  consentScriptUrl: z.string().nullable(),
  referralAmount: z.number(),
  serviceGroups: z.array(z.string()),
  siteLanguages: z.array(z.enum(LANGUAGE_SEGMENTS)),
  subNavigation: z.array(ZSubNavigationItem),
  upsells: z.object({ figures: z.boolean(), formatting: z.boolean(), journalRec: z.boolean() }),
  foundUsOptions: z.array(z.string()),
});

export const ZApplication = z.object({
  adminDomain: z.string(),
  allowedFileTypes: z.array(z.string()),
  allowsAnonymousLanguageAssessment: z.boolean(),
  allowsDigitalEditing: z.boolean(),
  allowsDigitalTranslations: z.boolean(),
  allowsServiceBundles: z.boolean(),
  companyShortName: z.string(),
  currentLocalization: ZLocalization,
  localizations: z.array(ZLocalization),
  hideRushRules: z.boolean(),
  minimumPrepayAmounts: z.record(z.string(), z.number()),
  projectEnvironmentName: z.string(),
  siteLanguage: z.enum(LANGUAGE_SEGMENTS),
  featureFlags: z.record(z.enum(FEATURE_FLAGS), z.boolean()),
  config: ZApplicationConfig,
});
export type TApplication = z.infer<typeof ZApplication>;

/** GET /api/researcher/load: the application plus at most one pending message of each kind. */
export const ZLoadResponse = z.object({
  application: ZApplication,
  error: z.string().optional(),
  info: z.string().optional(),
  success: z.string().optional(),
  warning: z.string().optional(),
});
export type TLoadResponse = z.infer<typeof ZLoadResponse>;

export const ZUpdateLanguageQuery = z.object({ language: z.string().min(2).max(5) });
export const ZUpdateLanguageResponse = z.object({ siteLanguage: z.enum(LANGUAGE_SEGMENTS) });
