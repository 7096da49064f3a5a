import type { TLint } from '../lint.ts';
import { COUNTABLE_NOUNS } from './article-lists.ts';
import { numberLint, pluralOf } from './noun-number.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';
import { IRREGULAR_PLURALS, MORE_COUNTABLE, SINGULAR_IN_S, UNCOUNTABLE_PLURALS } from './word-lists.ts';

const isCountable = (noun: string) => COUNTABLE_NOUNS.has(noun) || MORE_COUNTABLE.has(noun);

/** Units of time that a number in digits counts: "18 month after" → "18 months". */
const TIME_UNITS = /^(?:second|minute|hour|day|week|month|year|decade|century|cycle|generation|session|visit)$/;
/** Nouns of kind that a plural quantifier counts before "of": "two different type of catalyst" → "types". */
const KIND_NOUNS = /^(?:type|kind|form|class|sort|category|variety)$/;
const NUMBER_WORDS =
  /^(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many|various|numerous|different|multiple)$/;

const isPluralNoun = (noun: TToken | undefined) =>
  !!noun &&
  noun.pos === 'NOUN' &&
  noun.lower !== noun.lemma &&
  /[^su]s$/.test(noun.lower) &&
  !SINGULAR_IN_S.has(noun.lower) &&
  !UNCOUNTABLE_PLURALS.has(noun.lower) &&
  !IRREGULAR_PLURALS.has(noun.lower) &&
  pluralOf(noun.lemma) === noun.lower;

/** A word that continues a noun phrase past its head: a noun, a name, a number or a hyphen. */
const goesOn = (token: TToken | undefined) =>
  !!token && (['NOUN', 'PROPN', 'NUM'].includes(token.pos) || /^[-‐‑–/'’]/.test(token.text));

/** The index of the noun after up to two adjectives from `at`. */
function headAfter(tokens: readonly TToken[], at: number): number {
  let end = at;
  while (end - at < 2 && tokens[end]?.pos === 'ADJ') end += 1;
  return end;
}

/**
 * A plural noun that one thing counts: "Another limitations is", "a positive correlations between" (a or an, and an
 * adjective: "a correlations" alone is the article rule's), "This methods has" (this or that and a verb in the
 * singular; "this methods are" is "these") → the singular. The noun ends its phrase.
 */
/** Nouns in the form of a plural that name one thing after "a": "a barracks", "a headquarters". */
export const ONE_IN_PLURAL_FORM = /^(?:barracks|premises|headquarters|crossroads|gallows|whereabouts|means|series|species)$/;

function singularLints(tokens: readonly TToken[], index: number): TLint | null {
  const token = tokens[index] as TToken;
  const word = token.lower;
  const isArticle = word === 'a' || word === 'an';
  if (!isArticle && word !== 'another' && word !== 'this' && word !== 'that') return null;
  if (token.pos !== 'DET') return null;
  const at = headAfter(tokens, index + 1);
  const noun = tokens[at];
  if (!noun || !isPluralNoun(noun) || goesOn(tokens[at + 1]) || (isArticle && at === index + 1)) return null;
  // "a military barracks", "a crossroads": one thing in the form of a plural.
  if (ONE_IN_PLURAL_FORM.test(noun.lower)) return null;
  // "a few samples", "a number of", "a great many": words that count a plural.
  if (tokens.slice(index + 1, at).some((t) => /^(?:few|lot|great|good|many|couple|total|several|dozen)$/.test(t.lower)))
    return null;
  const verb = tokens[at + 1];
  if (
    (word === 'this' || word === 'that') &&
    !/^(?:is|was|has|does|seems|appears|remains|shows|suggests)$/.test(verb?.lower ?? '')
  )
    return null;
  return numberLint(token.text, noun, noun.lemma, false);
}

/**
 * A singular where the phrase counts several: a number and a plural unit in a hyphenated modifier ("a three-years
 * study" → "three-year"), a plural quantifier before "type of", "kind of" ("two different type of catalyst" → "types"),
 * "a variety of" or "multiple" before a countable singular ("a variety of industry" → "industries"), a number in
 * digits before a noun and its noun modifier ("312 undergraduate student") or before a unit of time that ends its
 * phrase ("a median of 18 month after surgery" → "months").
 */
function pluralLints(tokens: readonly TToken[], index: number): TLint | null {
  const token = tokens[index] as TToken;
  const next = tokens[index + 1];
  const after = tokens[index + 2];
  if (!next || !after) return null;
  // "a three-years study", "a 20-items questionnaire": number, hyphen, plural noun, all joined, then the head noun
  // (after a unit of time an adjective may be the head's first word: "a two-years old", "three-years long").
  if (
    (token.pos === 'NUM' || NUMBER_WORDS.test(token.lower)) &&
    /^[-‐‑]$/.test(next.text) &&
    next.start === token.end &&
    after.start === next.end &&
    after.pos === 'NOUN' &&
    after.lower !== after.lemma &&
    (TIME_UNITS.test(after.lemma) || (isPluralNoun(after) && after.lower !== 'times'))
  ) {
    const head = tokens[index + 3];
    const isOld = /^[-‐‑]$/.test(head?.text ?? '') && tokens[index + 4]?.lower === 'old';
    // A hyphenated head the tagger splits: "a 10-years follow-up", "a two-weeks run-in".
    const joint = tokens[index + 4];
    const isCompoundHead =
      !!head && !!joint && /^[-‐‑]$/.test(joint.text) && joint.start === head.end && /^[a-z]+$/.test(head.text);
    const isHead = head?.pos === 'NOUN' || isCompoundHead || (TIME_UNITS.test(after.lemma) && (head?.pos === 'ADJ' || isOld));
    if (isHead && head?.start === after.end + 1) return numberLint(`${token.text}-`, after, after.lemma, false);
    if (isOld) return numberLint(`${token.text}-`, after, after.lemma, false);
    return null;
  }
  // "Two different type of catalyst", "Different kind of soil amendments": not "a different kind of", nor "the same or
  // different type of", where "different" shares the noun with a word that counts one.
  const opener = tokens[index - 1];
  if (NUMBER_WORDS.test(token.lower) && token.lower !== 'multiple') {
    const kind = tokens[headAfter(tokens, index + 1)];
    const isCounted = token.lower !== 'different' || !opener || !['DET', 'PRON', 'NUM', 'CCONJ'].includes(opener.pos);
    if (kind && KIND_NOUNS.test(kind.lower) && tokens[tokens.indexOf(kind) + 1]?.lower === 'of' && isCounted) {
      const plural = pluralOf(kind.lower);
      if (plural) return numberLint(token.text, kind, plural, true);
    }
    return null;
  }
  // "a variety of industry", "multiple sensor": a countable singular that ends its phrase.
  // "the number of firm that reported" counts firms too.
  const isVariety =
    token.lower === 'of' &&
    /^(?:variety|range|number)$/.test(opener?.lower ?? '') &&
    (/^(?:a|an)$/.test(tokens[index - 2]?.lower ?? '') || (opener?.lower === 'number' && tokens[index - 2]?.lower === 'the'));
  if (isVariety || (token.lower === 'multiple' && opener?.pos !== 'DET')) {
    const at = headAfter(tokens, index + 1);
    const noun = tokens[at];
    if (noun?.pos !== 'NOUN' || noun.lower !== noun.lemma || !isCountable(noun.lower)) return null;
    // "multiple sensor types", "multiple indicator multiple cause models": the noun modifies a head further on.
    const isModifier = tokens[at + 1]?.pos === 'ADJ' && ['NOUN', 'ADJ'].includes(tokens[at + 2]?.pos ?? '');
    if (goesOn(tokens[at + 1]) || isModifier || tokens[at + 1]?.pos === 'CCONJ') return null;
    const plural = pluralOf(noun.lower);
    return plural
      ? numberLint(
          tokens
            .slice(index - (isVariety ? 2 : 0), index + 1)
            .map((t) => t.text)
            .join(' '),
          noun,
          plural,
          true,
        )
      : null;
  }
  return digitLint(tokens, index);
}

/**
 * "312 undergraduate student from", "for a median of 18 month after": a number in digits, not a label or a year, nor
 * one after "a", "an", "one" or "each", which makes the number and its noun a modifier of one thing ("a 4 parameter
 * model", "a 3 electrode cell").
 */
function digitLint(tokens: readonly TToken[], index: number): TLint | null {
  const token = tokens[index] as TToken;
  const before = tokens[index - 1];
  if (!/^\d+$/.test(token.text) || Number(token.text) < 2 || /^(?:1[89]|20)\d\d$/.test(token.text)) return null;
  if (before && (['NOUN', 'PROPN', 'NUM'].includes(before.pos) || /^[-‐‑–(=<>≤≥±.,/]$/.test(before.text))) return null;
  if (/^(?:a|an|one|each|every|single)$/.test(before?.lower ?? '')) return null;
  const modifier = tokens[index + 1];
  const noun = tokens[index + 2];
  const closes = (t: TToken | undefined) =>
    !t || ['ADP', 'PUNCT', 'AUX', 'CCONJ', 'SCONJ'].includes(t.pos) || /^(?:who|that)$/.test(t.lower);
  // "at 2 year and 5 year follow-up", "6 month or 12 month intervals": two modifiers of one head, joined.
  const isJoinedModifier =
    /^(?:and|or|to)$/.test(noun?.lower ?? '') &&
    /^\d+$/.test(tokens[index + 3]?.text ?? '') &&
    tokens[index + 4]?.lower === modifier?.lower;
  // A time unit straight after the number, closing its phrase: "18 month after surgery" ("a 12 month period" is a modifier).
  if (
    modifier?.pos === 'NOUN' &&
    TIME_UNITS.test(modifier.lower) &&
    closes(noun) &&
    !isJoinedModifier &&
    !/^[-‐‑–]/.test(noun?.text ?? '')
  ) {
    const plural = pluralOf(modifier.lower);
    return plural ? numberLint(token.text, modifier, plural, true) : null;
  }
  // A noun modifier and a countable head: "312 undergraduate student from" (not "5 point scale", "7 item questionnaire").
  if (
    modifier?.pos === 'NOUN' &&
    modifier.lower === modifier.lemma &&
    !TIME_UNITS.test(modifier.lower) &&
    !/^(?:point|item|fold|step|way|stage|level|dose|factor|component|mm|cm|km|kg|mg|ml|percent)$/.test(modifier.lower) &&
    noun?.pos === 'NOUN' &&
    noun.lower === noun.lemma &&
    isCountable(noun.lower) &&
    closes(tokens[index + 3])
  ) {
    const plural = pluralOf(noun.lower);
    return plural ? numberLint(token.text, noun, plural, true) : null;
  }
  return null;
}

/** Adjectives of a spacing that repeats: "at regular intervals", "at weekly intervals". */
const SPACINGS = /^(?:regular|irregular|equal|fixed|set|frequent|short|long|daily|weekly|monthly|yearly|annual|hourly)$/;

/**
 * "sliced at 1-cm interval" → "at 1-cm intervals", "at regular interval" → "intervals": a spacing that repeats, after
 * "at" with no article, named by a hyphenated measure ("1-cm", "5-min") or an adjective of spacing. Not "at an
 * interval of 5 min", "at interval 3".
 */
function intervalLint(tokens: readonly TToken[], index: number): TLint | null {
  const noun = tokens[index] as TToken;
  if (noun.lower !== 'interval' || noun.pos !== 'NOUN' || goesOn(tokens[index + 1]) || tokens[index + 1]?.lower === 'of')
    return null;
  const before = tokens[index - 1];
  if (!before || before.end + 1 !== noun.start) return null;
  let at = index - 1;
  if (SPACINGS.test(before.lower)) at -= 1;
  else {
    // A measure joined by a hyphen: "1 - cm", "5 - min", "one - metre".
    const [number, hyphen] = [tokens[index - 3], tokens[index - 2]];
    const isMeasure =
      !!number &&
      (number.pos === 'NUM' || /^\d/.test(number.text)) &&
      /^[-‐‑]$/.test(hyphen?.text ?? '') &&
      hyphen?.start === number.end &&
      before.start === hyphen.end;
    if (!isMeasure) return null;
    at -= 3;
  }
  if (tokens[at]?.lower !== 'at') return null;
  const words = tokens
    .slice(at, index)
    .map((token, i) => (i > 0 && token.start > (tokens[at + i - 1] as TToken).end ? ` ${token.text}` : token.text));
  return numberLint(words.join(''), noun, 'intervals', true);
}

/** Plurals of Greek and Latin nouns and their singulars: "an analyses" → "an analysis". */
const GREEK_LATIN_SINGULAR: ReadonlyMap<string, string> = new Map([
  ['criteria', 'criterion'],
  ['phenomena', 'phenomenon'],
  ['analyses', 'analysis'],
  ['hypotheses', 'hypothesis'],
  ['theses', 'thesis'],
  ['diagnoses', 'diagnosis'],
  ['syntheses', 'synthesis'],
  ['crises', 'crisis'],
  ['stimuli', 'stimulus'],
  ['nuclei', 'nucleus'],
  ['strata', 'stratum'],
]);

/**
 * A Greek or Latin plural that one thing counts: "an unexpected phenomena", "Each criteria was", "this hypotheses"
 * → the singular, after a, an, each, every, one, this or another and at most two adjectives, ending its phrase.
 * "One analyses the data" and "each diagnoses" (the pronoun and a verb) are left alone.
 */
function greekPluralLint(tokens: readonly TToken[], index: number): TLint | null {
  const token = tokens[index] as TToken;
  if (!/^(?:a|an|each|every|one|this|another)$/.test(token.lower) || tokens[index + 1]?.lower === 'of') return null;
  const at = headAfter(tokens, index + 1);
  const noun = tokens[at];
  const singular = GREEK_LATIN_SINGULAR.get(noun?.lower ?? '');
  if (!noun || !singular || goesOn(tokens[at + 1])) return null;
  if (/^(?:each|one)$/.test(token.lower) && noun.pos === 'VERB') return null;
  return numberLint(token.text, noun, singular, false);
}

/** Plural units of time a number makes a modifier of: "a five years period" → "a five-year period". */
const PLURAL_TIME_UNITS = /^(?:seconds|minutes|hours|days|weeks|months|years|decades|centuries)$/;
const NUMBER_NAMES = /^(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|\d{1,3})$/;

/**
 * "a five years period", "an 18 months follow-up" → "five-year", "18-month": "a" or "an", a number and a plural unit
 * of time before the noun they measure (a noun, or a hyphenated one the tagger splits). Not "a further two years of",
 * "a two years' stay" (an apostrophe), "a 10 years old" (an adjective after the unit).
 */
function unitModifierLint(tokens: readonly TToken[], index: number): TLint | null {
  const [token, number, unit, head] = [tokens[index], tokens[index + 1], tokens[index + 2], tokens[index + 3]];
  if (!token || !/^(?:a|an)$/.test(token.lower) || !number || !NUMBER_NAMES.test(number.lower)) return null;
  if (unit?.pos !== 'NOUN' || !PLURAL_TIME_UNITS.test(unit.lower) || !head || head.start !== unit.end + 1) return null;
  const joint = tokens[index + 4];
  const isHyphened = !!joint && /^[-‐‑]$/.test(joint.text) && joint.start === head.end;
  if (!/^[a-z]+$/.test(head.text) || !(head.pos === 'NOUN' || isHyphened)) return null;
  return numberLint(`${token.text} ${number.text}`, unit, unit.lemma, false);
}

/** Words of kind that take the singular after "this … of": "this kind of analysis", "one type of sensor". */
const KIND_WORDS = /^(?:kind|type|sort)$/;
/**
 * Nouns used only or mostly in the plural, or whose plural is a different thing: "a type of glasses", "this kind of
 * stairs", "a kind of blues", "this kind of congratulations". Fields in -ics ("this type of dynamics") are left too.
 */
const PLURAL_ONLY =
  /^(?:glasses|spectacles|scissors|trousers|pants|jeans|shorts|clothes|goods|tweezers|pliers|binoculars|earnings|savings|surroundings|belongings|remains|premises|outskirts|arms|stairs|darts|blues|congratulations|thanks|manners|regards|riches|means|barracks|headquarters|quarters|grounds|lodgings|proceeds|arrears|odds|spirits|customs|looks|arts|affairs|works|greens)$/;
/** Plural nouns of study the tagger may read as verbs: "this kind of analyses requires". */
const PLURAL_OF_STUDY: ReadonlyMap<string, string> = new Map([
  ['analyses', 'analysis'],
  ['hypotheses', 'hypothesis'],
  ['syntheses', 'synthesis'],
  ['diagnoses', 'diagnosis'],
]);

/**
 * "This kind of analyses requires", "each type of samples", "one sort of errors" → the singular: "this", "that",
 * "each", "every", "one", "a" or "an" and a word of kind before "of" count one kind, whose noun is singular. Not
 * "the kind of questions that" (idiomatic), "these kinds of models", "this class of compounds", "this group of
 * patients" (a collective), nor a plural that goes on ("this type of cell lines" is left alone).
 */
function kindOfPluralLint(tokens: readonly TToken[], index: number): TLint | null {
  const token = tokens[index] as TToken;
  if (!/^(?:this|that|each|every|one|a|an)$/.test(token.lower) || token.pos === 'PRON') return null;
  const kind = tokens[index + 1];
  if (!kind || !KIND_WORDS.test(kind.lower) || tokens[index + 2]?.lower !== 'of') return null;
  const at = headAfter(tokens, index + 3);
  const noun = tokens[at];
  if (!noun || /^\p{Lu}/u.test(noun.text) || goesOn(tokens[at + 1]) || tokens[at + 1]?.pos === 'CCONJ') return null;
  if (PLURAL_ONLY.test(noun.lower) || /ics$/.test(noun.lower)) return null;
  // Only a noun that is countable in every sense: "this kind of samples", not "this kind of darts".
  const singular = PLURAL_OF_STUDY.get(noun.lower) ?? (isPluralNoun(noun) && isCountable(noun.lemma) ? noun.lemma : null);
  return singular ? numberLint(`${token.text} ${kind.text} of`, noun, singular, false) : null;
}

/** People whose plural learners put before a noun of research: "a students survey" → "a student survey". */
const PEOPLE =
  /^(?:student|teacher|patient|participant|farmer|worker|employee|nurse|doctor|physician|parent|user|customer|consumer|resident|respondent|learner|clinician|volunteer|citizen|tourist|visitor|caregiver)$/;
/**
 * Nouns of research a person noun modifies in the singular: survey, questionnaire, sample. Not the nouns of a body of
 * people, which take a plural modifier in use: "a users group", "a citizens panel", "a parents council".
 */
const RESEARCH_HEADS =
  /^(?:survey|questionnaire|interview|sample|database|registry|record|assessment|evaluation|perspective|profile|study)$/;

/**
 * "a students survey", "each patients record" → "a student survey": a plural noun of people as the modifier of a
 * singular noun of research after "a", "an", "each" or "every". Not "a sales manager", "a farmers market" (no noun of
 * research), "the students survey the area" (no article that counts one), "In week one patients record" ("one" is a
 * label there), "In Part A students survey" (a capital "A" inside a sentence is a label).
 */
function pluralModifierLint(tokens: readonly TToken[], index: number): TLint | null {
  const [token, modifier, head] = [tokens[index] as TToken, tokens[index + 1], tokens[index + 2]];
  if (!/^(?:a|an|each|every)$/.test(token.lower) || !modifier || !head) return null;
  if (token.text === 'A' && index > 0) return null;
  if (!isPluralNoun(modifier) || !PEOPLE.test(modifier.lemma) || head.pos !== 'NOUN' || !RESEARCH_HEADS.test(head.lower))
    return null;
  if (goesOn(tokens[index + 3])) return null;
  return numberLint(token.text, modifier, modifier.lemma, false);
}

/** The noun-number slips of phrases (noun-number.ts has those of a quantifier right before its noun). */
export function nounPhraseNumberLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [
    singularLints,
    pluralLints,
    intervalLint,
    greekPluralLint,
    unitModifierLint,
    kindOfPluralLint,
    pluralModifierLint,
  ]);
}
