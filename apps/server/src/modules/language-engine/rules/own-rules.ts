import type { TLint } from '../lint.ts';
import { adverbSpliceLints } from './adverb-splice.ts';
import { agreementLints } from './agreement.ts';
import { compoundSubjectLints } from './agreement-compound.ts';
import { countedAgreementLints } from './agreement-counts.ts';
import { framedAgreementLints } from './agreement-frames.ts';
import { reachingAgreementLints } from './agreement-reach.ts';
import { articleFrameLints } from './article-frames.ts';
import { articleGapLints } from './article-gaps.ts';
import { genericTheLints, missingArticleLints } from './article-omission.ts';
import { articlePatternLints } from './article-patterns.ts';
import { articlePlaceLints } from './article-places.ts';
import { articleReachLints } from './article-reach.ts';
import { articleSlotLints } from './article-slots.ts';
import { articleUseLints, indefiniteArticleLints } from './articles.ts';
import { clauseArticleLints } from './clause-articles.ts';
import { clauseFrameLints } from './clause-frames.ts';
import { commaSpliceLints, missingWordLints } from './clauses.ts';
import { comparisonFormLints } from './comparison-forms.ts';
import { conditionalTenseLints } from './conditional-tense.ts';
import { nounEffectSpans } from './confusable-contexts.ts';
import { confusablePairLints } from './confusable-pairs.ts';
import { confusableLints } from './confusables.ts';
import { countabilityLints, oneOfPluralLints } from './countability.ts';
import { determinerFormLints } from './determiner-forms.ts';
import { doubleComparisonLints } from './double-comparison.ts';
import { doubledWordLints } from './doubled-words.ts';
import { droppedSubjectLints, droppedWordLints } from './dropped-words.ts';
import { extraArticleLints } from './extra-articles.ts';
import { extraAuxiliaryLints } from './extra-auxiliaries.ts';
import { extraFrameLints } from './extra-frames.ts';
import { extraWordLints } from './extra-words.ts';
import { fieldArticleLints } from './field-articles.ts';
import { fixedSlipLints } from './fixed-slips.ts';
import { gapWordLints } from './gap-words.ts';
import { gerundObjectLints } from './gerund-objects.ts';
import { gerundAfterTimeWordLints, infinitiveFormLints } from './infinitive-forms.ts';
import { learnerPatternLints } from './learner-patterns.ts';
import { leftOutWordLints, missingPrepositionLints, missingSubjectLints } from './left-out-words.ts';
import { missingBridgeLints } from './missing-bridges.ts';
import { missingComparisonLints } from './missing-comparisons.ts';
import { missingFrameLints } from './missing-frames.ts';
import { missingGapLints } from './missing-gaps.ts';
import { missingJoinLints } from './missing-joins.ts';
import { missingLinkLints } from './missing-links.ts';
import { missingSmallWordLints } from './missing-small-words.ts';
import { nounNumberLints } from './noun-number.ts';
import { nounNumberFrameLints } from './noun-number-frames.ts';
import { nounPhraseNumberLints } from './noun-number-phrases.ts';
import {
  datedPresentLints,
  knownTruthLints,
  nowPastLints,
  recentPresentLints,
  reportedPerfectLints,
  stepTenseLints,
  whenPerfectLints,
  whenPresentLints,
} from './now-tense.ts';
import { numberWordLints } from './number-words.ts';
import { degreeOrderLints } from './order-degree.ts';
import { participleOrderLints } from './order-frames.ts';
import { openerOrderLints } from './order-openers.ts';
import { orderSlipLints } from './order-slips.ts';
import { modalPastLints, outlineTenseLints, pastClauseLints } from './outline-tense.ts';
import { pairedConjunctionLints } from './paired-conjunctions.ts';
import { pastPerfectNowLints } from './perfect-now.ts';
import { pastPerfectByLints, pastPerfectFrameLints, perfectWithYearSpanLints } from './perfect-spans.ts';
import { perfectParticipleLints, perfectWithPastTimeLints, sinceLints } from './perfect-tense.ts';
import { phraseOrderLints } from './phrase-order.ts';
import { predicateFormLints } from './predicate-forms.ts';
import { prepositionFrameLints } from './preposition-frames.ts';
import { prepositionPairLints } from './preposition-pairs.ts';
import { prepositionalToSpans } from './prepositional-to.ts';
import { prepositionLints } from './prepositions.ts';
import { quantityWordLints } from './quantity-words.ts';
import { sinceTenseLints } from './since-tense.ts';
import { methodStepTenseLints } from './step-tense.ts';
import type { TToken } from './tagger.ts';
import { tenseClauseLints } from './tense-clauses.ts';
import { tenseConsistencyLints } from './tense-consistency.ts';
import { linkedTenseLints } from './tense-links.ts';
import { tenseMarkerLints } from './tense-markers.ts';
import { framedTenseLints } from './tense-openers.ts';
import { tensePairLints } from './tense-pairs.ts';
import { tenseSequenceLints } from './tense-sequences.ts';
import { stativeTenseLints } from './tense-stative.ts';
import { whenTenseLints } from './tense-when.ts';
import { timeClauseTenseLints } from './time-clause-tense.ts';
import { timePrepositionLints } from './time-prepositions.ts';
import { pastTimeVerbLints } from './time-tense.ts';
import { uncountableArticleLints } from './uncountable-article.ts';
import { upToNowLints } from './up-to-now-tense.ts';
import { verbFormFrameLints } from './verb-form-frames.ts';
import { verbGroupLints } from './verb-form-groups.ts';
import { verbFormSlipLints } from './verb-form-slips.ts';
import { verbFormLints } from './verb-forms.ts';
import { gerundLints, missingFunctionWordLints, participleLints } from './verb-patterns.ts';
import { verbWithoutPrepositionLints } from './verbs-without-preposition.ts';
import { wordOrderLints } from './word-order.ts';
import { adverbPlacementLints, modifierOrderLints } from './word-placement.ts';

/** The own rules, in their order of precedence: where two findings overlap, the earlier rule's is kept. */
export const OWN_RULES: readonly ((tokens: readonly TToken[]) => TLint[])[] = [
  agreementLints,
  reachingAgreementLints,
  compoundSubjectLints,
  framedAgreementLints,
  countedAgreementLints,
  countabilityLints,
  oneOfPluralLints,
  verbFormLints,
  indefiniteArticleLints,
  articleUseLints,
  prepositionLints,
  commaSpliceLints,
  missingWordLints,
  doubledWordLints,
  confusableLints,
  learnerPatternLints,
  infinitiveFormLints,
  gerundAfterTimeWordLints,
  gerundObjectLints,
  tenseConsistencyLints,
  perfectParticipleLints,
  perfectWithPastTimeLints,
  perfectWithYearSpanLints,
  pastPerfectByLints,
  pastPerfectFrameLints,
  pastPerfectNowLints,
  sinceLints,
  pastTimeVerbLints,
  upToNowLints,
  outlineTenseLints,
  modalPastLints,
  pastClauseLints,
  wordOrderLints,
  missingArticleLints,
  genericTheLints,
  articleGapLints,
  pairedConjunctionLints,
  doubleComparisonLints,
  comparisonFormLints,
  determinerFormLints,
  fixedSlipLints,
  extraWordLints,
  extraAuxiliaryLints,
  verbWithoutPrepositionLints,
  uncountableArticleLints,
  extraArticleLints,
  fieldArticleLints,
  nounNumberLints,
  nounPhraseNumberLints,
  numberWordLints,
  participleLints,
  gerundLints,
  verbGroupLints,
  missingComparisonLints,
  clauseFrameLints,
  missingFunctionWordLints,
  adverbSpliceLints,
  missingSubjectLints,
  missingPrepositionLints,
  leftOutWordLints,
  adverbPlacementLints,
  modifierOrderLints,
  openerOrderLints,
  orderSlipLints,
  degreeOrderLints,
  participleOrderLints,
  timePrepositionLints,
  quantityWordLints,
  articlePatternLints,
  articlePlaceLints,
  clauseArticleLints,
  verbFormSlipLints,
  verbFormFrameLints,
  tenseMarkerLints,
  tenseClauseLints,
  whenTenseLints,
  tensePairLints,
  nowPastLints,
  recentPresentLints,
  whenPerfectLints,
  stepTenseLints,
  datedPresentLints,
  whenPresentLints,
  reportedPerfectLints,
  knownTruthLints,
  linkedTenseLints,
  timeClauseTenseLints,
  conditionalTenseLints,
  sinceTenseLints,
  methodStepTenseLints,
  framedTenseLints,
  droppedSubjectLints,
  droppedWordLints,
  gapWordLints,
  missingFrameLints,
  missingLinkLints,
  missingSmallWordLints,
  stativeTenseLints,
  missingJoinLints,
  extraFrameLints,
  articleFrameLints,
  articleReachLints,
  prepositionFrameLints,
  missingBridgeLints,
  missingGapLints,
  tenseSequenceLints,
  confusablePairLints,
  phraseOrderLints,
  prepositionPairLints,
  nounNumberFrameLints,
  articleSlotLints,
  predicateFormLints,
];

/**
 * An agreement finding on a verb whose subject is a noun that another finding puts in the number of its
 * quantifier: "Three sample were lost" is "samples were", not "sample was"; and an "a" or "this" before a plural
 * noun that another finding puts in the singular ("This methods has" → "This method", not "These methods has").
 */
function isAnsweredByNounNumber(lint: TLint, lints: readonly TLint[]): boolean {
  if (lint.messageKey === 'article-plural' || lint.messageKey === 'determiner-plural')
    return lints.some((other) => other.messageKey === 'noun-singular' && other.messageValues?.noun === lint.messageValues?.noun);
  if (!lint.messageKey?.startsWith('agreement-')) return false;
  return lints.some((other) => other.messageKey === 'noun-plural' && other.messageValues?.noun === lint.messageValues?.subject);
}

/**
 * The portal's own rules on a paragraph's tagged sentences: subject–verb agreement, uncountable plurals, a singular
 * noun after "one of the", the
 * base form after a modal or "do", articles, prepositions, comma splices, missing "to" and "be", doubled words
 * confusable words, fixed learner patterns (learner-patterns.ts), "to" and a verb where the -ing form belongs (gerund-objects.ts), a tense
 * that slips within a sentence, the perfect's participle and the perfect with a finished or a "since" time (perfect-tense.ts), common slips of
 * word order, a missing article or a "the" too many (article-omission.ts), a second conjunction after a dependent clause
 * ("Although …, but"), a double comparison ("more better"), words learners add (extra-words.ts) a preposition after a verb
 * that takes its object directly (verbs-without-preposition.ts), "a" before an uncountable noun and "the" in fixed
 * phrases ("at the room temperature"), a noun not in its quantifier's number ("two researcher", "each samples"), a
 * base form for a participle or an -ing form ("will be consider", "for detect the"), a preposition or "it" left out
 * ("according the", "Is necessary to"), ", however," between two sentences, "the" before a superlative or an ordinal
 * (article-places.ts), and words left out of fixed frames ("consistent (with) those", "has not (been) elucidated",
 * "approved (by) the committee"; gap-words.ts), more words left out ("incubated (at) 37 °C", "able (to) capture";
 * missing-frames.ts), words added ("The patients they were", "agreed with that"; extra-frames.ts) and articles of
 * fixed frames ("as (a) result", "by the spectroscopy"; article-frames.ts), and the round-21 frames: small words left out
 * ("would like (to) thank"; missing-gaps.ts), tenses a clause or a phrase settles ("is used ever since";
 * tense-sequences.ts), look-alike words ("thorough a connection"; confusable-pairs.ts), order in fixed phrases ("turn
 * off it"; phrase-order.ts), carried-over prepositions ("capable to process"; preposition-pairs.ts), nouns' number in
 * fixed frames ("A bacteria was"; noun-number-frames.ts), articles of fixed slots ("Increase in temperature led to";
 * article-slots.ts) and forms after "be" ("I am interesting in"; predicate-forms.ts). Where two overlap, the first rule's
 * finding is kept; an agreement finding on a noun the quantifier rule corrects is dropped.
 */
export function ownLints(sentences: readonly (readonly TToken[])[]): TLint[] {
  const lints: TLint[] = [];
  for (const tokens of sentences) {
    const found: TLint[] = [];
    for (const rule of OWN_RULES) {
      for (const lint of rule(tokens)) {
        if (!found.some((other) => lint.start < other.end && other.start < lint.end)) found.push(lint);
      }
    }
    lints.push(...found.filter((lint) => !isAnsweredByNounNumber(lint, found)));
  }
  return lints;
}

/** The catalogue keys (`grammar-check-rule-<key>`) of the own rules' messages, shown in the page's language. */
export const OWN_RULE_MESSAGE_KEYS = [
  'misspelling',
  'agreement-plural',
  'agreement-singular',
  'uncountable',
  'verb-base-form',
  'article-sound',
  'article-part-of',
  'article-plural',
  'article-numbered',
  'article-first-mention',
  'article-definite',
  'article-a-few',
  'preposition',
  'preposition-none',
  'comma-splice',
  'missing-to',
  'missing-be',
  'missing-be-adjective',
  'missing-verb',
  'doubled-word',
  'confusable',
  'extra-word',
  'preposition-duration',
  'determiner-plural',
  'article-missing',
  'article-generic',
  'tense-consistency',
  'word-order',
  'conjunction-pair',
  'double-comparison',
  'article-uncountable',
  'noun-plural',
  'noun-singular',
  'verb-participle',
  'verb-gerund',
  'missing-preposition',
  'missing-subject',
  'comma-splice-adverb',
  'participle-as-past',
  'perfect-past-time',
  'perfect-since',
  'gerund-object',
  'tense-past-time',
  'tense-up-to-now',
  'tense-outline',
  'preposition-time',
  'quantity-uncountable',
  'verb-no-passive',
  'verb-infinitive',
  'tense-figure',
  'tense-now',
  'verb-reduced-relative',
  'tense-if-will',
  'tense-conditional',
  'tense-available',
  'tense-past-perfect',
  'tense-past-perfect-frame',
  'tense-present-pair',
] as const;

/** harper's findings the own rules do better: "a"/"an" by spelling rather than sound ("an NADPH-regenerating"). */
const REPLACED_HARPER_MESSAGES = /indefinite article/i;

/** A sentence's tokens' spans where one of harper's findings is known wrong (see mergeLints). */
type TSpan = { start: number; end: number };

/**
 * What the own rules find in a paragraph's sentences, with the spans mergeLints needs of its tokens, in plain data
 * (the rules' thread sends it to the linter's: rules-thread.ts).
 */
export type TOwnAnalysis = { own: TLint[]; nounEffects: TSpan[]; prepositionalTo: TSpan[] };

/** The own rules' findings on a paragraph's `sentences`, and the spans that overrule harper there. */
export function analyseSentences(sentences: readonly (readonly TToken[])[]): TOwnAnalysis {
  return {
    own: ownLints(sentences),
    nounEffects: sentences.flatMap(nounEffectSpans),
    prepositionalTo: sentences.flatMap(prepositionalToSpans),
  };
}

/**
 * harper's findings and the portal's own in one list, in the order of the text: a finding of the portal's own
 * rules replaces the ones of harper that overlap it (harper calls "informations" two words, "in formations";
 * the countability rule knows it as "information"), and harper's "affect" for the noun "effect" after a noun or a
 * determiner or in "effect sizes" is dropped, and so is its "to improve" for "to improved" where "to" is a preposition
 * ("access to improved sanitation", prepositional-to.ts): the spans of `analysis` (analyseSentences) tell them.
 */
export function mergeLints(harper: readonly TLint[], analysis: TOwnAnalysis): TLint[] {
  const { own, nounEffects, prepositionalTo } = analysis;
  const overlaps = (a: TLint, b: TLint) => a.start < b.end && b.start < a.end;
  const isNounEffect = (lint: TLint) =>
    /^affects?$/.test(lint.suggestions[0]?.text ?? '') &&
    nounEffects.some((span) => span.start === lint.start && span.end === lint.end);
  // "access to improved sanitation": "to" the preposition and an adjective, not "to improve".
  const isPrepositionalTo = (lint: TLint) =>
    lint.rule === 'InflectedVerbAfterTo' && prepositionalTo.some((span) => span.start === lint.start);
  const kept = harper.filter(
    (lint) =>
      !REPLACED_HARPER_MESSAGES.test(lint.message) &&
      !isNounEffect(lint) &&
      !isPrepositionalTo(lint) &&
      !own.some((other) => overlaps(lint, other)),
  );
  return [...kept, ...own].sort((a, b) => a.start - b.start || a.end - b.end);
}
