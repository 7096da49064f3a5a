import type { TLint } from '../lint.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { consistencyLint } from './tense-links.ts';
import { isPast, isPresent } from './time-tense.ts';

/** Conjunctions of time whose clause shares the time of the main clause before it. */
const TIME_CONJUNCTIONS = /^(?:before|until|till|once)$/;
/** Words that make the clause before the conjunction a reported or general one: "It was shown that X rises before …". */
const REPORTING = /^(?:that|if|whether|when|whenever|which|who|because|since|as|will|would|can|may|must|should)$/;
/** Subject pronouns of a clause of time: "until it turns blue", "before they reach". */
const PRONOUNS = /^(?:it|they|he|she)$/;
/** Determiners that open a noun subject: "before the treatment begins", "until each sample reaches". */
const DETERMINERS = /^(?:the|each|every|its|their|this|these|his|her)$/;

/** The past verb of the main clause before `end`: "were fed", "stirred" after its subject; or undefined. */
function mainPastVerb(tokens: readonly TToken[], end: number): TToken | undefined {
  const clause = tokens.slice(0, end);
  if (clause.some((word) => word.pos === 'SCONJ' || REPORTING.test(word.lower) || /^[;:]$/.test(word.text))) return undefined;
  // "The device was designed to shut off once the voltage drops": an infinitive tells what it does whenever that happens.
  if (clause.some((word, i) => word.lower === 'to' && clause[i + 1]?.pos === 'VERB')) return undefined;
  for (let at = 1; at < end; at += 1) {
    const word = tokens[at] as TToken;
    const before = tokens[at - 1] as TToken;
    const isSubjectBefore = /^(?:NOUN|PRON|PROPN)$/.test(before.pos) || before.pos === 'ADV';
    if (/^(?:was|were)$/.test(word.lower) && isSubjectBefore) return word;
    if (word.pos === 'VERB' && isPast(word) && /^(?:NOUN|PRON|PROPN)$/.test(before.pos)) return word;
  }
  return undefined;
}

/**
 * A present in a clause of time after a past main clause: "The mice were fed a high-fat diet for eight weeks before the
 * treatment begins" → "began", "The samples were stirred until the solution turns blue" → "turned", "…before it is
 * tested" → "was tested". The main clause opens the sentence with its subject and a simple past or was/were (no
 * reporting "that", no modal, no infinitive ("designed to shut off once the voltage drops"), no comma before the
 * conjunction: "in May, before the monsoon begins" may be a yearly fact); the clause of "before", "until" or "once" opens with "it"/"they" or a determiner and a noun, and its verb is
 * an -s form or "is"/"are".
 */
export function timeClauseTenseLints(tokens: readonly TToken[]): TLint[] {
  const at = tokens.findIndex((token, i) => i > 2 && TIME_CONJUNCTIONS.test(token.lower));
  if (at < 0 || tokens[at - 1]?.pos === 'PUNCT') return [];
  const past = mainPastVerb(tokens, at);
  if (!past) return [];
  let verbAt = at + 1;
  if (PRONOUNS.test(tokens[verbAt]?.lower ?? '')) verbAt += 1;
  else if (DETERMINERS.test(tokens[verbAt]?.lower ?? '')) {
    verbAt += 1;
    while (/^(?:ADJ|NOUN)$/.test(tokens[verbAt]?.pos ?? '') && tokens[verbAt + 1]?.pos !== 'PUNCT') verbAt += 1;
    if (tokens[verbAt - 1]?.pos !== 'NOUN') return [];
  } else return [];
  const verb = tokens[verbAt];
  if (!verb) return [];
  // The rest of the sentence may not say it is general or later: "until it reaches 5 cm, which takes …", "will".
  if (tokens.slice(verbAt + 1).some((token) => REPORTING.test(token.lower) && token.lower !== 'as')) return [];
  if (verb.pos === 'AUX' && /^(?:is|are)$/.test(verb.lower) && tokens[verbAt + 1]?.pos === 'VERB') {
    return [consistencyLint(verb, past.text, verb.lower === 'is' ? 'was' : 'were')];
  }
  const isSForm = verb.pos === 'VERB' && /[^s]s$/.test(verb.lower) && isPresent(verb);
  const correction = isSForm ? pastTenseOf(verb.lemma) : null;
  return correction ? [consistencyLint(verb, past.text, correction)] : [];
}
