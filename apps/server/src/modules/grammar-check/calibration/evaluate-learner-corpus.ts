/**
 * `npx tsx apps/server/src/modules/grammar-check/calibration/evaluate-learner-corpus.ts --src <file> --ref <file>`
 *
 * The grammar check on learner English that nobody here wrote: a public learner corpus's sentences
 * (`--src`, one a line) and a human correction of each (`--ref`, line-aligned), such as the JFLEG test set
 * (docs/decisions.md, "Calibration on a public learner corpus"; the corpus is not in the repository). Each
 * sentence and its correction go through the product's path: the paragraph normalisation, harper's lints
 * in the grammar thread, the findings kept as language errors, and the scoring model. Prints as JSON:
 * - the mean score of the learner sentences and of their corrections, each sentence scored on its own
 *   words (one sentence is below the report's minimum length, so the model is applied directly), and the
 *   score of all learner sentences and of all corrections as one text each (errors over words);
 * - the share of pairs whose correction scores higher, the same or lower;
 * - the share of the edited spans (where the correction changed the learner's words: edited-spans.ts) that
 *   a kept finding overlaps, overall and by kind of edit, and the share of the findings on learner
 *   sentences that fall in an edited span;
 * - the false-positive rate: the share of corrections with any kept finding, and findings per 100 words.
 * - the score on texts of 100 words or more (text-scores.ts): the pairs gathered in order, each text scored as
 *   the learner wrote it, with every other sentence corrected, and corrected; each paragraph of the published-style
 *   prose files given with `--prose` (repeatable); and the scale that puts the median half-corrected text in the
 *   middle of the report's "average" band (docs/decisions.md, "The score recalibrated on the new engine").
 * `--learner-set bench/language/learner-set.json` reads the project's own set (every split, the first correction)
 * instead of `--src`/`--ref`; `--out <file>` also writes the figures there; `--limit <n>` reads the first n pairs;
 * `--show <n>` prints n corrections with findings, to read them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  emptyErrorCounts,
  GRAMMAR_ERROR_CATEGORIES,
  grammarScore,
  type TGrammarErrorCounts,
} from '@portal/domain/rules/grammar-score';
import { countWords } from '../../../platform/documents/word-count.ts';
import { closeParsePools } from '../../../platform/parse-pool/shared-pools.ts';
import { normaliseParagraph } from '../../language-engine/index.ts';
import { assessParagraphs, type TTextAssessment } from '../assess-text.ts';
import { createDocumentChecker } from '../check-document.ts';
import { editedSpans, type TEditedSpan } from './edited-spans.ts';
import { textScores } from './text-scores.ts';

type TVersion = { text: string; words: number; score: number; assessment: TTextAssessment };

function linesOf(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map(normaliseParagraph)
    .filter((line, index, lines) => line !== '' || index < lines.length - 1);
}

/** The sentences of bench/language/learner-set.json (every split) and the first correction of each. */
function learnerSetLines(file: string): { learnerLines: string[]; correctedLines: string[] } {
  const { items } = JSON.parse(readFileSync(file, 'utf8')) as { items: { source: string; references: string[] }[] };
  return {
    learnerLines: items.map((item) => normaliseParagraph(item.source)),
    correctedLines: items.map((item) => normaliseParagraph(item.references[0] ?? item.source)),
  };
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
const round = (value: number, digits = 2) => Number(value.toFixed(digits));
const share = (part: number, whole: number) => `${part}/${whole} (${round((part / Math.max(whole, 1)) * 100, 1)} %)`;

function addCounts(total: TGrammarErrorCounts, counts: TGrammarErrorCounts): void {
  for (const category of GRAMMAR_ERROR_CATEGORIES) total[category] += counts[category];
}

const findings = (assessment: TTextAssessment) => GRAMMAR_ERROR_CATEGORIES.reduce((sum, c) => sum + assessment.errorCounts[c], 0);

function isFlagged(span: TEditedSpan, assessment: TTextAssessment): boolean {
  return assessment.passages.some((passage) => passage.start < span.end && passage.end > span.start);
}

async function main() {
  const { values } = parseArgs({
    options: {
      src: { type: 'string' },
      ref: { type: 'string' },
      limit: { type: 'string' },
      show: { type: 'string', default: '0' },
      'learner-set': { type: 'string' },
      prose: { type: 'string', multiple: true },
      out: { type: 'string' },
    },
  });
  const learnerSet = values['learner-set'];
  if (!learnerSet && (!values.src || !values.ref)) {
    throw new Error(
      'usage: evaluate-learner-corpus.ts (--src <file> --ref <file> | --learner-set <json>) [--prose <file>…] [--limit <n>] [--out <file>]',
    );
  }
  const { learnerLines, correctedLines } = learnerSet
    ? learnerSetLines(learnerSet)
    : { learnerLines: linesOf(values.src ?? ''), correctedLines: linesOf(values.ref ?? '') };
  if (learnerLines.length !== correctedLines.length) {
    throw new Error(`the files are not line-aligned: ${learnerLines.length} and ${correctedLines.length} lines`);
  }
  const limit = values.limit ? Number(values.limit) : learnerLines.length;

  // In this process, as bench/language-quality.ts runs it: the same warm linter the grammar thread holds.
  const checker = await createDocumentChecker();
  async function versionOf(text: string): Promise<TVersion> {
    const assessment = await assessParagraphs([{ text }], checker.lint);
    const words = countWords(text);
    return { text, words, score: grammarScore(assessment.errorCounts, words), assessment };
  }

  const pairs: { learner: TVersion; corrected: TVersion; spans: TEditedSpan[] }[] = [];
  let texts: Awaited<ReturnType<typeof textScores>>;
  try {
    for (const [index, text] of learnerLines.slice(0, limit).entries()) {
      const learner = await versionOf(text);
      const corrected = await versionOf(correctedLines[index] ?? '');
      pairs.push({ learner, corrected, spans: editedSpans(learner.text, corrected.text) });
    }
    texts = await textScores(
      pairs.map((pair) => ({ learner: pair.learner.text, corrected: pair.corrected.text })),
      values.prose ?? [],
      checker.lint,
    );
  } finally {
    await closeParsePools();
  }

  const totals = { learner: emptyErrorCounts(), corrected: emptyErrorCounts() };
  const words = { learner: 0, corrected: 0 };
  const spanKinds = ['replaced', 'deleted', 'missing'] as const;
  const spansFlagged = Object.fromEntries(spanKinds.map((kind) => [kind, { flagged: 0, all: 0 }])) as Record<
    TEditedSpan['kind'],
    { flagged: number; all: number }
  >;
  let flaggedLearnerSentencesWithEdits = 0;
  let learnerFindingsInASpan = 0;
  for (const { learner, corrected, spans } of pairs) {
    addCounts(totals.learner, learner.assessment.errorCounts);
    addCounts(totals.corrected, corrected.assessment.errorCounts);
    words.learner += learner.words;
    words.corrected += corrected.words;
    for (const span of spans) {
      spansFlagged[span.kind].all += 1;
      if (isFlagged(span, learner.assessment)) spansFlagged[span.kind].flagged += 1;
    }
    if (spans.length && findings(learner.assessment) > 0) flaggedLearnerSentencesWithEdits += 1;
    learnerFindingsInASpan += learner.assessment.passages.filter((passage) =>
      spans.some((span) => passage.start < span.end && passage.end > span.start),
    ).length;
  }
  const edited = pairs.filter((pair) => pair.spans.length > 0);
  const allSpans = spanKinds.reduce((sum, kind) => sum + spansFlagged[kind].all, 0);
  const allFlagged = spanKinds.reduce((sum, kind) => sum + spansFlagged[kind].flagged, 0);
  const findingsOf = (side: 'learner' | 'corrected') => GRAMMAR_ERROR_CATEGORIES.reduce((sum, c) => sum + totals[side][c], 0);

  const figures = {
    pairs: pairs.length,
    pairsTheCorrectionChanged: edited.length,
    meanScore: {
      learner: round(mean(pairs.map((p) => p.learner.score))),
      corrected: round(mean(pairs.map((p) => p.corrected.score))),
      learnerOfChangedPairs: round(mean(edited.map((p) => p.learner.score))),
      correctedOfChangedPairs: round(mean(edited.map((p) => p.corrected.score))),
    },
    scoreAsOneText: {
      learner: grammarScore(totals.learner, words.learner),
      corrected: grammarScore(totals.corrected, words.corrected),
    },
    correctionScores: {
      higher: share(pairs.filter((p) => p.corrected.score > p.learner.score).length, pairs.length),
      equal: share(pairs.filter((p) => p.corrected.score === p.learner.score).length, pairs.length),
      lower: share(pairs.filter((p) => p.corrected.score < p.learner.score).length, pairs.length),
    },
    editedSpansFlagged: {
      all: share(allFlagged, allSpans),
      ...Object.fromEntries(spanKinds.map((kind) => [kind, share(spansFlagged[kind].flagged, spansFlagged[kind].all)])),
    },
    learnerFindingsInAnEditedSpan: share(learnerFindingsInASpan, findingsOf('learner')),
    changedLearnerSentencesWithAFinding: share(flaggedLearnerSentencesWithEdits, edited.length),
    correctionsWithAFinding: share(pairs.filter((p) => findings(p.corrected.assessment) > 0).length, pairs.length),
    findingsPer100Words: {
      learner: round((findingsOf('learner') * 100) / Math.max(words.learner, 1)),
      corrected: round((findingsOf('corrected') * 100) / Math.max(words.corrected, 1)),
    },
    findingsByCategory: totals,
    words,
    texts,
  };
  console.info(JSON.stringify(figures, null, 2));
  if (values.out) writeFileSync(values.out, `${JSON.stringify({ corpus: learnerSet ?? values.src, ...figures }, null, 2)}\n`);

  for (const { corrected } of pairs.filter((p) => findings(p.corrected.assessment) > 0).slice(0, Number(values.show))) {
    for (const passage of corrected.assessment.passages) {
      console.info(`[${passage.category}] «${passage.text}» ${passage.message} — ${corrected.text}`);
    }
  }
}

await main();
