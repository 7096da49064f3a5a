import type { TLint } from '../lint.ts';
import { prepositionGapLint } from './left-out-words.ts';
import { nounNumber } from './number-forms.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';

/**
 * Prepositions left out between two words that a fixed link joins (missing-frames.ts has the frames around verbs and
 * adjectives): "of" after a quantity noun ("a large number (of) participants"), after "instead", "in terms", "in
 * spite" and an effect noun ("the effect (of) temperature on"), and "with" after a comparative and "compared".
 */

/** Nouns of a quantity that take "of" before what they count: "a large number (of) participants". */
const QUANTITY_NOUNS = /^(?:number|range|variety|series|amount|multitude|plethora|handful)$/;

/**
 * "A large number participants were excluded" → "number of participants", "instead using" → "instead of using", "in
 * terms accuracy" → "in terms of accuracy", "In spite the cost" → "In spite of the".
 */
function ofLint(tokens: readonly TToken[], index: number): TLint | null {
  const [word, next] = [tokens[index] as TToken, tokens[index + 1]];
  if (!next) return null;
  if (word.lower === 'instead' && next.pos === 'VERB' && /ing$/.test(next.lower)) return prepositionGapLint(tokens, index, 'of');
  const before = tokens[index - 1]?.lower;
  if (
    word.lower === 'terms' &&
    before === 'in' &&
    /^(?:NOUN|ADJ|DET)$/.test(next.pos) &&
    !/^(?:of|that|which)$/.test(next.lower)
  ) {
    // "in terms the clinician can apply", "in terms patients understand": a relative clause without "that".
    let at = index + 1;
    if (next.pos === 'DET') at += 1;
    while (/^(?:ADJ|NOUN)$/.test(tokens[at]?.pos ?? '') && at - index < 5) at += 1;
    if (/^(?:VERB|AUX|PRON)$/.test(tokens[at]?.pos ?? '')) return null;
    return prepositionGapLint(tokens, index, 'of');
  }
  if (word.lower === 'spite' && before === 'in' && /^(?:DET|NOUN|ADJ|PRON)$/.test(next.pos))
    return prepositionGapLint(tokens, index, 'of');
  if (!QUANTITY_NOUNS.test(word.lower) || word.pos !== 'NOUN') return null;
  let at = index - 1;
  while (tokens[at]?.pos === 'ADJ' && index - at < 3) at -= 1;
  // "a number": "the number densities", "the series resistances" are compound nouns; after "the" only with an
  // adjective ("the wide range applications").
  if (!/^(?:a|an)$/.test(tokens[at]?.lower ?? '') && !(tokens[at]?.lower === 'the' && at < index - 1)) return null;
  // "a large amount (of) data": "amount" counts what has no plural too.
  const isPlural = next.pos === 'NOUN' && (nounNumber(next) === 'plural' || word.lower === 'amount');
  if (!isPlural || /^(?:NOUN|PROPN)$/.test(tokens[index + 2]?.pos ?? '')) return null;
  return prepositionGapLint(tokens, index, 'of');
}

/** Nouns an "effect" noun may form a compound with: "the effect size on", "the impact factor of". */
const EFFECT_COMPOUNDS =
  /^(?:size|sizes|factor|factors|estimate|estimates|modifier|modifiers|modification|modifications|measure|measures|heterogeneity|magnitude|direction|assessment|assessments|evaluation|evaluations|category|categories|coefficient|coefficients|parameter|parameters|function|functions|pathway|pathways|decomposition|analysis|analyses|statement|statements)$/;

/** "the effect temperature on yield" → "effect of temperature": an effect noun, a bare noun and "on". */
function effectOfLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!/^(?:effect|effects|impact|impacts|influence)$/.test(tokens[index]?.lower ?? '')) return null;
  if (tokens[index]?.pos !== 'NOUN' || tokens[index - 1]?.pos !== 'DET') return null;
  let at = index + 1;
  if (tokens[at]?.pos === 'ADJ') at += 1;
  const noun = tokens[at];
  if (noun?.pos !== 'NOUN' || noun.text !== noun.lower || EFFECT_COMPOUNDS.test(noun.lower) || tokens[at + 1]?.lower !== 'on')
    return null;
  return prepositionGapLint(tokens, index, 'of');
}

/** "The yield was higher compared the control" → "compared with the": a comparative, "compared" and a determiner. */
function comparedWithLint(tokens: readonly TToken[], index: number): TLint | null {
  if (
    tokens[index]?.lower !== 'compared' ||
    !/^(?:the|a|an|those|that|these|this|its|their|our)$/.test(tokens[index + 1]?.lower ?? '')
  )
    return null;
  // The comparative right before "compared" ("higher", "more accurate") after "be": "Two or more raters compared the
  // images" has "compared" as its verb.
  const before = tokens[index - 1];
  let at = index - 2;
  if (before && /^(?:ADJ|ADV)$/.test(before.pos) && /er$/.test(before.lower) && before.lemma !== before.lower) at = index - 2;
  else if (before?.pos === 'ADJ' && /^(?:more|less)$/.test(tokens[index - 2]?.lower ?? '')) at = index - 3;
  else return null;
  if (tokens[at]?.pos === 'ADV' && !/^(?:more|less)$/.test(tokens[at]?.lower ?? '')) at -= 1;
  if (!/^(?:is|are|was|were|be|been|being)$/.test(tokens[at]?.lower ?? '')) return null;
  // "Patients who were older compared their scores": the relative clause's subject did the comparing.
  if (/^(?:who|that|which)$/.test(tokens[at - 1]?.lower ?? '')) return null;
  return prepositionGapLint(tokens, index, 'with');
}

/** Nouns of a time, which a phrase after "agreement" or "It was found" may be: "the whole time", "the day after". */
const TIME_NOUNS =
  /^(?:time|times|day|days|week|weeks|month|months|year|years|morning|evening|afternoon|night|spring|summer|autumn|winter|season|moment|instant|same|whole|following|previous|next|first|last)$/;

/** The noun phrase from `at` (a determiner, adjectives and nouns); where it ends. */
function phraseEnd(tokens: readonly TToken[], at: number): number {
  let end = at + 1;
  while (/^(?:ADJ|NOUN|PROPN|NUM)$/.test(tokens[end]?.pos ?? '') && end - at < 6) end += 1;
  return end;
}

/**
 * "in good agreement the experimental data" → "agreement with the": "in" (an adjective) "agreement", and a noun phrase
 * that is no time ("in agreement the whole week") and no clause's subject ("in agreement the paper should be accepted").
 */
function agreementWithLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index]?.lower !== 'agreement' || !/^(?:the|those|these|our|their|its)$/.test(tokens[index + 1]?.lower ?? ''))
    return null;
  let at = index - 1;
  if (tokens[at]?.pos === 'ADJ') at -= 1;
  if (tokens[at]?.lower !== 'in') return null;
  const end = phraseEnd(tokens, index + 1);
  if (tokens.slice(index + 2, end).some((word) => TIME_NOUNS.test(word.lower))) return null;
  if (/^(?:AUX|VERB)$/.test(tokens[end]?.pos ?? '')) return null;
  return prepositionGapLint(tokens, index, 'with');
}

/** Verbs that a subject does before a complement, not an object: "the particles tend to", "the surface area increases". */
const INTRANSITIVES =
  /^(?:tend|increase|decrease|rise|fall|remain|occur|exist|appear|seem|grow|change|differ|vary|depend|happen|decline|persist|disappear)$/;

/**
 * "explained by the fact the particles tend to" → "the fact that the", "It was found the addition of graphene increased"
 * → "found that the": a clause with its own subject and verb after "the fact" or an opening "It was" + a participle of
 * finding. After "the fact", the clause's verb must have its object or be one that takes none ("He ignored the fact
 * the report highlighted in its summary" is a relative clause whose object is "the fact").
 */
function thatClauseLint(tokens: readonly TToken[], index: number): TLint | null {
  const word = tokens[index] as TToken;
  // Not "The fact the authors were proud of was …" opening the sentence, a relative clause's object.
  const isFact = word.lower === 'fact' && tokens[index - 1]?.lower === 'the' && index > 1;
  const isFound =
    /^(?:found|shown|observed|reported|noted|demonstrated|confirmed|established|concluded)$/.test(word.lower) &&
    tokens[index - 1]?.lower === 'was' &&
    tokens[index - 2]?.lower === 'it' &&
    index === 2;
  if (!(isFact || isFound) || !/^(?:the|a|an|this|these|those|its|their|our|most|many|all)$/.test(tokens[index + 1]?.lower ?? ''))
    return null;
  // "It was found the day after …": a time, not a clause's subject.
  if (TIME_NOUNS.test(tokens[index + 2]?.lower ?? '')) return null;
  // The clause's own finite verb after its subject (a noun phrase, up to an "of" phrase), before any mark.
  let at = index + 2;
  while (at < tokens.length && at - index < 10 && /^(?:ADJ|NOUN|PROPN|NUM|DET|ADP|SYM)$/.test(tokens[at]?.pos ?? '')) at += 1;
  const verb = tokens[at];
  const hasVerb =
    verb?.pos === 'AUX' ||
    (verb?.pos === 'VERB' && (verb.lower !== verb.lemma || tokens[at - 1]?.pos === 'NOUN') && !/ing$/.test(verb.lower));
  if (!verb || !hasVerb || tokens.slice(index + 2, at).some((token) => /^(?:that|which|who)$/.test(token.lower))) return null;
  // After "had", "has" or "have", the participle's object counts: "the fact the teacher had stressed in class" has none.
  const isPerfect = /^(?:had|has|have)$/.test(verb.lower) && tokens[at + 1]?.pos === 'VERB';
  const main = isPerfect ? (tokens[at + 1] as TToken) : verb;
  const after = tokens[isPerfect ? at + 2 : at + 1];
  // "the fact the doctor told him": a verb of telling has the fact as its second object.
  if (/^(?:tell|give|show|teach|send|offer|remind)$/.test(main.lemma)) return null;
  const hasComplement =
    (verb.pos === 'AUX' && !isPerfect) ||
    INTRANSITIVES.test(main.lemma) ||
    (/^(?:DET|NOUN|PRON|NUM|PROPN)$/.test(after?.pos ?? '') && !/^(?:last|next|this|every)$/.test(after?.lower ?? '')) ||
    (after?.lower === 'to' && after.pos === 'PART') ||
    after?.lower === 'that';
  if (isFact && !hasComplement) return null;
  return prepositionGapLint(tokens, index, 'that');
}

/**
 * "the dietary habits well as the activity levels" → "as well as": a plural noun, "well as" and a definite noun phrase
 * ("knew the streets well as a child" is "as a child").
 */
function asWellAsLint(tokens: readonly TToken[], index: number): TLint | null {
  const [noun, well, as] = [tokens[index] as TToken, tokens[index + 1], tokens[index + 2]];
  if (noun.pos !== 'NOUN' || well?.lower !== 'well' || as?.lower !== 'as') return null;
  if (!/^(?:the|their|its|our|his|her|these|those)$/.test(tokens[index + 3]?.lower ?? '') || nounNumber(noun) !== 'plural')
    return null;
  // "held their positions well as the enemy advanced": "as" opens a clause of time.
  if (/^(?:VERB|AUX)$/.test(tokens[phraseEnd(tokens, index + 3)]?.pos ?? '')) return null;
  return prepositionGapLint(tokens, index, 'as');
}

/** The findings of this file's patterns on a sentence. */
export function missingLinkLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [
    ofLint,
    effectOfLint,
    comparedWithLint,
    agreementWithLint,
    thatClauseLint,
    asWellAsLint,
  ]);
}
