import { neighbours, type TConfusion } from './confusable-forms.ts';
import type { TToken } from './tagger.ts';
import { MODAL_VERBS } from './word-lists.ts';

/** Verbs of purpose before "to" and a verb: "designed to elicit", "used to elicit", "aimed to elicit". */
const PURPOSE =
  /^(?:designed|intended|used|aimed|aims|aim|sought|tried|attempted|attempts|order|able|developed|chosen|selected|created|constructed|meant|expected|likely|needed|want|wanted|tends|tended)$/;
/** Nouns of a piece of writing: "in the actual paper" can only mean the present one (Romance "actual"). */
const OWN_TEXT = /^(?:paper|manuscript|article)$/;
/**
 * Nouns of the work a report describes: "in the actual study" may be the real study after a pilot, and means the
 * present one only when "we" and a verb in the present follow ("In the actual study, we extend").
 */
const OWN_WORK = /^(?:study|work|research|investigation)$/;
/** Words that name a trial run, against which "the actual study" is the real one. */
const TRIAL_RUN = /^(?:pilot|preliminary|feasibility|pretest|pre-test|piloting)$/;
/** Nouns before "sight" that name a place: "excavation sight" → "excavation site". */
const SITE_NOUNS =
  /^(?:excavation|study|sampling|field|construction|burial|landfill|archaeological|research|experimental|collection|nesting|breeding|spawning|injection|binding|active|web|dump|disposal|monitoring|survey|trial|recruitment|dig)$/;
/**
 * Nouns of examination after "a thorough" ("their through reading" → "thorough reading"); not any noun of action,
 * since "through" also modifies nouns of passage ("through transmission mode", "a through hole").
 */
const THOROUGH_HEADS =
  /^(?:reading|proofreading|review|analysis|investigation|examination|check|checking|study|evaluation|understanding|knowledge|search|revision|discussion|assessment|description|cleaning|washing|rinsing|mixing|comparison|inspection|explanation|literature|job|overview|screening|testing|editing|exploration|characterization|characterisation|survey|audit|scrutiny|consideration|treatment|documentation)$/;
/**
 * Subjects that "lie" somewhere, which learners write as "lays": places ("the study area lays between") and
 * abstractions ("the difference lays in"); an animal "lays" its eggs ("the hen lays in a nest box").
 */
const LIE_SUBJECTS =
  /^(?:area|region|site|zone|basin|village|city|town|station|field|plot|island|catchment|watershed|country|park|reserve|lake|river|valley|farm|problem|difficulty|difference|reason|challenge|answer|solution|key|strength|novelty|advantage|limitation|weakness|focus|interest|importance|value|cause|origin|explanation|truth|issue|emphasis|contribution|significance|originality|risk|danger|power|success|secret|responsibility|question|gap|aim|goal)$/;
/** Nouns that do research's work, which "complement" one another ("interviews compliment the survey" → "complement"). */
const RESEARCH_SUBJECTS =
  /^(?:data|interviews?|findings|results|methods?|approach(?:es)?|techniques?|analys[ie]s|measurements?|observations?|models?|tools?|studies|experiments?|simulations?|surveys?|images?|sources?|datasets?|measures?|indicators?|assays?|tests?|metrics?)$/;
/** Contexts "adapted to" names: "adapted to the Turkish context", "adapted to local conditions". */
const ADAPTED_TO =
  /^(?:contexts?|settings?|conditions|needs|cultures?|languages?|environments?|populations?|circumstances|requirements|situations?|versions?|climates?|change)$/;
const PROCEED_FORMS: ReadonlyMap<string, string> = new Map([
  ['preceded', 'proceeded'],
  ['precede', 'proceed'],
]);
const PLACE_PREPOSITIONS = /^(?:between|in|on|along|within|near|at|beneath|below|under|across|inside|among|off)$/;

/** A year before this one, which a phrase of time makes past: "in 2019", "in late 2022", "the 2023 prototype". */
const isPastYear = (token: TToken | undefined) =>
  !!token && /^(?:1[89]|20)\d\d$/.test(token.text) && Number(token.text) < new Date().getFullYear();
/** Words before a year that make it a time ("in 2019", "during late 2022"), not a citation ("Li, 2019"). */
const YEAR_OPENERS = /^(?:in|during)$/;
const YEAR_PARTS = /^(?:late|early|mid|spring|summer|autumn|fall|winter)$/;
/** Nouns "lead" the metal follows: "blood lead", "soil lead to zinc ratios". */
const METAL_CONTEXT =
  /^(?:of|to|from|blood|serum|plasma|soil|water|dust|paint|bone|urine|tissue|sediment|air|total|dissolved|mean|median|metal|zinc|copper|cadmium|tin)$/;

/** Whether the year at `at` is a time: after "in" or "during", maybe with "late" or "early", or as a noun's modifier. */
function isPastTime(tokens: readonly TToken[], at: number): boolean {
  if (!isPastYear(tokens[at])) return false;
  const before = tokens[at - 1]?.lower ?? '';
  if (YEAR_OPENERS.test(before)) return true;
  // "the drought of 2015": a year that dates the noun before "of".
  if (before === 'of') return tokens[at - 2]?.pos === 'NOUN';
  if (YEAR_PARTS.test(before)) return YEAR_OPENERS.test(tokens[at - 2]?.lower ?? '');
  // "the 2023 prototype", "the 2019 survey": a year between a determiner and its noun.
  return /^(?:the|a|its|their|our)$/.test(before) && tokens[at + 1]?.pos === 'NOUN';
}

/**
 * Whether "lead" follows a singular subject in a sentence with a past time: "the rainfall in 2019 lead to", "Prolonged
 * flooding in late 2022 lead to", "In the 2023 prototype, this design choice lead to".
 */
export function isPastLead(tokens: readonly TToken[], index: number): boolean {
  const { before, next, after } = neighbours(tokens, index);
  if (tokens[index]?.lower !== 'lead' || next?.lower !== 'to' || !after || !before) return false;
  if (!['DET', 'ADJ', 'NOUN', 'NUM'].includes(after.pos)) return false;
  const hasPastTime = tokens
    .slice(0, index)
    .some((token, at) => isPastTime(tokens, at) || /^(?:ago|yesterday|last)$/.test(token.lower));
  if (!hasPastTime) return false;
  // The subject: a year closing its phrase ("rainfall in 2019 lead", "in late 2022 lead"), or a singular noun after a
  // determiner, an adjective or a noun, not the metal ("the ratio of blood lead to").
  if (isPastYear(before)) return isPastTime(tokens, index - 1);
  const opener = tokens[index - 2];
  return (
    before.pos === 'NOUN' &&
    before.lower === before.lemma &&
    !!opener &&
    ['DET', 'ADJ', 'NOUN'].includes(opener.pos) &&
    !METAL_CONTEXT.test(before.lower) &&
    !METAL_CONTEXT.test(opener.lower) &&
    !tokens.slice(0, index).some((token) => /^(?:ratio|from|between)$/.test(token.lower))
  );
}

/**
 * More pairs learners confuse, each in the context that proves the slip: "illicit" for "elicit" after "to" and a verb
 * of purpose or a modal; "who's" before a noun for "whose"; "in the actual study" for "present"; "a quite room" for
 * "quiet"; "personal" before a verb for "personnel"; "excavation sight" for "site"; "their through reading" for
 * "thorough"; "preceded to" and a verb for "proceeded"; "accept" before a number after a whole clause for "except";
 * "the later" before a verb for "the latter"; "compliment" with a research subject for "complement"; "adopted to"
 * a context, "adopted" an object to a thing, or "adopted from" a source with changes, for "adapted"; "lead to" after a
 * singular subject with a past time for "led"; "cites" after a number or at a place for "sites".
 */
export function contextConfusionAt(tokens: readonly TToken[], index: number): TConfusion | null {
  const { token, before, next, after } = neighbours(tokens, index);
  switch (token.lower) {
    case 'illicit':
      if (
        before &&
        ((before.lower === 'to' && PURPOSE.test(tokens[index - 2]?.lower ?? '')) || MODAL_VERBS.has(before.lower)) &&
        next &&
        ['DET', 'ADJ', 'NOUN', 'PRON'].includes(next.pos)
      )
        return { correction: 'elicit' };
      return null;
    case 'who':
      // "Children who's parents": the tagger reads "who's" as "who" and "'s"; a noun in the plural or before a verb follows.
      if (
        next &&
        /^['’]s$/.test(next.text) &&
        next.start === token.end &&
        after?.pos === 'NOUN' &&
        (after.lower !== after.lemma || ['VERB', 'AUX'].includes(tokens[index + 3]?.pos ?? ''))
      )
        return { correction: 'whose', end: next.end };
      return null;
    case 'actual':
      return before?.lower === 'the' && tokens[index - 2]?.lower === 'in' && isOwnWork(tokens, index + 1)
        ? { correction: 'present' }
        : null;
    case 'quite':
      if (
        before &&
        /^(?:a|an|the|this|our|their)$/.test(before.lower) &&
        next &&
        ['NOUN', 'VERB'].includes(next.pos) &&
        /^[a-z]+$/.test(next.text) &&
        !/(?:ly|ed|er|est)$/.test(next.lower) &&
        !['NOUN', 'ADJ', 'PROPN'].includes(after?.pos ?? '')
      )
        return { correction: 'quiet' };
      return null;
    case 'personal':
      if (
        before &&
        ['NOUN', 'ADJ', 'DET'].includes(before.pos) &&
        !/^(?:their|his|her|our|my|your|its|more|most|very|the)$/.test(before.lower) &&
        next &&
        (/^(?:were|are|was|is|have|had|who|involved|working|employed|trained|responsible)$/.test(next.lower) ||
          (next.pos === 'VERB' && /ed$/.test(next.lower)))
      )
        return { correction: 'personnel' };
      return null;
    case 'sight':
    case 'sights':
      if (before && SITE_NOUNS.test(before.lower) && next?.lower !== 'of' && tokens[index - 2]?.lower !== 'of')
        return { correction: token.lower === 'sight' ? 'site' : 'sites' };
      return null;
    case 'through':
      if (
        before &&
        /^(?:their|our|his|her|its|your|my|a)$/.test(before.lower) &&
        next?.pos === 'NOUN' &&
        THOROUGH_HEADS.test(next.lower) &&
        next.start === token.end + 1
      )
        return { correction: 'thorough' };
      return null;
    case 'preceded':
    case 'precede':
    case 'precedes':
      if (next?.lower === 'to' && after?.pos === 'VERB' && after.lower === after.lemma)
        return { correction: PROCEED_FORMS.get(token.lower) ?? 'proceeds' };
      return null;
    case 'accept':
      return isExceptPlace(tokens, index) ? { correction: 'except' } : null;
    case 'later':
      if (
        before?.lower === 'the' &&
        next &&
        (next.pos === 'AUX' ||
          (next.pos === 'VERB' && next.lower !== next.lemma && !/s$/.test(next.lower) && after?.pos !== 'NOUN'))
      )
        return { correction: 'latter' };
      return null;
    case 'latter':
      // "conducted in Portuguese and latter translated into English": after "and" or "were", before a participle.
      if (
        /^(?:and|were|was|is|are|been)$/.test(before?.lower ?? '') &&
        next?.pos === 'VERB' &&
        /ed$/.test(next.lower) &&
        next.lower !== next.lemma
      )
        return { correction: 'later' };
      return null;
    case 'compliment':
    case 'compliments':
    case 'complimented':
      if (before && RESEARCH_SUBJECTS.test(before.lower) && next && (next.pos === 'DET' || next.lower === 'each'))
        return { correction: token.lower.replace('compli', 'comple') };
      return null;
    case 'adopted':
    case 'adopt':
    case 'adopts':
    case 'adopting':
      return (next?.lower === 'to' && isAdaptedPlace(tokens, index + 2)) || isAdaptedObject(tokens, index + 1)
        ? { correction: token.lower.replace('adopt', 'adapt') }
        : null;
    case 'cites':
    case 'cite':
      return isSitePlace(tokens, index) ? { correction: token.lower.replace('c', 's') } : null;
    case 'lead':
      return isPastLead(tokens, index) ? { correction: 'led' } : null;
    case 'lays':
      if (next && PLACE_PREPOSITIONS.test(next.lower) && before?.pos === 'NOUN' && LIE_SUBJECTS.test(before.lemma))
        return { correction: 'lies' };
      return null;
    default:
      return null;
  }
}

/**
 * Whether the noun at `at` after "in the actual" is the report itself: a paper, or a study with "we" and a verb in the
 * present right after ("In the actual study, we extend"), in a sentence that names no pilot ("the pilot … the actual
 * study" is the real one).
 */
function isOwnWork(tokens: readonly TToken[], at: number): boolean {
  const noun = tokens[at];
  if (!noun) return false;
  if (OWN_TEXT.test(noun.lower)) return true;
  if (!OWN_WORK.test(noun.lower) || tokens.some((token) => TRIAL_RUN.test(token.lower))) return false;
  const we = tokens.findIndex((token, index) => index > at && index <= at + 3 && token.lower === 'we');
  const verb = tokens[we + 1];
  return we > 0 && verb?.pos === 'VERB' && verb.lower === verb.lemma;
}

/** A noun phrase "adapted to" names: "(the) (Turkish|local) context". */
function isAdaptedPlace(tokens: readonly TToken[], at: number): boolean {
  let end = at;
  if (tokens[end]?.pos === 'DET') end += 1;
  while (end - at < 4 && ['ADJ', 'PROPN', 'NOUN'].includes(tokens[end]?.pos ?? '')) {
    if (ADAPTED_TO.test(tokens[end]?.lower ?? '')) return !['NOUN'].includes(tokens[end + 1]?.pos ?? '');
    end += 1;
  }
  return false;
}

/** Nouns that take "to" themselves: "adopted a similar approach to the one", "adopted a solution to the problem". */
const TO_HEADS =
  /^(?:approach(?:es)?|solutions?|alternatives?|responses?|attitudes?|access|commitment|exposure|attention|contributions?|reference|adherence|resistance|transition|shift|return|answers?|keys?|barriers?|obstacles?|threats?|links?|relation|ratios?|sensitivity|susceptibility|proximity|introduction|guides?|paths?|routes?|gateway|entry|name|title|rights?)$/;
/**
 * Whether the words at `at` say that a borrowed instrument was changed: "with (minor) modifications", "and modified",
 * "to account for", "to suit", "to fit", "to accommodate".
 */
function isChangeSaid(tokens: readonly TToken[], at: number): boolean {
  const [word, before] = [tokens[at]?.lower ?? '', tokens[at - 1]?.lower ?? ''];
  if (/^(?:modifications?|adjustments?)$/.test(word)) return /^(?:with|minor|slight|some|several|few)$/.test(before);
  if (word === 'modified') return before === 'and';
  if (word === 'account') return before === 'to' && tokens[at + 1]?.lower === 'for';
  return /^(?:suit|fit|accommodate)$/.test(word) && before === 'to';
}

/**
 * "have adopted their planting calendar to the later onset" → "adapted": "adopt" with an object and "to" and a noun
 * phrase, which only "adapt" takes (not a noun that takes "to" itself, "adopted a similar approach to the one", nor
 * "to" and a verb, "adopted the policy to reduce"); and "adopted from" a source with a change said after it ("with
 * minor modifications", "to account for the smaller body size").
 */
function isAdaptedObject(tokens: readonly TToken[], at: number): boolean {
  if (tokens[at]?.lower === 'from') return tokens.slice(at + 2).some((_, i) => isChangeSaid(tokens, at + 2 + i));
  if (!(tokens[at]?.pos === 'DET' || /^(?:their|its|our|his|her)$/.test(tokens[at]?.lower ?? ''))) return false;
  let end = at + 1;
  while (end - at <= 3 && ['ADJ', 'NOUN'].includes(tokens[end]?.pos ?? '')) end += 1;
  const head = tokens[end - 1];
  if (end === at + 1 || head?.pos !== 'NOUN' || TO_HEADS.test(head.lower) || tokens[end]?.lower !== 'to') return false;
  const object = tokens[end + 1];
  return !!object && ['DET', 'ADJ', 'NOUN', 'PROPN'].includes(object.pos) && /^[a-z]/i.test(object.text);
}

/**
 * "collected at three cites along the river" → "sites": "cite" after a number, or after a determiner that a
 * preposition of place opens ("at each cite"), and not before an object ("Table 2 cites the"; "the study cites").
 */
function isSitePlace(tokens: readonly TToken[], index: number): boolean {
  const { before, next } = neighbours(tokens, index);
  if (!before) return false;
  const isNumber =
    before.pos === 'NUM' && !/^\d{4}$/.test(before.text) && !['NOUN', 'PROPN'].includes(tokens[index - 2]?.pos ?? '');
  const isPlace =
    /^(?:the|these|those|each|all|both|several|many|other|different)$/.test(before.lower) &&
    PLACE_PREPOSITIONS.test(tokens[index - 2]?.lower ?? '');
  if (!isNumber && !isPlace) return false;
  return (
    !next || ['PUNCT', 'ADP', 'CCONJ', 'AUX'].includes(next.pos) || /^(?:where|that|which|located|selected)$/.test(next.lower)
  );
}

/**
 * "completed the assessment accept two who": "accept" after a clause's object (a finite verb before it, no relative
 * pronoun or conjunction between) and before a number or "for" is "except". A plural noun right before it is the
 * subject of "accept" the verb ("surveys showed most patients accept 2 injections").
 */
function isExceptPlace(tokens: readonly TToken[], index: number): boolean {
  const { before, next } = neighbours(tokens, index);
  if (before?.pos !== 'NOUN' || !next || !(next.pos === 'NUM' || next.lower === 'for')) return false;
  if (before.lower !== before.lemma) return false;
  for (let at = index - 2; at >= 0; at -= 1) {
    const word = tokens[at] as TToken;
    if (/^(?:who|which|that|and|or|but|,|;)$/.test(word.lower)) return false;
    if (word.pos !== 'VERB' || word.lower === word.lemma || /ing$/.test(word.lower)) continue;
    // "All participants were included in the analysis accept two": a passive of the main clause, no relative before it.
    if (tokens[at - 1]?.pos !== 'AUX') return true;
    return tokens.slice(0, at).every((token) => !/^(?:who|which|that|and|or|but|,|;)$/.test(token.lower));
  }
  return false;
}

/**
 * "effect" the noun that harper reads as the verb "affect": after a noun, a determiner or an adjective ("the fertilizer
 * effect still was"), or before a noun it names ("report effect sizes"). The spans of those words.
 */
export function nounEffectSpans(tokens: readonly TToken[]): { start: number; end: number }[] {
  return tokens.flatMap((token, index) => {
    if (token.lower !== 'effect' && token.lower !== 'effects') return [];
    const { before, next } = neighbours(tokens, index);
    const isAfterNoun = !!before && (['NOUN', 'PROPN', 'ADJ', 'DET'].includes(before.pos) || /^(?:['’]s|')$/.test(before.text));
    const isCompound =
      next?.pos === 'NOUN' && /^(?:sizes?|estimates?|modifiers?|modification|magnitudes?|directions?)$/.test(next.lower);
    return (isAfterNoun && !MODAL_VERBS.has(before?.lower ?? '')) || isCompound ? [{ start: token.start, end: token.end }] : [];
  });
}
