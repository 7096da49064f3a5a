import type { TConfusion } from './confusable-forms.ts';
import type { TToken } from './tagger.ts';

/** Words after which an adjective, not a verb, follows: "the bolts are lose" → "loose". */
const LINKING = /^(?:is|are|was|were|be|been|become|becomes|became|come|comes|came|get|gets|got)$/;
const BE = /^(?:is|are|was|were|be|been|being|get|gets|got)$/;
/** Units after a number: "by 2 °C", "by 30 cm", "by 5%". */
const UNITS = /^(?:%|°|°c|cm|mm|m|km|kg|g|mg|percent|per|degrees?|points?|fold|times|mmhg|ppm)$/;
const RISE_OF: ReadonlyMap<string, string> = new Map([
  ['raise', 'rise'],
  ['raises', 'rises'],
  ['raising', 'rising'],
]);
/** Objects that are people, whom one compliments "on their" work. */
const PERSON_OBJECT = /^(?:them|him|her|us|me|you)$/;
const PEOPLE =
  /^(?:staff|team|students?|pupils?|nurses?|doctors?|authors?|hosts?|chefs?|cooks?|teachers?|participants|workers|employees|colleagues|crew|organi[sz]ers|volunteers|speakers?|winners?|children|parents|players|researchers|designers?|artists?|singers?|waiters?|guests?|candidates?|team's)$/;
/** Abstract nouns that a principle is "of": "the principal of conservation" → "principle". */
const ABSTRACT = /(?:tion|ity|ance|ence|ism|ness|ment)$/;

/**
 * Whether the verb at `index` is the finite verb of a subject that opens the sentence or a clause ("The mean
 * temperature raised by 2 °C over"), not a participle after a noun in a phrase ("with the head of the bed raised
 * by 30°") or a reduced relative before the finite verb ("The platform raised by 30 cm was used").
 */
function isFiniteAfterSubject(tokens: readonly TToken[], index: number): boolean {
  let at = index - 1;
  while (at >= 0 && ['NOUN', 'ADJ', 'DET', 'PROPN', 'NUM'].includes(tokens[at]?.pos ?? '')) at -= 1;
  const opener = tokens[at];
  if (opener && opener.pos !== 'PUNCT' && opener.pos !== 'SCONJ' && opener.pos !== 'CCONJ') return false;
  for (let next = index + 4; next < Math.min(tokens.length, index + 8); next += 1) {
    const word = tokens[next] as TToken;
    if (word.pos === 'PUNCT' || word.pos === 'SCONJ' || word.pos === 'CCONJ') return true;
    if (word.pos === 'AUX' || word.pos === 'VERB') return false;
  }
  return true;
}

/**
 * Confusions a learner makes in contexts that tell the right word: "lose" after "be" ("the bolts are lose," →
 * "loose"), "raise" with an amount and no object ("expected to raise by 30 cm" → "rise", "the temperature raised
 * by 2 °C" → "rose"), "Its" opening "Its important to" ("It is"), "the principal of" an abstract noun ("principle"),
 * "complemented the staff on their work" ("complimented"), ", accept for" ("except"), and "whether" after a
 * determiner ("the bad whether conditions" → "weather").
 */
export function slipConfusionAt(tokens: readonly TToken[], index: number): TConfusion | null {
  const token = tokens[index] as TToken;
  const before = tokens[index - 1];
  const next = tokens[index + 1];
  const after = tokens[index + 2];
  switch (token.lower) {
    case 'lose':
      return before && LINKING.test(before.lower) && (!next || /^(?:[,.;]|and|or|enough)$/.test(next.lower))
        ? { correction: 'loose' }
        : null;
    case 'raise':
    case 'raises':
    case 'raising':
    case 'raised': {
      const unit = tokens[index + 3];
      const isAmount = next?.lower === 'by' && after?.pos === 'NUM' && !!unit && UNITS.test(unit.lower);
      if (!isAmount)
        return /^(?:raised|raises)$/.test(token.lower) && isRiseWithDegree(tokens, index)
          ? { correction: token.lower === 'raised' ? 'rose' : 'rises' }
          : null;
      if (!before || BE.test(before.lower) || /^(?:has|have|had)$/.test(before.lower)) return null;
      if (token.lower !== 'raised') return { correction: RISE_OF.get(token.lower) ?? 'rise' };
      return before.pos === 'NOUN' && isFiniteAfterSubject(tokens, index) ? { correction: 'rose' } : null;
    }
    case 'its':
      return (!before || before.pos === 'CCONJ') && next?.pos === 'ADJ' && /^(?:to|that)$/.test(after?.lower ?? '')
        ? { correction: 'it is' }
        : null;
    case 'principal':
    case 'principals':
      if (isRulePrincipal(tokens, index)) return { correction: token.lower.replace('principal', 'principle') };
      return token.lower === 'principal' &&
        before?.lower === 'the' &&
        next?.lower === 'of' &&
        after?.pos === 'NOUN' &&
        ABSTRACT.test(after.lower)
        ? { correction: 'principle' }
        : null;
    case 'complement':
    case 'complements':
    case 'complemented': {
      // A person praised "on their/his/her" something: "complemented the (nursing) staff on their work", "… her on".
      let on = index + 2;
      if (!PERSON_OBJECT.test(next?.lower ?? '')) {
        if (next?.pos !== 'DET') return null;
        const person = [index + 2, index + 3, index + 4].find((at) => PEOPLE.test(tokens[at]?.lower ?? ''));
        if (!person || tokens.slice(index + 2, person).some((word) => !['ADJ', 'NOUN'].includes(word.pos))) return null;
        on = person + 1;
      }
      const isOnOwner = tokens[on]?.lower === 'on' && /^(?:their|his|her)$/.test(tokens[on + 1]?.lower ?? '');
      return isOnOwner ? { correction: token.lower.replace('comple', 'compli') } : null;
    }
    case 'accept':
      return before?.text === ',' && next?.lower === 'for' ? { correction: 'except' } : null;
    case 'whether': {
      const isDetermined = before?.pos === 'DET' && before.lower !== 'no';
      const isDescribed = before?.pos === 'ADJ' && tokens[index - 2]?.pos === 'DET';
      return (isDetermined || isDescribed) && next?.pos === 'NOUN' ? { correction: 'weather' } : null;
    }
    default:
      return wordSlipAt(tokens, index);
  }
}

/**
 * Adjectives only rules are: "the fundamental principals" → "principles". A principal (the head of a school, a sum of
 * money, a firm's partner) is never fundamental or guiding.
 */
const RULE_ONLY_ADJECTIVES = /^(?:fundamental|guiding|theoretical|methodological)$/;
/** Adjectives of rules that may describe a person or a sum too ("ethical principals", "the basic principal"). */
const RULE_ADJECTIVES = /^(?:ethical|moral|general|basic|scientific|physical|pedagogical)$/;
/** What the second kind's principles are "of": a document's name, an abstract noun, a field. */
const RULE_OF = /^(?:research|science|medicine|law|physics|nature|justice|conduct|practice|care|design|ethics)$/;

/**
 * "the fundamental principals of", "guiding principals." → "principles": an adjective only rules take, and no noun
 * or "and" after; "the ethical principals of the Declaration of Helsinki", "the basic principal of conservation": an
 * adjective of rules and "of" an abstract noun, a field, or a name. Not "the basic principal and interest", "the
 * underlying principal", "design principals at the firm", "The scientific principal of the project was Dr Lee".
 */
function isRulePrincipal(tokens: readonly TToken[], index: number): boolean {
  const [before, next] = [tokens[index - 1], tokens[index + 1]];
  if (!before) return false;
  if (RULE_ONLY_ADJECTIVES.test(before.lower)) return !next || !['NOUN', 'PROPN', 'CCONJ'].includes(next.pos);
  if (!RULE_ADJECTIVES.test(before.lower) || next?.lower !== 'of') return false;
  const object = tokens[index + 2]?.lower === 'the' ? tokens[index + 3] : tokens[index + 2];
  if (!object) return false;
  return object.pos === 'PROPN' || (object.pos === 'NOUN' && (ABSTRACT.test(object.lower) || RULE_OF.test(object.lower)));
}
/** Adverbs of how much something rose: "prices raised sharply" → "rose". */
const DEGREE_ADVERBS =
  /^(?:sharply|steadily|slightly|significantly|dramatically|rapidly|gradually|considerably|markedly|substantially|steeply|quickly|slowly|continuously)$/;
/** Words that open a clause of their own after "rose sharply": "after the new tax was introduced". */
const CLAUSE_JOINS = /^(?:after|when|as|because|since|until|before|while|although|though|once|following|if|whereas)$/;
/** Quantifiers a list of examples follows, not a list of all: "Many tropical fruits, i.e. mango" → "e.g.". */
const SOME_OF_MANY = /^(?:many|numerous)$/;
/** What one ensures: "to insure the quality of" → "ensure". */
const ENSURED =
  /^(?:quality|safety|accuracy|reliability|validity|consistency|confidentiality|anonymity|privacy|integrity|comparability|reproducibility|compliance|stability|success|transparency)$/;
/** Things lost that "the loss of" names: "The lost of habitat" → "loss". */
const LOST_THINGS =
  /^(?:habitat|habitats|biodiversity|income|revenue|function|data|information|weight|control|appetite|memory|heat|energy|water|soil|nutrients?|productivity|vegetation|forest|cover|signal|power|mass|sensitivity|accuracy|jobs|employment|land|yield|confidence|trust|privacy|consciousness|vision|hearing|contact|species|diversity|capacity|value|efficiency|moisture|fertility|integrity|stability|access|quality|profit|market|time)$/;
/** Nouns that make a compound with "losses": "heat losses", "crop losses", "job losses". */
const LOSS_COMPOUNDS =
  /^(?:heat|energy|job|crop|water|weight|revenue|transmission|trading|blood|soil|nutrient|habitat|income|power|yield|data|sales|market|profit|credit|loan|investment|tax|harvest|storage|transport|friction|signal|pressure|head|packet|species|forest|land|population|tree|stock|capital|life|war|battle)$/;
const PROCEED_OF: ReadonlyMap<string, string> = new Map([
  ['proceed', 'precede'],
  ['proceeds', 'precedes'],
  ['proceeded', 'preceded'],
]);
const PRECEDE_OF: ReadonlyMap<string, string> = new Map([
  ['precede', 'proceed'],
  ['precedes', 'proceeds'],
  ['preceded', 'proceeded'],
  ['preceding', 'proceeding'],
]);
/** Events and steps that something precedes: "a training session proceeded each interview" → "preceded". */
const PRECEDED_EVENTS =
  /^(?:interviews?|tests?|trials?|experiments?|measurements?|surgery|surgeries|operations?|treatments?|procedures?|interventions?|tasks?|surveys?|assessments?|analys[ie]s|exams?|examinations?|visits?|sampling|events?|war|onset|crisis|collapse|elections?|outbreak|crash|recession|revolution|injections?|doses?|feeding|storms?|floods?|earthquakes?|eruptions?|arrival|death|birth|discussions?|presentations?|ceremony|meals?|training|harvest|planting|sowing|irrigation|deadline|launch|release|signing|invasion|pandemic)$/;
/** Words after "proceeded the" that make a time, not an object: "proceeded the next day", "the following week". */
const NOT_PRECEDED = /^(?:same|next|following|previous|whole|entire|first|last|second|third|rest|other)$/;
const MODAL_OR_TO = /^(?:to|can|could|will|would|shall|should|may|might|must|not)$/;

/**
 * "The prices raised sharply after the tax" → "rose": a form of "raise" after a subject that opens its sentence or
 * clause with a determiner, followed by an adverb of degree and then no object (a stop, a preposition or a
 * conjunction), with no verb of the sentence's own after it (one in a clause that "after", "when" … open, up to its
 * comma, is that clause's). Not "Head raised slightly, the patient was asked" (no determiner; the verb after the
 * comma), "The funds raised rapidly, as in 2021, tend to" (a reduced relative), "Funds raised quickly and spent".
 */
function isRiseWithDegree(tokens: readonly TToken[], index: number): boolean {
  const [before, adverb, after] = [tokens[index - 1], tokens[index + 1], tokens[index + 2]];
  if (before?.pos !== 'NOUN' || !adverb || !DEGREE_ADVERBS.test(adverb.lower)) return false;
  if (after && !['PUNCT', 'ADP', 'SCONJ', 'CCONJ'].includes(after.pos)) return false;
  let inClause = false;
  for (let at = index + 2; at < tokens.length; at += 1) {
    const word = tokens[at] as TToken;
    if (/^[.;!?]$/.test(word.text)) break;
    if (word.text === ',') inClause = false;
    else if (CLAUSE_JOINS.test(word.lower)) inClause = true;
    else if (!inClause && (word.pos === 'AUX' || word.pos === 'VERB')) return false;
  }
  let at = index - 1;
  while (at >= 0 && ['NOUN', 'ADJ', 'DET', 'PROPN', 'NUM'].includes(tokens[at]?.pos ?? '')) at -= 1;
  const opener = tokens[at];
  if (opener && !['PUNCT', 'SCONJ', 'CCONJ'].includes(opener.pos)) return false;
  return tokens[at + 1]?.pos === 'DET';
}

/** Whether the phrase from `at` (up to two adjectives and a noun) is an object that ends its clause. */
function endsWithObject(tokens: readonly TToken[], at: number, heads: RegExp): boolean {
  let end = at;
  while (end - at < 2 && tokens[end]?.pos === 'ADJ') end += 1;
  const head = tokens[end];
  const next = tokens[end + 1];
  if (head?.pos !== 'NOUN' || !heads.test(head.lower)) return false;
  return !next || ['PUNCT', 'ADP', 'CCONJ', 'SCONJ'].includes(next.pos) || /^(?:when|where|while)$/.test(next.lower);
}

/**
 * Whether ", respectfully" at `index` closes a clause whose object is a pair of numbers that a subject's parts take in
 * turn: "A and B scored 45 and 52, respectfully" (two pairs, a verb between), "The two sites received 400 and 650 mm of
 * rain, respectfully" (a verb, then "N and N" and only their unit before the comma). Not "The numbers 2 and 3 were
 * declined, respectfully", "We thank the 2 reviewers and 3 editors, respectfully" (the manner of a verb).
 */
function isRespectivelyPlace(tokens: readonly TToken[], index: number): boolean {
  const ands = tokens.slice(0, index - 1).flatMap((t, at) => (t.lower === 'and' ? [at] : []));
  const [first, last] = [ands[0], ands[ands.length - 1]];
  if (first === undefined || last === undefined || tokens[last + 1]?.pos !== 'NUM') return false;
  const isVerb = (t: TToken) => t.pos === 'VERB' || t.pos === 'AUX';
  if (first !== last) {
    const isNumberBefore = tokens.slice(Math.max(0, last - 3), last).some((t) => t.pos === 'NUM');
    return isNumberBefore && tokens.slice(first + 1, last).some(isVerb);
  }
  // One pair: "N and N", then only units and nouns ("mm of rain", "%", "points") up to the comma, after a verb.
  // Not numbers that label a noun: "She answered questions 3 and 4, respectfully".
  const isPair = tokens[last - 1]?.pos === 'NUM' && !['NOUN', 'PROPN'].includes(tokens[last - 2]?.pos ?? '');
  const tail = tokens.slice(last + 2, index - 1);
  const isUnitTail = tail.length <= 3 && tail.every((t) => ['NOUN', 'ADP', 'SYM'].includes(t.pos) || t.text === '%');
  return isPair && isUnitTail && tokens.slice(0, last - 1).some(isVerb);
}

/**
 * More slips a word's neighbours prove: "the lost of habitat" ("loss"), a singular subject that "losses its rigidity"
 * ("loses"), "precede with" ("proceed"), "proceeded each interview" ("preceded", an event as the object of "proceed"),
 * ", respectfully." closing a sentence with two pairs ("respectively"), "Many X, i.e." ("e.g."), "As sited in the
 * previous section" ("cited") and "insure that" or "insure the quality of" ("ensure").
 */
function wordSlipAt(tokens: readonly TToken[], index: number): TConfusion | null {
  const token = tokens[index] as TToken;
  const [before, next, after] = [tokens[index - 1], tokens[index + 1], tokens[index + 2]];
  const word = token.lower;
  if (word === 'lost') {
    // "its lost of", "the lost of habitat"; not "the lost of the Great War" (the people lost).
    if (!before || next?.lower !== 'of') return null;
    if (/^(?:its|their|our|his|her)$/.test(before.lower)) return { correction: 'loss' };
    return /^(?:the|this)$/.test(before.lower) && after?.pos === 'NOUN' && LOST_THINGS.test(after.text)
      ? { correction: 'loss' }
      : null;
  }
  if (word === 'losses') {
    // "The cell wall losses its rigidity at high pH"; not "the crop losses their families had suffered" (a compound
    // noun and a relative clause), "Despite heavy transmission losses its efficiency remained high".
    if (before?.pos !== 'NOUN' || before.lower !== before.lemma || LOSS_COMPOUNDS.test(before.lower)) return null;
    if (!/^(?:its|their|his|her)$/.test(next?.lower ?? '') || !endsWithObject(tokens, index + 2, /^[a-z]+$/)) return null;
    let at = index - 1;
    while (at >= 0 && ['NOUN', 'ADJ'].includes(tokens[at]?.pos ?? '')) at -= 1;
    const determiner = tokens[at];
    const opener = tokens[at - 1];
    const opens = !opener || ['PUNCT', 'SCONJ', 'CCONJ'].includes(opener.pos);
    return determiner?.pos === 'DET' && opens ? { correction: 'loses' } : null;
  }
  const proceeded = PRECEDE_OF.get(word);
  // "we precede with": a subject or a modal before it ("each entry is preceded with a dash" is a passive).
  if (proceeded && next?.lower === 'with' && before && (before.pos === 'PRON' || MODAL_OR_TO.test(before.lower)))
    return { correction: proceeded };
  const preceded = PROCEED_OF.get(word);
  // "A short training session proceeded each interview": an event as the object. Not "Auction proceeds the museum
  // raised" (the noun "proceeds"), "proceeded a few kilometres north", "proceeded this afternoon".
  if (preceded)
    return before?.pos === 'NOUN' &&
      /^(?:the|a|an|each|every|this|these|all|its|their)$/.test(next?.lower ?? '') &&
      !NOT_PRECEDED.test(after?.lower ?? '') &&
      endsWithObject(tokens, index + 2, PRECEDED_EVENTS)
      ? { correction: preceded }
      : null;
  if (word === 'respectfully')
    return before?.text === ',' && (!next || /^[.;)]$/.test(next.text)) && isRespectivelyPlace(tokens, index)
      ? { correction: 'respectively' }
      : null;
  if (word === 'i.e.' || word === 'ie') {
    // "Many tropical fruits, i.e. mango and papaya": a plural that "many" or "numerous" counts, not inside a
    // prepositional phrase ("used in many runs, i.e. ethanol and methanol"), then a comma or a bracket and a list of
    // things. Not "Various body fluids, i.e. blood, urine and saliva" (the list may be all of them).
    if (!before || !/^[,(]$/.test(before.text)) return null;
    const noun = tokens[index - 2];
    let at = index - 3;
    while (at >= 0 && tokens[at]?.pos === 'ADJ' && !SOME_OF_MANY.test(tokens[at]?.lower ?? '')) at -= 1;
    const opener = tokens[at];
    const isCounted = !!opener && SOME_OF_MANY.test(opener.lower) && tokens[at - 1]?.pos !== 'ADP';
    // A list of things follows: a noun or a name first, and "and" or "or" soon after ("in many cases, i.e. in 30").
    const first = tokens[index + 1]?.text === ',' ? tokens[index + 2] : tokens[index + 1];
    const isList =
      ['NOUN', 'PROPN', 'ADJ'].includes(first?.pos ?? '') &&
      tokens.slice(index + 2, index + 8).some((t) => /^(?:and|or)$/.test(t.lower));
    return noun?.pos === 'NOUN' && noun.lower !== noun.lemma && isCounted && isList ? { correction: 'e.g.' } : null;
  }
  if (word === 'sited') {
    // "As sited in the previous section", "As sited by Smith et al.": a text as the source. Not "As sited in the
    // master plan" or "As sited above the flood line" (placed there).
    if (before?.lower !== 'as' || !(index === 1 || tokens[index - 2]?.text === ',')) return null;
    if (!/^(?:in|by)$/.test(next?.lower ?? '')) return null;
    return tokens.slice(index + 2, index + 6).some((t) => SOURCES.test(t.lower)) ? { correction: 'cited' } : null;
  }
  if (word === 'insure') {
    // "insure that participants give consent"; not "insure that building" (a demonstrative before a singular noun).
    if (next?.lower === 'that')
      return after && !(after.pos === 'NOUN' && after.lower === after.lemma) ? { correction: 'ensure' } : null;
    // "insure the quality of the data"; not "insure the quality control equipment", "insure the success fee".
    return /^(?:the|its|their)$/.test(next?.lower ?? '') && ENSURED.test(after?.lower ?? '') && tokens[index + 3]?.lower === 'of'
      ? { correction: 'ensure' }
      : null;
  }
  return null;
}

/** Texts a point is cited in or from: "As sited in the previous section" → "cited". */
const SOURCES =
  /^(?:section|sections|chapter|chapters|table|tables|figure|figures|fig|literature|reference|references|introduction|et|al|review|reviews|studies|authors)$/;
