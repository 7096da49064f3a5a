import type { TLint } from '../lint.ts';
import { COUNTABLE_NOUNS } from './article-lists.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { IRREGULAR_PLURALS, MORE_COUNTABLE, SINGULAR_IN_S, UNCOUNTABLE_PLURALS } from './word-lists.ts';

/**
 * Words that count more than one: a plural noun follows them ("two samples", "several studies", "both stations").
 * "multiple" is not one: it names methods and conditions in the singular ("multiple imputation", "multiple sclerosis").
 */
const PLURAL_QUANTIFIERS = new Set(
  (
    'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen ' +
    'nineteen twenty thirty forty fifty sixty seventy eighty ninety several many few both various numerous ' +
    'these those'
  ).split(' '),
);
/**
 * Words that take one of a kind: a singular noun follows them ("each sample", "every participant", "neither group").
 * "one" counts only a noun with an adjective between ("in one important respects"): "one" alone may be the pronoun
 * ("one tests the model"); "neither" and "either" not in a sentence with their "nor" or "or" ("neither patients nor").
 */
const SINGULAR_QUANTIFIERS = new Set(['each', 'every', 'one', 'neither', 'either']);
/**
 * Adjectives that head a noun phrase as nouns ("these two variable revealed" → "variables"): after a plural
 * quantifier and before a finite verb, the word the tagger read as an adjective is the counted noun.
 */
const NOUN_ADJECTIVES = new Set(
  'variable individual adult juvenile female male chemical professional resident representative alternative derivative objective constituent'.split(
    ' ',
  ),
);
/**
 * A finite verb right after a noun phrase: an auxiliary, or a verb in the past that no noun follows. Not a verb in -s:
 * "Several derivative works appeared" has its verb later, and "works" is the noun.
 */
const isFiniteVerb = (word: TToken | undefined, next: TToken | undefined) =>
  !!word &&
  (word.pos === 'AUX' ||
    (word.pos === 'VERB' &&
      word.lower !== word.lemma &&
      !/(?:ing|s)$/.test(word.lower) &&
      !['NOUN', 'VERB', 'AUX'].includes(next?.pos ?? '')));

/** Singular nouns in -s, the same in both numbers: "one large barracks", "neither premises was suitable". */
const SAME_IN_BOTH = /^(?:barracks|premises|headquarters|crossroads|series|species|means|works|gallows|whereabouts)$/;
/** Adjectives that make one word with "one": "one tailed tests", "one dimensional arrays", "one way streets". */
const ONE_COMPOUNDS = /^(?:[a-z]+ed|dimensional|directional|way|off|time|stop|shot|piece|size|to|sample|factor)$/;

/** Whether a "one", "neither" or "either" at `index` does not count the noun after it (see SINGULAR_QUANTIFIERS). */
function isOtherUse(tokens: readonly TToken[], index: number, at: number): boolean {
  const word = tokens[index]?.lower;
  if (SAME_IN_BOTH.test(tokens[at]?.lower ?? '')) return true;
  // "Phase one clinical trials", "Type one diabetes": a number after a noun is a label; "one tailed tests" a compound.
  if (word === 'one')
    return (
      at === index + 1 ||
      ['NOUN', 'PROPN', 'NUM'].includes(tokens[index - 1]?.pos ?? '') ||
      ONE_COMPOUNDS.test(tokens[index + 1]?.lower ?? '')
    );
  const partner = word === 'neither' ? 'nor' : word === 'either' ? 'or' : null;
  return !!partner && tokens.slice(index + 1).some((token) => token.lower === partner);
}

/**
 * Nouns a number or a quantifier may stand before in the singular: numbers and amounts ("two hundred", "several
 * thousand"), measures of time and kind used as units ("two fold"), and nouns of a kind ("these kind of" is a
 * different slip), and nouns that are mass nouns in a paper (water, data, research).
 */
const NOT_COUNTED = new Set([
  ...UNCOUNTABLE_PLURALS.values(),
  ...(
    'hundred thousand million billion dozen percent per cent fold times kind type sort variety ' +
    'water soil air blood tissue research work information evidence equipment software feedback knowledge ' +
    'data media staff personnel cattle livestock fish sheep deer aircraft offspring biomass rainfall ' +
    'time space money weight mass energy light'
  ).split(' '),
]);

/** Plurals that do not add -s or -es to the singular. */
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ['man', 'men'],
  ['woman', 'women'],
  ['child', 'children'],
  ['person', 'people'],
  ['foot', 'feet'],
  ['tooth', 'teeth'],
  ['mouse', 'mice'],
  ['criterion', 'criteria'],
  ['phenomenon', 'phenomena'],
  ['analysis', 'analyses'],
  ['hypothesis', 'hypotheses'],
  ['thesis', 'theses'],
  ['diagnosis', 'diagnoses'],
  ['basis', 'bases'],
  ['axis', 'axes'],
  ['nucleus', 'nuclei'],
  ['stimulus', 'stimuli'],
  ['fungus', 'fungi'],
  ['bacterium', 'bacteria'],
  ['larva', 'larvae'],
  ['alga', 'algae'],
  ['leaf', 'leaves'],
  ['life', 'lives'],
  ['half', 'halves'],
  ['wife', 'wives'],
]);

/** Nouns in -on with a regular plural (not "phenomenon", "criterion"): "reasons", "seasons", "neurons". */
const REGULAR_IN_ON =
  /^(?:reason|season|lesson|prison|poison|button|horizon|weapon|canyon|balloon|cartoon|spoon|moon|afternoon|icon|neuron|electron|proton|photon|neutron|skeleton|ribbon|lemon|melon|wagon|dragon|coupon|marathon|pylon|baton|salon|hexagon|polygon|pentagon|octagon)$/;

/**
 * The plural of a singular noun: an irregular one from the table, else by the spelling rules (box → boxes, study →
 * studies, day → days, station → stations, area → areas, ratio → ratios); null for endings whose plural cannot be
 * told from the spelling (-us, -um, -on but -ion, -is, -f, -o after a consonant, -ex, -ix: radius, medium, axon, roof,
 * potato, index).
 */
export function pluralOf(noun: string): string | null {
  const irregular = IRREGULAR.get(noun);
  if (irregular) return irregular;
  if (!/^[a-z]{3,}$/.test(noun) || (/(?:us|um|[^i]on|is|f|fe|[^aeiou]o|ex|ix)$/.test(noun) && !REGULAR_IN_ON.test(noun)))
    return null;
  if (/(?:s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** The singular of a plural noun in -s the tagger has lemmatised, when the plural is that singular's regular one. */
function singularOf(noun: TToken): string | null {
  if (noun.lower === noun.lemma || IRREGULAR_PLURALS.has(noun.lower) || SINGULAR_IN_S.has(noun.lower)) return null;
  return pluralOf(noun.lemma) === noun.lower ? noun.lemma : null;
}

const capitalLike = (model: string, word: string) =>
  /^\p{Lu}/u.test(model) ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word;

/** A word that stops a noun phrase's head from being its last word: a noun or name after it, or a hyphen. */
const continuesPhrase = (token: TToken | undefined) =>
  !!token && (token.pos === 'NOUN' || token.pos === 'PROPN' || token.pos === 'NUM' || /^[-‐‑–/]$/.test(token.text));

/** Relative pronouns, after which a noun is still a noun: "two researcher who". */
const RELATIVES = new Set(['who', 'which', 'that', 'whose', 'whom']);

/**
 * Whether the word the tagger read as a noun is the verb of a quantifier used as a pronoun: "both read it",
 * "each links to", "both change through", "until the four finish". A verb is followed by its object or an adverb;
 * after "both", "each", "every" and "the two" the noun must be followed by a verb, a relative pronoun or a stop.
 */
function looksLikeVerb(quantifier: TToken, before: TToken | undefined, next: TToken | undefined): boolean {
  // After a preposition the quantifier counts a noun: "in both case the ratio", "for each samples".
  if (before?.pos === 'ADP' && next?.pos !== 'VERB' && next?.pos !== 'AUX') return false;
  // "every" never stands for its noun: "every patients in the ward" counts "patients".
  if (quantifier.lower === 'every') return false;
  const standsAlone = ['both', 'each'].includes(quantifier.lower) || before?.pos === 'DET';
  if (!next) return standsAlone;
  if (['DET', 'PART', 'ADV'].includes(next.pos) || (next.pos === 'PRON' && !RELATIVES.has(next.lower))) return true;
  return standsAlone && !['AUX', 'VERB'].includes(next.pos) && !RELATIVES.has(next.lower) && next.text !== '.';
}

/**
 * A noun whose number does not match the word that counts it: a singular after a number or a plural quantifier
 * ("two researcher", "several study", "both station" → plural), a plural after "each" or "every" ("each samples"
 * → "each sample"). The noun must end its phrase ("two sample groups" and "a two-sample t-test" are left alone),
 * with at most two adjectives before it; "one of", "each of", "every two weeks", numbers in digits (years, units)
 * and mass nouns are not checked.
 */
export function nounNumberLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = countedPhraseLints(tokens);
  for (const [index, token] of tokens.entries()) {
    const isPlural = PLURAL_QUANTIFIERS.has(token.lower);
    if (!isPlural && !SINGULAR_QUANTIFIERS.has(token.lower)) continue;
    // A quantifier inside a hyphenated word ("two-way") or after "the" ("the many") is not counting this noun.
    const before = tokens[index - 1];
    const after = tokens[index + 1];
    if (!after || after.start !== token.end + 1 || (before && /^[-‐‑–]$/.test(before.text))) continue;
    let at = index + 1;
    // Adjectives and participles in -ed: "the two annealed sample" → "samples".
    const isParticiple = (word: TToken | undefined) =>
      word?.pos === 'VERB' && /ed$/.test(word.lower) && word.lemma !== word.lower && tokens[at + 1]?.pos === 'NOUN';
    while (at - index <= 2 && (tokens[at]?.pos === 'ADJ' || isParticiple(tokens[at]))) at += 1;
    const noun = tokens[at];
    const headAdjective = tokens[at - 1];
    if (
      isPlural &&
      at > index + 1 &&
      headAdjective &&
      NOUN_ADJECTIVES.has(headAdjective.text) &&
      isFiniteVerb(noun, tokens[at + 1])
    ) {
      const plural = pluralOf(headAdjective.lower);
      if (plural) lints.push(numberLint(token.text, headAdjective, plural, true));
      continue;
    }
    if (noun?.pos !== 'NOUN' || !/^[a-z]+$/.test(noun.text) || continuesPhrase(tokens[at + 1])) continue;
    if (!isPlural && isOtherUse(tokens, index, at)) continue;
    // "both treatment and control groups": the noun is one of a pair that shares a later head.
    const next = tokens[at + 1];
    // "Many reason that the policy failed": a quantifier as the subject of a verb read as a noun.
    if (isPlural && at === index + 1 && ((next?.lower === 'that' && next.pos === 'SCONJ') || next?.lower === 'from')) continue;
    // "Industries such as these poison the rivers": "these" stands for the noun, and a verb and its object follow.
    if (/^th(?:ese|ose)$/.test(token.lower) && at === index + 1 && /^(?:the|a|an|their|its|our)$/.test(next?.lower ?? ''))
      continue;
    // "those living with a spouse": "those" stands for people, and a participle with its phrase follows it.
    // "Those attending were asked": the participle alone, before the clause's verb.
    const isParticiplePhrase =
      /ing$/.test(noun.lower) &&
      ['ADP', 'DET', 'ADV', 'PRON'].concat(token.lower === 'those' ? ['AUX'] : []).includes(next?.pos ?? '');
    if (token.lower === 'those' && at === index + 1 && isParticiplePhrase) continue;
    // "Patients like these sleep less": after "like" or "than", "these" stands for a noun, and the word after it is a verb.
    const isVerbAfter = /^(?:ADV|ADP|DET|PRON|ADJ)$/.test(next?.pos ?? '');
    if (
      /^th(?:ose|ese)$/.test(token.lower) &&
      /^(?:like|unlike|than)$/.test(before?.lower ?? '') &&
      at === index + 1 &&
      isVerbAfter
    )
      continue;
    // After a comma or "and", the quantifier may stand for the noun before it, the word after it a verb the tagger misread:
    // ", several showing moderate activity", ", many return after graduation".
    const isQuantifierSubject =
      (before?.text === ',' || before?.pos === 'CCONJ') &&
      at === index + 1 &&
      (/ing$/.test(noun.lower) || (/^(?:ADP|DET|PRON)$/.test(next?.pos ?? '') && next?.lower !== 'of'));
    if (isPlural && isQuantifierSubject) continue;
    if (next?.pos === 'CCONJ') continue;
    // After a participle, a verb in -s shows the noun is a modifier the tagger split off: "ten failed load retries show".
    if (at > index + 1 && next?.pos === 'VERB' && /[^s]s$/.test(next.lower)) continue;
    // A "verb" in -s before a verb, or a base form before a plural noun, is a noun of the phrase the tagger misread:
    // "Several alternative uses exist", "only few specialist burn units are".
    const afterNext = tokens[at + 2];
    if (next?.pos === 'VERB' && /[^s]s$/.test(next.lower) && /^(?:VERB|AUX)$/.test(afterNext?.pos ?? '')) continue;
    if (next?.pos === 'VERB' && next.lower === next.lemma && afterNext?.pos === 'NOUN' && afterNext.lower !== afterNext.lemma)
      continue;
    if (looksLikeVerb(token, before, next)) continue;
    if (NOT_COUNTED.has(noun.lower) || NOT_COUNTED.has(noun.lemma)) continue;
    const correction = isPlural
      ? noun.lower === noun.lemma &&
        (!noun.lower.endsWith('s') || IRREGULAR.has(noun.lower)) &&
        !IRREGULAR_PLURALS.has(noun.lower)
        ? pluralOf(noun.lower)
        : null
      : singularOf(noun);
    if (correction) lints.push(numberLint(token.text, noun, correction, isPlural));
  }
  return lints;
}

export function numberLint(quantifier: string, noun: TToken, correction: string, isPlural: boolean): TLint {
  return {
    kind: 'Agreement',
    start: noun.start,
    end: noun.end,
    message: isPlural
      ? `After “${quantifier}”, the noun is plural: “${correction}”.`
      : `After “${quantifier}”, the noun is singular: “${correction}”.`,
    messageKey: isPlural ? 'noun-plural' : 'noun-singular',
    messageValues: { quantifier, noun: noun.text, correction: capitalLike(noun.text, correction) },
    suggestions: [replaceWith(capitalLike(noun.text, correction))],
  };
}

/** Nouns of amount that count a plural after "a … of": "a number of studies", "a wide range of methods". */
const AMOUNT_NOUNS = /^(?:number|variety|range|series|couple|handful|majority|lot|host|multitude|plethora|dozen|minority)$/;
/** Plural amounts before "of" that count a plural: "dozens of samples", "hundreds of patients". */
const PLURAL_AMOUNTS = /^(?:lots|plenty|dozens|hundreds|thousands|millions|billions|numbers|pairs)$/;

/**
 * A singular countable noun (article-lists' COUNTABLE_NOUNS, countable in every sense) counted by a phrase or a number
 * in digits: "a number of study", "a wide variety of method", "the majority of patient", "dozens of sample", "20
 * participant" → plural. The noun must end its phrase, with at most two adjectives before it; a year ("the 2019
 * survey") and a number after a noun or name ("Experiment 2 participant", "Table 3 result") are not counting it.
 */
function countedPhraseLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    let quantifier: string | null = null;
    let at = index + 1;
    if (token.lower === 'of') {
      const amount = tokens[index - 1];
      const opener = tokens[index - 2];
      const openerBefore = tokens[index - 3];
      if (!amount) continue;
      if (PLURAL_AMOUNTS.test(amount.lower)) quantifier = `${amount.text} of`;
      else if (AMOUNT_NOUNS.test(amount.lower) && opener) {
        const isOpened = /^(?:a|an|the)$/.test(opener.lower);
        const isOpenedWithAdjective = opener.pos === 'ADJ' && /^(?:a|an|the)$/.test(openerBefore?.lower ?? '');
        if (isOpened || isOpenedWithAdjective)
          quantifier = tokens
            .slice(index - (isOpened ? 2 : 3), index + 1)
            .map((t) => t.text)
            .join(' ');
      }
    } else if (
      /^(?:hundred|thousand|million|billion)$/.test(token.lower) &&
      (tokens[index - 1]?.pos === 'NUM' || /^(?:several|many)$/.test(tokens[index - 1]?.lower ?? ''))
    ) {
      // "1.3 million parameter", "two thousand respondent", "several thousand sample": a number counted in its
      // hundreds or millions.
      quantifier = `${tokens[index - 1]?.text} ${token.text}`;
    } else if (/^\d+$|^\d{1,3}(?:,\d{3})+$/.test(token.text) && token.pos === 'NUM') {
      // "1,200 household": thousands written with a comma.
      const value = Number(token.text.replace(/,/g, ''));
      const before = tokens[index - 1];
      const isYear = token.text.length === 4 && value >= 1800 && value <= 2100;
      // A label the tagger may read as a verb: "Nowhere does Table 3 report".
      const isCapitalLabel = !!before && /^\p{Lu}\p{Ll}+$/u.test(before.text) && /^(?:NOUN|PROPN|VERB|ADJ)$/.test(before.pos);
      const isLabel =
        !!before && (before.pos === 'NOUN' || before.pos === 'PROPN' || /^[-‐‑–(=<>≤≥±]$/.test(before.text) || isCapitalLabel);
      if (value >= 2 && !isYear && !isLabel) quantifier = token.text;
    }
    if (!quantifier) continue;
    const isModifier = (t: TToken | undefined) => !!t && (t.pos === 'ADJ' || (t.pos === 'VERB' && /ed$/.test(t.lower)));
    while (at - index <= 2 && isModifier(tokens[at])) at += 1;
    const noun = tokens[at];
    const isCounted = COUNTABLE_NOUNS.has(noun?.lower ?? '') || MORE_COUNTABLE.has(noun?.lower ?? '');
    if (noun?.pos !== 'NOUN' || noun.lower !== noun.lemma || !isCounted) continue;
    // "and" before a noun may join two modifiers of one head ("20 sample and control plots"); before a verb it does not.
    // A number after "and" counts a second noun: "35 woman and 42 men": a plural noun right after it that ends its
    // phrase. Not when that noun is a modifier too ("2 sample and 3 control wells") or an adjective follows the number
    // ("3 patient and 4 healthy control samples", "2 group and 3 individual sessions").
    const second = tokens[at + 3];
    const isSecondCount =
      tokens[at + 2]?.pos === 'NUM' &&
      second?.pos === 'NOUN' &&
      second.lower !== second.lemma &&
      !continuesPhrase(tokens[at + 4]) &&
      tokens[at + 4]?.pos !== 'ADJ';
    const joinsModifiers =
      tokens[at + 1]?.pos === 'CCONJ' && !isSecondCount && !['AUX', 'VERB', 'DET', 'PRON'].includes(tokens[at + 2]?.pos ?? '');
    if (continuesPhrase(tokens[at + 1]) || joinsModifiers) continue;
    if (tokens[at + 1] && tokens[at + 1]?.start === noun.end && /^[-‐‑–]/.test(tokens[at + 1]?.text ?? '')) continue;
    const correction = pluralOf(noun.lower);
    if (correction) lints.push(numberLint(quantifier, noun, correction, true));
  }
  return lints;
}
