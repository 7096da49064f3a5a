import type { TLint } from '../lint.ts';
import { IMPERSONAL_ADJECTIVES, missingSubjectLint, needsVerbLint, prepositionGapLint } from './left-out-words.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';

/**
 * Small words learners leave out, each flagged on the words either side of the gap (missing-joins.ts and the files it
 * names have the older patterns): "been" in a perfect passive whose subject cannot do the verb ("This drug has (been)
 * used for"), "that" after "the fact" or "the possibility" before a clause, "there" before "exist", the subject "it"
 * after "so" or an opening phrase with no comma ("During the dry season (it) was difficult to"), and "be" in a
 * sentence with no verb ("the concentration of lead (is) higher than", "This difference (is) probably due to").
 */

/**
 * Participles that need an object when active, so that a preposition right after them shows a passive; not those a
 * method or an index may do itself ("The index has identified in each region a set of risks", "detected in").
 */
const TRANSITIVE_PARTICIPLES =
  /^(?:used|applied|employed|adopted|studied|investigated|recognized|recognised|accepted|cultivated|consumed|implemented|prescribed|administered)$/;
/**
 * Subjects that cannot do what the participle says, so "has used" can only be a passive: "This drug has (been) used
 * for". People and bodies are left out ("The university has applied for funding", "The committee has considered in
 * detail the proposals"), and so are studies, teams and papers.
 */
const THINGS_DONE_WITH =
  /^(?:drugs?|medicines?|medications?|compounds?|materials?|substances?|chemicals?|fertili[sz]ers?|pesticides?|herbicides?|vaccines?|crops?|cultivars?|variet(?:y|ies)|species|techniques?|methods?|procedures?|protocols?|assays?|ind(?:ex|ices)|indicators?|questionnaires?|instruments?|devices?|terms?|concepts?|catalysts?|enzymes?|extracts?|technolog(?:y|ies)|therap(?:y|ies))$/;
const SUBJECT_WORDS = /^(?:DET|ADJ|NOUN|PROPN|NUM)$/;
/** Words that open a clause or an object placed late: "has described in detail how", "the tools that". */
const LATE_OBJECTS = /^(?:that|how|whether|what|why|which|who)$/;

/**
 * "This drug has used for many years" → "has been used": a noun subject that opens the sentence and cannot do the
 * verb (a drug, a method, a crop), "has" or "have", a participle that takes an object, then a preposition or an
 * adverb and one. Not "the method that we have used for", "What the group has used in" (the object is before), "has
 * used it for", "has used in-house data" (a modifier), nor a person or a body ("The university has applied for
 * funding", "The court has found in favour of").
 */
function perfectBeenLint(tokens: readonly TToken[], index: number): TLint | null {
  const have = tokens[index] as TToken;
  if (!/^(?:has|have)$/.test(have.lower) || have.pos !== 'AUX') return null;
  const adverb = tokens[index + 1]?.pos === 'ADV' && /ly$/.test(tokens[index + 1]?.lower ?? '') ? 1 : 0;
  const participle = tokens[index + 1 + adverb];
  if (!participle || !TRANSITIVE_PARTICIPLES.test(participle.lower)) return null;
  const next = tokens[index + 2 + adverb];
  if (next?.pos !== 'ADP' || /^(?:to|that|of|out|up|on|upon)$/.test(next.lower)) return null;
  if (tokens[index - 1]?.pos !== 'NOUN' || !THINGS_DONE_WITH.test(tokens[index - 1]?.lower ?? '')) return null;
  // "has used in-house data", "has applied in vitro tests": the preposition opens a modifier of a late object.
  const afterNext = tokens[index + 3 + adverb];
  if (afterNext?.text === '-' || /^(?:vitro|vivo|situ|silico|planta|house)$/.test(afterNext?.lower ?? '')) return null;
  const subject = tokens.slice(0, index);
  if (!subject.every((token) => SUBJECT_WORDS.test(token.pos) || token.lower === 'of') || subject[0]?.pos === 'NOUN') return null;
  // "The tools researchers have used in previous studies vary": a clause's own verb after it makes it a relative.
  const rest = tokens.slice(index + 3 + adverb);
  const hasOwnVerb = rest.some(
    (token, i) => (token.pos === 'AUX' || token.pos === 'VERB') && !/^(?:to|that|which|who)$/.test((rest[i - 1] ?? next).lower),
  );
  if (hasOwnVerb || rest.some((token) => LATE_OBJECTS.test(token.lower))) return null;
  // "has used in its own way the same guideline": a determiner after a noun, with no preposition, opens a late object.
  if (rest.some((token, i) => token.pos === 'DET' && /^(?:NOUN|PROPN)$/.test((rest[i - 1] ?? next).pos))) return null;
  return needsVerbLint(tokens, index, index + 1, [`${have.text} been ${tokens[index + 1]?.text}`]);
}

/** Nouns whose content a "that" clause gives: "the fact (that) the patients were older". */
const CONTENT_NOUNS = /^(?:fact|possibility)$/;
const FINITE_BE = /^(?:is|are|was|were)$/;
const MODALS = /^(?:can|could|may|might|will|would|should|must|did|does|do)$/;

/**
 * "Despite the fact the patients were older" → "the fact that the": "the fact" or "the possibility", then a
 * clause: a subject (a pronoun, or a determiner and its words) and "be" or a modal with a verb and its object. Not
 * "in fact the results were", "the fact the authors mention" (a relative clause: no "be"), "the possibility the
 * authors were aware of" (a preposition left at its end).
 */
function contentThatLint(tokens: readonly TToken[], index: number): TLint | null {
  const noun = tokens[index] as TToken;
  if (!CONTENT_NOUNS.test(noun.lower) || tokens[index - 1]?.lower !== 'the') return null;
  const first = tokens[index + 1];
  if (!first) return null;
  // The subject: a pronoun, or a determiner and its words.
  let at = index + 2;
  const isPronoun = /^(?:it|they|we|there|he|she)$/.test(first.lower);
  if (!isPronoun) {
    if (!/^(?:the|these|this|those|their|its|our|most|many|some|all|no)$/.test(first.lower)) return null;
    while (/^(?:ADJ|NOUN|NUM)$/.test(tokens[at]?.pos ?? '') && at - index < 7) at += 1;
    if (tokens[at - 1]?.pos !== 'NOUN') return null;
  }
  const verb = tokens[at];
  if (verb?.pos !== 'AUX') return null;
  const clause = tokens.slice(at + 1, at + 8);
  const end = clause.findIndex((token) => token.pos === 'PUNCT' || token.pos === 'AUX');
  // "the possibility the authors were aware of": a preposition with no object closes a relative clause.
  if (clause.some((token, i) => token.pos === 'ADP' && (i === end - 1 || (end < 0 && i === clause.length - 1)))) return null;
  const complement = clause[0];
  // "The fact the patients were given was misleading": the sentence's own verb right after makes it a relative.
  if (!complement || complement.lower === 'that' || (complement.pos !== 'ADJ' && clause[1]?.pos === 'AUX')) return null;
  if (FINITE_BE.test(verb.lower)) {
    if (!complement || !/^(?:ADJ|ADV|DET|NUM|VERB|NOUN|ADP)$/.test(complement.pos)) return null;
    if (complement.pos === 'VERB' && /ing$/.test(complement.lower) && !/^(?:DET|NOUN|ADJ|PRON)$/.test(clause[1]?.pos ?? ''))
      return null;
  } else if (MODALS.test(verb.lower)) {
    if (complement?.pos !== 'VERB' || !/^(?:DET|NOUN|ADJ|PRON|NUM)$/.test(clause[1]?.pos ?? '')) return null;
  } else return null;
  return prepositionGapLint(tokens, index, 'that');
}

/**
 * "Exist several methods to" → "There exist several methods": "exist" opening the sentence (or after an opening
 * phrase and a comma) before a quantifier or an adjective and a noun. Not "Exists in two forms", a question.
 */
function existThereLint(tokens: readonly TToken[], index: number): TLint | null {
  const exist = tokens[index] as TToken;
  if (exist.lemma !== 'exist' || !/^(?:exist|exists|existed)$/.test(exist.lower)) return null;
  const [opener, noun] = tokens.slice(index + 1, index + 3);
  const opens =
    /^(?:several|many|some|various|numerous|few|no|two|three|different|a|an|other)$/.test(opener?.lower ?? '') &&
    /^(?:NOUN|ADJ)$/.test(noun?.pos ?? '');
  if (!opens || tokens.at(-1)?.text === '?') return null;
  const isOpening =
    index === 0 ||
    (tokens[index - 1]?.text === ',' &&
      tokens[0]?.pos === 'ADP' &&
      !tokens.slice(0, index - 1).some((token) => /^(?:VERB|AUX|PUNCT)$/.test(token.pos)));
  return isOpening ? missingSubjectLint(exist, 'there') : null;
}

/**
 * "The sensor is cheap, so is suitable for small farms" → "so it is suitable": ", so" and "is" or "was" before an
 * adjective (the inversion "so is the cost" has a noun phrase). And "During the dry season was difficult to measure"
 * → "it was difficult": an opening phrase (a preposition and its noun phrase, no comma) before "is"/"was", an
 * adjective of "it is" and "to" or "that".
 */
function itSubjectLint(tokens: readonly TToken[], index: number): TLint | null {
  const be = tokens[index] as TToken;
  if (!/^(?:is|was)$/.test(be.lower) || be.pos !== 'AUX') return null;
  let at = index + 1;
  if (tokens[at]?.lower === 'not' || tokens[at]?.lower === 'also') at += 1;
  const [adjective, next] = tokens.slice(at, at + 2);
  if (adjective?.pos !== 'ADJ') return null;
  if (tokens[index - 1]?.lower === 'so' && tokens[index - 2]?.text === ',') {
    if (!next || !/^(?:for|to|in|as|enough|and|\.|,)$/.test(next.lower)) return null;
    return missingSubjectLint(be, 'it');
  }
  if (!IMPERSONAL_ADJECTIVES.has(adjective.lower) || !/^(?:to|that)$/.test(next?.lower ?? '')) return null;
  if (tokens[0]?.pos !== 'ADP' || index < 3 || index > 8 || tokens[index - 1]?.pos !== 'NOUN') return null;
  // One noun phrase after the preposition ("During the dry season"), not two ("In the end the method").
  if (!tokens.slice(1, index).every((token) => /^(?:DET|ADJ|NOUN|NUM|PROPN)$/.test(token.pos))) return null;
  if (tokens.slice(2, index).some((token) => token.pos === 'DET')) return null;
  // "For most patients surgery was necessary": a bare noun after another noun is the subject of "was".
  if (/^(?:NOUN|PROPN)$/.test(tokens[index - 2]?.pos ?? '')) return null;
  // "During summer rainfall was difficult to predict": a verb with no object after "to" reads the noun as the subject.
  const [verb, object] = tokens.slice(at + 2, at + 4);
  if (next?.lower === 'to' && (verb?.pos !== 'VERB' || !/^(?:DET|NOUN|ADJ|PRON|NUM)$/.test(object?.pos ?? ''))) return null;
  return missingSubjectLint(be, 'it');
}

/** Labels that open a caption or a note, which need no verb: "Figure 2.", "Table 1", "Note:". */
const LABELS = /^(?:figure|fig|table|source|note|notes|legend|panel|appendix)$/;
/** Adjectives of a state that take a complement, after "not" with no verb: "(were) not aware of". */
const STATES = /^(?:aware|able|sure|familiar|willing|satisfied|available|ready|interested|allowed|capable|certain)$/;

/**
 * A sentence with no verb, where "be" is left out: "the concentration of lead (was) higher than the limit", "This
 * difference (is) probably due to", "the farmers interviewed (were) not aware of". The subject is a noun phrase with a
 * determiner (a caption's "Yields higher than the mean" has none), and no auxiliary or verb stands anywhere else in
 * the sentence but after "to" ("The values were higher than expected" has its verb).
 */
function verblessLint(tokens: readonly TToken[], index: number): TLint | null {
  const noun = tokens[index] as TToken;
  const next = tokens[index + 1];
  if (!next || !/^(?:NOUN|VERB)$/.test(noun.pos)) return null;
  let at = index + 1;
  if (next.pos === 'ADV' && /ly$/.test(next.lower)) at += 1;
  const word = tokens[at];
  const isComparative = word?.pos === 'ADJ' && /er$/.test(word.lower) && tokens[at + 1]?.lower === 'than';
  const isDue = word?.lower === 'due' && tokens[at + 1]?.lower === 'to';
  const isNotState =
    word?.lower === 'not' && STATES.test(tokens[at + 1]?.lower ?? '') && /^(?:ADP|PART)$/.test(tokens[at + 2]?.pos ?? '');
  if (!isComparative && !isDue && !isNotState) return null;
  // The noun: a noun, or a verb the tagger read after "of" or a determiner ("of lead"), or a participle before "not".
  const isNoun =
    noun.pos === 'NOUN' ||
    (/^(?:of|the)$/.test(tokens[index - 1]?.lower ?? '') && noun.lemma === noun.lower) ||
    (isNotState && /ed$/.test(noun.lower) && tokens[index - 1]?.pos === 'NOUN');
  if (!isNoun || !tokens.slice(Math.max(0, index - 5), index).some((token) => token.pos === 'DET')) return null;
  if (tokens.at(-1)?.text !== '.' || LABELS.test(tokens[0]?.lower ?? '')) return null;
  const hasVerb = tokens.some(
    (token, i) => i !== index && (token.pos === 'AUX' || (token.pos === 'VERB' && tokens[i - 1]?.lower !== 'to')),
  );
  if (hasVerb) return null;
  const subject = isNotState && noun.pos === 'VERB' ? tokens[index - 1] : noun;
  const plural = subject?.pos === 'NOUN' && subject.lemma !== subject.lower;
  const words = tokens
    .slice(index + 1, at + 1)
    .map((token) => token.text)
    .join(' ');
  const corrections = (plural ? ['are', 'were'] : ['is', 'was']).map((be) => `${noun.text} ${be} ${words}`);
  return needsVerbLint(tokens, index, at, corrections);
}

/** The findings of this file's patterns on a sentence. */
export function missingBridgeLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [perfectBeenLint, contentThatLint, existThereLint, itSubjectLint, verblessLint]);
}
