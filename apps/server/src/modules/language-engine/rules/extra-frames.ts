import type { TLint } from '../lint.ts';
import { extraWordLint } from './extra-words.ts';
import { nounNumber } from './number-forms.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken, lowerAt } from './token-patterns.ts';

/**
 * More words learners add (extra-words.ts has the older patterns): a pronoun that repeats the subject ("The
 * patients they were followed", "The teachers, they believe"), the object of a relative clause ("the model which we
 * proposed it outperforms"), "there" in a clause opened by "where", the first "to" of "enables to researchers to
 * annotate", a preposition before a "that" clause ("agreed with that the"), "at" before "where", "with" before
 * "using", "be able to" after "can", "to" after the verb "answer", "of" after the verb "lack", and "the" before the
 * name of a city or a country ("in the Tokyo").
 */

const TIME_HEADS =
  /^(?:day|days|year|years|week|weeks|month|months|morning|evening|night|time|decade|decades|season|summer|winter)$/;

/** The end (exclusive) of a noun phrase from `at`: a determiner, adjectives and nouns ("the rural areas"), or `at` when none. */
function phraseEnd(tokens: readonly TToken[], at: number): number {
  let i = at;
  if (/^(?:DET|NUM)$/.test(tokens[i]?.pos ?? '')) i += 1;
  while (/^(?:ADJ|NOUN|NUM)$/.test(tokens[i]?.pos ?? '') && i - at < 6) i += 1;
  return tokens[i - 1]?.pos === 'NOUN' ? i : at;
}

/** Whether a pronoun agrees with the head noun it would repeat: "they" a plural, "it" a singular. */
function agrees(pronoun: TToken, head: TToken | undefined): boolean {
  const number = head ? nounNumber(head) : null;
  return (pronoun.lower === 'they' && number === 'plural') || (pronoun.lower === 'it' && number === 'singular');
}

/** A verb of a clause: an auxiliary or a lexical verb that is not an -ing form nor a participle. */
const isClauseVerb = (token: TToken) =>
  token.pos === 'AUX' || (token.pos === 'VERB' && !(token.lemma !== token.lower && /(?:ing|ed|en|wn)$/.test(token.lower)));

/**
 * "The patients they were followed up" → delete "they", "the population of the city it doubled" → delete "it", "The
 * teachers, they believe that" → delete "they": the sentence's subject phrase (after an opening phrase and its comma
 * at most), then a pronoun that agrees with it and its verb. Without a comma, a later verb makes the pronoun the
 * subject of a relative clause without "that" ("The methods they used are described"), which is left alone.
 */
function repeatedSubjectLint(tokens: readonly TToken[], index: number): TLint | null {
  const pronoun = tokens[index] as TToken;
  if (!/^(?:they|it)$/.test(pronoun.lower) || index < 2) return null;
  let start = 0;
  const firstComma = tokens.findIndex((token) => token.text === ',');
  if (firstComma > 0 && firstComma < index - 1 && /^(?:ADP|ADV)$/.test(tokens[0]?.pos ?? '')) start = firstComma + 1;
  if (!/^(?:DET)$/.test(tokens[start]?.pos ?? '') && !/^(?:these|those|most|many|all)$/.test(tokens[start]?.lower ?? ''))
    return null;
  let end = phraseEnd(tokens, start);
  const head = tokens[end - 1];
  if (end === start || TIME_HEADS.test(head?.lower ?? '')) return null;
  // "the population of the city it doubled", "The farmers in this region they rely": one phrase after the noun.
  if (/^(?:of|in|from|at|on)$/.test(tokens[end]?.lower ?? '')) end = phraseEnd(tokens, end + 1);
  const hasComma = tokens[end]?.text === ',';
  if (end === start || (hasComma ? end + 1 : end) !== index || !agrees(pronoun, head)) return null;
  // The pronoun's verb: auxiliaries and adverbs, then one lexical verb.
  let at = index + 1;
  while (/^(?:AUX|ADV|PART)$/.test(tokens[at]?.pos ?? '') && at - index < 5) at += 1;
  const verb = tokens[at];
  if (at === index + 1 && verb?.pos !== 'VERB') return null;
  if (verb?.pos === 'VERB') at += 1;
  // "The assumption it was based on proved false": a preposition left at the end of a relative clause, then its verb.
  if (tokens[at]?.pos === 'ADP' && /^(?:VERB|AUX)$/.test(tokens[at + 1]?.pos ?? '')) return null;
  // "The results, they argue, show": a parenthesis; without a comma, a later verb is the main clause's.
  if (tokens[at]?.text === ',' && hasComma) return null;
  // "The researchers they found that the drug worked": a later verb in the pronoun's verb's "that" clause.
  const isComplement =
    tokens[at]?.pos === 'SCONJ' &&
    /^(?:that|whether|if)$/.test(tokens[at]?.lower ?? '') &&
    // "The samples they collected that day were lost": "that" as a time's determiner.
    !/^(?:day|days|year|week|month|time|morning|evening|night|summer|winter|spring|autumn|season|way|one|period|century|decade|session|semester|term|afternoon|weekend)$/.test(
      tokens[at + 1]?.lower ?? '',
    ) &&
    // "The claims they made that the drug was safe were false": a verb after the clause is the main clause's; and
    // "The view it takes that markets correct themselves": a "that" clause that completes a noun of saying.
    verbGroupsAfter(tokens, at + 1) === 1 &&
    !CONTENT_NOUNS.test(head?.lower ?? '');
  if (!hasComma && !isComplement && tokens.slice(at).some(isClauseVerb)) return null;
  return extraWordLint(pronoun);
}

/** The number of finite verbs from `at` to the sentence's end, an auxiliary's own verb not counted again. */
function verbGroupsAfter(tokens: readonly TToken[], at: number): number {
  let count = 0;
  for (let i = at; i < tokens.length; i += 1) {
    if (!/^(?:VERB|AUX)$/.test(tokens[i]?.pos ?? '')) continue;
    let before = i - 1;
    while (tokens[before]?.pos === 'ADV' || tokens[before]?.pos === 'PART') before -= 1;
    if (before < at || tokens[before]?.pos !== 'AUX') count += 1;
  }
  return count;
}

/** Nouns a "that" clause completes rather than modifies: "the fact that we did it". */
const CONTENT_NOUNS =
  /^(?:fact|idea|hypothesis|possibility|assumption|notion|claim|view|evidence|finding|findings|conclusion|belief|suggestion|observation|argument|impression|sense|way|proof|sign|chance|risk|recommendation|recommendations|requirement|statement|declaration|agreement|understanding|premise|message|warning|reminder|indication|commitment|proposal|request|decision|expectation|hope|concern|fear|news|rule|condition|demand|insistence|guarantee|promise|advice|instruction|instructions|principle|assurance|reason|extent|degree|point|time|day|moment|year|case)$/;

/** Verbs of telling whose object comes before a "that" clause: "We told the reviewers that we excluded them". */
const TELLING = /^(?:tell|inform|remind|assure|convince|notify|warn|show|teach|persuade|advise|reassure|promise|ask)$/;

/** Whether the noun at `noun` is the object of a verb of telling, past its determiner and adjectives. */
function toldThat(tokens: readonly TToken[], noun: number): boolean {
  let at = noun - 1;
  while (/^(?:DET|ADJ|NOUN|NUM)$/.test(tokens[at]?.pos ?? '') && noun - at < 4) at -= 1;
  return tokens[at]?.pos === 'VERB' && TELLING.test(tokens[at]?.lemma ?? '');
}

/** "The model which we proposed it outperforms" → delete "it": the relative word is already the verb's object. */
function relativeObjectLint(tokens: readonly TToken[], index: number): TLint | null {
  if (!/^(?:which|that|whom)$/.test(tokens[index]?.lower ?? '')) return null;
  const [before, relative, subject, verb, object, next] = tokens.slice(index - 1, index + 5);
  // "The instrument, which we used it in": "which" after the noun's comma.
  const isAfterComma = before?.text === ',' && relative?.lower === 'which';
  const noun = isAfterComma ? tokens[index - 2] : before;
  if (!relative || !/^(?:which|that|whom)$/.test(relative.lower) || noun?.pos !== 'NOUN' || !subject || !verb) return null;
  if (relative.lower === 'that' && (CONTENT_NOUNS.test(noun.lower) || toldThat(tokens, index - 1))) return null;
  if (!/^(?:we|they|i|he|she)$/.test(subject.lower) || verb.pos !== 'VERB' || !object || !/^(?:it|them)$/.test(object.lower))
    return null;
  // "which we used it in our study": after "which", a preposition of place or time may follow the object.
  // Not a preposition left at the clause's end, whose object "which" is: "the tool which we bought it for."
  const isWhichPlace =
    relative.lower === 'which' &&
    /^(?:in|at|during|for|on)$/.test(next?.lower ?? '') &&
    (/^(?:DET|NOUN|NUM|ADJ|PROPN)$/.test(tokens[index + 5]?.pos ?? '') ||
      /^(?:our|their|its|his|her|my|your)$/.test(tokens[index + 5]?.lower ?? ''));
  if (!next || !(next.pos === 'AUX' || next.pos === 'VERB' || /^[,.;]$/.test(next.text) || isWhichPlace)) return null;
  // After "that", a mark may end a content clause ("the recommendation that we exclude them."): only the main
  // clause's verb right after the object shows a relative clause.
  if (relative.lower === 'that' && next.pos === 'PUNCT') return null;
  // "which we thought it best to reject": "it" stands for the infinitive after an adjective or a noun.
  if (lowerAt(tokens, index + 5) === 'to') return null;
  return extraWordLint(object);
}

/** "where most of the poor people live there," → delete "there": "where" already places the clause. */
function whereThereLint(tokens: readonly TToken[], index: number): TLint | null {
  const there = tokens[index] as TToken;
  if (there.lower !== 'there' || tokens[index - 1]?.pos !== 'VERB' || !/^[,.;)]$/.test(tokens[index + 1]?.text ?? ''))
    return null;
  for (let i = index - 2; i >= 1 && index - i < 12; i -= 1) {
    const token = tokens[i] as TToken;
    if (token.pos === 'PUNCT' && token.text !== '-') return null;
    if (token.lower === 'where')
      return /^(?:NOUN|PROPN)$/.test(tokens[i - 1]?.pos ?? '') || tokens[i - 1]?.text === ',' ? extraWordLint(there) : null;
  }
  return null;
}

/** Verbs whose object comes before "to" and a verb: "enables (to) researchers to annotate". */
const ENABLING = /^(?:enable|enables|enabled|enabling|allow|allows|allowed|allowing|permit|permits|permitted|help|helps|helped)$/;

/** "This software enables to researchers to annotate" → delete the first "to": the object sits between the two. */
function enableToLint(tokens: readonly TToken[], index: number): TLint | null {
  const [verb, to] = [tokens[index] as TToken, tokens[index + 1]];
  if (!ENABLING.test(verb.lower) || verb.pos !== 'VERB' || to?.lower !== 'to') return null;
  const first = tokens[index + 2];
  const isPronoun = /^(?:them|us|you|him|her|me)$/.test(first?.lower ?? '');
  const end = isPronoun ? index + 3 : phraseEnd(tokens, index + 2);
  if (end === index + 2 || tokens[end]?.lower !== 'to' || tokens[end + 1]?.pos !== 'VERB') return null;
  // "helped to some extent to reduce", "helped to this end to": a phrase of degree or purpose, not the object.
  if (/^(?:extent|degree|point|level|end|date)$/.test(tokens[end - 1]?.lower ?? '')) return null;
  // The object opens with a determiner or is a plural ("to researchers"): a bare singular may be the verb after "to".
  const opensObject =
    isPronoun || first?.pos === 'DET' || (first?.pos === 'NOUN' && nounNumber(first) === 'plural' && end === index + 3);
  if (!opensObject || /^(?:some|a|an|any|certain)$/.test(first?.lower ?? '')) return null;
  return extraWordLint(to);
}

/** Words before a preposition that learners keep before a "that" clause: "agreed with that", "aware of that". */
const THAT_HEADS =
  /^(?:agree|agreed|agrees|insist|insisted|insists|comment|commented|complain|complained|aware|sure|convinced|concerned|worried|emphasi[sz]ed|emphasi[sz]e|think|thought|know|knew|informed|reminded)$/;

/** "Most of the respondents agreed with that the program was useful" → delete "with": "that" opens a clause. */
function prepositionThatLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index + 1]?.lower !== 'that') return null;
  const [head, preposition, that, subject] = tokens.slice(index - 1, index + 3);
  if (!preposition || !/^(?:with|of|about|on)$/.test(preposition.lower) || that?.lower !== 'that' || !subject) return null;
  if (!head || !THAT_HEADS.test(head.lower)) return null;
  if (!/^(?:the|a|an|this|these|those|we|they|it|there|he|she|i|most|all|some|many|our|their|its)$/.test(subject.lower))
    return null;
  if (!tokens.slice(index + 3, index + 9).some((token) => isClauseVerb(token))) return null;
  return extraWordLint(preposition);
}

/** Verbs of placing whose "at" cannot go before "where" ("looked at where", "pointed at where" are right). */
const PLACING = /^(?:placed|located|positioned|situated|installed|mounted|stationed|put|set|fixed)$/;
/** Verbs of measuring and analysis whose "with" cannot go before "using" ("compared with using", "problems with using" are right). */
const MEASURING =
  /^(?:measured|analy[sz]ed|calculated|estimated|determined|detected|assessed|evaluated|quantified|computed|examined|tested|identified|obtained|performed|conducted|done|recorded|collected|extracted|characteri[sz]ed|monitored|modell?ed|predicted|classified|confirmed|verified|visuali[sz]ed|imaged|scanned|treated)$/;

/** "placed at where the airflow is stable" → delete "at"; "measured with using a probe" → delete "with". */
function stackedPrepositionLint(tokens: readonly TToken[], index: number): TLint | null {
  const [word, next] = [tokens[index] as TToken, tokens[index + 1]];
  if (word.lower === 'at' && next?.lower === 'where' && PLACING.test(tokens[index - 1]?.lower ?? '')) return extraWordLint(word);
  if (
    word.lower === 'with' &&
    next?.lower === 'using' &&
    MEASURING.test(tokens[index - 1]?.lower ?? '') &&
    /^(?:DET|NOUN|ADJ|PROPN)$/.test(tokens[index + 2]?.pos ?? '')
  )
    return extraWordLint(word);
  return null;
}

/** "This model can be able to predict" → "can predict": "can" already says "be able to". */
function canBeAbleLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index]?.lower !== 'can') return null;
  const [can, be, able, to] = tokens.slice(index, index + 4);
  if (can?.lower !== 'can' || be?.lower !== 'be' || able?.lower !== 'able' || to?.lower !== 'to') return null;
  const word = `${be.text} ${able.text} ${to.text}`;
  return {
    ...extraWordLint(be),
    start: can.start,
    end: to.end,
    message: `Delete “${word}”: it is not needed here.`,
    messageValues: { word },
    suggestions: [{ kind: 'replace', text: can.text }],
  };
}

/** "asked to answer to ten questions" → delete "to": the verb "answer" takes its object directly. */
function answerToLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index + 1]?.lower !== 'to') return null;
  const [answer, to, object] = tokens.slice(index, index + 3);
  if (answer?.lemma !== 'answer' || answer.pos !== 'VERB' || to?.lower !== 'to' || !object) return null;
  const before = tokens[index - 1]?.lower ?? '';
  const isVerb =
    answer.lower === 'answered'
      ? !/^(?:is|are|was|were|be|been)$/.test(before)
      : /^(?:to|can|could|will|would|should|must|may|might|we|they|i|you|please)$/.test(before);
  if (!isVerb || !/^(?:NUM|DET|ADJ|NOUN|PRON)$/.test(object.pos)) return null;
  return extraWordLint(to);
}

/** Words that modify the noun "lack" and that the tagger may read as nouns: "the total lack of". */
const LACK_MODIFIERS =
  /^(?:total|general|relative|complete|virtual|perceived|apparent|overall|striking|notable|near|comparative|current|marked|obvious)$/;

/** "Smallholder farmers in the region lack of access" → delete "of": "lack" is the clause's verb after its subject. */
function lackOfLint(tokens: readonly TToken[], index: number): TLint | null {
  const [lack, of] = [tokens[index] as TToken, tokens[index + 1]];
  if (lack.lower !== 'lack' || of?.lower !== 'of' || !/^(?:NOUN|ADJ|DET)$/.test(tokens[index + 2]?.pos ?? '')) return null;
  // The subject is a pronoun or a noun, right before "lack" or before "still", "also", "often" or a modal: "There is
  // still lack of evidence" keeps "lack" a noun, and so do "a total lack of", "the relative lack of" (adjectives the
  // tagger may read as nouns).
  const isSubject = (token: TToken | undefined) =>
    (token?.pos === 'NOUN' && nounNumber(token) !== null && !LACK_MODIFIERS.test(token.lower)) ||
    /^(?:they|we|i|you)$/.test(token?.lower ?? '');
  const hasAdverb = /^(?:still|often|also|may|might|can)$/.test(tokens[index - 1]?.lower ?? '');
  const subject = hasAdverb ? index - 2 : index - 1;
  if (!isSubject(tokens[subject]) || /^(?:a|an)$/.test(tokens[subject - 1]?.lower ?? '')) return null;
  // "the farmers' lack of", "poverty and lack of": a possessive or a list makes "lack" a noun.
  if (/^['’]/.test(tokens[index - 2]?.text ?? '') || tokens[index - 2]?.text === ',') return null;
  return extraWordLint(of);
}

/** Names of cities, countries and regions that take no article (not "the Netherlands", "the Amazon", "the US"). */
const BARE_PLACES = new Set(
  (
    'Tokyo Osaka Kyoto Beijing Shanghai Guangzhou Shenzhen Wuhan Seoul Busan Taipei Madrid Barcelona Lisbon Porto Lima ' +
    'Bogotá Bogota Quito Santiago Mexico Brazil Japan China Korea Taiwan Spain Portugal Chile Peru Argentina Colombia ' +
    'Ecuador Bolivia Uruguay Paraguay Venezuela India Vietnam Thailand Indonesia Malaysia Singapore Germany France Italy ' +
    'Canada Australia Europe Asia Africa London Paris Berlin Rome Sydney Toronto Mozambique Angola Kenya Nigeria Egypt'
  ).split(' '),
);

/** "housing in the Tokyo" → delete "the": a city or a country named alone (not "the Tokyo metropolitan area"). */
function placeTheLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index]?.lower !== 'the') return null;
  const [the, name, next] = tokens.slice(index, index + 3);
  if (the?.lower !== 'the' || !name || !BARE_PLACES.has(name.text)) return null;
  if (next && (/^(?:NOUN|PROPN|ADJ)$/.test(next.pos) || /^(?:of|and|&|['’]s?)$/.test(next.lower))) return null;
  // "the Asia-Pacific region", "the India–Pakistan border": a hyphen or a slash joins the name to another.
  if (next && next.start === name.end && /^[-‐–—/]$/.test(next.text)) return null;
  if (!/^(?:ADP|VERB)$/.test(tokens[index - 1]?.pos ?? '')) return null;
  return extraWordLint(the);
}

/** "This is a one of the main problems" → delete "a": "one of" has its own determiner. */
function aOneOfLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index]?.lower !== 'a' || tokens[index + 1]?.lower !== 'one' || tokens[index + 2]?.lower !== 'of') return null;
  return extraWordLint(tokens[index] as TToken);
}

/** Adjectives of ease whose subject is the object of the verb after "to": "The method is simple to use (it)". */
const EASE = /^(?:easy|simple|difficult|hard|convenient|straightforward|impossible|expensive|cheap|safe|quick)$/;

/** "The method is very simple to use it." → delete "it": a noun subject is already the object of "to use". */
function easeObjectLint(tokens: readonly TToken[], index: number): TLint | null {
  const object = tokens[index] as TToken;
  if (!/^(?:it|them)$/.test(object.lower) || !/^[.;,]$/.test(tokens[index + 1]?.text ?? '')) return null;
  const [adjective, to, verb] = tokens.slice(index - 3, index);
  if (!adjective || !EASE.test(adjective.lower) || to?.lower !== 'to' || verb?.pos !== 'VERB') return null;
  let be = index - 4;
  while (tokens[be]?.pos === 'ADV' && index - be < 7) be -= 1;
  if (!/^(?:is|are|was|were|be|remains|seems)$/.test(tokens[be]?.lower ?? '') || tokens[be - 1]?.pos !== 'NOUN') return null;
  return extraWordLint(object);
}

/** The findings of this file's patterns on a sentence. */
export function extraFrameLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [
    repeatedSubjectLint,
    relativeObjectLint,
    whereThereLint,
    enableToLint,
    prepositionThatLint,
    stackedPrepositionLint,
    canBeAbleLint,
    answerToLint,
    lackOfLint,
    placeTheLint,
    aOneOfLint,
    easeObjectLint,
  ]);
}
