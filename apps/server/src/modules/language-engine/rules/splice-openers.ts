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
/** Quantifiers that stand for a noun as a subject: ", most were", ", each was". */
const PRONOUN_QUANTIFIERS = /^(?:most|many|few|some|several|all|both|each|none)$/;
const PART_WHOLES = new Set(['them', 'these', 'those', 'the', 'us', 'it']);
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
 * are", ", one of the samples was", ", most of it falls"), a quantifier and a plural (", all authors have approved", ", no personal data
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
  if (QUANTIFIERS.has(first.lower) || (first.pos === 'NUM' && tokens[at + 1]?.lower === 'of')) {
    let i = at + 1;
    if (tokens[i]?.lower === 'of' && PART_WHOLES.has(tokens[i + 1]?.lower ?? '')) {
      i += 2;
      if (tokens[i - 1]?.lower === 'the' || tokens[i - 1]?.lower === 'these' || tokens[i - 1]?.lower === 'those') {
        while (['ADJ', 'NOUN'].includes(tokens[i]?.pos ?? '') && i - at < 7) i += 1;
      }
      return isFiniteForm(tokens[skipAdverbs(tokens, i)]);
    }
    // A quantifier standing alone and an auxiliary: ", few have examined", ", each was recorded".
    if (PRONOUN_QUANTIFIERS.test(first.lower) && tokens[i]?.pos === 'AUX' && FINITE.has(tokens[i]?.lower ?? '')) return true;
    while (tokens[i]?.pos === 'ADJ' && i - at < 3) i += 1;
    if (!isPlural(tokens[i])) return false;
    const verbAt = skipAdverbs(tokens, i + 1);
    const verb = tokens[verbAt];
    // A present ("no comparable data exist", "some questions remain"), or a past with its object ("many households
    // reduced consumption"; not "most patients treated with", a participle).
    const isPastWithObject =
      isFiniteForm(verb) && verb?.pos === 'VERB' && /^(?:DET|NOUN|PRON|NUM)$/.test(tokens[verbAt + 1]?.pos ?? '');
    return (isFiniteForm(verb) && tokens[i + 1]?.pos === 'AUX') || isBase(verb) || isPastWithObject;
  }
  if (/^(?:its|their|our|the|these|those)$/.test(first.lower)) {
    let i = at + 1;
    while (['ADJ', 'NOUN', 'PROPN'].includes(tokens[i]?.pos ?? '') && i - at < 4) i += 1;
    const head = tokens[i - 1];
    if (i === at + 1 || !head) return false;
    const verb = tokens[skipAdverbs(tokens, i)];
    if (head.pos === 'PROPN' && verb?.pos === 'AUX' && FINITE.has(verb.lower)) return true;
    if (/^(?:these|those|their|our)$/.test(first.lower) && isPlural(head) && isBase(verb)) return true;
  }
  return opensNamedClause(tokens, at);
}

/** Figures and tables a sentence names as its subject: "Figure 3 shows", "Table 2 lists". */
const FIGURE_NAMES = new Set(['figure', 'fig', 'table', 'tables', 'figures', 'figs']);
/** Verbs of a figure or a table, which the tagger may read as plural nouns: "Figure 3 shows the". */
const FIGURE_VERBS = new Set(
  'shows presents illustrates depicts summarizes summarises compares lists gives displays plots reports provides'.split(' '),
);
/** Prepositions of time after which a past form is the verb of its clause: "this trend reversed after 2020". */
const TIME_PREPOSITIONS = new Set(['after', 'before', 'during', 'until']);
/** Nouns of time that make a noun phrase after a past form an adverbial: "samples collected the next day". */
const TIME_NOUNS = /^(?:day|days|week|weeks|month|months|year|years|time|times|morning|night|evening|hour|hours|season)$/;
const BE_HAVE = new Set(['is', 'was', 'has']);

/**
 * Whether the past form at `i` is the verb of its clause, not a reduced relative ("the method described in [5]"): an
 * object follows (a determiner, a possessive, a number, "that"), not a noun phrase of time; or an adverb or a
 * preposition of time, when no auxiliary follows later ("these samples collected after the rain were dried").
 */
export function isPastPredicate(tokens: readonly TToken[], i: number): boolean {
  const [verb, next] = [tokens[i], tokens[i + 1]];
  if (!verb || !next || !/(?:ed|[^s])$/.test(verb.lower) || /(?:ing|en|wn)$/.test(verb.lower)) return false;
  // An -ed form the tagger reads as an adjective after a noun, with an object: "such habits limited their progress".
  const isAdjectiveVerb = verb.pos === 'ADJ' && /[^e]ed$/.test(verb.lower) && tokens[i - 1]?.pos === 'NOUN';
  if (!isAdjectiveVerb && (verb.pos !== 'VERB' || verb.lower === verb.lemma)) return false;
  const hasObject =
    ['DET', 'NUM'].includes(next.pos) ||
    /^(?:that|its|their|our|his|her|my)$/.test(next.lower) ||
    (next.pos === 'ADJ' && tokens[i + 2]?.pos === 'NOUN');
  if (hasObject) return !tokens.slice(i + 1, i + 4).some((token) => TIME_NOUNS.test(token.lower));
  if (isAdjectiveVerb || (next.pos !== 'ADV' && !TIME_PREPOSITIONS.has(next.lower))) return false;
  return !tokens.slice(i + 2).some((token) => token.pos === 'AUX' || token.text === ',');
}

/**
 * Main clauses the tests above leave out: a figure or a table and its verb (", Figure 3 shows the"), "this", "these"
 * or "such" and a noun with a past verb of its own (", this trend reversed after", ", such omissions made their"), a
 * plural noun without a determiner and such a past verb (", results showed a 15% reduction"; not when a conjunction
 * follows, which may make a list of clauses), and a singular noun phrase without a determiner and "is", "was" or
 * "has" (", grain yield was closely related").
 */
function opensNamedClause(tokens: readonly TToken[], at: number): boolean {
  const first = tokens[at] as TToken;
  if (FIGURE_NAMES.has(first.lower.replace(/\.$/, '')) && first.text !== first.lower && tokens[at + 1]?.pos === 'NUM') {
    let i = at + 2;
    if (/^[a-z]$/.test(tokens[i]?.text ?? '') && tokens[i]?.start === tokens[i - 1]?.end) i += 1;
    const verb = tokens[i];
    return !!verb && (FIGURE_VERBS.has(verb.lower) || (verb.pos === 'VERB' && /[^s]s$/.test(verb.lower)));
  }
  let i = at;
  if (/^(?:this|these|such)$/.test(first.lower)) i += 1;
  const headFrom = i;
  while (['ADJ', 'NOUN'].includes(tokens[i]?.pos ?? '') && i - headFrom < 3 && !isPastPredicate(tokens, i)) i += 1;
  const head = tokens[i - 1];
  if (i === headFrom || head?.pos !== 'NOUN') return false;
  const isBare = headFrom === at;
  const hasConjunctionAfter = tokens.slice(i).some((token) => token.pos === 'CCONJ');
  if (isPastPredicate(tokens, i) && (!isBare || (isPlural(head) && !hasConjunctionAfter))) return true;
  const isSingular = head.lower === head.lemma && !/[^s]s$/.test(head.lower);
  return isBare && isSingular && BE_HAVE.has(tokens[i]?.lower ?? '') && !hasConjunctionAfter;
}

/**
 * A verb the tagger reads as another word class, at `i`: an -ed form read as an adjective between a plural noun and a
 * noun phrase ("Most respondents preferred online classes"), an -s or -ed form read as a noun between a noun, an
 * adjective or a number and "the", "a", "every" or a possessive ("The model captures the", "Table 2 lists the", "The
 * model fitted the", "The platform records every").
 */
export function isMistaggedVerb(words: readonly TToken[], i: number): boolean {
  const [before, word, after] = [words[i - 1], words[i], words[i + 1]];
  if (!word || !before || !after) return false;
  if (word.pos === 'ADJ' && /[^e]ed$/.test(word.lower) && isPlural(before)) return ['ADJ', 'NOUN', 'DET'].includes(after.pos);
  const isVerbAsNoun =
    word.pos === 'NOUN' && ((/[^s]s$/.test(word.lower) && word.lemma !== word.lower) || /..[^e]ed$/.test(word.lower));
  return isVerbAsNoun && ['NOUN', 'ADJ', 'NUM'].includes(before.pos) && /^(?:the|a|an|every|its|their|our)$/.test(after.lower);
}
