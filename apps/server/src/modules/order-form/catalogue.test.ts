import { ZAreasOfStudyResponse, ZErrorResponse, ZJournalSearchResponse, ZServiceDetailsResponse } from '@portal/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { currencies, journals, promotionalCodes, serviceOptionPrices, serviceOptions } from '../../schema/catalogue.ts';
import { seedReferenceData } from '../../seed/seed.ts';
import type { TLocalizedText } from '../catalogue/localized-text.ts';
import { readOrderFormCatalogue } from '../catalogue/order-form-catalogue.ts';

const LANGUAGES = ['en', 'zh', 'ja', 'pt', 'es'] as const;
const isComplete = (text: TLocalizedText) => LANGUAGES.every((language) => text[language].trim() !== '');

describe.each(BACKENDS)('order-form catalogue on %s', (backend) => {
  const t = withTestApp(backend);
  const get = (url: string, cookies: Record<string, string> = {}) => inject(t.app, { url, cookies });

  describe('seeded data', () => {
    it('names every catalogue row in all five languages', async () => {
      const catalogue = await readOrderFormCatalogue(t.db);
      const texts = [
        ...catalogue.languages.map((l) => l.name),
        ...catalogue.goals.flatMap((g) => [g.name, g.description]),
        ...catalogue.services.flatMap((s) => [s.name, s.description]),
        ...catalogue.bundles.flatMap((b) => [b.name, ...b.learnMoreTerms]),
        ...catalogue.bundleQuestions.flatMap((q) => [q.label, ...q.choices.map((c) => c.label)]),
        ...catalogue.areas.map((a) => a.name),
        ...[...catalogue.questionsByServiceId.values()].flat().flatMap((q) => [q.label, ...q.choices.map((c) => c.label)]),
      ];
      expect(texts.length).toBeGreaterThan(250);
      expect(texts.filter((text) => !isComplete(text))).toEqual([]);
    });

    it('prices every option in every currency, in whole units', async () => {
      const catalogue = await readOrderFormCatalogue(t.db);
      const rows = await t.db.select({ iso: currencies.isoCode, decimals: currencies.numDecimals }).from(currencies);
      const isoCodes = rows.map((c) => c.iso).sort();
      expect(isoCodes).toEqual(['BRL', 'CNY', 'EUR', 'GBP', 'JPY', 'KRW', 'USD']);
      // Whole units for currencies with cents, tens of yen or won at least.
      const step = new Map(rows.map((c) => [c.iso, c.decimals === 2 ? 100 : 10]));
      const options = catalogue.services.flatMap((s) => s.options);
      expect(options.length).toBeGreaterThan(200);
      for (const option of options) {
        expect(Object.keys(option.prices).sort()).toEqual(isoCodes);
        const odd = Object.entries(option.prices).filter(([iso, amount]) => amount <= 0 || amount % (step.get(iso) ?? 1) !== 0);
        expect(odd).toEqual([]);
      }
    });

    it('holds the spec constants: English is language 1, the rework and multimedia goals, Undetermined 494 under 493', async () => {
      const catalogue = await readOrderFormCatalogue(t.db);
      expect(catalogue.languages[0]).toMatchObject({ id: 1, iso: 'en' });
      expect(catalogue.goals.map((g) => g.key)).toEqual(expect.arrayContaining(['rework', 'multimedia services']));
      expect(catalogue.areaById.get(494)).toMatchObject({
        parentId: 493,
        isLeaf: true,
        name: expect.objectContaining({ en: 'Undetermined' }),
      });
      expect(catalogue.holidays).toEqual(expect.arrayContaining(['2026-11-26', '2026-12-25', '2027-01-01']));
      expect(catalogue.journals.length).toBeGreaterThanOrEqual(200);
    });

    it('seeds again without duplicating rows or overwriting an edited price', async () => {
      const [option] = await t.db.select().from(serviceOptions).where(eq(serviceOptions.key, 'standard-editing:bin-1:standard'));
      const optionId = option?.id ?? 0;
      await t.db
        .update(serviceOptionPrices)
        .set({ amount: 8900 })
        .where(and(eq(serviceOptionPrices.optionId, optionId), eq(serviceOptionPrices.currencyIso, 'USD')));
      const counts = async () =>
        Promise.all(
          [serviceOptions, serviceOptionPrices, journals, promotionalCodes].map(
            async (table) => (await t.db.select({ n: count() }).from(table))[0]?.n,
          ),
        );
      const before = await counts();
      await seedReferenceData(t.db);
      expect(await counts()).toEqual(before);
      const [price] = await t.db
        .select()
        .from(serviceOptionPrices)
        .where(and(eq(serviceOptionPrices.optionId, optionId), eq(serviceOptionPrices.currencyIso, 'USD')));
      expect(price?.amount).toBe(8900);
      const [expired] = await t.db.select().from(promotionalCodes).where(sql`${promotionalCodes.code} = 'EXPIRED2020'`);
      expect(expired?.endDate?.getTime()).toBeLessThan(Date.now());
    });
  });

  describe('areas of study', () => {
    it('answers the whole three-level tree without a search', async () => {
      const { areasOfStudy } = ZAreasOfStudyResponse.parse((await get('/api/areas-of-study')).json());
      const byId = new Map(areasOfStudy.map((a) => [a.id, a]));
      const leaves = areasOfStudy.filter((a) => a.isLeaf);
      expect(leaves.length).toBeGreaterThan(60);
      expect(leaves.every((a) => a.path.length === 3)).toBe(true);
      expect(areasOfStudy.filter((a) => a.parentId === null).every((a) => !a.isLeaf)).toBe(true);
      expect(byId.get(494)).toMatchObject({ name: 'Undetermined', parentId: 493, isLeaf: true });
    });

    it('finds at most six leaves from two characters, each with its path', async () => {
      const { areasOfStudy } = ZAreasOfStudyResponse.parse((await get('/api/areas-of-study?search=bio')).json());
      expect(areasOfStudy.length).toBe(6);
      expect(areasOfStudy.every((a) => a.isLeaf)).toBe(true);
      expect(areasOfStudy[0]).toMatchObject({
        name: 'Biochemistry',
        path: ['Life Sciences', 'Biochemistry and Biophysics', 'Biochemistry'],
      });
      expect(ZAreasOfStudyResponse.parse((await get('/api/areas-of-study?search=b')).json()).areasOfStudy).toEqual([]);
      expect(ZAreasOfStudyResponse.parse((await get('/api/areas-of-study?search=zzzz')).json()).areasOfStudy).toEqual([]);
    });

    it('searches in the language of the request', async () => {
      const response = await get(`/api/areas-of-study?search=${encodeURIComponent('有機')}`, { language: 'ja_JP' });
      const { areasOfStudy } = ZAreasOfStudyResponse.parse(response.json());
      expect(areasOfStudy).toEqual([
        expect.objectContaining({ id: 144, name: '有機化学', path: ['物理科学', '化学', '有機化学'] }),
      ]);
    });
  });

  describe('journals', () => {
    it('answers the ten best matches from three characters, best first', async () => {
      const { journals: found } = ZJournalSearchResponse.parse((await get('/api/journals?search=nature')).json());
      expect(found).toHaveLength(10);
      expect(found[0]).toEqual({ title: 'Nature', url: 'https://www.nature.com/nature/' });
      const lancet = ZJournalSearchResponse.parse((await get('/api/journals?search=LANCET')).json()).journals;
      expect(lancet[0]?.title).toBe('The Lancet');
      expect(ZJournalSearchResponse.parse((await get('/api/journals?search=na')).json()).journals).toEqual([]);
      expect(ZJournalSearchResponse.parse((await get('/api/journals')).json()).journals).toEqual([]);
    });
  });

  describe('service details', () => {
    it('joins the file types, journal needs and questions of the services asked for', async () => {
      const response = await get(
        '/api/service-details?serviceIdentities=scientific-editing,manuscript-formatting,figure-formatting',
      );
      const details = ZServiceDetailsResponse.parse(response.json());
      expect(details.fileTypes).toEqual(expect.arrayContaining(['.docx', '.tif', '.eps']));
      expect(details.journalDetails).toEqual({ requested: true, required: true });
      expect(details.questions.map((q) => q.identity)).toEqual([
        'scientific-editing:focus',
        'scientific-editing:is-resubmission',
        'scientific-editing:reviewer-comments',
        'scientific-editing:notes',
        'manuscript-formatting:reference-style',
        'figure-formatting:output-format',
      ]);
      expect(details.questions.find((q) => q.type === 'multiple-choice')?.englishOnly).toBe(true);
      expect(
        details.questions.find((q) => q.identity === 'scientific-editing:is-resubmission')?.followUpQuestionIdentities,
      ).toEqual(['scientific-editing:reviewer-comments']);
      expect(details.questionsRequiringPreviousSelection).toEqual(['scientific-editing:reviewer-comments']);
    });

    it('answers in the language of the request', async () => {
      const details = ZServiceDetailsResponse.parse(
        (await get('/api/service-details?serviceIdentities=figure-formatting', { language: 'pt_BR' })).json(),
      );
      expect(details.questions[0]?.label).toBe('Formato dos arquivos de figura');
      expect(details.journalDetails).toEqual({ requested: true, required: false });
    });

    it('refuses an unknown service and an empty list', async () => {
      for (const url of [
        '/api/service-details?serviceIdentities=standard-editing,nope',
        '/api/service-details?serviceIdentities=,',
        '/api/service-details',
      ]) {
        const response = await get(url);
        expect(response.statusCode).toBe(400);
        expect(ZErrorResponse.parse(response.json()).error).toBe('validation-error');
      }
    });
  });
});
