import type { TLint } from '../lint.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';
import { PAST_LIKE_BASE } from './word-lists.ts';
import { wordOrderLint } from './word-order.ts';

/**
 * More slips of word order that Romance and Asian word order leaves in English (word-order.ts and word-placement.ts
 * have the first ones): an adverb of frequency after the verb it belongs before ("landslides occur usually after" →
 * "usually occur"), an adverb after the participle of a perfect ("has spread already to" → "has already spread"),
 * "still" after the adjective of "be" ("is unclear still" → "is still unclear"), and an adjective of nationality
 * after its noun ("96 students Brazilian enrolled" → "Brazilian students"), and "still" inside "have to" ("have to still
 * confirm" → "still have to").
 */

/** Adverbs that go before a lexical verb, not between it and a phrase of place or time ("occur usually after"). */
const BEFORE_VERB = /^(?:usually|always|never|still|already|also)$/;
/** Verbs after which "still" is the adjective (not moving): "remained still for ten minutes", "stood still". */
const STILL_AS_ADJECTIVE = /^(?:remain|stand|stay|sit|hold|lie|lay|keep|be|become|seem|appear)$/;
/** Personal pronouns as subjects, after which a bare -ed form is a finite past ("we worked always in pairs"). */
const PERSONAL = /^(?:i|we|you|they|he|she|it)$/;
/** Personal pronouns that take a verb's base form. */
const PLURAL_PERSONAL = /^(?:i|we|you|they)$/;
/** Words that make "still" or "already" a degree before a comparison: "has risen still further", "occur still more often". */
const COMPARISON = /^(?:further|more|less|higher|lower|greater|larger|smaller|better|worse|than|as)$/;

const isPluralNoun = (token: TToken | undefined) => token?.pos === 'NOUN' && token.lower !== token.lemma;

/**
 * Whether the token at `index` is a lexical verb that its subject precedes: an -s form after a noun or "it", an -ed
 * or irregular past after a personal pronoun (after a noun an -ed form may be a participle: "the samples collected
 * also in 2019 were"), or a base form after a plural noun or "we"/"they". Not "be", "have" or "do".
 */
function isFiniteLexical(tokens: readonly TToken[], index: number): boolean {
  const verb = tokens[index];
  const subject = tokens[index - 1];
  if (verb?.pos !== 'VERB' || !subject || !/^[a-z]+$/.test(verb.lower) || /^(?:be|have|do)$/.test(verb.lemma)) return false;
  const isNounSubject = ['NOUN', 'PROPN'].includes(subject.pos);
  if (verb.lower === verb.lemma) return PLURAL_PERSONAL.test(subject.lower) || isPluralNoun(subject);
  if (/ing$/.test(verb.lower)) return false;
  if (/[^s]s$/.test(verb.lower)) return isNounSubject || /^(?:it|he|she)$/.test(subject.lower);
  return subject.pos === 'PRON' && PERSONAL.test(subject.lower);
}

/**
 * "Such landslides occur usually after prolonged rainfall" → "usually occur", "This rule applies also to" → "also
 * applies": an adverb of frequency, "still", "already" or "also" between a finite lexical verb and a preposition.
 * Adverbs of manner may stand there ("occur frequently in this region"), and "still" after a verb of rest is the
 * adjective ("remained still for").
 */
function adverbBeforePhraseLint(tokens: readonly TToken[], index: number): TLint | null {
  const [verb, adverb, preposition] = [tokens[index] as TToken, tokens[index + 1], tokens[index + 2]];
  if (!adverb || !BEFORE_VERB.test(adverb.lower) || adverb.text !== adverb.lower || preposition?.pos !== 'ADP') return null;
  if (COMPARISON.test(preposition.lower) || preposition.lower === 'of') return null;
  if (adverb.lower === 'still' && STILL_AS_ADJECTIVE.test(verb.lemma)) return null;
  if (!isFiniteLexical(tokens, index)) return null;
  return wordOrderLint([verb, adverb], `${adverb.text} ${verb.text}`);
}

/** Adverbs that go between "have" and its participle: "has already spread", "have also shown". */
const IN_PERFECT = /^(?:already|still|also|never)$/;

/**
 * "The disease has spread already to 14 districts" → "has already spread", "The authors have shown also that" →
 * "have also shown": the adverb after the participle of a perfect, before what the verb goes on with (a phrase, an
 * object, a clause). Not before a comparison ("has risen still further") or at the clause's end.
 */
function perfectAdverbLint(tokens: readonly TToken[], index: number): TLint | null {
  const [have, participle, adverb, next] = [tokens[index] as TToken, tokens[index + 1], tokens[index + 2], tokens[index + 3]];
  if (have.pos !== 'AUX' || !/^(?:has|have|had)$/.test(have.lower) || participle?.pos !== 'VERB') return null;
  const isParticiple =
    /^[a-z]+$/.test(participle.lower) &&
    !/ing$/.test(participle.lower) &&
    (participle.lower !== participle.lemma || PAST_LIKE_BASE.has(participle.lower));
  if (!isParticiple || !adverb || !IN_PERFECT.test(adverb.lower) || !next) return null;
  if (adverb.lower === 'still' && STILL_AS_ADJECTIVE.test(participle.lemma)) return null;
  const goesOn = ['ADP', 'DET', 'NUM', 'NOUN', 'PRON', 'SCONJ'].includes(next.pos) || next.lower === 'that';
  if (!goesOn || COMPARISON.test(next.lower)) return null;
  return wordOrderLint([participle, adverb], `${adverb.text} ${participle.text}`);
}

const BE_OR_REMAIN = /^(?:is|are|was|were|remains|remain|remained)$/;

/**
 * "The origin of the peak is unclear still" → "is still unclear": "still" after the adjective that "be" or
 * "remain" takes, at the end of its clause. Not after a comparative, where "still" means "even" ("colder still").
 */
function stillAfterAdjectiveLint(tokens: readonly TToken[], index: number): TLint | null {
  const [be, adjective, still, next] = [tokens[index] as TToken, tokens[index + 1], tokens[index + 2], tokens[index + 3]];
  if (!BE_OR_REMAIN.test(be.lower) || adjective?.pos !== 'ADJ' || still?.lower !== 'still') return null;
  if (adjective.lower !== adjective.lemma || /(?:er|est)$/.test(adjective.lower) || !/^[a-z]+$/.test(adjective.lower))
    return null;
  const closes = !next || ['PUNCT', 'CCONJ', 'SCONJ'].includes(next.pos) || (next.pos === 'ADP' && !COMPARISON.test(next.lower));
  return closes ? wordOrderLint([adjective, still], `still ${adjective.text}`) : null;
}

/** Adjectives of nationality that are not also names of languages ("taught the students English"). */
const NATIONALITIES = new Set(
  (
    'Brazilian Mexican Colombian Peruvian Chilean Argentine Argentinian Venezuelan Ecuadorian Bolivian Cuban Canadian ' +
    'American Nigerian Ghanaian Kenyan Ethiopian Egyptian Moroccan Algerian Tunisian Tanzanian Ugandan Rwandan ' +
    'Cameroonian Senegalese Sudanese Zimbabwean Zambian Mozambican Angolan Iranian Iraqi Pakistani Bangladeshi Arab ' +
    'Indian Nepalese Indonesian Malaysian Filipino Taiwanese Cambodian Mongolian Australian Austrian Belgian Swiss ' +
    'Irish Scottish Welsh Saudi Emirati Israeli Lebanese Syrian Jordanian Afghan Palestinian ' +
    'Ukrainian Romanian Croatian Serbian Bulgarian Lithuanian Latvian Estonian Slovenian Slovak Hungarian Czech ' +
    'Norwegian Danish Finnish Swedish Icelandic European African Asian Hispanic Latino'
  ).split(' '),
);
/** Adjectives of nationality that also name a language: only before a relative pronoun or a participle of residence. */
const LANGUAGE_NATIONALITIES = new Set(
  (
    'English French German Spanish Portuguese Italian Chinese Japanese Korean Vietnamese Thai Turkish Persian ' +
    'Dutch Russian Greek Polish Arabic Kurdish'
  ).split(' '),
);
/** What follows a noun and its misplaced adjective of nationality: a relative pronoun, a mark or a participle. */
const AFTER_NATIONALITY =
  /^(?:who|that|which|aged|living|enrolled|recruited|residing|born|attending|studying|working|employed|admitted|[.,;:)])$/;
/** Verbs that take a language as their second object: "taught the students English". */
const TEACHING = /^(?:teach|taught|teaches|teaching|speak|speaks|spoke|speaking)$/;

/**
 * "The sample consisted of 96 students Brazilian enrolled in" → "96 Brazilian students": an adjective of nationality
 * after a plural noun, before a relative pronoun, a participle or a mark. An adjective that also names a language
 * is taken only before "who", "that" or a participle, and not after a verb of teaching ("taught the children English").
 */
function nationalityLint(tokens: readonly TToken[], index: number): TLint | null {
  const [noun, adjective, next] = [tokens[index] as TToken, tokens[index + 1], tokens[index + 2]];
  if (!isPluralNoun(noun) || !adjective || !next || !/^\p{Lu}\p{Ll}+$/u.test(adjective.text)) return null;
  const isNationality = NATIONALITIES.has(adjective.text);
  const isLanguage = LANGUAGE_NATIONALITIES.has(adjective.text);
  if (!isNationality && !isLanguage) return null;
  if (!AFTER_NATIONALITY.test(next.lower) || (isLanguage && (next.pos === 'PUNCT' || next.lower === 'which'))) return null;
  const isTaught = tokens.slice(Math.max(0, index - 4), index).some((token) => TEACHING.test(token.lower));
  const before = tokens[index - 1];
  if (isTaught || /^(?:are|were|is|was|be|been|become|became)$/.test(before?.lower ?? '')) return null;
  return wordOrderLint([noun, adjective], `${adjective.text} ${noun.text}`);
}

/** Verbs of a state that "still" may hold after "have to": "they have to still live in the area". */
const STATE_AFTER_STILL =
  /^(?:be|live|stand|hold|meet|respond|divide|work|exist|remain|stay|have|own|fit|apply|qualify|reside|belong)$/;

/**
 * "still" inside "have to": "We have to still confirm these results" → "still have to". A form of "have", "to",
 * "still" and a verb's base form.
 */
function haveToStillLint(tokens: readonly TToken[], index: number): TLint | null {
  const [have, to, still, verb] = [tokens[index] as TToken, tokens[index + 1], tokens[index + 2], tokens[index + 3]];
  if (!/^(?:have|has|had)$/.test(have.lower) || to?.lower !== 'to' || still?.lower !== 'still') return null;
  if (verb?.pos !== 'VERB' || verb.lower !== verb.lemma || STATE_AFTER_STILL.test(verb.lemma)) return null;
  // "Applicants have to still be enrolled", "The tissue has to still be warm", "a tree has to still stand": a
  // condition that must still hold, said right. Only a person's pending task is taken: "We have to still confirm".
  if (!/^(?:we|i|you|they)$/.test(tokens[index - 1]?.lower ?? '')) return null;
  return wordOrderLint([have, to, still], `still ${have.text} to`);
}

/** The slips of order above, each at most once per place. */
export function orderSlipLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [
    adverbBeforePhraseLint,
    perfectAdverbLint,
    stillAfterAdjectiveLint,
    nationalityLint,
    haveToStillLint,
  ]);
}
