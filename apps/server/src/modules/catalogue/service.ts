import type { TCountry, TCurrency, TLocalization, TPreferredGroup } from '@portal/domain';
import { DEFAULT_MINIMUM_PREPAY, LOCALES, type TLocale } from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { createRefreshingCache } from '../../platform/refreshing-cache.ts';
import { countries, currencies, localizations, preferredGroups, promotionalCodes, states } from '../../schema/catalogue.ts';
import { localize, type TCatalogueLanguage } from './localized-text.ts';
import { areaPath, readOrderFormCatalogue } from './order-form-catalogue.ts';

type TCatalogue = {
  currencies: TCurrency[];
  currencyByIso: Map<string, TCurrency & { minimumPrepay: number | null; isSelectable: boolean }>;
  countries: TCountry[];
  countryById: Map<number, TCountry & { localization: string; defaultCurrency: string | null }>;
  localizations: TLocalization[];
  groupById: Map<number, typeof preferredGroups.$inferSelect>;
};

const CACHE_MS = 60_000;

/**
 * Reference data (currencies, countries, localizations) changes rarely and is read on almost
 * every request, so each server instance keeps it, refreshed in the background every minute.
 */
export function createCatalogueService(db: Db) {
  async function read(): Promise<TCatalogue> {
    const [currencyRows, countryRows, stateRows, localizationRows, groupRows] = await Promise.all([
      db.select().from(currencies).orderBy(asc(currencies.sortOrder), asc(currencies.isoCode)),
      db.select().from(countries).orderBy(asc(countries.name)),
      db.select().from(states).orderBy(asc(states.name)),
      db.select().from(localizations).orderBy(asc(localizations.identity)),
      db.select().from(preferredGroups),
    ]);
    const currencyList = currencyRows.map((c) => ({
      isoCode: c.isoCode,
      shortName: c.shortName,
      name: c.name,
      sign: c.sign,
      exchangeRate: normaliseRate(c.exchangeRate),
      numDecimals: c.numDecimals,
    }));
    const statesByCountry = new Map<number, { value: string; label: string }[]>();
    for (const s of stateRows) {
      const list = statesByCountry.get(s.countryId) ?? [];
      list.push({ value: s.code, label: s.name });
      statesByCountry.set(s.countryId, list);
    }
    const countryList = countryRows.map((c) => ({
      value: c.id,
      label: c.name,
      iso: c.iso,
      states: statesByCountry.get(c.id) ?? [],
    }));
    return {
      currencies: currencyList,
      currencyByIso: new Map(
        currencyRows.map((c, i) => [
          c.isoCode,
          { ...(currencyList[i] as TCurrency), minimumPrepay: c.minimumPrepay, isSelectable: c.isSelectable },
        ]),
      ),
      countries: countryList,
      countryById: new Map(
        countryRows.map((c, i) => [
          c.id,
          { ...(countryList[i] as TCountry), localization: c.localization, defaultCurrency: c.defaultCurrency },
        ]),
      ),
      localizations: localizationRows.map((l) => ({
        identity: l.identity,
        name: l.name,
        defaultLanguage: (LOCALES as readonly string[]).includes(l.defaultLanguage) ? (l.defaultLanguage as TLocale) : 'en_US',
        defaultCurrency: l.defaultCurrency,
        allowsFapiaoProcessingAfterPayment: l.allowsFapiaoProcessingAfterPayment,
        siteUrl: l.siteUrl,
        logoutImageUrl: l.siteUrl ? `${l.siteUrl.replace(/\/$/, '')}/api/auth/logout.gif` : null,
      })),
      groupById: new Map(groupRows.map((g) => [g.id, g])),
    };
  }

  const catalogueCache = createRefreshingCache(read, CACHE_MS);
  /** Services, options, prices, bundles, areas of study, holidays and journals, kept like the rest. */
  const orderFormCache = createRefreshingCache(() => readOrderFormCatalogue(db), CACHE_MS);
  const catalogue = () => catalogueCache.get();
  const orderForm = () => orderFormCache.get();

  return {
    catalogue,
    orderForm,
    /** Loads both caches; called at start so that no request ever waits for the first load. */
    async warmUp(): Promise<void> {
      await Promise.all([catalogueCache.reload(), orderFormCache.reload()]);
    },
    /** Promotional codes are read fresh: they expire and are switched off without notice. */
    async findPromotionalCode(db: DbOrTx, code: string) {
      const [row] = await db
        .select()
        .from(promotionalCodes)
        .where(and(eq(promotionalCodes.code, code.trim().toUpperCase()), eq(promotionalCodes.isActive, true)));
      return row;
    },
    /** Leaves whose name (in the asked language or English) holds the text; prefix matches first. */
    async searchAreasOfStudy(search: string, language: TCatalogueLanguage, limit: number) {
      const { areas, areaById } = await orderForm();
      const needle = search.trim().toLocaleLowerCase();
      const scored = areas
        .filter((a) => a.isLeaf)
        .map((a) => {
          const names = [localize(a.name, language), a.name.en].map((n) => n.toLocaleLowerCase());
          const score = names.some((n) => n.startsWith(needle)) ? 2 : names.some((n) => n.includes(needle)) ? 1 : 0;
          return { area: a, score, name: localize(a.name, language) };
        })
        .filter((a) => a.score > 0)
        .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
      return scored.slice(0, limit).map(({ area }) => ({
        id: area.id,
        name: localize(area.name, language),
        parentId: area.parentId,
        path: areaPath({ areaById }, area.id).map((n) => localize(n, language)),
        isLeaf: true,
      }));
    },
    async areaOfStudyTree(language: TCatalogueLanguage) {
      const { areas, areaById } = await orderForm();
      return areas.map((a) => ({
        id: a.id,
        name: localize(a.name, language),
        parentId: a.parentId,
        path: areaPath({ areaById }, a.id).map((n) => localize(n, language)),
        isLeaf: a.isLeaf,
      }));
    },
    /** Journals by match score: exact title, then title prefix, then a word prefix, then anywhere. */
    async searchJournals(search: string, limit: number) {
      const needle = search.trim().toLocaleLowerCase();
      const scored = (await orderForm()).journals
        .map((j) => {
          const title = j.title.toLocaleLowerCase();
          const words = title.split(/[\s&:–-]+/);
          const score =
            title === needle
              ? 4
              : title.startsWith(needle)
                ? 3
                : words.some((w) => w.startsWith(needle))
                  ? 2
                  : title.includes(needle)
                    ? 1
                    : 0;
          return { journal: j, score };
        })
        .filter((j) => j.score > 0)
        .sort(
          (a, b) =>
            b.score - a.score ||
            a.journal.title.length - b.journal.title.length ||
            a.journal.title.localeCompare(b.journal.title),
        );
      return scored.slice(0, limit).map(({ journal }) => journal);
    },
    async findCurrency(iso: string | null | undefined) {
      if (!iso) return undefined;
      return (await catalogue()).currencyByIso.get(iso.toUpperCase());
    },
    async findCountry(id: number | null | undefined) {
      if (id === null || id === undefined) return undefined;
      return (await catalogue()).countryById.get(id);
    },
    async countryHasStates(): Promise<(countryId: number) => boolean> {
      const { countryById } = await catalogue();
      return (countryId) => (countryById.get(countryId)?.states.length ?? 0) > 0;
    },
    async minimumPrepayAmounts(): Promise<Record<string, number>> {
      const { currencyByIso } = await catalogue();
      return Object.fromEntries(
        [...currencyByIso.values()].map((c) => [c.isoCode, c.minimumPrepay ?? DEFAULT_MINIMUM_PREPAY * 10 ** c.numDecimals]),
      );
    },
    async findLocalization(identity: string) {
      return (await catalogue()).localizations.find((l) => l.identity === identity);
    },
    async findActiveGroupByCode(db: DbOrTx, code: string) {
      const [row] = await db
        .select()
        .from(preferredGroups)
        .where(and(sql`lower(${preferredGroups.code}) = lower(${code})`, eq(preferredGroups.isActive, true)));
      return row;
    },
    /** From the cache (it is read on every account view); a group newer than the cache is read directly. */
    async findGroupById(db: DbOrTx, id: number) {
      const cached = (await catalogue()).groupById.get(id);
      if (cached) return cached;
      const [row] = await db.select().from(preferredGroups).where(eq(preferredGroups.id, id));
      return row;
    },
  };
}

export type TCatalogueService = ReturnType<typeof createCatalogueService>;

/** A member's group as the account shows it: name and greeting in the reader's language, English when untranslated. */
export function toPreferredGroup(
  row: typeof preferredGroups.$inferSelect,
  discountUsed: boolean,
  language: TCatalogueLanguage,
): TPreferredGroup {
  return {
    code: row.code,
    name: localize(row.name, language),
    discount: row.discount,
    percentageDiscount: row.percentageDiscount,
    shareable: row.shareable,
    membershipDisplayed: row.membershipDisplayed,
    greetingText: row.greeting ? localize(row.greeting, language) || null : null,
    discountUsed,
    isFreeTrial: row.isFreeTrial,
  };
}

/** "7.10000000" → "7.1": rates travel as decimal strings, trimmed. */
function normaliseRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}
