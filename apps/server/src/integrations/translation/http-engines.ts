import {
  batchesOf,
  LANGUAGE_CODES,
  type TLanguageCode,
  type TLanguagePair,
  TranslationEngineError,
  type TTranslationEngine,
} from './engine.ts';
import { translateProtected } from './glossary.ts';

/** The HTTP engines: a LibreTranslate-compatible server and DeepL's API. Both are asked for their languages once. */

type THttpOptions = { timeoutMs: number; fetch?: typeof fetch };

const isLanguageCode = (code: string): code is TLanguageCode => (LANGUAGE_CODES as readonly string[]).includes(code);

async function requestJson(
  options: THttpOptions,
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown },
): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new TranslationEngineError(`translation server not reached: ${error instanceof Error ? error.message : 'error'}`);
  }
  if (!response.ok) throw new TranslationEngineError(`translation server answered ${response.status}`);
  return response.json().catch(() => {
    throw new TranslationEngineError('translation server answered something other than JSON');
  });
}

/** Remembers a successful answer; a failed one is asked again next time (the server may come back). */
function cachedPairs(load: () => Promise<TLanguagePair[]>): () => Promise<readonly TLanguagePair[]> {
  let pairs: TLanguagePair[] | null = null;
  return async () => {
    if (pairs) return pairs;
    try {
      pairs = await load();
      return pairs;
    } catch {
      return [];
    }
  };
}

export type TLibreTranslateOptions = THttpOptions & { url: string; apiKey: string | null };

/**
 * LibreTranslate's protocol: GET /languages → [{ code, targets }], POST /translate { q: [..], source,
 * target, format: 'text', api_key } → { translatedText: [..] }.
 */
export function createLibreTranslateEngine(options: TLibreTranslateOptions): TTranslationEngine {
  const base = options.url.replace(/\/+$/, '');
  const key = options.apiKey ? { api_key: options.apiKey } : {};
  return {
    name: 'libretranslate',
    languagePairs: cachedPairs(async () => {
      const query = options.apiKey ? `?api_key=${encodeURIComponent(options.apiKey)}` : '';
      const body = await requestJson(options, `${base}/languages${query}`, { method: 'GET' });
      if (!Array.isArray(body)) throw new TranslationEngineError('unexpected /languages answer');
      const pairs: TLanguagePair[] = [];
      for (const language of body as { code?: unknown; targets?: unknown }[]) {
        const from = String(language.code ?? '');
        if (!isLanguageCode(from) || !Array.isArray(language.targets)) continue;
        for (const target of language.targets) {
          const to = String(target);
          if (isLanguageCode(to) && to !== from) pairs.push({ from, to });
        }
      }
      return pairs;
    }),
    translate: (request) =>
      translateProtected(request.segments, request.glossary, request.markup === true, async (segments) => {
        const result: string[] = [];
        // Marked segments go as HTML: LibreTranslate carries tags through its translation.
        const format = request.markup ? 'html' : 'text';
        for (const batch of batchesOf(segments, 100, 20_000)) {
          const body = (await requestJson(options, `${base}/translate`, {
            method: 'POST',
            body: { q: batch, source: request.from, target: request.to, format, ...key },
          })) as { translatedText?: unknown };
          const texts = body.translatedText;
          if (!Array.isArray(texts) || texts.length !== batch.length)
            throw new TranslationEngineError('unexpected /translate answer');
          result.push(...texts.map(String));
        }
        return result;
      }),
  };
}

export type TDeepLOptions = THttpOptions & { apiKey: string; url: string | null };

/** DeepL's free keys end in ':fx' and use the free endpoint; others the pro one (unless a URL is configured). */
export function deeplBaseUrl(apiKey: string, url: string | null): string {
  if (url) return url.replace(/\/+$/, '');
  return apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

/**
 * DeepL's protocol: GET /v2/languages?type=source|target → [{ language }], POST /v2/translate { text: [..],
 * source_lang, target_lang } → { translations: [{ text }] }, authorised by `DeepL-Auth-Key`.
 */
export function createDeepLEngine(options: TDeepLOptions): TTranslationEngine {
  const base = deeplBaseUrl(options.apiKey, options.url);
  const headers = { authorization: `DeepL-Auth-Key ${options.apiKey}` };
  const languagesOf = async (type: 'source' | 'target') => {
    const body = await requestJson(options, `${base}/v2/languages?type=${type}`, { method: 'GET', headers });
    if (!Array.isArray(body)) throw new TranslationEngineError('unexpected /v2/languages answer');
    return (body as { language?: unknown }[]).map((l) => String(l.language ?? '').toLowerCase());
  };
  return {
    name: 'deepl',
    languagePairs: cachedPairs(async () => {
      const [sources, targets] = await Promise.all([languagesOf('source'), languagesOf('target')]);
      const english = targets.some((t) => t === 'en' || t.startsWith('en-'));
      return english
        ? sources
            .filter(isLanguageCode)
            .filter((from) => from !== 'en')
            .map((from) => ({ from, to: 'en' as const }))
        : [];
    }),
    translate: (request) =>
      translateProtected(request.segments, request.glossary, request.markup === true, async (segments) => {
        const result: string[] = [];
        // Marked segments go as XML: DeepL keeps the style tags and leaves the kept spans' tags untouched.
        const tags = request.markup ? { tag_handling: 'xml', ignore_tags: ['x'] } : {};
        for (const batch of batchesOf(segments, 50, 100_000)) {
          const body = (await requestJson(options, `${base}/v2/translate`, {
            method: 'POST',
            headers,
            body: {
              text: batch,
              source_lang: request.from.toUpperCase(),
              target_lang: request.to === 'en' ? 'EN-US' : request.to.toUpperCase(),
              ...tags,
            },
          })) as { translations?: unknown };
          const translations = body.translations;
          if (!Array.isArray(translations) || translations.length !== batch.length)
            throw new TranslationEngineError('unexpected /v2/translate answer');
          result.push(...translations.map((t: { text?: unknown }) => String(t.text ?? '')));
        }
        return result;
      }),
  };
}
