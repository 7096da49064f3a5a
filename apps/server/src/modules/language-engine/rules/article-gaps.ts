/**
 * Article slips the rules of article-omission.ts do not reach (round 17a): a superlative before a singular noun that
 * is not in the countable lexicon ("is most efficient design" → "the most efficient design"), a clinical history ("reported history of asthma" → "a history"),
 * "half hour" → "half an hour"; and a "the" too many before a disease or a field named in general ("The malaria is
 * transmitted by", "The biology is the study of"), a school subject or a language that is learnt or taught ("a
 * degree in the economics", "study the English from") and "in the nature,".
 */
import type { TLint } from '../lint.ts';
import { isCountableNoun } from './article-nouns.ts';
import {
  endsItsPhrase,
  isRunningProse,
  missingArticleLint,
  modifiersBefore,
  needsArticleAfter,
  wholeWord,
} from './article-omission.ts';
import { takesAn } from './articles.ts';
import { genericCorrectionLint, genericLint, LANGUAGES } from './field-articles.ts';
import { capitalised } from './suggestions.ts';
import type { TToken } from './tagger.ts';

/** A superlative adjective: "largest", "best", "most" before an adjective (not "modest", "honest": their lemma is themselves). */
const isSuperlative = (tokens: readonly TToken[], at: number) => {
  const word = tokens[at];
  if (!word || word.text !== word.lower) return false;
  if (word.lower === 'most') return tokens[at + 1]?.pos === 'ADJ' && tokens[at + 1]?.text === tokens[at + 1]?.lower;
  return word.pos === 'ADJ' && /(?:[^e]est|^best|^worst)$/.test(word.lower) && word.lemma !== word.lower;
};
/** Nouns a superlative names bare by idiom: "best practice", "line of best fit", "least squares". */
const BARE_WITH_SUPERLATIVE = /^(?:practice|fit|squares|neighbo(?:u)?r|interest|effort|efforts|guess|bet|regards|wishes)$/;

/**
 * "This engine is most efficient design tested" → "the most efficient design": a superlative before a singular noun,
 * after a verb, "be" or a preposition, takes "the" whether the noun is countable or not ("with highest accuracy").
 * The countable nouns are article-omission.ts's; "at" and "of" are left alone ("those at greatest risk", "of
 * greatest concern").
 */
function superlativeLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, noun] of tokens.entries()) {
    if (noun.pos !== 'NOUN' || noun.text !== noun.lower || noun.lemma !== noun.lower || isCountableNoun(noun.lower)) continue;
    if (BARE_WITH_SUPERLATIVE.test(noun.lower) || !endsItsPhrase(tokens, index)) continue;
    const from = modifiersBefore(tokens, index);
    if (from >= index || !isSuperlative(tokens, from)) continue;
    const trigger = tokens[from - 1];
    if (!trigger || /^(?:at|of|in)$/.test(trigger.lower) || !needsArticleAfter(tokens, from - 1, noun, true)) continue;
    const first = wholeWord(tokens, from, index);
    lints.push(missingArticleLint(noun, first, [`the ${first.text}`]));
  }
  return lints;
}

/** Adjectives of a clinical history: "a family history of", "a known history of". */
const HISTORY_KINDS = /^(?:family|medical|known|previous|prior|past|positive|documented|long|recent)$/;
/** Verbs of having or telling a history: "had history of", "reported history of". */
const HISTORY_VERBS = /^(?:had|has|have|having|reported|reports|reporting|gave|gives|presented)$/;

/**
 * "The patient reported history of asthma" → "a history of asthma": a person's history of a condition, after a verb
 * of having or telling, or after "with"/"without" and a plural noun of people ("patients with history of stroke").
 * "history of medicine" as a field ("teaches history of science") is left alone.
 */
function historyLint(tokens: readonly TToken[], index: number): TLint | null {
  const history = tokens[index];
  if (history?.lower !== 'history' || history.text !== 'history' || tokens[index + 1]?.lower !== 'of') return null;
  const hasKind = HISTORY_KINDS.test(tokens[index - 1]?.lower ?? '') && tokens[index - 1]?.text === tokens[index - 1]?.lower;
  const from = hasKind ? index - 1 : index;
  const trigger = tokens[from - 1];
  if (!trigger) return null;
  const people = tokens[from - 2];
  const isAfterPeople =
    /^(?:with|without)$/.test(trigger.lower) &&
    !!people &&
    people.pos === 'NOUN' &&
    people.lemma !== people.lower &&
    /^(?:patients|women|men|children|adults|participants|subjects|individuals|cases|people|persons|infants|mothers|respondents)$/.test(
      people.lower,
    );
  if (!HISTORY_VERBS.test(trigger.lower) && !isAfterPeople) return null;
  const first = tokens[from] as TToken;
  const article = takesAn(first.text) ? 'an' : 'a';
  return missingArticleLint(history, first, [`${article} ${first.text}`]);
}

/** "about half hour" → "about half an hour": "half" and "hour" with no determiner, number or adjective before them. */
function halfHourLint(tokens: readonly TToken[], index: number): TLint | null {
  const [before, half, hour] = tokens.slice(index - 1, index + 2);
  if (half?.text !== 'half' || hour?.lower !== 'hour' || !before || half.end + 1 !== hour.start) return null;
  if (['DET', 'NUM', 'ADJ', 'PRON'].includes(before.pos) || before.end === half.start) return null;
  if (/^(?:every|each|first|last|next|second|one|a|the)$/.test(before.lower)) return null;
  return missingArticleLint(hour, half, ['half an hour'], hour);
}

/** Nouns that an ordinal in digits places in a sequence, and so take "the": "in the 19th century", "the 95th percentile". */
const ORDINAL_NOUNS =
  /^(?:century|millennium|anniversary|percentile|quartile|quintile|decile|edition|generation|cycle|iteration|round|session|visit|week|month|day|decade|trimester|semester|wave|stage|layer)$/;

/**
 * "The bridge was built in 19th century" → "in the 19th century": an ordinal in digits before a singular noun of a
 * sequence, after a preposition or a verb, ending its phrase (not "on 5th May", "in 5th grade", "in 2nd place").
 */
function ordinalLint(tokens: readonly TToken[], index: number): TLint | null {
  const [trigger, ordinal, noun, next] = tokens.slice(index - 1, index + 3);
  if (!trigger || !ordinal || !noun || !/^\d+(?:st|nd|rd|th)$/.test(ordinal.text) || !ORDINAL_NOUNS.test(noun.text)) return null;
  if (!['ADP', 'VERB', 'AUX'].includes(trigger.pos) || /^(?:per|of)$/.test(trigger.lower)) return null;
  if (next && (/^(?:NOUN|PROPN|NUM)$/.test(next.pos) || /^[-‐–/'’]/.test(next.text))) return null;
  return missingArticleLint(noun, ordinal, [`the ${ordinal.text}`]);
}

/** Diseases named in general without an article ("Malaria is transmitted by mosquitoes"); "the flu" is not here. */
const DISEASES =
  /^(?:malaria|tuberculosis|cholera|dengue|leprosy|typhoid|diabetes|hypertension|obesity|asthma|dementia|osteoporosis|schizophrenia|autism|epilepsy|anaemia|anemia|malnutrition|influenza|hepatitis|arthritis|alzheimer)$/;
/** Fields of study, named in general without an article. */
const FIELDS =
  /^(?:mathematics|maths|physics|chemistry|biology|economics|sociology|psychology|linguistics|philosophy|geography|geology|engineering|medicine|nursing|pharmacy|agronomy|anthropology|archaeology|ecology|biochemistry|microbiology|botany|zoology|astronomy)$/;
/** Verbs in the present that state what a disease is or does in general: "remains a leading cause", "affects millions". */
const GENERAL_VERBS =
  /^(?:remains|affects|kills|causes|occurs|spreads|accounts|represents|poses|constitutes|continues|leads|ranks|threatens|places)$/;
/** What may follow "is" in a statement about a disease in general: "is a major cause", "is transmitted by". */
const GENERAL_AFTER_IS =
  /^(?:a|an|one|transmitted|caused|spread|characterized|characterised|defined|associated|considered|known|regarded|endemic|prevalent|common|rare|responsible|preventable|treatable|curable|widespread)$/;
/** A definition of a field: "is the study of", "is the science of". */
const DEFINITION = /^(?:study|science|branch|field|discipline)$/;

/**
 * "The malaria is transmitted by mosquitoes" → "Malaria": the sentence's first "the" before a disease and a statement
 * about it in general (not "The malaria cases", "The diabetes was poorly controlled"), or before a field of study
 * defined ("The biology is the study of"; not "The biology of this species").
 */
function generalSubjectLint(tokens: readonly TToken[]): TLint | null {
  const [the, noun, verb, after, next] = tokens;
  if (the?.text !== 'The' || !noun || noun.text !== noun.lower || !verb) return null;
  // "The cancer is the second leading cause of death": a disease as a cause in general.
  const isCause = /^(?:is|remains)$/.test(verb.lower) && tokens.slice(3, 8).some((word) => word.lower === 'cause');
  if (/^(?:cancer|stroke)$/.test(noun.lower) && isCause) return genericStartLint(the, noun);
  if (DISEASES.test(noun.lower)) {
    const isGeneral = GENERAL_VERBS.test(verb.lower) || (verb.lower === 'is' && GENERAL_AFTER_IS.test(after?.lower ?? ''));
    return isGeneral ? genericStartLint(the, noun) : null;
  }
  const isDefinition =
    FIELDS.test(noun.lower) &&
    verb.lower === 'is' &&
    /^(?:the|a)$/.test(after?.lower ?? '') &&
    (DEFINITION.test(next?.lower ?? '') || DEFINITION.test(tokens[5]?.lower ?? ''));
  return isDefinition ? genericStartLint(the, noun) : null;
}

/** Adjectives of a disease's stage or kind: "active tuberculosis", "chronic hepatitis". */
const DISEASE_ADJECTIVES = /^(?:active|chronic|acute|severe|mild|advanced|latent|pulmonary|gestational|uncontrolled|early|late)$/;

/**
 * "Patients with the active tuberculosis were excluded" → "with active tuberculosis": "the" before a disease after
 * "with", "from" or "for", where the disease is named in general (not "the diabetes of long duration", "the
 * malaria outbreak", "the tuberculosis that he caught").
 */
function withDiseaseLint(tokens: readonly TToken[], index: number): TLint | null {
  const the = tokens[index] as TToken;
  if (the.lower !== 'the' || !/^(?:with|from|for|against)$/.test(tokens[index - 1]?.lower ?? '')) return null;
  const at = DISEASE_ADJECTIVES.test(tokens[index + 1]?.lower ?? '') ? index + 2 : index + 1;
  const disease = tokens[at];
  const next = tokens[at + 1];
  if (!disease || !DISEASES.test(disease.text)) return null;
  if (next && !(/^(?:PUNCT|VERB|AUX|CCONJ)$/.test(next.pos) || /^(?:in|at|were|was|and|or)$/.test(next.lower))) return null;
  // "the tuberculosis ward attended" (a compound the tagger read as a verb), "the malnutrition, which was": one case.
  const after = tokens[at + 2];
  if (
    (next?.pos === 'VERB' && /^(?:VERB|AUX)$/.test(after?.pos ?? '')) ||
    (next?.text === ',' && /^(?:which|who)$/.test(after?.lower ?? ''))
  )
    return null;
  return genericLint(the, disease);
}

/** "The malaria" → "Malaria" at a sentence's opening. */
function genericStartLint(the: TToken, noun: TToken): TLint {
  return genericCorrectionLint(the, noun, capitalised(noun.text));
}

/** Nouns after which "in" names a field of study: "a degree in", "interested in", "a course in". */
const FIELD_HOLDERS =
  /^(?:degree|degrees|interested|major|majored|majoring|specialization|specialisation|specialized|specialised|specializing|specialising|qualification|qualifications|phd|doctorate|bachelor|master|course|courses|lecturer|professor|classes|lessons|grades|marks)$/;
/** Verbs of learning, teaching or speaking a language or a subject. */
const LEARNING_VERBS =
  /^(?:study|studies|studied|studying|learn|learns|learned|learnt|learning|teach|teaches|taught|teaching|speak|speaks|spoke|spoken|speaking|master|mastered)$/;
/** What may follow a subject or a language that ends its phrase: "from primary school", "by a visiting lecturer". */
const AFTER_SUBJECT = /^(?:from|by|at|since|until|before|after|during|as|and|or|into|to|\.|;)$/;

/**
 * "She has a degree in the economics from" → "in economics", "The students were taught the chemistry by" → "taught
 * chemistry", "study the English from" → "study English": a field or a language named after a verb of learning or
 * teaching, or "in" after a degree or an interest, ending its phrase (not "the physics of granular flows", "the
 * mathematics behind the model", "the English words", "the English used online").
 */
function subjectLint(tokens: readonly TToken[], index: number): TLint | null {
  const [the, noun, next] = tokens.slice(index, index + 3);
  if (the?.text !== 'the' || !noun || !next || !AFTER_SUBJECT.test(next.lower)) return null;
  const before = tokens[index - 1];
  const isLanguage = LANGUAGES.test(noun.text);
  const isField = FIELDS.test(noun.text);
  if (!(isLanguage || isField) || !before) return null;
  // "and" or "or" must join a second field or language: "in the mathematics and music".
  if (/^(?:and|or)$/.test(next.lower) && !/^(?:NOUN|PROPN)$/.test(tokens[index + 3]?.pos ?? '')) return null;
  const afterLearning = before.pos === 'VERB' && LEARNING_VERBS.test(before.lower);
  // "Translation from the Portuguese into English": a language translated from, before another.
  const isFrom =
    before.lower === 'from' && isLanguage && /^(?:into|to)$/.test(next.lower) && LANGUAGES.test(tokens[index + 3]?.text ?? '');
  if (isFrom) return genericLint(the, noun);
  const afterHolder = before.lower === 'in' && FIELD_HOLDERS.test(tokens[index - 2]?.lower ?? '');
  return afterLearning || afterHolder ? genericLint(the, noun) : null;
}

/** "In the nature, such events are rare" → "In nature,": "in the nature" that ends its phrase. */
function inNatureLint(tokens: readonly TToken[], index: number): TLint | null {
  const [inWord, the, nature, next] = tokens.slice(index - 1, index + 3);
  if (inWord?.lower !== 'in' || the?.text !== 'the' || nature?.text !== 'nature') return null;
  // Before a comma only when it opens the sentence: "Changes in the nature, timing and extent" lists nouns.
  const isEnd = !next || /^[.;:]$/.test(next.text) || (next.text === ',' && index === 1);
  return isEnd ? genericLint(the, nature) : null;
}

/** The article slips of the file's header. */
export function articleGapLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  const opening = generalSubjectLint(tokens);
  if (opening) lints.push(opening);
  for (const index of tokens.keys()) {
    const lint = subjectLint(tokens, index) ?? inNatureLint(tokens, index) ?? withDiseaseLint(tokens, index);
    if (lint) lints.push(lint);
  }
  if (!isRunningProse(tokens)) return lints;
  lints.push(...superlativeLints(tokens));
  for (const index of tokens.keys()) {
    const lint = historyLint(tokens, index) ?? halfHourLint(tokens, index) ?? ordinalLint(tokens, index);
    if (lint) lints.push(lint);
  }
  return lints;
}
