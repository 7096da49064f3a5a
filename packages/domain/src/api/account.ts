import { z } from 'zod';
import { LOCALES } from '../constants.ts';
import { MESSAGE, withParams } from '../messages.ts';
import { ZAddressFields } from '../rules/address.ts';
import { optionalText, requiredText, ZCountry, ZCurrency } from './common.ts';
import { ZLinkedAccount } from './linked-account.ts';

export const ZPreferredGroup = z.object({
  code: z.string(),
  name: z.string(),
  discount: z.number(),
  percentageDiscount: z.boolean(),
  shareable: z.boolean(),
  membershipDisplayed: z.boolean(),
  greetingText: z.string().nullable(),
  discountUsed: z.boolean(),
  isFreeTrial: z.boolean(),
});
export type TPreferredGroup = z.infer<typeof ZPreferredGroup>;

export const ZWfoeMigrationStatus = z.object({
  acceptedTermsOfService: z.boolean(),
  migrated: z.boolean(),
  inMigratingGroup: z.boolean(),
  optedOut: z.boolean(),
  optedIn: z.boolean(),
  hasUnpaidInvoices: z.boolean(),
  migrationEligible: z.boolean(),
  noticeSkipped: z.boolean(),
});
export type TWfoeMigrationStatus = z.infer<typeof ZWfoeMigrationStatus>;

export const ZAddress = ZAddressFields.omit({ country: true }).extend({
  id: z.number().int(),
  country: ZCountry,
});
export type TAddress = z.infer<typeof ZAddress>;

export const ZAddressRequest = ZAddressFields;
export type TAddressRequest = z.input<typeof ZAddressRequest>;

export const ZUser = z.object({
  loggedIn: z.literal(true),
  identity: z.uuid(),
  active: z.boolean(),
  email: z.string(),
  secondaryEmail: z.string().nullable(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  institution: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  orcid: z.string().nullable(),
  foundUs: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  countryId: z.number().int().nullable(),
  currency: ZCurrency,
  currencyIso: z.string().nullable(),
  language: z.enum(LOCALES),
  localization: z.string(),
  optinToMarketing: z.boolean(),
  customerSince: z.string(),
  homeDirectory: z.string(),
  missingFields: z.array(z.string()),
  addresses: z.array(ZAddress),
  numberOfOrders: z.number().int(),
  preferredGroup: ZPreferredGroup.nullable(),
  showCheckSpamMessage: z.boolean(),
  /** The researcher has sent a testimonial (shell and account §3). */
  submittedTestimonial: z.boolean(),
  creditNotesLocked: z.boolean(),
  localizationMismatch: z.boolean(),
  requiresLocalizationRedirect: z.boolean(),
  excludeFromDelinquentCheck: z.boolean(),
  hideInvoices: z.boolean(),
  overrideDownloadAvailable: z.boolean(),
  changePasswordEnabled: z.boolean(),
  languageAssessmentEnabled: z.boolean(),
  hasLocalIdentity: z.boolean(),
  /** The social sign-in identities linked to the account (ORCID, Google). */
  linkedAccounts: z.array(ZLinkedAccount),
  hasRewards: z.boolean(),
  totalRewardPoints: z.number().int(),
  /** The loyalty level the total reaches (level1 to level6, rules/loyalty.ts). */
  loyaltyLevelIdentity: z.string(),
  referralCode: z.string(),
  impersonatorIdentity: z.string().nullable(),
  /** A staff member's own session (not set while acting as a customer): the staff console is open to them. */
  isStaff: z.boolean(),
  orderFormInProgress: z.boolean(),
  wfoeMigrationStatus: ZWfoeMigrationStatus,
});
export type TUser = z.infer<typeof ZUser>;

export const ZAnonymousUser = z.object({ loggedIn: z.literal(false) });
export const ZAccountResponse = z.object({
  user: z.discriminatedUnion('loggedIn', [ZUser, ZAnonymousUser]),
  foundUsOptions: z.array(z.string()),
});
export type TAccountResponse = z.infer<typeof ZAccountResponse>;

/** PUT /api/account/{identity}/update-details. `active: false` closes the account. */
export const ZUpdateDetailsRequest = z.object({
  title: optionalText(20),
  firstName: requiredText(50, MESSAGE.firstNameRequired),
  lastName: requiredText(50, MESSAGE.lastNameRequired),
  institution: optionalText(120),
  phoneNumber: optionalText(25),
  secondaryEmail: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.email({ error: MESSAGE.emailInvalid }).optional()),
  orcid: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .regex(/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/, { error: 'orcid-invalid' })
        .optional(),
    ),
  foundUs: optionalText(100),
  countryId: z.coerce.number({ error: MESSAGE.countryRequired }).int().positive({ error: MESSAGE.countryRequired }),
  currencyIso: z.string({ error: MESSAGE.currencyRequired }).length(3, { error: MESSAGE.currencyRequired }),
  language: z.enum(LOCALES, { error: MESSAGE.languageRequired }),
  optinToMarketing: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type TUpdateDetailsRequest = z.input<typeof ZUpdateDetailsRequest>;
export const ZUpdateDetailsResponse = z.object({ userDetails: ZUser });

export const ZAddressResponse = z.object({ address: ZAddress });
export const ZDeleteResponse = z.object({ deleted: z.literal(true) });

export const ZCountriesResponse = z.object({ countries: z.array(ZCountry) });
export const ZCurrenciesResponse = z.object({ currencies: z.array(ZCurrency) });

export const ZOrderCountResponse = z.object({ numberOfOrders: z.number().int() });

export const ZJoinGroupRequest = z.object({
  groupCode: z
    .string({ error: MESSAGE.groupCodeRequired })
    .trim()
    .min(1, { error: MESSAGE.groupCodeRequired })
    .max(40, { error: withParams(MESSAGE.fieldTooLong, { max: 40 }) }),
});
export type TJoinGroupRequest = z.infer<typeof ZJoinGroupRequest>;
export const ZPreferredGroupResponse = z.object({
  error: z.string().nullable(),
  preferredGroup: ZPreferredGroup.nullable(),
});

export const ZUserResponse = z.object({ user: ZUser });
export const ZWfoeAcceptedResponse = z.object({ wfoeMigrationStatus: ZWfoeMigrationStatus });
