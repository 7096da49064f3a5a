import { readFileSync } from 'node:fs';
import {
  GRAMMAR_SCORE_SCALE,
  grammarScore,
  grammarScoreCategory,
  weightedErrorDensity,
} from '@portal/domain/rules/grammar-score';
import { countWords } from '../../../platform/documents/word-count.ts';
import type { TLintParagraph } from '../../language-engine/index.ts';
import { assessParagraphs } from '../assess-text.ts';
import { AVERAGE_BAND_MIDDLE, median, scaleFor, textsOf } from './score-scale.ts';

type TPair = { learner: string; corrected: string };
type TScored = { words: number; density: number; score: number };

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** A text's weighted error density and score, its sentences or paragraphs checked as one document. */
async function scoreText(paragraphs: readonly string[], lint: TLintParagraph): Promise<TScored> {
  const assessment = await assessParagraphs(
    paragraphs.map((text) => ({ text })),
    lint,
  );
  const words = paragraphs.reduce((sum, text) => sum + countWords(text), 0);
  return {
    words,
    density: weightedErrorDensity(assessment.errorCounts, words),
    score: grammarScore(assessment.errorCounts, words),
  };
}

function summary(scored: readonly TScored[]) {
  const categories = { exceptional: 0, average: 0, poor: 0 };
  for (const text of scored) categories[grammarScoreCategory(text.score)] += 1;
  return {
    texts: scored.length,
    medianDensity: round(median(scored.map((text) => text.density))),
    medianScore: round(median(scored.map((text) => text.score)), 1),
    minScore: Math.min(...scored.map((text) => text.score)),
    maxScore: Math.max(...scored.map((text) => text.score)),
    categories,
  };
}

/** Paragraphs of a prose file of bench/language: blocks between blank lines, lines starting with # left out. */
export function proseParagraphs(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .filter((line) => !line.startsWith('#'))
        .join(' ')
        .trim(),
    )
    .filter(Boolean);
}

/**
 * The score on texts of a manuscript paragraph's length (the report scores documents, never one sentence): the
 * pairs gathered into texts of 100 words or more, each scored as the learner wrote it, with every other sentence
 * corrected, and corrected; each paragraph of published-style prose; and the scale that puts the median text
 * with every other sentence corrected in the middle of the "average" band.
 */
export async function textScores(pairs: readonly TPair[], proseFiles: readonly string[], lint: TLintParagraph) {
  const texts = textsOf(pairs, (pair) => countWords(pair.learner), 100);
  const learner: TScored[] = [];
  const halfCorrected: TScored[] = [];
  const corrected: TScored[] = [];
  for (const text of texts) {
    learner.push(
      await scoreText(
        text.map((pair) => pair.learner),
        lint,
      ),
    );
    halfCorrected.push(
      await scoreText(
        text.map((pair, i) => (i % 2 === 0 ? pair.learner : pair.corrected)),
        lint,
      ),
    );
    corrected.push(
      await scoreText(
        text.map((pair) => pair.corrected),
        lint,
      ),
    );
  }
  const prose: TScored[] = [];
  for (const file of proseFiles) for (const paragraph of proseParagraphs(file)) prose.push(await scoreText([paragraph], lint));
  const halfDensity = median(halfCorrected.map((text) => text.density));
  return {
    textsOfAtLeastWords: 100,
    learner: summary(learner),
    everyOtherSentenceCorrected: summary(halfCorrected),
    corrected: summary(corrected),
    publishedProseParagraphs: summary(prose),
    scale: {
      inForce: GRAMMAR_SCORE_SCALE,
      puttingEveryOtherSentenceCorrectedAtTheAverageBandMiddle: round(scaleFor(halfDensity), 2),
      averageBandMiddle: round(AVERAGE_BAND_MIDDLE, 2),
    },
  };
}
