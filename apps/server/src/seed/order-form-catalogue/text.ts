import type { TLocalizedText } from '../../modules/catalogue/index.ts';

/** A text of the catalogue in the five page languages. */
export function text(en: string, zh: string, ja: string, pt: string, es: string): TLocalizedText {
  return { en, zh, ja, pt, es };
}

/** A choice of a question: its value and its label. */
export const choice = (value: string, label: TLocalizedText) => ({ value, label });
