import type { TLint } from '../lint.ts';
import { closesOpeningClause } from './dropped-words.ts';
import { capitalisedAs, leftOutLint, needsVerbLint, prepositionGapLint } from './left-out-words.ts';
import { nounNumber } from './number-forms.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';

/**
 * More words learners leave out, each flagged with the words on either side of the gap (gap-words.ts,
 * left-out-words.ts and dropped-words.ts have the older patterns): "at" or "for" between a lab verb's passive and a
 * temperature or a duration ("incubated (at) 37 °C", "trained (for) 100 epochs"), "to" after "able" and after
 * "allow" and its object, "those" after "than" before "who", "than" after "be more stable", "to" before "what
 * extent", "as" in "twice (as) fast as", "of" after "because" before a noun phrase and after "the aim" before "this
 * study", "to" after "respond" and after "contribute" before a change, the preposition of a predicative adjective
 * before a bare noun ("very sensitive (to) humidity"), "in" after "live"/"work" before a place, "had" in "who (had)
 * not completed", "there" in "In the past decade, (there) have been many", and "be" in a passive with no other verb
 * ("The data (were) collected from").
 */

const BE = /^(?:is|are|was|were|be|been|being)$/;

/** The index of the word before `at`, past up to two adverbs: "was then incubated", "is not able". */
function beforeAdverbs(tokens: readonly TToken[], at: number): number {
  let i = at - 1;
  while ((tokens[i]?.pos === 'ADV' || tokens[i]?.lower === 'not') && at - i < 3) i -= 1;
  return i;
}

/** Verbs of laboratory and computing work whose passive names a temperature with "at" and a duration with "for". */
const TREATMENTS =
  /^(?:incubated|stored|kept|dried|cured|annealed|calcined|sintered|centrifuged|cultured|cultivated|maintained|held|baked|stirred|shaken|fermented|frozen|trained|fine-tuned|run|sonicated|digested|autoclaved|soaked|immersed|equilibrated|stabili[sz]ed|grown|stained|hydroli[sz]ed|acclimated|acclimatized|fasted|monitored|followed)$/;
/** Verbs of processing, whose temperature takes "at" even in an active or a reduced clause. */
const PROCESSED =
  /^(?:incubated|stored|dried|cured|annealed|calcined|sintered|centrifuged|cultured|cultivated|baked|fermented|frozen|sonicated|autoclaved|soaked|immersed|equilibrated|grown|stained|hydroli[sz]ed|stirred|shaken)$/;
const DURATIONS =
  /^(?:h|hr|hrs|hour|hours|min|mins|minute|minutes|s|sec|seconds|day|days|week|weeks|month|months|year|years|epoch|epochs|iteration|iterations|cycle|cycles|generation|generations|steps)$/;
const RATES = /^(?:rpm|g|°c|°f|k|℃)$/;

/** "were incubated 37 °C" → "incubated at 37", "was trained 100 epochs" → "trained for 100": a passive, a number and a unit. */
function treatmentLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!TREATMENTS.test(tokens[index]?.lower ?? '')) return null;
  const [verb, count, unit, mark] = tokens.slice(index, index + 4);
  if (!verb || !TREATMENTS.test(verb.lower) || count?.pos !== 'NUM' || !unit) return null;
  // "37 °C." ends a sentence as one token; "kept 20 °C as the reference" names the temperature as an object, and
  // "kept 5 °C above ambient", "held 15 °C apart", "grown 2 °C off their optimum" a difference.
  const isDegree =
    unit.text === '°' &&
    /^[CFK]\.?$/.test(mark?.text ?? '') &&
    !/^(?:as|above|below|over|under|higher|lower|warmer|cooler|colder|hotter|less|more|apart|away|beyond|short|off|either|too|further|past|within|outside|from|on)$/.test(
      tokens[index + 4]?.lower ?? '',
    );
  // A temperature right after a verb of processing needs its "at" whatever comes before: "weighed and then dried (at)
  // 60 °C" (not "The incubator held 37 °C", where "hold", "keep" and "maintain" are active with a temperature object).
  const isBe = BE.test(tokens[beforeAdverbs(tokens, index)]?.lower ?? '');
  if (!isBe && !(isDegree && PROCESSED.test(verb.lower))) return null;
  // "stored 2 weeks later", "stained 24 h after transfection": the span dates the treatment, it is not its length.
  if (/^(?:later|earlier|ago|apart|old|after|before|prior|post|of)$/.test(tokens[index + 3]?.lower ?? '')) return null;
  if (isDegree || RATES.test(unit.lower)) return prepositionGapLint(tokens, index, 'at');
  if (DURATIONS.test(unit.lower)) return prepositionGapLint(tokens, index, 'for');
  return null;
}

/** A base form the tagger may read as a noun or an adjective ("able capture", "asked complete"): lower case, no ending. */
const isBareWord = (token: TToken | undefined) =>
  !!token &&
  /^(?:VERB|NOUN|ADJ)$/.test(token.pos) &&
  /^\p{Ll}+$/u.test(token.text) &&
  token.lemma === token.lower &&
  !/(?:ing|ed|ly)$/.test(token.lower);
/** Words that open a verb's object: "able (to) capture the", "allows users (to) search the archive". */
const OBJECT_START = /^(?:DET|PRON|NUM|NOUN|ADJ)$/;

/** "to" left out between the word at `at` and the base form after it: "able (to) capture", "users (to) search". */
export function missingToLint(tokens: readonly TToken[], at: number, verb: TToken): TLint {
  const word = (tokens[at] as TToken).text;
  return leftOutLint(
    tokens,
    at,
    at + 1,
    'missing-to',
    `“${word}” is followed by “to” and the verb: “${word} to ${verb.text}”.`,
    { word, verb: verb.text },
    [`${word} to ${verb.text}`],
  );
}

/** "The model is able capture long-range" → "able to capture": "be able" and a base form with its object. */
function ableToLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!/^(?:able|unable)$/.test(tokens[index]?.lower ?? '')) return null;
  const [able, verb, object] = tokens.slice(index, index + 3);
  if (!able || !/^(?:able|unable)$/.test(able.lower) || !isBareWord(verb) || !verb || !object) return null;
  if (!BE.test(tokens[beforeAdverbs(tokens, index)]?.lower ?? '') || verb.lower === 'enough') return null;
  if (!OBJECT_START.test(object.pos) && !/^(?:whether|if|how|what)$/.test(object.lower)) return null;
  return missingToLint(tokens, index, verb);
}

/** Verbs whose object is followed by "to" and a verb: "allows users (to) search". */
const OBJECT_TO =
  /^(?:allow|allows|allowed|allowing|enable|enables|enabled|enabling|permit|permits|permitted|force|forces|forced|encourage|encourages|encouraged)$/;

/** "The interface allows users search the archive" → "users to search": the verb, a plural or a pronoun, a base form and its object. */
function objectToLint(tokens: readonly TToken[], index: number): TLint | null {
  const verb = tokens[index] as TToken;
  if (!OBJECT_TO.test(verb.lower) || verb.pos !== 'VERB') return null;
  let at = index + 1;
  if (/^(?:the|these|our|their|its)$/.test(tokens[at]?.lower ?? '')) at += 1;
  const object = tokens[at];
  const isObject =
    (object?.pos === 'NOUN' && nounNumber(object) === 'plural') || /^(?:them|us|you|him|her|me)$/.test(object?.lower ?? '');
  const [base, next] = [tokens[at + 1], tokens[at + 2]];
  if (!object || !isObject || !isBareWord(base) || !base || base.pos === 'ADJ' || !next) return null;
  if (!/^(?:the|a|an|this|these|their|its|our|them|it|whether|how|what)$/.test(next.lower)) return null;
  return missingToLint(tokens, at, base);
}

/** "recovered faster than who received" → "than those who": "than" and "who" lack the pronoun of the comparison. */
function thanThoseLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index]?.lower !== 'than' || tokens[index + 1]?.lower !== 'who') return null;
  return prepositionGapLint(tokens, index, 'those');
}

/** A time that "that" or "the" may point at after a comparative: "more common that winter", "the following year". */
const TIME_NOUNS =
  /^(?:year|season|winter|summer|spring|autumn|month|week|day|morning|afternoon|evening|night|time|decade|quarter|term|semester|following|next|previous|same)$/;

/** "is more stable the commercial one" → "more stable than the": "be", "more"/"less", an adjective and a determiner, and no "than". */
function moreThanLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!/^(?:more|less)$/.test(tokens[index]?.lower ?? '')) return null;
  const [more, adjective, next] = tokens.slice(index, index + 3);
  if (!more || !/^(?:more|less)$/.test(more.lower) || adjective?.pos !== 'ADJ' || !next) return null;
  // "is more likely a consequence of": "likely" weighs the whole claim and takes no "than".
  if (/^(?:likely|unlikely|probable|possible)$/.test(adjective.lower)) return null;
  if (!/^(?:the|those|that|a|an)$/.test(next.lower) || tokens.slice(index).some((token) => token.lower === 'than')) return null;
  let at = index - 1;
  if (/^(?:much|far|slightly|significantly|considerably|even|still|markedly|substantially)$/.test(tokens[at]?.lower ?? ''))
    at -= 1;
  if (!/^(?:is|are|was|were|be|been|remains|remained|seems|appears|became|becomes)$/.test(tokens[at]?.lower ?? '')) return null;
  // "were more common that winter", "the same that year": "that" points at a time, not at what is compared.
  if (/^(?:that|the)$/.test(next.lower) && TIME_NOUNS.test(tokens[index + 3]?.lower ?? '')) return null;
  // "It is less certain that the trend will continue": an "it" subject, and "that" opens the clause it stands for.
  if (next.lower === 'that' && tokens.slice(Math.max(0, at - 3), at).some((token) => token.lower === 'it')) return null;
  // "is more stable the longer it is stored": "the" and a comparative make a proportion.
  if (/(?:er|^more|^less|^fewer)$/.test(tokens[index + 3]?.lower ?? '') && next.lower === 'the') return null;
  return prepositionGapLint(tokens, index + 1, 'than');
}

/** "It is unclear what extent social media" → "unclear to what extent": "what extent" without its "to". */
function whatExtentLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index + 1]?.lower !== 'what') return null;
  const [before, what, extent] = tokens.slice(index, index + 3);
  if (what?.lower !== 'what' || extent?.lower !== 'extent' || !before) return null;
  if (before.pos === 'ADP' || before.pos === 'PART' || before.pos === 'PUNCT' || before.lower === 'to') return null;
  return prepositionGapLint(tokens, index, 'to');
}

/** Adverbs a multiple grades ("twice as fast", "three times as often"); other adverbs go with the verb ("repeated three times independently as described"). */
const GRADED_ADVERBS = /^(?:fast|much|many|long|often|far|well|high|quickly|slowly|frequently|rapidly)$/;
/** Words of frequency after "twice": "twice daily as a tablet" is right. */
const FREQUENCY = /^(?:daily|weekly|monthly|yearly|annually|hourly|a|per|more|less|over|again)$/;

/** "grew twice fast as the control" → "twice as fast as": a multiple, an adjective or an adverb and "as" with no "as" before. */
function multipleAsLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index + 2]?.lower !== 'as') return null;
  const [multiple, degree, as] = tokens.slice(index, index + 3);
  // Not "half": "the tank was half full as expected" is right.
  if (!multiple || !/^(?:twice|times|thrice)$/.test(multiple.lower) || !degree || as?.lower !== 'as') return null;
  const isGraded = (degree.pos === 'ADJ' && !/ly$/.test(degree.lower)) || GRADED_ADVERBS.test(degree.lower);
  if (!isGraded || FREQUENCY.test(degree.lower) || /er$/.test(degree.lower)) return null;
  if (multiple.lower === 'times' && tokens[index - 1]?.pos !== 'NUM') return null;
  const correction = `${multiple.text} as ${degree.text}`;
  return leftOutLint(
    tokens,
    index,
    index + 1,
    'missing-preposition',
    `“${multiple.text}” is followed by “as”: “${correction}”.`,
    { word: multiple.text, preposition: 'as' },
    [correction],
  );
}

/** "Because the limited budget, only three sites" → "Because of the": "because" and a noun phrase that ends at a mark. */
function becauseOfLint(tokens: readonly TToken[], index: number): TLint | null {
  const because = tokens[index] as TToken;
  const next = tokens[index + 1];
  if (
    because.lower !== 'because' ||
    !next ||
    !/^(?:the|a|an|this|these|its|their|our|his|her|high|low|poor|limited|lack)$/.test(next.lower)
  )
    return null;
  let at = index + 1;
  // The phrase: a determiner, adjectives (or participles after them) and nouns, with "of" and its own phrase.
  const isPart = (token: TToken, i: number) =>
    /^(?:DET|ADJ|NOUN|NUM|PROPN)$/.test(token.pos) ||
    (token.pos === 'VERB' && /^(?:DET|ADJ|ADV)$/.test(tokens[i - 1]?.pos ?? '') && /ed$/.test(token.lower)) ||
    (token.lower === 'of' && tokens[i - 1]?.pos === 'NOUN');
  while (tokens[at] && isPart(tokens[at] as TToken, at) && at - index < 9) at += 1;
  if (tokens[at - 1]?.pos !== 'NOUN' || !/^[,.;]$/.test(tokens[at]?.text ?? '')) return null;
  // Only a sentence's opening "Because": inside one, "because a node, which …" may go on with a clause.
  if (index !== 0 || /^(?:which|who|that|where)$/.test(tokens[at + 1]?.lower ?? '')) return null;
  return prepositionGapLint(tokens, index, 'of');
}

/** Nouns of an aim and the works they belong to: "The main objective (of) this study". */
const AIMS = /^(?:aim|aims|objective|objectives|purpose|goal|goals|scope|contribution|contributions)$/;
const WORKS =
  /^(?:study|paper|work|research|article|review|thesis|project|analysis|chapter|investigation|experiment|survey|trial)$/;

/** "The main objective this study is" → "objective of this study". */
function aimOfLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!AIMS.test(tokens[index]?.lower ?? '')) return null;
  const [aim, determiner, work] = tokens.slice(index, index + 3);
  if (!aim || !AIMS.test(aim.lower) || aim.pos !== 'NOUN' || !determiner || !work) return null;
  const isWork =
    WORKS.test(work.lower) || (/^(?:present|current)$/.test(work.lower) && WORKS.test(tokens[index + 3]?.lower ?? ''));
  if (!/^(?:this|the|our|these)$/.test(determiner.lower) || !isWork) return null;
  if (determiner.lower === 'the' && !/^(?:present|current)$/.test(work.lower)) return null;
  return prepositionGapLint(tokens, index, 'of');
}

/** Nouns of a change or an outcome that something contributes to: "contribute (to) the decline". */
const CHANGES =
  /^(?:decline|increase|rise|growth|loss|spread|success|failure|development|reduction|improvement|emergence|formation|degradation|understanding|progress|risk|problem|deterioration|decrease|outbreak|collapse|resistance|variation|variability|difference|differences|persistence|accumulation|evolution|pollution)$/;

/** Words of manner or time after "respond" and a determiner: "responded the same way", "respond each time". */
const RESPOND_ADVERBIALS =
  /^(?:same|way|ways|time|times|day|days|week|weeks|month|months|year|years|morning|evening|night|most|least|best|next|following|first|last|second)$/;

/** "respond drought stress" → "respond to", "contribute the decline" → "contribute to the decline". */
function verbToLint(tokens: readonly TToken[], index: number): TLint | null {
  const [verb, next] = [tokens[index] as TToken, tokens[index + 1]];
  if (!next || verb.pos !== 'VERB') return null;
  if (verb.lemma === 'respond') {
    if (!/^(?:DET|NOUN|PROPN)$/.test(next.pos) || /^(?:that|whether|how|well|better|worse|more|less)$/.test(next.lower))
      return null;
    if (tokens[index - 1]?.pos === 'DET') return null;
    // "responded the same way", "respond this time": a phrase of manner or time, not an object.
    if (next.pos === 'DET' && RESPOND_ADVERBIALS.test(tokens[index + 2]?.lower ?? '')) return null;
    if (/^(?:today|yesterday|tonight)$/.test(next.lower)) return null;
    return prepositionGapLint(tokens, index, 'to');
  }
  // "contributed a small increase", "contributed the largest increase": the verb's object, what was given.
  if (verb.lemma !== 'contribute' || !/^(?:the|this|its|their)$/.test(next.lower)) return null;
  let at = index + 2;
  while (tokens[at]?.pos === 'ADJ' && at - index < 4) {
    if (/(?:est|^most|^least|^additional|^further|^extra|^same|^only|^remaining)$/.test(tokens[at]?.lower ?? '')) return null;
    at += 1;
  }
  if (!CHANGES.test(tokens[at]?.lower ?? '') || tokens[at + 1]?.pos === 'NOUN') return null;
  return prepositionGapLint(tokens, index, 'to');
}

/** Adjectives after "be" and the preposition before their object: "is very sensitive (to) humidity". */
const PREDICATE_PREPOSITIONS: Record<string, string> = {
  sensitive: 'to',
  insensitive: 'to',
  resistant: 'to',
  susceptible: 'to',
  vulnerable: 'to',
  prone: 'to',
  attributable: 'to',
  dependent: 'on',
  reliant: 'on',
  rich: 'in',
  deficient: 'in',
  similar: 'to',
  consistent: 'with',
  different: 'from',
};

/** "the sensor is very sensitive humidity" → "sensitive to humidity": a noun subject, "be", the adjective and a bare noun. */
function predicatePrepositionLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!PREDICATE_PREPOSITIONS[tokens[index]?.lower ?? '']) return null;
  const [adjective, next, after] = tokens.slice(index, index + 3);
  const preposition = PREDICATE_PREPOSITIONS[adjective?.lower ?? ''];
  if (!adjective || !preposition || adjective.pos !== 'ADJ' || !next || next.pos !== 'NOUN' || next.text !== next.lower)
    return null;
  // "is sensitive data", "were rich soils": the adjective then modifies a noun that the phrase goes on with.
  if (after && !/^(?:PUNCT|ADP|CCONJ|SCONJ|AUX|VERB)$/.test(after.pos)) return null;
  // A word of degree before the adjective makes it a predicate ("is very sensitive"), not a noun's modifier ("is sensitive data").
  const be = beforeAdverbs(tokens, index);
  if (!/^(?:is|are|was|were|be|been|remain|remains|remained|became|becomes)$/.test(tokens[be]?.lower ?? '')) return null;
  if (
    !/^(?:very|highly|extremely|particularly|more|less|relatively|quite|especially|so|too|not|also|less|most|strongly)$/.test(
      tokens[index - 1]?.lower ?? '',
    )
  )
    return null;
  if (tokens[be - 1]?.pos !== 'NOUN' || nounNumber(next) === 'plural') return null;
  return prepositionGapLint(tokens, index, preposition);
}

/** Places people live or work in: "nurses working (in) rural clinics". */
const PLACES =
  /^(?:areas?|regions?|communities|community|villages?|towns?|cities|city|countries|country|clinics?|hospitals?|schools?|settings?|facilities|facility|neighbou?rhoods?|zones?|districts?|provinces?|camps?|slums?|shelters?|households?|homes?|laboratories|laboratory|companies|company|firms?|sectors?|institutions?|universities|university|wards?)$/;

/** "nurses working rural clinics" → "working in rural clinics": "live" or "work" after its subject, adjectives and a place. */
function placeInLint(tokens: readonly TToken[], index: number): TLint | null {
  const verb = tokens[index] as TToken;
  if (verb.pos !== 'VERB' || !/^(?:live|work|reside)$/.test(verb.lemma)) return null;
  const before = tokens[index - 1];
  if (!before || !(before.pos === 'NOUN' || /^(?:who|that|they|we|people)$/.test(before.lower))) return null;
  let at = index + 1;
  while (tokens[at]?.pos === 'ADJ' && at - index < 4) at += 1;
  const place = tokens[at];
  if (at === index + 1 || !place || !PLACES.test(place.lower) || tokens[at + 1]?.pos === 'NOUN') return null;
  return prepositionGapLint(tokens, index, 'in');
}

/** "Participants who not completed the" → "who had not completed" or "who did not complete". */
function notPastLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index]?.lower !== 'not') return null;
  const [subject, not, verb] = tokens.slice(index - 1, index + 2);
  if (not?.lower !== 'not' || !subject || !verb || verb.pos !== 'VERB' || !/ed$/.test(verb.lower) || verb.lemma === verb.lower)
    return null;
  const isRelative = /^(?:who|that)$/.test(subject.lower) && tokens[index - 2]?.pos === 'NOUN';
  if (!isRelative && !/^(?:we|they|he|she|i)$/.test(subject.lower)) return null;
  if (!/^(?:DET|NOUN|PRON|ADJ|NUM|ADP)$/.test(tokens[index + 2]?.pos ?? '')) return null;
  const corrections = [`had not ${verb.text}`, `did not ${verb.lemma}`];
  return needsVerbLint(tokens, index, index + 1, corrections, { word: not.text });
}

/** "In the past decade, have been many attempts" → "there have been": an opening phrase, "have been" and a quantity. */
function thereHaveLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index + 1]?.lower !== 'been') return null;
  const [comma, have, been, opener, noun] = tokens.slice(index - 1, index + 4);
  if (comma?.text !== ',' || !have || !/^(?:has|have)$/.test(have.lower) || been?.lower !== 'been' || !opener || !noun)
    return null;
  const isQuantity =
    /^(?:many|several|no|some|few|a|an|numerous|considerable|little|much)$/.test(opener.lower) || opener.pos === 'NUM';
  if (!isQuantity || !/^(?:NOUN|ADJ)$/.test(noun.pos)) return null;
  const opening = tokens.slice(0, index - 1);
  if (!/^(?:ADP|ADV)$/.test(opening[0]?.pos ?? '') || opening.some((token) => /^(?:VERB|AUX|PUNCT|SCONJ|PRON)$/.test(token.pos)))
    return null;
  const correction = `there ${have.text} been`;
  return leftOutLint(
    tokens,
    index,
    index + 1,
    'missing-subject',
    `The sentence needs its subject: “${correction}”.`,
    { word: have.text },
    [correction],
  );
}

/**
 * "Although the method is simple, has several limitations" → "it has": after an opening dependent clause and its comma,
 * "has"/"have" or a modal with no subject (dropped-words.ts has "is", "are", "was", "were").
 */
function droppedSubjectLint(tokens: readonly TToken[], index: number): TLint | null {
  const verb = tokens[index] as TToken;
  if (!/^(?:has|have|can|could|may|might|will|would|should|must)$/.test(verb.lower) || !closesOpeningClause(tokens, index - 1))
    return null;
  const next = tokens[index + 1];
  const isHave = /^(?:has|have)$/.test(verb.lower);
  if (
    !next ||
    !(isHave ? /^(?:DET|ADJ|NUM|NOUN|ADV)$/.test(next.pos) || next.lower === 'been' : next.pos === 'VERB' || next.lower === 'be')
  )
    return null;
  const subjects = verb.lower === 'has' ? ['it'] : verb.lower === 'have' ? ['they'] : ['it', 'they'];
  const corrections = subjects.map((subject) => capitalisedAs(verb.text, `${subject} ${verb.lower}`));
  return leftOutLint(
    tokens,
    index,
    index,
    'missing-subject',
    `The sentence needs its subject: “${corrections.join('” or “')}”.`,
    { word: verb.text },
    corrections,
  );
}

/** Verbs that benefit or gain "more (than) others". */
const GAINING = /^(?:benefit|gain|improve|suffer|learn|profit|earn|score|contribute|progress)$/;

/** "why some students benefit more others" → "more than others": a verb of gain, "more" and "others" with no "than". */
function moreOthersLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index]?.lower !== 'more') return null;
  const [verb, more, others] = tokens.slice(index - 1, index + 2);
  if (more?.lower !== 'more' || others?.lower !== 'others' || !verb || !GAINING.test(verb.lemma)) return null;
  return prepositionGapLint(tokens, index, 'than');
}

/** Participles of research work that are only passive before a preposition: "The data (were) collected from". */
const PASSIVE_WORK =
  /^(?:collected|obtained|recruited|selected|measured|analy[sz]ed|conducted|performed|excluded|stored|extracted|isolated|purchased|prepared|recorded|calculated|sampled|interviewed|estimated|evaluated|assessed|randomi[sz]ed|distributed|administered|carried|classified|transcribed|coded|diagnosed|harvested|sequenced|funded|approved)$/;
/** Verbs that take no object, whose past in -ed is no passive participle: "differed", "remained", "occurred". */
const OBJECTLESS =
  /^(?:differ|remain|occur|exist|persist|vary|tend|seem|appear|emerge|consist|depend|belong|respond|survive|disappear|happen|die|arrive|peak)$/;
const isFiniteVerb = (token: TToken, i: number, tokens: readonly TToken[]) =>
  (token.pos === 'AUX' && !/^(?:be|been|being)$/.test(token.lower)) ||
  (token.pos === 'VERB' && token.lemma !== token.lower && !/(?:ing|ed|en|wn)$/.test(token.lower)) ||
  (token.pos === 'VERB' &&
    /^(?:NOUN|PRON)$/.test(tokens[i - 1]?.pos ?? '') &&
    token.lemma !== token.lower &&
    !PASSIVE_WORK.test(token.lower));

/**
 * "The data collected from 45 weather stations." → "The data were collected": a sentence whose subject ("The", "These",
 * "All" and a noun phrase, or a noun and its relative clause) is followed by a participle of research work and a
 * preposition, with no finite verb outside the relative clause.
 */
function passiveBeLint(tokens: readonly TToken[], index: number): TLint | null {
  const participle = tokens[index] as TToken;
  if (!PASSIVE_WORK.test(participle.lower) || participle.pos !== 'VERB' || tokens.at(-1)?.text !== '.') return null;
  const next = tokens[index + 1];
  if (!next || !(next.pos === 'ADP' || next.lower === 'using' || next.lower === 'out')) return null;
  const first = tokens[0];
  if (!first || !(/^(?:the|these|those|all)$/.test(first.lower) || (first.pos === 'NOUN' && nounNumber(first) === 'plural')))
    return null;
  // The subject's phrase, up to a relative word: "Samples that were not stored properly".
  const relative = tokens.findIndex((token, i) => i > 0 && i < index && /^(?:that|which|who)$/.test(token.lower));
  // A bare plural opens the subject only before its relative clause ("Samples that were not stored properly excluded").
  if (!/^(?:the|these|those|all)$/.test(first.lower) && relative !== 1) return null;
  const subjectEnd = relative > 0 ? relative : beforeAdverbs(tokens, index) + 1;
  const subject = tokens.slice(0, subjectEnd);
  // A short subject without "of" ("The data", "The survey data"): a longer one may hide its verb from the tagger
  // ("The framework drives the lifecycle of recorders obtained from"), and a label names a quantity ("The number of samples
  // recorded by").
  if (subject.length > 4 || subject.some((token) => token.lower === 'of') || tokens.some((token) => token.text === ';'))
    return null;
  if (
    subject.some(
      (token, i) =>
        isFiniteVerb(token, i, tokens) ||
        token.pos === 'PUNCT' ||
        (token.pos === 'VERB' && i > 0 && subject[i - 1]?.pos === 'NOUN'),
    )
  )
    return null;
  const before = tokens[beforeAdverbs(tokens, index)];
  if (before?.pos === 'AUX' || (relative < 0 && beforeAdverbs(tokens, index) !== index - 1)) return null;
  // After it, only participles and -ing forms may modify its phrases: "exceed", "show", "were" are a verb of the clause.
  // The tagger reads some verbs after a name as nouns ("Peru show a strong"): a noun before a determiner is one.
  const isClauseVerb = (token: TToken, i: number, rest: readonly TToken[]) =>
    token.pos === 'AUX' ||
    (token.pos === 'VERB' && !(token.lemma !== token.lower && /(?:ing|ed|en)$/.test(token.lower))) ||
    (token.pos === 'NOUN' && /^(?:NOUN|PROPN)$/.test(rest[i - 1]?.pos ?? '') && rest[i + 1]?.pos === 'DET') ||
    // "The samples measured on day 3 showed higher levels": a past after a phrase, before its object.
    (token.pos === 'VERB' &&
      /ed$/.test(token.lower) &&
      /^(?:NOUN|NUM|PROPN)$/.test(rest[i - 1]?.pos ?? '') &&
      /^(?:DET|ADJ|NUM|NOUN)$/.test(rest[i + 1]?.pos ?? ''));
  // "The sites sampled in May differed from those…": a past of a verb that takes no object is the clause's verb.
  const isObjectlessPast = (token: TToken) =>
    token.lower !== token.lemma && OBJECTLESS.test(token.lemma) && /ed$/.test(token.lower);
  if (tokens.slice(index + 1).some((token, i, rest) => isClauseVerb(token, i, rest) || isObjectlessPast(token))) return null;
  const head = [...subject].reverse().find((token) => token.pos === 'NOUN');
  if (!head) return null;
  // "data" is either number: both forms are offered.
  const number = head.lower === 'data' ? 'plural' : nounNumber(head);
  const forms = number === 'plural' ? ['were'] : number === 'singular' ? ['was'] : ['were', 'was'];
  const corrections = forms.map((be) => `${be} ${participle.text}`);
  return needsVerbLint(tokens, index, index, corrections, { word: participle.text });
}

/** The findings of this file's patterns on a sentence. */
export function missingFrameLints(tokens: readonly TToken[]): TLint[] {
  if (tokens.at(-1)?.text === '?') return [];
  return firstFindingAtEachToken(tokens, [
    treatmentLint,
    ableToLint,
    objectToLint,
    thanThoseLint,
    moreThanLint,
    whatExtentLint,
    multipleAsLint,
    becauseOfLint,
    aimOfLint,
    verbToLint,
    predicatePrepositionLint,
    placeInLint,
    notPastLint,
    thereHaveLint,
    droppedSubjectLint,
    moreOthersLint,
    passiveBeLint,
  ]);
}
