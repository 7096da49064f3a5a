import type { TToken } from './tagger.ts';

/** Adverbs of sequence that may stand before the subject of a second clause: ", afterwards they were fixed". */
export const SEQUENCE_ADVERBS = new Set(['then', 'afterwards', 'later', 'subsequently', 'thereafter', 'finally']);
/** Quantifiers that open a subject: ", most of them are", ", all authors have", ", no personal data were". */
const QUANTIFIERS = new Set([
  'most',
  'some',
  'many',
  'several',
  'all',
  'both',
  'none',
  'one',
  'each',
  'no',
  'few',
  'two',
  'three',
]);
const PART_WHOLES = new Set(['them', 'these', 'those', 'the', 'us']);
const FINITE = new Set([
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  'can',
  'could',
  'will',
  'would',
  'may',
  'might',
  'must',
  'should',
]);
/** Pronouns that take a base form as their present: "we believe", "they agree". */
const PLURAL_PERSONS = new Set(['we', 'they', 'i', 'you']);

/** A verb in a finite form: a finite auxiliary, or a past or -s form that is not an -ing form nor a participle in -en. */
const isFiniteForm = (token: TToken | undefined) =>
  !!token &&
  ((token.pos === 'AUX' && FINITE.has(token.lower)) ||
    (token.pos === 'VERB' && token.lower !== token.lemma && !/(?:ing|en|wn)$/.test(token.lower)));
const isBase = (token: TToken | undefined) => token?.pos === 'VERB' && token.lower === token.lemma && !/ing$/.test(token.lower);
const isPlural = (token: TToken | undefined) =>
  token?.pos === 'NOUN' && (token.lower === 'data' || (/[^s]s$/.test(token.lower) && token.lemma !== token.lower));
const skipAdverbs = (tokens: readonly TToken[], at: number) => {
  let i = at;
  while (tokens[i]?.pos === 'ADV') i += 1;
  return i;
};

/**
 * Whether the words from `at` open a main clause of a kind the narrower test in clauses.ts leaves out: a personal
 * pronoun and a base form or an irregular past (", we believe", ", it took"), a quantifier and "of" (", most of them
 * are", ", one of the samples was"), a quantifier and a plural (", all authors have approved", ", no personal data
 * were"), a possessive and a name (", its AIC was"), and a determiner, a plural and a base form (", these results
 * agree").
 */
export function opensWiderClause(tokens: readonly TToken[], at: number): boolean {
  const first = tokens[at];
  if (!first) return false;
  if (PLURAL_PERSONS.has(first.lower) || first.lower === 'it') {
    const verb = tokens[skipAdverbs(tokens, at + 1)];
    return isFiniteForm(verb) || (PLURAL_PERSONS.has(first.lower) && isBase(verb) && tokens[at + 2]?.pos !== 'PUNCT');
  }
  if (QUANTIFIERS.has(first.lower)) {
    let i = at + 1;
    if (tokens[i]?.lower === 'of' && PART_WHOLES.has(tokens[i + 1]?.lower ?? '')) {
      i += 2;
      if (tokens[i - 1]?.lower === 'the' || tokens[i - 1]?.lower === 'these' || tokens[i - 1]?.lower === 'those') {
        while (['ADJ', 'NOUN'].includes(tokens[i]?.pos ?? '') && i - at < 7) i += 1;
      }
      return isFiniteForm(tokens[skipAdverbs(tokens, i)]);
    }
    while (tokens[i]?.pos === 'ADJ' && i - at < 3) i += 1;
    return isPlural(tokens[i]) && isFiniteForm(tokens[skipAdverbs(tokens, i + 1)]) && tokens[i + 1]?.pos === 'AUX';
  }
  if (/^(?:its|their|our|the|these|those)$/.test(first.lower)) {
    let i = at + 1;
    while (['ADJ', 'NOUN', 'PROPN'].includes(tokens[i]?.pos ?? '') && i - at < 4) i += 1;
    const head = tokens[i - 1];
    if (i === at + 1 || !head) return false;
    const verb = tokens[skipAdverbs(tokens, i)];
    if (head.pos === 'PROPN' && verb?.pos === 'AUX' && FINITE.has(verb.lower)) return true;
    return /^(?:these|those|their|our)$/.test(first.lower) && isPlural(head) && isBase(verb);
  }
  return false;
}
