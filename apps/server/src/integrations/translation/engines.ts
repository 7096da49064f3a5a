import { DIGITAL_TRANSLATION_LANGUAGES, type TDigitalTranslationLanguage } from '@portal/domain/api/digital-purchases';
import { createApertiumEngine } from './apertium.ts';
import { offersPair, type TLanguagePair, type TTranslationEngine } from './engine.ts';
import { createDeepLEngine, createLibreTranslateEngine } from './http-engines.ts';

export type TTranslationEngineName = TTranslationEngine['name'];

/** The translation part of the configuration (env vars TRANSLATION_ENGINES, APERTIUM_*, LIBRETRANSLATE_*, DEEPL_*). */
export type TTranslationConfig = {
  /** In order of preference: a pair goes to the first engine that offers it. */
  engines: readonly TTranslationEngineName[];
  apertiumCommand: string;
  libreTranslate: { url: string; apiKey: string | null } | null;
  deepl: { apiKey: string; url: string | null } | null;
  timeoutMs: number;
};

/** The form's language values and the pair each asks for. */
export const PAIR_OF_LANGUAGE: Readonly<Record<TDigitalTranslationLanguage, TLanguagePair>> = {
  'spanish-to-english': { from: 'es', to: 'en' },
  'portuguese-to-english': { from: 'pt', to: 'en' },
  'chinese-to-english': { from: 'zh', to: 'en' },
};

export type TTranslationEngines = {
  engines: readonly TTranslationEngine[];
  /** The first configured engine offering the pair, or null. */
  engineFor: (pair: TLanguagePair) => Promise<TTranslationEngine | null>;
};

export function createTranslationEngines(config: TTranslationConfig): TTranslationEngines {
  const engines: TTranslationEngine[] = [];
  for (const name of config.engines) {
    if (name === 'apertium') engines.push(createApertiumEngine({ command: config.apertiumCommand, timeoutMs: config.timeoutMs }));
    if (name === 'libretranslate' && config.libreTranslate)
      engines.push(createLibreTranslateEngine({ ...config.libreTranslate, timeoutMs: config.timeoutMs }));
    if (name === 'deepl' && config.deepl) engines.push(createDeepLEngine({ ...config.deepl, timeoutMs: config.timeoutMs }));
  }
  return fromEngines(engines);
}

/** A registry over given engines (tests hand in their own). */
export function fromEngines(engines: readonly TTranslationEngine[]): TTranslationEngines {
  return {
    engines,
    async engineFor(pair) {
      for (const engine of engines) if (offersPair(await engine.languagePairs(), pair.from, pair.to)) return engine;
      return null;
    },
  };
}

/**
 * The form's languages that can be offered now: spanish-to-english, portuguese-to-english and
 * chinese-to-english, each only when a configured engine offers its pair, and Chinese only with the
 * chinese_digital_translation flag. The load call and the create call both ask this.
 */
export async function offeredTranslationLanguages(
  translation: TTranslationEngines,
  featureFlags: { chinese_digital_translation: boolean },
): Promise<TDigitalTranslationLanguage[]> {
  const offered: TDigitalTranslationLanguage[] = [];
  for (const language of DIGITAL_TRANSLATION_LANGUAGES) {
    if (language === 'chinese-to-english' && !featureFlags.chinese_digital_translation) continue;
    if (await translation.engineFor(PAIR_OF_LANGUAGE[language])) offered.push(language);
  }
  return offered;
}
