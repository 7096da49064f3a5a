import type { TLint } from '../lint.ts';
import { nounNumber, thirdPersonOf } from './number-forms.ts';
import { participleOf } from './perfect-tense.ts';
import { grammarLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';

/**
 * A verb of state in the progressive in a learner's paper: "The membrane is consisting of" → "consists of"; and
 * "did not yet" with a verb of a task done up to now, in a sentence of one clause with no past frame ("We did not
 * yet receive the results" → "have not yet received"). (A wider "did not … yet" was tried and dropped: a reviewer
 * found it flagging correct past narratives, "The early versions did not yet support Unicode".)
 */

/** Verbs of state that take no progressive in a paper's statements: "is consisting of", "are belonging to". */
const STATE_VERBS = /^(?:consist|contain|belong|comprise|seem|possess|own|exist|know|prefer|believe)$/;
/** Of those, verbs whose -ing form may be a noun after "is" ("The key is knowing when"): taken only with a person. */
const PERSON_STATES = /^(?:know|prefer|believe|own)$/;
const PERSON_SUBJECTS = /^(?:i|we|you|they|he|she)$/;
/** Nouns whose "is" may be followed by a gerund naming it: "The challenge is knowing when", "the part is belonging". */
const GERUND_HEADS =
  /^(?:aims?|goals?|parts?|keys?|challenges?|problems?|priority|priorities|tasks?|points?|things?|difficulty|difficulties|issues?|questions?|objectives?|purposes?|risks?|idea|solution|steps?|concerns?|focus|option|answer|hope|job|role|trick|secret|plan|strategy|way)$/;

/** The present or past of `lemma` that a progressive "is"/"are"/"was"/"were" becomes: "is consisting" → "consists". */
function simpleFormOf(be: string, lemma: string): string | null {
  if (/^(?:was|were)$/.test(be)) return pastTenseOf(lemma);
  return be === 'is' ? thirdPersonOf(lemma) : lemma;
}

/**
 * "The membrane is consisting of three layers" → "consists", "Most participants were preferring" → "preferred":
 * "be" and the -ing form of a verb of state. "know", "prefer", "understand", "believe" and "own" are taken after a
 * plural "be" or a personal pronoun only ("The challenge is knowing when to stop" has a gerund); "existing" before
 * a noun is an adjective ("This is existing practice").
 */
function stativeProgressiveLint(tokens: readonly TToken[], index: number): TLint | null {
  const be = tokens[index] as TToken;
  if (!/^(?:is|are|was|were|am)$/.test(be.lower)) return null;
  let at = index + 1;
  if (/^(?:still|also|currently|always)$/.test(tokens[at]?.lower ?? '')) at += 1;
  const verb = tokens[at];
  if (!verb || !/^[a-z]+ing$/.test(verb.text) || verb.lower === 'being') return null;
  // The tagger reads some as adjectives ("seeming"/ADJ): the verb is then the word without "-ing".
  const lemma = STATE_VERBS.test(verb.lemma) ? verb.lemma : verb.lower.slice(0, -3);
  if (!STATE_VERBS.test(lemma)) return null;
  const next = tokens[at + 1];
  if (lemma === 'exist' && /^(?:NOUN|ADJ|CCONJ)$/.test(next?.pos ?? '')) return null;
  if (tokens.at(-1)?.text === '?' || /^(?:what|who|which)$/.test(tokens[index - 1]?.lower ?? '')) return null;
  // "The priority is containing the spread", "Our aims were owning a home", "What matters is containing it": a
  // gerund naming the aim or the task.
  if (GERUND_HEADS.test(tokens[index - 1]?.lower ?? '') || tokens[0]?.lower === 'what') return null;
  if (PERSON_STATES.test(lemma) && !/^(?:are|were|am)$/.test(be.lower) && !PERSON_SUBJECTS.test(tokens[index - 1]?.lower ?? ''))
    return null;
  const simple = simpleFormOf(be.lower, lemma);
  if (!simple) return null;
  const between = at > index + 1 ? `${tokens[index + 1]?.text} ` : '';
  const correction = `${between}${simple}`;
  return grammarLint(
    be.start,
    verb.end,
    'tense-stative',
    `“${lemma}” names a state and takes no “-ing” form here: write “${correction}”.`,
    { verb: lemma, correction },
    correction,
  );
}

/**
 * Verbs of a task that is done or not up to now: "did not yet receive" → "have not yet received". Verbs of state
 * ("know", "support", "have", "exist") are not here: "did not yet support Unicode" tells of a past state.
 */
const TASK_VERBS =
  /^(?:receive|finish|complete|analyse|analyze|publish|obtain|collect|submit|evaluate|assess|test|examine|validate|confirm|identify|determine|establish|investigate|measure|process|approve|release|implement|send|report|review|sequence|calculate|quantify|finalise|finalize|conduct|perform|recruit|start|begin|reach|resolve|address|explore|apply)$/;
/** The writers' own work as a subject: "this study", "the present paper", "the current review". */
const OWN_WORK = /^(?:this|the present|the current) (?:study|paper|work|review|analysis|project|trial|survey|article)$/;
/** Words of a past frame: the sentence tells of a time that is over ("At that time we did not yet …", "in 2019"). */
const PAST_FRAMES =
  /^(?:when|while|whilst|until|till|by|before|after|during|then|that|those|time|first|initially|originally|early|earlier|previously|previous|prior|former|original|ago|last|still|once|since|as|because|years?|months?|weeks?|days?|phase|stage|point|moment|at)$/;

/** The writers' own unit after "our": "our team", "our laboratory". */
const OWN_UNITS = /^(?:team|group|lab|laboratory|department|consortium|unit|centre|center|institute)$/;
/** Months and seasons: a time of the year that may be over ("in March we did not yet …"). */
const TIMES_OF_YEAR =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|season|semester)$/;

/**
 * "We did not yet receive the results from the external laboratory" → "have not yet received": the writers or
 * their work as the subject ("we", "I", a noun phrase opened by "our", "this study", "the present paper"), "did
 * not yet" and a verb of a task, in a sentence with no other verb and no past frame (a year, "when", "at that
 * time", "still", "previous", a month or a season, a phrase of place or time after the verb: "in the pilot
 * study", "on the ward"). "our" goes only with the writers' own unit (team, group, laboratory …). "has" for a singular noun ("Our laboratory did not yet finish" → "has not yet
 * finished").
 */
function notYetPastLint(tokens: readonly TToken[], index: number): TLint | null {
  const [did, not, yet, verb] = tokens.slice(index, index + 4);
  if (did?.lower !== 'did' || not?.lower !== 'not' || yet?.lower !== 'yet' || !verb || verb.pos !== 'VERB') return null;
  // "analyse" has the lemma "analyze": the word itself is taken as the base form.
  if (!TASK_VERBS.test(verb.lower) || index === 0) return null;
  const subject = tokens.slice(0, index);
  const head = subject.at(-1) as TToken;
  // The writers and their own work, now: "we", "I", "our team", "this study", "the present study". A third person
  // ("The Romans did not yet reach Britain", "They did not yet receive", "This patient did not yet receive" in a
  // case report) may be a past narrative's.
  const isPronoun = subject.length === 1 && head.pos === 'PRON' && /^(?:we|i)$/.test(head.lower);
  const words = subject.map((word) => word.lower).join(' ');
  // "our" with the writers' own unit only: "Our ancestors did not yet reach the Americas" tells of a past.
  const isOurs = subject[0]?.lower === 'our' && subject.length > 1 && OWN_UNITS.test(head.lower);
  const isThisWork = OWN_WORK.test(words);
  if (!isPronoun && !isOurs && !isThisWork) return null;
  if (isOurs && !subject.slice(1).every((word) => /^(?:ADJ|NOUN)$/.test(word.pos))) return null;
  const rest = tokens.slice(index + 4);
  // "the analyses" read as a verb after a determiner is a noun.
  const isVerb = (word: TToken, at: number) =>
    word.pos === 'AUX' || (word.pos === 'VERB' && !/^(?:DET|ADJ)$/.test(rest[at - 1]?.pos ?? ''));
  if (rest.some((word, at) => isVerb(word, at) || word.pos === 'SCONJ' || word.pos === 'NUM')) return null;
  if (tokens.some((word) => PAST_FRAMES.test(word.lower) || TIMES_OF_YEAR.test(word.lower))) return null;
  // "did not yet perform a biopsy in the emergency department", "… in the pilot study": a setting that may be past.
  if (rest.some((word) => /^(?:in|on|at|during|over|within|throughout)$/.test(word.lower))) return null;
  // A noun of a group ("committee", "team") has no number of its own to agreement.ts; its singular form takes "has".
  const nounForm = nounNumber(head) ?? (/s$/.test(head.lower) ? null : 'singular');
  const number = isPronoun ? 'plural' : nounForm;
  const participle = participleOf(verb.lower);
  if (!number || !participle) return null;
  const have = number === 'singular' ? 'has' : 'have';
  const correction = `${have} ${not.text} ${yet.text} ${participle}`;
  return grammarLint(
    did.start,
    verb.end,
    'tense-up-to-now',
    `“${not.text} ${yet.text}” reaches up to now: use the present perfect, “${correction}”.`,
    { time: `${not.text} ${yet.text}`, verb: verb.text, correction },
    correction,
  );
}

/** The findings of this file's patterns on a sentence. */
export function stativeTenseLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [stativeProgressiveLint, notYetPastLint]);
}
