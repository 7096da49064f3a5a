import type { TToken } from './tagger.ts';
import { IRREGULAR_PLURALS, PAST_LIKE_BASE, SINGULAR_IN_S, UNCHECKED_HEADS, UNCOUNTABLE_PLURALS } from './word-lists.ts';

/** The number of a subject and of its verb, and the forms that show it: the base of the agreement rules. */
export type TNumber = 'singular' | 'plural';

/** The third person singular of a verb's base form: show → shows, go → goes, study → studies, have → has. */
export function thirdPersonOf(base: string): string {
  if (base === 'have') return 'has';
  if (base === 'be') return 'is';
  if (/(?:s|x|z|ch|sh|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

/** be, have and do: their present and past forms, their number, and the form of the other number. */
export const AUXILIARY_FORMS: Record<string, { number: TNumber; other: string }> = {
  is: { number: 'singular', other: 'are' },
  was: { number: 'singular', other: 'were' },
  has: { number: 'singular', other: 'have' },
  does: { number: 'singular', other: 'do' },
  are: { number: 'plural', other: 'is' },
  were: { number: 'plural', other: 'was' },
  have: { number: 'plural', other: 'has' },
  do: { number: 'plural', other: 'does' },
};

/** Plurals that are the singular too (sheep, species): a subject headed by one is not checked. */
const SAME_IN_PLURAL = new Set([
  'sheep',
  'deer',
  'fish',
  'offspring',
  'aircraft',
  'spacecraft',
  'salmon',
  'trout',
  'cattle',
  'swine',
  // Singular nouns that end in -s as their plurals do: "one old barracks now houses", "neither premises was".
  'barracks',
  'premises',
  'headquarters',
  'crossroads',
]);

/** The number of a noun heading a subject, or null when it cannot be told or agreement with it is not checked. */
export function nounNumber(token: TToken): TNumber | null {
  const word = token.lower;
  if (token.pos !== 'NOUN') return null;
  // An uncountable noun written as a plural is singular once corrected ("informations are" → "information is").
  if (UNCOUNTABLE_PLURALS.has(word)) return 'singular';
  if (UNCHECKED_HEADS.has(word) || SAME_IN_PLURAL.has(word) || !/^[a-z]{2,}$/.test(word)) return null;
  if (IRREGULAR_PLURALS.has(word)) return 'plural';
  // A field's name in -ics takes either number ("statistics were computed", "kinematics is a branch of"): not checked.
  if (/ics$/.test(word)) return null;
  if (SINGULAR_IN_S.has(word) || /(?:ss|us|is|ous)$/.test(word)) return 'singular';
  if (word.endsWith('s')) return token.lemma !== word ? 'plural' : null;
  return 'singular';
}

export type TVerbForm = { number: TNumber; other: string };

/** A finite verb's number (a present form, or was/were) and its form in the other number; null for any other form. */
export function verbForm(token: TToken): TVerbForm | null {
  const auxiliary = AUXILIARY_FORMS[token.lower];
  if (auxiliary && (token.pos === 'AUX' || token.pos === 'VERB')) return auxiliary;
  if (token.pos !== 'VERB' || !/^[a-z]+$/.test(token.lower)) return null;
  const lemma = token.lemma;
  if (token.lower !== lemma && token.lower.endsWith('s') && thirdPersonOf(lemma) === token.lower) {
    return { number: 'singular', other: lemma };
  }
  // A word the tagger does not know is its own lemma: an -ing or -ed form is not taken for a base form.
  const isParticiple = /ing$/.test(lemma) || (/ed$/.test(lemma) && !/eed$/.test(lemma));
  if (token.lower === lemma && !isParticiple && !PAST_LIKE_BASE.has(lemma) && !AUXILIARY_FORMS[lemma] && lemma !== 'be') {
    return { number: 'plural', other: thirdPersonOf(lemma) };
  }
  return null;
}
