import type { TToken } from './tagger.ts';
import { MODAL_VERBS } from './word-lists.ts';

export type TConfusion = { correction: string; end?: number };

/** A token and the three around it that the confusion rules read. */
export const neighbours = (tokens: readonly TToken[], index: number) => ({
  token: tokens[index] as TToken,
  before: tokens[index - 1],
  next: tokens[index + 1],
  after: tokens[index + 2],
});

const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'its',
  'their',
  'our',
  'his',
  'her',
  'your',
  'my',
  'some',
  'any',
  'no',
]);
/** Determiners that only open a noun phrase ("that" and "some" also stand alone: "patients that choose to"). */
const NOUN_OPENERS = new Set(['a', 'an', 'the', 'its', 'their', 'our', 'his', 'her', 'your', 'my']);
/** Adjectives "to" before which is "too" when nothing follows ("was to small."). */
const TOO_ADJECTIVES =
  /^(?:small|large|big|high|low|short|long|few|many|much|little|late|early|expensive|costly|difficult|complex|complicated|weak|strong|noisy|broad|general|vague|limited|fast|heavy|sparse|rare|hard|young|old|great|close|far|simple|narrow|wide|thick|dense|similar|severe|optimistic|ambitious|subjective|abstract|brief|technical|specific)$/;
/** Adjectives after which "to" opens a phrase, not a verb: "due to loss", "key to success" is a noun's. */
const TO_PHRASE_ADJECTIVES =
  /^(?:due|contrary|prior|similar|related|equal|close|subject|according|exposed|next|identical|central|critical|key)$/;
const BE = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', "'s", "'re"]);

/** A verb's place: after "to", a modal, "not" or a subject pronoun ("to success in", "we belief that"). */
const isVerbPlace = (before: TToken | undefined, beforeThat: TToken | undefined) =>
  !!before &&
  ((before.lower === 'to' &&
    !!beforeThat &&
    (beforeThat.pos === 'VERB' || beforeThat.pos === 'AUX' || beforeThat.pos === 'ADJ') &&
    !TO_PHRASE_ADJECTIVES.test(beforeThat.lower)) ||
    MODAL_VERBS.has(before.lower) ||
    (before.lower === 'not' &&
      !!beforeThat &&
      (MODAL_VERBS.has(beforeThat.lower) || /^(?:do|does|did)$/.test(beforeThat.lower))) ||
    /^(?:we|i|they)$/.test(before.lower));

/** A plural noun that opens its sentence or follows a determiner or an adjective: "These results", "Many experts". */
const isPluralSubject = (tokens: readonly TToken[], at: number) => {
  const noun = tokens[at];
  const opener = tokens[at - 1];
  return (
    noun?.pos === 'NOUN' &&
    noun.lower !== noun.lemma &&
    /s$/.test(noun.lower) &&
    (!opener || ['DET', 'ADJ'].includes(opener.pos)) &&
    !['ADP', 'VERB'].includes(tokens[at - 2]?.pos ?? '')
  );
};

/** A noun's place: after a determiner or an adjective that a determiner opens ("the choose of", "a good choose"). */
const isNounPlace = (tokens: readonly TToken[], index: number) => {
  const before = tokens[index - 1];
  if (!before) return false;
  if (NOUN_OPENERS.has(before.lower)) return true;
  return before.pos === 'ADJ' && NOUN_OPENERS.has(tokens[index - 2]?.lower ?? '');
};

/**
 * Noun and verb of one family that learners swap, each with the place that proves which is meant: the noun
 * after a determiner, the verb after "to", a modal or a subject pronoun, and before what a verb takes (a
 * determiner, "that", "in"). advice/advise, device/devise, proof/prove, loss/lose, choice/choose,
 * success/succeed, belief/believe, breath/breathe.
 */
const FAMILIES: { noun: string; verb: string; verbNext: RegExp }[] = [
  { noun: 'advice', verb: 'advise', verbNext: /^(?:the|a|an|that|them|us|him|her|our|their|patients|authors)$/ },
  { noun: 'device', verb: 'devise', verbNext: /^(?:a|an|the|new|novel|strategies|methods)$/ },
  { noun: 'proof', verb: 'prove', verbNext: /^(?:that|the|a|an|its|their|this|our)$/ },
  { noun: 'loss', verb: 'lose', verbNext: /^(?:the|a|an|its|their|weight|water|accuracy|information|data)$/ },
  { noun: 'choice', verb: 'choose', verbNext: /^(?:the|a|an|between|from|which|whether)$/ },
  { noun: 'success', verb: 'succeed', verbNext: /^(?:in)$/ },
  { noun: 'belief', verb: 'believe', verbNext: /^(?:that|the|this|it|in)$/ },
  { noun: 'breath', verb: 'breathe', verbNext: /^(?:in|out|normally|freely|through|the)$/ },
];

function familyConfusionAt(tokens: readonly TToken[], index: number): TConfusion | null {
  const token = tokens[index] as TToken;
  const before = tokens[index - 1];
  const next = tokens[index + 1];
  for (const { noun, verb, verbNext } of FAMILIES) {
    if (token.lower === noun && isVerbPlace(before, tokens[index - 2]) && next && verbNext.test(next.lower)) {
      return { correction: verb };
    }
    // "These results proof that", "Experts advice that": a plural subject and "that" make it the verb.
    if (token.lower === noun && next?.lower === 'that' && isPluralSubject(tokens, index - 1)) return { correction: verb };
    // "an advise", "the choose of", "a good prove": the verb in a noun's place, followed by "of", "on", "for" or a stop.
    if (
      token.lower === verb &&
      isNounPlace(tokens, index) &&
      (!next || /^(?:of|on|for|from|is|was|that|\.|,|;)$/.test(next.lower))
    ) {
      return { correction: noun };
    }
  }
  return null;
}

/** What one raises, never rises: "raise awareness", "raise concerns". */
const RAISE_OBJECTS =
  /^(?:awareness|concerns?|questions?|issues?|funds|money|doubts|objections|points?|expectations|standards|interest|taxes|prices|wages|salaries|tariffs|capital)$/;
const ECONOMIC_HEADS =
  /^(?:growth|development|crisis|crises|policy|policies|sectors?|status|indicators?|activity|activities|conditions|reforms?|impacts?|burden|inequality|recession|theory|sciences?|factors?|integration|cooperation|situation)$/;
const EFFECT_ADVERBS = /^(?:negatively|positively|adversely|significantly|strongly|greatly|directly|seriously|severely)$/;

const RAISE_FORMS: ReadonlyMap<string, string> = new Map([
  ['rises', 'raises'],
  ['rose', 'raised'],
  ['risen', 'raised'],
  ['rising', 'raising'],
]);
/** Words after which the noun phrase is a time or a measure, not an object: "rose the next day", "rose the most". */
const NOT_RAISED =
  /^(?:next|following|same|previous|first|last|whole|entire|most|least|day|week|month|year|night|morning|fastest|highest|furthest|farthest)$/;

/**
 * Whether a form of "rise" has an object at `at`, so that "raise" is meant: "did not rise the outlet temperature",
 * "rising the temperature increased"; a determiner that opens an object (not "a", which opens a measure: "rose a
 * metre") and a noun or adjective that is not a time or a measure ("rose the next day", "rose the most").
 */
function isRaiseObject(tokens: readonly TToken[], at: number): boolean {
  const [determiner, word] = [tokens[at], tokens[at + 1]];
  if (!/^(?:the|its|their|our|this|these|those)$/.test(determiner?.lower ?? '') || !word) return false;
  return ['NOUN', 'ADJ'].includes(word.pos) && !NOT_RAISED.test(word.lower) && !/est$/.test(word.lower);
}

/** Participles that end a comparison after "than": "higher than expected", ", than predicted". */
const THAN_PARTICIPLES =
  /^(?:expected|predicted|anticipated|reported|required|needed|necessary|planned|assumed|estimated|usual|intended|observed|previously|before|ever)$/;

/**
 * "stirred for 2 h and than filtered" → "then": "than" after "and" or a comma and before a verb, or a subject pronoun
 * and its verb, in a sentence with no comparison before it ("more often, than expected" is another matter).
 */
function isThenOfSequence(tokens: readonly TToken[], index: number): boolean {
  const { before, next, after } = neighbours(tokens, index);
  if (!before || !next || !/^(?:and|,)$/.test(before.lower) || THAN_PARTICIPLES.test(next.lower)) return false;
  const isVerb =
    next.pos === 'VERB' || (/^(?:we|they|it|he|she)$/.test(next.lower) && ['VERB', 'AUX'].includes(after?.pos ?? ''));
  const isComparison = tokens
    .slice(0, index)
    .some(
      (token) =>
        /^(?:more|less|fewer|rather|other|else|different|differently|compared|same)$/.test(token.lower) ||
        (['ADJ', 'ADV'].includes(token.pos) && /er$/.test(token.lower) && token.lower !== token.lemma),
    );
  return isVerb && !isComparison;
}

/**
 * One-word pairs in the one context that proves the slip: "too" and "to" ("was to small" → too; "wanted too
 * analyse" → to), "quiet" for "quite" before an adjective, "Than" opening a sentence or after "and" before a verb
 * for "Then" ("and than filtered"), "Beside," for
 * "Besides,", "economical" growth or policy for "economic", "effect" as a verb after an adverb of degree or
 * "which"/"that", "affects" as a noun after a determiner, "rise" (and "rose", "rising") with an object for "raise", "dependant" as the adjective, "loosing" for "losing", "form" after a participle for "from",
 * "except" after a subject for "accept".
 */
export function wordConfusionAt(tokens: readonly TToken[], index: number): TConfusion | null {
  const { token, before, next, after } = neighbours(tokens, index);
  switch (token.lower) {
    case 'to':
      if (
        before &&
        BE.has(before.lower) &&
        next &&
        TOO_ADJECTIVES.test(next.lower) &&
        (!after ||
          after.pos === 'PUNCT' ||
          after.lower === 'for' ||
          (after.lower === 'to' && /^(?:VERB|AUX)$/.test(tokens[index + 3]?.pos ?? '')))
      )
        return { correction: 'too' };
      return null;
    case 'too':
      if (
        before?.pos === 'VERB' &&
        /^(?:want|wanted|wants|need|needed|needs|aim|aimed|aims|try|tried|tries|decided|intend|intended|order|able)$/.test(
          before.lower,
        ) &&
        next?.pos === 'VERB' &&
        !/(?:ed|ing)$/.test(next.lower)
      )
        return { correction: 'to' };
      return null;
    case 'quiet':
      if (
        before &&
        !DETERMINERS.has(before.lower) &&
        before.pos !== 'ADJ' &&
        next &&
        (next.pos === 'ADJ' || next.pos === 'ADV' || next.lower === 'a') &&
        after?.pos !== 'NOUN'
      )
        return { correction: 'quite' };
      return null;
    case 'than':
      if (!before && next?.lower === ',') return { correction: 'then' };
      if (!before && next && (next.pos === 'PRON' || next.pos === 'DET')) return { correction: 'then' };
      return isThenOfSequence(tokens, index) ? { correction: 'then' } : null;
    case 'beside':
      if (!before && next?.lower === ',') return { correction: 'besides' };
      return null;
    case 'economical':
      if (next && ECONOMIC_HEADS.test(next.lower)) return { correction: 'economic' };
      return null;
    case 'effect':
    case 'effects':
    case 'effected':
      if (
        before &&
        (EFFECT_ADVERBS.test(before.lower) ||
          (/^(?:which|that)$/.test(before.lower) && token.lower !== 'effected' && tokens[index - 2]?.lower !== 'to')) &&
        next &&
        (next.pos === 'DET' || next.pos === 'NOUN' || next.pos === 'ADJ' || (token.lower === 'effected' && next.lower === 'by'))
      )
        return { correction: token.lower.replace(/^e/, 'a') };
      return null;
    case 'affects':
      if (before && DETERMINERS.has(before.lower) && next && /^(?:of|on)$/.test(next.lower)) return { correction: 'effects' };
      return null;
    case 'rises':
    case 'rose':
    case 'risen':
    case 'rising':
      return isRaiseObject(tokens, index + 1) ? { correction: RAISE_FORMS.get(token.lower) ?? 'raise' } : null;
    case 'rise':
      // "to rise the question", "to rise awareness", "would like to rise one further point", "did not rise the".
      if (
        before &&
        (before.lower === 'to' ||
          MODAL_VERBS.has(before.lower) ||
          (before.lower === 'not' && /^(?:do|does|did)$/.test(tokens[index - 2]?.lower ?? ''))) &&
        next &&
        (DETERMINERS.has(next.lower) ||
          RAISE_OBJECTS.test(next.lower) ||
          (/^(?:like|wish|want)$/.test(tokens[index - 2]?.lower ?? '') && /^(?:one|two|several|some|a)$/.test(next.lower)))
      )
        return { correction: 'raise' };
      return null;
    case 'dependant':
      if (next && (next.lower === 'on' || next.lower === 'upon' || /^variables?$/.test(next.lower)))
        return { correction: 'dependent' };
      return null;
    // "The model looses accuracy": "loose" as a verb (to set free) is rare before an object.
    case 'looses':
      if (next && (DETERMINERS.has(next.lower) || next.pos === 'NOUN')) return { correction: 'loses' };
      return null;
    case 'excepted': {
      // "excepted the invitation" → "accepted"; "were excepted from the rule" is right.
      if (next && NOUN_OPENERS.has(next.lower)) return { correction: 'accepted' };
      // "All suggestions have been excepted and incorporated": a passive of "accept".
      // (Only of what a writer or an editor accepts: "Small firms were excepted" is right.)
      const isOffered = tokens
        .slice(0, index)
        .some((word) =>
          /^(?:comments?|suggestions?|recommendations?|proposals?|manuscript|paper|offer|invitation|requests?|corrections?|revisions?|changes|points)$/.test(
            word.lower,
          ),
        );
      if (/^(?:been|be|is|are|was|were)$/.test(before?.lower ?? '') && next?.lower !== 'from' && isOffered)
        return { correction: 'accepted' };
      return null;
    }
    case 'loosing':
      if (next && (DETERMINERS.has(next.lower) || next.pos === 'NOUN')) return { correction: 'losing' };
      return null;
    case 'form':
      if (before?.pos === 'VERB' && /ed$/.test(before.lower) && next && (next.pos === 'DET' || next.pos === 'NUM'))
        return { correction: 'from' };
      return null;
    case 'except':
      if (before && /^(?:we|they|i|to|not)$/.test(before.lower) && next && DETERMINERS.has(next.lower))
        return { correction: 'accept' };
      return null;
    default:
      return familyConfusionAt(tokens, index);
  }
}
