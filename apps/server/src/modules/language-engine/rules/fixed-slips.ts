import type { TLint } from '../lint.ts';
import { agreementLint } from './agreement-reach.ts';
import { extraWordLint } from './extra-words.ts';
import { needsVerbLint, prepositionGapLint } from './left-out-words.ts';
import { missingToLint } from './missing-frames.ts';
import { confusionLint, grammarLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import {
  firstFindingAtEachToken,
  isBaseBeforeObject,
  isHyphenedToNext,
  isPlainBaseVerb,
  lowerAt,
  type TTokenPattern,
} from './token-patterns.ts';

/**
 * Slips in fixed frames of research writing, each flagged only where the written words cannot stand: left-out words
 * ("A total (of) 150", "pointed (out) that", "looking forward (to) hearing", "do not hesitate (to) contact", "many
 * factors (that) can affect"), extra words ("outperforms than", "As we all know that,", "did not answer to the
 * questions", "lets users to define"), verb forms ("The aim … is to investigating" → "investigate"), and false
 * friends and look-alikes ("would advice" → "advise", "In this paper we pretend to show" → "intend", "experiments were
 * realized" → "carried out", "became stationery" → "stationary"). Tried and dropped after a reviewer's read, whose
 * right uses look the same: "were growth in" ("The main driver was growth in exports"), "are depended on" ("is
 * depended on the most"), "the actual government", "a short resume of", "discreet intervals", "made them to".
 */

const confused = (token: TToken, correction: string) => confusionLint(token.start, token.end, token.text, correction);

/** "A total 150 students" → "A total of 150". */
const totalOfPattern: TTokenPattern = (tokens, index) => {
  if (lowerAt(tokens, index) !== 'total' || lowerAt(tokens, index - 1) !== 'a' || tokens[index + 1]?.pos !== 'NUM') return null;
  // "a total 180-degree turn": the number is part of a compound adjective.
  if (isHyphenedToNext(tokens, index + 1)) return null;
  return prepositionGapLint(tokens, index, 'of');
};

/** "The reviewer pointed that the sample" → "pointed out that": "point" before a "that" clause. */
const pointedOutPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (!/^(?:point|points|pointed|pointing)$/.test(word.lower) || word.pos !== 'VERB' || lowerAt(tokens, index + 1) !== 'that')
    return null;
  // "pointed that gun": "that" as a determiner; a clause opens with a determiner or a pronoun after it.
  if (!/^(?:DET|PRON)$/.test(tokens[index + 2]?.pos ?? '') || tokens[index + 2]?.lower === 'that') return null;
  return prepositionGapLint(tokens, index, 'out');
};

/** "We are looking forward hearing from you" → "forward to hearing". */
const forwardToPattern: TTokenPattern = (tokens, index) => {
  if (lowerAt(tokens, index) !== 'forward' || !/^(?:look|looks|looked|looking)$/.test(lowerAt(tokens, index - 1))) return null;
  const next = tokens[index + 1];
  const isObject = !!next && ((next.pos === 'VERB' && /ing$/.test(next.lower)) || /^(?:your|our|meeting)$/.test(next.lower));
  return isObject ? prepositionGapLint(tokens, index, 'to') : null;
};

/** "Please do not hesitate contact me" → "hesitate to contact". */
const hesitateToPattern: TTokenPattern = (tokens, index) => {
  if (!/^(?:hesitate|hesitated)$/.test(lowerAt(tokens, index))) return null;
  const verb = tokens[index + 1];
  if (!verb || !isBaseBeforeObject(tokens, index + 1) || !/^(?:PRON|DET|NOUN)$/.test(tokens[index + 2]?.pos ?? '')) return null;
  return missingToLint(tokens, index, verb);
};

const MODAL = /^(?:can|could|may|might|will|would|should|must)$/;

/** "There are many factors can affect" → "factors that can affect": "there is/are" with a noun and a modal's clause. */
const thereThatPattern: TTokenPattern = (tokens, index) => {
  if (lowerAt(tokens, index) !== 'there' || !/^(?:is|are|was|were)$/.test(lowerAt(tokens, index + 1))) return null;
  let at = index + 2;
  if (/^(?:many|several|some|few|a|an|no|other|various|numerous)$/.test(lowerAt(tokens, at))) at += 1;
  while (tokens[at]?.pos === 'ADJ' && at < index + 6) at += 1;
  // "There is little governments can achieve": "little" or "much" as the pronoun the clause describes.
  if (tokens.slice(index + 2, at).some((token) => /^(?:little|much)$/.test(token.lower))) return null;
  if (tokens[at]?.pos !== 'NOUN' || !MODAL.test(lowerAt(tokens, at + 1)) || !isPlainBaseVerb(tokens[at + 2])) return null;
  return prepositionGapLint(tokens, at, 'that');
};

/** "The proposed model outperforms than the baseline" → delete "than". */
const outperformThanPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'than' || !/^(?:outperform|outperforms|outperformed|outperforming)$/.test(lowerAt(tokens, index - 1)))
    return null;
  return extraWordLint(word);
};

/** "As we all know that, antibiotic resistance" → delete "that": "as" already links what is known. */
const asKnowThatPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'that' || index > 5 || lowerAt(tokens, 0) !== 'as') return null;
  const verb = lowerAt(tokens, index - 1);
  if (!/^(?:know|knew|mentioned|said|stated|noted|shown)$/.test(verb)) return null;
  // "As we knew that morning": "that" as a time's determiner.
  if (tokens[index + 1]?.pos === 'NOUN') return null;
  const between = tokens.slice(1, index - 1).map((token) => token.lower);
  const isSubject =
    /^(?:we|you|everyone|everybody)$/.test(between[0] ?? '') &&
    between.slice(1).every((w) => /^(?:all|have|has|already|above)$/.test(w));
  return isSubject ? extraWordLint(word) : null;
};

/** Things one answers directly: "answer (to) the questions". */
const ANSWERED =
  /^(?:question|questions|questionnaire|questionnaires|survey|surveys|item|items|letter|letters|email|emails|call|calls|phone)$/;

/** "did not answer to the questions about income" → delete "to": "answer" as a verb takes its object directly. */
const answerToPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  const verb = tokens[index - 1];
  if (word.lower !== 'to' || !verb || !/^(?:answer|answers|answered|answering)$/.test(verb.lower) || verb.pos !== 'VERB')
    return null;
  // "the answer to the question": the noun, after a determiner.
  if (/^(?:DET|ADJ)$/.test(tokens[index - 2]?.pos ?? '')) return null;
  let at = index + 1;
  if (!/^(?:the|these|all|our|their|its|this|each|every|your)$/.test(lowerAt(tokens, at))) return null;
  at += 1;
  while (/^(?:ADJ|NOUN)$/.test(tokens[at]?.pos ?? '') && !ANSWERED.test(lowerAt(tokens, at)) && at < index + 5) at += 1;
  return ANSWERED.test(lowerAt(tokens, at)) ? extraWordLint(word) : null;
};

/** "The software lets users to define" → delete "to": "let" and "make" with an object take the bare infinitive. */
const letToPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'to' || !isPlainBaseVerb(tokens[index + 1]) || tokens[index + 1]?.pos !== 'VERB') return null;
  const object = tokens[index - 1];
  const verb = tokens[index - 2];
  // Only "let": "made them to fit" is "make" with an infinitive of purpose.
  if (!object || !verb || !/^(?:let|lets|letting)$/.test(verb.lower) || verb.pos !== 'VERB') return null;
  const isObject = /^(?:me|us|them|him|her|users|people|students|participants|patients|farmers|workers|children|readers)$/.test(
    object.lower,
  );
  return isObject ? extraWordLint(word) : null;
};

/** "The aim of this study is to investigating" → "to investigate": an aim's infinitive written in -ing. */
const aimToPattern: TTokenPattern = (tokens, index) => {
  const verb = tokens[index] as TToken;
  if (lowerAt(tokens, index - 1) !== 'to' || !/^(?:is|was)$/.test(lowerAt(tokens, index - 2))) return null;
  if (verb.pos !== 'VERB' || !/^[a-z]{3,}ing$/.test(verb.lower) || verb.lemma === verb.lower) return null;
  // The aim is the subject's head: the sentence opens "The aim (of …) is to", with no other clause before "is".
  const subject = tokens.slice(0, index - 2).find((token) => token.pos === 'NOUN');
  if (!subject || !/^(?:aim|goal|purpose|objective|intention|task)$/.test(subject.lower)) return null;
  if (
    !/^(?:DET|PRON)$/.test(tokens[0]?.pos ?? '') ||
    tokens.slice(0, index - 2).some((token) => /^(?:PUNCT|CCONJ|VERB|AUX)$/.test(token.pos))
  )
    return null;
  return confused(verb, verb.lemma);
};

/** "We would advice readers to" → "advise": the noun after a modal or a personal subject. */
const advicePattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'advice' || !/^(?:would|will|can|could|should|must|may|we|i|they)$/.test(lowerAt(tokens, index - 1)))
    return null;
  // "Can advice websites help?": a question's modal, where "advice" may be the noun of a compound.
  if (tokens.at(-1)?.text === '?') return null;
  return /^(?:PRON|DET|NOUN|ADJ)$/.test(tokens[index + 1]?.pos ?? '') || lowerAt(tokens, index + 1) === 'against'
    ? confused(word, 'advise')
    : null;
};

/** "In this paper we pretend to show" → "intend": "pretend" in the sense of its Spanish and Portuguese look-alikes. */
const pretendPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (!/^(?:pretend|pretended)$/.test(word.lower) || !/^(?:we|i)$/.test(lowerAt(tokens, index - 1))) return null;
  // Only of the writer's own work: "In this paper we pretend to show".
  const isOwnWork = tokens
    .slice(0, index)
    .some((token) => /^(?:paper|study|article|work|thesis|chapter|research|section|manuscript)$/.test(token.lower));
  if (!isOwnWork) return null;
  if (
    lowerAt(tokens, index + 1) !== 'to' ||
    !/^(?:show|demonstrate|prove|present|analyse|analyze|study|investigate|examine|discuss|describe|propose|contribute|explore|evaluate|assess|compare|determine)$/.test(
      lowerAt(tokens, index + 2),
    )
  )
    return null;
  return confused(word, word.lower === 'pretend' ? 'intend' : 'intended');
};

/** "All experiments were realized at room temperature" → "carried out": work done, not made real. */
const realizedPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (!/^(?:realized|realised)$/.test(word.lower) || !/^(?:was|were|been|be|is|are)$/.test(lowerAt(tokens, index - 1)))
    return null;
  // The subject's head: its first noun ("The savings predicted by the simulations were realized" has "savings").
  const subject = tokens.slice(0, index - 1).find((token) => token.pos === 'NOUN');
  if (
    !/^(?:experiments?|measurements?|tests?|analysis|analyses|surveys?|interviews?|assays?|simulations?|trials?|calculations?|observations?|procedures?)$/.test(
      subject?.lower ?? '',
    )
  )
    return null;
  return confused(word, 'carried out');
};

/** "The time series became stationery" → "stationary": not moving, not paper and pens. */
const stationeryPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'stationery') return null;
  const before = lowerAt(tokens, index - 1);
  const isState = /^(?:became|become|becomes)$/.test(before);
  const isSeries =
    /^(?:is|are|was|were|be)$/.test(before) &&
    /^(?:series|process|signal|variable|variables|processes)$/.test(lowerAt(tokens, index - 2));
  return isState || isSeries ? confused(word, 'stationary') : null;
};

/** "half of world's population" → "of the world's": "world" as a possessive takes "the". */
const worldsPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.text !== 'world' || !/^['’]s$/.test(tokens[index + 1]?.text ?? '') || lowerAt(tokens, index + 2) === 'end')
    return null;
  if (!/^(?:ADP|VERB|CCONJ)$/.test(tokens[index - 1]?.pos ?? '') && index > 0) return null;
  return grammarLint(
    word.start,
    word.end,
    'article-definite',
    `“${word.text}” takes “the”: “the ${word.text}”.`,
    { word: word.text, correction: 'the' },
    `the ${word.text}`,
  );
};

/** Fields of study in -ics, singular as subjects: "Mathematics are often perceived" → "is". */
const FIELDS = /^(?:Mathematics|Physics|Economics|Linguistics|Genetics|Phonetics)$/;

const fieldsAgreementPattern: TTokenPattern = (tokens, index) => {
  const field = tokens[index] as TToken;
  const verb = tokens[index + 1];
  if (index > 0 || !FIELDS.test(field.text) || !verb || !/^(?:are|were)$/.test(verb.lower)) return null;
  return agreementLint(field, verb, 'singular', verb.lower === 'are' ? 'is' : 'was');
};

/** "There has been few studies" → "There have been": "there has" before a plural amount. */
const thereHasPluralPattern: TTokenPattern = (tokens, index) => {
  const has = tokens[index] as TToken;
  if (has.lower !== 'has' || lowerAt(tokens, index - 1) !== 'there' || lowerAt(tokens, index + 1) !== 'been') return null;
  const amount = tokens[index + 2];
  let at = index + 3;
  while (tokens[at]?.pos === 'ADJ' && at < index + 6) at += 1;
  const noun = tokens[at];
  const isPluralNoun =
    noun?.pos === 'NOUN' &&
    noun.lemma !== noun.lower &&
    /s$/.test(noun.lower) &&
    !/^(?:data|news|series|species)$/.test(noun.lower);
  const isPluralAmount =
    /^(?:few|many|several|numerous|two|three|four|five|various|multiple)$/.test(amount?.lower ?? '') ||
    (/^\d+$/.test(amount?.text ?? '') && amount?.text !== '1');
  if (!isPluralAmount || !isPluralNoun) return null;
  return agreementLint(noun, has, 'plural', 'have');
};

/** "Table 3 and Figure 4 shows" → "show": two numbered parts of the paper joined by "and" are a plural subject. */
const PARTS = /^(?:Table|Figure|Fig|Tables|Figures|Appendix|Section|Equation)$/;

const partsAgreementPattern: TTokenPattern = (tokens, index) => {
  const verb = tokens[index] as TToken;
  // The tagger may read the verb as a plural noun after a number ("Figure 4 shows the").
  if (!/^(?:VERB|NOUN)$/.test(verb.pos) || !/[^s]s$/.test(verb.lower) || verb.lemma === verb.lower) return null;
  if (verb.pos === 'NOUN' && !/^(?:DET|ADJ|NOUN)$/.test(tokens[index + 1]?.pos ?? '') && lowerAt(tokens, index + 1) !== 'that')
    return null;
  const [first, firstNumber, and, second, secondNumber] = tokens.slice(index - 5, index);
  if (!PARTS.test(first?.text ?? '') || !PARTS.test(second?.text ?? '') || and?.lower !== 'and') return null;
  const before = tokens[index - 6];
  if (
    firstNumber?.pos !== 'NUM' ||
    secondNumber?.pos !== 'NUM' ||
    (before && before.pos !== 'PUNCT' && !/^(?:as|and|that)$/.test(before.lower))
  )
    return null;
  return agreementLint(
    { text: `${first?.text} ${firstNumber.text} and ${second?.text} ${secondNumber.text}` },
    verb,
    'plural',
    verb.lemma,
  );
};

/** Adjectives a relative "who" needs "be" before: "Students who (were) absent from the exam". */
const WHO_STATES = /^(?:absent|unable|able|responsible|eligible|unaware|aware|available|willing|reluctant|familiar|interested)$/;

/** "Students who absent from the final exam were excluded" → "who were absent". */
const whoBePattern: TTokenPattern = (tokens, index) => {
  const who = tokens[index] as TToken;
  const adjective = tokens[index + 1];
  if (who.lower !== 'who' || tokens[index - 1]?.pos !== 'NOUN' || !adjective || !WHO_STATES.test(adjective.lower)) return null;
  if (!/^(?:from|for|to|of|in|with|at)$/.test(lowerAt(tokens, index + 2))) return null;
  const noun = tokens[index - 1] as TToken;
  const plural = noun.lemma !== noun.lower || /^(?:people|children)$/.test(noun.lower);
  const main = tokens.slice(index + 3).find((token) => token.pos === 'AUX' || token.pos === 'VERB');
  const past = !!main && /^(?:was|were|had|did)$/.test(main.lower);
  const be = past ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
  return needsVerbLint(tokens, index, index + 1, [`${who.text} ${be} ${adjective.text}`]);
};

/** Places one goes into, which "enter" takes directly: "entered (into) the room" (not "entered into an agreement"). */
const ENTERED_PLACES =
  /^(?:room|rooms|building|house|hall|laboratory|lab|classroom|class|office|hospital|ward|city|country|cave|tunnel|field|chamber|vehicle|car|bus|water|station)$/;

/** "The participants entered into the testing room" → delete "into". */
const enteredIntoPattern: TTokenPattern = (tokens, index) => {
  const into = tokens[index] as TToken;
  if (into.lower !== 'into' || !/^(?:enter|enters|entered|entering)$/.test(lowerAt(tokens, index - 1))) return null;
  let at = index + 1;
  if (!/^(?:the|a|an|this|that|their|our|his|her|its|each)$/.test(lowerAt(tokens, at))) return null;
  at += 1;
  while (/^(?:ADJ|NOUN)$/.test(tokens[at]?.pos ?? '') && !ENTERED_PLACES.test(lowerAt(tokens, at)) && at < index + 5) at += 1;
  if (!ENTERED_PLACES.test(lowerAt(tokens, at)) || tokens[at + 1]?.pos === 'NOUN' || /^['’]s$/.test(tokens[at + 1]?.text ?? ''))
    return null;
  return extraWordLint(into);
};

/** "The method what we propose does not require" → "that": "what" as a relative after the subject's noun. */
const whatRelativePattern: TTokenPattern = (tokens, index) => {
  const what = tokens[index] as TToken;
  if (what.lower !== 'what' || tokens[index - 1]?.pos !== 'NOUN' || !/^(?:the|this|a|an)$/.test(lowerAt(tokens, 0))) return null;
  // The noun phrase opens the sentence: "The method what we propose".
  if (tokens.slice(1, index).some((token) => !/^(?:NOUN|ADJ)$/.test(token.pos))) return null;
  if (!/^(?:we|they|i|you|he|she)$/.test(lowerAt(tokens, index + 1)) || tokens[index + 2]?.pos !== 'VERB') return null;
  // Its main verb comes after the relative clause's.
  const rest = tokens.slice(index + 3);
  if (!rest.some((token) => token.pos === 'AUX' || (token.pos === 'VERB' && token.lower !== token.lemma))) return null;
  return confused(what, 'that');
};

/** Slips in fixed frames: see the file's comment. */
export function fixedSlipLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [
    totalOfPattern,
    pointedOutPattern,
    forwardToPattern,
    hesitateToPattern,
    thereThatPattern,
    outperformThanPattern,
    asKnowThatPattern,
    answerToPattern,
    letToPattern,
    aimToPattern,
    advicePattern,
    pretendPattern,
    realizedPattern,
    stationeryPattern,
    worldsPattern,
    fieldsAgreementPattern,
    thereHasPluralPattern,
    partsAgreementPattern,
    whoBePattern,
    enteredIntoPattern,
    whatRelativePattern,
  ]);
}
