import type { TLint } from '../lint.ts';
import { extraWordLint as deletion } from './extra-words.ts';
import { baseFormAfterToLint } from './infinitive-forms.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { SINGULAR_IN_S, UNCOUNTABLE_PLURALS } from './word-lists.ts';

/** Verbs that have no passive, written with "be" by learners: "was consisted of" → "consisted of". */
const NO_PASSIVE = new Set([
  'consisted',
  'occurred',
  'happened',
  'existed',
  'belonged',
  'emerged',
  'remained',
  'resulted',
  'appeared',
  'disappeared',
  'died',
]);
/** Pronoun subjects before such a "be": "It was happened in 2010" (not "what is remained", a question's word). */
const PERSONAL_SUBJECTS = /^(?:it|they|he|she|we|i|you|this|these)$/;
const BE_PAST_OR_PRESENT = new Set(['was', 'were', 'is', 'are']);
const TIME_UNITS = /^(?:seconds?|minutes?|min|hours?|h|days?|weeks?|months?|years?|decades?)$/;

const capitalisedAs = (model: string, word: string) =>
  /^\p{Lu}/u.test(model) ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word;

/**
 * Slips of learners in fixed patterns: "for to confirm" (delete "for"), "was consisted of" (a verb without a
 * passive), "during 24 hours" ("for" a length of time), "too small to drawing" (the base form after "to"), and
 * "this results" ("these").
 */
export function learnerPatternLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    const before = tokens[index - 1];
    if (!next) continue;
    if (token.lower === 'for' && next.lower === 'to' && after?.pos === 'VERB' && after.lower === after.lemma)
      lints.push(deletion(token));
    if (
      BE_PAST_OR_PRESENT.has(token.lower) &&
      NO_PASSIVE.has(next.lower) &&
      before &&
      (before.pos !== 'PRON' || PERSONAL_SUBJECTS.test(before.lower)) &&
      // "What it was remained a mystery": a clause of "what" or "who" as the subject, and "remained" its verb.
      !tokens
        .slice(Math.max(0, index - 5), index)
        .some((word) => /^(?:what|who|where|how|whoever|whatever|why|which)$/.test(word.lower))
    )
      lints.push(deletion(token));
    if (token.lower === 'during' && next.pos === 'NUM' && after && TIME_UNITS.test(after.lower)) {
      const correction = capitalisedAs(token.text, 'for');
      lints.push({
        kind: 'Usage',
        start: token.start,
        end: token.end,
        message: `For a length of time, use “${correction}”, not “${token.text}”.`,
        messageKey: 'preposition-duration',
        messageValues: { word: token.text, correction },
        suggestions: [replaceWith(correction)],
      });
    }
    // "too small to drawing", "able to doing": the base form after "to" of an infinitive.
    const isInfinitiveTo =
      token.lower === 'to' && before && (before.lower === 'able' || (before.pos === 'ADJ' && tokens[index - 2]?.lower === 'too'));
    if (isInfinitiveTo && next.pos === 'VERB' && /ing$/.test(next.lower) && next.lemma !== next.lower) {
      lints.push(baseFormAfterToLint(token, next));
    }
    // "this results are": a plural noun takes "these".
    const isPluralNoun =
      next.pos === 'NOUN' &&
      /[^su]s$/.test(next.lower) &&
      next.lemma !== next.lower &&
      !SINGULAR_IN_S.has(next.lower) &&
      !UNCOUNTABLE_PLURALS.has(next.lower);
    // "This results in a loss": opening its clause, "this" and a word in -s followed by anything but a verb are a
    // subject and its verb.
    const opensClause = !tokens[index - 1] || /^(?:PUNCT|SCONJ|CCONJ)$/.test(tokens[index - 1]?.pos ?? '');
    const isVerbAfterThis = opensClause && after?.pos !== 'AUX' && after?.pos !== 'VERB';
    if (
      token.lower === 'this' &&
      token.pos === 'DET' &&
      isPluralNoun &&
      !isVerbAfterThis &&
      after?.pos !== 'NOUN' &&
      after?.pos !== 'PROPN'
    ) {
      const correction = capitalisedAs(token.text, 'these');
      lints.push({
        kind: 'Grammar',
        start: token.start,
        end: token.end,
        message: `“${next.text}” is plural: write “${correction}”.`,
        messageKey: 'determiner-plural',
        messageValues: { noun: next.text, correction },
        suggestions: [replaceWith(correction)],
      });
    }
  }
  return lints;
}
