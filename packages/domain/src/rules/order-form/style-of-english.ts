import { DEFAULT_STYLE_OF_ENGLISH } from '../../constants.ts';

export type TStyleOfEnglish = 'American' | 'British';

/**
 * Countries whose researchers write British English (the United Kingdom and Ireland, and the
 * Commonwealth countries whose universities and journals follow British spelling). Their new orders
 * start on British English; everyone else, and visitors, start on the spec's default, American
 * (docs/decisions.md, "Style of English by country").
 */
export const BRITISH_ENGLISH_COUNTRIES: readonly string[] = [
  'GB',
  'IE',
  'AU',
  'NZ',
  'ZA',
  'IN',
  'PK',
  'HK',
  'SG',
  'MY',
  'NG',
  'KE',
];

/** The style of English a new order of a researcher in this country starts with. */
export function styleOfEnglishFor(countryIso: string | null | undefined): TStyleOfEnglish {
  return countryIso && BRITISH_ENGLISH_COUNTRIES.includes(countryIso.toUpperCase()) ? 'British' : DEFAULT_STYLE_OF_ENGLISH;
}
