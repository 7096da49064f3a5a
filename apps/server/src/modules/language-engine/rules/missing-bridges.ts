import type { TLint } from '../lint.ts';
import { IMPERSONAL_ADJECTIVES, leftOutLint, missingSubjectLint, needsVerbLint, prepositionGapLint } from './left-out-words.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken, isTimePhraseAt } from './token-patterns.ts';

/**
 * Small words learners leave out, each flagged on the words either side of the gap (missing-joins.ts and the files it
 * names have the older patterns): "been" in a perfect passive whose subject cannot do the verb ("This drug has (been)
 * used for"), "that" after "the fact" or "the possibility" before a clause, "there" before "exist", the subject "it"
 * after "so" or an opening phrase with no comma ("During the dry season (it) was difficult to"), "be" in a
 * sentence with no verb ("the concentration of lead (is) higher than", "This difference (is) probably due to", "The
 * results (are) consistent with") or after an opening "it" or "this" ("It (is) important to", "This (is) because"),
 * "than" or "as" before a clause ("much lower (than) we had expected"), "of" after "the rest" and "the lack", and "in"
 * before "accordance with".
 */

/**
 * Participles that need an object when active, so that a preposition right after them shows a passive; not those a
 * method or an index may do itself ("The index has identified in each region a set of risks", "detected in").
 */
const TRANSITIVE_PARTICIPLES =
  /^(?:used|applied|employed|adopted|studied|investigated|recognized|recognised|accepted|cultivated|consumed|implemented|prescribed|administered|observed|translated|stored|proposed|described|reported|measured|collected|tested|analy[sz]ed|published|documented|recorded|detected|characteri[sz]ed|validated|calibrated|sequenced|isolated|synthesi[sz]ed|evaluated|examined|assessed|suggested)$/;
/**
 * Participles that take no "to" and a verb, so that "to" after them opens a purpose ("Several methods have (been)
 * proposed to solve"): not "used" ("has used to be") nor "suggested" ("has suggested to").
 */
const PURPOSE_TO_PARTICIPLES = /^(?:proposed|developed|applied|employed|adopted|implemented|administered|designed)$/;
/**
 * Subjects that cannot do what the participle says, so "has used" can only be a passive: "This drug has (been) used
 * for". People and bodies are left out ("The university has applied for funding", "The committee has considered in
 * detail the proposals"), and so are studies, teams and papers.
 */
const THINGS_DONE_WITH =
  /^(?:drugs?|medicines?|medications?|compounds?|materials?|substances?|chemicals?|fertili[sz]ers?|pesticides?|herbicides?|vaccines?|crops?|cultivars?|variet(?:y|ies)|species|techniques?|methods?|procedures?|protocols?|assays?|ind(?:ex|ices)|indicators?|questionnaires?|instruments?|devices?|terms?|concepts?|catalysts?|enzymes?|extracts?|technolog(?:y|ies)|therap(?:y|ies)|effects?|phenomen(?:on|a)|patterns?|trends?|samples?|specimens?|data|datasets?|scales?|items?|values?|sequences?|isolates?|variables?|parameters?|associations?|relationships?|correlations?|differences?|changes?|mechanisms?)$/;
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
  if (!/^(?:has|have|had)$/.test(have.lower) || have.pos !== 'AUX') return null;
  const adverb = tokens[index + 1]?.pos === 'ADV' && /ly$/.test(tokens[index + 1]?.lower ?? '') ? 1 : 0;
  const participle = tokens[index + 1 + adverb];
  if (!participle || !TRANSITIVE_PARTICIPLES.test(participle.lower)) return null;
  const next = tokens[index + 2 + adverb];
  // "to" and a verb after a participle that takes none is a purpose: "have (been) proposed to solve".
  const isPurpose =
    next?.lower === 'to' && PURPOSE_TO_PARTICIPLES.test(participle.lower) && tokens[index + 3 + adverb]?.pos === 'VERB';
  if (!isPurpose && (next?.pos !== 'ADP' || /^(?:to|that|of|out|up|on|upon)$/.test(next.lower))) return null;
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

/** Adverbs (besides those in -ly) between a subject and an adjective that lacks its "be": "(is) still unclear". */
const PREDICATE_ADVERBS = /^(?:still|also|very|quite|so|too|now|often|always|usually|generally|rather|even|much|far|not)$/;
/**
 * Adjectives a learner's sentence has as its predicate with "be" left out ("The results (are) consistent with"), and
 * comparatives in -er; not those a description's fragment has after its noun ("The URL scheme such as http", "The
 * url responsible for the call", "entries relevant to the metric", "the mask corresponding to", "Data available").
 */
const PREDICATE_ADJECTIVES =
  /^(?:consistent|inconsistent|similar|dissimilar|different|significant|insignificant|important|useful|useless|unclear|clear|variable|dependent|independent|effective|ineffective|unknown|uncertain|essential|limited|stable|unstable|constant|safe|unsafe|difficult|easy|common|rare|low|high|small|large|poor|good|bad|insufficient|inadequate|adequate|comparable|identical|unchanged|unaffected|negligible|scarce|abundant|widespread|controversial|unlikely|likely|crucial|critical|vital|necessary|popular|expensive|cheap|costly|efficient|inefficient|accurate|inaccurate|reliable|unreliable|sensitive|resistant|vulnerable|prone|susceptible|rich|unsuitable|harmful|beneficial|lacking|absent|evident|obvious|visible|weak|strong)$/;
/** Definite determiners and possessives of a subject whose "be" is left out ("Any entries relevant to" describes). */
const DEFINITE = /^(?:the|this|these|that|those|our|their|its|his|her|my|your)$/;
const POSSESSIVES = /^(?:our|their|its|his|her|my|your)$/;

/**
 * An adjective that is a sentence's predicate with its "be" left out, at `at`: "The results (are) consistent with",
 * "rainfall (is) highly variable from", "The new pump (is) cheaper and easier", "germination (is) still unclear.": the
 * adjective, then a preposition, "and" and an adjective, or the sentence's end.
 */
function isPredicate(tokens: readonly TToken[], at: number): boolean {
  const [adjective, after] = [tokens[at], tokens[at + 1]];
  if (adjective?.pos !== 'ADJ' || !after) return false;
  const isComparative = /er$/.test(adjective.lower) && adjective.lemma !== adjective.lower;
  if (!isComparative && !PREDICATE_ADJECTIVES.test(adjective.lower)) return false;
  if (after.pos === 'ADP' && after.lower !== 'of') return true;
  // "cheaper and easier", "cheaper and faster" (an adverb's comparative the tagger reads).
  const second = tokens[at + 2];
  if (after.lower === 'and') return second?.pos === 'ADJ' || (isComparative && /er$/.test(second?.lower ?? ''));
  return after.text === '.' && at === tokens.length - 2;
}

/**
 * A verb that is not a clause's own: after "to", or a word the tagger read as a verb after a determiner, an adjective
 * or a preposition ("of earlier field trials"), or a participle after "those" ("similar to those reported in").
 */
function isVerbOfAPhrase(tokens: readonly TToken[], i: number): boolean {
  const previous = tokens[i - 1];
  if (!previous) return false;
  if (/^(?:those|that)$/.test(previous.lower)) return /ed$/.test(tokens[i]?.lower ?? '');
  return previous.lower === 'to' || /^(?:DET|ADJ|ADP)$/.test(previous.pos) || /^(?:earlier|later)$/.test(previous.lower);
}

/**
 * The head of the subject that ends at `index`: the noun before the subject's first preposition ("The difference
 * between the two groups" → "difference"), or the noun at `index`.
 */
function subjectHeadOf(tokens: readonly TToken[], index: number): TToken {
  let start = index;
  // A word the tagger read as a verb after a preposition belongs to the subject too ("The levels of lead in").
  const inSubject = (at: number) =>
    /^(?:DET|ADJ|NOUN|PROPN|NUM|ADP|PRON)$/.test(tokens[at]?.pos ?? '') ||
    (tokens[at]?.pos === 'VERB' && tokens[at - 1]?.pos === 'ADP');
  while (start > 0 && inSubject(start - 1)) start -= 1;
  const preposition = tokens.slice(start + 1, index).findIndex((token) => token.pos === 'ADP');
  const head = preposition < 0 ? undefined : tokens[start + preposition];
  return head?.pos === 'NOUN' ? head : (tokens[index] as TToken);
}

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
  if (next.pos === 'ADV' && (/ly$/.test(next.lower) || PREDICATE_ADVERBS.test(next.lower))) at += 1;
  const word = tokens[at];
  const isComparative = word?.pos === 'ADJ' && /er$/.test(word.lower) && tokens[at + 1]?.lower === 'than';
  const isDue = word?.lower === 'due' && tokens[at + 1]?.lower === 'to';
  const isNotState =
    word?.lower === 'not' && STATES.test(tokens[at + 1]?.lower ?? '') && /^(?:ADP|PART)$/.test(tokens[at + 2]?.pos ?? '');
  // "The levels of mercury (are) still above the limit": a place of a scale after "still", "well" or "far".
  const isPlace =
    /^(?:still|well|far|now|already|slightly)$/.test(next.lower) &&
    /^(?:above|below|within|beyond|under|over|outside)$/.test(tokens[index + 2]?.lower ?? '');
  if (isPlace) at = index + 2;
  const isBarePredicate = isPlace || (!isComparative && !isDue && !isNotState && isPredicate(tokens, at));
  if (!isComparative && !isDue && !isNotState && !isBarePredicate) return null;
  // A noun inside a preposition's phrase takes an adjective of its own ("The effect of salt on plants sensitive to
  // drought." as a title): only an adverb between them shows the left-out "be" ("on germination (is) still unclear").
  if (isBarePredicate && at === index + 1 && subjectHeadOf(tokens, index) !== noun) return null;
  if (isBarePredicate && !tokens.slice(0, index).some((token) => DEFINITE.test(token.lower))) return null;
  // The noun: a noun, or a verb the tagger read after "of" or a determiner ("of lead"), or a participle before "not".
  const isNoun =
    noun.pos === 'NOUN' ||
    (/^(?:of|the)$/.test(tokens[index - 1]?.lower ?? '') && noun.lemma === noun.lower) ||
    (isNotState && /ed$/.test(noun.lower) && tokens[index - 1]?.pos === 'NOUN');
  if (
    !isNoun ||
    !tokens.slice(Math.max(0, index - 5), index).some((token) => token.pos === 'DET' || POSSESSIVES.test(token.lower))
  )
    return null;
  if (tokens.at(-1)?.text !== '.' || LABELS.test(tokens[0]?.lower ?? '')) return null;
  const hasVerb = tokens.some(
    (token, i) => i !== index && (token.pos === 'AUX' || (token.pos === 'VERB' && !isVerbOfAPhrase(tokens, i))),
  );
  if (hasVerb) return null;
  const subject = isNotState && noun.pos === 'VERB' ? tokens[index - 1] : isBarePredicate ? subjectHeadOf(tokens, index) : noun;
  const plural = subject?.pos === 'NOUN' && subject.lemma !== subject.lower;
  const words = tokens
    .slice(index + 1, at + 1)
    .map((token) => token.text)
    .join(' ');
  const corrections = (plural ? ['are', 'were'] : ['is', 'was']).map((be) => `${noun.text} ${be} ${words}`);
  return needsVerbLint(tokens, index, at, corrections);
}

/**
 * "It important to note that" → "It is important", "This because the sensors" → "This is because", "This due to" →
 * "This is due to": the sentence opens with "it" and an adjective of "it is" before "to" or "that", or with "this" or
 * "that" before "because" or "due to", and "be" is left out between them.
 */
function openingBeLint(tokens: readonly TToken[], index: number): TLint | null {
  const [first, second, third] = tokens.slice(index, index + 3);
  if (index !== 0 || !first || !second || !third || tokens.at(-1)?.text === '?') return null;
  const be = `${first.text} is ${second.text}`;
  if (first.lower === 'it' && IMPERSONAL_ADJECTIVES.has(second.lower) && /^(?:to|that|whether)$/.test(third.lower))
    return needsVerbLint(tokens, 0, 1, [be]);
  const isCause = second.lower === 'because' || (second.lower === 'due' && third.lower === 'to');
  return /^(?:this|that)$/.test(first.lower) && isCause ? needsVerbLint(tokens, 0, 1, [be]) : null;
}

/** Subject pronouns that open the clause a comparison's "than" or "as" introduces: "lower (than) we had expected". */
const CLAUSE_SUBJECTS = /^(?:we|they|i|he|she|you)$/;
/** Comparatives in -er that are not a comparison's head before a clause: "Two days later we", "It is better we". */
const NOT_COMPARING =
  /^(?:later|earlier|better|rather|longer|sooner|further|farther|other|never|ever|over|under|after|either|neither|whether)$/;
/** Words of degree before a comparative: "much lower (than) we". */
const DEGREE_WORDS =
  /^(?:much|far|even|slightly|considerably|substantially|significantly|markedly|somewhat|still|is|are|was|were|be|been)$/;

/**
 * "The cost was much lower we had expected" → "lower than we", "not as strong we expected" → "as strong as we": a
 * comparative after "be" or a word of degree, or an adjective after "as", then a subject pronoun and its verb. Not
 * "The sooner we start, the better", "Two days later we found", "It is better we leave", "As usual we met".
 */
function comparisonClauseLint(tokens: readonly TToken[], index: number): TLint | null {
  const [word, subject, verb] = tokens.slice(index, index + 3);
  if (!word || !subject || !verb || !CLAUSE_SUBJECTS.test(subject.lower) || !/^(?:AUX|VERB)$/.test(verb.pos)) return null;
  if (!/^(?:ADJ|ADV)$/.test(word.pos) || NOT_COMPARING.test(word.lower)) return null;
  const previous = tokens[index - 1];
  if (previous?.lower === 'as') {
    // "not as strong (as) we": the first "as" inside the sentence, after a verb, "not" or "just".
    const before = tokens[index - 2];
    if (!before || !/^(?:AUX|VERB|PART|ADV)$/.test(before.pos) || /^(?:usual|well|such|follows|long|soon|far)$/.test(word.lower))
      return null;
    return prepositionGapLint(tokens, index, 'as');
  }
  const isComparative = /er$/.test(word.lower) && word.lemma !== word.lower;
  if (!isComparative || !DEGREE_WORDS.test(previous?.lower ?? '')) return null;
  if (tokens.slice(Math.max(0, index - 3), index).some((token) => token.lower === 'the' || token.lower === 'than')) return null;
  return prepositionGapLint(tokens, index, 'than');
}

/**
 * "of" left out after a noun that takes it before its noun: "The rest (of) the samples", "the lack (of) funding"; and
 * "in" before "accordance with": "was conducted (in) accordance with".
 */
function nounOfLint(tokens: readonly TToken[], index: number): TLint | null {
  const [noun, next] = [tokens[index] as TToken, tokens[index + 1]];
  if (!next || noun.pos !== 'NOUN') return null;
  const previous = tokens[index - 1];
  if (noun.lower === 'accordance') {
    if (next.lower !== 'with' || !previous || !/^(?:VERB|ADV|PUNCT|ADP)$/.test(previous.pos) || previous.lower === 'in')
      return null;
    const correction = `${previous.text} in accordance`;
    const message = `“accordance” is preceded by “in”: “in accordance with”.`;
    return leftOutLint(tokens, index - 1, index, 'missing-preposition', message, { word: noun.text, preposition: 'in' }, [
      correction,
    ]);
  }
  if (!/^(?:the|a)$/.test(previous?.lower ?? '')) return null;
  // "moved the rest the next day": a time of its own after "the rest".
  const isRestOf = (next.pos === 'DET' || POSSESSIVES.test(next.lower)) && !isTimePhraseAt(tokens, index + 1);
  if (noun.lower === 'rest' && previous?.lower === 'the' && isRestOf) return prepositionGapLint(tokens, index, 'of');
  const isLackOf =
    noun.lower === 'lack' &&
    next.pos === 'NOUN' &&
    !/^(?:today|now|thereof|time|day|week|year|month)$/.test(next.lower) &&
    !/^(?:AUX|VERB)$/.test(tokens[index + 2]?.pos ?? '');
  return isLackOf ? prepositionGapLint(tokens, index, 'of') : null;
}

/** The findings of this file's patterns on a sentence. */
export function missingBridgeLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [
    perfectBeenLint,
    contentThatLint,
    existThereLint,
    itSubjectLint,
    verblessLint,
    openingBeLint,
    comparisonClauseLint,
    nounOfLint,
  ]);
}
