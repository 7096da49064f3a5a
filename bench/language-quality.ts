/**
 * `npx tsx bench/language-quality.ts`: what the grammar check finds and what digital editing corrects, measured.
 *
 * Runs the product's engine in process (harper.js and the portal's own rules, as the grammar thread runs
 * them; the grammar check's findings through assessParagraphs, digital editing's corrections through
 * correctionsOf, every paragraph as one document) on:
 * - a learner corpus: by default bench/language/learner-set.json (written for this project, two or three
 *   corrections per sentence, the errors marked by type; `--split dev|test|all`, test by default), or another set
 *   of the same layout with `--learner-set <file>` (bench/language/learner-set-heldout-3.json, written blind:
 *   `--split heldout3`); sentences whose one reference is the sentence itself are correct ones, and what the
 *   grammar check finds and digital editing changes on them is reported apart; or a public
 *   corpus in the JFLEG layout, one sentence a line: `--src test.src --ref test.ref0 --ref test.ref1 …`
 *   (not in the repository: see docs/decisions.md on its licence);
 * - bench/language/scientific-prose.txt, published-style prose without errors: the false-flag rate, and the two
 *   held-out files (scientific-prose-heldout.txt, scientific-prose-heldout-2.txt), each written before the engine
 *   was run on it, with the rate of all three together;
 * - bench/language/soil-abstract.json, an abstract with seven planted agreement errors.
 *
 * Reports, for digital editing: GLEU with the JFLEG method (calibration/gec-metrics.ts) of the edited text
 * and of the text left unchanged, and edit precision (edits a reference makes exactly, and edits at a place
 * a reference edits), spelling-style edits (the dialect table) counted apart; for the grammar check: span
 * recall (the share of the references' edited spans a finding overlaps; also counted for the spans at the marked errors
 * alone, since a reference may reword more of the sentence than its error) and span precision (the share of
 * findings on a span some reference edited), by kind of span and by finding category, and recall by marked
 * error type where the corpus marks them. `--style american|british` (default american); `--show` prints
 * every edit and finding. Writes bench/results/language-quality.json.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { TStyleOfEnglish } from '@portal/domain/api/digital-purchases';
import { applyCorrections, correctionsOf } from '../apps/server/src/modules/digital-editing/engine/corrections.ts';
import { dialectSpelling } from '../apps/server/src/modules/digital-editing/engine/dialect.ts';
import { assessParagraphs } from '../apps/server/src/modules/grammar-check/assess-text.ts';
import { editedSpans } from '../apps/server/src/modules/grammar-check/calibration/edited-spans.ts';
import {
  corpusGleu,
  editAgreements,
  type TGecSentence,
} from '../apps/server/src/modules/grammar-check/calibration/gec-metrics.ts';
import { proseParagraphs } from '../apps/server/src/modules/grammar-check/calibration/text-scores.ts';
import { createDocumentChecker } from '../apps/server/src/modules/grammar-check/check-document.ts';
import { normaliseParagraph, type TLintParagraph, wordFrequency } from '../apps/server/src/modules/language-engine/index.ts';
import { countWords } from '../apps/server/src/platform/documents/word-count.ts';
import { REPO_ROOT } from '../e2e/support/server.ts';

type TLearnerItem = { source: string; references: string[]; errors: { type: string; text: string }[]; split?: string };

const DATA = path.join(REPO_ROOT, 'bench/language');
const RESULTS = path.join(REPO_ROOT, 'bench/results/language-quality.json');

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const percent = (part: number, whole: number) => (whole === 0 ? null : round((100 * part) / whole));
const ratio = (part: number, whole: number) => ({ part, whole, percent: percent(part, whole) });
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

async function learnerCorpus(values: {
  src?: string;
  ref?: string[];
  learnerSet: string;
  split: string;
}): Promise<TLearnerItem[]> {
  if (values.src) {
    const lines = async (file: string) => (await readFile(file, 'utf8')).split(/\r?\n/).map(normaliseParagraph);
    const sources = await lines(values.src);
    const references = await Promise.all((values.ref ?? []).map(lines));
    return sources
      .map((source, i) => ({ source, references: references.map((r) => r[i] ?? ''), errors: [] }))
      .filter((item) => item.source !== '');
  }
  const { items } = JSON.parse(await readFile(values.learnerSet, 'utf8')) as { items: TLearnerItem[] };
  return items.filter((item) => values.split === 'all' || item.split === values.split);
}

/** A text in the chosen style's spelling (the dialect table), so that spelling style is not counted as a difference. */
const inStyle = (text: string, style: TStyleOfEnglish) =>
  text.replace(/\p{L}+/gu, (word) => dialectSpelling(word, style) ?? word);

/** A spelling-style edit (analyse → analyze), counted apart. */
const isStyleEditIn = (learner: string, corrected: string, style: TStyleOfEnglish) =>
  learner !== corrected && inStyle(learner, style) === corrected;

/** Published-quality prose (a file of bench/language: paragraphs between blank lines, # comments): every finding is a false flag. */
async function scientificProse(file: string, lint: TLintParagraph, style: TStyleOfEnglish) {
  const prose = proseParagraphs(path.join(DATA, file)).map((text) => ({ text }));
  const assessment = await assessParagraphs(prose, lint);
  let changed = 0;
  const frequency = wordFrequency(prose);
  for (const { text } of prose) {
    const corrections = correctionsOf(text, await lint(text), { style, lockedTerms: [], frequency, fixed: [] });
    changed += corrections.filter((c) => !isStyleEditIn(text.slice(c.start, c.end), c.text, style)).length;
  }
  const figures = {
    file,
    words: assessment.wordCount,
    findings: assessment.passages.length,
    findingsPer500Words: round((500 * assessment.passages.length) / Math.max(assessment.wordCount, 1), 2),
    findingsOfOwnRules: assessment.passages.filter((passage) => passage.messageKey !== undefined).length,
    findingsByCategory: assessment.errorCounts,
    digitalEditingChanges: changed,
    paragraphs: prose.length,
  };
  return { figures, passages: assessment.passages };
}

/** The three prose files together: findings per 500 words over all their words. */
function proseRate(files: { words: number; findings: number }[]) {
  const words = files.reduce((sum, file) => sum + file.words, 0);
  const findings = files.reduce((sum, file) => sum + file.findings, 0);
  return { words, findings, findingsPer500Words: round((500 * findings) / Math.max(words, 1), 2) };
}

async function main() {
  const { values } = parseArgs({
    options: {
      src: { type: 'string' },
      ref: { type: 'string', multiple: true },
      'learner-set': { type: 'string', default: path.join(DATA, 'learner-set.json') },
      split: { type: 'string', default: 'test' },
      style: { type: 'string', default: 'american' },
      show: { type: 'boolean', default: false },
    },
  });
  const style = values.style as TStyleOfEnglish;
  const checker = await createDocumentChecker();
  const lint = checker.lint;

  // Digital editing and the grammar check on the learner corpus, every sentence a paragraph of one document.
  const learnerSet = path.resolve(values['learner-set'] ?? path.join(DATA, 'learner-set.json'));
  const items = await learnerCorpus({ src: values.src, ref: values.ref, learnerSet, split: values.split ?? 'test' });
  /** A correct sentence: no marked error, its one reference the sentence itself (every finding a false flag). */
  const isCorrect = (item: TLearnerItem) =>
    item.errors.length === 0 && item.references.length === 1 && item.references[0] === item.source;
  const paragraphs = items.map((item) => ({ text: item.source }));
  const frequency = wordFrequency(paragraphs);
  const started = performance.now();
  const hypotheses: string[] = [];
  for (const { text } of paragraphs) {
    const corrections = correctionsOf(text, await lint(text), { style, lockedTerms: [], frequency, fixed: [] });
    hypotheses.push(applyCorrections(text, corrections));
  }
  const assessment = await assessParagraphs(paragraphs, lint);
  const engineMs = performance.now() - started;

  const sentences: TGecSentence[] = items.map((item, i) => ({
    source: item.source,
    hypothesis: hypotheses[i] ?? item.source,
    references: item.references.map((reference) => inStyle(reference, style)),
  }));
  const edits = sentences.flatMap((sentence) =>
    editAgreements(sentence.source, sentence.hypothesis, sentence.references).map((agreement) => ({ ...agreement, sentence })),
  );
  const isStyleEdit = (learner: string, corrected: string) => isStyleEditIn(learner, corrected, style);
  const grammarEdits = edits.filter(({ edit }) => !isStyleEdit(edit.learner, edit.corrected));

  // Span recall and precision: each reference's edited spans of the learner sentence against the findings.
  const findingsOf = (index: number) => assessment.passages.filter((passage) => passage.paragraph === index);
  const spanKinds = { replaced: [0, 0], deleted: [0, 0], missing: [0, 0] } as Record<string, [number, number]>;
  const markedSpans: [number, number] = [0, 0];
  const byCategory: Record<string, [number, number]> = {};
  const byType: Record<string, [number, number]> = {};
  const misses: string[] = [];
  const falseFlags: string[] = [];
  const correctFindings: string[] = [];
  let referenceFindings = 0;
  let referenceWords = 0;
  for (const [index, item] of items.entries()) {
    const findings = findingsOf(index);
    const spans = item.references.map((reference) => editedSpans(item.source, reference));
    // The references' spans at a marked error (not their rewording elsewhere in the sentence), counted apart.
    const marked = item.errors.map((error) => {
      const start = item.source.indexOf(error.text);
      return { start, end: start + error.text.length };
    });
    for (const span of spans.flat()) {
      const counts = spanKinds[span.kind] as [number, number];
      counts[1] += 1;
      const isFlagged = findings.some((finding) => overlaps(finding, span));
      if (isFlagged) counts[0] += 1;
      if (marked.some((error) => overlaps(error, span))) {
        markedSpans[1] += 1;
        if (isFlagged) markedSpans[0] += 1;
      }
    }
    for (const finding of findings) {
      if (isCorrect(item)) correctFindings.push(`[${finding.category}] «${finding.text}» ${finding.message} — ${item.source}`);
      byCategory[finding.category] ??= [0, 0];
      const counts = byCategory[finding.category] as [number, number];
      counts[1] += 1;
      if (spans.flat().some((span) => overlaps(finding, span))) counts[0] += 1;
      else falseFlags.push(`«${finding.text}» ${finding.message} — ${item.source}`);
    }
    for (const error of item.errors) {
      const start = item.source.indexOf(error.text);
      byType[error.type] ??= [0, 0];
      const counts = byType[error.type] as [number, number];
      counts[1] += 1;
      if (findings.some((finding) => overlaps(finding, { start, end: start + error.text.length }))) counts[0] += 1;
      else misses.push(`[${error.type}] «${error.text}» — ${item.source}`);
    }
  }
  // Findings on the corrections themselves: text a human left as it should be.
  const references = items.flatMap((item) => item.references);
  const referenceAssessment = await assessParagraphs(
    references.map((text) => ({ text })),
    lint,
  );
  referenceFindings = referenceAssessment.passages.length;
  referenceWords = references.reduce((sum, text) => sum + countWords(text), 0);

  const sum = (table: Record<string, [number, number]>) =>
    Object.values(table).reduce(([a, b], [c, d]) => [a + c, b + d], [0, 0] as [number, number]);
  const [spansFlagged, spansAll] = sum(spanKinds);
  const [findingsOnSpans, findingsAll] = sum(byCategory);

  // Published-quality scientific prose: every finding is a false flag.
  const proseFigures = await Promise.all(
    ['scientific-prose.txt', 'scientific-prose-heldout.txt', 'scientific-prose-heldout-2.txt'].map((file) =>
      scientificProse(file, lint, style),
    ),
  );

  // The soil-science abstract with seven planted agreement errors.
  const soil = JSON.parse(await readFile(path.join(DATA, 'soil-abstract.json'), 'utf8')) as {
    planted: string[];
    clean: string[];
    verbs: [string, string][];
  };
  const soilFindings = await assessParagraphs(
    soil.planted.map((text) => ({ text })),
    lint,
  );
  const cleanFindings = await assessParagraphs(
    soil.clean.map((text) => ({ text })),
    lint,
  );
  const soilEdited: string[] = [];
  for (const text of soil.planted) {
    const corrections = correctionsOf(text, await lint(text), { style, lockedTerms: [], frequency: new Map(), fixed: [] });
    soilEdited.push(applyCorrections(text, corrections));
  }
  // A planted error counts when a finding on the wrong verb suggests the right one, and when the edit makes it.
  const plantedFlagged = soil.verbs.filter(([wrong, right]) =>
    soilFindings.passages.some((passage) => passage.text === wrong && passage.suggestions.some((s) => s.text === right)),
  ).length;
  const soilEdits = soil.planted.flatMap((text, i) => editedSpans(text, soilEdited[i] ?? text));
  const plantedCorrected = soil.verbs.filter(([wrong, right]) =>
    soilEdits.some((edit) => edit.learner === wrong && edit.corrected === right),
  ).length;

  const correctIndexes = [...items.keys()].filter((i) => isCorrect(items[i] as TLearnerItem));
  const correctSources = new Set(correctIndexes.map((i) => items[i]?.source));
  const onCorrect = (edit: { sentence: TGecSentence }) => correctSources.has(edit.sentence.source);
  const correctSentences = {
    sentences: correctIndexes.length,
    sentencesWithFindings: correctIndexes.filter((i) => findingsOf(i).length > 0).length,
    findings: correctFindings.length,
    changedByDigitalEditing: correctIndexes.filter((i) => sentences[i]?.hypothesis !== sentences[i]?.source).length,
    editsByDigitalEditing: grammarEdits.filter(onCorrect).length,
    spellingStyleEdits: edits.filter(onCorrect).length - grammarEdits.filter(onCorrect).length,
  };

  const figures = {
    corpus: values.src
      ? { src: values.src, references: values.ref?.length ?? 0 }
      : `${path.basename(learnerSet)} (${values.split})`,
    sentences: items.length,
    style,
    digitalEditing: {
      gleu: round(corpusGleu(sentences), 2),
      gleuOfUnchangedText: round(corpusGleu(sentences.map((s) => ({ ...s, hypothesis: s.source }))), 2),
      gleuOfFirstReference: round(
        corpusGleu(sentences.map((s) => ({ ...s, hypothesis: s.references[0] ?? s.source, references: s.references.slice(1) }))),
        2,
      ),
      sentencesChanged: sentences.filter((s) => s.hypothesis !== s.source).length,
      edits: grammarEdits.length,
      spellingStyleEdits: edits.length - grammarEdits.length,
      editsAReferenceMakes: ratio(grammarEdits.filter((e) => e.isExact).length, grammarEdits.length),
      editsWhereAReferenceEdits: ratio(grammarEdits.filter((e) => e.isSamePlace).length, grammarEdits.length),
    },
    grammarCheck: {
      findings: findingsAll,
      spanRecall: ratio(spansFlagged, spansAll),
      spanRecallByKind: Object.fromEntries(Object.entries(spanKinds).map(([kind, [a, b]]) => [kind, ratio(a, b)])),
      // Where the corpus marks its errors: the share of the references' spans at a marked error that a finding overlaps.
      spanRecallAtMarkedErrors: ratio(...markedSpans),
      spanPrecision: ratio(findingsOnSpans, findingsAll),
      spanPrecisionByCategory: Object.fromEntries(Object.entries(byCategory).map(([c, [a, b]]) => [c, ratio(a, b)])),
      markedErrorsFlaggedByType: Object.fromEntries(
        Object.entries(byType)
          .sort(([, [, a]], [, [, b]]) => b - a)
          .map(([type, [a, b]]) => [type, ratio(a, b)]),
      ),
      findingsOnReferencesPer100Words: round((100 * referenceFindings) / Math.max(referenceWords, 1), 2),
    },
    correctSentences,
    scientificProse: proseFigures[0]?.figures,
    scientificProseHeldOut: proseFigures[1]?.figures,
    scientificProseHeldOut2: proseFigures[2]?.figures,
    scientificProseAll: proseRate(proseFigures.map((p) => p.figures)),
    soilAbstract: {
      planted: soil.verbs.length,
      flagged: plantedFlagged,
      correctedByDigitalEditing: plantedCorrected,
      otherEditsByDigitalEditing: soilEdits.length - plantedCorrected,
      findingsOnTheCleanVersion: cleanFindings.passages.length,
    },
    engineMsForTheLearnerCorpus: Math.round(engineMs),
    at: new Date().toISOString(),
  };
  console.info(JSON.stringify(figures, null, 2));
  if (values.show) {
    console.info('\nDigital editing, edits no reference makes:');
    for (const { edit, sentence } of grammarEdits.filter((e) => !e.isExact)) {
      console.info(`  «${edit.learner}» → «${edit.corrected}» — ${sentence.source}`);
    }
    console.info('\nGrammar check, findings on no edited span:');
    for (const line of falseFlags) console.info(`  ${line}`);
    console.info('\nGrammar check, findings on the correct sentences:');
    for (const line of correctFindings) console.info(`  ${line}`);
    console.info('\nDigital editing, correct sentences changed:');
    for (const i of correctIndexes.filter((i) => sentences[i]?.hypothesis !== sentences[i]?.source)) {
      console.info(`  ${sentences[i]?.source} → ${sentences[i]?.hypothesis}`);
    }
    console.info('\nGrammar check, marked errors not flagged:');
    for (const line of misses) console.info(`  ${line}`);
    console.info('\nScientific prose, findings:');
    for (const passage of proseFigures.flatMap((p) => p.passages)) {
      console.info(`  [${passage.category}] «${passage.text}» ${passage.message}`);
    }
    console.info('\nSoil abstract after digital editing:');
    for (const text of soilEdited) console.info(`  ${text}`);
  }
  await mkdir(path.dirname(RESULTS), { recursive: true });
  await writeFile(RESULTS, `${JSON.stringify(figures, null, 2)}\n`);
}

await main();
