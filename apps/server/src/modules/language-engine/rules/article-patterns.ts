import type { TLint } from '../lint.ts';
import { isCountableNoun, UNIQUE_THINGS } from './article-nouns.ts';
import { isRunningProse, missingArticleLint } from './article-omission.ts';
import { takesAn } from './articles.ts';
import { extraWordLint } from './extra-words.ts';
import { replaceWith, withCaseOf } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken, isHyphenedToNext } from './token-patterns.ts';

/**
 * Nouns of a measure that a number gives after "of", and so take "a": "from a depth of 20 cm", "at a rate of",
 * "for a total of 30 patients", "by a factor of 2", "by an order of magnitude".
 */
const MEASURES =
  /^(?:depth|height|length|width|thickness|diameter|radius|distance|rate|speed|velocity|concentration|dose|dosage|temperature|pressure|total|maximum|minimum|average|mean|median|period|duration|frequency|volume|weight|mass|factor|ratio|score|interval|altitude|elevation|salinity|density|yield|budget|sum)$/;
/** Nominalizations that stand bare after "in" and before "of" by idiom: "in recognition of", "in consideration of". */
const IN_IDIOMS = new Set(
  (
    'recognition anticipation consideration celebration violation contravention furtherance acknowledgement acknowledgment ' +
    'commemoration defiance ignorance observance remembrance fulfilment fulfillment settlement payment consequence ' +
    'pursuance acceptance appreciation confirmation continuation contradiction explanation justification imitation ' +
    'emulation expectation contemplation excess function'
  ).split(' '),
);
const NOMINALIZATION = /(?:tion|sion|ment|ance|ence)$/;
const FINITE_AFTER_OPENING =
  /^(?:is|was|has|had|will|would|can|could|may|might|must|should|did|does|showed|shows|received|underwent)$/;

/** Units of a resolution: "resolution of 0.1 arcseconds", "of 300 dpi", "of 2 nm". */
const RESOLUTION_UNITS =
  /^(?:arcseconds?|arcsec|mas|nm|µm|μm|um|mm|cm|m|km|å|dpi|ppi|pixels?|px|bits?|hz|khz|mhz|ms|s|degrees?|°)$/;

/** Nouns of a change, whose size a number after "in" and a measure gives: "a rise in pH of 0.5 units". */
const CHANGE_NOUNS =
  /^(?:increase|increases|decrease|decreases|rise|drop|fall|change|changes|reduction|difference|variation|gain|loss|decline|shift)$/;

/** "from depth of 20 cm" → "a depth": a bare measure noun after a preposition or a verb, before "of" and a number. */
function measureLint(tokens: readonly TToken[], index: number): TLint | null {
  const [noun, of, amount] = tokens.slice(index, index + 3);
  const before = tokens[index - 1];
  const isNoun =
    noun?.pos === 'NOUN' || (noun?.pos === 'ADJ' && /^(?:total|maximum|minimum|average|mean|median)$/.test(noun.lower));
  const isPh = noun?.text === 'pH';
  if (!noun || !(isNoun || isPh) || (noun.text !== noun.lower && !isPh) || of?.lower !== 'of' || !before) return null;
  // "an increase in temperature of 2 °C": the number measures the change, not the measure.
  if (before.lower === 'in' && CHANGE_NOUNS.test(tokens[index - 2]?.lower ?? '')) return null;
  // "resolution of 0.1 arcseconds" is a measure; "resolution of 40 cases" is a settlement: a unit must follow.
  const isResolution =
    noun.lower === 'resolution' && amount?.pos === 'NUM' && RESOLUTION_UNITS.test(tokens[index + 3]?.lower ?? '');
  const isMeasure =
    ((MEASURES.test(noun.lower) || isPh) && amount?.pos === 'NUM') ||
    isResolution ||
    (noun.lower === 'order' && amount?.lower === 'magnitude');
  // "had average of 12 years": "have" as a main verb counts as a verb.
  const isVerb = ['ADP', 'VERB'].includes(before.pos) || /^(?:has|have|had)$/.test(before.lower);
  // "drilled to depth of 50 m", "cooled to temperature of": "to" after a verb, not "up to", "equal to", "to" a verb.
  const isToAfterVerb = before.lower === 'to' && tokens[index - 2]?.pos === 'VERB' && tokens[index - 2]?.lower !== 'up';
  if (!isMeasure || !isVerb || (/^(?:per|of|as|than|to)$/.test(before.lower) && !isToAfterVerb)) return null;
  return missingArticleLint(noun, noun, [`${takesAn(noun.text) ? 'an' : 'a'} ${noun.text}`]);
}

/** "in adoption of the technology" → "in the adoption": a nominalization after "in" and before "of" and its object. */
function inNominalizationLint(tokens: readonly TToken[], index: number): TLint | null {
  const [preposition, noun, of, object] = tokens.slice(index, index + 4);
  if (preposition?.lower !== 'in' || noun?.pos !== 'NOUN' || noun.text !== noun.lower || noun.lemma !== noun.lower) return null;
  if (!NOMINALIZATION.test(noun.lower) || IN_IDIOMS.has(noun.lower) || of?.lower !== 'of') return null;
  if (!object || !['DET', 'ADJ'].includes(object.pos) || noun.start !== preposition.end + 1) return null;
  return missingArticleLint(noun, noun, [`the ${noun.text}`]);
}

/** Whether `word` (and the `adjective` after it) make a superlative: "most important", "biggest", "best". */
const isSuperlativeAt = (word: TToken, adjective: TToken | undefined) =>
  (word.lower === 'most' && adjective?.pos === 'ADJ') ||
  (word.pos === 'ADJ' && /[^e]est$/.test(word.lower) && word.lemma !== word.lower && word.lower !== 'best') ||
  /^(?:best|worst|largest|biggest|greatest|highest|lowest|main|first)$/.test(word.lower);

/**
 * "one of most important factors", "one of biggest" → "one of the most", "one of the biggest"; "one of a
 * best-preserved cities" → "one of the best-preserved" (a superlative after "one of" takes "the", never "a").
 */
function oneOfSuperlativeLint(tokens: readonly TToken[], index: number): TLint | null {
  const [one, of, word, adjective, following] = tokens.slice(index, index + 5);
  if (one?.lower !== 'one' || of?.lower !== 'of' || !word || word.text !== word.lower) return null;
  const isPlainSuperlative = !!adjective && adjective.text === adjective.lower && !/^(?:main|first)$/.test(adjective.lower);
  if (/^an?$/.test(word.lower) && adjective && isPlainSuperlative && isSuperlativeAt(adjective, following)) {
    // "one of a best-preserved cities": the noun after "one of" is plural; "one of a best-of-seven series", "one of a
    // most unusual group" (a most = a very) and "one of a best-selling series of novels" are right.
    const noun = tokens.slice(index + 3).find((token) => token.pos === 'NOUN');
    const isPlural = !!noun && noun.lower !== noun.lemma && !/(?:series|species)$/.test(noun.lower);
    if (!isPlural || adjective.lower === 'most') return null;
    return definiteLint(adjective, word);
  }
  return isSuperlativeAt(word, adjective) ? definiteLint(word) : null;
}

/**
 * "Majority of the respondents" → "The majority of", "in majority of cases" → "in the majority of": "majority" before
 * "of" with no determiner, opening the sentence or after a preposition or a verb.
 */
function majorityLint(tokens: readonly TToken[], index: number): TLint | null {
  const [majority, of] = tokens.slice(index, index + 2);
  const before = tokens[index - 1];
  if (majority?.lower !== 'majority' || of?.lower !== 'of' || majority.pos !== 'NOUN') return null;
  // "majority of the minority approval": a term of company law.
  if (tokens.slice(index + 2, index + 5).some((token) => token.lower === 'minority')) return null;
  const opens = index === 0 && majority.text === 'Majority';
  const afterVerbOrPreposition =
    !!before && majority.text === 'majority' && ['ADP', 'VERB'].includes(before.pos) && !/^(?:of|per)$/.test(before.lower);
  if (!opens && !afterVerbOrPreposition) return null;
  return missingArticleLint(majority, majority, [opens ? 'The majority' : 'the majority']);
}

/** Nouns of a paper's parts that "The following" introduces: "The following equation was used". */
const FOLLOWING_NOUNS =
  /^(?:equation|equations|formula|formulas|table|figure|section|sections|steps|procedure|model|criteria|method|methods|questions|example|examples|parameters|variables|hypotheses|hypothesis|expression|conditions|algorithm|protocol|assumptions)$/;
/** Verbs by which a part of a paper shows its content: "Following table shows". */
const SHOWING = /^(?:shows|show|summari[sz]es|presents|describes|lists|gives|defines|illustrates)$/;

/**
 * Fixed openings that take an article: "Large number of studies have" → "A large number", "Total of 350
 * questionnaires" → "A total of", "Following equation was used" → "The following equation", "On other hand" → "On
 * the other hand".
 */
function openingPhraseLint(tokens: readonly TToken[], index: number): TLint | null {
  if (index !== 0) return null;
  const [first, second, third, fourth] = tokens;
  if (!first || !second) return null;
  if (/^(?:Large|Great|Small|Huge|Considerable|Growing)$/.test(first.text) && second.lower === 'number' && third?.lower === 'of')
    return missingArticleLint(second, first, [`A ${first.lower} number`], second);
  if (first.text === 'Total' && second.lower === 'of' && third?.pos === 'NUM')
    return missingArticleLint(first, first, ['A total']);
  // "Following equation was used" (not a gerund's object: "Following advice is not always wise").
  const isPassive = /^(?:is|was|were|are)$/.test(third?.lower ?? '') && fourth?.pos === 'VERB' && /(?:ed|en)$/.test(fourth.lower);
  if (first.text === 'Following' && FOLLOWING_NOUNS.test(second.lower) && (isPassive || SHOWING.test(third?.lower ?? '')))
    return missingArticleLint(second, first, ['The following']);
  if (first.text === 'On' && second.lower === 'other' && third?.lower === 'hand' && fourth?.text === ',')
    return missingArticleLint(third, second, ['the other']);
  return null;
}

/** Singular nouns of a paper's aim or its parts that open a sentence after "Main" and before "of": "Main purpose of". */
const MAIN_NOUNS =
  /^(?:purpose|aim|objective|goal|reason|advantage|disadvantage|limitation|contribution|finding|focus|question|concern|challenge|drawback|source|cause|difference|feature|component|idea)$/;

/**
 * "Main purpose of this paper is" → "The main purpose": a sentence opened by "Main" (or "Primary", "Major",
 * "Principal") and a singular noun of a paper's aim before "of". A heading ("Main findings of the survey") has no
 * full stop and is left alone.
 */
function openingMainLint(tokens: readonly TToken[]): TLint | null {
  const [main, noun, of] = tokens;
  if (!main || !noun || !/^(?:Main|Primary|Major|Principal)$/.test(main.text) || of?.lower !== 'of') return null;
  if (!MAIN_NOUNS.test(noun.text) || !isRunningProse(tokens)) return null;
  // "Major source of funding: the national science foundation." is a label and its value.
  if (tokens.some((token) => token.text === ':')) return null;
  return missingArticleLint(noun, main, [`The ${main.lower}`]);
}

/** Countable nouns that also name a material or a mass: "Such paper is expensive", "Such glass breaks easily". */
const MATERIAL_NOUNS =
  /^(?:paper|glass|iron|light|work|time|stone|hair|wood|rubber|cloth|tissue|film|fire|space|room|noise|sound|cake|chicken|coffee|fruit|metal|plastic)$/;

/** Words before "such" that stand for the article: "no such method", "any such approach", "one such study". */
const SUCH_DETERMINERS = /^(?:no|any|all|every|each|one|other|some|many|few|several|two|three)$/;

/**
 * "Such approach has not been used" → "Such an approach": "Such" opening a sentence before a singular countable noun
 * that ends its noun phrase. "Such data", "Such methods", "No such method" and "Such ion channels" are left alone.
 */
function suchLint(tokens: readonly TToken[], index: number): TLint | null {
  const [such, noun, next] = tokens.slice(index, index + 3);
  // Only "Such" opening a sentence here: missingArticleLints puts "a" after a lowercase "such" ("use such method").
  if (such?.text !== 'Such' || !noun || noun.pos !== 'NOUN' || noun.text !== noun.lower || noun.lemma !== noun.lower) return null;
  if (!isCountableNoun(noun.lower) || SUCH_DETERMINERS.test(tokens[index - 1]?.lower ?? '')) return null;
  // "Such paper is expensive": a noun that also names a material or a mass.
  if (MATERIAL_NOUNS.test(noun.lower)) return null;
  if (next && (/^(?:NOUN|PROPN|NUM)$/.test(next.pos) || /^[-‐–/'’]/.test(next.text) || next.lower === 'as')) return null;
  if (!isRunningProse(tokens)) return null;
  return missingArticleLint(noun, such, [`${such.text} ${takesAn(noun.text) ? 'an' : 'a'} ${noun.text}`], noun);
}

/** Participles of work done by hand: "sown by the hand" → "sown by hand". */
const HAND_WORK =
  /^(?:sown|made|sewn|written|painted|drawn|planted|harvested|picked|collected|washed|mixed|stitched|woven|carved|copied|done|weeded|applied|removed|counted|sorted|cleaned|cut|filled|labelled|labeled|ground|crushed|measured|recorded|transcribed|coded|entered)$/;

/**
 * "the" put before `word` (a superlative, "same", "sun"): the finding replaces the word, or the words from `from`
 * ("a best" in "one of a best-preserved"), by "the" and the word.
 */
export function definiteLint(word: TToken, from: TToken = word): TLint {
  return {
    kind: 'Grammar',
    start: from.start,
    end: word.end,
    message: `“${word.text}” takes “the”: “the ${word.text}”.`,
    messageKey: 'article-definite',
    messageValues: { word: word.text, correction: 'the' },
    suggestions: [replaceWith(`the ${word.text}`)],
  };
}

/** Whether a word opens a noun phrase without a determiner: it follows a verb or a preposition that needs one. */
const opensBarePhrase = (before: TToken | undefined) =>
  !!before &&
  before.text === before.lower &&
  ((before.pos === 'VERB' && !/ing$/.test(before.lower)) ||
    (before.pos === 'ADP' && !/^(?:at|of|in|per|by|to|than|as|from|for)$/.test(before.lower)));

/**
 * "showed highest conversion" → "the highest", "taught by same instructor" → "the same": a superlative in -est or
 * "same" before a noun, right after a verb or a preposition. "at least", "in greatest need", "at highest risk", "the
 * best practice" and "same-sex" are left alone.
 */
function bareDefiniteLint(tokens: readonly TToken[], index: number): TLint | null {
  const [word, noun] = tokens.slice(index, index + 2);
  const before = tokens[index - 1];
  if (!word || !noun || word.text !== word.lower || noun.start !== word.end + 1 || noun.pos !== 'NOUN') return null;
  const isSuperlative =
    word.pos === 'ADJ' && /[^e]est$/.test(word.lower) && word.lemma !== word.lower && !/^(?:best|worst|least)$/.test(word.lower);
  if (isSuperlative && opensBarePhrase(before) && before?.pos === 'VERB') return definiteLint(word);
  const isSame = word.lower === 'same' && (before?.pos === 'VERB' || before?.pos === 'ADP') && before.text === before.lower;
  if (isSame && !/^(?:as|than)$/.test(before?.lower ?? '')) return definiteLint(word);
  return null;
}

/**
 * "radiation from sun" → "from the sun": a one-of-a-kind thing after a preposition, ending its phrase. Not after "in":
 * "grown in sun" (against "in shade") is the plant scientist's term for sunlight, and "in internet" wants "on".
 */
function uniqueThingLint(tokens: readonly TToken[], index: number): TLint | null {
  const [preposition, thing, next] = tokens.slice(index, index + 3);
  if (preposition?.pos !== 'ADP' || preposition.lower === 'in' || !thing || !UNIQUE_THINGS.test(thing.lower)) return null;
  if (thing.pos === 'PROPN') return null;
  if (next && (/^(?:NOUN|PROPN|ADJ)$/.test(next.pos) || /^[-‐–/'’]/.test(next.text))) return null;
  return definiteLint(thing);
}

/**
 * "the" that fixed phrases have not: "the most of the samples" (not "make the most of", "the most of any"), "at the
 * present.", "in the general,".
 */
function extraTheLint(tokens: readonly TToken[], index: number): TLint | null {
  const [the, next, after] = tokens.slice(index, index + 3);
  const before = tokens[index - 1];
  if (the?.lower !== 'the' || !before || !next) return null;
  const determiner = tokens[index + 3]?.lower ?? '';
  const isMostOf =
    next.lower === 'most' &&
    after?.lower === 'of' &&
    /^(?:the|these|those|our|their|its|his|her)$/.test(determiner) &&
    !/^make|^made$/.test(before.lemma);
  const endsHere = after?.pos === 'PUNCT' && /^[,.;:]$/.test(after.text);
  // "sown by the hand in each plot" → "by hand", "feed at the night." → "at night": not "by the hand of", "at the
  // night of", "at the night shift", "at the night before".
  const endsIdiom =
    !after || endsHere || (['ADP', 'CCONJ'].includes(after.pos) && !/^(?:of|before|after|when|that|which)$/.test(after.lower));
  // "led the child by the hand", "stared out at the night" are right: only the hand that does the work ("sown by
  // the hand") is taken, after a participle of making or handling.
  const isHandOrNight =
    endsIdiom &&
    next.text === next.lower &&
    before.lower === 'by' &&
    next.lower === 'hand' &&
    HAND_WORK.test(tokens[index - 2]?.lower ?? '');
  const isBareIdiom =
    isHandOrNight ||
    (endsHere &&
      ((before.lower === 'at' && next.lower === 'present') ||
        (before.lower === 'in' && /^(?:general|particular|practice|short)$/.test(next.lower))));
  return isMostOf || isBareIdiom ? extraWordLint(the) : null;
}

/**
 * "the all participants" → "all the participants": "all" and "both" come before the article. Not "the all-important".
 */
function allTheLint(tokens: readonly TToken[], index: number): TLint | null {
  const [the, all, next] = tokens.slice(index, index + 3);
  if (the?.lower !== 'the' || !all || !/^(?:all|both)$/.test(all.lower) || !next || next.start === all.end) return null;
  if (next.pos !== 'NOUN' && next.pos !== 'ADJ') return null;
  const correction = withCaseOf(`${all.lower} the`, the.text);
  return {
    kind: 'Grammar',
    start: the.start,
    end: all.end,
    message: `Put these words in the usual order: “${correction}”, not “${the.text} ${all.text}”.`,
    messageKey: 'word-order',
    messageValues: { correction, words: `${the.text} ${all.text}` },
    suggestions: [replaceWith(correction)],
  };
}

/**
 * A sentence opened by a bare singular countable noun and its verb: "Patient was discharged" → "The patient" or
 * "A patient". A heading or a caption (no full stop, title case) and a terse message ("Image is too wide") are left
 * alone.
 */
function openingLint(tokens: readonly TToken[]): TLint | null {
  const [noun, verb, next] = tokens;
  if (noun?.pos !== 'NOUN' || !/^\p{Lu}\p{Ll}+$/u.test(noun.text) || !FINITE_AFTER_OPENING.test(verb?.lower ?? '')) return null;
  // A terse message of software, not a sentence of prose: "Image is too wide", "File is not readable".
  if (/^(?:too|not)$/.test(next?.lower ?? '')) return null;
  if (!isCountableNoun(noun.lower) || noun.lemma !== noun.lower || !isRunningProse(tokens)) return null;
  const article = takesAn(noun.text) ? 'An' : 'A';
  return missingArticleLint(noun, noun, [`The ${noun.lower}`, `${article} ${noun.lower}`]);
}

/** Ordinals that open a sentence before a bare noun and its verb: "Second experiment was performed". */
const OPENING_ORDINALS = /^(?:Second|Third|Fourth|Fifth|Final)$/;

/**
 * "Second experiment was performed" → "The second experiment" or "A second experiment": an ordinal and a bare
 * singular countable noun opening a sentence before its verb. "Second, the experiment was" has its comma.
 */
function openingOrdinalLint(tokens: readonly TToken[]): TLint | null {
  const [ordinal, noun, verb] = tokens;
  if (!ordinal || !OPENING_ORDINALS.test(ordinal.text) || noun?.pos !== 'NOUN' || noun.text !== noun.lower) return null;
  if (!FINITE_AFTER_OPENING.test(verb?.lower ?? '') || !isCountableNoun(noun.lower) || noun.lemma !== noun.lower) return null;
  if (!isRunningProse(tokens)) return null;
  const corrections = [`The ${ordinal.lower}`];
  if (/^(?:Second|Third|Fourth|Fifth)$/.test(ordinal.text)) corrections.push(`A ${ordinal.lower}`);
  return missingArticleLint(noun, ordinal, corrections);
}

/** Verbs of a step or a state that lasts a time: "stirred for hour", "kept for week", "incubated for day". */
const LASTING_VERBS =
  /^(?:stir|incubate|store|keep|heat|boil|dry|soak|leave|last|continue|wait|remain|stay|rest|culture|grow|expose|treat|monitor|fast|sleep|centrifuge|mix|shake|cool|bake|cook|age|ferment|hold|maintain|run|operate|live|stand|sonicate|autoclave|anneal|calcine|immerse|submerge|irrigate|water|feed|follow|observe|record|measure|train|study|work)$/;

/** Units of time that "for" or "within" takes with "a" or "an": "stirred for hour" → "for an hour". */
const TIME_UNITS = /^(?:hour|minute|day|week|month|year|decade|century)$/;

/**
 * "stirred for hour at room temperature" → "for an hour", "within week" → "within a week": a bare unit of time after
 * "for" or "within" that ends its phrase. "day by day", "for day and night", "for day 3" and "for week-long" are
 * left alone.
 */
function bareTimeUnitLint(tokens: readonly TToken[], index: number): TLint | null {
  const [preposition, unit, next] = tokens.slice(index, index + 3);
  if (!preposition || !/^(?:for|within)$/.test(preposition.text) || !unit || unit.pos !== 'NOUN') return null;
  if (!TIME_UNITS.test(unit.text) || unit.start !== preposition.end + 1) return null;
  if (!next || /^(?:NOUN|PROPN|NUM|CCONJ|ADJ)$/.test(next.pos) || /^[-‐–/'’]/.test(next.text)) return null;
  if (/^(?:by|after|to|per|or|and)$/.test(next.lower) || !isRunningProse(tokens)) return null;
  // Only the time a step or a state lasts: "stirred for hour", "stored within week". "adjusted for year", "a fixed
  // effect for year", "centred within day", "fields for day, month and year" name a variable, and are right.
  let verb: TToken | undefined;
  for (let at = index - 1; at >= Math.max(0, index - 6) && !verb; at -= 1) {
    const word = tokens[at] as TToken;
    if (word.pos === 'PUNCT' || word.pos === 'SCONJ') break;
    // The tagger may read a participle after "be" as an adjective: "was heated for hour".
    if (word.pos === 'VERB' || (word.pos === 'ADJ' && /ed$/.test(word.lower) && tokens[at - 1]?.pos === 'AUX')) verb = word;
  }
  const stems = verb ? [verb.lemma, verb.lower.replace(/d$/, ''), verb.lower.replace(/ed$/, '')] : [];
  if (!verb || !stems.some((stem) => LASTING_VERBS.test(stem))) return null;
  return missingArticleLint(unit, unit, [`${takesAn(unit.text) ? 'an' : 'a'} ${unit.text}`]);
}

/** "This method has advantage over titration" → "has an advantage over": "advantage over" after "have" or "offer". */
function advantageOverLint(tokens: readonly TToken[], index: number): TLint | null {
  const [verb, noun, over] = tokens.slice(index, index + 3);
  if (!verb || noun?.text !== 'advantage' || over?.lower !== 'over') return null;
  if (!/^(?:has|have|had|having|offers?|offered|provides?|provided|gives?|gave|confers?|conferred)$/.test(verb.lower))
    return null;
  return missingArticleLint(noun, noun, ['an advantage']);
}

/**
 * "It is well-known fact that" → "a well-known fact", "due to fact that" → "the fact": "fact" before "that" with no
 * determiner, after "is"/"was" and its adjectives or after a preposition. "in fact that" is not a noun phrase, and
 * "the fact that", "a known fact that" are left alone.
 */
function factThatLint(tokens: readonly TToken[], index: number): TLint | null {
  const [fact, that] = tokens.slice(index, index + 2);
  if (fact?.text !== 'fact' || that?.lower !== 'that') return null;
  let from = index;
  while (from > 0 && index - from < 4) {
    const token = tokens[from - 1] as TToken;
    const isModifier =
      token.pos === 'ADJ' || /^(?:well|widely|generally|-|known|accepted|established|well-known)$/.test(token.lower);
    if (!isModifier || token.text !== token.lower) break;
    from -= 1;
  }
  const before = tokens[from - 1];
  const first = tokens[from] as TToken;
  if (!before || before.text !== before.lower) return null;
  // "issues of fact that", "findings of fact that", "separate rumour from fact that", "This is established fact that"
  // use "fact" as a mass noun, rightly: only "It is (well-)known fact that" and "due/owing to fact that" are taken.
  const isAfterBe =
    before.pos === 'AUX' &&
    /^(?:is|was)$/.test(before.lower) &&
    tokens[from - 2]?.text === 'It' &&
    (from === index || tokens.slice(from, index).some((token) => /known$/.test(token.lower)));
  const isAfterPreposition = from === index && before.lower === 'to' && /^(?:due|owing)$/.test(tokens[from - 2]?.lower ?? '');
  if (!isAfterBe && !isAfterPreposition) return null;
  if (isAfterBe) return missingArticleLint(fact, first, [`${takesAn(first.text) ? 'an' : 'a'} ${first.text}`]);
  return missingArticleLint(fact, fact, ['the fact']);
}

/**
 * "every region of world" → "of the world", "from all over world", "around world": "world" as the earth after a
 * place's noun and "of", after "over" or "around", at the phrase's end (not "the concept of world", "world 3").
 */
function worldLint(tokens: readonly TToken[], index: number): TLint | null {
  const world = tokens[index] as TToken;
  const next = tokens[index + 1];
  const isHyphened = isHyphenedToNext(tokens, index);
  if (world.text !== 'world' || isHyphened || (next && !/^(?:PUNCT|ADP|CCONJ|SCONJ|VERB|AUX|PART)$/.test(next.pos))) return null;
  const before = tokens[index - 1]?.lower ?? '';
  const isPlaceOf =
    before === 'of' &&
    /^(?:regions?|parts?|countries|country|corners?|rest|areas?|nations)$/.test(tokens[index - 2]?.lower ?? '');
  return isPlaceOf || /^(?:over|around|across|throughout)$/.test(before) ? definiteLint(world) : null;
}

/**
 * Articles in patterns where learners of languages without them (or with other uses) go wrong and the correction is
 * sure: a measure before "of" and a number ("from depth of 20 cm" → "a depth"), a nominalization between "in" and
 * "of" ("in adoption of" → "in the adoption"), "the all" → "all the", and a sentence opened by a bare countable
 * noun ("Patient was discharged" → "The patient").
 */
export function articlePatternLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  const opening = openingLint(tokens) ?? openingMainLint(tokens) ?? openingOrdinalLint(tokens);
  if (opening) lints.push(opening);
  lints.push(
    ...firstFindingAtEachToken(tokens, [
      measureLint,
      inNominalizationLint,
      allTheLint,
      oneOfSuperlativeLint,
      majorityLint,
      openingPhraseLint,
      worldLint,
      suchLint,
      bareTimeUnitLint,
      advantageOverLint,
      factThatLint,
      extraTheLint,
      bareDefiniteLint,
      uniqueThingLint,
    ]),
  );
  return lints;
}
