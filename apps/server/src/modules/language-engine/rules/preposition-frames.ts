import type { TLint } from '../lint.ts';
import { MONTH_NAMES } from './preposition-lists.ts';
import { prepositionLint } from './prepositions.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';

/**
 * Prepositions that a frame of several words decides, where the table of prepositions.ts (a word and the preposition
 * after it) cannot: "the effect of salinity in the germination of" → "on", "a relationship among income and health" →
 * "between", "places emphasis in" → "on", "a possible solution of this crisis" → "to", phrases of time, place and
 * amount ("collected on the morning" → "in", "performed in room temperature" → "at", "dried at the oven" → "in",
 * "increased until 5 MPa" → "to"), and prepositions that the words before the head or well after it decide ("was
 * close of zero" → "to", "Our results agree to those of" → "with", "the demand of electricity" → "for", "access of
 * clean water" → "to"). Each was narrowed after a second reviewer's correct look-alikes (docs/decisions.md, round 14).
 */

/** A finding that `word` is the wrong preposition before `phrase`: "Use “in”, not “on”, before “the morning”". */
function beforePhraseLint(word: TToken, correction: string, phrase: readonly TToken[]): TLint {
  const right = /^\p{Lu}/u.test(word.text) ? `${correction.charAt(0).toUpperCase()}${correction.slice(1)}` : correction;
  const words = phrase.map((token) => token.text).join(' ');
  return {
    kind: 'Usage',
    start: word.start,
    end: word.end,
    message: `Use “${right}”, not “${word.text}”, before “${words}”.`,
    messageKey: 'preposition-time',
    messageValues: { word: word.text, correction: right, phrase: words },
    suggestions: [replaceWith(right)],
  };
}

const EFFECT_NOUNS = /^(?:effects?|impacts?|influences?)$/;
/** Processes and properties an effect acts on, before their own "of": "the effect of X in the germination of" → "on". */
const PROCESSES =
  /^(?:growth|germination|development|yield|production|performance|behaviou?r|activity|expression|quality|survival|health|abundance|composition|properties|structure|efficiency|rate|rates|accumulation|uptake|formation|degradation|absorption|solubility|stability|strength|concentration|concentrations|content|diversity|distribution|emergence|establishment|metabolism|proliferation|viability|mortality|incidence|prevalence)$/;

/** Nouns of a change or a fault that lie in a process: "the effect of changes in the growth of X (on Y)". */
const IN_A_PROCESS =
  /^(?:changes?|increases?|decreases?|reductions?|rises?|declines?|falls?|drops?|loss(?:es)?|gains?|differences?|variations?|variability|fluctuations?|shifts?|trends?|improvements?|deterioration|mutations?|alterations?|modifications?|defects?|deficienc(?:y|ies)|abnormalit(?:y|ies)|errors?|bias(?:es)?|noise|heterogeneity|uncertaint(?:y|ies)|disparit(?:y|ies)|inequalit(?:y|ies)|imbalances?|delays?|gaps?|interruptions?|disruptions?|deviations?|polymorphisms?|deletions?|limitations?|lags?|anomal(?:y|ies))$/;

/**
 * "the effect of salinity in the germination of wheat" → "on": "effect", "impact" or "influence of", a short noun
 * phrase, then "in the" and a process with its own "of", and no "on" or "upon" later. Not "the effect of salinity in
 * the field", "in mice", "in the presence of", "in the treatment of" (a place, a population, a condition, a use), nor
 * a change or a fault that lies in the process ("the effect of differences in the composition of the diet", "the
 * effect of changes in the concentration of nitrate on root growth").
 */
function effectInLint(tokens: readonly TToken[], index: number): TLint | null {
  const effect = tokens[index] as TToken;
  if (!EFFECT_NOUNS.test(effect.lower) || effect.pos !== 'NOUN' || tokens[index + 1]?.lower !== 'of') return null;
  let at = index + 2;
  if (tokens[at]?.pos === 'DET') at += 1;
  while (/^(?:ADJ|NOUN|PROPN)$/.test(tokens[at]?.pos ?? '') && at - index < 6) at += 1;
  const [preposition, the, process, of] = tokens.slice(at, at + 4);
  if (
    at === index + 2 ||
    !/^(?:NOUN|PROPN)$/.test(tokens[at - 1]?.pos ?? '') ||
    preposition?.lower !== 'in' ||
    the?.lower !== 'the'
  )
    return null;
  if (!process || !PROCESSES.test(process.lower) || of?.lower !== 'of') return null;
  if (IN_A_PROCESS.test(tokens[at - 1]?.lower ?? '') || tokens.slice(at + 4).some((token) => /^(?:on|upon)$/.test(token.lower)))
    return null;
  return prepositionLint(preposition, effect.text, 'on');
}

/** Nouns of a relation between two things: "the relationship among income and health" → "between". */
const RELATIONS = /^(?:relationship|relation|correlation|association|link|distinction)$/;
/** Nouns of many members or collectives, which "among" suits: "the relationship among staff and management". */
const MANY =
  /^(?:species|people|data|series|staff|personnel|faculty|police|clergy|laity|livestock|wildlife|cattle|poultry|management|youth|family|community|public|military|government|industry|academia|media|society|population|crew|team|group|workforce|leadership|administration|electorate|audience|biota|fauna|flora|vegetation|variables?)$/;

/** Where a singular noun phrase opening at `at` ends (its head), or -1: up to three modifiers and a singular head. */
function singularPhraseEnd(tokens: readonly TToken[], at: number): number {
  let end = at;
  while (/^(?:ADJ|NOUN|VERB)$/.test(tokens[end]?.pos ?? '') && tokens[end + 1]?.pos === 'NOUN' && end - at < 3) end += 1;
  const head = tokens[end];
  if (head?.pos !== 'NOUN' || head.lemma !== head.lower || /s$/.test(head.lower) || MANY.test(head.lower)) return -1;
  return end;
}

/**
 * "a strong relationship among income and health" → "between": a noun of a relation, "among", two singular noun
 * phrases joined by "and" with no third item and no noun after them. Not "among men and women" (plurals: a group),
 * "among income, education and health" (three), "among staff and management", "among faculty and students"
 * (collectives), "among family and community members" (two modifiers of one plural).
 */
function amongTwoLint(tokens: readonly TToken[], index: number): TLint | null {
  const among = tokens[index + 1];
  if (!RELATIONS.test((tokens[index] as TToken).lower) || among?.lower !== 'among') return null;
  const first = singularPhraseEnd(tokens, index + 2);
  if (first < 0 || tokens[first + 1]?.lower !== 'and') return null;
  const second = singularPhraseEnd(tokens, first + 2);
  if (second < 0 || /^(?:NOUN|PROPN)$/.test(tokens[second + 1]?.pos ?? '')) return null;
  // Only one "and" in the noun phrases: "among income and education and health" is a list.
  const rest = tokens.slice(second + 1);
  const end = rest.findIndex((token) => token.pos === 'PUNCT' || token.pos === 'VERB' || token.pos === 'AUX');
  if (rest.slice(0, end < 0 ? undefined : end).some((token) => token.lower === 'and' || token.lower === 'or')) return null;
  if (rest[end]?.text === ',') return null;
  return beforePhraseLint(among, 'between', tokens.slice(index + 2, second + 1));
}

/** Nouns of a text, a time or a manner, after which "emphasis in" is right: "emphasis in this chapter (on)". */
const TEXT_OR_TIME =
  /^(?:chapters?|sections?|paper|article|reports?|preface|introduction|conclusions?|editions?|book|volume|text|speech|writing|print|bold|italics?|class|lessons?|lectures?|course|years?|weeks?|months?|term|semester|stages?|phases?|period|decades?|parts?|versions?|drafts?|documents?|interviews?|discussion|summary|abstract|review|tables?|figures?|appendix|notes?|passages?|sentences?|words?|letters?|songs?|poems?|music|ways?|manner|forms?|terms|particular|practice|general|recent|later|early)$/;

/**
 * "places more emphasis in practical skills" → "on": "emphasis" after a verb of placing it (place, put, lay, give),
 * with no "on", "upon" or "to" later and no text, time or manner after "in". Not "the emphasis in this paper is on",
 * "a degree with emphasis in ecology", "gives emphasis in this chapter to the role", "emphasis in bold".
 */
function emphasisInLint(tokens: readonly TToken[], index: number): TLint | null {
  const emphasis = tokens[index] as TToken;
  if (emphasis.lower !== 'emphasis' || tokens[index + 1]?.lower !== 'in') return null;
  let at = index - 1;
  while (/^(?:ADJ|DET|ADV)$/.test(tokens[at]?.pos ?? '') && index - at < 4) at -= 1;
  if (!/^(?:place|put|lay|give)$/.test(tokens[at]?.lemma ?? '')) return null;
  if (tokens.slice(index + 2).some((token) => /^(?:on|upon|to)$/.test(token.lower))) return null;
  let noun = index + 2;
  while (/^(?:DET|ADJ|NUM|PRON)$/.test(tokens[noun]?.pos ?? '') && noun - index < 5) noun += 1;
  if (TEXT_OR_TIME.test(tokens[noun]?.lower ?? '') || TEXT_OR_TIME.test(tokens[index + 2]?.lower ?? '')) return null;
  return prepositionLint(tokens[index + 1] as TToken, emphasis.text, 'on');
}

/** Words before "solution" of a remedy, not of a mathematical or chemical solution: "a possible solution of". */
const REMEDY =
  /^(?:a|an|one|possible|practical|effective|simple|viable|feasible|best|only|cheap|cheaper|partial|sustainable|definitive|potential|realistic|lasting|permanent|workable)$/;
/** Problems a remedy solves; "problem" itself is left out ("a feasible solution of the linear programming problem"). */
const PROBLEMS = /^(?:issues?|crisis|crises|shortages?|dilemmas?)$/;

/**
 * "a possible solution of this crisis" → "to": a remedy's "solution" and an issue, a crisis, a shortage or a dilemma.
 * Not "the solution of the equation", "a solution of sodium chloride", "a feasible solution of the problem" (a
 * problem of mathematics is solved "of" as often as "to").
 */
function solutionOfLint(tokens: readonly TToken[], index: number): TLint | null {
  const solution = tokens[index] as TToken;
  if (!/^solutions?$/.test(solution.lower) || tokens[index + 1]?.lower !== 'of') return null;
  if (!REMEDY.test(tokens[index - 1]?.lower ?? '')) return null;
  let at = index + 2;
  if (/^(?:this|the|these|such|a|an|that|those)$/.test(tokens[at]?.lower ?? '')) at += 1;
  // Up to two modifiers: "of the water shortage", "of this pressing problem".
  while (/^(?:ADJ|NOUN)$/.test(tokens[at]?.pos ?? '') && !PROBLEMS.test(tokens[at]?.lower ?? '') && at - index < 5) at += 1;
  if (!PROBLEMS.test(tokens[at]?.lower ?? '') || tokens[at + 1]?.pos === 'NOUN') return null;
  return prepositionLint(tokens[index + 1] as TToken, solution.text, 'to');
}

const PARTS_OF_DAY = /^(?:morning|afternoon|evening)$/;
/** Verbs of sampling and of an event at a time of day: "collected on the morning" → "in the morning". */
const SAMPLING_VERBS =
  /^(?:collect|sample|take|draw|measure|record|count|observe|harvest|apply|administer|inject|spray|irrigate|water|feed|weigh|photograph|trap|capture|release|survey|monitor|test|examine|interview|visit|arrive|start|begin|finish|end|occur|happen|perform|conduct)$/;

/**
 * "collected on the morning and analysed" → "in the morning": a verb of sampling or an event, "on the morning" with
 * no day after it. Not "on the morning of 5 June", "on the morning after the storm", "on the morning and evening of
 * each day", nor a verb with its own "on" ("focuses on the morning", "depends on the morning").
 */
function partOfDayLint(tokens: readonly TToken[], index: number): TLint | null {
  const on = tokens[index] as TToken;
  const [the, part, next, after] = tokens.slice(index + 1, index + 5);
  if (on.lower !== 'on' || the?.lower !== 'the' || !part || !PARTS_OF_DAY.test(part.lower)) return null;
  const ends = !next || /^[.;,)]$/.test(next.text);
  const joins = /^(?:and|but)$/.test(next?.lower ?? '') && !PARTS_OF_DAY.test(after?.lower ?? '') && after?.lower !== 'the';
  if (!ends && !joins) return null;
  let verb = index - 1;
  while (tokens[verb]?.pos === 'ADV' && index - verb < 3) verb -= 1;
  if (tokens[verb]?.pos !== 'VERB' || !SAMPLING_VERBS.test(tokens[verb]?.lemma ?? '')) return null;
  return beforePhraseLint(on, 'in', [the, part]);
}

/** Verbs of doing something to a sample at a temperature: "performed in room temperature" → "at". */
const DOING_VERBS =
  /^(?:perform|conduct|carry|do|keep|store|incubate|dry|maintain|hold|leave|cure|equilibrate|thaw|stir|shake|mix|run|grow|culture|stand|react|evaporate|condition|acclimate|acclimati[sz]e|age|centrifuge|filter|wash|rinse|soak|immerse)$/;

/**
 * "performed in room temperature" → "at": "in room (or ambient) temperature" right after a verb of doing something to
 * a sample (an adverb or "out" between), not a verb of finding or a noun of change ("a rise was observed in room
 * temperature", "changes occurred in ambient temperature"), and not before a noun ("in room temperature water").
 */
function roomTemperatureLint(tokens: readonly TToken[], index: number): TLint | null {
  const inWord = tokens[index] as TToken;
  const [room, temperature, next] = tokens.slice(index + 1, index + 4);
  if (inWord.lower !== 'in' || !/^(?:room|ambient)$/.test(room?.lower ?? '') || temperature?.lower !== 'temperature') return null;
  if (next?.pos === 'NOUN' || next?.text === '-') return null;
  let at = index - 1;
  while ((tokens[at]?.pos === 'ADV' || tokens[at]?.lower === 'out') && index - at < 3) at -= 1;
  if (tokens[at]?.pos !== 'VERB' || !DOING_VERBS.test(tokens[at]?.lemma ?? '')) return null;
  if (tokens.slice(0, index).some((token) => IN_A_PROCESS.test(token.lower))) return null;
  return beforePhraseLint(inWord, 'at', [room as TToken, temperature]);
}

const CONTAINERS = /^(?:oven|incubator|freezer|refrigerator|fridge|desiccator|autoclave|furnace|muffle)$/;

/**
 * What is done to a sample inside a container: "dried", "stored", "incubated". Not verbs of putting or keeping
 * somewhere ("two workers were placed at the furnace", "kept at the furnace"), nor of warming or cooling beside it.
 */
const TREATMENTS = /^(?:dry|heat|store|incubate|bake|freeze|preserve|cure|anneal|calcine|sterili[sz]e|desiccate|roast)$/;

/**
 * "dried at the oven at 60 °C" → "in the oven": a verb of treating a sample, "at the" and a container. Not "at the
 * oven door", "at the oven's maximum setting", "met at the oven", "looked at the incubator settings".
 */
function containerAtLint(tokens: readonly TToken[], index: number): TLint | null {
  const at = tokens[index] as TToken;
  const [the, container, next] = tokens.slice(index + 1, index + 4);
  if (at.lower !== 'at' || the?.lower !== 'the' || !container || !CONTAINERS.test(container.lower)) return null;
  if (next?.pos === 'NOUN' || next?.pos === 'PART' || /^(?:-|['’]s?)$/.test(next?.text ?? '')) return null;
  let before = index - 1;
  while ((tokens[before]?.pos === 'ADV' || tokens[before]?.lower === 'overnight') && index - before < 3) before -= 1;
  if (tokens[before]?.pos !== 'VERB' || !TREATMENTS.test(tokens[before]?.lemma ?? '')) return null;
  return beforePhraseLint(at, 'in', [the, container]);
}

/** Verbs of a change of level: "increased until 5 MPa" → "to". */
const CHANGES = /^(?:increase|raise|heat|cool|decrease|reduce|rise|fall|drop|dilute|lower|warm|grow|bring|adjust|concentrate)$/;
/** Units of a level (not of time): "until 5 MPa", "until 80 °C", "until 10 mg". */
const LEVEL_UNITS =
  /^(?:°|º|%|°c|ºc|k|mpa|kpa|gpa|pa|bar|atm|psi|mg|g|kg|µg|μg|ng|ml|l|µl|μl|mm|µm|μm|nm|mmol|mol|ppm|ppb|rpm|v|mv|kv|w|kw|n|kn|hz|khz|db|percent|cent)$/;

/**
 * "was increased until 5 MPa" → "to": a verb of a change of level, "until", a number and a unit of a level, with no
 * verb after them. Not "until day 5", "until 5 pm", "until 60 DAS" (a time), "until 5 MPa was reached", "until 50 kN
 * caused failure" (a clause).
 */
function untilAmountLint(tokens: readonly TToken[], index: number): TLint | null {
  const until = tokens[index + 1];
  const verb = tokens[index] as TToken;
  // The tagger reads some participles as adjectives: "was heated until".
  const stem = verb.lower.replace(/(?:ed|d)$/, '');
  const isChange = CHANGES.test(verb.lemma) || CHANGES.test(stem) || CHANGES.test(`${stem}e`);
  if (until?.lower !== 'until' || !/^(?:VERB|ADJ)$/.test(verb.pos) || !isChange) return null;
  const [number, unit] = tokens.slice(index + 2, index + 4);
  if (number?.pos !== 'NUM' || /^(?:1[89]|20)\d\d$/.test(number.text) || /[:.]\d\d$/.test(number.text)) return null;
  if (!unit || !LEVEL_UNITS.test(unit.lower.replace(/\.$/, ''))) return null;
  const rest = tokens.slice(index + 4);
  const end = rest.findIndex((token) => token.pos === 'PUNCT');
  if (rest.slice(0, end < 0 ? undefined : end).some((token) => token.pos === 'VERB' || token.pos === 'AUX')) return null;
  return beforePhraseLint(until, 'to', [number, unit]);
}

/** Be and words of degree before "close": "was close of zero" → "to" (not "a daily close of 4,500"). */
const BEFORE_CLOSE =
  /^(?:is|are|was|were|be|been|being|remain|remains|remained|very|so|quite|fairly|rather|extremely|sufficiently|too|reasonably|relatively)$/;

/**
 * "was close of zero" → "to": "be", "remain" or a word of degree, "close of" and zero or a number that is not a year
 * or a date. Not "a daily close of 4,500 points", "at the close of 31 December", "the close of 2019".
 */
function closeToLint(tokens: readonly TToken[], index: number): TLint | null {
  const close = tokens[index] as TToken;
  const [of, number, after] = tokens.slice(index + 1, index + 4);
  if (close.lower !== 'close' || of?.lower !== 'of' || !BEFORE_CLOSE.test(tokens[index - 1]?.lower ?? '')) return null;
  if (number?.lower !== 'zero' && (number?.pos !== 'NUM' || /^(?:1[5-9]|20)\d\d$/.test(number.text))) return null;
  if (MONTH_NAMES.test(after?.lower ?? '')) return null;
  return prepositionLint(of, close.text, 'to');
}

/** What agrees with findings and cannot consent to anything: "Our results agree to those of" → "with". */
const FINDING_SUBJECTS =
  /^(?:results|findings|data|values|estimates|predictions|measurements|observations|simulations|models?|curves?|trends|patterns|figures|these)$/;
/** Findings another study's agree with: "agree to the results of". */
const FINDINGS = /^(?:results|findings|observations|data|measurements|predictions|values|estimates)$/;

/**
 * "Our results agree to those of earlier studies" → "with": findings or a model (which cannot consent) as the
 * subject, "agree to" and "those of" or findings. Not "agreed to the terms", "agreed to their data being used", "The
 * government agreed to those of the demands", "The values agree to three decimal places".
 */
function agreeWithLint(tokens: readonly TToken[], index: number): TLint | null {
  const agree = tokens[index] as TToken;
  const [to, next, after] = tokens.slice(index + 1, index + 4);
  if (agree.lemma !== 'agree' || agree.pos !== 'VERB' || to?.lower !== 'to') return null;
  let subject = index - 1;
  while (/^(?:well|closely|generally|also|broadly|largely|mostly|all|both)$/.test(tokens[subject]?.lower ?? '')) subject -= 1;
  if (!FINDING_SUBJECTS.test(tokens[subject]?.lower ?? '')) return null;
  const isThoseOf = /^(?:those|that)$/.test(next?.lower ?? '') && after?.lower === 'of';
  const isFindings = /^(?:the|these|our|their|previous|earlier)$/.test(next?.lower ?? '') && FINDINGS.test(after?.lower ?? '');
  if (!isThoseOf && !isFindings) return null;
  // "agreed to the results being published": an -ing form makes the object an event consented to.
  if (tokens.slice(index + 2).some((token) => /ing$/.test(token.lower) && /^(?:VERB|AUX)$/.test(token.pos))) return null;
  return prepositionLint(to, agree.text, 'with');
}

/** Goods and services of which there is a demand or an access: "demand of electricity" → "for", "access of water" → "to". */
const RESOURCES =
  /^(?:water|energy|electricity|power|food|fuel|fuels|oil|gas|housing|land|fertili[sz]ers?|healthcare|services|goods|products|transport|credit|timber|wood|coal|irrigation|medicines|drugs|feed|information|education|internet|sanitation|treatment|markets|finance|technology)$/;
/** Words before a resource: "access of clean water". */
const RESOURCE_MODIFIERS = /^(?:clean|safe|drinking|affordable|fresh|renewable|potable|reliable)$/;
/** Verbs the tagger reads as plural nouns after a resource: "the demand of electricity increases". */
const VERB_LIKE =
  /^(?:increases|rises|grows|falls|declines|peaks|doubles|varies|exceeds|remains|increased|rose|grew|fell|declined|peaked|doubled|varied|exceeded|remained)$/;
/** Nouns of which "X demand of Y" names whose demand it is: "the oxygen demand of the tissue". */
const DEMAND_KINDS =
  /^(?:oxygen|chemical|biochemical|nutrient|nutrients|nitrogen|energy|water|evaporative|atmospheric|metabolic|power|heat|cooling|irrigation|peak)$/;

/** Where a resource phrase opening at `at` ends (its noun), or -1: "clean water", not "drinking water providers". */
function resourceEnd(tokens: readonly TToken[], at: number): number {
  const end = RESOURCE_MODIFIERS.test(tokens[at]?.lower ?? '') ? at + 1 : at;
  const [noun, next] = [tokens[end], tokens[end + 1]];
  if (!noun || noun.text !== noun.lower || !RESOURCES.test(noun.lower)) return -1;
  if (/^(?:NOUN|PROPN)$/.test(next?.pos ?? '') && !VERB_LIKE.test(next?.lower ?? '')) return -1;
  return end;
}

/**
 * "The demand of electricity" → "for", "Access of clean water" → "to": the singular noun, "of" and a resource that
 * no noun follows. Not "the demands of care work" (what something demands), "the oxygen demand of the tissue", "the
 * demand of public opinion", "the first demand of drinking water providers", nor an access that has its own way in
 * ("the access of drugs into the brain", "the access of women to land").
 */
function resourceLint(tokens: readonly TToken[], index: number): TLint | null {
  const noun = tokens[index] as TToken;
  if (!/^(?:demand|access)$/.test(noun.lower) || noun.pos !== 'NOUN' || tokens[index + 1]?.lower !== 'of') return null;
  const end = resourceEnd(tokens, index + 2);
  if (end < 0) return null;
  if (noun.lower === 'demand' && tokens.slice(Math.max(0, index - 3), index).some((word) => DEMAND_KINDS.test(word.lower)))
    return null;
  const ahead = tokens.slice(end + 1, index + 8);
  if (
    noun.lower === 'access' &&
    ahead.some((word) => /^(?:to|into|across|through|from|via|inside|within|onto)$/.test(word.lower))
  )
    return null;
  return prepositionLint(tokens[index + 1] as TToken, noun.text, noun.lower === 'demand' ? 'for' : 'to');
}

/**
 * "The increase of temperature caused" → "in": a change in a bare quantity ("an increase of 5%" gives its size;
 * prepositions.ts takes "an increase of the temperature"; "price increases of fuel" names whose prices rose).
 */
function increaseOfLint(tokens: readonly TToken[], index: number): TLint | null {
  const change = tokens[index] as TToken;
  const [of, noun] = [tokens[index + 1], tokens[index + 2]];
  if (!/^(?:increase|decrease)$/.test(change.lower) || change.pos !== 'NOUN' || of?.lower !== 'of' || !of) return null;
  if (noun?.pos !== 'NOUN' || noun.lower !== noun.lemma || noun.text !== noun.lower) return null;
  return prepositionLint(of, change.text, 'in');
}

/** Verbs that tell where in a text something is said: "discussed … in the second chapter". */
const TELLING_VERBS =
  /^(?:discuss|describe|present|show|report|give|list|summari[sz]e|explain|define|outline|mention|introduce|detail|analy[sz]e|address|examine|treat|review|develop|argue|propose)$/;
const SHOWING_VERBS = /^(?:discuss|describe|present|show|give|list|summari[sz]e|explain|define|outline|mention|detail)$/;
const TEXT_PARTS = /^(?:chapters?|sections?|appendix|appendices|paragraphs?|subsections?)$/;

/**
 * "is discussed at length on the second chapter" → "in": a part of a text after "on", when a verb of telling comes
 * before it in the sentence and "on" does not follow a verb or an adjective of its own ("based on Section 2").
 */
function onChapterLint(tokens: readonly TToken[], index: number): TLint | null {
  const on = tokens[index] as TToken;
  const before = tokens[index - 1];
  // Right after a verb only a verb of showing ("described on Section 3"; "based on", "reported on", "focus on" are right).
  const isShownOn = before?.pos === 'VERB' && SHOWING_VERBS.test(before.lemma);
  if (on.lower !== 'on' || (/^(?:VERB|ADJ|AUX)$/.test(before?.pos ?? '') && !isShownOn)) return null;
  let at = index + 1;
  if (tokens[at]?.pos === 'DET') at += 1;
  const hasOrdinal =
    tokens[at]?.pos === 'ADJ' &&
    /^(?:first|second|third|fourth|fifth|sixth|last|next|final|previous)$/.test(tokens[at]?.lower ?? '');
  if (hasOrdinal) at += 1;
  if (!TEXT_PARTS.test(tokens[at]?.lower ?? '')) return null;
  // A part named by its place or number: "on the second chapter", "on Section 3" ("vote on the sections" is right).
  if (!hasOrdinal && tokens[at + 1]?.pos !== 'NUM') return null;
  const isTold = tokens.slice(0, index).some((token) => token.pos === 'VERB' && TELLING_VERBS.test(token.lemma));
  return isTold ? beforePhraseLint(on, 'in', tokens.slice(index + 1, at + 1)) : null;
}

/** The findings of this file's frames on a sentence. */
export function prepositionFrameLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [
    effectInLint,
    amongTwoLint,
    emphasisInLint,
    solutionOfLint,
    partOfDayLint,
    roomTemperatureLint,
    containerAtLint,
    untilAmountLint,
    closeToLint,
    agreeWithLint,
    resourceLint,
    onChapterLint,
    increaseOfLint,
  ]);
}
