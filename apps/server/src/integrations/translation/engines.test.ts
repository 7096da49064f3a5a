import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTranslationProtocolServer as startProtocolServer } from '../../../test/translation-server.ts';
import { loadConfig } from '../../config.ts';
import { createApertiumEngine } from './apertium.ts';
import type { TTranslationEngine } from './engine.ts';
import { createTranslationEngines, fromEngines, offeredTranslationLanguages } from './engines.ts';
import { protectTerms } from './glossary.ts';
import { createDeepLEngine, createLibreTranslateEngine, deeplBaseUrl } from './http-engines.ts';

describe('translation configuration', () => {
  it('defaults to Apertium alone', () => {
    expect(loadConfig({}).translation).toMatchObject({
      engines: ['apertium'],
      apertiumCommand: 'apertium',
      libreTranslate: null,
      deepl: null,
    });
  });

  it('takes the engines in order with their settings, and refuses an engine without its address or key', () => {
    const config = loadConfig({
      TRANSLATION_ENGINES: 'deepl, libretranslate,apertium',
      LIBRETRANSLATE_URL: 'http://127.0.0.1:5000',
      DEEPL_API_KEY: 'key:fx',
      TRANSLATION_TIMEOUT_SECONDS: '30',
    });
    expect(config.translation).toEqual({
      engines: ['deepl', 'libretranslate', 'apertium'],
      apertiumCommand: 'apertium',
      libreTranslate: { url: 'http://127.0.0.1:5000', apiKey: null },
      deepl: { apiKey: 'key:fx', url: null },
      timeoutMs: 30_000,
    });
    expect(() => loadConfig({ TRANSLATION_ENGINES: 'libretranslate' })).toThrow(/LIBRETRANSLATE_URL/);
    expect(() => loadConfig({ TRANSLATION_ENGINES: 'deepl' })).toThrow(/DEEPL_API_KEY/);
    expect(() => loadConfig({ TRANSLATION_ENGINES: 'google' })).toThrow(/TRANSLATION_ENGINES/);
  });

  it('sends a pair to the first configured engine that offers it', async () => {
    const engine = (name: TTranslationEngine['name'], pairs: { from: 'es' | 'pt' | 'zh'; to: 'en' }[]): TTranslationEngine => ({
      name,
      languagePairs: async () => pairs,
      translate: async ({ segments }) => segments.map(() => name),
    });
    const registry = fromEngines([
      engine('deepl', [{ from: 'zh', to: 'en' }]),
      engine('apertium', [
        { from: 'es', to: 'en' },
        { from: 'zh', to: 'en' },
      ]),
    ]);
    expect((await registry.engineFor({ from: 'zh', to: 'en' }))?.name).toBe('deepl');
    expect((await registry.engineFor({ from: 'es', to: 'en' }))?.name).toBe('apertium');
    expect(await registry.engineFor({ from: 'pt', to: 'en' })).toBeNull();
  });
});

describe('locked-term placeholders', () => {
  it('replaces whole-word terms case-insensitively, longest first, and puts back the source text or the rendering', () => {
    const prepared = protectTerms(
      ['El gen BRCA1 y el Gato; gatos no.', 'sin términos'],
      [
        { term: 'brca1', rendering: null },
        { term: 'gato', rendering: 'Felis' },
      ],
    );
    expect(prepared.segments).toEqual(['El gen ⟦0⟧ y el ⟦1⟧; gatos no.', 'sin términos']);
    expect(prepared.restore('The ⟦1⟧ and the ⟦0⟧ gene', 0)).toBe('The Felis and the BRCA1 gene');
  });
});

describe('LibreTranslate-compatible engine', () => {
  let local: Awaited<ReturnType<typeof startProtocolServer>>;
  beforeAll(async () => {
    local = await startProtocolServer();
  });
  afterAll(() => new Promise<void>((resolve) => local.server.close(() => resolve())));

  it('offers the pairs the server lists and translates a batch with the API key, keeping locked terms', async () => {
    const engine = createLibreTranslateEngine({ url: `${local.url}/lt/`, apiKey: 'lt-key', timeoutMs: 5000 });
    expect(await engine.languagePairs()).toEqual(
      expect.arrayContaining([
        { from: 'es', to: 'en' },
        { from: 'zh', to: 'en' },
      ]),
    );
    const translated = await engine.translate({
      from: 'es',
      to: 'en',
      segments: ['el gato y el perro', 'otro gato'],
      glossary: [{ term: 'perro', rendering: null }],
    });
    expect(translated).toEqual(['EL CAT Y EL perro', 'OTRO CAT']);
    const call = local.recorded.find((r) => r.path === '/lt/translate');
    expect(call?.body).toMatchObject({ source: 'es', target: 'en', format: 'text', api_key: 'lt-key' });
  });

  it('offers nothing when the server refuses the key, and the registry then does not offer the language', async () => {
    const engine = createLibreTranslateEngine({ url: `${local.url}/lt`, apiKey: 'wrong', timeoutMs: 5000 });
    expect(await engine.languagePairs()).toEqual([]);
    expect(await offeredTranslationLanguages(fromEngines([engine]), { chinese_digital_translation: true })).toEqual([]);
    await expect(engine.translate({ from: 'es', to: 'en', segments: ['gato'] })).rejects.toThrow(/403/);
  });

  it('offers Chinese only with the chinese_digital_translation flag', async () => {
    const engines = createTranslationEngines({
      engines: ['libretranslate'],
      apertiumCommand: 'apertium',
      libreTranslate: { url: `${local.url}/lt`, apiKey: 'lt-key' },
      deepl: null,
      timeoutMs: 5000,
    });
    expect(await offeredTranslationLanguages(engines, { chinese_digital_translation: false })).toEqual(['spanish-to-english']);
    expect(await offeredTranslationLanguages(engines, { chinese_digital_translation: true })).toEqual([
      'spanish-to-english',
      'chinese-to-english',
    ]);
  });
});

describe('DeepL engine', () => {
  let local: Awaited<ReturnType<typeof startProtocolServer>>;
  beforeAll(async () => {
    local = await startProtocolServer();
  });
  afterAll(() => new Promise<void>((resolve) => local.server.close(() => resolve())));

  it('picks the free or pro endpoint by key unless a URL is configured', () => {
    expect(deeplBaseUrl('abc:fx', null)).toBe('https://api-free.deepl.com');
    expect(deeplBaseUrl('abc', null)).toBe('https://api.deepl.com');
    expect(deeplBaseUrl('abc', 'http://x/deepl/')).toBe('http://x/deepl');
  });

  it('offers the source languages into English and translates with the auth header', async () => {
    const engine = createDeepLEngine({ apiKey: 'deepl-key', url: `${local.url}/deepl`, timeoutMs: 5000 });
    expect(await engine.languagePairs()).toEqual([
      { from: 'es', to: 'en' },
      { from: 'pt', to: 'en' },
    ]);
    const translated = await engine.translate({
      from: 'pt',
      to: 'en',
      segments: ['o gato', 'Gato'],
      glossary: [{ term: 'gato', rendering: 'Felis catus' }],
    });
    expect(translated).toEqual(['O Felis catus', 'Felis catus']);
    expect(local.recorded.find((r) => r.path === '/deepl/v2/translate')?.body).toMatchObject({
      source_lang: 'PT',
      target_lang: 'EN-US',
    });
  });

  it('offers nothing with a wrong key', async () => {
    const engine = createDeepLEngine({ apiKey: 'nope', url: `${local.url}/deepl`, timeoutMs: 5000 });
    expect(await engine.languagePairs()).toEqual([]);
  });
});

describe('Apertium engine (installed packages)', () => {
  const apertium = createApertiumEngine({ command: 'apertium', timeoutMs: 60_000 });

  it('offers Spanish and Portuguese into English', async () => {
    expect(await apertium.languagePairs()).toEqual([
      { from: 'es', to: 'en' },
      { from: 'pt', to: 'en' },
    ]);
  });

  it('translates a batch of Spanish segments, one answer per segment, empty ones kept empty', async () => {
    const translated = await apertium.translate({
      from: 'es',
      to: 'en',
      segments: ['El gato negro come pescado.', '', 'El análisis estadístico fue realizado.\nEn la casa.'],
    });
    expect(translated).toHaveLength(3);
    expect(translated[0]).toMatch(/black cat/i);
    expect(translated[1]).toBe('');
    expect(translated[2]).toMatch(/statistical analysis/i);
    expect(translated[2]).toMatch(/house/i);
  });

  it('translates Portuguese through Spanish', async () => {
    const [translated] = await apertium.translate({ from: 'pt', to: 'en', segments: ['A análise estatística foi realizada.'] });
    expect(translated).toMatch(/statistical analysis/i);
  });

  it('keeps a locked term the engine would otherwise translate, or writes its rendering', async () => {
    const unlocked = await apertium.translate({ from: 'es', to: 'en', segments: ['El gato come pescado.'] });
    expect(unlocked[0]).toMatch(/\bcat\b/i);
    const [kept, rendered] = await apertium.translate({
      from: 'es',
      to: 'en',
      segments: ['El gato come pescado.', 'El análisis fue realizado.'],
      glossary: [
        { term: 'gato', rendering: null },
        { term: 'análisis', rendering: 'assay' },
      ],
    });
    expect(kept).toMatch(/\bgato\b/);
    expect(kept).not.toMatch(/\bcat\b/i);
    expect(rendered).toMatch(/\bassay\b/);
    expect(rendered).not.toMatch(/analysis/i);
  });

  it('offers nothing, and does not fail, when apertium is not installed', async () => {
    const missing = createApertiumEngine({ command: '/nonexistent/apertium', timeoutMs: 5000 });
    expect(await missing.languagePairs()).toEqual([]);
    const registry = fromEngines([missing as TTranslationEngine]);
    expect(await offeredTranslationLanguages(registry, { chinese_digital_translation: true })).toEqual([]);
  });

  it('gives up on a pipeline past its timeout', async () => {
    const slow = createApertiumEngine({ command: 'apertium', timeoutMs: 1 });
    await slow.languagePairs();
    await expect(slow.translate({ from: 'es', to: 'en', segments: ['El gato.'] })).rejects.toThrow(/timed out/);
  });
});

describe('Apertium', () => {
  const apertium = createApertiumEngine({ command: 'apertium', timeoutMs: 60_000 });

  it('leaves no double space where it drops a word it cannot render, and keeps an author’s own', async () => {
    const [dropped, kept] = await apertium.translate({
      from: 'es',
      to: 'en',
      segments: ['Los datos se muestran en la Tabla 1 y en el sitio del proyecto.', 'El suelo es seco.  Las plantas crecen.'],
      markup: true,
    });
    expect(dropped).toMatch(/^The data .*Table 1/);
    expect(dropped).not.toMatch(/ {2}/);
    expect(kept).toMatch(/ {2}/);
  });
});
