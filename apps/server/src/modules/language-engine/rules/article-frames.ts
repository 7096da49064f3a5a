import type { TLint } from '../lint.ts';
import { isCountableNoun } from './article-nouns.ts';
import { missingArticleLint } from './article-omission.ts';
import { extraWordLint } from './extra-words.ts';
import { genericLint } from './field-articles.ts';
import { ONE_IN_PLURAL_FORM } from './noun-number-phrases.ts';
import { capitalised, replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';

/**
 * Articles in fixed academic frames (article-omission.ts, articles.ts and their neighbours have the general rules):
 * "as (a) result", "according to (the) results of", "than (the) baseline model", ", and (the) average value was",
 * "(the) World Health Organization", "on (a) five-point scale", "a data", "an advantage of" before an -ing form,
 * "the" before a method in general ("by the electrochemical impedance spectroscopy"), "the" in "in the terms of",
 * "A" opening a sentence before a plural ("A higher levels of", "A soil samples were") and "only (a) few".
 */

/** A finding that replaces `flagged` (from `first` to `last`) with `correction`, naming `noun`. */
function articleFix(tokens: readonly TToken[], first: number, last: number, noun: TToken, correction: string): TLint {
  return {
    ...missingArticleLint(noun, tokens[first] as TToken, [correction]),
    end: (tokens[last] as TToken).end,
  };
}

/** "as result, the yield" → "as a result": "as" and "result" before a comma or "of". */
function asResultLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index]?.lower !== 'as') return null;
  const [as, result, next] = tokens.slice(index, index + 3);
  if (as?.lower !== 'as' || result?.lower !== 'result' || !next || !/^(?:,|of)$/.test(next.lower)) return null;
  return articleFix(tokens, index, index + 1, result, `${as.text} a ${result.text}`);
}

/** "According to results of the regression" → "the results of": "according to", a bare noun and "of". */
function accordingToLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index]?.lower !== 'according') return null;
  const [according, to, noun, of] = tokens.slice(index, index + 4);
  if (according?.lower !== 'according' || to?.lower !== 'to' || !noun || of?.lower !== 'of') return null;
  if (!/^\p{Ll}+$/u.test(noun.text) || !/^(?:NOUN|VERB)$/.test(noun.pos)) return null;
  return articleFix(tokens, index + 2, index + 2, noun, `the ${noun.text}`);
}

/** Words that end a noun phrase's run: "than baseline model on", "and average value was". */
const AFTER_PHRASE = /^(?:ADP|PUNCT|AUX|VERB|CCONJ|SCONJ)$/;

/**
 * A bare singular countable noun, with adjectives or nouns before it, after "than" ("higher accuracy than baseline
 * model on") or opening a clause after ", and" with "was" or "is" ("and average value was reported"): "the".
 */
function bareAfterLint(tokens: readonly TToken[], index: number): TLint | null {
  const trigger = tokens[index] as TToken;
  const isThan = trigger.lower === 'than' && !/^(?:rather|other|more|less|fewer)$/.test(tokens[index - 1]?.lower ?? '');
  const isClause = /^(?:and|but|whereas|while)$/.test(trigger.lower) && tokens[index - 1]?.text === ',';
  if (!isThan && !isClause) return null;
  let at = index + 1;
  while (/^(?:ADJ|NOUN)$/.test(tokens[at]?.pos ?? '') && tokens[at + 1]?.pos === 'NOUN' && at - index < 4) at += 1;
  const noun = tokens[at];
  if (noun?.pos !== 'NOUN' || noun.text !== noun.lower || noun.lemma !== noun.lower || !isCountableNoun(noun.lower)) return null;
  const first = tokens[index + 1] as TToken;
  if (first.text !== first.lower || !AFTER_PHRASE.test(tokens[at + 1]?.pos ?? '')) return null;
  if (isClause && !/^(?:was|is)$/.test(tokens[at + 1]?.lower ?? '')) return null;
  return articleFix(tokens, index + 1, index + 1, noun, `the ${first.text}`);
}

/** Bodies named with "the": "(the) World Health Organization", "(the) United Nations", "(the) European Union". */
const BODY_FIRST = /^(?:World|United|European|International|National|Food)$/;
const BODY_LAST =
  /^(?:Organization|Organisation|Nations|Union|States|Kingdom|Bank|Fund|Agency|Commission|Council|Institutes|Federation)$/;

/** "the limit set by World Health Organization" → "by the World Health Organization". */
function bodyLint(tokens: readonly TToken[], index: number): TLint | null {
  const first = tokens[index] as TToken;
  if (!BODY_FIRST.test(first.text)) return null;
  let at = index;
  while (/^\p{Lu}/u.test(tokens[at + 1]?.text ?? '') && at - index < 4 && !BODY_LAST.test(tokens[at]?.text ?? '')) at += 1;
  const last = tokens[at] as TToken;
  if (!BODY_LAST.test(last.text) || at === index) return null;
  const before = tokens[index - 1];
  if (!before || !/^(?:ADP|VERB)$/.test(before.pos) || /^(?:of)$/.test(before.lower)) return null;
  if (/^(?:NOUN|PROPN)$/.test(tokens[at + 1]?.pos ?? '') || /^['’]/.test(tokens[at + 1]?.text ?? '')) return null;
  const name = tokens
    .slice(index, at + 1)
    .map((token) => token.text)
    .join(' ');
  return {
    kind: 'Grammar',
    start: first.start,
    end: last.end,
    message: `“${name}” takes “the”: “the ${name}”.`,
    messageKey: 'article-definite',
    messageValues: { word: name, correction: 'the' },
    suggestions: [replaceWith(`the ${name}`)],
  };
}

/** Heads of a phrase a hyphenated number makes countable: "on (a) five-point scale", "over (a) two-year period". */
const MEASURED_HEADS =
  /^(?:scale|period|study|trial|programme|program|course|design|model|interval|survey|questionnaire|plan|project|cycle|window|procedure|system|approach|version|test|intervention|follow-up)$/;

/** Whether a number is spoken with a vowel first: "eight", "eleven", "eighteen", "eighty", "11,000" (not "110", "180"). */
function spokenWithVowel(number: string): boolean {
  if (/^(?:eight|eleven)/i.test(number)) return true;
  const digits = number.replace(/,/g, '').split('.')[0] ?? '';
  if (!/^\d+$/.test(digits)) return false;
  return digits.startsWith('8') || (digits.length % 3 === 2 && /^1[18]/.test(digits));
}

/** "rated on five-point Likert scale" → "on a five-point": a preposition, a number, a hyphen, a unit and a singular head. */
function numberedModifierLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index + 2]?.text !== '-') return null;
  const [preposition, count, hyphen, unit] = tokens.slice(index, index + 4);
  if (preposition?.pos !== 'ADP' || count?.pos !== 'NUM' || hyphen?.text !== '-' || !unit) return null;
  if (hyphen.start !== count.end || unit.start !== hyphen.end) return null;
  let at = index + 4;
  while (/^(?:ADJ|NOUN|PROPN)$/.test(tokens[at]?.pos ?? '') && !MEASURED_HEADS.test(tokens[at]?.lower ?? '') && at - index < 7)
    at += 1;
  const head = tokens[at];
  if (!head || !MEASURED_HEADS.test(head.lower) || tokens[at + 1]?.pos === 'NOUN') return null;
  const article = spokenWithVowel(count.text) ? 'an' : 'a';
  return articleFix(tokens, index, index + 1, head, `${preposition.text} ${article} ${count.text}`);
}

/** "using a data from 12 hospitals" → delete "a" ("a data set", "a data-driven model" are left alone). */
function aDataLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index + 1]?.lower !== 'data') return null;
  const [a, data, next] = tokens.slice(index, index + 3);
  if (!a || !/^(?:a|an)$/.test(a.lower) || data?.lower !== 'data' || !next || !/^(?:ADP|PUNCT|AUX)$/.test(next.pos)) return null;
  if (next.start === data.end) return null;
  return {
    kind: 'Grammar',
    start: a.start,
    end: a.end,
    message: `“${data.text}” is uncountable and takes no “${a.text}”: delete it.`,
    messageKey: 'article-uncountable',
    messageValues: { noun: data.text, word: a.text },
    suggestions: [{ kind: 'delete', text: '' }],
  };
}

/** "has an advantage of requiring" → "the advantage of": the advantage an -ing form names is one. */
function advantageOfLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index]?.lower !== 'an') return null;
  const [an, advantage, of, gerund] = tokens.slice(index, index + 4);
  if (an?.lower !== 'an' || advantage?.lower !== 'advantage' || of?.lower !== 'of' || !gerund || !/ing$/.test(gerund.lower))
    return null;
  return {
    kind: 'Grammar',
    start: an.start,
    end: an.end,
    message: `“${advantage.text}” takes “the”: “the ${advantage.text}”.`,
    messageKey: 'article-definite',
    messageValues: { word: advantage.text, correction: 'the' },
    suggestions: [replaceWith('the')],
  };
}

/** Methods named in general, without an article: "by electrochemical impedance spectroscopy", "using ultrasound". */
const METHODS =
  /^(?:spectroscopy|microscopy|ultrasound|ultrasonography|chromatography|tomography|imputation|electrophoresis|cytometry|spectrometry|calorimetry|interferometry|immunohistochemistry|radiography|thermogravimetry|voltammetry|densitometry|elastography|sonication|centrifugation)$/;

/** "evaluated by the electrochemical impedance spectroscopy", "we applied the multiple imputation" → delete "the". */
function methodTheLint(tokens: readonly TToken[], index: number): TLint | null {
  const the = tokens[index] as TToken;
  if (the.lower !== 'the') return null;
  const before = tokens[index - 1];
  if (!before || !(/^(?:by|using|with|via|through)$/.test(before.lower) || /^(?:apply|use|perform|employ)$/.test(before.lemma)))
    return null;
  let at = index + 1;
  while (/^(?:ADJ|NOUN)$/.test(tokens[at]?.pos ?? '') && !METHODS.test(tokens[at]?.lower ?? '') && at - index < 4) at += 1;
  const method = tokens[at];
  if (!method || !METHODS.test(method.lower)) return null;
  const next = tokens[at + 1];
  if (
    next &&
    (/^(?:NOUN|PROPN|ADJ)$/.test(next.pos) || /^(?:of|that|which|described|mentioned|above|used|performed)$/.test(next.lower))
  )
    return null;
  return genericLint(the, method);
}

/** Means of sending, which "by" takes without an article: "sent by e-mail", "contacted by telephone". */
const MEANS = /^(?:e-?mail|mail|post|telephone|phone|fax|courier|letter|airmail)$/;

/**
 * "The questionnaire was sent by the e-mail to 1,240 nurses" → delete "the": a means of sending after "by" and a
 * verb of sending or reaching; not "by the e-mail address", "by the e-mail of 3 May", "by the post office".
 */
function meansTheLint(tokens: readonly TToken[], index: number): TLint | null {
  const the = tokens[index] as TToken;
  const means = tokens[index + 1];
  if (the.lower !== 'the' || tokens[index - 1]?.lower !== 'by' || !means || !MEANS.test(means.lower)) return null;
  const verb = tokens[index - 2];
  if (
    verb?.pos !== 'VERB' ||
    !/^(?:send|contact|invite|recruit|distribute|notify|inform|submit|reach|approach|deliver|interview|survey|return|receive|collect)$/.test(
      verb.lemma,
    )
  )
    return null;
  const next = tokens[index + 2];
  if (next && !(/^(?:ADP|PUNCT|CCONJ|ADV)$/.test(next.pos) && !/^(?:of|that|which|from)$/.test(next.lower))) return null;
  // "returned by the post, which was slow": a clause about it makes it a particular post.
  if (next?.text === ',' && /^(?:which|who|whose)$/.test(tokens[index + 3]?.lower ?? '')) return null;
  return genericLint(the, means);
}

/** "in the terms of" → "in terms of": fixed phrases whose noun takes no article. */
const BARE_IN_PHRASE: Record<string, string> = { terms: 'of', spite: 'of', accordance: 'with', respect: 'to', behalf: 'of' };

function fixedPhraseTheLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index + 1]?.lower !== 'the') return null;
  const [preposition, the, noun, next] = tokens.slice(index, index + 4);
  if (!preposition || the?.lower !== 'the' || !noun || BARE_IN_PHRASE[noun.lower] !== next?.lower) return null;
  // "in the terms of the agreement", "in the terms of reference": the conditions a text sets.
  const owner = tokens[index + 4];
  if (
    noun.lower === 'terms' &&
    (owner?.pos === 'DET' ||
      owner?.pos === 'PRON' ||
      /^(?:reference|use|service|trade|employment|sale|payment)$/.test(owner?.lower ?? ''))
  )
    return null;
  const expected = noun.lower === 'respect' ? 'with' : noun.lower === 'behalf' ? 'on' : 'in';
  if (preposition.lower !== expected) return null;
  return extraWordLint(the);
}

/** Measures given by their value after "of": "a depth of 10 cm", "a temperature of 37 °C", "a dose of 5 mg". */
const MEASURES =
  /^(?:depth|height|temperature|concentration|rate|speed|velocity|dose|distance|width|length|pressure|thickness|diameter|radius|volume|weight|mass|frequency|wavelength|voltage|current|density|flow|duration|altitude|elevation|salinity|humidity|ph|porosity|magnification|resolution)$/;

/**
 * "incubated at the temperature of 37 °C" → "a temperature", "cores taken at the depth of 10 cm" → "a depth": a
 * measure first given by its value after a preposition takes "a" ("the temperature of the room", "the depth of the
 * lake" are a thing's own measure, and "the depth of 10 cm chosen above" comes back to one: a word after the value
 * other than a mark or a preposition leaves it alone).
 */
function measureTheLint(tokens: readonly TToken[], index: number): TLint | null {
  const the = tokens[index] as TToken;
  const measure = tokens[index + 1];
  if (the.lower !== 'the' || !/^(?:at|to|with|under|over|from)$/.test(tokens[index - 1]?.lower ?? '') || !measure) return null;
  if (!MEASURES.test(measure.lower) || tokens[index + 2]?.lower !== 'of' || tokens[index + 3]?.pos !== 'NUM') return null;
  let end = index + 4;
  while (
    end < index + 8 &&
    /^(?:NOUN|PROPN|SYM|NUM|X)$/.test(tokens[end]?.pos ?? '') &&
    !/^[.,;:]$/.test(tokens[end]?.text ?? '')
  )
    end += 1;
  const after = tokens[end];
  if (after && !/^[.,;:)]$/.test(after.text) && !/^(?:ADP|CCONJ)$/.test(after.pos)) return null;
  return {
    kind: 'Grammar',
    start: the.start,
    end: the.end,
    message: `The ${measure.text} is new to the reader here: introduce it with “a ${measure.text}”, not “the”.`,
    messageKey: 'article-first-mention',
    messageValues: { noun: measure.text, correction: 'a' },
    suggestions: [replaceWith('a')],
  };
}

/** Plural nouns of a study's own parts, which "of this study" makes definite: "(The) results of this study show". */
const OWN_PARTS = /^(?:Results|Findings|Aims|Objectives|Limitations|Strengths|Outcomes|Conclusions|Implications|Contributions)$/;

/**
 * "Results of this study show that" → "The results": a sentence opened by a plural of a study's own parts and "of"
 * with "this", "the", "our" or "these", with a verb after the phrase (a heading, "Results of the survey.", has none).
 */
function openingOwnPartsLint(tokens: readonly TToken[], index: number): TLint | null {
  const noun = tokens[0];
  if (index !== 0 || !noun || !OWN_PARTS.test(noun.text) || tokens[1]?.lower !== 'of') return null;
  if (!/^(?:this|the|our|these|that|their)$/.test(tokens[2]?.lower ?? '')) return null;
  // "Results of this kind are rare" speaks of such results in general.
  if (/^(?:kind|type|sort|nature|form|magnitude|size)$/.test(tokens[3]?.lower ?? '')) return null;
  // A verb the tagger reads as a noun before "that": "Results of this study show that".
  const isVerbAt = (token: TToken, i: number) =>
    token.pos === 'VERB' || token.pos === 'AUX' || (token.pos === 'NOUN' && tokens[i + 1]?.lower === 'that');
  const verbAt = tokens.findIndex((token, i) => i > 2 && isVerbAt(token, i));
  const verb = tokens[verbAt];
  const hasFiniteVerb =
    !!verb &&
    (/^(?:are|were|have|do|did|can|may|might|could|would|will|should|must)$/.test(verb.lower) ||
      (verb.pos !== 'AUX' && verb.lower === verb.lemma));
  if (
    !hasFiniteVerb ||
    tokens.slice(3, verbAt).some((token) => /^[.,;:]$/.test(token.text) || /^(?:that|which|who)$/.test(token.lower))
  )
    return null;
  const word = noun.lower;
  return {
    kind: 'Grammar',
    start: noun.start,
    end: noun.end,
    message: `“${word}” takes “the”: “The ${word}”.`,
    messageKey: 'article-definite',
    messageValues: { word, correction: 'The' },
    suggestions: [replaceWith(`The ${word}`)],
  };
}

/** "A higher levels of stress were", "A soil samples were" → "Higher levels", "Soil samples": a sentence's "A" before a plural. */
function openingAPluralLint(tokens: readonly TToken[], index: number): TLint | null {
  if (index !== 0 || tokens[0]?.text !== 'A') return null;
  const next = tokens[1];
  // "A priori power analyses", "A great many studies": Latin and quantity phrases.
  if (/^(?:priori|posteriori|fortiori|great|good)$/.test(next?.lower ?? '')) return null;
  let at = 1;
  const isModifier = (token: TToken | undefined) =>
    token?.pos === 'ADJ' ||
    (token?.pos === 'NOUN' && token.lemma === token.lower && tokens[tokens.indexOf(token) + 1]?.pos === 'NOUN');
  while (isModifier(tokens[at]) && at < 4) at += 1;
  const noun = tokens[at];
  if (!next || at === 1 || !noun || noun.pos !== 'NOUN' || !/[^su]s$/.test(noun.lower) || noun.lemma === noun.lower) return null;
  if (!/^(?:ADP|AUX|VERB)$/.test(tokens[at + 1]?.pos ?? '') || ONE_IN_PLURAL_FORM.test(noun.lower)) return null;
  const isQuantity = (token: TToken) =>
    /^(?:number|lot|couple|series|range|variety|total|set|group|pair|majority|few)$/.test(token.lower);
  if (tokens.slice(1, at).some(isQuantity)) return null;
  const opening = capitalised(next.text);
  return {
    kind: 'Grammar',
    start: tokens[0].start,
    end: next.end,
    message: `“a” does not go with a plural noun (“${noun.text}”).`,
    messageKey: 'article-plural',
    messageValues: { noun: noun.text },
    suggestions: [replaceWith(opening)],
  };
}

/** "The result is as same as the previous one" → "the same as": "same" takes "the", not "as". */
function asSameLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index + 1]?.lower !== 'same') return null;
  const [as, same, second] = tokens.slice(index, index + 3);
  if (as?.lower !== 'as' || same?.lower !== 'same' || second?.lower !== 'as') return null;
  return {
    kind: 'Grammar',
    start: as.start,
    end: same.end,
    message: `“${same.text}” takes “the”: “the ${same.text}”.`,
    messageKey: 'article-definite',
    messageValues: { word: same.text, correction: 'the' },
    suggestions: [replaceWith(/^\p{Lu}/u.test(as.text) ? 'The same' : 'the same')],
  };
}

/** Words before "only" that make "only few" right or part of something else: "the only few", "not only few". */
const BEFORE_ONLY_FEW = /^(?:the|these|those|its|their|our|his|her|my|your|not)$/;

/**
 * "Only few studies have examined" → "Only a few studies": "only" and "few" before a plural noun, an adjective or
 * "of". "very few", "so few", "too few", "a few" and "only a few" are left alone, and so are "the only few", "not
 * only few" and "only" after a possessive ("the town's only few shops", "whose only few wells").
 */
function onlyFewLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens[index + 1]?.lower !== 'few') return null;
  const [only, few, next] = tokens.slice(index, index + 3);
  const before = tokens[index - 1];
  if (only?.lower !== 'only' || !few || !next || BEFORE_ONLY_FEW.test(before?.lower ?? '')) return null;
  // "The town's only few shops", "whose only few wells": "only" means "sole" after a possessive.
  if (before && (/^['’]s?$/.test(before.text) || before.pos === 'PART' || before.lower === 'whose')) return null;
  const isPluralNoun = next.pos === 'NOUN' && next.lower !== next.lemma && /s$/.test(next.lower);
  if (!isPluralNoun && next.pos !== 'ADJ' && next.lower !== 'of') return null;
  const words = `${only.text} ${few.text}`;
  const correction = `${only.text} a ${few.text}`;
  return {
    kind: 'Grammar',
    start: only.start,
    end: few.end,
    message: `For a small number, write “${correction}”, not “${words}”.`,
    messageKey: 'article-a-few',
    messageValues: { words, correction },
    suggestions: [replaceWith(correction)],
  };
}

/** The findings of this file's patterns on a sentence. */
export function articleFrameLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [
    asResultLint,
    accordingToLint,
    bareAfterLint,
    bodyLint,
    numberedModifierLint,
    aDataLint,
    advantageOfLint,
    methodTheLint,
    meansTheLint,
    fixedPhraseTheLint,
    openingAPluralLint,
    openingOwnPartsLint,
    measureTheLint,
    asSameLint,
    onlyFewLint,
  ]);
}
