import type { TLint } from '../lint.ts';
import { confusionLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken, isHyphenedToNext, type TTokenPattern } from './token-patterns.ts';

/**
 * Words confused with a look-alike, each only in a frame where the written word cannot stand: "thorough a secure
 * connection" (through), "its clear that" (it's), "a farmer who's land" (whose), "specially useful" (especially),
 * "precede to" (proceed), "a storm was eminent" (imminent), "in elicit drugs" (illicit), "we can imply that" (infer),
 * "legal council" (counsel), "Alternately," opening a sentence (Alternatively), "prices continued to raise" (rise),
 * "patients loose weight" (lose), "spends on stationary such as" (stationery), "assures that" (ensures), ", formally a
 * factory," (formerly), "site ten sources" (cite), "proscribed antibiotics" (prescribed), "must lay on his back"
 * (lie) and "to be discrete when" (discreet).
 */

const lower = (tokens: readonly TToken[], at: number) => tokens[at]?.lower ?? '';
const confused = (token: TToken, correction: string) => confusionLint(token.start, token.end, token.text, correction);

const DETERMINERS = /^(?:a|an|the|this|that|these|those|its|their|our|his|her|my|each|every)$/;

/** "transmitted thorough a secure connection" → "through": "thorough" before a determiner. */
const thoroughPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'thorough' || !DETERMINERS.test(lower(tokens, index + 1))) return null;
  // "went thorough the", "passed thorough a": after a verb of motion; "was thorough this time" is the adjective.
  if (tokens[index - 1]?.pos !== 'VERB') return null;
  return confused(word, 'through');
};

/** Adjectives of "it's … that/to": "it's clear that", "it's important to". */
const PREDICATES =
  /^(?:clear|possible|important|necessary|difficult|easy|likely|unlikely|true|obvious|evident|hard|essential|crucial|unclear|impossible|interesting|surprising|known|vital|natural|unknown|doubtful|advisable|worth)$/;

/** "its clear that" → "it's": "its" before an adjective of judgement and "that", "to" or a question word. */
const itsPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'its' || !PREDICATES.test(lower(tokens, index + 1))) return null;
  if (!/^(?:that|to|whether|if|how|why)$/.test(lower(tokens, index + 2))) return null;
  return confusionLint(word.start, word.end, word.text, "it's");
};

/**
 * "a rice farmer who's land had been flooded" → "whose": "who" and "'s" (two tokens) before a noun that its own verb
 * follows ("who's been", "who's going", "who's responsible", "who's the" are left alone).
 */
const whosePattern: TTokenPattern = (tokens, index) => {
  const [who, s, noun, verb] = [tokens[index] as TToken, tokens[index + 1], tokens[index + 2], tokens[index + 3]];
  if (who.lower !== 'who' || !s || !/^[’']s$/.test(s.text) || s.start !== who.end || !noun || !verb) return null;
  if (!/^(?:NOUN|VERB)$/.test(noun.pos) || /(?:ing|ed)$/.test(noun.lower) || noun.lower === 'been') return null;
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
  return confused(word, 'especially');
};

/** "the visitors may precede to the clean room" → "proceed": "precede" takes no "to". */
const precedePattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  const to = tokens[index + 1];
  if (!/^(?:precede|precedes|preceded|preceding)$/.test(word.lower) || to?.text !== 'to') return null;
  // "to the clean room", "to the next stage": a place or a step ("precedes To Autumn" is a title).
  if (!/^(?:the|a|an|their|its|our|his|her)$/.test(lower(tokens, index + 2))) return null;
  return confused(word, `proceed${word.lower.slice('precede'.length - (word.lower === 'preceding' ? 1 : 0))}`);
};

const THREATS =
  /^(?:danger|threat|risk|collapse|failure|attack|war|storm|arrival|death|disaster|crisis|eruption|default|extinction|shortage|flooding|invasion)$/;

/** "a major storm was eminent" → "imminent": "eminent" before a threat, or after "be" at a clause's end. */
const eminentPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'eminent') return null;
  // "an eminent danger", not "an eminent war historian" (the threat a compound's first word).
  const isThreat =
    THREATS.test(lower(tokens, index + 1)) &&
    !/^(?:NOUN|PROPN)$/.test(tokens[index + 2]?.pos ?? '') &&
    !isHyphenedToNext(tokens, index + 1);
  // "a major storm was eminent": a threat as the subject.
  const isPredicate =
    /^(?:is|was|were|are|be|seemed|seems|appeared)$/.test(lower(tokens, index - 1)) &&
    /^[.;,]$/.test(lower(tokens, index + 1)) &&
    tokens.slice(Math.max(0, index - 5), index - 1).some((token) => THREATS.test(token.lower));
  return isThreat || isPredicate ? confused(word, 'imminent') : null;
};

/** "the trade in elicit drugs" → "illicit": "elicit" as a noun's modifier, after a determiner or a preposition. */
const elicitPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'elicit' || tokens[index + 1]?.pos !== 'NOUN') return null;
  const before = tokens[index - 1];
  if (!before || !/^(?:the|a|an|of|in|on|for|against|with|by|from|and|into)$/.test(before.lower)) return null;
  return confused(word, 'illicit');
};

/** "we can imply that the drug is safe" → "infer": the reader or writer draws the inference. */
const inferPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'imply' || lower(tokens, index + 1) !== 'that') return null;
  if (!/^(?:can|could|may|might)$/.test(lower(tokens, index - 1)) || !/^(?:we|i|one|readers|you)$/.test(lower(tokens, index - 2)))
    return null;
  // "From these results, we can imply that": what is drawn from evidence is inferred.
  if (!tokens.slice(0, index - 2).some((token) => token.lower === 'from')) return null;
  return confused(word, 'infer');
};

/** "legal council" → "legal counsel". */
const counselPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'council' || lower(tokens, index - 1) !== 'legal') return null;
  return confused(word, 'counsel');
};

/** "Alternately, the samples can be stored" → "Alternatively,": another way, not turns. */
const alternatelyPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (index !== 0 || word.lower !== 'alternately' || tokens[1]?.text !== ',') return null;
  return confused(word, 'alternatively');
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
  const isAfterChange =
    before?.lower === 'to' && TO_CHANGE.test(tokens[index - 2]?.lemma ?? '') && hasRisingBefore(tokens, index);
  if (!isAfterRising && !isAfterChange) return null;
  return confused(word, word.lower === 'raises' ? 'rises' : 'rise');
};

/** Whether a thing that rises opens the clause before `at`: "Food prices continued to raise". */
const hasRisingBefore = (tokens: readonly TToken[], at: number) =>
  tokens.slice(Math.max(0, at - 6), at).some((token) => RISING.test(token.lower));

/** Whether a time phrase opens at `at`: "the next morning", "the moment the gate opened", "the last time". */
const isTimeAfter = (tokens: readonly TToken[], at: number) =>
  /^(?:next|following|same|last|first|moment|day|time|way|morning|night|minute)$/.test(lower(tokens, at + 1));

/** "Many patients loose weight" → "lose": "loose" as a verb before what is lost. */
const losePattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (!/^loose$/.test(word.lower)) return null;
  const next = lower(tokens, index + 1);
  if (
    !/^(?:weight|money|control|interest|sight|time|track|contact|confidence|value|heat|water|access|their|its|his|her|our|the)$/.test(
      next,
    )
  )
    return null;
  const before = tokens[index - 1];
  // "Many patients loose weight": a noun that is the clause's subject, not an object ("turned the horses loose").
  let start = index - 1;
  while (start > 0 && /^(?:DET|ADJ|NOUN|NUM)$/.test(tokens[start - 1]?.pos ?? '')) start -= 1;
  const isSubject = before?.pos === 'NOUN' && !/^(?:VERB|AUX)$/.test(tokens[start - 1]?.pos ?? '');
  const isVerb =
    !!before &&
    (/^(?:to|can|could|may|might|will|would|should|must|often|also|we|they|i|you|people)$/.test(before.lower) || isSubject);
  if (/^(?:the|this|that|a)$/.test(lower(tokens, index + 1)) && isTimeAfter(tokens, index + 1)) return null;
  return isVerb ? confused(word, 'lose') : null;
};

/** "spends its budget on stationary such as paper" → "stationery": "stationary" as a noun. */
const stationeryPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'stationary' || !/^(?:ADP|DET)$/.test(tokens[index - 1]?.pos ?? '')) return null;
  const next = lower(tokens, index + 1);
  if (!/^(?:such|like|supplies|items|\.)$/.test(next) || tokens[index - 1]?.lower === 'a') return null;
  return confused(word, 'stationery');
};

/** "The protocol assures that every sample can be traced" → "ensures": "assure" takes a person before "that". */
const assurePattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (!/^assures?$/.test(word.lower) || lower(tokens, index + 1) !== 'that') return null;
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
  if (word.lower !== 'formally' || tokens[index - 1]?.text !== ',' || !/^(?:a|an)$/.test(lower(tokens, index + 1))) return null;
  // "The old building, formally a textile factory,": what a place used to be ("formally a review" is officially).
  let at = index + 2;
  while (at < index + 5 && /^(?:ADJ|NOUN)$/.test(tokens[at]?.pos ?? '') && tokens[at + 1]?.pos === 'NOUN') at += 1;
  if (!PLACES_ONCE.test(lower(tokens, at))) return null;
  return confused(word, 'formerly');
};

const SOURCES = /^(?:sources|references|studies|papers|works|articles|authors|literature|publications|examples|cases|evidence)$/;

/** "students must site at least ten sources" → "cite": "site" before what a writer refers to. */
const citePattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (!/^(?:site|sites|sited|siting)$/.test(word.lower)) return null;
  if (!/^(?:to|must|should|can|could|will|we|they|not|always|also)$/.test(lower(tokens, index - 1))) return null;
  const object = tokens.slice(index + 1, index + 6).findIndex((token) => SOURCES.test(token.lower));
  const between = tokens.slice(index + 1, index + 1 + object);
  if (object < 0 || between.some((token) => /^(?:VERB|AUX|PUNCT|ADP)$/.test(token.pos) && token.lower !== 'at')) return null;
  // "site the evidence lockers", "site the studies centre": the word as a modifier of the thing placed.
  if (/^(?:NOUN|PROPN)$/.test(tokens[index + 2 + object]?.pos ?? '') || /^[’']/.test(tokens[index + 2 + object]?.text ?? ''))
    return null;
  return confused(word, word.lower.replace(/^sit/, 'cit'));
};

const MEDICINES =
  /^(?:antibiotics?|drugs?|medicines?|medications?|treatment|doses?|painkillers?|tablets?|insulin|opioids?|steroids?)$/;

const PRESCRIBERS =
  /^(?:doctor|doctors|physician|physicians|gp|gps|dentist|dentists|psychiatrist|surgeon|clinician|clinicians|nurse|nurses|pharmacist|vet|veterinarian|practitioner|practitioners|prescriber|prescribers)$/;

/** "The doctor proscribed antibiotics" → "prescribed": a doctor orders medicines. */
const prescribePattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (!/^proscrib(?:e|es|ed|ing)$/.test(word.lower)) return null;
  const object = tokens.slice(index + 1, index + 4).find((token) => token.pos === 'NOUN');
  if (!object || !MEDICINES.test(object.lower)) return null;
  // "The doctor proscribed antibiotics": a prescriber as the subject ("The league proscribes steroids" bans them).
  if (!tokens.slice(0, index).some((token) => PRESCRIBERS.test(token.lower))) return null;
  return confused(word, word.lower.replace('proscrib', 'prescrib'));
};

/** "the patient must lay on his back" → "lie": "lay" with no object, after a modal or "to". */
const liePattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'lay' || !/^(?:to|must|should|can|could|will|would|may|not)$/.test(lower(tokens, index - 1))) return null;
  if (
    !/^(?:on|in)$/.test(lower(tokens, index + 1)) ||
    !/^(?:his|her|their|the|a|its|your|my|our)$/.test(lower(tokens, index + 2))
  )
    return null;
  if (!/^(?:his|her|their|your|my|our)$/.test(lower(tokens, index + 2))) return null;
  if (!/^(?:back|side|stomach|front|belly|bed)$/.test(lower(tokens, index + 3))) return null;
  return confused(word, 'lie');
};

/** "staff were asked to be discrete when handling" → "discreet": of a person's tact. */
const discreetPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'discrete' || lower(tokens, index - 1) !== 'be') return null;
  // "be discrete about", "be discrete when handling": tact about a matter ("be discrete when the number of
  // categories is small", "discrete with finite support" are of values).
  const next = lower(tokens, index + 1);
  const after = tokens[index + 2];
  if (next !== 'about' && !(/^(?:when|in)$/.test(next) && after?.pos === 'VERB' && /ing$/.test(after.lower))) return null;
  return confused(word, 'discreet');
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
    inferPattern,
    counselPattern,
    alternatelyPattern,
    raisePattern,
    losePattern,
    stationeryPattern,
    assurePattern,
    formerlyPattern,
    citePattern,
    prescribePattern,
    liePattern,
    discreetPattern,
  ]);
}
