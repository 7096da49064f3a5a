import type { TLint } from '../lint.ts';
import { contextConfusionAt } from './confusable-contexts.ts';
import { neighbours, type TConfusion, wordConfusionAt } from './confusable-forms.ts';
import { frameConfusionAt } from './confusable-frames.ts';
import { slipConfusionAt } from './confusable-slips.ts';
import { confusionLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';

const MODALS_AND_TO = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must', 'to', 'not', "n't"]);
/** Words that end a comparison: "higher than", "less than", "rather than", "more than". */
const isComparative = (token: TToken | undefined) =>
  !!token &&
  (/^(?:more|less|fewer|rather|other|greater|smaller|larger|higher|lower|better|worse|faster|slower|earlier|later|longer|shorter|wider|stronger|weaker)$/.test(
    token.lower,
  ) ||
    ((token.pos === 'ADJ' || token.pos === 'ADV') && /[^e]er$/.test(token.lower) && token.lower.length > 4));
/** People, after whom the relative pronoun is "who": "the patients which received" → "who". */
const PEOPLE = new Set([
  'patients',
  'participants',
  'children',
  'people',
  'students',
  'farmers',
  'respondents',
  'women',
  'men',
  'workers',
  'teachers',
  'authors',
  'researchers',
  'volunteers',
  'nurses',
  'doctors',
  'physicians',
  'adults',
  'infants',
  'mothers',
  'employees',
  'learners',
  'individuals',
  'persons',
  'person',
  'patient',
  'participant',
  'child',
  'student',
  'farmer',
  'respondent',
]);
/** Nouns "principal" comes before as an adjective: the principal aim, component, investigator. */
const PRINCIPAL_HEADS =
  /^(?:aims?|components?|investigators?|reasons?|sources?|causes?|objectives?|goals?|findings?|factors?|results?|purposes?|authors?|axis|axes|stress(?:es)?|values?|parts?|questions?|concerns?|role|means|sites?)$/;

/**
 * Whether the words at `at`, after "it's", are a noun phrase that is the subject of a verb, so that "it's" is the
 * possessive: "but it's tensile strength decreases rapidly" (the tagger may read "decreases" as a noun after
 * another). Not a phrase that "it is" takes ("it's common practice to", "it's high time we", "it's important").
 */
function isSubjectAfterIts(tokens: readonly TToken[], at: number): boolean {
  let end = at;
  while (end - at < 2 && tokens[end]?.pos === 'ADJ') end += 1;
  const firstNoun = end;
  // "it's market share fell": a noun of a compound the tagger read as a base form.
  const first = tokens[end];
  if (first?.pos === 'VERB' && first.lower === first.lemma && tokens[end + 1]?.pos === 'NOUN') end += 1;
  while (end - firstNoun < 3 && tokens[end]?.pos === 'NOUN') end += 1;
  if (end === firstNoun) return false;
  const next = tokens[end];
  if (next?.pos === 'AUX' || (next?.pos === 'VERB' && next.lower !== next.lemma && !/ing$/.test(next.lower))) return true;
  // "strength decreases rapidly": the last of two nouns an -s form the tagger misread, before an adverb or a preposition.
  const last = tokens[end - 1] as TToken;
  const isMisreadVerb = end - firstNoun >= 2 && /[^s]s$/.test(last.lower) && last.lower !== last.lemma;
  return isMisreadVerb && ['ADV', 'ADP'].includes(next?.pos ?? '') && next?.lower !== 'of';
}

/** The word a confusable should be in its context, or null when it is right or cannot be told. */
function confusionAt(tokens: readonly TToken[], index: number): TConfusion | null {
  const token = tokens[index] as TToken;
  const before = tokens[index - 1];
  const next = tokens[index + 1];
  const word = token.lower;
  // "a strong affect on", "the affect of": after a determiner or adjective, the noun is "effect".
  if (word === 'affect' && (before?.pos === 'DET' || before?.pos === 'ADJ') && (next?.lower === 'on' || next?.lower === 'of'))
    return { correction: 'effect' };
  // "did not effect the yield", "may effect the result": after a modal, "to" or "not", the verb is "affect"
  // ("to effect change" is a verb meaning to bring about, left alone).
  if (
    /^effects?$/.test(word) &&
    before &&
    MODALS_AND_TO.has(before.lower) &&
    next?.pos === 'DET' &&
    // "did not effect any lasting change": the change brought about, past an adjective or two.
    !tokens.slice(index + 2, index + 5).some((token) => /^(?:changes?|reforms?|transformation)$/.test(token.lower))
  )
    return { correction: word === 'effect' ? 'affect' : 'affects' };
  if (word === 'then' && isComparative(before)) return { correction: 'than' };
  // "it's own", "loses it's activity": "its", the possessive (the tagger reads "it's" as "it" and "'s").
  const after = tokens[index + 2];
  if (word === 'it' && next && /^['’]s$/.test(next.text) && next.start === token.end && after) {
    const isPossessive =
      after.lower === 'own' ||
      (before && ['VERB', 'ADP'].includes(before.pos) && ['NOUN', 'ADJ'].includes(after.pos) && after.lower !== 'not') ||
      isSubjectAfterIts(tokens, index + 2);
    if (isPossessive) return { correction: 'its', end: next.end };
  }
  // "were not loose" is the adjective: "not" after a form of "be" is not before a verb.
  const isNotState = /^(?:not|n't)$/.test(before?.lower ?? '') && tokens[index - 2]?.lemma === 'be';
  if (word === 'loose' && before && MODALS_AND_TO.has(before.lower) && !isNotState) return { correction: 'lose' };
  if (word === 'principle' && before?.pos === 'DET' && next && PRINCIPAL_HEADS.test(next.lower))
    return { correction: 'principal' };
  if (
    word === 'principal' &&
    (before?.lower === 'in' ||
      (/^(?:main|basic|general|fundamental|underlying|key|same)$/.test(before?.lower ?? '') && next?.lower === 'of'))
  )
    return { correction: 'principle' };
  if (word === 'which' && before && PEOPLE.has(before.lower) && next && (next.pos === 'VERB' || next.pos === 'AUX'))
    return { correction: 'who' };
  return (
    otherConfusionAt(tokens, index) ??
    contextConfusionAt(tokens, index) ??
    slipConfusionAt(tokens, index) ??
    frameConfusionAt(tokens, index)
  );
}

/** Verbs and adjectives a "whether" clause follows: "asked whether", "to determine whether", "unclear whether". */
const WEATHER_NOUNS =
  /^(?:data|conditions?|stations?|patterns?|variables?|events?|forecasts?|records?|services?|radar|systems?|parameters?|extremes|observations?|information|types?|regimes?)$/;
const WHETHER_AFTER =
  /^(?:ask|asked|asks|asking|know|knew|known|determine|determined|assess|assessed|examine|examined|investigate|investigated|test|tested|check|checked|decide|decided|unclear|unknown|uncertain|doubt|wonder|wondered|see|evaluate|evaluated|explore|explored|establish|whether)$/;
/** Adjectives the tagger may read as verbs after "to": "sensible to low concentrations". */
const MISREAD_ADJECTIVES = /^(?:low|high|small|slight|subtle|minor|light|cold|heat|noise)$/;
const FINITE_HAVE_BE = new Set(['has', 'have', 'had', 'was', 'were', 'is', 'are', 'been']);
const SUBJECT_PRONOUNS = new Set(['i', 'we', 'they', 'you']);

/**
 * Whether "it" and the verb "be" (or seem, appear, with modals, "not" and adverbs) come right before the word at
 * `index`: "it is sensible", "it would not be very sensible", "we think it sensible".
 */
function isAfterExpletiveIt(tokens: readonly TToken[], index: number): boolean {
  for (let at = index - 1; at >= Math.max(0, index - 6); at -= 1) {
    const word = tokens[at] as TToken;
    if (word.lower === 'it') return true;
    const isLink = ['AUX', 'ADV', 'PART'].includes(word.pos) || /^(?:seems?|seemed|appears?|appeared)$/.test(word.lower);
    if (!isLink) return false;
  }
  return false;
}

/**
 * More pairs learners confuse, each in the one context where the right word is sure: "weather" for "whether" after
 * a verb of asking or knowing or before "or not"; "complimentary" for "complementary" before "to", a stop or "and",
 * or after "mutually"; "lead" for the past "led" after "has" or "was" and before "to" or "by"; "sensible to" a thing
 * for "sensitive to" ("sensible to assume" is right); "their are" for "there are"; "advice" as a verb after a
 * subject pronoun; "discreet" for "discrete" before a noun of counting; "less" before a plural noun for "fewer".
 */
/** Nouns a desert names the land of: "desert region", "desert soils", "desert locust". */
const DESERT_NOUNS =
  /^(?:regions?|areas?|climates?|soils?|plants?|ecosystems?|environments?|conditions|zones?|lands?|landscapes?|sands?|dunes?|vegetation|species|locusts?|shrubs?|oasis|highlands?|lowlands?|basins?|margins?|fringe|edge|dust|storms?)$/;

/** ", weather the data were stratified … or not": a clause after a comma with its "or" to come. */
function isWhetherClause(tokens: readonly TToken[], index: number): boolean {
  const next = tokens[index + 1];
  if (tokens[index - 1]?.text !== ',' || !/^(?:DET|PRON)$/.test(next?.pos ?? '') || /^(?:this|that)$/.test(next?.lower ?? ''))
    return false;
  const rest = tokens.slice(index + 2, index + 16);
  const end = rest.findIndex((token) => /^[.;:]$/.test(token.text));
  const clause = end < 0 ? rest : rest.slice(0, end);
  return clause.some((token) => token.pos === 'AUX' || token.pos === 'VERB') && clause.some((token) => token.lower === 'or');
}

function otherConfusionAt(tokens: readonly TToken[], index: number): TConfusion | null {
  const { token, before, next, after } = neighbours(tokens, index);
  switch (token.lower) {
    case 'weather':
      // "examined weather data": the noun before a noun of its own.
      if (WEATHER_NOUNS.test(next?.lower ?? '')) return null;
      if (
        WHETHER_AFTER.test(before?.lower ?? '') ||
        (before?.pos === 'VERB' && WHETHER_AFTER.test(before.lemma)) ||
        (next?.lower === 'or' && after?.lower === 'not') ||
        isWhetherClause(tokens, index)
      )
        return { correction: 'whether' };
      return null;
    case 'effected': {
      // "may have been effected by the small number of recall days": a passive of "affect" ("changes effected by
      // the law", after a noun, bring about).
      let at = index - 1;
      while (tokens[at]?.pos === 'ADV' && /ly$/.test(tokens[at]?.lower ?? '')) at -= 1;
      // Only where "bring about" cannot be meant: after a degree adverb or a modal's "have been" ("The changes were
      // effected by the new management", "Payment is effected by transfer" are right).
      const isDegree =
        at < index - 1 &&
        /^(?:negatively|adversely|positively|significantly|greatly|strongly|seriously|severely|badly)$/.test(
          tokens[index - 1]?.lower ?? '',
        );
      const isModalPerfect =
        tokens[at]?.lower === 'been' &&
        tokens[at - 1]?.lower === 'have' &&
        /^(?:may|might|could|would|must|should)$/.test(tokens[at - 2]?.lower ?? '');
      const isPassive = /^(?:is|are|was|were|be|been|being)$/.test(tokens[at]?.lower ?? '') && next?.lower === 'by';
      return isPassive && (isDegree || isModalPerfect) ? { correction: 'affected' } : null;
    }
    case 'dessert':
    case 'desserts':
      // "a dessert region of northern Chile": the dry land, before a noun of land, climate or life.
      return DESERT_NOUNS.test(next?.lower ?? '') ? { correction: token.lower === 'dessert' ? 'desert' : 'deserts' } : null;
    case 'complimentary':
      if (before?.lower === 'mutually' || ['to', 'and', ',', '.', ';'].includes(next?.lower ?? '.'))
        return { correction: 'complementary' };
      return null;
    case 'lead':
      if (FINITE_HAVE_BE.has(before?.lower ?? '') && ['to', 'by'].includes(next?.lower ?? '')) return { correction: 'led' };
      return null;
    case 'sensible':
      // "highly sensible to low concentrations": the tagger may read "low" as a verb. But "it is sensible to heat":
      // after an "it" that stands for the clause to come, "to" opens that clause, and a verb of any form follows.
      if (
        next?.lower === 'to' &&
        !isAfterExpletiveIt(tokens, index) &&
        after &&
        ((after.pos !== 'VERB' && after.pos !== 'AUX') || MISREAD_ADJECTIVES.test(after.lower))
      )
        return { correction: 'sensitive' };
      return null;
    case 'their':
      if (
        next &&
        ['is', 'are', 'was', 'were'].includes(next.lower) &&
        (!before || before.pos === 'PUNCT' || before.pos === 'CCONJ')
      )
        return { correction: 'there' };
      return null;
    case 'advice':
      // "We advice future researchers to", "I advice that": after a subject pronoun, a verb's place.
      if (SUBJECT_PRONOUNS.has(before?.lower ?? '') && next && ['DET', 'PRON', 'ADJ', 'NOUN', 'SCONJ'].includes(next.pos))
        return { correction: 'advise' };
      return null;
    case 'discreet':
      if (
        next &&
        /^(?:values?|variables?|time|data|points?|steps?|states?|levels?|categories|units?|events?|elements?|fourier|distributions?)$/.test(
          next.lower,
        )
      )
        return { correction: 'discrete' };
      return null;
    case 'less':
      if (
        next?.pos === 'NOUN' &&
        next.lower !== next.lemma &&
        /s$/.test(next.lower) &&
        after?.lower !== 'than' &&
        before?.lower !== 'or'
      )
        return { correction: 'fewer' };
      return null;
    default:
      return wordConfusionAt(tokens, index);
  }
}

/**
 * Words learners confuse, in contexts where the right one is sure: affect/effect, than/then, its/it's,
 * lose/loose, principal/principle, "which" for people ("the patients which received" → "who"), and the pairs of
 * otherConfusionAt (whether, complementary, led, sensitive, there, advise, discrete, fewer), of confusable-contexts.ts
 * (elicit, whose, present, quiet, personnel, site, thorough, proceeded, except, latter, complement, adapted) and of confusable-forms.ts
 * (too/to, quite, then, besides, economic, affect, raise, lies, dependent, losing, from, accept, and the noun and
 * verb of one family: advice/advise, proof/prove, loss/lose, choice/choose, success/succeed, belief/believe …).
 */
export function confusableLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const confusion = confusionAt(tokens, index);
    if (!confusion) continue;
    const end = confusion.end ?? token.end;
    const written = end === token.end ? token.text : `${token.text}${tokens[index + 1]?.text ?? ''}`;
    lints.push(confusionLint(token.start, end, written, confusion.correction));
  }
  return lints;
}
