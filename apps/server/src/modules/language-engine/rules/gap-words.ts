import type { TLint } from '../lint.ts';
import { capitalisedAs, leftOutLint, needsVerbLint, prepositionGapLint } from './left-out-words.ts';
import { nounNumber } from './number-forms.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';

/**
 * Words learners leave out of fixed frames, each flagged with the word before the gap and the word after it (the
 * older patterns are in left-out-words.ts and dropped-words.ts): the preposition of an adjective before its object
 * ("consistent those" → "consistent with those"), "into" after "divided" and a number of groups, "on" after "focused",
 * "by" after "as recommended", "been" in a perfect passive ("has not fully elucidated."), "as" before "described in"
 * after a verb, the second "as" of "twice as much as", "be" before "not" and an adjective in a sentence without a
 * verb, and "we" before "believe that" after an opening clause.
 */

/** Adjectives and the preposition they take before their object. */
const ADJECTIVE_PREPOSITIONS: Record<string, string> = {
  consistent: 'with',
  inconsistent: 'with',
  compatible: 'with',
  familiar: 'with',
  unfamiliar: 'with',
  similar: 'to',
  identical: 'to',
  equivalent: 'to',
  comparable: 'to',
  superior: 'to',
  inferior: 'to',
  different: 'from',
  aware: 'of',
  unaware: 'of',
  responsible: 'for',
  suitable: 'for',
  applicable: 'to',
  eligible: 'for',
  interested: 'in',
  independent: 'of',
  relevant: 'to',
  typical: 'of',
  capable: 'of',
  proportional: 'to',
  adjacent: 'to',
};
/** Words that open the adjective's object: "consistent (with) those", "familiar (with) the software". */
const OBJECT_OPENERS = /^(?:the|those|these|this|that|our|their|its|his|her|previous|earlier|other)$/;
/** Words before the adjective that make it the head of a comparison or an exclamation: "how different the results". */
const DEGREE_WORDS = /^(?:how|so|too|as|however|more|less|most|least|the)$/;

/** "consistent those reported" → "consistent with those", "not familiar the software" → "familiar with the". */
function adjectivePrepositionLint(tokens: readonly TToken[], index: number): TLint | null {
  const [adjective, next] = [tokens[index] as TToken, tokens[index + 1]];
  const preposition = ADJECTIVE_PREPOSITIONS[adjective.lower];
  if (!preposition || adjective.pos !== 'ADJ' || !next || !OBJECT_OPENERS.test(next.lower)) return null;
  if (DEGREE_WORDS.test(tokens[index - 1]?.lower ?? '')) return null;
  // "similar the next day": a time, not an object.
  if (/^(?:next|following|previous|same|day|week|month|year|time|morning|evening)$/.test(tokens[index + 2]?.lower ?? ''))
    return null;
  // "similar the next day" has no object; "that" opens an object only as a pronoun before a preposition or a mark.
  if (next.lower === 'that' && !/^(?:of|in|for|at|reported|found|observed|described|[.,;])$/.test(tokens[index + 2]?.lower ?? ''))
    return null;
  return prepositionGapLint(tokens, index, preposition);
}

/** Verbs of dividing that take "into" before a number of groups: "were divided (into) three groups". */
const DIVIDING = /^(?:divided|split|classified|categori[sz]ed|separated|stratified|allocated|grouped|subdivided)$/;
/** Nouns of the parts a whole is divided into. */
const PARTS =
  /^(?:groups|subgroups|categories|classes|clusters|parts|sections|levels|types|tiers|quartiles|tertiles|quintiles|strata|phases|blocks|subsets|arms|cohorts)$/;

/** "The participants were divided three groups" → "divided into three groups": a passive, a number and a noun of parts. */
function divideIntoLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!DIVIDING.test(tokens[index]?.lower ?? '')) return null;
  const [verb, count, parts] = tokens.slice(index, index + 3);
  if (!verb || !DIVIDING.test(verb.lower) || !count || !parts) return null;
  const isCount = count.pos === 'NUM' || /^(?:several|two|three|four|five|six)$/.test(count.lower);
  if (!isCount || !PARTS.test(parts.lower) || verb.lower === 'allocated') return null;
  if (!/^(?:is|are|was|were|be|been|being)$/.test(tokens[index - 1]?.lower ?? '') && tokens[index - 1]?.pos !== 'ADV')
    return null;
  return prepositionGapLint(tokens, index, 'into');
}

/** Subjects of research that "focus on" something: "we focused (on) the effect", "this study focuses (on) the". */
const RESEARCH_SUBJECTS = /^(?:we|i|they|study|studies|paper|article|review|research|work|analysis|thesis|chapter|authors)$/;

/** "we focused the effect of" → "focused on the effect": "focus" with a research subject and a noun phrase, no "on". */
function focusOnLint(tokens: readonly TToken[], index: number): TLint | null {
  const [verb, next] = [tokens[index] as TToken, tokens[index + 1]];
  if (!/^(?:focus|focuses|focused|focussed)$/.test(verb.lower) || verb.pos !== 'VERB' || !next) return null;
  if (!/^(?:the|this|these|its|their|our|how|whether|what|mainly)$/.test(next.lower)) return null;
  let at = index - 1;
  while (tokens[at]?.pos === 'ADV' && index - at < 3) at -= 1;
  if (!RESEARCH_SUBJECTS.test(tokens[at]?.lower ?? '')) return null;
  return prepositionGapLint(tokens, index, 'on');
}

/** Participles after "as" that name their source with "by": "as recommended (by) the manufacturer". */
const AS_BY = /^(?:recommended|suggested|described|reported|proposed|specified|instructed|prescribed|outlined|defined|advised)$/;

/** "as recommended the manufacturer" → "as recommended by the": inside a sentence, after a comma or a verb. */
function asByLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index]?.lower !== 'as') return null;
  const [as, participle, next] = tokens.slice(index, index + 3);
  if (as?.lower !== 'as' || index < 2 || !participle || !AS_BY.test(participle.lower) || !next) return null;
  if (!/^(?:the|a|an|its|their|this|our)$/.test(next.lower)) return null;
  const before = tokens[index - 1] as TToken;
  if (before.text !== ',' && before.pos !== 'VERB' && before.pos !== 'NOUN') return null;
  // "as described the previous day" is a time, not a source.
  if (/^(?:day|week|year|time|month)$/.test(tokens[index + 3]?.lower ?? '')) return null;
  return prepositionGapLint(tokens, index + 1, 'by');
}

/** Nouns of what research studies, which a perfect before "before" has as its object, not its doer. */
const STUDIED_THINGS =
  /^(?:effects?|mechanisms?|phenomen(?:on|a)|relationships?|associations?|interactions?|roles?|impacts?|pathways?|genes?|compounds?|species|proteins?|properties|property|behaviou?r|structures?|issues?|questions?|problems?|topics?|aspects?|links?|patterns?|processes|process|functions?|methods?|approach(?:es)?|findings?|results?|materials?|factors?)$/;
/** Participles that a perfect active does not end with: "has not fully elucidated." lacks "been". */
const PASSIVE_ONLY =
  /^(?:elucidated|clarified|established|understood|characteri[sz]ed|investigated|studied|explored|examined|evaluated|assessed|determined|reported|described|identified|addressed|validated|confirmed|documented|quantified|defined|explained|recogni[sz]ed|demonstrated)$/;

/**
 * "The mechanism has not fully elucidated." → "has not been fully elucidated": "have", "not" or an adverb, and a
 * participle that takes an object, with none after it (the sentence ends, or "by", "yet", "so far", "to date" follow).
 */
function perfectPassiveLint(tokens: readonly TToken[], index: number): TLint | null {
  const have = tokens[index] as TToken;
  if (!/^(?:has|have|had)$/.test(have.lower) || have.pos !== 'AUX') return null;
  // "as we have described.", "which others have reported by": a person's active perfect whose object comes before it.
  const before = tokens.slice(Math.max(0, index - 4), index);
  if (before.some((token) => /^(?:as|which|that|what|we|i|they|you|he|she|others|authors)$/.test(token.lower))) return null;
  let at = index + 1;
  while (
    /^(?:not|never|yet|fully|completely|clearly|well|widely|extensively|previously|thoroughly|rarely|still|recently|already|only|also|partly|partially|adequately|systematically)$/.test(
      tokens[at]?.lower ?? '',
    ) &&
    at - index < 4
  )
    at += 1;
  const participle = tokens[at];
  if (!participle || !PASSIVE_ONLY.test(participle.lower)) return null;
  const next = tokens[at + 1];
  // "before" and "previously" only after a thing studied: "this effect has not reported before" (people "had never
  // studied before").
  const isStudiedThing = STUDIED_THINGS.test(tokens[index - 1]?.lower ?? '');
  const endsBefore = isStudiedThing && /^(?:before|previously)$/.test(next?.lower ?? '');
  const endsBare = !next || /^[.;]$/.test(next.text) || /^(?:by|yet)$/.test(next.lower) || endsBefore;
  const endsTime = /^(?:so|to)$/.test(next?.lower ?? '') && /^(?:far|date)$/.test(tokens[at + 2]?.lower ?? '');
  if (!endsBare && !endsTime) return null;
  // "been" goes after "not" or "never" when one comes first, otherwise right after "have".
  const words = tokens.slice(index, at + 1).map((token) => token.text);
  const after = /^(?:not|never)$/.test(tokens[index + 1]?.lower ?? '') ? 2 : 1;
  const correction = [...words.slice(0, after), 'been', ...words.slice(after)].join(' ');
  return needsVerbLint(tokens, index, at, [correction]);
}

/** Participles that refer to a place of the text and need "as" after a verb: "was used, (as) described in Section 2". */
const AS_REFERENCES =
  /^(?:described|shown|reported|mentioned|detailed|explained|outlined|presented|illustrated|listed|summari[sz]ed|suggested|recommended)$/;

/** "The same procedure was used, described in Section 2.3." → "used, as described in": after a verb, not a noun. */
function asReferenceLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index]?.text !== ',') return null;
  const [comma, participle, next] = tokens.slice(index, index + 3);
  if (comma?.text !== ',' || !participle || !AS_REFERENCES.test(participle.lower) || !next) return null;
  if (!/^(?:in|by|above|below|previously|earlier|elsewhere)$/.test(next.lower)) return null;
  const before = tokens[index - 1];
  if (before?.pos !== 'VERB' || before.lemma === before.lower || /ing$/.test(before.lower)) return null;
  // The verb before the comma is the clause's own ("was used"), not a modifier of a noun ("the protocol used").
  if (!/^(?:is|are|was|were|been|be)$/.test(tokens[index - 2]?.lower ?? '') && tokens[index - 2]?.pos !== 'ADV') return null;
  const word = `${before.text},`;
  const message = `“${word}” is followed by “as”: “${word} as”.`;
  return leftOutLint(tokens, index + 1, index + 1, 'missing-preposition', message, { word, preposition: 'as' }, [
    `as ${participle.text}`,
  ]);
}

/** "twice as much the previous one" → "as much as the": a multiple, "as", a word of degree and a determiner. */
function timesAsLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index + 1]?.lower !== 'as') return null;
  const [multiple, as, degree, next] = tokens.slice(index, index + 4);
  if (!multiple || !/^(?:twice|times|thrice|half)$/.test(multiple.lower) || as?.lower !== 'as' || !degree || !next) return null;
  if (!['ADJ', 'ADV'].includes(degree.pos) || !/^(?:the|that|those|a|an|in|for|at|with)$/.test(next.lower)) return null;
  if (/^(?:in|for|at|with)$/.test(next.lower) && !/^(?:the|a|an|those|that)$/.test(tokens[index + 4]?.lower ?? '')) return null;
  // "twice as high in the winter months as in summer": the second "as" comes after a phrase.
  if (tokens.slice(index + 4, index + 12).some((token) => token.lower === 'as')) return null;
  return prepositionGapLint(tokens, index + 2, 'as');
}

/** Whether a token is a finite verb or an auxiliary: "is", "was", "showed", "reports". */
const isVerbOfClause = (token: TToken) =>
  token.pos === 'AUX' || (token.pos === 'VERB' && token.lemma !== token.lower && !/ing$/.test(token.lower));

/** Words that end the clause a subject opens: a subordinator, a relative word or a mark. */
const CLAUSE_ENDS = /^(?:when|if|because|although|while|whereas|since|which|who|that|where|;|,|\(|\.)$/;

/** The predicate after a noun that only "be" joins to it: "not significant", "more accurate than", "more likely to". */
function predicateAt(tokens: readonly TToken[], at: number): boolean {
  if (!/^(?:not|more|less)$/.test(tokens[at]?.lower ?? '')) return false;
  const [first, second, third] = tokens.slice(at, at + 3);
  if (!first || !second) return false;
  if (first.lower === 'not') {
    let i = at + 1;
    while (tokens[i]?.pos === 'ADV' && i - at < 3) i += 1;
    return tokens[i]?.pos === 'ADJ';
  }
  if (/^(?:more|less)$/.test(first.lower)) return second.pos === 'ADJ' && /^(?:than|to)$/.test(third?.lower ?? '');
  return false;
}

/**
 * "The differences between the two groups not statistically significant (p = 0.21)." → "were not", "the proposed
 * model more accurate than the conventional one" → "is more accurate": a clause opened by "the", "these", "our" (the
 * sentence's first word, or after "that"), a noun phrase, then "not" and an adjective or "more"/"less" and an
 * adjective before "than" or "to", and no verb anywhere in the clause.
 */
function missingBeLint(tokens: readonly TToken[], index: number): TLint | null {
  const subject = tokens[index - 1];
  if (subject?.pos !== 'NOUN' || !predicateAt(tokens, index) || tokens.at(-1)?.text !== '.') return null;
  // The clause starts at the sentence, after "that", or after an opening phrase without a verb ("In addition, the").
  let start = index - 1;
  // A participle after a determiner is an adjective: "the proposed model".
  const isVerb = (token: TToken) => isVerbOfClause(token) && !/^(?:DET|ADJ)$/.test(tokens[tokens.indexOf(token) - 1]?.pos ?? '');
  const isBoundary = (token: TToken) => /^(?:that|,)$/.test(token.lower) || isVerb(token);
  while (start > 0 && !isBoundary(tokens[start - 1] as TToken)) start -= 1;
  const boundary = tokens[start - 1];
  if (boundary && !/^(?:that|,)$/.test(boundary.lower)) return null;
  if (boundary?.text === ',' && tokens.slice(0, start).some((token) => isVerb(token) || token.pos === 'SCONJ')) return null;
  const first = tokens[start] as TToken;
  const isBarePlural = boundary?.lower === 'that' && first.pos === 'NOUN' && nounNumber(first) === 'plural';
  if (!/^(?:the|these|this|our|those)$/.test(first.lower) && !isBarePlural) return null;
  const clause = tokens.slice(start, index);
  if (clause.some((token) => /^(?:which|who|that)$/.test(token.lower))) return null;
  let end = index + 1;
  while (end < tokens.length && !CLAUSE_ENDS.test(tokens[end]?.lower ?? '')) end += 1;
  if (tokens.slice(start, end).some(isVerb)) return null;
  const head = clause.find((token) => token.pos === 'NOUN');
  const number = head ? nounNumber(head) : null;
  if (!number) return null;
  const isPresent = tokens.some((token) => /^(?:is|are|has|have)$/.test(token.lower));
  const forms = number === 'plural' ? ['were', 'are'] : ['was', 'is'];
  if (isPresent) forms.reverse();
  const word = tokens[index] as TToken;
  return needsVerbLint(
    tokens,
    index - 1,
    index,
    forms.map((form) => `${subject.text} ${form} ${word.text}`),
    { word: word.text, shown: [`${forms[0]} ${word.text}`] },
  );
}

/** Verbs of a researcher's stance before "that": "(we) believe that", "(we) found that". */
const STANCE_VERBS = /^(?:believe|think|found|observed|noticed|concluded|hypothesi[sz]ed|suspect|argue|noted|speculate)$/;

/**
 * "Although the sample size was small, believe that the findings" → "we believe": an opening dependent clause or
 * phrase and its comma, then a verb of stance and "that" with no subject.
 */
function droppedWeLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index]?.text !== ',') return null;
  const [comma, verb, that] = tokens.slice(index, index + 3);
  if (comma?.text !== ',' || !verb || !STANCE_VERBS.test(verb.lower) || that?.lower !== 'that') return null;
  const opening = tokens.slice(0, index);
  const first = opening[0];
  const opensClause = /^(?:although|though|because|since|while|whereas|when|if|as|given|despite|in|based|from|to)$/i.test(
    first?.text ?? '',
  );
  if (!opensClause || opening.length < 2 || opening.some((token) => token.text === ',' || token.pos === 'PUNCT')) return null;
  const correction = capitalisedAs(verb.text, `we ${verb.text}`);
  const message = `The sentence needs its subject: “${correction}”.`;
  return leftOutLint(tokens, index + 1, index + 1, 'missing-subject', message, { word: verb.text }, [correction]);
}

/** Prepositions of time before a nominalization: "after application (of) the varnish". */
const TIME_PREPOSITIONS = /^(?:after|before|during|following|upon|on|prior)$/;
const NOMINALIZATION = /^[a-z]{4,}(?:tion|sion|ment)$/;

/**
 * "after application the varnish." → "application of the varnish": a preposition of time, a bare nominalization and a
 * noun phrase that is its object, not the subject of the next clause ("After centrifugation the supernatant was
 * removed" lacks only a comma and is left alone).
 */
function nominalizationOfLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!NOMINALIZATION.test(tokens[index]?.text ?? '')) return null;
  const [preposition, noun, determiner] = tokens.slice(index - 1, index + 2);
  if (!preposition || !TIME_PREPOSITIONS.test(preposition.lower) || preposition.text !== preposition.lower) return null;
  if (noun?.pos !== 'NOUN' || !NOMINALIZATION.test(noun.text) || noun.lemma !== noun.lower) return null;
  if (!determiner || !/^(?:the|this|these|those|its|their|each)$/.test(determiner.lower)) return null;
  let end = index + 2;
  while (/^(?:ADJ|NOUN)$/.test(tokens[end]?.pos ?? '') && end - index < 5) end += 1;
  const after = tokens[end];
  if (end === index + 2 || tokens[end - 1]?.pos !== 'NOUN') return null;
  if (after && !/^[.;)]$/.test(after.text) && !/^(?:and|or|in|at|on|to|with|for|by)$/.test(after.lower)) return null;
  // An opening phrase's noun phrase may be the subject of the clause that follows ("After extraction the samples in
  // each tube were spun"): before a word other than a full stop, the clause's verb must come before the preposition.
  const hasVerbBefore = tokens.slice(0, index - 1).some(isVerbOfClause);
  if (after && !/^[.;)]$/.test(after.text) && !hasVerbBefore) return null;
  return prepositionGapLint(tokens, index, 'of');
}

/** Participles whose passive keeps an object, so "which" may be that object: "the drug, which the patients were given". */
const TWO_OBJECT_PARTICIPLES =
  /^(?:given|offered|shown|told|asked|sent|taught|assigned|allocated|awarded|granted|denied|charged|paid|prescribed|fed|lent|promised|owed)$/;

/**
 * "in the previous study, which the samples were stored at 4 °C" → "in which": "which" after a noun opens a passive
 * clause that is complete without it (a subject, "was"/"were", a participle and a prepositional phrase), so it lacks
 * its preposition. Not "which the patients were given" (a second object) nor "which the samples were exposed to." (the
 * preposition at the end is the relative's).
 */
function relativePrepositionLint(tokens: readonly TToken[], index: number): TLint | null {
  const which = tokens[index] as TToken;
  const before = tokens[index - 1];
  if (which.lower !== 'which' || !before) return null;
  if (!(before.pos === 'NOUN' || (before.text === ',' && tokens[index - 2]?.pos === 'NOUN'))) return null;
  if (!/^(?:the|these|this|all|our|their|each)$/.test(tokens[index + 1]?.lower ?? '')) return null;
  let at = index + 2;
  while (/^(?:ADJ|NOUN)$/.test(tokens[at]?.pos ?? '') && at - index < 6) at += 1;
  const [be, participle, preposition, object] = tokens.slice(at, at + 4);
  if (tokens[at - 1]?.pos !== 'NOUN' || !be || !/^(?:was|were|is|are)$/.test(be.lower)) return null;
  if (participle?.pos !== 'VERB' || participle.lemma === participle.lower || !/(?:ed|en|wn)$/.test(participle.lower)) return null;
  if (TWO_OBJECT_PARTICIPLES.test(participle.lower) || !preposition || preposition.pos !== 'ADP') return null;
  if (!object || !/^(?:DET|NUM|NOUN|ADJ|PROPN)$/.test(object.pos)) return null;
  const word = before.text === ',' ? `${tokens[index - 2]?.text},` : before.text;
  const message = `“${word}” is followed by “in”: “${word} in which”.`;
  return leftOutLint(tokens, index, index, 'missing-preposition', message, { word, preposition: 'in' }, ['in which', 'where']);
}

/**
 * Participles whose passive takes no object, and the preposition that introduces what follows them: "was approved
 * (by) the ethics committee", "can be attributed (to) the higher fibre content". Verbs that keep a second object in
 * the passive ("were given a", "was considered a", "were assigned a number") are not here.
 */
const PASSIVE_PREPOSITIONS: Record<string, string> = {
  approved: 'by',
  explained: 'by',
  analyzed: 'for',
  analysed: 'for',
  screened: 'for',
  attributed: 'to',
  exposed: 'to',
  subjected: 'to',
  attached: 'to',
  transferred: 'to',
  referred: 'to',
  related: 'to',
  linked: 'to',
  compared: 'with',
  associated: 'with',
  supplemented: 'with',
  coated: 'with',
  stained: 'with',
  inoculated: 'with',
  irrigated: 'with',
  rinsed: 'with',
  diluted: 'with',
  impregnated: 'with',
  based: 'on',
  derived: 'from',
  isolated: 'from',
  extracted: 'from',
  recruited: 'from',
  excluded: 'from',
  composed: 'of',
  influenced: 'by',
  accompanied: 'by',
  followed: 'by',
  preceded: 'by',
  funded: 'by',
  supported: 'by',
  inhibited: 'by',
  induced: 'by',
  mediated: 'by',
  caused: 'by',
  affected: 'by',
  suppressed: 'by',
  triggered: 'by',
  treated: 'with',
};
/** Words of a time phrase, which a passive takes without a preposition: "were rinsed the next day", "each time". */
const TIME_WORDS =
  /^(?:same|next|following|previous|day|days|week|weeks|month|months|year|years|time|times|night|morning|evening|afternoon|hour|hours|minute|minutes|season|quarter|winter|spring|summer|autumn|weekend|fortnight|decade|moment|instant|while)$/;
/** Words of a degree or a count after a passive's determiner: "a bit", "a great deal", "a total of", "the most". */
const DEGREE_WORDS_AFTER =
  /^(?:bit|little|lot|great|few|total|average|median|maximum|minimum|second|third|most|least|worst|best|hardest|whole|number)$/;

/** "The study was approved the ethics committee" → "approved by the": "be", a participle of the table and a determiner. */
function passiveObjectLint(tokens: readonly TToken[], index: number): TLint | null {
  const participle = tokens[index] as TToken;
  const preposition = PASSIVE_PREPOSITIONS[participle.lower];
  if (!preposition || participle.pos !== 'VERB') return null;
  let at = index - 1;
  while (tokens[at]?.pos === 'ADV' && index - at < 3) at -= 1;
  if (!/^(?:is|are|was|were|be|been|being)$/.test(tokens[at]?.lower ?? '')) return null;
  const next = tokens[index + 1];
  // "were treated 10 µM cisplatin" → "treated with": an amount of a substance.
  const isDose =
    next?.pos === 'NUM' && /^(?:[nµμm]?M|µ|μ|mg|µg|μg|ng|g|ml|mL|µl|μl|%|ppm|mg\/kg|mg\/L)$/.test(tokens[index + 2]?.text ?? '');
  if (!next || !(/^(?:the|a|an|this|these|those|their|its|our|his|her)$/.test(next.lower) || isDose)) return null;
  // "treated 2 % of the time": a share, not a dose.
  if (isDose && tokens[index + 3]?.lower === 'of') return null;
  // A phrase of time after the passive ("were rinsed the next day", "the same way") needs no preposition.
  if (tokens.slice(index + 2, index + 5).some((token) => TIME_WORDS.test(token.lower) || token.lower === 'way')) return null;
  // Nor a degree or a count: "affected a great deal", "treated a total of three times", "affected the most".
  if (DEGREE_WORDS_AFTER.test(tokens[index + 2]?.lower ?? '')) return null;
  return prepositionGapLint(tokens, index, preposition);
}

/** The findings of this file's patterns on a sentence. */
export function gapWordLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [
    adjectivePrepositionLint,
    divideIntoLint,
    focusOnLint,
    asByLint,
    perfectPassiveLint,
    asReferenceLint,
    timesAsLint,
    missingBeLint,
    nominalizationOfLint,
    relativePrepositionLint,
    passiveObjectLint,
    droppedWeLint,
  ]);
}
