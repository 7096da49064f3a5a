import type { TLint } from '../lint.ts';
import { confusionLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken, isHyphenedToNext, lowerAt, type TTokenPattern } from './token-patterns.ts';

/**
 * Pronouns and determiners in the wrong form, each in a frame where the written form cannot stand: "each others" →
 * "each other", "These kind of errors" → "These kinds", "Others factors" →
 * "Other factors", "Ours results" → "Our results", "It exists a correlation" → "There is", "this two approaches" →
 * "these two", "please contact myself" → "me", "An other explanation" → "Another", and "There results differ" →
 * "Their results". "whom performed" → "who" was tried and dropped after a reviewer's read ("Whom have you invited?",
 * "among whom were two ministers"), and so was "that two" → "those two" ("We found that two patients also …").
 */

const confused = (token: TToken, correction: string) => confusionLint(token.start, token.end, token.text, correction);

/** "helped each others" → "each other". */
const eachOthersPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'others' || !/^(?:each|one)$/.test(lowerAt(tokens, index - 1))) return null;
  // "the one others look up to": "one" as a pronoun after a determiner.
  if (lowerAt(tokens, index - 1) === 'one' && /^(?:the|this|that|any|every|which|no)$/.test(lowerAt(tokens, index - 2)))
    return null;
  return confused(word, 'other');
};

/** "These kind of errors" → "These kinds of": a plural demonstrative before "kind", "type" or "sort" and "of". */
const theseKindPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (!/^(?:kind|type|sort)$/.test(word.lower) || lowerAt(tokens, index + 1) !== 'of') return null;
  if (!/^(?:these|those)$/.test(lowerAt(tokens, index - 1))) return null;
  return confused(word, `${word.lower}s`);
};

/** "Others factors" → "Other factors": "others" before a plural noun it describes. */
const othersNounPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  const noun = tokens[index + 1];
  if (word.lower !== 'others' || noun?.pos !== 'NOUN' || noun.lemma === noun.lower || !/s$/.test(noun.lower)) return null;
  // "each others" is eachOthersPattern's; "others' views" has its apostrophe.
  if (/^(?:each|one)$/.test(lowerAt(tokens, index - 1)) || /^[’']/.test(noun.text)) return null;
  // Only opening a clause: "gives others opportunities" has "others" as an object of its own.
  if (index > 0 && !/^(?:,|;|and|but|or)$/.test(lowerAt(tokens, index - 1))) return null;
  return confused(word, 'other');
};

/** Possessive pronouns before a noun, where the determiner belongs: "Ours results" → "Our results". */
const POSSESSIVES: ReadonlyMap<string, string> = new Map([
  ['ours', 'our'],
  ['theirs', 'their'],
  ['yours', 'your'],
  ['hers', 'her'],
]);

const possessivePattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  const determiner = POSSESSIVES.get(word.lower);
  const next = tokens[index + 1];
  if (!determiner || !next || !/^(?:NOUN|ADJ)$/.test(next.pos)) return null;
  // "was theirs last season", "will be hers next week": a possessive after "be" stands alone.
  if (/^(?:is|are|was|were|be|been|being|become|became|becomes|remain|remains|remained)$/.test(lowerAt(tokens, index - 1)))
    return null;
  // "ours alone", "theirs first": an adverb the tagger reads as an adjective; the noun phrase must end in a noun.
  let at = index + 1;
  while (tokens[at]?.pos === 'ADJ' && at < index + 3) at += 1;
  if (tokens[at]?.pos !== 'NOUN') return null;
  return confused(word, determiner);
};

/** "It exists a strong correlation" → "There is a": "it exists" opening a clause before an amount (a false friend). */
const itExistsPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (word.lower !== 'it' || !/^(?:exists|existed)$/.test(lowerAt(tokens, index + 1))) return null;
  // Opening the sentence or after "that": after "and" or "but", "it" may be a thing named before.
  if (index > 0 && lowerAt(tokens, index - 1) !== 'that') return null;
  const amount = tokens[index + 2];
  if (!amount || !/^(?:a|an|no|many|several|some|two|three)$/.test(amount.lower)) return null;
  // "It existed a few years ago", "it existed two centuries earlier": a measure of time or way, not a thing.
  if (tokens.slice(index + 3, index + 6).some((token) => /^(?:ago|earlier|before|longer|later|way|more)$/.test(token.lower)))
    return null;
  const isFew = amount.lower === 'a' && lowerAt(tokens, index + 3) === 'few';
  const noun = tokens.slice(index + 3, index + 6).find((token) => token.pos === 'NOUN');
  const plural =
    /^(?:many|several|two|three)$/.test(amount.lower) || isFew || (!!noun && noun.lemma !== noun.lower && amount.lower !== 'a');
  const be = lowerAt(tokens, index + 1) === 'existed' ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
  const exists = tokens[index + 1] as TToken;
  return confusionLint(word.start, exists.end, `${word.text} ${exists.text}`, `there ${be}`);
};

/** Numbers above one, as words or digits: "two", "12". */
const isManyCount = (token: TToken | undefined) =>
  !!token &&
  (/^(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|several|few)$/.test(token.lower) ||
    (/^\d+$/.test(token.text) && Number(token.text) > 1));

/** "this two approaches" → "these two approaches": "this" or "that" before a number above one and a plural noun. */
const thisTwoPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  // Not "that": "We found that two patients also developed…" opens a clause.
  if (word.lower !== 'this' || !isManyCount(tokens[index + 1])) return null;
  const noun = tokens[index + 2];
  if (noun?.pos !== 'NOUN' || noun.lemma === noun.lower || !/s$/.test(noun.lower)) return null;
  return confused(word, 'these');
};

/** "please contact myself" → "me": a reflexive after "contact" or "email", whose subject is the reader. */
const contactMyselfPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  if (!/^(?:myself|ourselves)$/.test(word.lower) || lowerAt(tokens, index - 1) !== 'contact') return null;
  // "I contacted myself" is not possible; "contact" here is the reader's (an imperative or "you").
  return confused(word, word.lower === 'myself' ? 'me' : 'us');
};

/** "An other possible explanation" → "Another". */
const anOtherPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  const other = tokens[index + 1];
  if (word.lower !== 'an' || other?.text !== 'other' || isHyphenedToNext(tokens, index + 1)) return null;
  return confusionLint(word.start, other.end, `${word.text} ${other.text}`, 'another');
};

/** "There results differ from ours" → "Their results": "There" before a plural noun and its verb (no "be"). */
const thereResultsPattern: TTokenPattern = (tokens, index) => {
  const word = tokens[index] as TToken;
  const noun = tokens[index + 1];
  if (word.lower !== 'there' || noun?.pos !== 'NOUN' || noun.lemma === noun.lower) return null;
  // Opening the sentence only: after "and" or "because", "there" may be the place ("and there students learn").
  if (index > 0) return null;
  const verb = tokens[index + 2];
  if (
    !verb ||
    !/^(?:VERB|AUX)$/.test(verb.pos) ||
    /^(?:is|are|was|were|be|seem|seems|seemed|appear|appears|appeared)$/.test(verb.lower)
  )
    return null;
  return confused(word, 'their');
};

/** Pronouns and determiners in the wrong form: see the file's comment. */
export function determinerFormLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [
    eachOthersPattern,
    theseKindPattern,
    othersNounPattern,
    possessivePattern,
    itExistsPattern,
    thisTwoPattern,
    contactMyselfPattern,
    anOtherPattern,
    thereResultsPattern,
  ]);
}
