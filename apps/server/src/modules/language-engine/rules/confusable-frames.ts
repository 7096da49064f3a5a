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
  (['ADJ', 'ADV'].includes(token.pos) && /[a-z]{2}er$/.test(token.lower) && token.lower !== token.lemma) ||
  // Adverbs the tagger leaves as their own lemma: "recovered faster, on average, than".
  /^(?:faster|slower|sooner|earlier|later|longer|harder|better|worse|further|farther)$/.test(token.lower);

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
        (!!next && PLACE_HEADS.test(next.lower) && before?.pos === 'DET') ||
        (token.lower === 'sight' && isBuiltOn(tokens, index));
      return isPlace ? { correction: 'site' } : null;
    }
    case 'than': {
      if (before?.text !== ',' || !next || !['DET', 'PRON'].includes(next.pos)) return null;
      return tokens.slice(0, index).some(isComparing) ? null : { correction: 'then' };
    }
    case 'there': {
      if (next?.lower === 'own' && isTheirOwn(tokens, index)) return { correction: 'their' };
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
    case 'accept': {
      // "All the specimens, accept one, survived": a number after ", accept" is the one left out; "were analysed,
      // accept those from site C": a clause before, and "those" or "when" after, name what is left out.
      if (before?.text !== ',') return null;
      if (next?.pos === 'NUM' && tokens[index + 2]?.text === ',') return { correction: 'except' };
      return isPassiveBefore(tokens, index) && /^(?:those|these|when|where|during)$/.test(next?.lower ?? '')
        ? { correction: 'except' }
        : null;
    }
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
      return clauseConfusionAt(tokens, index);
  }
}

/** Words after "sight" that place something, or verbs of building before it: "built on a sight near the river". */
const PLACING_AFTER = /^(?:near|close|adjacent|along|beside|next|where|located|overlooking)$/;
const PLACING_BEFORE = /^(?:built|located|constructed|situated|established|selected|chosen|planned|erected|sited)$/;

/**
 * "built on a sight near the river" → "site": "on" or "at" and a determiner, then a word of place, or a verb of building
 * before and "sight" ending its phrase. Not "erected on the sight line", "located at a sight distance of 50 m",
 * "selected on the sight reading test" ("sight" modifies a noun after it).
 */
function isBuiltOn(tokens: readonly TToken[], index: number): boolean {
  const [determiner, preposition, next] = [tokens[index - 1], tokens[index - 2], tokens[index + 1]];
  if (!/^(?:a|an|the|this|each)$/.test(determiner?.lower ?? '') || !/^(?:on|at)$/.test(preposition?.lower ?? '')) return false;
  if (next?.lower === 'of') return false;
  if (PLACING_AFTER.test(next?.lower ?? '')) return true;
  const endsPhrase = !next || /^[.,;:)]$/.test(next.text) || /^(?:that|which|in|for|by|with|since)$/.test(next.lower);
  return endsPhrase && tokens.slice(Math.max(0, index - 6), index - 2).some((t) => PLACING_BEFORE.test(t.lower));
}

/** Verbs whose object "their own" things may be: "The farmers sold there own seed" → "their". */
const OWNING_VERBS =
  /^(?:sold|sell|sells|bought|buy|buys|used|use|uses|built|build|builds|grew|grow|grows|made|make|makes|brought|bring|brings|ran|run|runs|managed|manage|manages|cooked|cook|cooks|wrote|write|writes|chose|choose|chooses|created|create|creates|designed|design|designs|developed|develop|develops|took|take|takes|earned|earn|earns|paid|pay|pays|funded|fund|funds|planted|plant|plants|kept|keep|keeps|raised|raise|raises|followed|follow|follows|did|do|does)$/;

/**
 * "in there own homes", "The farmers sold there own seed" → "their": "there own" after a preposition or a verb that takes
 * an object, and a noun owned after "own". Not "Most people who live there own their homes", "Residents living there
 * own cars" ("there" the adverb of a verb of place, "own" the verb), "Many who work in there own nothing", "over there",
 * "Is there own-source revenue".
 */
function isTheirOwn(tokens: readonly TToken[], index: number): boolean {
  const [before, own] = [tokens[index - 1], tokens[index + 1] as TToken];
  if (!before || tokens[index + 2]?.start === own.end) return false;
  const isPlace = before.pos === 'ADP' && !/^(?:over|out|up|down|back|around|about)$/.test(before.lower);
  if (!isPlace && !(before.pos === 'VERB' && OWNING_VERBS.test(before.lower))) return false;
  let at = index + 2;
  while (at - index <= 3 && tokens[at]?.pos === 'ADJ') at += 1;
  const noun = tokens[at];
  return noun?.pos === 'NOUN' && noun.text === noun.lower;
}

/**
 * Whether the clause before ", accept" at `index` is a passive with no other comma: "All samples were analysed, accept
 * those from site C". Not "Patients, properly counselled, accept these risks", "Having reviewed the changes, accept
 * those", "Most clinicians, trained in the new protocol, accept those limits".
 */
function isPassiveBefore(tokens: readonly TToken[], index: number): boolean {
  const clause = tokens.slice(0, index - 1);
  if (clause.some((word) => word.text === ',' || /^(?:who|which|whom|when|if|once|although|though)$/.test(word.lower)))
    return false;
  return clause.some(
    (word, at) =>
      /^(?:is|are|was|were|been)$/.test(word.lower) &&
      [clause[at + 1], clause[at + 2]].some((verb) => verb?.pos === 'VERB' && /ed$/.test(verb.lower)),
  );
}

/** Auxiliaries and modals that a "where" clause's subject takes: "where the peaks are marked". */
const CLAUSE_AUXILIARIES = /^(?:are|is|was|were|have|has|had|can|could|may|might|will|would|must|should)$/;
/** Verbs "lay" is confused after, which ask a person to lie: "asked to lay on the bed" → "lie". */
const ASKING = /^(?:asked|told|instructed|required|invited|encouraged)$/;
/** What a person lies on or in: "asked to lay on the bed" → "lie". */
const SURFACES =
  /^(?:bed|beds|floor|ground|table|couch|mat|back|backs|side|sides|stomach|bench|sofa|stretcher|trolley|grass|sand|mattress|water|sun|dark|shade)$/;
/** What governments and boards adopt as a new one: "adapted a new policy" → "adopted". */
const ADOPTED = /^(?:policy|law|regulation|constitution|declaration|treaty|reform|charter)$/;
/**
 * Nouns of research that complete one another and are never given free: "the complementary approaches". Not data,
 * information, tests or tools ("complimentary data from the provider", "complimentary tests for guests").
 */
const COMPLEMENT_HEADS =
  /^(?:approach(?:es)?|methods?|techniques?|stud(?:y|ies)|experiments?|roles?|effects?|strateg(?:y|ies)|perspectives?|observations?|analyses)$/;
/** Comparatives a "than" follows: "more expensive", "higher". */
const isComparativeWord = (token: TToken | undefined, before: TToken | undefined) =>
  !!token &&
  !/^(?:later|earlier|former|latter|other|under|over|after|never|ever|per)$/.test(token.lower) &&
  ((['ADJ', 'ADV'].includes(token.pos) && /^(?:more|less)$/.test(before?.lower ?? '')) ||
    (['ADJ', 'ADV'].includes(token.pos) && /[a-z]{2}er$/.test(token.lower) && token.lower !== token.lemma));

/**
 * Confusions a clause tells: ", were the peaks are marked" ("where": a subject and its own verb after "were"),
 * "more expensive that the old one" ("than": a comparative and no verb after "that"), "asked to lay on the bed"
 * ("lie"), "adapted a new policy" ("adopted": a new law or policy as the object) and "the complimentary approaches"
 * ("complementary").
 */
function clauseConfusionAt(tokens: readonly TToken[], index: number): TConfusion | null {
  const token = tokens[index] as TToken;
  const [before, next] = [tokens[index - 1], tokens[index + 1]];
  switch (token.lower) {
    case 'were': {
      // Not a question after an opener: "At each site, were the samples kept frozen?".
      const end = tokens.findIndex((t, at) => at > index && /^[.;?!]$/.test(t.text));
      if (tokens[end]?.text === '?') return null;
      const place = tokens[index - 2];
      if (before?.text !== ',' || !place || !['NOUN', 'PROPN', 'NUM'].includes(place.pos)) return null;
      if (!next || !['DET', 'ADJ', 'NOUN'].includes(next.pos)) return null;
      let at = index + 1;
      while (at - index <= 5 && ['DET', 'ADJ', 'NOUN', 'NUM', 'PROPN'].includes(tokens[at]?.pos ?? '')) at += 1;
      const verb = tokens[at];
      const hasOwnVerb =
        !!verb && (CLAUSE_AUXILIARIES.test(verb.lower) || (verb.pos === 'VERB' && !/(?:ed|en|ing)$/.test(verb.lower)));
      return at > index + 1 && tokens[at - 1]?.pos === 'NOUN' && hasOwnVerb ? { correction: 'where' } : null;
    }
    case 'that': {
      // "higher that of the control" lacks a "than" ("higher than that of"): not a "that" for "than"; nor "higher that
      // year" (the determiner before a noun) or a sentence with its own "than" ("larger that week than the next").
      if (!isComparativeWord(before, tokens[index - 2]) || !next || ['PUNCT', 'NOUN', 'ADJ', 'PROPN'].includes(next.pos))
        return null;
      if (next.lower === 'of') return null;
      const end = tokens.findIndex((t, at) => at > index && /^[.;?!]$/.test(t.text));
      const rest = tokens.slice(index + 1, end < 0 ? tokens.length : end);
      return rest.some((t) => ['VERB', 'AUX'].includes(t.pos) || t.lower === 'than') ? null : { correction: 'than' };
    }
    case 'lay': {
      if (before?.lower !== 'to' || !ASKING.test(tokens[index - 2]?.lower ?? '') || !next) return null;
      // "to lay on (the bed)", a surface one lies on that ends the phrase ("asked to lay on a lunch" provides one; "to
      // lay on the table all correspondence" tables it); "to lay still", "flat", "down" with no object after them.
      // Not "to lay down clear guidelines", "to lay flat stones".
      const isEnd = (word: TToken | undefined) =>
        !word || ['PUNCT', 'ADP', 'CCONJ', 'SCONJ'].includes(word.pos) || /^(?:until|while|for)$/.test(word.lower);
      if (/^(?:on|in)$/.test(next.lower)) {
        const surface = [index + 2, index + 3, index + 4].find((at) => SURFACES.test(tokens[at]?.lower ?? ''));
        return surface !== undefined && isEnd(tokens[surface + 1]) ? { correction: 'lie' } : null;
      }
      const isState = /^(?:still|flat|supine|prone|quietly|down)$/.test(next.lower);
      return isState && isEnd(tokens[index + 2]) ? { correction: 'lie' } : null;
    }
    case 'adapted':
    case 'adapt':
    case 'adapts':
    case 'adapting': {
      // "adapted a new policy on water pricing": one adapts an existing policy ("the", "its") and adopts a new one ("a",
      // "an"). Not "adapted a policy from the UK", "adapted a law for children", "adapted the policy in light of".
      if (!next || !/^(?:a|an)$/.test(next.lower) || before?.pos === 'AUX') return null;
      let at = index + 2;
      while (at - index <= 4 && tokens[at]?.pos === 'ADJ') at += 1;
      const head = tokens[at];
      const after = tokens[at + 1];
      const isLaw =
        !!head &&
        ADOPTED.test(head.lower) &&
        (!after || ['PUNCT', 'ADP'].includes(after.pos)) &&
        !tokens.slice(at + 1).some((word) => /^(?:to|for|from|into|of|so|because)$/.test(word.lower));
      return isLaw ? { correction: token.lower.replace('adapt', 'adopt') } : null;
    }
    case 'complimentary': {
      // "The complimentary approaches", "complimentary roles": a noun of research that ends its phrase. Not
      // "complimentary evidence-based wellness sessions", "complimentary tests and a voucher", "complimentary analysis
      // of your website" (offered free).
      const after = tokens[index + 2];
      const endsPhrase =
        !after || /^[.,;:)]$/.test(after.text) || (after.start > (next?.end ?? 0) && !['NOUN', 'PROPN'].includes(after.pos));
      return next && COMPLEMENT_HEADS.test(next.lower) && endsPhrase ? { correction: 'complementary' } : null;
    }
    default:
      return null;
  }
}
