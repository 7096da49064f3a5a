import type { TToken } from './tagger.ts';

/** The word lists and tests of the preposition table (prepositions.ts). */

/** A count ("divided in two groups"); not a year ("the band split in 2001"). */
export const isNumber = (token: TToken | undefined) =>
  (token?.pos === 'NUM' && !/^(?:1[5-9]|20)\d\d$/.test(token.text)) ||
  /^(?:two|three|four|five|six|seven|eight|nine|ten)$/.test(token?.lower ?? '');
export const notOn = (token: TToken | undefined) => token?.lower !== 'on' && token?.lower !== 'upon';
export const MONTH_NAMES = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;
export const POSSESSIVES = /^(?:its|their|our|his|her|my|your)$/;
/** Nouns of reasoning that a choice or a claim is based on: "based in the assumption" → "on". */
export const GROUNDS =
  /^(?:assumption|assumptions|idea|fact|results|findings|analysis|principle|principles|concept|premise|use|data|evidence|theory|model|method|approach|framework|criteria|observation|observations)$/;
/** Bodies a manuscript goes to: "submitted in the journal" → "to". */
export const RECIPIENTS = /^(?:journal|editor|editors|editorial|committee|conference|board|symposium|workshop)$/;
/** Counted trials a result rests on: "based in three repeated measurements" → "on". */
export const TRIALS =
  /^(?:tests|experiments|measurements|studies|trials|surveys|interviews|observations|criteria|assumptions|replicates|simulations|samples|estimates|runs)$/;
/** Things said or written, in which one may insist: "insisted in a letter that". */
export const SAYINGS = /^(?:letter|statement|interview|court|report|paper|meeting|speech|email|memo|note|reply|response)$/;
/** Adverbs learners put between a verb or adjective and its preposition: "depends strongly of" → "on". */
export const BEFORE_PREPOSITION =
  /^(?:mainly|mostly|largely|heavily|strongly|highly|primarily|exclusively|partly|partially|directly|significantly|greatly)$/;
/** Plural trials and grounds a result rests on, bare after "based in": "based in field measurements" (not "studies"). */
const BARE_GROUNDS =
  /^(?:tests|experiments|measurements|trials|surveys|interviews|observations|criteria|assumptions|replicates|simulations|estimates|results|findings|principles)$/;
/** A bare noun phrase (up to one modifier) whose last noun is of BARE_GROUNDS, and no noun after it. */
export function endsWithTrials(next: TToken | undefined, after: TToken | undefined, third: TToken | undefined): boolean {
  const isGround = (token: TToken | undefined) =>
    token?.pos === 'NOUN' && token.text === token.lower && BARE_GROUNDS.test(token.lower);
  if (isGround(next)) return after?.pos !== 'NOUN';
  return ['ADJ', 'NOUN', 'VERB'].includes(next?.pos ?? '') && isGround(after) && third?.pos !== 'NOUN';
}
/** Harms one is susceptible or vulnerable to: "vulnerable for flooding" → "to". */
const HARMS =
  /^(?:infections?|diseases?|damage|pests|erosion|flooding|floods|droughts?|attacks?|pathogens|injury|injuries|fractures|corrosion|contamination|predation|predators|parasites|infestation|frost|fire|wildfires|landslides|pollution|malnutrition|abuse|exploitation)$/;
/**
 * A harm right after "for", after one modifier, or as a plural after two ("for urinary tract infections"), and no
 * noun of a compound after it ("vulnerable for flood season planning" is left).
 */
export function isHarmPhrase(next: TToken | undefined, after: TToken | undefined, third: TToken | undefined): boolean {
  const isModifier = (token: TToken | undefined) => /^(?:ADJ|NOUN)$/.test(token?.pos ?? '') && token?.text === token?.lower;
  if (HARMS.test(next?.lower ?? '')) return !/^(?:NOUN|PROPN)$/.test(after?.pos ?? '');
  if (!isModifier(next)) return false;
  if (HARMS.test(after?.lower ?? '')) return !/^(?:NOUN|PROPN)$/.test(third?.pos ?? '');
  return isModifier(after) && /s$/.test(third?.lower ?? '') && HARMS.test(third?.lower ?? '');
}
/** Causes that affect or influence, after "for the": "affected for the drought" → "by". */
export const CAUSES =
  /^(?:drought|floods?|flooding|pandemic|epidemic|outbreak|crisis|war|storm|hurricane|cyclone|earthquake|fire|frost|heatwave|recession|pollution|disease|choice|lack|absence|shortage)$/;
export const opensNounPhrase = (token: TToken | undefined) =>
  token?.pos === 'DET' || token?.pos === 'PRON' || token?.pos === 'NOUN';
