import type { TLint } from '../lint.ts';
import {
  BEFORE_PREPOSITION,
  CAUSES,
  endsWithTrials,
  GROUNDS,
  isHarmPhrase,
  isNumber,
  MONTH_NAMES,
  notOn,
  opensNounPhrase,
  POSSESSIVES,
  RECIPIENTS,
  SAYINGS,
  TRIALS,
} from './preposition-lists.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';

/**
 * A word (by its lemma, or as written) and a preposition learners put after it, with the one English uses
 * ('' when none: "discuss about" → "discuss"), and what must follow for the correction to be sure.
 */
type TPrepositionUse = {
  heads: readonly string[];
  wrong: readonly string[];
  right: string;
  /** The word after the preposition must pass (a number: "divided in two groups" → "into"). */
  followedBy?: (next: TToken | undefined, after: TToken | undefined, third?: TToken) => boolean;
  /** Words up to four before the head that take the preposition themselves ("the effects of lead exposure on"). */
  notAfter?: RegExp;
  /** The head must be a verb ("the patients suffered of" but not "the suffering of the patients"). */
  isVerb?: true;
};

/** Prepositions after common verbs, adjectives and nouns of academic writing, and the one English takes. */
export const PREPOSITION_USES: readonly TPrepositionUse[] = [
  { heads: ['depend', 'dependent', 'rely', 'reliant', 'based'], wrong: ['of', 'from'], right: 'on' },
  // "the temperature dependence of the conductivity" names whose dependence it is: only "from" is wrong.
  { heads: ['dependence'], wrong: ['from'], right: 'on' },
  { heads: ['depend', 'rely'], wrong: ['in'], right: 'on' },
  { heads: ['consist'], wrong: ['on', 'from'], right: 'of' },
  { heads: ['consist'], wrong: ['in'], right: 'of', followedBy: isNumber },
  { heads: ['focus', 'focused', 'focussed'], wrong: ['in', 'about'], right: 'on', followedBy: notOn },
  { heads: ['responsible'], wrong: ['of', 'about'], right: 'for' },
  { heads: ['interested'], wrong: ['on', 'about', 'for'], right: 'in' },
  { heads: ['similar'], wrong: ['with'], right: 'to' },
  { heads: ['different'], wrong: ['of'], right: 'from' },
  { heads: ['capable', 'aware'], wrong: ['about', 'for', 'on'], right: 'of' },
  {
    heads: ['divide', 'divided', 'split', 'classify', 'classified', 'separate', 'separated'],
    wrong: ['in'],
    right: 'into',
    followedBy: isNumber,
  },
  { heads: ['participate', 'participated', 'involved', 'engaged'], wrong: ['to', 'at'], right: 'in' },
  { heads: ['contribute', 'contribution'], wrong: ['for'], right: 'to' },
  {
    heads: ['impact', 'influence'],
    wrong: ['to', 'over'],
    right: 'on',
    followedBy: (next) => next?.pos === 'DET' || next?.pos === 'NOUN',
  },
  {
    heads: ['effect'],
    wrong: ['to'],
    right: 'on',
    followedBy: (next) => next?.pos === 'DET' || next?.pos === 'NOUN' || next?.pos === 'ADJ',
  },
  { heads: ['reason'], wrong: ['of'], right: 'for' },
  { heads: ['arrive', 'arrived'], wrong: ['to'], right: 'at' },
  {
    heads: [
      'discuss',
      'discussed',
      'mention',
      'mentioned',
      'emphasize',
      'emphasise',
      'emphasized',
      'emphasised',
      'describe',
      'described',
    ],
    wrong: ['about'],
    right: '',
  },
  { heads: ['emphasize', 'emphasise', 'emphasized', 'emphasised'], wrong: ['on'], right: '' },
  { heads: ['discuss', 'discussed'], wrong: ['on'], right: '' },
  {
    heads: ['thank'],
    wrong: ['to'],
    right: '',
    followedBy: (next) => next?.pos === 'DET' || next?.pos === 'PRON' || next?.pos === 'NOUN',
  },
  { heads: ['despite', 'during'], wrong: ['of'], right: '' },
  { heads: ['reach', 'resemble'], wrong: ['to'], right: '', followedBy: (next) => next?.pos === 'DET' },
  // "consistent to earlier reports"; not "consistent to first order".
  {
    heads: ['consistent', 'compatible'],
    wrong: ['to'],
    right: 'with',
    followedBy: (next, after) =>
      opensNounPhrase(next) ||
      (next?.pos === 'ADJ' && after?.pos === 'NOUN' && !/^(?:order|precision|accuracy|approximation)$/.test(after.lower)),
  },
  { heads: ['grateful', 'thankful', 'indebted'], wrong: ['with'], right: 'to' },
  // "grateful for Dr. Müller for his help" → "to": a person after "for" ("grateful for Dr. Müller's advice" is right).
  {
    heads: ['grateful', 'thankful', 'indebted'],
    wrong: ['for'],
    right: 'to',
    followedBy: (next, after, third) =>
      /^(?:dr\.?|prof\.?|professor|mr\.?|ms\.?|mrs\.?)$/.test(next?.lower ?? '') &&
      after?.pos === 'PROPN' &&
      /^(?:for|,)$/.test(third?.text ?? ''),
  },
  // "different with that of", "different with the one used": not "different with each method" (by means of).
  {
    heads: ['different'],
    wrong: ['with'],
    right: 'from',
    followedBy: (next, after) =>
      /^(?:that|those)$/.test(next?.lower ?? '') || (next?.lower === 'the' && /^ones?$/.test(after?.lower ?? '')),
  },
  {
    heads: ['based'],
    wrong: ['in'],
    right: 'on',
    followedBy: (next, after, third) =>
      POSSESSIVES.test(next?.lower ?? '') ||
      (/^(?:the|this|these)$/.test(next?.lower ?? '') &&
        (GROUNDS.test(after?.lower ?? '') ||
          (after?.pos === 'PROPN' && third?.text === third?.lower && GROUNDS.test(third?.lower ?? '')))),
  },
  // "based in three repeated measurements" → "on": a number of trials, not of places ("based in three cities"), or a
  // bare plural of trials or grounds after up to one modifier ("based in semi-structured interviews", "in field surveys";
  // not "studies": "a researcher based in development studies" names a department).
  {
    heads: ['based'],
    wrong: ['in'],
    right: 'on',
    followedBy: (next, after, third) =>
      (isNumber(next) && TRIALS.test((['ADJ', 'VERB'].includes(after?.pos ?? '') ? third : after)?.lower ?? '')) ||
      (next?.pos !== 'DET' && next?.pos !== 'PROPN' && endsWithTrials(next, after, third)),
  },
  {
    heads: ['submit', 'submitted'],
    wrong: ['in', 'at'],
    right: 'to',
    followedBy: (next, after) => /^(?:the|this|your|our)$/.test(next?.lower ?? '') && RECIPIENTS.test(after?.lower ?? ''),
  },
  {
    heads: ['superior', 'inferior', 'prior', 'preferable', 'similar', 'equivalent', 'identical', 'equal'],
    wrong: ['than'],
    right: 'to',
  },
  { heads: ['composed'], wrong: ['by'], right: 'of', followedBy: isNumber },
  { heads: ['related'], wrong: ['with'], right: 'to', followedBy: opensNounPhrase },
  // "trained in a dataset of 50,000 images" → "on"; "trained in the laboratory" is right.
  {
    heads: ['trained', 'pretrained', 'train'],
    wrong: ['in'],
    right: 'on',
    followedBy: (next, after) => next?.pos === 'DET' && /^(?:datasets?|data|corpus|corpora|images)$/.test(after?.lower ?? ''),
  },
  { heads: ['result'], wrong: ['on'], right: 'in', isVerb: true },
  // "was associated to income" → "with".
  { heads: ['associated'], wrong: ['to'], right: 'with', followedBy: (next) => next?.pos !== 'VERB' },
  // "randomly assigned in two groups" → "to".
  { heads: ['assigned', 'allocated', 'assign', 'allocate'], wrong: ['in'], right: 'to', followedBy: isNumber },
  { heads: ['suffer', 'differ', 'recover', 'derive', 'protect'], wrong: ['of'], right: 'from', isVerb: true },
  { heads: ['differ'], wrong: ['than'], right: 'from', isVerb: true, followedBy: opensNounPhrase },
  // "which differs with the results of Lee" → "from": a finding compared ("differs with age" is right).
  {
    heads: ['differ'],
    wrong: ['with'],
    right: 'from',
    isVerb: true,
    followedBy: (next, after) =>
      (next?.lower === 'the' && /^(?:results|findings|conclusions|observations)$/.test(after?.lower ?? '')) ||
      (/^(?:those|that)$/.test(next?.lower ?? '') && /^(?:of|reported)$/.test(after?.lower ?? '')),
  },
  { heads: ['benefit'], wrong: ['of', 'with'], right: 'from', isVerb: true },
  { heads: ['comply'], wrong: ['to'], right: 'with' },
  { heads: ['deal', 'dealt'], wrong: ['about'], right: 'with' },
  { heads: ['explain', 'investigate'], wrong: ['about'], right: '', isVerb: true },
  { heads: ['lack'], wrong: ['of'], right: '', isVerb: true },
  { heads: ['satisfied'], wrong: ['of', 'about'], right: 'with' },
  { heads: ['rich', 'abundant'], wrong: ['of'], right: 'in' },
  { heads: ['specialize', 'specialise', 'specialized', 'specialised'], wrong: ['on'], right: 'in' },
  // Calques of "participar de", "pertencer a", "insistir en", "investir em".
  { heads: ['participate'], wrong: ['of'], right: 'in', isVerb: true },
  { heads: ['belong', 'belonging'], wrong: ['of'], right: 'to', isVerb: true },
  {
    heads: ['insist'],
    wrong: ['in'],
    right: 'on',
    isVerb: true,
    followedBy: (next, after) =>
      /^[a-z]{3,}ing$/.test(next?.lower ?? '') ||
      (/^(?:a|an|the|this|their|its)$/.test(next?.lower ?? '') && !SAYINGS.test(after?.lower ?? '')),
  },
  {
    heads: ['invest'],
    wrong: ['on'],
    right: 'in',
    isVerb: true,
    followedBy: (next) => !!next && !/^(?:average|behalf|balance|top)$/.test(next.lower) && next.lower !== 'the',
  },
  { heads: ['complain'], wrong: ['for'], right: 'about', isVerb: true, followedBy: opensNounPhrase },
  { heads: ['accessed'], wrong: ['to'], right: '', isVerb: true, followedBy: (next) => next?.pos === 'DET' },
  // "exposure on pesticides" → "to": a bare noun of what one is exposed to (not "exposure on day 3").
  {
    heads: ['exposure'],
    wrong: ['on'],
    right: 'to',
    followedBy: (next) => next?.pos === 'NOUN' && next.text === next.lower && !/^(?:days?|weeks?|site|arrival)$/.test(next.lower),
    // "the effects of lead exposure on cognition": "on" is the effect's.
    notAfter: /^(?:effects?|impacts?|influences?|consequences?|outcomes?)$/,
  },
  { heads: ['independent'], wrong: ['on'], right: 'of' },
  { heads: ['regardless'], wrong: ['to', 'from'], right: 'of' },
  { heads: ['compared'], wrong: ['than'], right: 'with' },
  // "instead to the old one" → "of"; "instead to use" needs "of using", which a preposition alone does not give.
  { heads: ['instead'], wrong: ['to'], right: 'of', followedBy: (next) => next?.pos === 'DET' || next?.pos === 'NOUN' },
  // "increased of 20%" → "by": a change by an amount ("increased in 2010" is a date, not an amount).
  {
    heads: ['increase', 'decrease', 'reduce', 'rise', 'fall', 'drop', 'decline', 'grow'],
    wrong: ['of'],
    right: 'by',
    isVerb: true,
    followedBy: (next, after) => next?.pos === 'NUM' && /^(?:%|percent|per|percentage)$/.test(after?.lower ?? ''),
  },
  // "attended to the conference" → "attended the conference" ("attended to the patients" is caring for them).
  {
    heads: ['attend', 'attended', 'attends'],
    wrong: ['to'],
    right: '',
    followedBy: (next, after) =>
      next?.pos === 'DET' &&
      /^(?:conference|meeting|school|class|classes|course|courses|lecture|lectures|seminar|workshop|congress|session)$/.test(
        after?.lower ?? '',
      ),
  },
  // "susceptible for infections" → "to": only before a harm ("vulnerable for flooding"), not a time, a reason or a
  // purpose ("vulnerable for up to six weeks", "for two reasons", "for planning purposes"); "prone" is left out ("placed
  // prone for surgery").
  {
    heads: ['susceptible', 'vulnerable'],
    wrong: ['for'],
    right: 'to',
    followedBy: isHarmPhrase,
  },
  // "affected for the drought" → "by": only "the"/"this" and a cause ("for the first time", "for the next two weeks",
  // "affected for each genotype" are a time or a count).
  {
    heads: ['affected', 'influenced'],
    wrong: ['for'],
    right: 'by',
    followedBy: (next, after, third) =>
      /^(?:the|this)$/.test(next?.lower ?? '') &&
      CAUSES.test(after?.lower ?? '') &&
      !/^(?:NOUN|PROPN|PART)$/.test(third?.pos ?? '') &&
      !/^['’]s$/.test(third?.text ?? ''),
  },
  // "affected from the drought" → "by"; not "affected from the start".
  {
    heads: ['affected', 'influenced'],
    wrong: ['from'],
    right: 'by',
    followedBy: (next, after) => next?.pos === 'DET' && !/^(?:start|beginning|outset|onset|first)$/.test(after?.lower ?? ''),
  },
];

/** Fixed phrases learners write with another preposition: "in the other hand", "take in account". */
const PHRASES: readonly { words: readonly string[]; at: number; right: string }[] = [
  { words: ['in', 'the', 'other', 'hand'], at: 0, right: 'on' },
  { words: ['take', 'in', 'account'], at: 1, right: 'into' },
  { words: ['takes', 'in', 'account'], at: 1, right: 'into' },
  { words: ['taken', 'in', 'account'], at: 1, right: 'into' },
  { words: ['taking', 'in', 'account'], at: 1, right: 'into' },
  { words: ['according', 'with'], at: 1, right: 'to' },
  { words: ['in', 'the', 'contrary'], at: 0, right: 'on' },
  { words: ['in', 'agreement', 'to'], at: 2, right: 'with' },
  { words: ['in', 'comparison', 'of'], at: 2, right: 'with' },
  { words: ['in', 'intervals', 'of'], at: 0, right: 'at' },
  { words: ['in', 'accordance', 'to'], at: 2, right: 'with' },
  { words: ['with', 'regard', 'of'], at: 2, right: 'to' },
  { words: ['in', 'the', 'internet'], at: 0, right: 'on' },
  { words: ['in', 'the', 'end', 'of'], at: 0, right: 'at' },
  { words: ['at', 'the', 'other', 'hand'], at: 0, right: 'on' },
  { words: ['in', 'the', 'one', 'hand'], at: 0, right: 'on' },
  { words: ['on', 'the', 'meantime'], at: 0, right: 'in' },
  { words: ['at', 'the', 'meantime'], at: 0, right: 'in' },
  { words: ['in', 'behalf', 'of'], at: 0, right: 'on' },
  { words: ['with', 'respect', 'of'], at: 2, right: 'to' },
  { words: ['in', 'contrast', 'of'], at: 2, right: 'to' },
  { words: ['in', 'favor', 'to'], at: 2, right: 'of' },
  { words: ['in', 'favour', 'to'], at: 2, right: 'of' },
  { words: ['due', 'of'], at: 1, right: 'to' },
  { words: ['pay', 'attention', 'on'], at: 2, right: 'to' },
  { words: ['paid', 'attention', 'on'], at: 2, right: 'to' },
  { words: ['paying', 'attention', 'on'], at: 2, right: 'to' },
  { words: ['pays', 'attention', 'on'], at: 2, right: 'to' },
  { words: ['shown', 'at', 'figure'], at: 1, right: 'in' },
  { words: ['shown', 'at', 'table'], at: 1, right: 'in' },
  { words: ['presented', 'at', 'figure'], at: 1, right: 'in' },
  { words: ['presented', 'at', 'table'], at: 1, right: 'in' },
  { words: ['in', 'a', 'daily', 'basis'], at: 0, right: 'on' },
  { words: ['in', 'a', 'weekly', 'basis'], at: 0, right: 'on' },
  { words: ['in', 'a', 'regular', 'basis'], at: 0, right: 'on' },
  { words: ['in', 'a', 'monthly', 'basis'], at: 0, right: 'on' },
  // "at the south of the province" → "in"; "explained with detail" → "in detail".
  ...['north', 'south', 'east', 'west'].map((point) => ({ words: ['at', 'the', point, 'of'], at: 0, right: 'in' })),
  ...['explained', 'described', 'discussed'].map((verb) => ({ words: [verb, 'with', 'detail'], at: 1, right: 'in' })),
];

const capitalisedAs = (model: string, word: string) =>
  /^\p{Lu}/u.test(model) && word ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word;

export function prepositionLint(word: TToken, head: string, right: string): TLint {
  const correction = capitalisedAs(word.text, right);
  if (right === '') {
    return {
      kind: 'Usage',
      start: word.start,
      end: word.end,
      message: `“${head}” takes no preposition here: delete “${word.text}”.`,
      messageKey: 'preposition-none',
      messageValues: { head, word: word.text },
      suggestions: [{ kind: 'delete', text: '' }],
    };
  }
  return {
    kind: 'Usage',
    start: word.start,
    end: word.end,
    message: `The preposition after “${head}” is “${correction}”, not “${word.text}”.`,
    messageKey: 'preposition',
    messageValues: { head, word: word.text, correction },
    suggestions: [replaceWith(correction)],
  };
}

/** "among the two groups" → "between": two things are compared with "between". */
function betweenLint(word: TToken, phrase: readonly TToken[]): TLint {
  const correction = capitalisedAs(word.text, 'between');
  return {
    kind: 'Usage',
    start: word.start,
    end: word.end,
    message: `Use “${correction}”, not “${word.text}”, before “${phrase.map((token) => token.text).join(' ')}”.`,
    messageKey: 'preposition-time',
    messageValues: { word: word.text, correction, phrase: phrase.map((token) => token.text).join(' ') },
    suggestions: [replaceWith(correction)],
  };
}

/** Nouns of an effect, whose object takes "on" after "of" and what causes it: "the effect of temperature on growth". */
const EFFECT_NOUNS = new Set(['effect', 'effects', 'impact', 'impacts', 'influence']);
/** Nouns that take "to" themselves ("the effect of exposure to the virus"): the "to" is theirs. */
const TAKES_TO = new Set(
  (
    'exposure addition additions resistance response responses access contribution sensitivity tolerance adaptation ' +
    'proximity attachment binding conversion transfer application applications distance migration return change changes ' +
    'amendment amendments modification modifications adherence commitment reference ratio relation relationship ' +
    'similarity damage harm threat visit visits travel transition shift input inputs supplement'
  ).split(' '),
);

/**
 * "the effect of X to the Y" → "on": after "effect", "impact" or "influence of" and a short noun phrase (a
 * determiner, an adjective, nouns of which the last does not take "to" itself: "salinity stress"), "to" before a determiner is the effect's
 * object. Not "the effect of exposure to the virus", "the effect of adding lime to the soil", "carbon to nitrogen".
 */
function effectToLint(tokens: readonly TToken[], index: number): TLint | null {
  const effect = tokens[index];
  if (!effect || !EFFECT_NOUNS.has(effect.lower) || effect.pos !== 'NOUN' || tokens[index + 1]?.lower !== 'of') return null;
  let at = index + 2;
  if (tokens[at]?.pos === 'DET') at += 1;
  if (tokens[at]?.pos === 'ADJ') at += 1;
  // A compound's nouns: "the effect of salinity stress to the" (its last noun is the one that may take "to").
  while (tokens[at]?.pos === 'NOUN' && tokens[at + 1]?.pos === 'NOUN' && at - index < 5) at += 1;
  const noun = tokens[at];
  const to = tokens[at + 1];
  if (noun?.pos !== 'NOUN' || TAKES_TO.has(noun.lower) || to?.lower !== 'to') return null;
  if (tokens[at + 2]?.pos !== 'DET') return null;
  return prepositionLint(to, effect.text, 'on');
}

/** Nouns of a change whose object takes "in": "an increase of the temperature" → "in" ("an increase of 5%" is a size). */
const CHANGE_NOUNS = /^(?:increase|increases|decrease|decreases)$/;

/**
 * "interest for the curriculum" → "in" (not "of interest for", which is said of what matters to someone), and "an
 * increase of the temperature" → "in" (not "of the order of", "of the same size").
 */
function nounPrepositionLint(tokens: readonly TToken[], index: number): TLint | null {
  const [noun, preposition, next, after] = tokens.slice(index, index + 4);
  if (noun?.pos !== 'NOUN' || !preposition || !next) return null;
  let at = index - 1;
  while (tokens[at]?.pos === 'ADJ' || tokens[at]?.pos === 'ADV') at -= 1;
  if (noun.lemma === 'interest' && preposition.lower === 'for' && tokens[at]?.lower !== 'of' && opensNounPhrase(next))
    return prepositionLint(preposition, noun.text, 'in');
  const isChangeOfThing = next.lower === 'the' && after?.pos === 'NOUN' && !/^(?:order|same|magnitude|size)$/.test(after.lower);
  if (CHANGE_NOUNS.test(noun.lower) && preposition.lower === 'of' && isChangeOfThing)
    return prepositionLint(preposition, noun.text, 'in');
  return null;
}

/** "the same method than before" → "as": "same" compares with "as"; a noun phrase may stand between. */
function sameThanLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index]?.lower !== 'same') return null;
  const end = tokens.findIndex((token, i) => i > index && i <= index + 5 && token.lower === 'than');
  if (end < 0) return null;
  const between = tokens.slice(index + 1, end);
  // "the same error more than once" compares with "more", not with "same".
  const isNounPhrase = between.every(
    (token) =>
      (['NOUN', 'ADJ', 'NUM'].includes(token.pos) || token.lower === 'of') && !/^(?:more|less|rather|other)$/.test(token.lower),
  );
  if (!isNounPhrase || !between.some((token) => token.pos === 'NOUN')) return null;
  return prepositionLint(tokens[end] as TToken, 'same', 'as');
}

/**
 * The preposition after a word of the table (depend on, consist of, focus on, interested in, responsible for;
 * none after discuss and emphasize) and in fixed phrases ("on the other hand", "take into account").
 */
/** The uses of PREPOSITION_USES by head word, and the phrases of PHRASES by first word: each token looks up its own. */
const USES_BY_HEAD = groupBy(PREPOSITION_USES.flatMap((use) => use.heads.map((head) => [head, use] as const)));
const PHRASES_BY_FIRST = groupBy(PHRASES.map((phrase) => [phrase.words[0] as string, phrase] as const));

function groupBy<T>(pairs: readonly (readonly [string, T])[]): ReadonlyMap<string, readonly T[]> {
  const groups = new Map<string, T[]>();
  for (const [key, value] of pairs) {
    const group = groups.get(key) ?? [];
    if (!group.includes(value)) group.push(value);
    groups.set(key, group);
  }
  return groups;
}

export function prepositionLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    // "depends strongly of": the preposition after an adverb of degree or focus.
    const isAdverb = BEFORE_PREPOSITION.test(tokens[index + 1]?.lower ?? '') && tokens[index + 1]?.pos === 'ADV';
    const skip = isAdverb && tokens[index + 2] && tokens[index + 2]?.pos !== 'PUNCT' ? 1 : 0;
    const next = tokens[index + 1 + skip];
    if (!next || next.pos === 'PUNCT') continue;
    // "was focused in the sample" is optics (a beam), not the research's focus.
    if (/^focus+ed$/.test(token.lower) && tokens[index - 1]?.pos === 'AUX') continue;
    // "a sense of belonging of": a form in -ing after "of" or a determiner is a noun.
    const isNounInIng = /ing$/.test(token.lower) && (tokens[index - 1]?.lower === 'of' || tokens[index - 1]?.pos === 'DET');
    const candidates = [...(USES_BY_HEAD.get(token.lemma) ?? []), ...(USES_BY_HEAD.get(token.lower) ?? [])];
    // In the table's order, which decides between two uses of one head.
    const use = (candidates.length > 0 ? PREPOSITION_USES : []).find(
      (entry) =>
        candidates.includes(entry) &&
        entry.wrong.includes(next.lower) &&
        (!entry.isVerb || ((token.pos === 'VERB' || token.pos === 'AUX') && !isNounInIng)) &&
        !(entry.notAfter && tokens.slice(Math.max(0, index - 4), index).some((word) => entry.notAfter?.test(word.lower))) &&
        (!entry.followedBy || entry.followedBy(tokens[index + 2 + skip], tokens[index + 3 + skip], tokens[index + 4 + skip])),
    );
    if (use) lints.push(prepositionLint(next, token.text, use.right));
    // "between January to June", "between 2010 to 2015": "between" pairs with "and".
    const isSpan = (word: TToken | undefined) =>
      /^(?:1[89]|20)\d\d$/.test(word?.text ?? '') || MONTH_NAMES.test(word?.lower ?? '');
    const to = tokens[index + 2];
    if (token.lower === 'between' && to?.lower === 'to' && isSpan(next) && isSpan(tokens[index + 3]))
      lints.push(prepositionLint(to, 'between', 'and'));
    // "among the two groups" → "between" (not "among the two hundred villages").
    const twoAt = index + (next.lower === 'the' || next.lower === 'these' ? 2 : 1);
    const afterTwo = tokens[twoAt + 1];
    if (
      token.lower === 'among' &&
      skip === 0 &&
      tokens[twoAt]?.lower === 'two' &&
      afterTwo?.pos === 'NOUN' &&
      !/^(?:hundreds?|thousands?|dozens?)$/.test(afterTwo.lower)
    )
      lints.push(betweenLint(token, tokens.slice(index + 1, twoAt + 2)));
    const effectTo = effectToLint(tokens, index) ?? nounPrepositionLint(tokens, index) ?? sameThanLint(tokens, index);
    if (effectTo) lints.push(effectTo);
    for (const phrase of PHRASES_BY_FIRST.get(token.lower) ?? []) {
      if (!phrase.words.every((word, i) => tokens[index + i]?.lower === word)) continue;
      const wrong = tokens[index + phrase.at];
      if (wrong) lints.push(prepositionLint(wrong, phrase.words.filter((_, i) => i !== phrase.at).join(' '), phrase.right));
    }
  }
  return lints;
}
