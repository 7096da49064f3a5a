/**
 * More word lists of the article rules (article-lists.ts holds the first ones): countable nouns of the laboratory,
 * of models and of a cause's effect, the nouns of a measure that open a sentence before "of", fields of study,
 * software, titles, and the one-of-a-kind things that take "the".
 */
import { COUNTABLE_NOUNS } from './article-lists.ts';
import type { TToken } from './tagger.ts';

/**
 * Singular nouns countable in every sense a paper uses them in, beyond COUNTABLE_NOUNS: laboratory equipment ("heated
 * in muffle furnace" → "a muffle furnace"), the parts of a model ("through convolutional encoder"), and nouns of
 * one thing's relation to another ("is direct consequence of" → "a direct consequence").
 */
const MORE_COUNTABLE_NOUNS = new Set(
  (
    'furnace oven incubator autoclave desiccator spectrometer spectrophotometer fluorometer analyzer analyser ' +
    'homogenizer homogeniser sonicator freezer refrigerator fridge shaker sieve pipette syringe cuvette vial ' +
    'thermometer thermocouple hydrometer caliper calliper ' +
    'encoder decoder autoencoder classifier regressor discriminator neuron tokenizer optimizer optimiser ' +
    'consequence determinant contributor precursor hallmark prerequisite cornerstone byproduct by-product ' +
    'counterpart derivative analogue ' +
    'bath cabinet hood glovebox centrifuge cryostat thermocycler microplate burette funnel condenser stirrer hotplate ' +
    'microcontroller microprocessor controller processor smartphone laptop spreadsheet ' +
    'veterinarian physician surgeon technician pathologist radiologist clinician dentist pharmacist midwife ' +
    'psychologist psychiatrist statistician specialist interviewer examiner sonographer ' +
    'catheter stereomicroscope radiograph kit slab girder cylinder robot drone workstation checklist rubric ' +
    'essay interviewee infant adolescent translator scale tooth bracket implant ' +
    'ruler tank jar tray cage aquarium greenhouse notebook newspaper magazine tunnel dam ' +
    'knife scalpel spatula valley pit crater ' +
    'implication situation blackboard whiteboard oscilloscope producer receptor factory border rash card'
  ).split(' '),
);

/**
 * People who do a professional's work on a study's samples or patients, named after "by" as the doer of a passive:
 * "examined by veterinarian" → "by a veterinarian". A study's own subjects ("by participant", "by patient") are not
 * here: "by" before them sorts data ("results were grouped by participant").
 */
export const PROFESSIONALS = new Set(
  (
    'veterinarian physician surgeon technician pathologist radiologist clinician dentist pharmacist midwife ' +
    'psychologist psychiatrist statistician specialist interviewer examiner sonographer nurse doctor engineer expert ' +
    'researcher translator'
  ).split(' '),
);

/**
 * Nouns countable as the head of a compound with a noun before them ("signed consent form" → "a consent form", "on
 * data collection form"), but bare after "in" ("in tablet form") or an adjective ("in written form").
 */
export const COMPOUND_HEADS = new Set(['form']);

/** Preposition and noun pairs of the nouns above that take no article by idiom: "in consequence", "of consequence". */
export const MORE_FIXED_PREPOSITION_NOUN = new Set([
  'in consequence',
  'of consequence',
  'at scale',
  'of scale',
  'in scale',
  'by tooth',
  'per tooth',
  'by implication',
]);

/** Whether a singular noun is countable in every sense a paper uses it in (article-lists.ts and the list above). */
export const isCountableNoun = (word: string) => COUNTABLE_NOUNS.has(word) || MORE_COUNTABLE_NOUNS.has(word);

/**
 * Nouns of a measure or a part that open a sentence before "of" and its thing, and so take "the": "Concentration of
 * dissolved oxygen decreased" → "The concentration", "Effect of nitrogen was" → "The effect". The clinical measures
 * of time and of how often ("Length of stay was", "Duration of symptoms", "Prevalence of obesity", "Incidence of
 * adverse events", "Frequency of exercise", "Severity of pain") are not here: medical abstracts open with them bare.
 */
export const OPENING_MEASURE_NOUNS = new Set(
  (
    'concentration rate size level content proportion percentage amount number width height weight depth ' +
    'density abundance yield distribution effect aim purpose objective goal role impact influence ' +
    'magnitude extent intensity'
  ).split(' '),
);

/**
 * Fields of study named by two or three words, which take no article when they name the field ("advances in the
 * machine learning" → "in machine learning"; "the machine learning model" is right).
 */
export const FIELDS_OF_STUDY: readonly string[] = [
  'machine learning',
  'deep learning',
  'reinforcement learning',
  'artificial intelligence',
  'computer science',
  'data science',
  'computer vision',
  'natural language processing',
  'materials science',
  'political science',
  'social science',
  'primary care',
  'public health',
  'reading comprehension',
  'higher education',
  'veterinary medicine',
  'civil engineering',
  'food science',
];

/** Software named with its version and no article: "in SPSS version 26", "using Stata 17". */
export const SOFTWARE = new Set(
  'spss stata sas matlab r python excel arcgis qgis graphpad prism minitab amos mplus nvivo eviews jasp jamovi origin'.split(' '),
);

/** Titles before a person's name, which take no article: "to Professor Tanaka", "by Dr. Silva". */
export const TITLES = /^(?:professor|prof|dr|doctor|mr|mrs|ms|dean|president)$/;

/** One-of-a-kind things that take "the" when they stand alone: "radiation from the sun", "on the internet". */
export const UNIQUE_THINGS = /^(?:sun|moon|internet)$/;

/** Adjectives before "support" meaning help, uncountable: "a financial support" → "financial support". */
export const HELP_ADJECTIVES =
  /^(?:financial|technical|logistical|logistic|administrative|emotional|moral|generous|kind|continuous|constant|valuable|invaluable)$/;

/**
 * What an emphasis or a focus is on may be a field of study, without an article like "theory": "The emphasis in this
 * paper is on method.", "with a focus on method and data" (the noun ends its clause or is joined by "and").
 */
export function isEmphasisOn(tokens: readonly TToken[], from: number, next: TToken | undefined): boolean {
  if (tokens[from - 1]?.lower !== 'on' || !(!next || next.pos === 'PUNCT' || next.lower === 'and')) return false;
  const isEmphasis = (token: TToken | undefined) => /^(?:emphasis|focus|stress|accent)$/.test(token?.lower ?? '');
  if (isEmphasis(tokens[from - 2])) return true;
  return /^(?:is|are|was|were|be)$/.test(tokens[from - 2]?.lower ?? '') && tokens.slice(0, from - 2).some(isEmphasis);
}

/**
 * Nouns of a general judgement after "is a" or "is the": "is a human right", "is the best policy", "is a major threat"
 * (not "is a problem": "the water is a problem here" may be this water).
 */
export const GENERIC_JUDGEMENTS = /^(?:right|threat|policy|virtue|necessity|priority)$/;
/** Abstract nouns that such a judgement is made of in general: "The honesty is the best policy". */
export const ABSTRACT_GENERIC =
  /^(?:honesty|equality|justice|peace|corruption|obesity|unemployment|inflation|immigration|urbanization|urbanisation|education|pollution|poverty|freedom|democracy|health|happiness)$/;
