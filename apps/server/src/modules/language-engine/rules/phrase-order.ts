import type { TLint } from '../lint.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken, type TTokenPattern } from './token-patterns.ts';
import { wordOrderLint } from './word-order.ts';

/**
 * Slips of order inside fixed phrases: a pronoun after the particle of a phrasal verb ("switch off it" → "switch it off"),
 * a noun compound written head first ("pollution air" → "air pollution", "members staff" → "staff members"), "so a"
 * before an adjective and its noun with a "that" clause after ("gave so a clear explanation that" → "such a clear"),
 * and "enough" before the adverb it follows ("enough often to" → "often enough to").
 */

/** Phrasal verbs whose object pronoun goes between the verb and its particle: "fill it in", "set them up". */
const PHRASAL: Readonly<Record<string, RegExp>> = {
  fill: /^(?:in|out|up)$/,
  switch: /^(?:off|on)$/,
  set: /^(?:up)$/,
  pick: /^(?:up)$/,
  carry: /^(?:out)$/,
  write: /^(?:down|up)$/,
  give: /^(?:up|back|away)$/,
  throw: /^(?:away|out)$/,
  put: /^(?:off|away|back|aside)$/,
  send: /^(?:back|out)$/,
  bring: /^(?:up|back)$/,
  shut: /^(?:down|off)$/,
  try: /^(?:out)$/,
  rule: /^(?:out)$/,
  sort: /^(?:out)$/,
  wash: /^(?:off|out)$/,
  clean: /^(?:up)$/,
  hand: /^(?:in|out|over)$/,
  take: /^(?:off|away|back|apart)$/,
  break: /^(?:down)$/,
  call: /^(?:off)$/,
  cut: /^(?:off|out)$/,
  leave: /^(?:out)$/,
  plug: /^(?:in)$/,
  print: /^(?:out)$/,
  rinse: /^(?:off|out)$/,
  shake: /^(?:off)$/,
  wipe: /^(?:off|out)$/,
};
const OBJECT_PRONOUNS = /^(?:it|them|him|her|me|us)$/;

/** "switch off it and restart the device" → "switch it off": a phrasal verb's particle before an object pronoun. */
const phrasalPronounPattern: TTokenPattern = (tokens, index) => {
  const [verb, particle, pronoun] = [tokens[index] as TToken, tokens[index + 1], tokens[index + 2]];
  if (verb.pos !== 'VERB' || !particle || !pronoun || !OBJECT_PRONOUNS.test(pronoun.lower)) return null;
  const particles = PHRASAL[verb.lemma];
  if (!particles?.test(particle.lower)) return null;
  // "give up it" is the particle's object too seldom to tell from "carry out it"; a noun after the pronoun makes it a
  // determiner ("put off her visit"), and "her" is left alone for that reason.
  if (pronoun.lower === 'her' || /^(?:NOUN|ADJ|PROPN)$/.test(tokens[index + 3]?.pos ?? '')) return null;
  // "By the time the ambulance turned up it was too late": the pronoun opens the next clause; "once the form is filled
  // in it should be returned": a passive has no object.
  const after = tokens[index + 3];
  const beAt = tokens[index - 1]?.pos === 'ADV' ? index - 2 : index - 1;
  const isPassive = /^(?:is|are|was|were|be|been|being|get|got)$/.test(tokens[beAt]?.lower ?? '');
  if (/^(?:VERB|AUX)$/.test(after?.pos ?? '') || isPassive) return null;
  // "When I gave up it really hurt", "We carried out, and it …": the pronoun as a later verb's subject.
  if (tokens.slice(index + 3, index + 6).some((token) => token.pos === 'VERB' || token.pos === 'AUX')) return null;
  return wordOrderLint([verb, particle, pronoun], `${verb.text} ${pronoun.text} ${particle.text}`);
};

/** Noun compounds written head first: the written pair and the usual one. */
const REVERSED_COMPOUNDS: ReadonlyMap<string, string> = new Map([
  ['pollution air', 'air pollution'],
  ['pollution water', 'water pollution'],
  ['pollution noise', 'noise pollution'],
  ['members staff', 'staff members'],
  ['members family', 'family members'],
  ['members team', 'team members'],
  ['pressure blood', 'blood pressure'],
  ['rate heart', 'heart rate'],
  ['consumption energy', 'energy consumption'],
  ['expectancy life', 'life expectancy'],
  ['care health', 'health care'],
  ['resources water', 'water resources'],
  ['weight body', 'body weight'],
  ['temperature body', 'body temperature'],
  ['moisture soil', 'soil moisture'],
  ['change climate', 'climate change'],
  ['market labour', 'labour market'],
  ['market labor', 'labor market'],
  ['rate unemployment', 'unemployment rate'],
  ['rate interest', 'interest rate'],
  ['rate exchange', 'exchange rate'],
  ['rate growth', 'growth rate'],
  ['factors risk', 'risk factors'],
  ['sugar blood', 'blood sugar'],
  ['media social', 'social media'],
]);

/**
 * "the effects of pollution air on children" → "air pollution": a pair from the table after a determiner, an
 * adjective or a preposition (not a verb and its object: "change climate policy" is left alone by what follows).
 */
const reversedCompoundPattern: TTokenPattern = (tokens, index) => {
  const [first, second] = [tokens[index] as TToken, tokens[index + 1]];
  if (!second || first.pos !== 'NOUN') return null;
  const usual = REVERSED_COMPOUNDS.get(`${first.lower} ${second.lower}`);
  if (!usual || (index > 0 && !/^(?:DET|ADJ|ADP|NUM)$/.test(tokens[index - 1]?.pos ?? ''))) return null;
  // The noun phrase's start: adjectives, numbers and nouns, then at most one determiner.
  let start = index;
  while (start > 0 && /^(?:ADJ|NUM|NOUN)$/.test(tokens[start - 1]?.pos ?? '')) start -= 1;
  if (tokens[start - 1]?.pos === 'DET') start -= 1;
  const next = tokens[index + 2];
  // A preposition's object inside the sentence: "the effects of pollution air on children" (not "In the final
  // analysis data were pooled", an opening phrase whose noun is followed by the clause's subject, nor "the rate
  // interest accrues at", whose second noun has a verb of its own).
  const isObject = start > 1 && tokens[start - 1]?.pos === 'ADP' && !/^(?:NOUN|PROPN|VERB|AUX)$/.test(next?.pos ?? '');
  // The sentence's subject, with one verb after it: "Several members staff complained".
  const groups = tokens
    .slice(index + 2)
    .filter((token, i, rest) => /^(?:VERB|AUX)$/.test(token.pos) && !/^(?:VERB|AUX|ADV)$/.test(rest[i - 1]?.pos ?? ''));
  const isSubject = start === 0 && /^(?:VERB|AUX)$/.test(next?.pos ?? '') && groups.length === 1;
  if (!isObject && !isSubject) return null;
  const correction = /^\p{Lu}/u.test(first.text) ? `${usual.charAt(0).toUpperCase()}${usual.slice(1)}` : usual;
  return wordOrderLint([first, second], correction);
};

/** "She gave so a clear explanation that even first-year students understood" → "such a clear explanation". */
const soAPattern: TTokenPattern = (tokens, index) => {
  const [so, article, adjective, noun] = [tokens[index] as TToken, tokens[index + 1], tokens[index + 2], tokens[index + 3]];
  if (so.lower !== 'so' || !/^(?:a|an)$/.test(article?.lower ?? '') || adjective?.pos !== 'ADJ' || noun?.pos !== 'NOUN')
    return null;
  // "so" as a degree word follows the verb ("gave so a"); after a comma or "and" it joins clauses ("…, so a new
  // method was needed").
  if (!/^(?:VERB|AUX)$/.test(tokens[index - 1]?.pos ?? '') || /^(?:do|say|think|hope)$/.test(tokens[index - 1]?.lemma ?? ''))
    return null;
  // "so a clear explanation that even students understood": "that" right after the noun.
  // … and a clause of its own after "that" ("that a smaller survey covered" is a relative clause: "that covered").
  if (tokens[index + 4]?.lower !== 'that' || /^(?:VERB|AUX)$/.test(tokens[index + 5]?.pos ?? '')) return null;
  return wordOrderLint([so, article as TToken], `such ${article?.text}`);
};

/** Adverbs that "enough" follows: "often enough", "well enough", "quickly enough". */
const ENOUGH_ADVERBS = /^(?:often|well|quickly|fast|frequently|slowly|carefully|closely|clearly|accurately|regularly)$/;

/** "did not practise enough often to notice" → "often enough": "enough" after the adverb it qualifies. */
const enoughPattern: TTokenPattern = (tokens, index) => {
  const [enough, adverb, after] = [tokens[index] as TToken, tokens[index + 1], tokens[index + 2]];
  if (enough.lower !== 'enough' || !adverb || !ENOUGH_ADVERBS.test(adverb.lower)) return null;
  if (!after || !/^(?:to|for)$/.test(after.lower)) return null;
  return wordOrderLint([enough, adverb], `${adverb.text} ${enough.text}`);
};

/** The slips of order in fixed phrases above. */
export function phraseOrderLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [phrasalPronounPattern, reversedCompoundPattern, soAPattern, enoughPattern]);
}
