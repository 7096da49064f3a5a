import { isDialectVariant, type TLint } from '../lint.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { ingFormOf } from './verb-patterns.ts';

/** Verbs and adjectives that take "to" and a base form: "asked to rate", "designed to withstand", "unable to find". */
const TAKES_INFINITIVE = new Set(
  (
    'ask design decide try want need aim attempt fail plan intend allow require expect choose begin start ' +
    'continue manage seek hope seem appear tend enable encourage instruct train help wish refuse permit ' +
    'force urge remind teach learn able unable likely unlikely willing ready'
  ).split(' '),
);

/** Words after which "to" may be a preposition too: "important to", "made to". */
const TO_BEFORE_OBJECT = /^(?:important|necessary|possible|difficult|easy|made|forced)$/;

/**
 * A past form: not its lemma, not an -s or -ing form, and not the other dialect's spelling of its lemma ("generalise",
 * whose lemma the tagger gives as "generalize").
 */
const isPastForm = (verb: TToken) =>
  verb.lemma !== verb.lower &&
  /^[a-z]+$/.test(verb.lower) &&
  !/(?:ing|[^s]s)$/.test(verb.lower) &&
  !isDialectVariant(verb.lower, verb.lemma);

/**
 * A past form after the "to" of an infinitive: "The participants were asked to rated their confidence" → "rate", "The
 * bridge was designed to withstood wind speeds" → "withstand", "in order to analyzed the data" → "analyze". Only after
 * a verb or an adjective that takes an infinitive (or "in order"), so that "to" is not a preposition ("due to reduced
 * flow", "exposed to heated air", "used to dried samples").
 */
export function infinitiveFormLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, to] of tokens.entries()) {
    const [before, verb] = [tokens[index - 1], tokens[index + 1]];
    if (to.lower !== 'to' || !before || !verb || verb.pos !== 'VERB' || !/^[a-z]+$/.test(verb.text)) continue;
    const isInOrder = before.lower === 'order' && tokens[index - 2]?.lower === 'in';
    // After "important", "necessary", "made" … "to" is as often a preposition ("important to disabled people", "made to
    // broken links"): the past form is taken only before its object or a clause ("important to noted that", "made to
    // felt comfortable.").
    const isObjectAfter =
      /^(?:DET|PRON|SCONJ)$/.test(tokens[index + 2]?.pos ?? '') ||
      (tokens[index + 2]?.pos === 'ADJ' && /^[.;,]$/.test(tokens[index + 3]?.text ?? ''));
    const isPrepositionHead = TO_BEFORE_OBJECT.test(before.lower) && isObjectAfter;
    if (!TAKES_INFINITIVE.has(before.lemma) && !TAKES_INFINITIVE.has(before.lower) && !isInOrder && !isPrepositionHead) continue;
    // A past form of the lemma (not "generalise", whose lemma the tagger spells "generalize"), and not one that is
    // also a base form: "able to found a university", "to fell trees".
    const isPast = isPastForm(verb) && !/^(?:found|ground|wound|bound|lay|saw|fell)$/.test(verb.lower);
    // A participle in -ed before a noun may be its adjective after a preposition "to" ("invited to selected workshops").
    if (!isPast || (/ed$/.test(verb.lower) && tokens[index + 2]?.pos === 'NOUN')) continue;
    lints.push(baseFormAfterToLint(to, verb));
  }
  return lints;
}

/** A finding that puts `verb`, after the "to" of an infinitive, in its base form ("to rated", "able to doing"). */
export const baseFormAfterToLint = (to: TToken, verb: TToken): TLint => ({
  kind: 'Grammar',
  start: verb.start,
  end: verb.end,
  message: `After “to”, the verb takes its base form: “${verb.lemma}”.`,
  messageKey: 'verb-base-form',
  messageValues: { auxiliary: to.text, verb: verb.text, correction: verb.lemma },
  suggestions: [replaceWith(verb.lemma)],
});

/** Words that open an object: "After analyzed the transcripts", "Before started this experiment". */
const OBJECT_OPENERS = /^(?:the|a|an|this|these|those|their|its|our|all|each|both)$/;

/**
 * A past form after "after" or "before" opening a sentence or a clause, with its object after it: "After
 * analyzed the interview transcripts, we identified" → "After analyzing". A past form before a noun is an adjective
 * ("After dried samples were weighed"), and one before a preposition may be a reduced passive ("After treated with");
 * "while" opens reduced passives with a complement ("While considered the gold standard, biopsy is invasive").
 */
export function gerundAfterTimeWordLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, word] of tokens.entries()) {
    const [verb, object] = [tokens[index + 1], tokens[index + 2]];
    if (!/^(?:after|before)$/.test(word.lower) || !verb || !object) continue;
    if (index > 0 && tokens[index - 1]?.text !== ',') continue;
    const isPast = verb.pos === 'VERB' && isPastForm(verb);
    if (!isPast || !OBJECT_OPENERS.test(object.lower)) continue;
    const correction = ingFormOf(verb.lemma);
    lints.push({
      kind: 'Grammar',
      start: verb.start,
      end: verb.end,
      message: `After “${word.text}”, the verb takes its -ing form: “${correction}”.`,
      messageKey: 'verb-gerund',
      messageValues: { word: word.text, correction },
      suggestions: [replaceWith(correction)],
    });
  }
  return lints;
}
