import {
  DEFAULT_CURRENCY,
  LOCALE_TO_SEGMENT,
  loyaltyProgress,
  MESSAGE,
  makeSavedAddressSchema,
  type TAddress,
  type TAddressRequest,
  type TUpdateDetailsRequest,
  type TUser,
  toLocale,
  ZUpdateDetailsRequest,
} from '@portal/domain';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError, fieldErrorsOf } from '../../platform/errors.ts';
import { column, jsonRow, rowsOf, type TAssert, type TRowAgrees, type TRowType } from '../../platform/kept-read.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { isLiveSession, runSessionRead, selectWithSession, type TAuth, type TUserRow } from '../../platform/sessions.ts';
import { addresses, users } from '../../schema/account.ts';
import { catalogueLanguageOf, type TCatalogueLanguage, type TCatalogueService, toPreferredGroup } from '../catalogue/index.ts';
import { hasPayableInvoicesOf } from '../invoices/index.ts';
import { hasOrderFormInProgressOf } from '../order-form/index.ts';
import { orderCountOf } from '../orders/index.ts';
import { linkedAccountsJsonOf, QUALIFIED_USER_ID, type TLinkedAccountRow, toLinkedAccount } from './linked-accounts-json.ts';

export const FOUND_US_OPTIONS = [
  'found-us-search-engine',
  'found-us-colleague',
  'found-us-journal',
  'found-us-conference',
  'found-us-university',
  'found-us-social-media',
  'found-us-other',
];

/** A saved address as JSON; the country is looked up in the catalogue on the way out. */
const ADDRESS_ROW = jsonRow({
  id: column<number>(addresses.id),
  label: column<(typeof addresses.$inferSelect)['label']>(addresses.label),
  name: column<string>(addresses.name),
  organization: column<string>(addresses.organization),
  address1: column<string>(addresses.address1),
  address2: column<string>(addresses.address2),
  city: column<string>(addresses.city),
  state: column<string>(addresses.state),
  zip: column<string>(addresses.zip),
  phone: column<string>(addresses.phone),
  countryId: column<number>(addresses.countryId),
});
type TAddressFields = TRowType<typeof ADDRESS_ROW>;
type _AddressAgrees = TAssert<TRowAgrees<TAddressFields, TAddress>>;

/** The user's saved addresses as a JSON array, oldest first: a column for a statement correlated on the user. */
export function addressesJsonOf(userId: SQLWrapper): SQL<TAddressFields[]> {
  return rowsOf(
    ADDRESS_ROW,
    (row) => sql`coalesce((
    select json_agg(${row} order by ${addresses.id})
    from ${addresses} where ${addresses.userId} = ${userId}), '[]'::json)`,
  );
}

export function createAccountService(db: Db, config: TConfig, catalogue: TCatalogueService) {
  /** GET /api/account in one statement: the session, the user, their addresses and order count. */
  // Correlated on "users"."id", never on a bare id: drizzle leaves the columns of a one-table select
  // unqualified, and a bare "id" inside the subqueries resolves to the address's or order's own id.
  const extraColumns = {
    numberOfOrders: orderCountOf(QUALIFIED_USER_ID),
    orderFormInProgress: hasOrderFormInProgressOf(QUALIFIED_USER_ID),
    hasUnpaidInvoices: hasPayableInvoicesOf(QUALIFIED_USER_ID),
    addresses: addressesJsonOf(QUALIFIED_USER_ID),
    linkedAccounts: linkedAccountsJsonOf(QUALIFIED_USER_ID),
  };
  const accountRead = selectWithSession(db, extraColumns).where(isLiveSession).prepare('account_read');
  /** The same beside a user row already in hand (after an update, at sign-in). */
  const userExtras = db
    .select(extraColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('account_user_extras');

  async function toAddress(row: TAddressFields): Promise<TAddress> {
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

  /** Builds the user record the spec describes from the row and what hangs off it. */
  type TUserExtras = {
    numberOfOrders: number;
    orderFormInProgress: boolean;
    hasUnpaidInvoices: boolean;
    addresses: TAddressFields[];
    linkedAccounts?: TLinkedAccountRow[];
  };

  async function toUserView(
    row: TUserRow,
    auth: Pick<TAuth, 'impersonatorIdentity'> | null,
    known?: TUserExtras,
    /** The page's language for catalogue texts (the group's name and greeting); the user's own by default. */
    pageLanguage: TCatalogueLanguage = catalogueLanguageOf(row.language),
  ): Promise<TUser> {
    const [extras, currency, country, localization, group] = await Promise.all([
      known ?? userExtras.execute({ userId: row.id }).then(([found]) => found),
      catalogue.findCurrency(row.currencyIso),
      catalogue.findCountry(row.countryId),
      catalogue.findLocalization(row.localization),
      row.preferredGroupId ? catalogue.findGroupById(db, row.preferredGroupId) : Promise.resolve(undefined),
    ]);
    const userAddresses = await Promise.all((extras?.addresses ?? []).map(toAddress));
    const numberOfOrders = extras?.numberOfOrders ?? 0;
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
      // Staff start at the staff console (a staff member acting as a customer is the customer here).
      homeDirectory: `/${LOCALE_TO_SEGMENT[language]}/${row.role === 'staff' ? 'staff' : 'researcher'}`,
      missingFields,
      addresses: userAddresses,
      numberOfOrders,
      preferredGroup: group ? toPreferredGroup(group, row.preferredGroupDiscountUsed, pageLanguage) : null,
      showCheckSpamMessage: row.showCheckSpamMessage,
      submittedTestimonial: row.submittedTestimonialAt !== null,
      creditNotesLocked: row.creditNotesLocked,
      localizationMismatch: row.localizationMismatch,
      requiresLocalizationRedirect: Boolean(localization?.siteUrl) && row.localization !== siteLocalization,
      excludeFromDelinquentCheck: row.excludeFromDelinquentCheck,
      hideInvoices: row.hideInvoices,
      overrideDownloadAvailable: row.overrideDownloadAvailable,
      changePasswordEnabled: row.changePasswordEnabled,
      languageAssessmentEnabled: row.languageAssessmentEnabled,
      hasLocalIdentity: row.passwordHash !== null,
      linkedAccounts: (extras?.linkedAccounts ?? []).map(toLinkedAccount),
      hasRewards: row.hasRewards,
      totalRewardPoints: row.totalRewardPoints,
      loyaltyLevelIdentity: loyaltyProgress(row.totalRewardPoints).level,
      referralCode: row.referralCode,
      impersonatorIdentity: auth?.impersonatorIdentity ?? null,
      isStaff: row.role === 'staff',
      orderFormInProgress: extras?.orderFormInProgress ?? false,
      wfoeMigrationStatus: {
        acceptedTermsOfService: row.wfoeAcceptedTosAt !== null,
        migrated: row.wfoeMigrated,
        inMigratingGroup: row.wfoeInMigratingGroup,
        optedIn: row.wfoeOptedIn,
        optedOut: row.wfoeOptedOut,
        hasUnpaidInvoices: extras?.hasUnpaidInvoices ?? false,
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

    /** GET /api/account: the signed-in user's view, or null without a live session. */
    async readAccount(request: FastifyRequest): Promise<TUser | null> {
      const row = await runSessionRead(request, accountRead);
      return row && toUserView(row.user, row, row, catalogueLanguageOf(requestLocale(request)));
    },

    async updateDetails(auth: TAuth, input: TUpdateDetailsRequest, language?: TCatalogueLanguage): Promise<TUser> {
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
      return toUserView(row, auth, undefined, language);
    },

    /** Whether saved address `id` is the signed-in user's: checked before a request's body is read. */
    async ownsAddress(request: FastifyRequest, id: string): Promise<boolean> {
      const addressId = Number(id);
      if (!request.auth || !Number.isSafeInteger(addressId) || addressId < 1 || addressId > 2_147_483_647) return false;
      const [row] = await db
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.userId, request.auth.user.id)));
      return row !== undefined;
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

    async joinGroup(auth: TAuth, groupCode: string, language: TCatalogueLanguage) {
      const group = await catalogue.findActiveGroupByCode(db, groupCode);
      if (!group) throw new AppError(422, MESSAGE.groupCodeUnknown);
      await db
        .update(users)
        .set({ preferredGroupId: group.id, preferredGroupDiscountUsed: false, updatedAt: new Date() })
        .where(eq(users.id, auth.user.id));
      return toPreferredGroup(group, false, language);
    },

    async leaveGroup(auth: TAuth): Promise<void> {
      await db.update(users).set({ preferredGroupId: null, updatedAt: new Date() }).where(eq(users.id, auth.user.id));
    },

    async hideCheckSpamMessage(auth: TAuth, language?: TCatalogueLanguage): Promise<TUser> {
      const [row] = await db
        .update(users)
        .set({ showCheckSpamMessage: false, updatedAt: new Date() })
        .where(eq(users.id, auth.user.id))
        .returning();
      if (!row) throw AppError.notFound();
      return toUserView(row, auth, undefined, language);
    },

    /** Accepting twice keeps the first acceptance time. */
    async acceptWfoeTerms(auth: TAuth): Promise<TUser> {
      if (!auth.user.wfoeInMigratingGroup) throw new AppError(409, 'wfoe-not-in-migrating-group');
      await db
        .update(users)
        .set({ wfoeAcceptedTosAt: sql`coalesce(${users.wfoeAcceptedTosAt}, now())`, wfoeOptedIn: true, updatedAt: new Date() })
        .where(eq(users.id, auth.user.id));
      return toUserView(await findUserRow(db, auth.user.id), auth);
    },
  };
}

export type TAccountService = ReturnType<typeof createAccountService>;
