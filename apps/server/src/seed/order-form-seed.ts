import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { friendlyPrice } from '../modules/order-form/index.ts';
import type { Tx } from '../platform/db.ts';
import {
  areasOfStudy,
  bundleQuestions,
  customerGoals,
  holidays,
  journals,
  manuscriptLanguages,
  promotionalCodes,
  serviceBundleServices,
  serviceBundles,
  serviceOptionPrices,
  serviceOptions,
  serviceQuestions,
  services,
  wordBins,
} from '../schema/catalogue.ts';
import { areaOfStudyRows } from './areas-of-study.ts';
import { holidayRows } from './holidays.ts';
import { JOURNALS } from './journals.ts';
import {
  BUNDLE_QUESTIONS,
  CUSTOMER_GOALS,
  MANUSCRIPT_LANGUAGES,
  PROMOTIONAL_CODES,
  SERVICE_BUNDLES,
  SERVICE_QUESTIONS,
  SERVICES,
  serviceOptionSeeds,
  WORD_BINS,
} from './order-form-catalogue.ts';
import { CURRENCIES } from './reference-data.ts';

/** `SET col = excluded.col` for the named columns of a multi-row upsert. */
function excluded<T extends PgTable>(table: T, keys: readonly (keyof T['$inferInsert'] & string)[]): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]?.name ?? key}"`)]));
}

/**
 * The order-form catalogue, brought up to date at every start. Texts and structure follow the seed;
 * prices and promotional codes are inserted only when missing, so that edits made in the database
 * survive restarts.
 */
export async function seedOrderFormCatalogue(tx: Tx): Promise<void> {
  await tx
    .insert(manuscriptLanguages)
    .values(MANUSCRIPT_LANGUAGES)
    .onConflictDoUpdate({ target: manuscriptLanguages.id, set: excluded(manuscriptLanguages, ['iso', 'name', 'sortOrder']) });
  await tx
    .insert(customerGoals)
    .values(CUSTOMER_GOALS)
    .onConflictDoUpdate({
      target: customerGoals.id,
      set: excluded(customerGoals, ['key', 'name', 'description', 'requiresWordCount', 'allowsServiceBundles', 'sortOrder']),
    });
  await tx
    .insert(wordBins)
    .values(WORD_BINS)
    .onConflictDoUpdate({ target: wordBins.id, set: excluded(wordBins, ['minWords', 'maxWords']) });

  const serviceRows = SERVICES.map((s) => ({
    id: s.id,
    identity: s.identity,
    type: s.type,
    category: s.category,
    name: s.name,
    description: s.description,
    pricingBasis: s.pricingBasis,
    countKind: s.countKind ?? null,
    languageScope: s.languageScope,
    addOn: s.addOn ?? false,
    featured: s.featured ?? false,
    recommended: s.recommended ?? false,
    requiresQuote: s.requiresQuote ?? false,
    runsInParallel: s.runsInParallel ?? false,
    journalDetails: s.journalDetails ?? 'none',
    fileTypes: s.fileTypes,
    sortOrder: s.sortOrder,
  }));
  await tx
    .insert(services)
    .values(serviceRows)
    .onConflictDoUpdate({
      target: services.id,
      set: excluded(services, [
        'identity',
        'type',
        'category',
        'name',
        'description',
        'pricingBasis',
        'countKind',
        'languageScope',
        'addOn',
        'featured',
        'recommended',
        'requiresQuote',
        'runsInParallel',
        'journalDetails',
        'fileTypes',
        'sortOrder',
      ]),
    });

  const optionSeeds = serviceOptionSeeds();
  const storedOptions = await tx
    .insert(serviceOptions)
    .values(optionSeeds.map(({ usdCents: _usdCents, ...option }) => option))
    .onConflictDoUpdate({
      target: serviceOptions.key,
      set: excluded(serviceOptions, ['serviceId', 'wordBinId', 'quantity', 'deliveryTier', 'timelineDays']),
    })
    .returning({ id: serviceOptions.id, key: serviceOptions.key });
  const optionIdByKey = new Map(storedOptions.map((o) => [o.key, o.id]));
  const priceRows = optionSeeds.flatMap((option) => {
    const optionId = optionIdByKey.get(option.key);
    if (optionId === undefined) return [];
    return CURRENCIES.map((currency) => ({
      optionId,
      currencyIso: currency.isoCode,
      amount: friendlyPrice(option.usdCents, currency),
    }));
  });
  await tx.insert(serviceOptionPrices).values(priceRows).onConflictDoNothing();

  await tx
    .insert(bundleQuestions)
    .values(BUNDLE_QUESTIONS)
    .onConflictDoUpdate({
      target: bundleQuestions.id,
      set: excluded(bundleQuestions, ['term', 'label', 'type', 'choices', 'sortOrder']),
    });
  await tx
    .insert(serviceBundles)
    .values(SERVICE_BUNDLES.map(({ services: _services, addOns: _addOns, ...bundle }) => bundle))
    .onConflictDoUpdate({
      target: serviceBundles.id,
      set: excluded(serviceBundles, [
        'key',
        'name',
        'primaryServiceId',
        'discountPercent',
        'matchChoices',
        'languageScope',
        'learnMoreTerms',
        'sortOrder',
      ]),
    });
  const bundleServiceRows = SERVICE_BUNDLES.flatMap((bundle) => [
    ...bundle.services.map((serviceId, index) => ({
      bundleId: bundle.id,
      serviceId,
      role: 'included' as const,
      sortOrder: index + 1,
    })),
    ...bundle.addOns.map((serviceId, index) => ({
      bundleId: bundle.id,
      serviceId,
      role: 'addon' as const,
      sortOrder: index + 1,
    })),
  ]);
  await tx
    .insert(serviceBundleServices)
    .values(bundleServiceRows)
    .onConflictDoUpdate({
      target: [serviceBundleServices.bundleId, serviceBundleServices.serviceId],
      set: excluded(serviceBundleServices, ['role', 'sortOrder']),
    });

  await tx
    .insert(areasOfStudy)
    .values(areaOfStudyRows())
    .onConflictDoUpdate({ target: areasOfStudy.id, set: excluded(areasOfStudy, ['parentId', 'name', 'sortOrder']) });
  await tx
    .insert(holidays)
    .values(holidayRows())
    .onConflictDoUpdate({ target: holidays.date, set: excluded(holidays, ['name']) });
  await tx
    .insert(journals)
    .values(JOURNALS)
    .onConflictDoUpdate({ target: journals.title, set: excluded(journals, ['url']) });
  await tx.insert(promotionalCodes).values(PROMOTIONAL_CODES).onConflictDoNothing();
  await tx
    .insert(serviceQuestions)
    .values(SERVICE_QUESTIONS)
    .onConflictDoUpdate({
      target: serviceQuestions.identity,
      set: excluded(serviceQuestions, [
        'serviceId',
        'label',
        'type',
        'isRequired',
        'choices',
        'followUpIdentities',
        'requiresPreviousSelection',
        'sortOrder',
      ]),
    });
}
