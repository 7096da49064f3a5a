import type { TLint } from '../lint.ts';
import { BE_FINITE, extraWordLint } from './extra-words.ts';
import type { TToken } from './tagger.ts';

/**
 * Verbs without a passive that learners write with "be" ("was appeared", "were died"), beyond the ones
 * learner-patterns.ts has (consisted, occurred, happened, existed, belonged, emerged, remained, resulted).
 */
const NO_PASSIVE = new Set(['appeared', 'disappeared', 'died', 'arrived', 'seemed', 'participated', 'lasted']);
/** More participles of verbs without a passive, which a perfect takes without "been": "have (been) lived". */
const NO_PASSIVE_PERFECT = new Set(['lived', 'occurred', 'happened', 'existed', 'emerged', 'belonged', 'remained', 'stayed']);
/** Participles of a reference to the text: "as it is shown in Figure 2" → "as shown in Figure 2". */
const REFERRING_PARTICIPLES = new Set([
  'shown',
  'seen',
  'mentioned',
  'described',
  'discussed',
  'noted',
  'reported',
  'indicated',
  'illustrated',
  'presented',
  'explained',
  'stated',
  'expected',
  'demonstrated',
]);
/** Words that make a clause of a subject ("what it is seems"), where "is" and a verb in -s can meet. */
const CLAUSE_WORDS = new Set(['what', 'whatever', 'how', 'where', 'why', 'who']);

/**
 * Verbs in their present -s form that are not also plural nouns ("are objects", "are results" are nouns the
 * tagger may read as verbs; "depends", "indicates" are not).
 */
const PRESENT_S_VERBS = new Set(
  (
    'depends indicates suggests includes contains consists requires provides affects seems allows represents refers ' +
    'belongs differs varies occurs exists involves reflects relies shows describes explains determines enables ' +
    'improves reduces produces demonstrates reveals confirms supports'
  ).split(' '),
);
const isPresentS = (token: TToken | undefined) => token?.pos === 'VERB' && PRESENT_S_VERBS.has(token.lower);

/**
 * A "be" learners add: before a verb in its present -s form ("the yield is depends on"), before a verb that has
 * no passive ("the effect was appeared", "many plants were died"), and "it is" in "as it is shown in Figure 2".
 */
export function extraAuxiliaryLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const before = tokens[index - 1];
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    if (!next) continue;
    const isBe = !!before && BE_FINITE.has(token.lower) && token.pos === 'AUX';
    const inSubjectClause = [tokens[index - 2], tokens[index - 3]].some((word) => CLAUSE_WORDS.has(word?.lower ?? ''));
    if (
      isBe &&
      before?.pos !== 'PUNCT' &&
      before?.lower !== 'there' &&
      !inSubjectClause &&
      isPresentS(next) &&
      after &&
      after.pos !== 'PUNCT'
    )
      lints.push(extraWordLint(token));
    if (isBe && NO_PASSIVE.has(next.lower) && before?.pos !== 'PRON') lints.push(extraWordLint(token));
    // "They have been lived here for ten years" → "have lived": a perfect of a verb without a passive.
    // "the man he had been remained": "been" ends a clause without "that", and the participle is the main verb.
    const isContactClause = tokens[index - 2]?.pos === 'PRON' && tokens[index - 3]?.pos === 'NOUN';
    const isPerfectBeen = token.lower === 'been' && /^(?:has|have|had)$/.test(before?.lower ?? '') && !isContactClause;
    // "The house has been lived in for years": a passive with its preposition left at the end is right.
    const isStranded =
      /^(?:in|on|at|with|for|to|from|about|into|upon)$/.test(after?.lower ?? '') &&
      !/^(?:DET|NOUN|PROPN|NUM|PRON|ADJ)$/.test(tokens[index + 3]?.pos ?? '');
    if (isPerfectBeen && !isStranded && (NO_PASSIVE.has(next.lower) || NO_PASSIVE_PERFECT.has(next.lower)))
      lints.push(extraWordLint(token));
    const isReferringAs = token.lower === 'as' && next.lower === 'it' && BE_FINITE.has(after?.lower ?? '');
    if (isReferringAs && after && REFERRING_PARTICIPLES.has(tokens[index + 3]?.lower ?? '')) {
      lints.push({
        ...extraWordLint(next),
        end: after.end,
        message: `Delete “${next.text} ${after.text}”: it is not needed here.`,
        messageValues: { word: `${next.text} ${after.text}` },
      });
    }
  }
  return lints;
}
