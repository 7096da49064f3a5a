/**
 * A "the" too many before a noun meant in general, in patterns with a sure cue (article-omission.ts's genericTheLints
 * has the sentence's subject before "is essential", "plays a role"): a field of study or a language policy named as a
 * clause's subject ("the corpus linguistics has moved"), an abstract noun in what studies report in general
 * ("studies indicate that the emotional regulation develops"), "lack the access to", a practice named as a
 * workshop's topic ("a workshop on the pressure injury prevention"), and languages named alone after "speakers of"
 * or in a pair ("speakers of the Persian and English").
 */
import type { TLint } from '../lint.ts';
import { isCountableNoun } from './article-nouns.ts';
import { extraWordLint } from './extra-words.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken, type TTokenPattern } from './token-patterns.ts';

/** Fields of study and ways of living with languages that name nothing else: "the sociolinguistics has". */
const FIELDS = /^(?:\p{Ll}*linguistics|sociology|anthropology|archaeology|archeology|\p{Ll}*lingualism)$/u;
/**
 * Fields whose name is also a thing's property ("the geochemistry of these rocks", "the ecology has changed since the
 * dam"): "the" is too many only with a span of years and the present perfect ("Over the past two decades, the
 * geochemistry has provided").
 */
const FIELDS_WITH_PROPERTY =
  /^(?:geochemistry|biochemistry|geophysics|geology|ecology|epidemiology|genetics|genomics|chemistry|physics|biology|psychology|economics|pedagogy|neuroscience|criminology|hydrology|climatology|seismology)$/;
/** A span of years up to now: "over the past two decades", "in recent years", "since the 1990s". */
const SPAN_OF_YEARS =
  /\b(?:over|during|in|for) the (?:past|last) (?:\w+ )?(?:years|decades|century)\b|\bin recent (?:years|decades)\b|\bsince the \d{4}s\b/i;

/** Whether "the" at `at` opens a clause's subject: the sentence's first word, or after a comma, "that" or ";". */
const opensSubject = (tokens: readonly TToken[], at: number) => at === 0 || /^(?:,|;|that)$/.test(tokens[at - 1]?.lower ?? '');

/** An active present perfect: "has provided", "have moved" (not "has been"). */
const isActivePerfect = (tokens: readonly TToken[], at: number) =>
  /^(?:has|have)$/.test(tokens[at]?.lower ?? '') &&
  tokens[at + 1]?.pos === 'VERB' &&
  tokens[at + 1]?.lower !== 'been' &&
  /(?:ed|en|wn|ght|un)$/.test(tokens[at + 1]?.lower ?? '');

/** A finite verb after a subject: a form of "be" or "have", or a lexical verb in -s. */
const isFiniteAfterSubject = (token: TToken | undefined) =>
  !!token &&
  (/^(?:is|was|has|remains|becomes|seems|appears)$/.test(token.lower) ||
    (token.pos === 'VERB' && /[^s]s$/.test(token.lower) && token.lemma !== token.lower));

/** A finding that deletes "the" before a noun meant in general (up to `end`: the article, or the space after it too). */
export function genericLint(the: TToken, noun: TToken, end = the.end): TLint {
  return {
    kind: 'Grammar',
    start: the.start,
    end,
    message: `“${noun.text}” means the thing in general here and takes no article: delete “${the.text}”.`,
    messageKey: 'article-generic',
    messageValues: { noun: noun.text, word: the.text, correction: noun.text },
    suggestions: [{ kind: 'delete', text: '' }],
  };
}

/** "The malaria is" → "Malaria is": the article and the noun replaced by `correction`, the noun without it. */
export function genericCorrectionLint(first: TToken, noun: TToken, correction: string): TLint {
  return {
    kind: 'Grammar',
    start: first.start,
    end: noun.end,
    message: `“${noun.text}” means the thing in general here and takes no article: “${correction}”.`,
    messageKey: 'article-generic',
    messageValues: { noun: noun.text, word: first.text, correction },
    suggestions: [replaceWith(correction)],
  };
}

/** The index of a noun after "the" and up to two nouns or adjectives in lower case that modify it. */
function headOf(tokens: readonly TToken[], at: number): number {
  let head = at + 1;
  while (head - at <= 2 && /^(?:NOUN|ADJ)$/.test(tokens[head]?.pos ?? '') && tokens[head + 1]?.pos === 'NOUN') head += 1;
  const words = tokens.slice(at + 1, head + 1);
  return words.every((word) => word.text === word.lower && /^\p{Ll}+$/u.test(word.text)) ? head : -1;
}

/** "Over the last two decades, the corpus linguistics has moved", "the bilingualism is regarded as an asset". */
function fieldLint(tokens: readonly TToken[], at: number, sentence: string): TLint | null {
  const head = headOf(tokens, at);
  const noun = tokens[head];
  if (head < 0 || !noun || !opensSubject(tokens, at)) return null;
  if (FIELDS.test(noun.lower)) return isFiniteAfterSubject(tokens[head + 1]) ? genericLint(tokens[at] as TToken, noun) : null;
  if (FIELDS_WITH_PROPERTY.test(noun.lower) && isActivePerfect(tokens, head + 1) && SPAN_OF_YEARS.test(sentence))
    return genericLint(tokens[at] as TToken, noun);
  return null;
}

/** Research reported in general: "Numerous studies indicate that", "previous research has shown that". */
const REPORTERS = /^(?:studies|research|evidence|literature|researchers|scholars)$/;
const REPORTING_VERBS =
  /^(?:show|shows|showed|shown|indicate|indicates|indicated|suggest|suggests|suggested|demonstrate|demonstrates|demonstrated|reveal|reveals|revealed|confirm|confirms|confirmed|report|reports|reported|found)$/;
/** Abstract nouns of a process or a state, uncountable in the general sense: regulation, development, bilingualism. */
const ABSTRACT = /(?:tion|sion|ment|ism|ness|ance|ence)$/;
/** Nouns with that ending that name one thing of its kind, which "the" rightly picks: "the general population". */
const ONE_OF_A_KIND =
  /^(?:population|generation|nation|government|environment|administration|organisation|organization|institution|economy)$/;

/**
 * "Numerous studies indicate that the emotional regulation develops gradually" → "that emotional regulation": what
 * studies in general report of an abstract noun with an adjective, before a verb in -s. Not "our results suggest
 * that the low concentration reflects" (the writer's own findings), nor "that the general population grows".
 */
function reportedGeneralLint(tokens: readonly TToken[], at: number): TLint | null {
  const [that, the, adjective, noun, verb] = tokens.slice(at - 1, at + 4);
  if (that?.lower !== 'that' || the?.text !== 'the' || adjective?.pos !== 'ADJ' || noun?.pos !== 'NOUN') return null;
  if (!/^\p{Ll}+$/u.test(adjective.text) || adjective.lemma !== adjective.lower || /(?:er|est)$/.test(adjective.lower))
    return null;
  if (!ABSTRACT.test(noun.lower) || ONE_OF_A_KIND.test(noun.lower) || isCountableNoun(noun.lower) || noun.lemma !== noun.lower)
    return null;
  // The verb in -s, which the tagger may read as a plural noun before its object ("isolation increases the risk").
  const isVerb = verb?.pos === 'VERB' || (verb?.pos === 'NOUN' && ['DET', 'ADV'].includes(tokens[at + 4]?.pos ?? ''));
  if (!verb || !isVerb || !/[^s]s$/.test(verb.lower) || verb.lemma === verb.lower) return null;
  // The reporting clause: a verb of reporting right before "that" (an auxiliary between: "have shown"), whose subject
  // is research in general.
  let i = at - 2;
  if (!REPORTING_VERBS.test(tokens[i]?.lower ?? '')) return null;
  i -= 1;
  while (i >= 0 && tokens[i]?.pos === 'AUX') i -= 1;
  return REPORTERS.test(tokens[i]?.lower ?? '') ? genericLint(the, noun) : null;
}

/** Verbs after which "access" is had or lacked in general: "lack the access to" → "lack access to". */
const HAVING_VERBS = /^(?:lack|have|gain|get|need|obtain|require)$/;
/** Means a project or a service lacks in general: "a lack of the funding has delayed" → "a lack of funding". */
const MEANS = /^(?:access|funding|awareness|knowledge|training|support|infrastructure|expertise|motivation|transparency)$/;

/**
 * "lack the access to" → "lack access to" (after a verb of having), and "a lack of the funding has delayed" → "a lack
 * of funding" (a means that ends the phrase: not "a lack of the funding needed", "the lack of the knowledge of").
 */
function accessLint(tokens: readonly TToken[], at: number): TLint | null {
  const [the, noun, next] = tokens.slice(at, at + 3);
  const [verb, lack] = [tokens[at - 1], tokens[at - 2]];
  if (the?.lower !== 'the' || !noun || !verb) return null;
  if (noun.lower === 'access' && next?.lower === 'to' && verb.pos === 'VERB' && HAVING_VERBS.test(verb.lemma))
    return genericLint(the, noun);
  const endsPhrase = !next || ['AUX', 'CCONJ'].includes(next.pos) || /^[.,;:]$/.test(next.text) || isFiniteAfterSubject(next);
  return verb.lower === 'of' && lack?.lower === 'lack' && MEANS.test(noun.lower) && endsPhrase ? genericLint(the, noun) : null;
}

/** Nouns of teaching whose topic is a practice in general: "a workshop on pressure injury prevention". */
const TOPIC_NOUNS =
  /^(?:workshop|workshops|seminar|seminars|course|courses|training|lecture|lectures|session|sessions|module|modules|webinar|education|guideline|guidelines|knowledge|awareness|curriculum|class|classes)$/;
/** Practices named by a compound: "pressure injury prevention", "wound care", "hand hygiene", "infection control". */
const PRACTICES = /^(?:prevention|management|control|care|hygiene|safety|screening|surveillance|promotion)$/;

/**
 * "a two-day workshop on the pressure injury prevention and" → "on pressure injury prevention": a practice named by a
 * compound (a noun before it) as the topic of teaching, ending its phrase. Not "on the prevention of pressure
 * injuries", "on the infection control programme", nor a practice the sentence has defined ("on the wound care that").
 */
function topicLint(tokens: readonly TToken[], at: number): TLint | null {
  const [preposition, topic] = [tokens[at - 1], tokens[at - 2]];
  if (tokens[at]?.text !== 'the' || !/^(?:on|about|in)$/.test(preposition?.lower ?? '') || !TOPIC_NOUNS.test(topic?.lower ?? ''))
    return null;
  const head = headOf(tokens, at);
  const noun = tokens[head];
  if (head < at + 2 || !noun || !PRACTICES.test(noun.lower) || tokens[head - 1]?.pos !== 'NOUN') return null;
  const next = tokens[head + 1];
  const endsPhrase = !next || next.pos === 'CCONJ' || (next.pos === 'PUNCT' && /^[.,;:]$/.test(next.text));
  return endsPhrase ? genericLint(tokens[at] as TToken, noun) : null;
}

/** Languages, named without an article when they stand alone. */
export const LANGUAGES =
  /^(?:English|Chinese|Mandarin|Cantonese|Japanese|Korean|Spanish|Portuguese|French|German|Italian|Dutch|Russian|Polish|Greek|Turkish|Arabic|Persian|Farsi|Kurdish|Hebrew|Hindi|Urdu|Bengali|Tamil|Vietnamese|Thai|Indonesian|Malay|Swahili|Swedish|Norwegian|Danish|Finnish|Czech|Hungarian|Romanian|Ukrainian|Catalan|Basque|Tagalog|Filipino)$/;
/** Nouns after which "of" names a language: "speakers of Persian", "knowledge of English". */
const LANGUAGE_USERS =
  /^(?:speakers|speaker|learners|learner|users|teachers|teacher|knowledge|proficiency|command|mastery|acquisition|grammar|phonology|syntax|morphology|lexicon|varieties|dialects)$/;

/**
 * "speakers of the Persian and English" → "of Persian and English": "the" before languages that stand alone (no noun
 * after them, as in "the Persian and English versions"), after "of" and a noun of their use, or in a pair after "in" or
 * "into" ("in the English" alone is extra-articles.ts's).
 */
function languageLint(tokens: readonly TToken[], at: number): TLint | null {
  const the = tokens[at] as TToken;
  const before = tokens[at - 1];
  if (the.lower !== 'the' || !before || !LANGUAGES.test(tokens[at + 1]?.text ?? '')) return null;
  // A language's name opening a compound: "the English-speaking world".
  if (tokens[at + 2]?.start === tokens[at + 1]?.end) return null;
  let end = at + 1;
  while (/^(?:,|and|or)$/.test(tokens[end + 1]?.lower ?? '') && LANGUAGES.test(tokens[end + 2]?.text ?? '')) end += 2;
  const after = tokens[end + 1];
  // A language alone as a clause's subject, with a verb in the singular ("Unlike English, the Korean marks topic"; the
  // tagger may read the verb as a plural noun before its object): the people are plural ("the Chinese are"). The
  // sentence's first word is extra-articles.ts's.
  const isVerbInS =
    isFiniteAfterSubject(after) ||
    (after?.pos === 'NOUN' && /[^s]s$/.test(after.lower) && after.lemma !== after.lower && tokens[end + 2]?.pos === 'NOUN');
  if (end === at + 1 && /^(?:,|;|that)$/.test(before.lower) && isVerbInS) return extraWordLint(the);
  if (after && (/^(?:NOUN|PROPN|ADJ|NUM)$/.test(after.pos) || /^[-–/'’]/.test(after.text))) return null;
  const isAfterUse = before.lower === 'of' && LANGUAGE_USERS.test(tokens[at - 2]?.lower ?? '');
  const isPairAfterIn = /^(?:in|into)$/.test(before.lower) && end > at + 1;
  return isAfterUse || isPairAfterIn ? extraWordLint(the) : null;
}

/** The "the" too many before a noun meant in general (see the file's header). */
export function fieldArticleLints(tokens: readonly TToken[]): TLint[] {
  const sentence = tokens.map((token) => token.text).join(' ');
  const patterns: TTokenPattern[] = [
    (words, index) => fieldLint(words, index, sentence),
    reportedGeneralLint,
    accessLint,
    topicLint,
    languageLint,
  ];
  const onThe = patterns.map(
    (pattern): TTokenPattern =>
      (words, index) =>
        words[index]?.lower === 'the' ? pattern(words, index) : null,
  );
  return firstFindingAtEachToken(tokens, onThe);
}
