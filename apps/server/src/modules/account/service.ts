import {
  DEFAULT_CURRENCY,
  LOCALE_TO_SEGMENT,
  MESSAGE,
  makeSavedAddressSchema,
  type TAddress,
  type TAddressRequest,
  type TUpdateDetailsRequest,
  type TUser,
  toLocale,
  ZUpdateDetailsRequest,
} from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError, fieldErrorsOf } from '../../platform/errors.ts';
import type { TAuth, TUserRow } from '../../platform/sessions.ts';
import { type TCatalogueService, toPreferredGroup } from '../catalogue/service.ts';
import { countOrders } from '../orders/service.ts';
import { addresses, users } from './table.ts';

export const FOUND_US_OPTIONS = [
  'found-us-search-engine',
  'found-us-colleague',
  'found-us-journal',
  'found-us-conference',
  'found-us-university',
  'found-us-social-media',
  'found-us-other',
];

export function createAccountService(db: Db, config: TConfig, catalogue: TCatalogueService) {
  async function toAddress(row: typeof addresses.$inferSelect): Promise<TAddress> {
    const country = await catalogue.findCountry(row.countryId);
    return {
      id: row.id,
      label: row.label,
      name: row.name,
      organization: row.organization,
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      state: row.state,
      zip: row.zip,
      phone: row.phone,
      country: country
        ? { value: country.value, label: country.label, iso: country.iso, states: country.states }
        : { value: row.countryId, label: '', iso: '', states: [] },
    };
  }

  async function listAddresses(tx: DbOrTx, userId: number): Promise<TAddress[]> {
    const rows = await tx.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
    return Promise.all(rows.map(toAddress));
  }

  /** Builds the user record the spec describes from the row and what hangs off it. */
  async function toUserView(tx: DbOrTx, row: TUserRow, auth: Pick<TAuth, 'impersonatorId'> | null): Promise<TUser> {
    const [currency, country, localization, userAddresses, numberOfOrders, group, impersonator] = await Promise.all([
      catalogue.findCurrency(row.currencyIso),
      catalogue.findCountry(row.countryId),
      catalogue.findLocalization(row.localization),
      listAddresses(tx, row.id),
      countOrders(tx, row.id),
      row.preferredGroupId ? catalogue.findGroupById(tx, row.preferredGroupId) : Promise.resolve(undefined),
      auth?.impersonatorId
        ? tx.select({ identity: users.identity }).from(users).where(eq(users.id, auth.impersonatorId))
        : Promise.resolve([]),
    ]);
    const language = toLocale(row.language);
    const missingFields = [
      !row.firstName && 'firstName',
      !row.lastName && 'lastName',
      !row.countryId && 'country',
      !row.currencyIso && 'currency',
    ].filter((f): f is string => Boolean(f));
    const fallbackCurrency = { ...DEFAULT_CURRENCY, shortName: 'USD', name: 'US Dollar', sign: '$' };
    const siteLocalization = config.siteLocalization;
    return {
      loggedIn: true,
      identity: row.identity,
      active: row.active,
      email: row.email,
      secondaryEmail: row.secondaryEmail,
      title: row.title,
      firstName: row.firstName,
      lastName: row.lastName,
      fullName: [row.firstName, row.lastName].filter(Boolean).join(' '),
      institution: row.institution,
      phoneNumber: row.phoneNumber,
      orcid: row.orcid,
      foundUs: row.foundUs,
      city: userAddresses[0]?.city ?? null,
      country: country?.iso ?? null,
      countryId: row.countryId,
      currency: currency
        ? {
            isoCode: currency.isoCode,
            shortName: currency.shortName,
            name: currency.name,
            sign: currency.sign,
            exchangeRate: currency.exchangeRate,
            numDecimals: currency.numDecimals,
          }
        : fallbackCurrency,
      currencyIso: row.currencyIso,
      language,
      localization: row.localization,
      optinToMarketing: row.optinToMarketing,
      customerSince: row.createdAt.toISOString(),
      homeDirectory: `/${LOCALE_TO_SEGMENT[language]}/researcher`,
      missingFields,
      addresses: userAddresses,
      numberOfOrders,
      preferredGroup: group ? toPreferredGroup(group, row.preferredGroupDiscountUsed) : null,
      showCheckSpamMessage: row.showCheckSpamMessage,
      creditNotesLocked: row.creditNotesLocked,
      localizationMismatch: row.localizationMismatch,
      requiresLocalizationRedirect: Boolean(localization?.siteUrl) && row.localization !== siteLocalization,
      excludeFromDelinquentCheck: row.excludeFromDelinquentCheck,
      hideInvoices: row.hideInvoices,
      overrideDownloadAvailable: row.overrideDownloadAvailable,
      changePasswordEnabled: row.changePasswordEnabled,
      languageAssessmentEnabled: row.languageAssessmentEnabled,
      hasLocalIdentity: row.passwordHash !== null,
      hasRewards: row.hasRewards,
      totalRewardPoints: row.totalRewardPoints,
      referralCode: row.referralCode,
      impersonatorIdentity: impersonator[0]?.identity ?? null,
      orderFormInProgress: false,
      wfoeMigrationStatus: {
        acceptedTermsOfService: row.wfoeAcceptedTosAt !== null,
        migrated: row.wfoeMigrated,
        inMigratingGroup: row.wfoeInMigratingGroup,
        optedIn: row.wfoeOptedIn,
        optedOut: row.wfoeOptedOut,
        hasUnpaidInvoices: false,
        migrationEligible: row.wfoeInMigratingGroup && !row.wfoeMigrated,
        noticeSkipped: false,
      },
    };
  }

  async function findUserRow(tx: DbOrTx, userId: number): Promise<TUserRow> {
    const [row] = await tx.select().from(users).where(eq(users.id, userId));
    if (!row) throw AppError.notFound();
    return row;
  }

  async function validateAddress(input: TAddressRequest) {
    const schema = makeSavedAddressSchema(await catalogue.countryHasStates());
    const result = schema.safeParse(input);
    if (!result.success) throw AppError.invalid(fieldErrorsOf(result.error.issues));
    const country = await catalogue.findCountry(result.data.country);
    if (!country) throw AppError.invalid({ country: MESSAGE.countryRequired });
    if (country.states.length > 0 && !country.states.some((s) => s.value === result.data.state)) {
      throw AppError.invalid({ state: MESSAGE.stateRequired });
    }
    return result.data;
  }

  return {
    toUserView,
    findUserRow,

    async updateDetails(auth: TAuth, input: TUpdateDetailsRequest): Promise<TUser> {
      const details = ZUpdateDetailsRequest.parse(input);
      if (!(await catalogue.findCountry(details.countryId))) throw AppError.invalid({ countryId: MESSAGE.countryRequired });
      const currency = await catalogue.findCurrency(details.currencyIso);
      if (!currency?.isSelectable) throw AppError.invalid({ currencyIso: MESSAGE.currencyRequired });
      const [row] = await db
        .update(users)
        .set({
          title: details.title ?? null,
          firstName: details.firstName,
          lastName: details.lastName,
          institution: details.institution ?? null,
          phoneNumber: details.phoneNumber ?? null,
          secondaryEmail: details.secondaryEmail ?? null,
          orcid: details.orcid ?? null,
          foundUs: details.foundUs ?? null,
          countryId: details.countryId,
          currencyIso: currency.isoCode,
          language: details.language,
          optinToMarketing: details.optinToMarketing,
          active: details.active,
          updatedAt: new Date(),
        })
        .where(eq(users.id, auth.user.id))
        .returning();
      if (!row) throw AppError.notFound();
      // Not inside a transaction: the view reads the catalogue through `db`, which on PGlite's single
      // connection would wait forever for the transaction to end.
      return toUserView(db, row, auth);
    },

    async createAddress(userId: number, input: TAddressRequest): Promise<TAddress> {
      const address = await validateAddress(input);
      const [row] = await db
        .insert(addresses)
        .values({ ...address, countryId: address.country, userId })
        .returning();
      if (!row) throw new Error('address not stored');
      return toAddress(row);
    },

    async updateAddress(userId: number, id: number, input: TAddressRequest): Promise<TAddress> {
      const address = await validateAddress(input);
      const [row] = await db
        .update(addresses)
        .set({ ...address, countryId: address.country, updatedAt: new Date() })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      if (!row) throw AppError.notFound();
      return toAddress(row);
    },

    async deleteAddress(userId: number, id: number): Promise<void> {
      const deleted = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      if (deleted.length === 0) throw AppError.notFound();
    },

    async joinGroup(auth: TAuth, groupCode: string) {
      const group = await catalogue.findActiveGroupByCode(db, groupCode);
      if (!group) throw new AppError(422, MESSAGE.groupCodeUnknown);
      await db
        .update(users)
        .set({ preferredGroupId: group.id, preferredGroupDiscountUsed: false, updatedAt: new Date() })
        .where(eq(users.id, auth.user.id));
      return toPreferredGroup(group, false);
    },

    async leaveGroup(auth: TAuth): Promise<void> {
      await db.update(users).set({ preferredGroupId: null, updatedAt: new Date() }).where(eq(users.id, auth.user.id));
    },

    async hideCheckSpamMessage(auth: TAuth): Promise<TUser> {
      const [row] = await db
        .update(users)
        .set({ showCheckSpamMessage: false, updatedAt: new Date() })
        .where(eq(users.id, auth.user.id))
        .returning();
      if (!row) throw AppError.notFound();
      return toUserView(db, row, auth);
    },

    /** Accepting twice keeps the first acceptance time. */
    async acceptWfoeTerms(auth: TAuth): Promise<TUser> {
      if (!auth.user.wfoeInMigratingGroup) throw new AppError(409, 'wfoe-not-in-migrating-group');
      await db
        .update(users)
        .set({ wfoeAcceptedTosAt: sql`coalesce(${users.wfoeAcceptedTosAt}, now())`, wfoeOptedIn: true, updatedAt: new Date() })
        .where(eq(users.id, auth.user.id));
      return toUserView(db, await findUserRow(db, auth.user.id), auth);
    },
  };
}

export type TAccountService = ReturnType<typeof createAccountService>;
