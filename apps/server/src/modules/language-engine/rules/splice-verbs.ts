import { nounNumber } from './number-forms.ts';
import type { TToken } from './tagger.ts';

/**
 * Verbs that take no object, whose past form after a noun cannot be a participle of a reduced clause ("the others
 * arrived on schedule", not "the samples collected in 2019"): after a comma and a noun subject, they make a clause.
 */
const NO_OBJECT =
  /^(?:arrive|remain|appeal|occur|happen|emerge|exist|survive|persist|arise|disappear|appear|die|collapse|recover|fail|heal|increase|decrease|decline|stabilize|stabilise|proceed|succeed|vanish|erupt|resign|retire|relapse|deteriorate|evaporate)$/;

const isPastForm = (token: TToken | undefined) =>
  token?.pos === 'VERB' && token.lemma !== token.lower && !/(?:ing|en|wn|[^s]s)$/.test(token.lower);

/**
 * Whether the word at `verbAt` is the finite verb of a clause whose noun subject ends at `subjectEnd` (adverbs may
 * stand between), where the tests of clauses.ts ask for an auxiliary or an -s form: a plural subject and a present
 * ("these people rarely use credit", "the old rules still apply"), or a past of a verb that takes no object ("the
 * others arrived", "the plaintiff appealed", "the service level remained unchanged") or one with a pronoun object ("the
 * engineers replaced it"). Not a past participle with an object or a phrase ("the samples collected in 2019"), nor a list after it.
 */
export function isPlainClauseVerb(tokens: readonly TToken[], subjectEnd: number, verbAt: number): boolean {
  const [head, verb, next] = [tokens[subjectEnd - 1], tokens[verbAt], tokens[verbAt + 1]];
  if (!head || !verb || head.pos !== 'NOUN' || verb.pos !== 'VERB' || !/^[a-z]+$/.test(verb.lower)) return false;
  if (tokens.slice(verbAt + 1).some((token) => token.pos === 'CCONJ' || token.text === ',')) return false;
  const isPresent = verb.lower === verb.lemma && !/(?:ed|ing|s)$/.test(verb.lower) && nounNumber(head) === 'plural';
  // "the engineers replaced it": a pronoun object after a past form makes it finite ("the dose prescribed." may be
  // a participle).
  const hasPronounObject = /^(?:it|them|him|us)$/.test(next?.lower ?? '');
  const isPast = isPastForm(verb) && (NO_OBJECT.test(verb.lemma) || hasPronounObject);
  return isPresent || isPast;
}

/** Participles that close a short absolute phrase before a comma: "All things considered", "That said". */
export const ABSOLUTE_PARTICIPLES = /^(?:considered|said|told|done|granted)$/;
/** Participles that place a noun and take no object: "a scholar based in", "a firm located in", "a nurse born in". */
export const PLACING = /^(?:based|located|situated|born|headquartered|stationed|housed)$/;
/** Body parts that open an absolute phrase with a participle: "Head raised slightly, the patient …". */
export const BODY_PARTS = /^(?:head|eyes|arms|hands|legs|knees|feet|mouth|lips|fists|teeth|back)$/;
