import type { TLint } from '../lint.ts';
import { definiteLint } from './article-patterns.ts';
import { grammarLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken, type TTokenPattern } from './token-patterns.ts';

/**
 * Articles of fixed slots: a change that opens a sentence ("Increase in temperature led to" → "An increase"), "with
 * (the) help of", and "the" before a language that is spoken ("speaks the English fluently" → "English"). Tried and
 * dropped after two reviewers' reads: a role after "be" ("She is professor at", right in British use) and "the" for a
 * measure of each one ("a height of each child"; "an area of the brain" is right).
 */

/** "Increase in temperature led to higher yields" → "An increase": a change counted once, opening the sentence. */
const openingChangePattern: TTokenPattern = (tokens, index) => {
  const change = tokens[index] as TToken;
  if (index !== 0 || !/^(?:Increase|Decrease|Rise|Decline)$/.test(change.text) || tokens[1]?.lower !== 'in') return null;
  // The change's noun phrase, then its verb: "Increase in temperature led to" (not a heading without a verb, "Decline
  // in bee populations: what can be done?", nor an instruction, "Increase in small steps until the pain is controlled").
  let at = 2;
  while (at < 8 && /^(?:DET|ADJ|NOUN|NUM|PROPN)$/.test(tokens[at]?.pos ?? '')) at += 1;
  const verb = tokens[at];
  if (at === 2 || !verb || !(verb.pos === 'AUX' || (verb.pos === 'VERB' && !/ing$/.test(verb.lower)))) return null;
  if (/^(?:steps?|increments?|stages?|doses?)$/.test(tokens[2]?.lower ?? '')) return null;
  const article = /^[AEIOU]/.test(change.text) ? 'An' : 'A';
  const noun = change.lower;
  return grammarLint(
    change.start,
    change.end,
    'article-missing',
    `“${noun}” is a singular countable noun and needs an article: “${article} ${noun}”.`,
    { noun, correction: `${article} ${noun}` },
    `${article} ${noun}`,
  );
};

/** "analysed with help of SPSS" → "with the help of". */
const helpOfPattern: TTokenPattern = (tokens, index) => {
  const help = tokens[index] as TToken;
  if (help.lower !== 'help' || tokens[index - 1]?.lower !== 'with' || tokens[index + 1]?.lower !== 'of') return null;
  // "with help of one kind or another", "with help of various kinds": help of a sort, not someone's help.
  if (tokens.slice(index + 2, index + 6).some((token) => /^(?:kinds?|sorts?|types?|forms?)$/.test(token.lower))) return null;
  return definiteLint(help);
};

const LANGUAGES =
  /^(?:English|Chinese|Japanese|Korean|Portuguese|Spanish|French|German|Italian|Russian|Arabic|Mandarin|Cantonese|Hindi|Thai|Vietnamese|Indonesian|Turkish|Persian|Dutch|Swahili|Latin|Greek|Hebrew|Polish)$/;

/** "speaks the English fluently" → "speaks English": a language spoken, learnt or taught, not its people. */
const languagePattern: TTokenPattern = (tokens, index) => {
  const the = tokens[index] as TToken;
  const language = tokens[index + 1];
  if (the.lower !== 'the' || !language || !LANGUAGES.test(language.text)) return null;
  // Only after "speak": "understood the Chinese", "knew the Latin by heart" name a people or a text.
  if (tokens[index - 1]?.lemma !== 'speak') return null;
  // "learn the English words", "speak the Chinese of Beijing": the language as a modifier or a variety.
  const next = tokens[index + 2];
  // "study the English used in online forums": a variety the phrase goes on to name.
  if (/^(?:NOUN|PROPN|ADJ|VERB)$/.test(next?.pos ?? '') || next?.lower === 'of' || /^[-'’]/.test(next?.text ?? '')) return null;
  return grammarLint(
    the.start,
    language.end,
    'article-generic',
    `“${language.text}” means the thing in general here and takes no article: “${language.text}”, without “${the.text}”.`,
    { noun: language.text, correction: language.text, word: the.text },
    language.text,
  );
};

/** The articles of the slots above. */
export function articleSlotLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [openingChangePattern, helpOfPattern, languagePattern]);
}
