import type { TLint } from '../lint.ts';
import { capitalisedAs, leftOutLint, needsVerbLint, prepositionGapLint } from './left-out-words.ts';
import type { TToken } from './tagger.ts';
import { isPast } from './time-tense.ts';
import { firstFindingAtEachToken, isTimePhraseAt, lowerAt } from './token-patterns.ts';

/**
 * Joining words learners leave out, each flagged with the words on either side of the gap (missing-frames.ts,
 * gap-words.ts, left-out-words.ts and dropped-words.ts have the older patterns): the preposition of an intransitive
 * verb before its object ("participated (in) the survey", "wait (for) the results"), "in" between a participle and a
 * table or figure ("shown (in) Table 4"), the preposition of a passive ("exposed (to) high light", "regarded (as) a"),
 * "than" after a comparative before "the", "of" after a share ("the majority (of) the"), "that" after "it was found"
 * and after "the reason ... is" before a clause, "to" after "it is important" before "note", "are" in "more studies
 * (are) needed", "do" before "not" after a noun subject, "in" before a year, "was" after "which" before a participle,
 * "is"/"are" after "there", "was" in a subordinate clause ("since the dam (was) built"), and "to" before a phrasal
 * verb after a passive ("were asked (to) fill in").
 */

/** Verbs that take a preposition before their object, by lemma (not those with a transitive sense: "engage the"). */
const VERB_PREPOSITIONS = new Map<string, string>([
  ['participate', 'in'],
  ['wait', 'for'],
  ['result', 'in'],
  ['belong', 'to'],
  ['listen', 'to'],
  ['comply', 'with'],
  ['cope', 'with'],
  ['interact', 'with'],
  ['adhere', 'to'],
  ['correspond', 'to'],
  ['graduate', 'from'],
  ['specialize', 'in'],
  ['specialise', 'in'],
  ['lead', 'to'],
]);
/** Words that open a verb's object: a determiner, a possessive or a number. */
const OBJECT_OPENERS = /^(?:the|a|an|this|these|those|that|their|its|our|his|her|all|any|some|no)$/;
/** Changes that "lead to": "led (to) a decrease" (not "led a team"). */
const CHANGES =
  /^(?:increase|decrease|reduction|rise|fall|decline|drop|improvement|loss|gain|change|shift|growth|increases|decreases|reductions|changes|improvements|losses)$/;

/** "participated the survey" → "participated in the": the verb, then a determiner or a number opening its object. */
function verbPrepositionLint(tokens: readonly TToken[], index: number): TLint | null {
  const [verb, next] = [tokens[index] as TToken, tokens[index + 1]];
  const preposition = VERB_PREPOSITIONS.get(verb.lemma);
  if (!preposition || verb.pos !== 'VERB' || !next) return null;
  // "waited 10 min": a duration, not an object.
  if (!(OBJECT_OPENERS.test(next.lower) || (next.pos === 'NUM' && verb.lemma !== 'wait'))) return null;
  // "waited a half hour", "waited all day", "waited a few minutes": a duration opened by a determiner.
  const isDuration = (token: TToken | undefined) =>
    /^(?:seconds?|minutes?|min|hours?|h|days?|weeks?|months?|years?|while|moment|bit|night|nights|decades?|fortnight|time)$/.test(
      token?.lower ?? '',
    );
  if (verb.lemma === 'wait' && tokens.slice(index + 2, index + 5).some(isDuration)) return null;
  if (verb.lemma === 'lead') {
    if (!/^(?:led)$/.test(verb.lower)) return null;
    let at = index + 2;
    while (tokens[at]?.pos === 'ADJ' && at - index < 5) at += 1;
    if (!CHANGES.test(tokens[at]?.lower ?? '')) return null;
  }
  return prepositionGapLint(tokens, index, preposition);
}

/** Participles that show where a result is: "shown (in) Table 4". */
const SHOWING =
  /^(?:shown|presented|given|listed|summari[sz]ed|illustrated|reported|displayed|depicted|provided|detailed|plotted|tabulated|described)$/;
const LABELLED = /^(?:table|tables|figure|figures|fig|appendix|section|supplementary)$/;

/** "The results are shown Table 4" → "shown in Table 4": a participle, a labelled part and its number. */
function shownInLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!SHOWING.test((tokens[index] as TToken).lower)) return null;
  const [participle, part, number] = tokens.slice(index, index + 3);
  if (!participle || !SHOWING.test(participle.lower) || !part || !LABELLED.test(part.lower) || !/^\p{Lu}/u.test(part.text))
    return null;
  if (!number || (number.pos !== 'NUM' && !/^(?:S?\d+[a-z]?|[A-Z]\d*)$/.test(number.text))) return null;
  return prepositionGapLint(tokens, index, 'in');
}

/** The index of the word before `at`, past up to two adverbs: "were randomly assigned". */
function beforeAdverbs(tokens: readonly TToken[], at: number): number {
  let i = at - 1;
  while (tokens[i]?.pos === 'ADV' && at - i < 3) i -= 1;
  return i;
}

/**
 * "were exposed high light" → "exposed to", "is regarded a promising candidate" → "regarded as", "is known its
 * biodiversity" → "known for its", "were assigned one of three groups" → "assigned to one": a passive and its object.
 */
function passivePrepositionLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!/^(?:exposed|regarded|known|assigned)$/.test((tokens[index] as TToken).lower)) return null;
  const [participle, next, after] = tokens.slice(index, index + 3);
  if (!participle || !next || !/^(?:exposed|regarded|known|assigned)$/.test(participle.lower)) return null;
  if (!/^(?:is|are|was|were|be|been|being)$/.test(tokens[beforeAdverbs(tokens, index)]?.lower ?? '')) return null;
  if (participle.lower === 'exposed') {
    const isObject = /^(?:ADJ|NOUN|DET|NUM)$/.test(next.pos) || (next.pos === 'ADV' && after?.pos === 'ADJ');
    if (!isObject || tokens.slice(index + 1, index + 5).some((token) => token.lower === 'to')) return null;
    return prepositionGapLint(tokens, index, 'to');
  }
  if (participle.lower === 'regarded')
    return /^(?:a|an|the|one)$/.test(next.lower) ? prepositionGapLint(tokens, index, 'as') : null;
  if (participle.lower === 'known')
    return /^(?:its|their|his|her)$/.test(next.lower) ? prepositionGapLint(tokens, index, 'for') : null;
  const isGroup = /^(?:one|either|each)$/.test(next.lower) && /^(?:of)$/.test(after?.lower ?? '');
  return isGroup ? prepositionGapLint(tokens, index, 'to') : null;
}

/** Words of a time after a comparative: "higher the following morning", "higher the second season", "the final week". */
const TIMES =
  /^(?:next|following|previous|same|first|second|third|fourth|fifth|sixth|final|initial|last|day|days|week|weeks|month|months|year|years|morning|afternoon|evening|night|time|season|quarter|half|decade|century|term|semester|round|period|session|hour|weekend|spring|summer|autumn|winter|wave|cycle)$/;

/** A comparative: "higher", or "more"/"less" and an adjective ("more accurate"). */
function comparativeStart(tokens: readonly TToken[], at: number): number {
  const word = tokens[at];
  if (!word) return -1;
  if (/^(?:ADJ|ADV)$/.test(word.pos) && /er$/.test(word.lower) && word.lemma !== word.lower) return at;
  if (word.pos === 'ADJ' && /^(?:more|less)$/.test(tokens[at - 1]?.lower ?? '')) return at - 1;
  return -1;
}

/** "is higher the one reported", "more accurate the baseline" → "than the": no "the" before the comparative. */
function thanLint(tokens: readonly TToken[], index: number): TLint | null {
  const the = tokens[index + 1];
  if (!the || !/^(?:the|those)$/.test(the.lower)) return null;
  const start = comparativeStart(tokens, index);
  if (start < 0) return null;
  const before = tokens[start - 1];
  if (
    !before ||
    !(
      /^(?:is|are|was|were|be|been|and)$/.test(before.lower) ||
      /^(?:slightly|much|far|significantly|considerably|substantially|markedly|notably|somewhat|even|still)$/.test(before.lower)
    )
  )
    return null;
  const after = tokens[index + 2];
  if (!after || comparativeStart(tokens, index + 2) >= 0 || /^(?:more|less)$/.test(after.lower)) return null;
  // "stronger the longer it was annealed": a second comparative after "the" pairs with the first.
  if (/^(?:ADJ|ADV)$/.test(after.pos) && /er$/.test(after.lower)) return null;
  // "higher the following morning", "later the same day", "higher the 2019 season": a time, not what is compared.
  if (TIMES.test(after.lower) || /^\d/.test(after.text) || /^(?:later|earlier)$/.test((tokens[index] as TToken).lower))
    return null;
  if (tokens.some((token) => token.lower === 'than')) return null;
  return prepositionGapLint(tokens, index, 'than');
}

/** People and things a share counts: "the proportion (of) women". */
const COUNTED =
  /^(?:women|men|patients|children|students|participants|respondents|girls|boys|adults|households|farmers|workers)$/;

/** "The majority the respondents" → "majority of the", "the proportion women" → "proportion of women". */
function shareOfLint(tokens: readonly TToken[], index: number): TLint | null {
  const [share, next] = [tokens[index] as TToken, tokens[index + 1]];
  if (!/^(?:majority|proportion|percentage|remainder)$/.test(share.lower) || !next) return null;
  if (!/^(?:the|a|an)$/.test(tokens[index - 1]?.lower ?? '')) return null;
  const opensPhrase = /^(?:the|these|those|our|their|its)$/.test(next.lower);
  if (!opensPhrase && !(COUNTED.test(next.lower) && tokens[index + 2]?.pos !== 'NOUN')) return null;
  // "finished the remainder the following week": a time of its own.
  if (opensPhrase && isTimePhraseAt(tokens, index + 1)) return null;
  return prepositionGapLint(tokens, index, 'of');
}

/** A finite verb: "is", "were", "can", "affects", "requires", "showed". */
const isFiniteVerb = (token: TToken | undefined) =>
  !!token &&
  ((token.pos === 'AUX' && !/^(?:be|been|being|to)$/.test(token.lower)) ||
    (token.pos === 'VERB' && /[^s]s$|ed$/.test(token.lower) && token.lemma !== token.lower));

/** Whether a clause follows `at`: a subject (a pronoun, or a determiner and its nouns) and a finite verb. */
function clauseFollows(tokens: readonly TToken[], at: number): boolean {
  const first = tokens[at];
  if (!first) return false;
  if (/^(?:it|they|we|there|he|she)$/.test(first.lower)) return isFiniteVerb(tokens[at + 1]);
  if (!/^(?:the|these|this|those|our|their|its|most|many|some)$/.test(first.lower)) return false;
  let i = at + 1;
  while (/^(?:ADJ|NOUN)$/.test(tokens[i]?.pos ?? '') && i - at < 5) i += 1;
  const verb = tokens[i];
  // "the time required to prepare", "the data collected in": a participle after its noun, not a clause's verb.
  const isParticiple =
    verb?.pos === 'VERB' && /ed$/.test(verb.lower) && (!tokens[i + 1] || /^(?:ADP|PART|PUNCT)$/.test(tokens[i + 1]?.pos ?? ''));
  return i > at + 1 && tokens[i - 1]?.pos === 'NOUN' && isFiniteVerb(verb) && !isParticiple;
}

/** Nouns whose content a "that" clause gives after "is": "The reason is (that) the samples were". */
const CONTENT_NOUNS =
  /^(?:reason|advantage|disadvantage|problem|drawback|limitation|explanation|conclusion|finding|assumption|hypothesis|implication|consequence|benefit|difficulty|concern|point|idea)$/;

/** "It was found the content affects" → "found that the", "The reason for this is the samples were" → "is that the". */
function thatLint(tokens: readonly TToken[], index: number): TLint | null {
  const word = tokens[index] as TToken;
  if (
    /^(?:found|shown|reported|observed|noted|assumed|believed|known|expected|concluded|demonstrated|confirmed)$/.test(word.lower)
  ) {
    if (tokens[index - 2]?.lower !== 'it' || !/^(?:is|was|has been|been)$/.test(tokens[index - 1]?.lower ?? '')) return null;
    return clauseFollows(tokens, index + 1) ? prepositionGapLint(tokens, index, 'that') : null;
  }
  if (!/^(?:is|was)$/.test(word.lower) || !clauseFollows(tokens, index + 1)) return null;
  const subject = tokens.slice(0, index);
  const head = subject.findIndex((token) => CONTENT_NOUNS.test(token.lower));
  if (head < 1 || head > 3 || subject[0]?.pos !== 'DET' || subject.some((token) => isFiniteVerb(token))) return null;
  return prepositionGapLint(tokens, index, 'that');
}

/** "It is important note that" → "important to note": an adjective of "it is" before a verb of saying and "that". */
function importantToLint(tokens: readonly TToken[], index: number): TLint | null {
  if ((tokens[index] as TToken).pos !== 'ADJ') return null;
  const [adjective, verb, next] = tokens.slice(index, index + 3);
  if (!adjective || !/^(?:important|necessary|essential|crucial|interesting|worth|useful)$/.test(adjective.lower)) return null;
  if (!verb || !/^(?:note|mention|emphasi[sz]e|stress|remember|highlight|acknowledge|recogni[sz]e|point)$/.test(verb.lower))
    return null;
  if (!/^(?:that|out)$/.test(next?.lower ?? '') || !/^(?:is|was)$/.test(tokens[index - 1]?.lower ?? '')) return null;
  if (tokens[index - 2]?.lower !== 'it') return null;
  const message = `“${adjective.text}” is followed by “to” and the verb: “${adjective.text} to ${verb.text}”.`;
  return leftOutLint(tokens, index, index + 1, 'missing-to', message, { word: adjective.text, verb: verb.text }, [
    `${adjective.text} to ${verb.text}`,
  ]);
}

/** "more studies needed." → "more studies are needed": "more" or "further", a noun and "needed" with no verb. */
function neededLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!/^(?:needed|required|warranted)$/.test(tokens[index + 1]?.lower ?? '')) return null;
  const [noun, needed, next] = tokens.slice(index, index + 3);
  if (noun?.pos !== 'NOUN' || !needed || !/^(?:needed|required|warranted)$/.test(needed.lower)) return null;
  if (!/^(?:more|further|additional)$/.test(tokens[index - 1]?.lower ?? '')) return null;
  // Opening a clause ("and more studies needed"), not inside a phrase ("with not too much additional memory required").
  const opener = tokens[index - 2];
  if (opener && !(opener.pos === 'CCONJ' || /^[,;:]$/.test(opener.text))) return null;
  if (next && !/^(?:[.;,]|to|in|for)$/.test(next.lower)) return null;
  const be = noun.lemma !== noun.lower || /^(?:data)$/.test(noun.lower) ? 'are' : 'is';
  return needsVerbLint(tokens, index, index + 1, [`${noun.text} ${be} ${needed.text}`]);
}

/** Words of demand after which a "that" clause takes the subjunctive: "recommend that the dose not exceed". */
const MANDATIVE =
  /^(?:recommend|suggest|propose|require|demand|insist|request|ask|urge|advise|essential|important|necessary|vital|crucial|imperative|critical|recommendation|requirement)$/;

/**
 * "The farmers not use pesticides" → "do not use", "The researchers not yet identified the cause" → "have not": a noun
 * subject, "not" and a base form (or "yet" and a participle) with its object.
 */
function doNotLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index + 1]?.lower !== 'not') return null;
  const [noun, not] = tokens.slice(index, index + 2);
  if (noun?.pos !== 'NOUN' || not?.lower !== 'not') return null;
  const hasYet = tokens[index + 2]?.lower === 'yet';
  const [verb, object] = tokens.slice(index + (hasYet ? 3 : 2), index + (hasYet ? 5 : 4));
  if (!verb || !object || !/^(?:DET|NOUN|PRON|NUM|ADJ)$/.test(object.pos)) return null;
  const isBase = !hasYet && verb.text === verb.lemma && /^(?:VERB|NOUN)$/.test(verb.pos);
  const isParticiple = hasYet && verb.pos === 'VERB' && /ed$/.test(verb.lower) && verb.lemma !== verb.lower;
  if (!isBase && !isParticiple) return null;
  if (tokens[index - 1]?.pos !== 'DET' || (index > 1 && !/^(?:that|,)$/.test(tokens[index - 2]?.lower ?? ''))) return null;
  // "It is essential that the dose not exceed", "We recommend that the temperature not exceed": a subjunctive.
  if (tokens.slice(Math.max(0, index - 6), index - 2).some((token) => MANDATIVE.test(token.lemma))) return null;
  const plural = noun.lemma !== noun.lower;
  const auxiliary = isParticiple ? (plural ? 'have' : 'has') : plural ? 'do' : 'does';
  const correction = `${noun.text} ${auxiliary} not`;
  return needsVerbLint(tokens, index, index + 1, [correction]);
}

/**
 * "suggest that the drug safe for children" → "the drug is safe": a "that" clause whose subject is followed by an
 * adjective and a preposition or the end, with no verb in the rest of the sentence.
 */
function thatBeLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index + 1]?.pos !== 'ADJ' || (tokens[index] as TToken).pos !== 'NOUN') return null;
  const [noun, adjective, next] = tokens.slice(index, index + 3);
  if (noun?.pos !== 'NOUN' || !adjective || adjective.pos !== 'ADJ' || !next) return null;
  if (!/^(?:for|to|in|at|than|with)$/.test(next.lower) && !/^[.;]$/.test(next.text)) return null;
  let at = index - 1;
  while (tokens[at]?.pos === 'NOUN' && index - at < 3) at -= 1;
  if (!/^(?:the|this|these|such)$/.test(tokens[at]?.lower ?? '') || tokens[at - 1]?.lower !== 'that') return null;
  if (tokens.slice(index + 2).some((token) => /^(?:VERB|AUX)$/.test(token.pos))) return null;
  const be = noun.lemma !== noun.lower ? 'are' : 'is';
  const correction = `${noun.text} ${be} ${adjective.text}`;
  return needsVerbLint(tokens, index, index + 1, [correction]);
}

/** Openers of a clause whose subject and adjective are left without "be": "even when the data (are) noisy". */
const ADJECTIVE_CLAUSE_OPENERS = /^(?:when|if|because|although|though|while|whereas|unless|once|whether)$/;
/** Verbs whose object is a clause, never a noun and its complement: "suggests the catalyst (is) very active". */
const CLAUSE_VERBS = /^(?:suggest|suggests|suggested|indicate|indicates|indicated)$/;
const SUBJECT_DETERMINERS = /^(?:the|this|these|those|such|its|their|our|a|an)$/;
const SUBJECT_PRONOUNS = /^(?:it|they|we|he|she)$/;
const DEGREE = /^(?:very|too|so|highly|relatively|extremely|quite|rather|fairly|sufficiently)$/;
/** Adjectives that follow their noun: "attorney general", "court martial", "members present", "the people concerned". */
const POSTPONED =
  /^(?:general|public|martial|apparent|elect|royal|total|responsible|present|available|concerned|involved|possible|required|needed|proper)$/;

/**
 * "even when the data noisy" → "the data are noisy", "because it very cold" → "it was very cold", "suggests the
 * catalyst very active" → "the catalyst is very active": a subordinator or a verb of suggesting, a subject (a
 * pronoun, or a determiner and up to three nouns and adjectives) and an adjective that ends the clause, with no verb
 * in the clause. The tense is that of the nearest verb before, or of the main clause after it.
 */
function adjectiveClauseBeLint(tokens: readonly TToken[], index: number): TLint | null {
  const opener = tokens[index] as TToken;
  const isSuggesting = CLAUSE_VERBS.test(opener.lower) && opener.pos === 'VERB';
  if (!isSuggesting && !(ADJECTIVE_CLAUSE_OPENERS.test(opener.lower) && /^(?:SCONJ|ADV|ADP)$/.test(opener.pos))) return null;
  let at = index + 1;
  if (SUBJECT_PRONOUNS.test(tokens[at]?.lower ?? '') && !isSuggesting) at += 1;
  else {
    if (!SUBJECT_DETERMINERS.test(tokens[at]?.lower ?? '')) return null;
    at += 1;
    const from = at;
    while (at - from < 3 && /^(?:NOUN|ADJ)$/.test(tokens[at]?.pos ?? '') && !DEGREE.test(tokens[at]?.lower ?? '')) at += 1;
    // The subject ends in a noun, and the adjective is the word after it.
    while (at > from && tokens[at - 1]?.pos !== 'NOUN') at -= 1;
    if (at === from) return null;
  }
  const subjectEnd = at;
  if (DEGREE.test(tokens[at]?.lower ?? '')) at += 1;
  const adjective = tokens[at];
  const next = tokens[at + 1];
  if (adjective?.pos !== 'ADJ' || /(?:ed|ing)$/.test(adjective.lower)) return null;
  // "when the attorney general arrived", "if the members present agree": a noun and a postponed adjective.
  const isNounSubject = tokens[subjectEnd - 1]?.pos === 'NOUN';
  if (isNounSubject && POSTPONED.test(adjective.lower) && !DEGREE.test(tokens[at - 1]?.lower ?? '')) return null;
  // "when the light turns green", "once the paint dries hard": a verb in -s the tagger read as the subject's noun.
  const last = tokens[subjectEnd - 1] as TToken;
  if (
    last.pos === 'NOUN' &&
    /[^s]s$/.test(last.lower) &&
    /^(?:NOUN|ADJ)$/.test(tokens[subjectEnd - 2]?.pos ?? '') &&
    tokens[subjectEnd - 2]?.lemma === tokens[subjectEnd - 2]?.lower
  )
    return null;
  // "when the attorney general, who …": a relative clause after the comma.
  if (next?.text === ',' && /^(?:who|which|whose)$/.test(lowerAt(tokens, at + 2))) return null;
  // "whether it possible to submit": after "it", an adjective of judgement and its "to" or "that".
  const isItJudgement = tokens[subjectEnd - 1]?.lower === 'it' && /^(?:to|that)$/.test(next?.lower ?? '');
  if (next && !(/^[.,;]$/.test(next.text) || /^(?:and|but|or)$/.test(next.lower) || isItJudgement)) return null;
  // "if the money available, …" and the like: a clause with its verb after a postponed adjective is left alone.
  const end = tokens.findIndex((token, i) => i > at && /^[,;.]$/.test(token.text));
  // "whether it possible to submit the files": the infinitive's verb belongs to the adjective.
  const clause = tokens.slice(index + 1, isItJudgement ? at + 1 : end < 0 ? undefined : end);
  if (clause.some((token) => token.pos === 'AUX' || token.pos === 'VERB')) return null;
  const subject = tokens[subjectEnd - 1] as TToken;
  const plural = subject.pos === 'PRON' ? /^(?:they|we)$/.test(subject.lower) : subject.lemma !== subject.lower;
  const verbBefore = tokens
    .slice(0, index + (isSuggesting ? 1 : 0))
    .reverse()
    .find((token) => token.pos === 'AUX' || token.pos === 'VERB');
  const verbAfter = tokens.slice(end < 0 ? tokens.length : end).find((token) => token.pos === 'AUX' || token.pos === 'VERB');
  const lead = verbBefore ?? verbAfter;
  if (!lead) return null;
  const past = isPast(lead) || /^(?:was|were|had|did)$/.test(lead.lower);
  const be = subject.lower === 'i' ? (past ? 'was' : 'am') : past ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
  return needsVerbLint(tokens, subjectEnd - 1, subjectEnd, [`${subject.text} ${be} ${tokens[subjectEnd]?.text ?? ''}`]);
}

/** Verbs of a dated event: "published (in) 2021". */
const DATED =
  /^(?:published|conducted|founded|established|built|constructed|completed|introduced|released|launched|enacted|adopted|implemented|opened|born)$/;

/** "published 2021" → "published in 2021": a verb of a dated event and a year that ends the phrase. */
function yearInLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!DATED.test((tokens[index] as TToken).lower)) return null;
  const [verb, year, next] = tokens.slice(index, index + 3);
  if (!verb || !DATED.test(verb.lower) || !year || !/^(?:1[89]|20)\d\d$/.test(year.text)) return null;
  if (next && !/^(?:PUNCT|CCONJ|ADP)$/.test(next.pos)) return null;
  return prepositionGapLint(tokens, index, 'in');
}

/** Participles that a relative pronoun cannot take as a past with no object: "which (was) designed in". */
const PASSIVE_ONLY =
  /^(?:designed|located|situated|based|built|made|written|published|conducted|performed|collected|obtained|funded|manufactured|installed|constructed|proposed|described|given|taken|shown|known|chosen|grown|drawn)$/;
const STATES = /^(?:located|situated|based|known)$/;
/** Prepositions after which such a participle is an active past: "built on", "performed at", "made up", "made for". */
const ACTIVE_PARTICLES = /^(?:on|at|up|for|upon)$/;

/** "The device, which designed in Japan," → "which was designed": "which" and such a participle before a preposition. */
function whichBeLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!/^(?:which|who)$/.test((tokens[index] as TToken).lower)) return null;
  const [which, participle, next] = tokens.slice(index, index + 3);
  if (!which || !/^(?:which|who)$/.test(which.lower) || !participle || !PASSIVE_ONLY.test(participle.lower)) return null;
  if (next?.pos !== 'ADP' || next.lower === 'to' || tokens[index - 1]?.text !== ',') return null;
  // "who published in Nature": a person does these; "which built on earlier work", "which performed at chance".
  if (which.lower === 'who' ? !STATES.test(participle.lower) : ACTIVE_PARTICLES.test(next.lower)) return null;
  const antecedent = tokens[index - 2];
  const plural = antecedent?.pos === 'NOUN' && antecedent.lemma !== antecedent.lower;
  const be = STATES.test(participle.lower) ? (plural ? 'are' : 'is') : plural ? 'were' : 'was';
  const correction = `${which.text} ${be} ${participle.text}`;
  return needsVerbLint(tokens, index, index + 1, [correction]);
}

/** Subordinators after which a clause needs its own verb: "since the dam (was) built". */
const SUBORDINATORS = /^(?:since|when|after|before|because|although|once|until|while|if)$/;

/**
 * "since the dam built." → "since the dam was built": a subordinator, "the" and a noun, and a participle of PASSIVE_ONLY
 * before a preposition or a mark, with no other verb in the clause ("when the samples collected in May were dried" has one).
 */
function clauseBeLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!PASSIVE_ONLY.test(tokens[index + 1]?.lower ?? '') || (tokens[index] as TToken).pos !== 'NOUN') return null;
  const [noun, participle, next] = tokens.slice(index, index + 3);
  if (noun?.pos !== 'NOUN' || !participle || !PASSIVE_ONLY.test(participle.lower) || participle.pos !== 'VERB') return null;
  if (tokens[index - 1]?.lower !== 'the' || !SUBORDINATORS.test(tokens[index - 2]?.lower ?? '')) return null;
  if (!next || !(next.pos === 'ADP' || /^[.,;]$/.test(next.text)) || next.lower === 'to' || ACTIVE_PARTICLES.test(next.lower))
    return null;
  const end = tokens.findIndex((token, i) => i > index + 1 && /^[,;.]$/.test(token.text));
  const clause = tokens.slice(index + 2, end < 0 ? undefined : end);
  if (clause.some((token) => token.pos === 'AUX' || (token.pos === 'VERB' && token.lemma !== token.lower))) return null;
  const plural = noun.lemma !== noun.lower;
  const be = STATES.test(participle.lower) ? (plural ? 'are' : 'is') : plural ? 'were' : 'was';
  const correction = `${noun.text} ${be} ${participle.text}`;
  return needsVerbLint(tokens, index, index + 1, [correction]);
}

/** "were asked fill in a form" → "asked to fill in": a passive that takes "to", a base form and its particle. */
function particleToLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!/^(?:asked|required|encouraged|instructed|invited|told)$/.test((tokens[index] as TToken).lower)) return null;
  const [participle, verb, particle, object] = tokens.slice(index, index + 4);
  if (!participle || !/^(?:asked|required|encouraged|instructed|invited|told)$/.test(participle.lower)) return null;
  if (!/^(?:is|are|was|were|be|been)$/.test(tokens[beforeAdverbs(tokens, index)]?.lower ?? '')) return null;
  if (
    verb?.pos !== 'VERB' ||
    verb.text !== verb.lemma ||
    !/^(?:fill|carry|write|sign|look|set|find|point|pick)$/.test(verb.lower)
  )
    return null;
  if (!particle || !/^(?:in|out|up|down)$/.test(particle.lower) || !object || !/^(?:DET|PRON|NOUN|ADJ)$/.test(object.pos))
    return null;
  const message = `“${participle.text}” is followed by “to” and the verb: “${participle.text} to ${verb.text}”.`;
  return leftOutLint(tokens, index, index + 1, 'missing-to', message, { word: participle.text, verb: verb.text }, [
    `${participle.text} to ${verb.text}`,
  ]);
}

/** "indicate there a strong link" → "there is a", "There many studies" → "There are many": "there" with no verb. */
function thereBeLint(tokens: readonly TToken[], index: number): TLint | null {
  if ((tokens[index] as TToken).lower !== 'there') return null;
  const [there, next, after] = tokens.slice(index, index + 3);
  if (there?.lower !== 'there' || !next || !after) return null;
  // Opening the sentence, or after "that" or a verb of reporting: "indicate there a".
  const previous = tokens[index - 1];
  if (previous && previous.lower !== 'that' && previous.pos !== 'VERB') return null;
  let be: string;
  if (/^(?:a|an|one)$/.test(next.lower) && /^(?:ADJ|NOUN)$/.test(after.pos)) be = 'is';
  else if (/^(?:many|several|various|numerous)$/.test(next.lower) && after.pos === 'NOUN') be = 'are';
  else return null;
  // "went there a year ago": "there" as a place after a verb of motion.
  if (/^(?:year|day|week|month|time|while|decade)$/.test(after.lower)) return null;
  const correction = capitalisedAs(there.text, `there ${be}`);
  return needsVerbLint(tokens, index, index + 1, [`${correction} ${next.text}`], { shown: [correction] });
}

/** The findings of this file's patterns on a sentence. */
export function missingJoinLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [
    verbPrepositionLint,
    shownInLint,
    passivePrepositionLint,
    thanLint,
    shareOfLint,
    thatLint,
    importantToLint,
    neededLint,
    doNotLint,
    thatBeLint,
    adjectiveClauseBeLint,
    yearInLint,
    whichBeLint,
    clauseBeLint,
    particleToLint,
    thereBeLint,
  ]);
}
