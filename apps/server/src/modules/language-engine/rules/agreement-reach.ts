import type { TLint } from '../lint.ts';
import { AUXILIARY_FORMS, nounNumber, type TNumber, thirdPersonOf } from './number-forms.ts';
import { replaceWith, withCaseOf } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { PAST_LIKE_BASE } from './word-lists.ts';

/** Verbs after which a clause may follow without "that" ("who found the samples were lost"): the clause's verb is not the main one. */
const CLAUSE_TAKING = new Set(
  (
    'say think believe show find report suggest know feel claim state indicate argue assume expect hope note reveal ' +
    'demonstrate observe realize realise mention agree conclude predict estimate confirm prove learn decide doubt ' +
    'ensure guess imagine notice recognize recognise suppose understand wish fear'
  ).split(' '),
);
/** Prepositions a subject's noun phrase may carry before its verb: "the concentration of metals in the sediments". */
const PHRASE_PREPOSITIONS = new Set([
  'by',
  'of',
  'in',
  'on',
  'at',
  'for',
  'from',
  'with',
  'near',
  'between',
  'among',
  'across',
  'under',
  'within',
  'along',
  'during',
  'to',
  'into',
  'around',
  'over',
  'behind',
  'beyond',
  'through',
  'throughout',
  'against',
  'towards',
  'toward',
  'above',
  'below',
  'beneath',
  'without',
  'about',
  'via',
]);
/** Heads whose number is what follows "of" or that a writer may treat either way. */
const QUANTITY_HEADS =
  /^(?:number|majority|lot|lots|percentage|proportion|part|rest|half|most|some|all|none|variety|range|series|group|set|couple|total|amount|kind|type|sort|pair|staff|team|committee|panel|population|family|government|couple|public|police|crew|audience|class|board|jury)$/;

/** A noun the tagger read as a verb: "of lead in", "the rewetting were" (after a preposition or a determiner). */
const isMisreadNoun = (token: TToken, before: TToken | undefined) =>
  token.pos === 'VERB' &&
  (before?.pos === 'DET' || (before?.pos === 'ADP' && before.lower === 'of')) &&
  token.lower === token.lemma;

const isNounWord = (token: TToken | undefined, before?: TToken) =>
  !!token &&
  (isMisreadNoun(token, before) ||
    token.pos === 'DET' ||
    token.pos === 'ADJ' ||
    token.pos === 'NUM' ||
    token.pos === 'NOUN' ||
    token.pos === 'PROPN' ||
    (token.pos === 'PRON' && /^(?:our|their|its|his|her|my|your)$/.test(token.lower)) ||
    token.text === '-');

/** A past participle: "sampled", "grown", "reported" (not a base form, an -ing form or a present in -s). */
const isParticipleWord = (token: TToken | undefined) =>
  !!token &&
  token.pos === 'VERB' &&
  /^[a-z]+$/.test(token.lower) &&
  token.lower !== token.lemma &&
  !/ing$/.test(token.lower) &&
  token.lower !== thirdPersonOf(token.lemma);

/** A participle before its noun inside a phrase: "the estimated elasticity", "the treated plots". */
const isPrenominalParticiple = (tokens: readonly TToken[], at: number) =>
  isParticipleWord(tokens[at]) && /^(?:NOUN|ADJ)$/.test(tokens[at + 1]?.pos ?? '') && tokens[at - 1]?.pos === 'DET';

/** The end (exclusive) of a noun phrase starting at `at`, and its head (its last noun); null if none. */
function nounPhrase(tokens: readonly TToken[], at: number): { end: number; head: number } | null {
  let end = at;
  while (isNounWord(tokens[end], tokens[end - 1]) || isPrenominalParticiple(tokens, end)) {
    // A determiner after a noun opens a clause without "that": "The funds the charity received were".
    if (end > at && tokens[end]?.pos === 'DET' && /^(?:NOUN|PROPN)$/.test(tokens[end - 1]?.pos ?? '')) break;
    end += 1;
  }
  const head = end - 1;
  const last = tokens[head];
  const isNoun = !!last && (/^(?:NOUN|PROPN|NUM)$/.test(last.pos) || isMisreadNoun(last, tokens[head - 1]));
  if (end === at || !last || !isNoun) return null;
  return { end, head };
}

/** The end of a chain of prepositional phrases from `at` ("in the sediments near the mine"), each noun of it in `nouns`. */
function prepositionalChain(tokens: readonly TToken[], at: number, nouns: TToken[]): number {
  let end = at;
  while (tokens[end]?.pos === 'ADP' && PHRASE_PREPOSITIONS.has(tokens[end]?.lower ?? '')) {
    const phrase = nounPhrase(tokens, end + 1);
    if (!phrase) break;
    nouns.push(tokens[phrase.head] as TToken);
    end = phrase.end;
  }
  return end;
}

/** A finite verb's number and its form in the other number; null for any other form. */
function finiteForm(token: TToken | undefined, next: TToken | undefined): { number: TNumber; other: string } | null {
  if (!token) return null;
  const auxiliary = AUXILIARY_FORMS[token.lower];
  if (auxiliary) return token.pos === 'AUX' || token.pos === 'VERB' ? auxiliary : null;
  if (token.pos !== 'VERB' || !/^[a-z]+$/.test(token.lower) || PAST_LIKE_BASE.has(token.lemma)) return null;
  if (token.lower !== token.lemma && token.lower === thirdPersonOf(token.lemma) && token.lower.endsWith('s'))
    return { number: 'singular', other: token.lemma };
  // "perform well", "exceed the limit", "suggest that"; not "a user prompt to select", "caused download to begin".
  const isFollowed = !!next && (/^(?:DET|ADV|ADP|PRON|NUM)$/.test(next.pos) || next.lower === 'that');
  if (token.lower === token.lemma && !/ing$|[^e]ed$/.test(token.lower) && isFollowed)
    return { number: 'plural', other: thirdPersonOf(token.lemma) };
  return null;
}

/** Where the verb group of a relative clause ends: its auxiliaries, adverbs and verb from `at`; -1 if there is none. */
function verbGroupEnd(tokens: readonly TToken[], at: number): number {
  // "Signals that tracing is stopped": an -ing form opens a clause of its own, not a relative clause's verb.
  if (/ing$/.test(tokens[at]?.lower ?? '')) return -1;
  let end = at;
  let verb: TToken | undefined;
  while (
    tokens[end]?.pos === 'AUX' ||
    tokens[end]?.pos === 'ADV' ||
    tokens[end]?.lower === 'not' ||
    tokens[end]?.pos === 'VERB'
  ) {
    if (tokens[end]?.pos === 'VERB') verb = tokens[end];
    end += 1;
    if (verb) break;
  }
  // "who work on": a verb right after the relative pronoun that the tagger read as a noun.
  const misread = tokens[at];
  if (end === at && misread?.pos === 'NOUN' && misread.lower === misread.lemma && /^(?:ADP|DET)$/.test(tokens[at + 1]?.pos ?? ''))
    return at + 1;
  if (!verb && !AUXILIARY_FORMS[tokens[at]?.lower ?? '']) return -1;
  if (verb && CLAUSE_TAKING.has(verb.lemma)) return -1;
  return end;
}

/**
 * Where a modifier of the subject ends, from `at` right after its noun phrase and prepositional phrases: a relative
 * clause with "who", "that" or "which" ("who participated in the workshop"), one between commas (", which was
 * trained on data from three hospitals,"), or a participle and its prepositional phrases ("collected near the
 * mine"); -1 if none stands there.
 */
function modifierEnd(tokens: readonly TToken[], at: number, nouns: TToken[]): number {
  const first = tokens[at];
  if (!first) return -1;
  if (first.text === ',' && /^(?:which|who)$/.test(tokens[at + 1]?.lower ?? '')) {
    const close = tokens.findIndex((token, i) => i > at + 1 && /^[,;:.!?()]$/.test(token.text));
    return close > 0 && tokens[close]?.text === ',' ? close + 1 : -1;
  }
  if (/^(?:who|that|which)$/.test(first.lower) && first.pos !== 'DET') {
    let start = at + 1;
    // "that we collected": the relative clause's own subject.
    const own = nounPhrase(tokens, start);
    if (tokens[start]?.pos === 'PRON' && /^(?:we|they|i|you|he|she)$/.test(tokens[start]?.lower ?? '')) start += 1;
    else if (own && first.lower !== 'who' && tokens[own.end]?.pos === 'VERB') start = own.end;
    const group = verbGroupEnd(tokens, start);
    if (group < 0) return -1;
    let end = group;
    const object = nounPhrase(tokens, end);
    if (object) end = object.end;
    // "that follows rewetting remains": a noun in -ing as the object, right before the main verb.
    else if (/ing$/.test(tokens[end]?.lower ?? '') && /^(?:AUX|VERB)$/.test(tokens[end + 1]?.pos ?? '')) end += 1;
    return prepositionalChain(tokens, end, nouns);
  }
  // ", reported in the last column of Table 3,": a participle and its phrases between commas.
  if (first.text === ',' && isParticipleWord(tokens[at + 1]) && tokens[at + 2]?.pos === 'ADP') {
    const close = prepositionalChain(tokens, at + 2, []);
    return close > at + 2 && tokens[close]?.text === ',' ? close + 1 : -1;
  }
  if (!isParticipleWord(first)) return -1;
  // "in the 46 herds sampled were": a participle alone, right before the verb.
  if (tokens[at + 1]?.pos === 'AUX' && AUXILIARY_FORMS[tokens[at + 1]?.lower ?? '']) return at + 1;
  return tokens[at + 1]?.pos === 'ADP' ? prepositionalChain(tokens, at + 1, nouns) : -1;
}

/**
 * The subject's noun phrase from `at`, with its number: "only one of" and "each of" are singular, whatever
 * follows, and so is "the number of"; null when none stands there or its number is not clear.
 */
function subjectPhrase(tokens: readonly TToken[], at: number): { end: number; head: TToken; number: TNumber } | null {
  const from = /^(?:only|just)$/.test(tokens[at]?.lower ?? '') ? at + 1 : at;
  const first = tokens[from];
  if (first && /^(?:one|each)$/.test(first.lower) && tokens[from + 1]?.lower === 'of')
    return { end: from + 1, head: first, number: 'singular' };
  if (from !== at) return null;
  const phrase = nounPhrase(tokens, at);
  if (!phrase) return null;
  const head = tokens[phrase.head] as TToken;
  const determiner = tokens[at];
  if (head.lower === 'number' && determiner?.lower === 'the' && tokens[phrase.end]?.lower === 'of')
    return { end: phrase.end, head, number: 'singular' };
  // "Metadata … are": a noun in -data takes either number.
  const number = QUANTITY_HEADS.test(head.lower) || /data$/.test(head.lower) ? null : nounNumber(head);
  if (!number || (number === 'plural' && /^(?:this|that|each|every|a|an|one)$/.test(determiner?.lower ?? ''))) return null;
  return { end: phrase.end, head, number };
}

/**
 * "in patients who receives long-term dialysis": "who" after a noun in a prepositional phrase (other than "of", where
 * the noun before it may be meant) agrees with that noun, which agreement.ts leaves alone.
 */
function whoAfterPrepositionLints(tokens: readonly TToken[]): TLint[] {
  for (const [index, token] of tokens.entries()) {
    const noun = tokens[index - 1];
    if (token.lower !== 'who' || noun?.pos !== 'NOUN') continue;
    let start = index - 1;
    while (/^(?:DET|ADJ|NUM)$/.test(tokens[start - 1]?.pos ?? '')) start -= 1;
    const preposition = tokens[start - 1];
    if (preposition?.pos !== 'ADP' || preposition.lower === 'of') continue;
    const number = nounNumber(noun);
    const verb = tokens[index + 1];
    const form = finiteForm(verb, tokens[index + 2]);
    if (!verb || !number || !form || form.number === number) continue;
    // "patients with diabetes who were readmitted": "who" may stand for the noun the phrase belongs to.
    const owner = tokens[start - 2];
    if (owner?.pos === 'NOUN' && nounNumber(owner) === form.number) continue;
    return [agreementLint(noun, verb, number, form.other)];
  }
  return [];
}

/** A finding of subject–verb agreement on `verb`, whose subject (`head`) is named in the message. */
export function agreementLint(head: Pick<TToken, 'text'>, verb: TToken, number: TNumber, correction: string): TLint {
  const fixed = withCaseOf(correction, verb.text);
  return {
    kind: 'Agreement',
    start: verb.start,
    end: verb.end,
    message: `The subject “${head.text}” is ${number}, so the verb should be “${fixed}”.`,
    messageKey: number === 'plural' ? 'agreement-plural' : 'agreement-singular',
    messageValues: { subject: head.text, verb: verb.text, correction: fixed },
    suggestions: [replaceWith(fixed)],
  };
}

/**
 * Subject–verb agreement across what stands between them, where agreement.ts reads only a verb right after its
 * subject: a relative clause ("The teachers who participated in the workshop was"), one between commas ("The model,
 * which was trained on …, perform"), a participle ("The concentration of metals in the sediments collected near the
 * mine exceed"). The subject opens the sentence (or follows an opening phrase and its comma); its head's number
 * must be clear (quantities, collective nouns and names are left alone); a relative clause whose verb may take a
 * clause without "that" ("who found the samples were") is not skipped.
 */
export function reachingAgreementLints(tokens: readonly TToken[]): TLint[] {
  const comma = tokens.findIndex((token) => token.text === ',');
  const starts = [0];
  if (comma > 0 && comma < 6 && tokens[0]?.pos === 'ADP') starts.push(comma + 1);
  // "Yet the mechanisms …", "…, but the samples …": a clause that a conjunction opens.
  for (const [index, token] of tokens.entries())
    if (/^(?:yet|but)$/.test(token.lower) && (index === 0 || tokens[index - 1]?.text === ',')) starts.push(index + 1);
  for (const start of starts) {
    const phrase = subjectPhrase(tokens, start);
    if (!phrase) continue;
    const { head, number } = phrase;
    const nouns: TToken[] = [head];
    const chain = prepositionalChain(tokens, phrase.end, nouns);
    // With no modifier, a chain of prepositional phrases whose noun the tagger misread (agreement.ts stops there).
    const isMisreadChain = nouns.some((noun) => noun.pos === 'VERB');
    const end = isMisreadChain && /^(?:AUX|VERB)$/.test(tokens[chain]?.pos ?? '') ? chain : modifierEnd(tokens, chain, nouns);
    if (end < 0) continue;
    let verbAt = end;
    while (tokens[verbAt]?.pos === 'ADV' && /ly$|^(?:also|still|only|often|never|always|not)$/.test(tokens[verbAt]?.lower ?? ''))
      verbAt += 1;
    const verb = tokens[verbAt];
    // After a clause between commas the tagger reads the verb as a noun ("…, records the temperature").
    const isMisread = verb?.pos === 'NOUN' && tokens[verbAt - 1]?.text === ',' && tokens[verbAt + 1]?.pos === 'DET';
    const form = finiteForm(isMisread && verb ? { ...verb, pos: 'VERB' } : verb, tokens[verbAt + 1]);
    if (!verb || !form || form.number === number) continue;
    // "The proportion of patients with diabetes who were readmitted … was": the relative clause's own verb.
    if (/^(?:who|which|that)$/.test(tokens[end - 1]?.lower ?? '')) continue;
    if (form.number === 'plural' && verb.lower === 'were' && /^(?:if|as)$/.test(tokens[start - 1]?.lower ?? '')) continue;
    return [agreementLint(head, verb, number, form.other)];
  }
  return whoAfterPrepositionLints(tokens);
}
