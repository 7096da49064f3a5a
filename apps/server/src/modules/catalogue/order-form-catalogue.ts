import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import {
  areasOfStudy,
  bundleQuestions,
  customerGoals,
  holidays,
  journals,
  manuscriptLanguages,
  serviceBundleServices,
  serviceBundles,
  serviceOptionPrices,
  serviceOptions,
  serviceQuestions,
  services,
  wordBins,
} from '../../schema/catalogue.ts';
import type { TLocalizedText } from './localized-text.ts';

export type TCatalogueOption = {
  id: number;
  wordBinId: number | null;
  minWords: number | null;
  maxWords: number | null;
  quantity: number | null;
  deliveryTier: 'standard' | 'rush' | 'express';
  timelineDays: number;
  prices: Record<string, number>;
};

export type TCatalogueServiceRecord = typeof services.$inferSelect & { options: TCatalogueOption[] };
export type TCatalogueBundle = typeof serviceBundles.$inferSelect & {
  includedServiceIds: number[];
  addOnServiceIds: number[];
};
export type TCatalogueArea = typeof areasOfStudy.$inferSelect & { isLeaf: boolean };
export type TCatalogueQuestion = typeof serviceQuestions.$inferSelect;
export type TWordBinRecord = typeof wordBins.$inferSelect;

/** The order form's part of the catalogue, read whole: a few thousand small rows. */
export type TOrderFormCatalogue = {
  languages: (typeof manuscriptLanguages.$inferSelect)[];
  goals: (typeof customerGoals.$inferSelect)[];
  wordBins: TWordBinRecord[];
  services: TCatalogueServiceRecord[];
  serviceByIdentity: Map<string, TCatalogueServiceRecord>;
  serviceById: Map<number, TCatalogueServiceRecord>;
  bundles: TCatalogueBundle[];
  bundleQuestions: (typeof bundleQuestions.$inferSelect)[];
  areas: TCatalogueArea[];
  areaById: Map<number, TCatalogueArea>;
  holidays: string[];
  holidaySet: ReadonlySet<string>;
  journals: { title: string; url: string | null }[];
  questionsByServiceId: Map<number, TCatalogueQuestion[]>;
};

export async function readOrderFormCatalogue(db: DbOrTx): Promise<TOrderFormCatalogue> {
  const [
    languageRows,
    goalRows,
    binRows,
    serviceRows,
    optionRows,
    priceRows,
    bundleRows,
    bundleServiceRows,
    questionRows,
    areaRows,
    holidayRows,
    journalRows,
    serviceQuestionRows,
  ] = await Promise.all([
    db
      .select()
      .from(manuscriptLanguages)
      .where(eq(manuscriptLanguages.isActive, true))
      .orderBy(asc(manuscriptLanguages.sortOrder)),
    db.select().from(customerGoals).where(eq(customerGoals.isActive, true)).orderBy(asc(customerGoals.sortOrder)),
    db.select().from(wordBins).orderBy(asc(wordBins.minWords)),
    db.select().from(services).where(eq(services.isActive, true)).orderBy(asc(services.sortOrder), asc(services.id)),
    db.select().from(serviceOptions).where(eq(serviceOptions.isActive, true)).orderBy(asc(serviceOptions.id)),
    db.select().from(serviceOptionPrices),
    db.select().from(serviceBundles).where(eq(serviceBundles.isActive, true)).orderBy(asc(serviceBundles.sortOrder)),
    db.select().from(serviceBundleServices).orderBy(asc(serviceBundleServices.sortOrder)),
    db.select().from(bundleQuestions).orderBy(asc(bundleQuestions.sortOrder)),
    db.select().from(areasOfStudy).orderBy(asc(areasOfStudy.sortOrder), asc(areasOfStudy.id)),
    db.select().from(holidays).orderBy(asc(holidays.date)),
    db.select({ title: journals.title, url: journals.url }).from(journals).orderBy(asc(journals.title)),
    db.select().from(serviceQuestions).orderBy(asc(serviceQuestions.sortOrder), asc(serviceQuestions.id)),
  ]);

  const binById = new Map(binRows.map((b) => [b.id, b]));
  const pricesByOption = new Map<number, Record<string, number>>();
  for (const p of priceRows) {
    const prices = pricesByOption.get(p.optionId) ?? {};
    prices[p.currencyIso] = p.amount;
    pricesByOption.set(p.optionId, prices);
  }
  const optionsByService = new Map<number, TCatalogueOption[]>();
  for (const o of optionRows) {
    const bin = o.wordBinId === null ? undefined : binById.get(o.wordBinId);
    const list = optionsByService.get(o.serviceId) ?? [];
    list.push({
      id: o.id,
      wordBinId: o.wordBinId,
      minWords: bin?.minWords ?? null,
      maxWords: bin?.maxWords ?? null,
      quantity: o.quantity,
      deliveryTier: o.deliveryTier,
      timelineDays: o.timelineDays,
      prices: pricesByOption.get(o.id) ?? {},
    });
    optionsByService.set(o.serviceId, list);
  }
  const serviceList = serviceRows.map((s) => ({ ...s, options: optionsByService.get(s.id) ?? [] }));
  const serviceById = new Map(serviceList.map((s) => [s.id, s]));

  const bundles = bundleRows
    .filter((b) => serviceById.has(b.primaryServiceId))
    .map((b) => {
      const members = bundleServiceRows.filter((m) => m.bundleId === b.id && serviceById.has(m.serviceId));
      return {
        ...b,
        includedServiceIds: members.filter((m) => m.role === 'included').map((m) => m.serviceId),
        addOnServiceIds: members.filter((m) => m.role === 'addon').map((m) => m.serviceId),
      };
    });

  const parentIds = new Set(areaRows.map((a) => a.parentId).filter((id): id is number => id !== null));
  const areas = areaRows.map((a) => ({ ...a, isLeaf: !parentIds.has(a.id) }));

  const questionsByServiceId = new Map<number, TCatalogueQuestion[]>();
  for (const q of serviceQuestionRows) {
    const list = questionsByServiceId.get(q.serviceId) ?? [];
    list.push(q);
    questionsByServiceId.set(q.serviceId, list);
  }

  const holidayDates = holidayRows.map((h) => h.date);
  return {
    languages: languageRows,
    goals: goalRows,
    wordBins: binRows,
    services: serviceList,
    serviceByIdentity: new Map(serviceList.map((s) => [s.identity, s])),
    serviceById,
    bundles,
    bundleQuestions: questionRows,
    areas,
    areaById: new Map(areas.map((a) => [a.id, a])),
    holidays: holidayDates,
    holidaySet: new Set(holidayDates),
    journals: journalRows,
    questionsByServiceId,
  };
}

/** An area's names from the top of the tree down to it. */
export function areaPath(catalogue: Pick<TOrderFormCatalogue, 'areaById'>, id: number): TLocalizedText[] {
  const path: TLocalizedText[] = [];
  let current = catalogue.areaById.get(id);
  for (let depth = 0; current && depth < 5; depth += 1) {
    path.unshift(current.name);
    current = current.parentId === null ? undefined : catalogue.areaById.get(current.parentId);
  }
  return path;
}
