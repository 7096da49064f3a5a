import type { TConfusion } from './confusable-forms.ts';
import type { TToken } from './tagger.ts';

/** Verbs a state follows: "was kept quite at night" → "quiet". */
const STATE_VERBS = /^(?:be|keep|remain|stay|become|fall|seem|grow)$/;
/** Words that may follow "quiet" as a state but not "quite", which wants an adjective or an adverb after it. */
const AFTER_STATE = /^(?:[.,;:!?)]|at|during|throughout|until|overnight|after|and|or)$/;
/** Adjectives of a part someone or something plays: "an important roll in" → "role". */
const ROLE_ADJECTIVES =
  /^(?:important|key|central|major|crucial|critical|vital|significant|pivotal|essential|decisive|dual|minor|active|leading|fundamental|protective|causal|regulatory|limited|greater|larger|smaller)$/;
/** A verb, an auxiliary or "not" before an adjective: "was unsure", "not sure". */
const isAfterVerb = (token: TToken | undefined) => !!token && (/^(?:AUX|VERB)$/.test(token.pos) || token.lower === 'not');
/** Words before a noun "advice": determiners, possessives and the adjectives it usually takes. */
const ADVICE_OPENERS =
  /^(?:the|an?|this|his|her|their|our|my|your|its|any|no|some|much|expert|medical|legal|professional|practical|useful|good|financial|dietary|nutritional|['’]s)$/;
/** Subjects and function words a verb "lose" follows: "patients who loose weight" → "lose". */
const LOSE_AFTER = /^(?:who|we|they|i|you|not|never|often|also|usually|did|does|do|tend|tends|tended)$/;
/** The works a finding is cited in: "were sited in several studies" → "cited". */
const WRITINGS =
  /^(?:studies|study|papers?|articles?|reviews?|reports?|literature|works|publications?|textbooks?|guidelines|authors|researchers|journals?)$/;
/** Modifiers of a place: "the construction cite", "a sampling sight" → "site". */
const PLACE_MODIFIERS =
  /^(?:construction|study|field|sampling|excavation|building|mine|mining|landfill|test|burial|nesting|breeding|archaeological|industrial|disposal|launch|work|dig|camp|crash|spill|binding|active|injection|surgical)$/;
/** Nouns a place name modifies: "a sight visit" → "site visit". */
const PLACE_HEADS =
  /^(?:visits?|selection|survey|surveys|plan|manager|investigation|characteri[sz]ation|preparation|inspection)$/;
/** Words that make an earlier "than" a comparison's: "more", "rather", an adjective or adverb in -er. */
const isComparing = (token: TToken) =>
  /^(?:more|less|rather|other|fewer|different|differently|else|prefer|preferred|prefers|otherwise)$/.test(token.lower) ||
  (['ADJ', 'ADV'].includes(token.pos) && /[a-z]{2}er$/.test(token.lower) && token.lower !== token.lemma);

/**
 * Confusions a word's frame tells: "quite" as a state after "be", "keep", "remain" with nothing after it but a
 * preposition of time or a stop ("was kept quite at night" → "quiet"), "roll" after an adjective of importance or
 * "play" ("an important roll in" → "role"), "advise" after a determiner or a possessive ("the consultant's advise on"
 * → "advice"), "loose" after a subject or "not" ("who loose weight" → "lose"), "sited in several studies" ("cited"),
 * "cite" and "sight" naming a place ("the construction cite", "a sight visit" → "site"), and ", than" with no
 * comparison before it ("calibrated, than the robot moves" → "then").
 */
export function frameConfusionAt(tokens: readonly TToken[], index: number): TConfusion | null {
  const token = tokens[index] as TToken;
  const before = tokens[index - 1];
  const next = tokens[index + 1];
  switch (token.lower) {
    case 'quite':
      return before && STATE_VERBS.test(before.lemma) && (!next || AFTER_STATE.test(next.lower)) ? { correction: 'quiet' } : null;
    case 'roll':
    case 'rolls': {
      const isRole =
        (before?.pos === 'ADJ' && ROLE_ADJECTIVES.test(before.lower)) ||
        tokens.slice(Math.max(0, index - 4), index).some((word) => word.lemma === 'play' && word.pos === 'VERB');
      // "body roll", "roll control": the motion, before or after another noun.
      return isRole && next?.lower !== 'of' && next?.pos !== 'NOUN'
        ? { correction: token.lower === 'roll' ? 'role' : 'roles' }
        : null;
    }
    case 'advise':
      // "Some advise against surgery": "some", "no" or "any" may be the verb's subject.
      if (/^(?:some|no|any)$/.test(before?.lower ?? '') && next?.pos === 'ADP' && next.lower !== 'on') return null;
      return before && ADVICE_OPENERS.test(before.lower) && (!next || ['ADP', 'PUNCT', 'CCONJ'].includes(next.pos))
        ? { correction: 'advice' }
        : null;
    case 'loose': {
      // "were not loose after the test" is the adjective: no form of "be" or "become" just before.
      const isState = tokens
        .slice(Math.max(0, index - 3), index)
        .some((word) => /^(?:be|become|get|seem|remain|come)$/.test(word.lemma));
      return before && LOSE_AFTER.test(before.lower) && !isState && next?.pos !== 'PUNCT' ? { correction: 'lose' } : null;
    }
    case 'sited': {
      if (!next || !/^(?:in|by)$/.test(next.lower)) return null;
      const work = [2, 3, 4].map((step) => index + step).find((at) => WRITINGS.test(tokens[at]?.lower ?? ''));
      const follows = work === undefined ? undefined : tokens[work + 1];
      const isLast = !follows || !['NOUN', 'PROPN', 'NUM'].includes(follows.pos);
      return work !== undefined && isLast ? { correction: 'cited' } : null;
    }
    case 'cite':
    case 'sight': {
      const isPlace =
        (before && PLACE_MODIFIERS.test(before.lower) && next?.pos !== 'NOUN') ||
        (!!next && PLACE_HEADS.test(next.lower) && before?.pos === 'DET');
      return isPlace ? { correction: 'site' } : null;
    }
    case 'than': {
      if (before?.text !== ',' || !next || !['DET', 'PRON'].includes(next.pos)) return null;
      return tokens.slice(0, index).some(isComparing) ? null : { correction: 'then' };
    }
    case 'there': {
      // "farmers who had lost there harvests": a plural noun as the object of a verb, owned ("their").
      let at = index + 1;
      while (at < index + 3 && tokens[at]?.pos === 'ADJ') at += 1;
      const noun = tokens[at];
      const isOwned =
        before?.pos === 'VERB' &&
        !/^(?:be|seem|exist|remain|go|come|live|work|stay|stand|lie|sit|remain|occur|appear|arise)$/.test(before.lemma) &&
        noun?.pos === 'NOUN' &&
        noun.lower !== noun.lemma &&
        !/^(?:years|months|weeks|days|decades|hours|times|centuries|minutes)$/.test(noun.lower) &&
        !['VERB', 'AUX'].includes(tokens[at + 1]?.pos ?? '');
      return isOwned ? { correction: 'their' } : null;
    }
    case 'raise': {
      // "Sea levels are expected to raise by half a metre": no object, and a change that is predicted or goes on.
      const isPredicted =
        before?.lower === 'to' &&
        /^(?:expected|projected|predicted|likely|forecast|continue|continues|continued|tend|tends|tended|begin|began|started|starts)$/.test(
          tokens[index - 2]?.lower ?? '',
        );
      return isPredicted && /^(?:by|above|from|to|again|sharply|steadily|slightly)$/.test(next?.lower ?? '')
        ? { correction: 'rise' }
        : null;
    }
    case 'accept':
      // "All the specimens, accept one, survived": a number after ", accept" is the one left out.
      return before?.text === ',' && next?.pos === 'NUM' && tokens[index + 2]?.text === ',' ? { correction: 'except' } : null;
    case 'weather': {
      // "felt weather the buildings were high or low", "weather or not": a clause with its alternative.
      if (next?.lower === 'or' && tokens[index + 2]?.lower === 'not') return { correction: 'whether' };
      const isClause =
        !!next &&
        ['DET', 'PRON'].includes(next.pos) &&
        !!before &&
        // "was unsure weather the", not "In hot weather it may": an adjective only after a verb or "not".
        (before.pos === 'VERB' || (before.pos === 'ADJ' && isAfterVerb(tokens[index - 2]))) &&
        !/^(?:to|help|helps|helped|let|make)$/.test(before.lower);
      const hasAlternative = tokens.slice(index + 2, index + 12).some((word) => word.lower === 'or');
      return isClause && hasAlternative ? { correction: 'whether' } : null;
    }
    default:
      return null;
  }
}
