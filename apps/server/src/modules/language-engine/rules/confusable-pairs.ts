import type { TLint } from '../lint.ts';
import { confusionLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken, isHyphenedToNext, lowerAt, type TTokenPattern } from './token-patterns.ts';

/**
 * Words confused with a look-alike, each only in a frame where the written word cannot stand: "thorough a secure
 * connection" (through), "its clear that" (it's), "a farmer who's land" (whose), "specially useful" (especially),
 * "precede to" (proceed), "an eminent danger" (imminent), "in elicit drugs" (illicit), "cannot afford legal
 * council" (counsel), "prices continued to raise" (rise), "patients loose weight" (lose), "spends on stationary such
 * as" (stationery), "assures that" (ensures), ", formally a factory, now" (formerly), "site ten sources" (cite) and
 * "must lay on his back" (lie). Tried and dropped after two reviewers' reads: imply/infer, Alternately, proscribe and
 * discrete, whose right uses look the same.
 */

const confused = (token: TToken, correction: string) => confusionLint(token.start, token.end, token.text, correction);

const DETERMINERS = /^(?:a|an|the|this|that|these|those|its|their|our|his|her|my|each|every)$/;

/** Verbs of going or sending through something. */
const PASSING =
  /^(?:go|goes|went|gone|going|pass|passes|passed|passing|transmitted|sent|send|travelled|traveled|travel|flowed|flows|flow|moved|move|run|runs|ran|walked|walk|filtered|browsed|drove|driven|led|cut|broke|broken|get|got|came|come)$/;

/** "transmitted thorough a secure connection" → "through": "thorough" before a determiner. */
const thoroughPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'thorough' || !DETERMINERS.test(lowerAt(tokens, index + 1))) return null;
  // "went thorough the", "passed thorough a": after a verb of motion ("seemed thorough this time" is the adjective).
  if (!PASSING.test(lowerAt(tokens, index - 1))) return null;
  return confused(word, 'through');
};

/** Adjectives of "it's … that/to": "it's clear that", "it's important to". */
const PREDICATES =
  /^(?:clear|possible|important|necessary|difficult|easy|likely|unlikely|true|obvious|evident|hard|essential|crucial|unclear|impossible|interesting|surprising|known|vital|natural|unknown|doubtful|advisable)$/;

/** "its clear that" → "it's": "its" before an adjective of judgement and "that", "to" or a question word. */
const itsPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'its' || !PREDICATES.test(lowerAt(tokens, index + 1))) return null;
  if (!/^(?:that|to|whether|if|how|why)$/.test(lowerAt(tokens, index + 2))) return null;
  // "it's" opens a clause; "its" after a verb or a preposition is a determiner ("for its easy to use interface").
  const before = tokens[index - 1];
  if (before && !/^(?:PUNCT|SCONJ|CCONJ)$/.test(before.pos) && before.lower !== 'that') return null;
  return confusionLint(word.start, word.end, word.text, "it's");
};

/**
 * "a rice farmer who's land had been flooded" → "whose": "who" and "'s" (two tokens) before a noun that its own verb
 * follows ("who's been", "who's going", "who's responsible", "who's the" are left alone).
 */
const whosePattern: TTokenPattern = (tokens, index) => {
  const [who, s, noun, verb] = [tokens[index] as TToken, tokens[index + 1], tokens[index + 2], tokens[index + 3]];
  if (!/^[Ww]ho$/.test(who.text) || !s || !/^[’']s$/.test(s.text) || s.start !== who.end || !noun || !verb) return null;
  // "who's paid", "who's fallen": a participle; only a noun, or a base form the tagger read as a verb ("who's land").
  const isNounLike = noun.pos === 'NOUN' || (noun.pos === 'VERB' && noun.lower === noun.lemma);
  if (!isNounLike || /(?:ing|ed)$/.test(noun.lower) || noun.lower === 'been') return null;
  if (!(verb.pos === 'AUX' || (verb.pos === 'VERB' && verb.lower !== verb.lemma))) return null;
  return confusionLint(who.start, s.end, `${who.text}${s.text}`, 'whose');
};

/** Adjectives of degree or value, which "especially" heightens: "especially useful" (not "specially sewn"). */
const EVALUATIVE =
  /^(?:useful|important|relevant|interesting|true|difficult|helpful|common|suitable|valuable|significant|effective|popular|good|bad|high|low|vulnerable|sensitive|prone|likely|hard|easy|clear|strong|severe|rare|frequent|pronounced|evident|marked|noticeable|beneficial|harmful|dangerous|expensive|problematic)$/;

/** "specially useful for students" → "especially": "specially" before an adjective that is no participle. */
const speciallyPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  const next = tokens[index + 1];
  if (word.lower !== 'specially' || next?.pos !== 'ADJ' || !EVALUATIVE.test(next.lower)) return null;
  // "specially low floors": made so for a purpose, before its noun; "especially" heads a predicate.
  if (/^(?:NOUN|ADJ|PROPN)$/.test(tokens[index + 2]?.pos ?? '')) return null;
  return confused(word, 'especially');
};

const PROCEED: ReadonlyMap<string, string> = new Map([
  ['precede', 'proceed'],
  ['precedes', 'proceeds'],
  ['preceded', 'proceeded'],
  ['preceding', 'proceeding'],
]);

/** "the visitors may precede to the clean room" → "proceed": "precede" takes no "to". */
const precedePattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  const to = tokens[index + 1];
  if (!/^(?:precede|precedes|preceded|preceding)$/.test(word.lower) || to?.text !== 'to') return null;
  // "to the clean room", "to the next stage": a place or a step ("precedes To Autumn" is a title).
  if (!/^(?:the|a|an|their|its|our|his|her)$/.test(lowerAt(tokens, index + 2))) return null;
  // "preceded to a large extent the crisis": a degree, the object after it.
  if (tokens.slice(index + 2, index + 6).some((token) => /^(?:extent|degree)$/.test(token.lower))) return null;
  return confused(word, PROCEED.get(word.lower) ?? 'proceed');
};

const THREATS =
  /^(?:danger|threat|risk|collapse|failure|attack|war|storm|arrival|death|disaster|crisis|eruption|default|extinction|shortage|flooding|invasion)$/;

/** "warned of an eminent danger" → "imminent": "eminent" before a threat ("the storm was eminent" is left: of people too). */
const eminentPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'eminent') return null;
  // "an eminent danger", not "an eminent war historian" (the threat a compound's first word).
  const isThreat =
    THREATS.test(lowerAt(tokens, index + 1)) &&
    !/^(?:NOUN|PROPN)$/.test(tokens[index + 2]?.pos ?? '') &&
    !isHyphenedToNext(tokens, index + 1);
  return isThreat ? confused(word, 'imminent') : null;
};

/** "the trade in elicit drugs" → "illicit": "elicit" as a noun's modifier, after a determiner or a preposition. */
const elicitPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'elicit' || tokens[index + 1]?.pos !== 'NOUN') return null;
  const before = tokens[index - 1];
  if (!before || !/^(?:the|a|an|of|in|on|for|against|with|by|from|into)$/.test(before.lower)) return null;
  return confused(word, 'illicit');
};

const COUNSEL_BEFORE =
  /^(?:afford|seek|sought|hire|hired|retain|obtain|consult|need|needs|provide|get|receive|access|without|no|free|of)$/;

/** "cannot afford legal council" → "legal counsel". */
const counselPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.text !== 'council' || lowerAt(tokens, index - 1) !== 'legal') return null;
  // "cannot afford legal council", "without legal council": advice sought (not "a legal council that advises").
  if (!COUNSEL_BEFORE.test(lowerAt(tokens, index - 2))) return null;
  return confused(word, 'counsel');
};

/** Things that rise: "prices raise sharply" → "rise". */
const RISING =
  /^(?:prices?|costs?|temperatures?|levels?|rates?|values?|numbers?|demand|sales|wages|incomes?|emissions|concentrations?|pressures?|tensions?|inflation|unemployment|sea|water|yields?|profits?|revenues?|tariffs?|rents?)$/;
/** Verbs after which "to raise" names a change of its subject: "continued to raise", "began to raise". */
const TO_CHANGE = /^(?:continue|begin|start|tend|seem|appear|expect|likely|stop)$/;

/**
 * "Food prices continued to raise throughout the year" → "rise": "raise" with no object after a thing that rises, or
 * after "continue/begin/tend to" before a change's adverb or "by".
 */
const raisePattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (!/^raises?$/.test(word.lower)) return null;
  const next = tokens[index + 1];
  const isObjectless =
    !next ||
    /^[.;]$/.test(next.text) ||
    /^(?:by|throughout|sharply|steadily|rapidly|slightly|gradually|dramatically|quickly|slowly)$/.test(next.lower);
  if (!isObjectless) return null;
  // "raises sharply the question of": an object after the adverb.
  if (next && /ly$/.test(next.lower) && /^(?:DET|NOUN|PRON)$/.test(tokens[index + 2]?.pos ?? '')) return null;
  const before = tokens[index - 1];
  const isAfterRising = !!before && RISING.test(before.lower);
  // "Food prices continued to raise": the thing that rises right before the verb (not "the revenue we expect to raise").
  const isAfterChange =
    before?.lower === 'to' && TO_CHANGE.test(tokens[index - 2]?.lemma ?? '') && RISING.test(lowerAt(tokens, index - 3));
  if (!isAfterRising && !isAfterChange) return null;
  return confused(word, word.lower === 'raises' ? 'rises' : 'rise');
};

/** Whether a time phrase opens at `at`: "the next morning", "the moment the gate opened", "the last time". */
const isTimeAfter = (tokens: readonly TToken[], at: number) =>
  /^(?:next|following|same|last|first|moment|day|time|way|morning|night|minute)$/.test(lowerAt(tokens, at + 1));

/** What people lose, right after the verb or after a determiner ("lose weight", "lose their jobs"). */
const LOST =
  /^(?:weight|money|control|interest|sight|time|track|contact|confidence|value|heat|water|access|balance|patience|hope|consciousness)$/;
const LOST_AFTER_DETERMINER =
  /^(?:jobs?|lives|life|homes?|way|money|weight|land|balance|patience|hope|value|income|licen[cs]e|share|appetite|hearing|sight|memory|voice|effectiveness|ability|grip|footing|teeth)$/;

/** "Many patients loose weight" → "lose": "loose" as a verb before what is lost. */
const losePattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (!/^loose$/.test(word.lower)) return null;
  const next = lowerAt(tokens, index + 1);
  const lost = lowerAt(tokens, index + 2);
  const isLost = LOST.test(next) || (/^(?:their|its|his|her|our|the)$/.test(next) && LOST_AFTER_DETERMINER.test(lost));
  if (!isLost) return null;
  const before = tokens[index - 1];
  // "Many patients loose weight": a noun that is the clause's subject, not an object ("turned the horses loose").
  let start = index - 1;
  while (start > 0 && /^(?:DET|ADJ|NOUN|NUM)$/.test(tokens[start - 1]?.pos ?? '')) start -= 1;
  const isSubject = before?.pos === 'NOUN' && !/^(?:VERB|AUX)$/.test(tokens[start - 1]?.pos ?? '');
  const isVerb =
    !!before &&
    (/^(?:to|can|could|may|might|will|would|should|must|often|also|we|they|i|you|people)$/.test(before.lower) || isSubject);
  if (/^(?:the|this|that|a)$/.test(lowerAt(tokens, index + 1)) && isTimeAfter(tokens, index + 1)) return null;
  return isVerb ? confused(word, 'lose') : null;
};

/** "spends its budget on stationary such as paper" → "stationery": "stationary" as a noun. */
const stationeryPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'stationary' || !/^(?:on|of|for|the|buy|bought|order|ordered)$/.test(lowerAt(tokens, index - 1)))
    return null;
  if (!/^(?:such|like|supplies|items|shop|shops|store|cupboard)$/.test(lowerAt(tokens, index + 1))) return null;
  return confused(word, 'stationery');
};

/** "The protocol assures that every sample can be traced" → "ensures": "assure" takes a person before "that". */
const assurePattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (!/^assures?$/.test(word.lower) || lowerAt(tokens, index + 1) !== 'that') return null;
  // "assures that level of safety": "that" as a determiner before its noun.
  const clause = tokens.slice(index + 2, index + 8);
  if (tokens[index + 1]?.pos !== 'SCONJ' || !clause.some((token) => token.pos === 'AUX' || token.pos === 'VERB')) return null;
  // "assures that level of safety that buyers expect": a bare singular noun after "that" is its determiner's.
  const first = tokens[index + 2];
  if (first?.pos === 'NOUN' && first.lower === first.lemma) return null;
  return confused(word, word.lower === 'assures' ? 'ensures' : 'ensure');
};

/** What a building or a place was before: "formerly a factory", "formerly a colony". */
const PLACES_ONCE =
  /^(?:factory|school|hospital|church|prison|warehouse|station|mill|barracks|farm|mine|colony|province|monastery|convent|palace|hotel|bank|shop|market|port|village|town|cinema|theatre|theater|garage|brewery|plant|airport|railway|quarry|estate|residence|home|office|library|museum)$/;

/** "The old building, formally a textile factory, now houses" → "formerly": what a thing once was. */
const formerlyPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'formally' || tokens[index - 1]?.text !== ',' || !/^(?:a|an)$/.test(lowerAt(tokens, index + 1))) return null;
  // "The old building, formally a textile factory,": what a place used to be ("formally a review" is officially).
  let at = index + 2;
  while (at < index + 5 && /^(?:ADJ|NOUN)$/.test(tokens[at]?.pos ?? '') && tokens[at + 1]?.pos === 'NOUN') at += 1;
  if (!PLACES_ONCE.test(lowerAt(tokens, at))) return null;
  // "The old building, formally a textile factory, now houses": what it was, against what it is now.
  const comma = tokens.findIndex((token, i) => i > at && token.text === ',');
  if (comma < 0 || !tokens.slice(comma + 1).some((token) => /^(?:now|today|currently|later)$/.test(token.lower))) return null;
  return confused(word, 'formerly');
};

const SOURCES = /^(?:sources|references|studies|papers|articles|authors|literature|publications)$/;

/** "students must site at least ten sources" → "cite": "site" before what a writer refers to. */
const citePattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (!/^(?:site|sites|sited|siting)$/.test(word.lower)) return null;
  if (!/^(?:to|must|should|can|could|will|we|they|not|always|also)$/.test(lowerAt(tokens, index - 1))) return null;
  const object = tokens.slice(index + 1, index + 6).findIndex((token) => SOURCES.test(token.lower));
  const between = tokens.slice(index + 1, index + 1 + object);
  if (object < 0 || between.some((token) => /^(?:VERB|AUX|PUNCT|ADP)$/.test(token.pos) && token.lower !== 'at')) return null;
  // "site the evidence lockers", "site the studies centre": the word as a modifier of the thing placed.
  if (/^(?:NOUN|PROPN)$/.test(tokens[index + 2 + object]?.pos ?? '') || /^[’']/.test(tokens[index + 2 + object]?.text ?? ''))
    return null;
  return confused(word, word.lower.replace(/^sit/, 'cit'));
};

/** "the patient must lay on his back" → "lie": "lay" with no object, after a modal or "to". */
const liePattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'lay' || !/^(?:to|must|should|can|could|will|would|may|not)$/.test(lowerAt(tokens, index - 1))) return null;
  if (
    !/^(?:on|in)$/.test(lowerAt(tokens, index + 1)) ||
    !/^(?:his|her|their|the|a|its|your|my|our)$/.test(lowerAt(tokens, index + 2))
  )
    return null;
  if (!/^(?:his|her|their|your|my|our)$/.test(lowerAt(tokens, index + 2))) return null;
  if (lowerAt(tokens, index + 1) !== 'on' || !/^(?:back|side|stomach|front|belly)$/.test(lowerAt(tokens, index + 3))) return null;
  return confused(word, 'lie');
};

/** Events one takes part in, which "attend" takes and "assist" does not: "assisted to a workshop" → "attended". */
const EVENTS =
  /^(?:meeting|meetings|conference|conferences|workshop|workshops|class|classes|course|courses|lecture|lectures|seminar|seminars|session|sessions|congress|symposium|school|training|ceremony|talk|talks)$/;

/** "The participants assisted to a two-day workshop" → "attended": "assist to" before an event (a false friend). */
const assistToPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (!/^(?:assist|assists|assisted|assisting)$/.test(word.lower) || lowerAt(tokens, index + 1) !== 'to') return null;
  // "was assisted to the session by a nurse": the passive of helping.
  if (/^(?:is|are|was|were|be|been|being|get|got|gets)$/.test(lowerAt(tokens, index - 1))) return null;
  let at = index + 2;
  if (!DETERMINERS.test(lowerAt(tokens, at))) return null;
  at += 1;
  // "to a two-day workshop", "to the annual meeting": up to four words before the event.
  while (at < index + 8 && !EVENTS.test(lowerAt(tokens, at)) && /^(?:ADJ|NOUN|NUM|PROPN|PUNCT)$/.test(tokens[at]?.pos ?? ''))
    at += 1;
  if (!EVENTS.test(lowerAt(tokens, at)) || /^(?:NOUN|PROPN)$/.test(tokens[at + 1]?.pos ?? '')) return null;
  const to = tokens[index + 1] as TToken;
  const attend = word.lower.replace(/^assist/, 'attend');
  return confusionLint(word.start, to.end, `${word.text} ${to.text}`, attend);
};

/** Words of an amount that "there have" puts before its noun: "There have many studies" (not "there have to be"). */
const THERE_AMOUNTS = /^(?:many|several|numerous|few|some|no|a|an|lots|two|three|four|five|various|much|little)$/;

/** "There have many studies" → "There are", "there has a debate" → "is": "have" for "be" after "there" (Chinese 有). */
const thereHavePattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (!/^(?:have|has|had)$/.test(word.lower) || lowerAt(tokens, index - 1) !== 'there') return null;
  const before = lowerAt(tokens, index - 2);
  // After a comma or "and", "there" may open an imperative ("…, there have a look"): only after a word of a clause.
  if (index - 1 > 0 && !/^(?:that|because|so|although|while|since|if|when|where)$/.test(before)) return null;
  const amount = tokens[index + 1];
  if (!amount || !(THERE_AMOUNTS.test(amount.lower) || amount.pos === 'NUM')) return null;
  // The number of what follows: "a few studies" and "two reasons" are plural, "a lot of debate" singular.
  const noun = tokens.slice(index + 2, index + 6).find((token) => token.pos === 'NOUN' && token.lower !== 'lot');
  const isPluralNoun = !!noun && noun.lemma !== noun.lower && /s$/.test(noun.lower);
  const isFew = amount.lower === 'a' && lowerAt(tokens, index + 2) === 'few';
  const plural =
    isFew ||
    (!/^(?:a|an|much|little|one|1)$/.test(amount.lower) &&
      (amount.lower !== 'no' && amount.lower !== 'some' ? true : isPluralNoun)) ||
    (/^(?:a|an)$/.test(amount.lower) && lowerAt(tokens, index + 2) === 'lot' && isPluralNoun);
  const be = word.lower === 'had' ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
  return confused(word, be);
};

/** Words confused with a look-alike in frames where the written word cannot stand: see the file's comment. */
export function confusablePairLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [
    thoroughPattern,
    itsPattern,
    whosePattern,
    speciallyPattern,
    precedePattern,
    eminentPattern,
    elicitPattern,
    counselPattern,
    raisePattern,
    losePattern,
    stationeryPattern,
    assurePattern,
    formerlyPattern,
    citePattern,
    liePattern,
    assistToPattern,
    thereHavePattern,
  ]);
}
