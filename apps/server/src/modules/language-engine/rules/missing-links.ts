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

/** The findings of this file's patterns on a sentence. */
export function missingLinkLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [ofLint, effectOfLint, comparedWithLint]);
}
