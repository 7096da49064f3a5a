import { franc } from 'franc-min';

/** franc answers ISO 639-3 codes; manuscript languages are looked up by their ISO 639-1 code. */
const ISO_639_1: Record<string, string> = {
  eng: 'en',
  cmn: 'zh',
  jpn: 'ja',
  kor: 'ko',
  spa: 'es',
  por: 'pt',
  fra: 'fr',
  deu: 'de',
  ita: 'it',
  nld: 'nl',
  pol: 'pl',
  ces: 'cs',
  ron: 'ro',
  hun: 'hu',
  swe: 'sv',
  tur: 'tr',
  ind: 'id',
  zlm: 'ms',
  vie: 'vi',
  tha: 'th',
  rus: 'ru',
  ukr: 'uk',
  bul: 'bg',
  ell: 'el',
  arb: 'ar',
  pes: 'fa',
  urd: 'ur',
  hin: 'hi',
  ben: 'bn',
  tam: 'ta',
};

/** franc reads at most 2,048 characters; more would not change its answer. */
const SAMPLE_LENGTH = 2048;

/**
 * A sample from the body of the text: a long manuscript opens with a title page and ends with
 * references, often in English whatever the manuscript's language, so the sample starts a fifth in.
 */
function sampleOf(text: string): string {
  const compact = text.replace(/\s+/g, ' ').trim();
  if (compact.length <= SAMPLE_LENGTH * 3) return compact.slice(0, SAMPLE_LENGTH);
  const start = Math.floor(compact.length / 5);
  return compact.slice(start, start + SAMPLE_LENGTH);
}

/** The ISO 639-1 code of the text's language, or null when too short or not recognised. */
export function detectLanguage(text: string): string | null {
  const code = franc(sampleOf(text), { minLength: 20 });
  return ISO_639_1[code] ?? null;
}
