import type { TLint } from '../lint.ts';
import { definiteLint } from './article-patterns.ts';
import { grammarLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken, type TTokenPattern } from './token-patterns.ts';

/**
 * Articles of fixed slots: a role after "be" ("She is professor at" → "a professor"), a change that opens a sentence
 * ("Increase in temperature led to" → "An increase"), "with (the) help of", "the" before a language that is spoken or
 * learnt ("speaks the English fluently" → "English"), and "the" for a measure of each one ("measured a height of each
 * child" → "the height").
 */

/** Roles a person holds, which "be" names with "a": "She is a professor at". Titles ("president", "head") are left. */
const ROLES =
  /^(?:professor|lecturer|student|teacher|doctor|nurse|member|researcher|engineer|farmer|manager|consultant|volunteer|graduate|scientist|physician|surgeon|postdoc|technician|journalist|lawyer|pharmacist|midwife|dentist|psychologist|economist)$/;

/** "She is professor at the University of Tokyo" → "a professor": a role in lower case after "be", then its place. */
const rolePattern: TTokenPattern = (tokens, index) => {
  const role = tokens[index] as TToken;
  if (!ROLES.test(role.text) || !/^(?:is|was|am|became|becomes|become)$/.test(tokens[index - 1]?.lower ?? '')) return null;
  if (!/^(?:at|in|of|with|for|from|who|and|\.)$/.test(tokens[index + 1]?.lower ?? '')) return null;
  const article = /^[aeiou]/.test(role.lower) ? 'an' : 'a';
  return grammarLint(
    role.start,
    role.end,
    'article-missing',
    `“${role.text}” is a singular countable noun and needs an article: “${article} ${role.text}”.`,
    { noun: role.text, correction: `${article} ${role.text}` },
    `${article} ${role.text}`,
  );
};

/** "Increase in temperature led to higher yields" → "An increase": a change counted once, opening the sentence. */
const openingChangePattern: TTokenPattern = (tokens, index) => {
  const change = tokens[index] as TToken;
  if (index !== 0 || !/^(?:Increase|Decrease|Reduction|Rise|Decline|Drop)$/.test(change.text)) return null;
  if (!/^(?:in|of)$/.test(tokens[1]?.lower ?? '')) return null;
  // A heading has no verb: "Increase in soil carbon after liming".
  if (!tokens.some((token, i) => i > 2 && (token.pos === 'AUX' || (token.pos === 'VERB' && !/ing$/.test(token.lower)))))
    return null;
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
  return definiteLint(help);
};

const LANGUAGES =
  /^(?:English|Chinese|Japanese|Korean|Portuguese|Spanish|French|German|Italian|Russian|Arabic|Mandarin|Cantonese|Hindi|Thai|Vietnamese|Indonesian|Turkish|Persian|Dutch|Swahili|Latin|Greek|Hebrew|Polish)$/;

/** "speaks the English fluently" → "speaks English": a language spoken, learnt or taught, not its people. */
const languagePattern: TTokenPattern = (tokens, index) => {
  const the = tokens[index] as TToken;
  const language = tokens[index + 1];
  if (the.lower !== 'the' || !language || !LANGUAGES.test(language.text)) return null;
  if (!/^(?:speak|learn|study|teach|understand|master|know|use)$/.test(tokens[index - 1]?.lemma ?? '')) return null;
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

const MEASURES =
  /^(?:height|weight|length|width|age|size|temperature|mass|volume|diameter|concentration|depth|area|thickness|density|colour|color|shape|position)$/;

/** "We measured a height and weight of each child" → "the height": a measure of each one of a set. */
const measurePattern: TTokenPattern = (tokens, index) => {
  const article = tokens[index] as TToken;
  const measure = tokens[index + 1];
  if (!/^(?:a|an)$/.test(article.lower) || !measure || !MEASURES.test(measure.lower)) return null;
  let at = index + 2;
  if (tokens[at]?.lower === 'and' && MEASURES.test(tokens[at + 1]?.lower ?? '')) at += 2;
  if (tokens[at]?.lower !== 'of' || !/^(?:each|every|all|the|its|their|his|her)$/.test(tokens[at + 1]?.lower ?? '')) return null;
  // "a height of the order of", "a size of the same order": an amount, not the measure of a thing.
  if (/^(?:order|same|range)$/.test(tokens[at + 2]?.lower ?? '')) return null;
  return definiteLint(measure, article);
};

/** The articles of the slots above. */
export function articleSlotLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [rolePattern, openingChangePattern, helpOfPattern, languagePattern, measurePattern]);
}
