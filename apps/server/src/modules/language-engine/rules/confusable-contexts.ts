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

/** Whether "lead" follows a singular subject in a sentence with a past time: "the rainfall in 2019 lead to". */
function isPastLead(tokens: readonly TToken[], index: number): boolean {
  const { before, next, after } = neighbours(tokens, index);
  if (next?.lower !== 'to' || !after || !['DET', 'ADJ', 'NOUN'].includes(after.pos) || !before) return false;
  const isYear = (token: TToken | undefined) => !!token && /^(?:1[89]|20)\d\d$/.test(token.text);
  const hasPastTime = tokens
    .slice(0, index)
    .some(
      (token, at) =>
        (isYear(token) && /^(?:in|during)$/.test(tokens[at - 1]?.lower ?? '')) || /^(?:ago|yesterday|last)$/.test(token.lower),
    );
  if (!hasPastTime) return false;
  // The subject: a year after "in" closing its phrase ("rainfall in 2019 lead"), or a singular noun after a determiner
  // or an adjective, not after "of" or "to" ("the ratio of blood lead to").
  if (isYear(before)) return /^(?:in|during)$/.test(tokens[index - 2]?.lower ?? '');
  const opener = tokens[index - 2];
  return (
    before.pos === 'NOUN' &&
    before.lower === before.lemma &&
    !!opener &&
    (opener.pos === 'DET' || opener.pos === 'ADJ') &&
    !/^(?:of|to|from|blood|serum|soil|water)$/.test(before.lower) &&
    !tokens.slice(0, index).some((token) => /^(?:ratio|from|between)$/.test(token.lower))
  );
}

/**
 * More pairs learners confuse, each in the context that proves the slip: "illicit" for "elicit" after "to" and a verb
 * of purpose or a modal; "who's" before a noun for "whose"; "in the actual study" for "present"; "a quite room" for
 * "quiet"; "personal" before a verb for "personnel"; "excavation sight" for "site"; "their through reading" for
 * "thorough"; "preceded to" and a verb for "proceeded"; "accept" before a number after a whole clause for "except";
 * "the later" before a verb for "the latter"; "compliment" with a research subject for "complement"; "adopted to"
 * a context for "adapted"; "lead to" after a singular subject with a past time for "led".
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
    case 'compliment':
    case 'compliments':
    case 'complimented':
      if (before && RESEARCH_SUBJECTS.test(before.lower) && next && (next.pos === 'DET' || next.lower === 'each'))
        return { correction: token.lower.replace('compli', 'comple') };
      return null;
    case 'adopted':
    case 'adopt':
      return next?.lower === 'to' && isAdaptedPlace(tokens, index + 2)
        ? { correction: token.lower.replace('adopt', 'adapt') }
        : null;
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
    if (word.pos === 'VERB' && word.lower !== word.lemma && !/ing$/.test(word.lower)) return tokens[at - 1]?.pos !== 'AUX';
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
