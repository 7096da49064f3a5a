import type { TLint } from '../lint.ts';
import { agreementLint } from './agreement-reach.ts';
import { nounNumber, thirdPersonOf } from './number-forms.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';

/** Words that count a plural: "many fragments of bone", "three outbreaks of cholera". */
const PLURAL_COUNTS = /^(?:many|several|numerous|few|various|two|three|four|five|six|seven|eight|nine|ten|\d+)$/;
const BE_OTHER: Record<string, string> = { is: 'are', was: 'were', are: 'is', were: 'was', has: 'have', have: 'has' };
/** Verbs of showing that a finding's subject takes before "that": "the analysis of the invoices show that". */
const SHOWING = /^(?:show|suggest|indicate|reveal|demonstrate|confirm|imply|prove)$/;

/**
 * "There was many fragments of bone" → "were": after "there is" or "there was" that opens its clause, a counted
 * plural with its own "of" phrase (agreement.ts leaves a noun before "of" alone, for "a number of", "a range of").
 */
function countedThereLint(tokens: readonly TToken[], index: number): TLint | null {
  const [there, verb, count, noun] = tokens.slice(index, index + 4);
  if (there?.lower !== 'there' || !/^(?:is|was)$/.test(verb?.lower ?? '') || !PLURAL_COUNTS.test(count?.lower ?? '')) return null;
  const before = tokens[index - 1];
  if (before && !/^[,;:]$/.test(before.text)) return null;
  if (!noun || nounNumber(noun) !== 'plural' || tokens[index + 4]?.lower !== 'of') return null;
  return agreementLint(noun, verb as TToken, 'plural', BE_OTHER[verb?.lower ?? ''] as string);
}

/**
 * "Neither of the methods provide" → "provides", "Either of the two tests are" → "is": "neither of" and "either of"
 * that open the sentence are singular, whatever follows ("In neither of the plots were seedlings found" is inverted).
 */
function neitherOfLint(tokens: readonly TToken[], index: number): TLint | null {
  const [word, of] = [tokens[index], tokens[index + 1]];
  if (index !== 0 || !/^(?:neither|either)$/.test(word?.lower ?? '') || of?.lower !== 'of') return null;
  let at = index + 2;
  if (/^(?:the|these|those|its|their|our)$/.test(tokens[at]?.lower ?? '')) at += 1;
  if (tokens[at]?.pos === 'NUM') at += 1;
  const noun = tokens[at];
  const verb = tokens[at + 1];
  if (!word || !noun || !verb || nounNumber(noun) !== 'plural') return null;
  if (/^(?:are|were|have)$/.test(verb.lower)) return agreementLint(word, verb, 'singular', BE_OTHER[verb.lower] as string);
  const isBase =
    verb.pos === 'VERB' && verb.lower === verb.lemma && /^[a-z]+$/.test(verb.lower) && !/(?:ed|ing)$/.test(verb.lower);
  const hasObject = ['DET', 'ADJ', 'NOUN', 'NUM'].includes(tokens[at + 2]?.pos ?? '');
  return isBase && hasObject ? agreementLint(word, verb, 'singular', thirdPersonOf(verb.lower)) : null;
}

/**
 * "The analysis of the invoices show that" → "shows": a singular noun that opens the sentence, an "of" phrase with a
 * plural, and a base form of a verb of showing before "that", which the tagger reads as a noun of a compound.
 */
function showingThatLint(tokens: readonly TToken[], index: number): TLint | null {
  const verb = tokens[index];
  if (!verb || !SHOWING.test(verb.lower) || tokens[index + 1]?.lower !== 'that') return null;
  const [determiner, head, of] = tokens;
  if (!/^(?:the|a|an|this|our|their|its)$/.test(determiner?.lower ?? '') || !head || of?.lower !== 'of') return null;
  if (nounNumber(head) !== 'singular' || index > 7) return null;
  const between = tokens.slice(3, index);
  const isPhrase = between.every((token) => ['DET', 'ADJ', 'NOUN', 'NUM'].includes(token.pos));
  const last = between.at(-1);
  if (!isPhrase || !last || nounNumber(last) !== 'plural') return null;
  return agreementLint(head, verb, 'singular', thirdPersonOf(verb.lower));
}

/** Agreement with a counted subject that agreement.ts and its companions leave alone. */
export function countedAgreementLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [countedThereLint, neitherOfLint, showingThatLint]);
}
