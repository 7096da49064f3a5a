import type { TToken } from './tagger.ts';

/**
 * Nouns after which "to" is a preposition, not the infinitive's: "access to improved sanitation", "exposure to
 * treated water", "the transition to improved cookstoves" (not "ability", "need", "way", "effort", which take "to"
 * and a verb).
 */
const TO_NOUNS =
  /^(?:access|exposures?|attention|contributions?|responses?|approach(?:es)?|reference|adherence|resistance|transitions?|shifts?|switch|return|conversion|commitment|contrast|addition|relation|comparison|proximity|susceptibility|sensitivity|barriers?|threats?|key|solutions?|alternatives?|answers?|linkage|referral|damage|injury|changes?|improvements?|modifications?|adjustments?|adaptation|extension|entry|admission|links?|connection|routes?|pathways?|progression|reaction|tolerance|vulnerability|contributors?|exception|preference|opposition|similarity)$/;
/**
 * Verbs and adjectives after which "to" is a preposition: "led to improved outcomes", "due to reduced intake",
 * "linked to elevated levels", "exposed to treated water".
 */
const TO_GOVERNORS =
  /^(?:leads?|led|leading|contributes?|contributed|contributing|due|attributed|attributable|linked|related|compared|comparable|exposed|subjected|owing|according|prior|similar|equivalent|susceptible|sensitive|resistant|adapted|adjusted|converted|switched|shifted|returned|responded|referred|limited|restricted|confined|applied|added|opposed|close|closer|next|conducive|relative|proportional|secondary|thanks|devoted|committed|dedicated|accustomed|attached|attributing|respond|responds|owed|amounted|amounts|amount)$/;

/**
 * The "to" of each "to" and -ed word that is a preposition and an adjective before a noun: "access to improved
 * sanitation", "led to enhanced growth", "due to reduced intake". harper reads them as the infinitive with a past
 * form ("to improve"); the spans of those "to"s, from which its finding is dropped.
 */
export function prepositionalToSpans(tokens: readonly TToken[]): { start: number; end: number }[] {
  return tokens.flatMap((token, index) => {
    const [before, word, noun] = [tokens[index - 1], tokens[index + 1], tokens[index + 2]];
    if (token.lower !== 'to' || !before || !word || !noun || !/^[a-z]+ed$/.test(word.lower)) return [];
    if (!TO_NOUNS.test(before.lower) && !TO_GOVERNORS.test(before.lower)) return [];
    // The -ed word is an adjective before its noun ("improved sanitation", "improved water sources").
    const isBeforeNoun = ['NOUN', 'PROPN'].includes(noun.pos) || (noun.pos === 'ADJ' && tokens[index + 3]?.pos === 'NOUN');
    return isBeforeNoun ? [{ start: token.start, end: word.end }] : [];
  });
}
