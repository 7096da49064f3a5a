import { isDialectVariant, type TLint } from '../lint.ts';
import { agreementLint } from './agreement-reach.ts';
import { nounNumber, thirdPersonOf } from './number-forms.ts';
import type { TToken } from './tagger.ts';
import { PAST_LIKE_BASE } from './word-lists.ts';

type TNumber = 'singular' | 'plural';

/** The other number's form of a finite "be" or "have" ("was" → "were") or of a present verb; null for any other word. */
function otherForm(verb: TToken | undefined, number: TNumber, next?: TToken): string | null {
  if (!verb) return null;
  const singular: Record<string, string> = { is: 'are', was: 'were', has: 'have' };
  const plural: Record<string, string> = { are: 'is', were: 'was', have: 'has' };
  if (verb.pos === 'AUX' || verb.pos === 'VERB') {
    const form = number === 'plural' ? singular[verb.lower] : plural[verb.lower];
    if (form) return form;
  }
  if (verb.pos !== 'VERB' || !/^[a-z]+$/.test(verb.lower)) return null;
  if (number === 'plural' && verb.lower !== verb.lemma && verb.lower === thirdPersonOf(verb.lemma)) return verb.lemma;
  // "employ 4,000 people": a base form before its object.
  const isBase = verb.lower === verb.lemma && !/(?:ed|ing|s)$/.test(verb.lower);
  if (number === 'singular' && isBase && /^(?:DET|NUM|PRON)$/.test(next?.pos ?? '')) return thirdPersonOf(verb.lemma);
  return null;
}

/** The end of a noun phrase from `at`: a determiner, adjectives, participles and nouns; the head is its last noun. */
function phraseEnd(tokens: readonly TToken[], at: number): number {
  let end = at;
  if (tokens[end]?.pos === 'DET' || /^(?:its|their|our|his|her)$/.test(tokens[end]?.lower ?? '')) end += 1;
  while (
    ['ADJ', 'NOUN', 'NUM'].includes(tokens[end]?.pos ?? '') ||
    (tokens[end]?.pos === 'VERB' && /ed$/.test(tokens[end]?.lower ?? ''))
  )
    end += 1;
  return tokens[end - 1]?.pos === 'NOUN' ? end : -1;
}

/** Prepositional phrases after a noun phrase ("in reading scores", "of the two rivers"): where they end. */
function chainEnd(tokens: readonly TToken[], at: number): number {
  let end = at;
  while (tokens[end]?.pos === 'ADP' && !/^(?:that|than|as)$/.test(tokens[end]?.lower ?? '')) {
    const next = phraseEnd(tokens, end + 1);
    if (next < 0) return end;
    end = next;
  }
  return end;
}

/**
 * A plural subject read as singular across what stands between it and its verb, which agreement.ts and
 * agreement-reach.ts leave alone:
 * - "These data suggests" → "suggest": "data" after "these" or "those" is plural;
 * - "Neither the voltage nor the frequency have" → "has": after "neither … nor", the verb agrees with the noun
 *   nearest to it;
 * - "The sensors, which was installed …" → "were": "which" or "who" after the sentence's opening subject and a comma
 *   stands for that subject, not for a clause;
 * - "The proposed framework, together with the two baseline models, are" → "is": a phrase with "together with" or
 *   "along with" between commas does not add to the subject;
 * - "A large proportion of the variance in reading scores are" → "is": a part of a singular noun is singular
 *   (collective nouns, "a proportion of the population are", are left alone).
 */
export function framedAgreementLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    if (!next) continue;
    if (token.lower === 'data' && /^(?:these|those)$/.test(tokens[index - 1]?.lower ?? '')) {
      const correction = otherForm(next, 'plural');
      if (correction) lints.push(agreementLint(token, next, 'plural', correction));
    }
    if (token.lower === 'nor' && tokens.slice(0, index).some((word) => word.lower === 'neither')) {
      const end = phraseEnd(tokens, index + 1);
      const head = tokens[end - 1];
      const verb = tokens[end];
      const number = head ? nounNumber(head) : null;
      // The verb agrees with the nearer noun: "nor the frequency have" → "has", "nor the employees was" → "were" (a
      // plural's verb only in "be" or "have": "nor the employees know" may be a base form after a modal).
      const isPluralAuxiliary = number === 'plural' && /^(?:is|was|has)$/.test(verb?.lower ?? '');
      const correction = number === 'singular' || isPluralAuxiliary ? otherForm(verb, number) : null;
      if (head && verb && number && correction && tokens[end - 2]?.lower !== 'of')
        lints.push(agreementLint(head, verb, number, correction));
    }
  }
  const opening = openingSubjectLint(tokens) ?? partOfLint(tokens) ?? labelLint(tokens) ?? theNumberLint(tokens);
  if (opening) lints.push(opening);
  return lints;
}

/** Labels of a paper's parts that a number names: "Table 3", "Figure 2b". */
const LABELS = /^(?:Table|Figure|Fig|Appendix|Section|Chapter|Equation|Eq|Box|Panel|Model|Scheme)$/;

/**
 * "Table 3 summarise the mean concentrations" → "summarises": a label and its number open the sentence (or follow
 * "as"), and a base form stands before its object; "Tables 2 and 3 summarise" and "Figure 3 and Table 2 show" are two.
 */
function labelLint(tokens: readonly TToken[]): TLint | null {
  const labelAt = tokens[0]?.lower === 'as' ? 1 : 0;
  const label = tokens[labelAt];
  if (!label || !LABELS.test(label.text)) return null;
  const hasDot = tokens[labelAt + 1]?.text === '.';
  const at = labelAt + (hasDot ? 2 : 1);
  if (tokens[at]?.pos !== 'NUM') return null;
  const verb = tokens[at + 1];
  const next = tokens[at + 2];
  // The tagger may read the verb as a noun before its object: "Figure 2 show the daily rainfall".
  const isVerb = verb?.pos === 'VERB' || (verb?.pos === 'NOUN' && next?.pos === 'DET');
  // After "As", the clause may end at its comma: "As Table 4 illustrate, …".
  const isOpen = /^(?:DET|ADJ|NOUN|NUM|SCONJ)$/.test(next?.pos ?? '') || next?.lower === 'how' || (at > 1 && next?.text === ',');
  if (!verb || !isVerb || !isOpen) return null;
  // "Chapter 5 discuss" is a base form in -s; "Model 4 let" and "Figure 2 cut" may be pasts.
  const isBase =
    (verb.lower === verb.lemma || isDialectVariant(verb.lower, verb.lemma)) &&
    !/(?:ed|ing|[^s]s)$/.test(verb.lower) &&
    !PAST_LIKE_BASE.has(verb.lower);
  const correction = isBase ? thirdPersonOf(verb.lower) : null;
  const subject = { text: `${label.text}${hasDot ? '.' : ''} ${(tokens[at] as TToken).text}` };
  return correction ? agreementLint(subject, verb, 'singular', correction) : null;
}

/**
 * "The number of court decisions citing the new statute have increased" → "has": the sentence opens with "The number
 * of", and its first "have", "are" or "were" before a verb comes after a participle's phrase, with no clause between.
 */
function theNumberLint(tokens: readonly TToken[]): TLint | null {
  if (tokens[0]?.lower !== 'the' || tokens[1]?.lower !== 'number' || tokens[2]?.lower !== 'of') return null;
  const verbAt = tokens.findIndex((token, i) => i > 3 && (token.pos === 'AUX' || token.pos === 'SCONJ' || token.text === ','));
  const verb = tokens[verbAt];
  if (verb?.pos !== 'AUX' || !/^(?:have|are|were)$/.test(verb.lower)) return null;
  const isBlocking = (token: TToken) =>
    /^(?:that|which|who|whose|and|or|than|as|where|when|after|before|until|once|how|if|because|since|while)$/.test(token.lower) ||
    (token.pos === 'VERB' && !/ing$/.test(token.lower));
  if (tokens.slice(3, verbAt).some(isBlocking)) return null;
  const correction = otherForm(verb, 'singular');
  return correction ? agreementLint(tokens[1] as TToken, verb, 'singular', correction) : null;
}

/** Pronouns of one person or thing, singular: "everyone", "nobody", "each". */
const INDEFINITE_PRONOUNS =
  /^(?:everyone|everybody|everything|someone|somebody|something|anyone|anybody|anything|nobody|nothing|each)$/;

/** The subject that opens a sentence, and a relative clause or "together with" phrase after it between commas. */
function openingSubjectLint(tokens: readonly TToken[]): TLint | null {
  // "Every one of the samples were contaminated" → "was": "every one" and "each one" are singular.
  if (/^(?:every|each)$/.test(tokens[0]?.lower ?? '') && tokens[1]?.lower === 'one' && tokens[2]?.lower === 'of') {
    const verb = tokens[chainEnd(tokens, 2)];
    const correction = otherForm(verb, 'singular');
    return verb && correction ? agreementLint(tokens[1] as TToken, verb, 'singular', correction) : null;
  }
  // "Everyone in the two groups were asked" → "was": an indefinite pronoun is singular, whatever follows it.
  if (INDEFINITE_PRONOUNS.test(tokens[0]?.lower ?? '') && tokens[1]?.pos === 'ADP') {
    const verb = tokens[chainEnd(tokens, 1)];
    const correction = otherForm(verb, 'singular');
    return verb && correction ? agreementLint(tokens[0] as TToken, verb, 'singular', correction) : null;
  }
  if (tokens[0]?.pos !== 'DET') return null;
  const end = phraseEnd(tokens, 0);
  const head = tokens[end - 1];
  const number = head ? nounNumber(head) : null;
  if (!head || !number || tokens[end]?.text !== ',') return null;
  const word = tokens[end + 1];
  if (number === 'plural' && /^(?:which|who)$/.test(word?.lower ?? '')) {
    const verb = tokens[end + 2];
    const correction = otherForm(verb, 'plural');
    return verb && correction ? agreementLint(head, verb, 'plural', correction) : null;
  }
  const isAlong = /^(?:together|along)$/.test(word?.lower ?? '') && tokens[end + 2]?.lower === 'with';
  if (number !== 'singular' || !isAlong) return null;
  const close = tokens.findIndex((token, i) => i > end + 2 && /^[,;:.()]$/.test(token.text));
  const verb = tokens[close + 1];
  const correction = tokens[close]?.text === ',' ? otherForm(verb, 'singular', tokens[close + 2]) : null;
  return verb && correction ? agreementLint(head, verb, 'singular', correction) : null;
}

const PARTS = /^(?:proportion|fraction|share|percentage|portion|part|majority|minority|half|third|quarter|amount)$/;
/** Nouns of a group, whose members a plural verb may speak of ("a third of the population are women"). */
const GROUPS =
  /^(?:population|sample|public|staff|group|team|community|cohort|workforce|class|family|committee|crowd|audience|electorate|personnel|faculty|government|household|police|youth|board|panel|jury|company|firm|industry|sector|country|region|city|world|respondents)$/;

/** "A large proportion of the variance … are" → "is": the sentence opens with a part of a singular noun. */
function partOfLint(tokens: readonly TToken[]): TLint | null {
  let at = /^(?:a|an|the)$/.test(tokens[0]?.lower ?? '') ? 1 : 0;
  while (tokens[at]?.pos === 'ADJ') at += 1;
  if (!PARTS.test(tokens[at]?.lower ?? '') || tokens[at + 1]?.lower !== 'of') return null;
  const end = phraseEnd(tokens, at + 2);
  const head = tokens[end - 1];
  if (!head || nounNumber(head) !== 'singular' || GROUPS.test(head.lower) || tokens[end]?.pos === 'NOUN') return null;
  const verbAt = chainEnd(tokens, end);
  const verb = tokens[verbAt];
  const correction = otherForm(verb, 'singular');
  return verb && correction ? agreementLint(head, verb, 'singular', correction) : null;
}
