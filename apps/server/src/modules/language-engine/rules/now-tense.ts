import type { TLint } from '../lint.ts';
import { nounNumber, thirdPersonOf } from './number-forms.ts';
import { presentPerfectAt } from './perfect-tense.ts';
import { grammarLint, withCaseOf } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { pastTimeLint, presentPairLint } from './tense-findings.ts';
import { isPast, isPresent, STATIVE, subjectBefore, textOf } from './time-tense.ts';

/** Openers that put a clause in the present: "Currently,", "At present,", "Nowadays,". */
function nowOpenerEnd(tokens: readonly TToken[]): number {
  const [first, second] = tokens;
  if (/^(?:currently|nowadays|presently|today)$/.test(first?.lower ?? '')) return 1;
  if (first?.lower === 'at' && second?.lower === 'present') return 2;
  if (first?.lower === 'these' && second?.lower === 'days') return 2;
  return -1;
}

/** Words that date a clause in the past, with which a past after "Currently" may be meant ("until 2019", "ago"). */
const PAST_WORDS = /^(?:(?:1[89]|20)\d\ds?|ago|previously|formerly|until|then|last|earlier|once)$/;

/**
 * A past after an opener of now: "Currently, the model was being used by three banks" → "is being used", "At
 * present, the hospital treated about 300 patients per year" → "treats". The opener is followed by a comma; the
 * subject is a short noun phrase or a pronoun, and the clause's first verb is "was"/"were" or a simple past. A
 * sentence with a year or another word of a past time is left alone.
 */
export function nowPastLints(tokens: readonly TToken[]): TLint[] {
  const end = nowOpenerEnd(tokens);
  if (end < 0 || tokens[end]?.text !== ',' || tokens.some((token) => PAST_WORDS.test(token.lower))) return [];
  let at = end + 1;
  let head: TToken | null = null;
  while (at < tokens.length && at < end + 9) {
    const word = tokens[at] as TToken;
    if (word.pos === 'VERB' || word.pos === 'AUX') break;
    // "more and more students": the phrase's "and" joins its own words.
    if (word.lower === 'and' && tokens[at - 1]?.lower === tokens[at + 1]?.lower) {
      at += 1;
      continue;
    }
    if (!['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'NUM', 'ADP'].includes(word.pos) || /^(?:that|which|who)$/.test(word.lower))
      return [];
    // "the number of cases": the head comes before "of".
    if (['NOUN', 'PRON', 'PROPN'].includes(word.pos) && tokens[at - 1]?.lower !== 'of') head = word;
    at += 1;
  }
  const verb = tokens[at];
  if (!verb || !head) return [];
  let correction: string | null = null;
  if (verb.pos === 'AUX' && /^(?:was|were)$/.test(verb.lower)) correction = verb.lower === 'was' ? 'is' : 'are';
  // "Nowadays, more and more animals kept as pets live in flats": a participle before the clause's own verb.
  else if (
    isPast(verb) &&
    // "more and more emails sent by firms": a participle before its agent or a place.
    !/^(?:by|in|to|from|as|at|on|into|for|with)$/.test(tokens[at + 1]?.lower ?? '') &&
    !tokens
      .slice(at + 1)
      .some(
        (word, i) =>
          (word.pos === 'AUX' || (word.pos === 'VERB' && isPresent(word))) && /^(?:NOUN|PROPN)$/.test(tokens[at + i]?.pos ?? ''),
      )
  ) {
    const pronoun = head.lower;
    const number = head.pos === 'PRON' ? (/^(?:we|they|i|you)$/.test(pronoun) ? 'plural' : 'singular') : nounNumber(head);
    if (!number) return [];
    correction = number === 'singular' ? thirdPersonOf(verb.lemma) : verb.lemma;
  }
  if (!correction) return [];
  const time = textOf(tokens, 0, end);
  const fixed = withCaseOf(correction, verb.text);
  return [
    grammarLint(
      verb.start,
      verb.end,
      'tense-now',
      `“${time}” speaks of the present: write “${fixed}”, not “${verb.text}”.`,
      { time, verb: verb.text, correction: fixed },
      fixed,
    ),
  ];
}

/**
 * A present perfect in a main clause after a "when" or "while" clause in the past: "When I was collecting the
 * recordings in 2017, the dialect has already begun to disappear" → "had already begun". The time clause opens the
 * sentence and ends at its first comma; the perfect follows within the next few words.
 */
export function whenPerfectLints(tokens: readonly TToken[]): TLint[] {
  if (tokens[0]?.lower !== 'when' || tokens.some((token) => token.lower === 'since')) return [];
  const comma = tokens.findIndex((token) => token.text === ',');
  if (comma < 3) return [];
  const clause = tokens.slice(1, comma);
  const isPastClause = clause.some((token) => (token.pos === 'AUX' && /^(?:was|were)$/.test(token.lower)) || isPast(token));
  if (!isPastClause || clause.some((token) => token.pos === 'SCONJ')) return [];
  for (let at = comma + 1; at < Math.min(tokens.length, comma + 8); at += 1) {
    const word = tokens[at] as TToken;
    if (word.pos === 'SCONJ' || word.pos === 'CCONJ' || word.text === ',') return [];
    const participle = presentPerfectAt(tokens, at);
    if (participle === null) {
      if (word.pos === 'VERB' || word.pos === 'AUX') return [];
      continue;
    }
    const correction = ['had', ...tokens.slice(at + 1, participle + 1).map((token) => token.text)].join(' ');
    const time = textOf(tokens, 0, comma);
    return [
      grammarLint(
        word.start,
        (tokens[participle] as TToken).end,
        'tense-past-perfect',
        `The action was over before a point in the past (“${time}”): use the past perfect, “${correction}”.`,
        { time, correction },
        correction,
      ),
    ];
  }
  return [];
}

/** Participles of the steps of a method, which a present passive after "and" does not continue: "and is segmented". */
const STEP_PARTICIPLES =
  /^(?:segmented|filtered|analy[sz]ed|measured|processed|recorded|transcribed|coded|centrifuged|washed|incubated|normali[sz]ed|sampled|collected|dried|weighed|sieved|mixed|heated|cooled|fixed|stained|extracted|interviewed|calculated|computed|fitted|trained|tested|evaluated|classified|labell?ed|annotated|digiti[sz]ed|downsampled|resampled|rinsed|diluted|cut|ground|homogeni[sz]ed|sequenced|scanned|photographed|counted|divided|split|randomi[sz]ed|assigned)$/;

/** The finite verb of a past in the sentence before `at`: a simple past or "was"/"were"; none after a present. */
function pastBefore(tokens: readonly TToken[], at: number): TToken | null {
  let past: TToken | null = null;
  for (const [index, token] of tokens.slice(0, at).entries()) {
    if (token.pos === 'AUX' && /^(?:is|are|am|has|have|will|can|may)$/.test(token.lower)) return null;
    const isInfinitive = /^(?:to|can|could|will|would|may|might|must|should|shall|do|does|did)$/.test(
      tokens[index - 1]?.lower ?? '',
    );
    if (isPresent(token) && !isInfinitive) return null;
    // A past after its subject ("We first filtered"), not a participle as an adjective ("the not recommended examples").
    let subjectAt = index - 1;
    while (tokens[subjectAt]?.pos === 'ADV' && tokens[subjectAt]?.lower !== 'not') subjectAt -= 1;
    const isFinitePast = isPast(token) && ['NOUN', 'PRON', 'PROPN'].includes(tokens[subjectAt]?.pos ?? '');
    if (!past && ((token.pos === 'AUX' && /^(?:was|were)$/.test(token.lower)) || isFinitePast)) past = token;
  }
  return past;
}

/**
 * A present among past steps that share their subject: "coded independently by two researchers, who then compare
 * their codes" → "compared", "was filtered …, then downsampled to 250 Hz and is segmented into 2-s epochs" → "was
 * segmented". "then" after "and", "who", "which" or a comma before a present verb, or "and" before "is"/"are" and
 * the participle of a step of a method, after a past and no present earlier in the sentence.
 */
export function stepTenseLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  // "If the family was specified, …, then return": "then" of a condition.
  if (tokens.some((token) => token.lower === 'if')) return lints;
  for (const [index, token] of tokens.entries()) {
    const before = tokens[index - 1];
    const next = tokens[index + 1];
    if (!before || !next) continue;
    const isThen = token.lower === 'then' && /^(?:and|who|which|,)$/.test(before.lower);
    // "and then they answer": a pronoun subject after "then".
    const verb = /^(?:they|we)$/.test(next.lower) ? tokens[index + 2] : next;
    if (isThen && verb?.pos === 'VERB' && isPresent(verb) && !/^(?:be|have|do)$/.test(verb.lemma)) {
      const past = pastBefore(tokens, index);
      const correction = past ? pastTenseOf(verb.lemma) : null;
      if (past && correction) lints.push(tenseLint(verb, past, correction));
      continue;
    }
    const isStep =
      token.lower === 'and' && /^(?:is|are)$/.test(next.lower) && STEP_PARTICIPLES.test(tokens[index + 2]?.lower ?? '');
    if (isStep) {
      const past = pastBefore(tokens, index);
      if (past && /^(?:was|were)$/.test(past.lower)) lints.push(tenseLint(next, past, next.lower === 'is' ? 'was' : 'were'));
    }
  }
  return lints;
}

const tenseLint = (verb: TToken, past: TToken, correction: string): TLint =>
  grammarLint(
    verb.start,
    verb.end,
    'tense-consistency',
    `The sentence is in the past (“${past.text}”): write “${correction}”, not “${verb.text}”.`,
    { past: past.text, verb: verb.text, correction },
    correction,
  );

/** Things a study does once, whose present passive with a past date is a slip: "the survey is conducted in 2020". */
const STUDY_THINGS =
  /^(?:surveys?|samples?|interviews?|data|experiments?|questionnaires?|fieldwork|measurements?|observations?|campaigns?|trials?|one)$/;
const ONCE_PARTICIPLES =
  /^(?:conducted|collected|carried|administered|distributed|performed|sampled|interviewed|recorded|obtained|gathered|undertaken|launched|completed)$/;
/** Words of a story retold in the present, whose dated events keep the present. */
const STORY_WORDS =
  /^(?:novel|novels|film|films|movie|story|stories|play|episode|scene|plot|narrator|protagonist|character|hero|heroine|game|series|act|chapter|opera|poem|memoir|saga|drama|scenario|hypothetical|documentary|simulation|model|example|timeline|chronology)$/;
/** What is done to a thing once, at a date: "The bridge is built in 1932" → "was built". */
const EVENT_PARTICIPLES =
  /^(?:built|founded|established|constructed|opened|inaugurated|discovered|invented|signed|ratified|enacted|abolished|destroyed|demolished|born|published|released|launched|introduced|renamed|completed|excavated|unveiled|closed)$/;

/**
 * A present passive of a study's step dated in a past year: "The survey is conducted in 2020 in five provinces" →
 * "was conducted", "the second one is carried out in 2021" → "was carried out". The subject's noun is right
 * before "is"/"are"; the date is "in" a year (and a month) before this one, not followed by a noun ("in 2020 prices").
 */
export function datedPresentLints(tokens: readonly TToken[]): TLint[] {
  for (const [index, be] of tokens.entries()) {
    if (!/^(?:is|are)$/.test(be.lower)) continue;
    const participle = tokens[index + 1];
    const subject = tokens[index - 1];
    // "The bridge is built in 1932": what happens to a thing once, whatever the thing.
    const isOnce = !!participle && ONCE_PARTICIPLES.test(participle.lower) && STUDY_THINGS.test(subject?.lower ?? '');
    const isEvent = !!participle && EVENT_PARTICIPLES.test(participle.lower) && /^(?:NOUN|PROPN)$/.test(subject?.pos ?? '');
    if (!participle || !(isOnce || isEvent)) continue;
    // "In the novel, the body is discovered in 1996": a story told in the present.
    if (isEvent && tokens.some((token) => STORY_WORDS.test(token.lower))) continue;
    // "The company is founded in 1902 and grows rapidly": a timeline told in the present.
    if (isEvent && tokens.some((token) => token.pos === 'VERB' && token.lower !== token.lemma && /[^s]s$/.test(token.lower)))
      continue;
    const at = tokens[index + 2]?.lower === 'out' ? index + 3 : index + 2;
    const hasMonth = MONTH_WORDS.test(tokens[at + 1]?.lower ?? '');
    const year = tokens[hasMonth ? at + 2 : at + 1];
    const isPastYear = !!year && /^(?:19|20)\d\d$/.test(year.text) && Number(year.text) < new Date().getFullYear();
    const after = tokens[hasMonth ? at + 3 : at + 2];
    if (tokens[at]?.lower !== 'in' || !isPastYear || after?.pos === 'NOUN' || after?.pos === 'PROPN') continue;
    const correction = be.lower === 'is' ? 'was' : 'were';
    const time = textOf(tokens, at, hasMonth ? at + 3 : at + 2);
    return [pastTimeLint(be, time, correction)];
  }
  return [];
}

/** Verbs of change, whose past after a present "when" clause is a general relation put in the past. */
const CHANGES = /^(?:increase|decrease|rise|fall|drop|decline|grow|change|become|improve|reduce|shift|slow|accelerate)$/;
const MONTH_WORDS = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;

/**
 * A past in the main clause after a "when" clause in the present, which states what happens whenever it does:
 * "When the temperature increases, the viscosity of the oil decreased sharply" → "decreases". The "when" clause
 * opens the sentence, has a present and no past, and ends at the first comma; the main clause's first verb is a
 * simple past or "was"/"were" after a short subject.
 */
export function whenPresentLints(tokens: readonly TToken[]): TLint[] {
  if (!/^(?:when|whenever)$/.test(tokens[0]?.lower ?? '')) return [];
  const comma = tokens.findIndex((token) => token.text === ',');
  if (comma < 3) return [];
  const clause = tokens.slice(1, comma);
  // "When the temperature increases,": an -s verb the tagger reads as a noun after its subject, before the comma.
  const isMisread = (token: TToken, at: number) =>
    token.pos === 'NOUN' && at === comma - 1 && tokens[at - 1]?.pos === 'NOUN' && token.lower === thirdPersonOf(token.lemma);
  const present = clause.find(
    (token, i) =>
      (token.pos === 'AUX' && /^(?:is|are)$/.test(token.lower)) ||
      (isPresent(token) && token.lower !== token.lemma) ||
      isMisread(token, i + 1),
  );
  // "When it is needed": a participle after "be" is not a past.
  const hasPast = clause.some(
    (token, i) =>
      (token.pos === 'AUX' && /^(?:was|were|had|did)$/.test(token.lower)) ||
      (isPast(token) && !/^(?:is|are|be|been)$/.test(tokens[i]?.lower ?? '')),
  );
  if (!present || hasPast || clause.some((token) => token.pos === 'SCONJ' || PAST_WORDS.test(token.lower))) return [];
  for (let at = comma + 1; at < Math.min(tokens.length, comma + 8); at += 1) {
    const word = tokens[at] as TToken;
    if (word.pos !== 'VERB' && word.pos !== 'AUX') {
      if (!['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'NUM', 'ADP'].includes(word.pos)) return [];
      continue;
    }
    const head = tokens[at - 1];
    // "When a test fails, I enabled …": a person's past is a story told; only a state or a change is taken.
    if (head?.pos === 'PRON' && head.lower !== 'it') return [];
    let correction: string | null = null;
    if (/^(?:was|were)$/.test(word.lower)) correction = word.lower === 'was' ? 'is' : 'are';
    else if (isPast(word) && head && CHANGES.test(word.lemma)) {
      const number = head.pos === 'PRON' ? (/^(?:we|they|i|you)$/.test(head.lower) ? 'plural' : 'singular') : nounNumber(head);
      correction = number ? (number === 'singular' ? thirdPersonOf(word.lemma) : word.lemma) : null;
    }
    if (!correction) return [];
    return [presentPairLint(word, present.text, correction)];
  }
  return [];
}

const REPORTING = /^(?:reported|shown|demonstrated|found|suggested|indicated|observed|proposed|argued|noted|confirmed|revealed)$/;
/** Words that give a past perfect a later past to look back from ("before", "when", "by the time"). */
const LATER_PAST = /^(?:before|when|until|by|prior|once|after|then|time|already|earlier)$/;

/**
 * A past perfect of reporting whose "that" clause is in the present: "Many previous studies had reported that
 * microplastic ingestion reduces the feeding rate" → "reported", "we had shown that the dopant concentration
 * controls" → "showed". What was found still holds, and the sentence has no later past to look back from.
 */
export function reportedPerfectLints(tokens: readonly TToken[]): TLint[] {
  if (tokens.some((token) => LATER_PAST.test(token.lower))) return [];
  for (const [index, had] of tokens.entries()) {
    const participle = tokens[index + 1];
    if (had.lower !== 'had' || had.pos !== 'AUX' || !participle || !REPORTING.test(participle.lower)) continue;
    if (tokens[index + 2]?.lower !== 'that' || !['NOUN', 'PRON', 'PROPN'].includes(tokens[index - 1]?.pos ?? '')) continue;
    const clause = tokens.slice(index + 3);
    const end = clause.findIndex((token) => /^[;:.!?]$/.test(token.text));
    const words = end < 0 ? clause : clause.slice(0, end);
    // "the dopant concentration controls the": an -s verb the tagger reads as a noun, between a noun and a determiner.
    const isMisread = (token: TToken, i: number) =>
      token.pos === 'NOUN' &&
      words[i - 1]?.pos === 'NOUN' &&
      words[i + 1]?.pos === 'DET' &&
      token.lower !== token.lemma &&
      token.lower === thirdPersonOf(token.lemma);
    const isPresentClause = words.some(
      (token, i) =>
        (token.pos === 'AUX' && /^(?:is|are)$/.test(token.lower)) ||
        (isPresent(token) && token.lower !== token.lemma) ||
        isMisread(token, i),
    );
    const isPastClause = words.some((token) => (token.pos === 'AUX' && /^(?:was|were|had)$/.test(token.lower)) || isPast(token));
    const past = participle.lower === 'shown' ? 'showed' : participle.lower === 'found' ? 'found' : participle.lower;
    if (!isPresentClause || isPastClause) continue;
    return [
      grammarLint(
        had.start,
        participle.end,
        'tense-past-perfect-frame',
        `The past perfect needs a later past moment to look back from, and the sentence has none: use the simple past, “${past}”.`,
        { verb: `${had.text} ${participle.text}`, correction: past },
        past,
      ),
    ];
  }
  return [];
}

const KNOWN = /^(?:known|accepted|established|recogni[sz]ed|agreed)$/;

/**
 * A general truth after "It is well known that" put in the past: "It is well known that neurons in the hippocampus
 * were highly sensitive to hypoxia" → "are". The "that" clause's first verb is "was"/"were" before an adjective (not
 * a participle: "were contaminated" may tell of an event), and the sentence has no name, year or word of a past time.
 */
export function knownTruthLints(tokens: readonly TToken[]): TLint[] {
  const [it, is] = tokens;
  if (it?.lower !== 'it' || !/^(?:is|are)$/.test(is?.lower ?? '')) return [];
  let at = 2;
  while (tokens[at]?.pos === 'ADV') at += 1;
  if (!KNOWN.test(tokens[at]?.lower ?? '') || tokens[at + 1]?.lower !== 'that') return [];
  const clause = tokens.slice(at + 2);
  if (clause.some((token) => token.pos === 'PROPN' || PAST_WORDS.test(token.lower))) return [];
  const verbAt = clause.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  const verb = clause[verbAt];
  let next = verbAt + 1;
  while (clause[next]?.pos === 'ADV') next += 1;
  const adjective = clause[next];
  if (!verb || !/^(?:was|were)$/.test(verb.lower) || adjective?.pos !== 'ADJ' || /ed$/.test(adjective.lower)) return [];
  const correction = verb.lower === 'was' ? 'is' : 'are';
  return [presentPairLint(verb, is?.text ?? '', correction)];
}

/** Verbs of a feeling, a wish or a habit of mind, whose present "recently" may keep: "Recently, I tend to sleep badly". */
const MIND_VERBS = /^(?:feel|love|like|want|believe|think|prefer|tend|hope|need|seem|argue|claim|suggest|know|understand)$/;

/**
 * A present of an action told as done "recently" inside its clause: "The World Health Organization recently updates
 * its guidelines" → "updated" (an opening "Recently," is upToNowLints'). The subject is a noun phrase right before
 * "recently"; "is"/"are", verbs of state or of the mind, a named author's citing present ("Smith recently argues")
 * and a sentence that also speaks of now or has a perfect are left alone.
 */
export function recentPresentLints(tokens: readonly TToken[]): TLint[] {
  const recently = tokens.findIndex((token, at) => at > 0 && token.lower === 'recently');
  if (recently < 0 || tokens.some((token) => /^(?:now|currently|since|has|have|increasingly)$/.test(token.lower))) return [];
  const verb = tokens[recently + 1];
  const subject = subjectBefore(tokens, 0, recently);
  // The tagger may read the verb as a noun before its object: "recently updates its guidelines".
  const isObjectNext = /^(?:DET|PRON)$/.test(tokens[recently + 2]?.pos ?? '');
  const isVerb = verb?.pos === 'VERB' || (verb?.pos === 'NOUN' && isObjectNext);
  if (!verb || !isVerb || !subject) return [];
  if (!/^[a-z]+$/.test(verb.text) || STATIVE.has(verb.lemma) || MIND_VERBS.test(verb.lemma)) return [];
  if (!(isPresent(verb) || (verb.pos === 'NOUN' && isObjectNext))) return [];
  const past = pastTenseOf(verb.lemma);
  return past ? [pastTimeLint(verb, 'recently', withCaseOf(past, verb.text))] : [];
}
