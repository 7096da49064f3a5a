import { inWritersSpelling, isDialectVariant, type TLint } from '../lint.ts';
import { participleOf } from './perfect-tense.ts';
import { grammarLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';
import { ingFormOf } from './verb-patterns.ts';
import { PAST_LIKE_BASE } from './word-lists.ts';

/** Adverbs that may stand between "be" and its verb: "is currently develop", "were later translated". */
const MIDDLE_ADVERBS = /^(?:[a-z]+ly|also|still|now|already|then|further|often|always|never|not|later|even)$/;
/** Nouns of an aim, after which "is" + a base form lacks "to" (dropped-words.ts): "The aim is develop a model". */
const AIMS =
  /^(?:aim|aims|goal|goals|objective|objectives|purpose|task|plan|idea|solution|challenge|priority|step|role|function|job|strategy|intention|mission|target|approach|way|option|answer|point|need|thing)$/;
/** Verbs that take two objects, whose passive keeps one: "The participants were give a questionnaire" → "given". */
const TWO_OBJECTS = /^(?:give|offer|show|tell|feed|send|teach|award|grant|assign|allow|pay|lend|deny|promise|ask)$/;
/** Words that are adjectives as often as base forms after "be": "is open", "are present", "was complete". */
const ADJECTIVE_LIKE =
  /^(?:open|clean|clear|free|complete|correct|close|present|absent|equal|right|wrong|direct|slow|fast|low|high|dry|wet|empty|full|warm|cool|secure|perfect|separate|level|live|mean|average|double|like|worth|due|able|subject|content|upset|alert|aware|welcome|last|fit|still|copyright|mature|prompt|ripe|quick|eager|keen|quiet|calm|firm|safe|sure|apt|ready)$/;

/** Whether `token` is a verb's base form with a past participle of its own ("develop", not "set" or "cut"). */
const isBaseForm = (token: TToken | undefined, isAdjectiveHere = true): token is TToken =>
  !!token &&
  token.pos === 'VERB' &&
  /^[a-z]{3,}$/.test(token.text) &&
  !/(?:ed|ing)$/.test(token.lower) &&
  !PAST_LIKE_BASE.has(token.lower) &&
  !(isAdjectiveHere && ADJECTIVE_LIKE.test(token.lower)) &&
  (token.lower === token.lemma || isDialectVariant(token.lower, token.lemma));

/** The index after the adverbs from `at`. */
function afterAdverbs(tokens: readonly TToken[], at: number): number {
  let end = at;
  while (end - at < 2 && tokens[end]?.pos !== 'VERB' && MIDDLE_ADVERBS.test(tokens[end]?.lower ?? '')) end += 1;
  return end;
}

function participleLint(verb: TToken, auxiliary: string, correction: string): TLint {
  return grammarLint(
    verb.start,
    verb.end,
    'verb-participle',
    `After “${auxiliary}”, the verb takes its past participle: “${correction}”.`,
    { auxiliary, verb: verb.text, correction },
    correction,
  );
}

/**
 * A base form after "be" with its object or its agent: "Our group is currently develop a mobile application" →
 * "developing" (before an object: the progressive; a verb of two objects after "was"/"were" takes its participle,
 * "were give a questionnaire" → "given"), "was develop by" or "were ask to" → the participle. After a noun of an aim
 * ("The aim is develop") the missing word is "to" (dropped-words.ts); adjectives ("is open", "are present") and verbs
 * whose participle is their base ("were cut") are left alone.
 */
function beBaseLint(tokens: readonly TToken[], index: number): TLint | null {
  const be = tokens[index] as TToken;
  if (be.pos !== 'AUX' || !/^(?:is|are|am|was|were)$/.test(be.lower)) return null;
  if (AIMS.test(tokens[index - 1]?.lower ?? '') || /^(?:what|all)$/.test(tokens[index - 1]?.lower ?? '')) return null;
  // "What the team did was compare", "All you need to do is add": a pseudo-cleft takes the base form.
  if (tokens.slice(0, index).some((token) => /^(?:what|do|does|did|all)$/.test(token.lower))) return null;
  const at = afterAdverbs(tokens, index + 1);
  const verb = tokens[at];
  const next = tokens[at + 1];
  if (!isBaseForm(verb) || !next) return null;
  const participle = participleOf(verb.lemma);
  if (!participle || participle === verb.lemma) return null;
  const isAgent = next.lower === 'by' || (next.lower === 'to' && tokens[at + 2]?.pos === 'VERB');
  const isPastTwoObjects = /^(?:was|were)$/.test(be.lower) && TWO_OBJECTS.test(verb.lemma);
  if (isAgent || (isPastTwoObjects && /^(?:DET|PRON|NUM)$/.test(next.pos)))
    return participleLint(verb, be.text, inWritersSpelling(participle, verb.lower, verb.lemma));
  // The progressive only after a present "be" ("The intervention was exercise each day" names it).
  if (!/^(?:DET|PRON)$/.test(next.pos) || /^(?:who|which|that)$/.test(next.lower) || !/^(?:is|are|am)$/.test(be.lower))
    return null;
  const correction = inWritersSpelling(ingFormOf(verb.lemma), verb.lower, verb.lemma);
  return grammarLint(
    verb.start,
    verb.end,
    'verb-gerund',
    `After “${be.text}”, the verb takes its -ing form: “${correction}”.`,
    { word: be.text, verb: verb.text, correction },
    correction,
  );
}

/**
 * A base form joined by "and" to a passive's participle: "were later translated and transcribe by a translator" →
 * "transcribed". The base form is followed by an agent, a preposition, an adverb or the clause's end.
 */
function joinedParticipleLint(tokens: readonly TToken[], index: number): TLint | null {
  const and = tokens[index] as TToken;
  const first = tokens[index - 1];
  // The first participle may be read as an adjective: "were later transcribed and analyse".
  const isFirst = first?.pos === 'VERB' || (first?.pos === 'ADJ' && /ed$/.test(first.lower));
  if (and.lower !== 'and' || !first || !isFirst || !(/ed$/.test(first.lower) || first.lower !== first.lemma)) return null;
  if (/ing$/.test(first.lower) || first.lower === `${first.lemma}s`) return null;
  let be = index - 2;
  while (be > 0 && MIDDLE_ADVERBS.test(tokens[be]?.lower ?? '')) be -= 1;
  // "will be forwarded and wait for": after a modal's "be", the base form may be the modal's second verb.
  // ("who are enrolled and reside on campus": after a present "be", the second verb may be a present.)
  if (!/^(?:was|were|been)$/.test(tokens[be]?.lower ?? '')) return null;
  const at = afterAdverbs(tokens, index + 1);
  const verb = tokens[at];
  const next = tokens[at + 1];
  if (!isBaseForm(verb) || !next || !(/^(?:ADP|ADV|PUNCT)$/.test(next.pos) || next.lower === 'by')) return null;
  if (next.pos === 'PUNCT' && !/^[.,;:]$/.test(next.text)) return null;
  const participle = participleOf(verb.lemma);
  if (!participle || participle === verb.lemma) return null;
  return participleLint(verb, `${first.text} and`, inWritersSpelling(participle, verb.lower, verb.lemma));
}

/**
 * "Having" + an -ing form or a base form before its object, where the perfect participle belongs: "Having analysing
 * the residual plots, we decided" → "analysed". "Having" opens the sentence or follows a comma; "having learning
 * difficulties" (an -ing word before a noun) is left alone.
 */
function havingLint(tokens: readonly TToken[], index: number): TLint | null {
  const having = tokens[index] as TToken;
  if (having.lower !== 'having' || !(index === 0 || tokens[index - 1]?.text === ',')) return null;
  const verb = tokens[index + 1];
  const next = tokens[index + 2];
  if (!verb || !/^(?:DET|PRON)$/.test(next?.pos ?? '') || /^(?:who|which|that)$/.test(next?.lower ?? '')) return null;
  const isIng = verb.pos === 'VERB' && /ing$/.test(verb.lower) && verb.lemma !== verb.lower;
  // The tagger may read the base form as a noun or an adjective here: "Having review the literature".
  const asVerb: TToken = { ...verb, pos: 'VERB' };
  if (!isIng && !(/^(?:VERB|NOUN|ADJ)$/.test(verb.pos) && isBaseForm(asVerb, false))) return null;
  // "Having breakfast every morning was associated": a gerund subject, not a clause before a comma.
  if (verb.pos !== 'VERB' && !tokens.slice(index + 2).some((token) => token.text === ',')) return null;
  const participle = verb.lemma === 'be' ? 'been' : participleOf(verb.lemma);
  if (!participle || participle === verb.lower) return null;
  return participleLint(verb, having.text, inWritersSpelling(participle, verb.lower, verb.lemma));
}

/**
 * "lower comparing with the US" → "compared with": after an adjective, the comparison is a participle of the
 * passive ("when comparing with", "by comparing to" are the writer's own act, and are left alone).
 */
function comparingLint(tokens: readonly TToken[], index: number): TLint | null {
  const comparing = tokens[index] as TToken;
  if (comparing.lower !== 'comparing' || !/^(?:with|to)$/.test(tokens[index + 1]?.lower ?? '')) return null;
  const before = tokens[index - 1];
  if (before?.pos !== 'ADJ' && !(before?.pos === 'ADV' && /^(?:more|less|higher|lower|better|worse)$/.test(before.lower)))
    return null;
  return grammarLint(
    comparing.start,
    comparing.end,
    'verb-participle',
    `After “${before.text}”, the verb takes its past participle: “compared”.`,
    { auxiliary: before.text, verb: comparing.text, correction: 'compared' },
    'compared',
  );
}

/**
 * "We are interested to study this effect" → "in studying": "interested" takes "in" and an -ing form ("interested to
 * hear/know/see/learn/read/find/note" is the reader's wish, and is right).
 */
function interestedToLint(tokens: readonly TToken[], index: number): TLint | null {
  const interested = tokens[index] as TToken;
  const [to, verb] = [tokens[index + 1], tokens[index + 2]];
  if (interested.lower !== 'interested' || to?.lower !== 'to' || !to) return null;
  if (verb?.pos !== 'VERB' || verb.lower !== verb.lemma) return null;
  if (/^(?:hear|know|see|learn|read|find|note|discover|receive|hearing)$/.test(verb.lower)) return null;
  if (!/^(?:DET|PRON|NOUN|ADJ|ADP|ADV)$/.test(tokens[index + 3]?.pos ?? '')) return null;
  const correction = `in ${ingFormOf(verb.lower)}`;
  const words = `${to.text} ${verb.text}`;
  return grammarLint(
    to.start,
    verb.end,
    'verb-gerund',
    `After “${interested.text}”, the verb takes its -ing form: “${correction}”.`,
    { word: interested.text, verb: words, correction },
    correction,
  );
}

/** Verb forms of a verb group that a word between or around hides: see each rule above. */
export function verbGroupLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [beBaseLint, joinedParticipleLint, havingLint, comparingLint, interestedToLint]);
}
