/**
 * `npx tsx bench/translation-quality.ts`: how well the configured translation engines translate, and how
 * much of a manuscript's inline formatting comes through (docs/decisions.md, issue 32).
 *
 * - Quality: BLEU and chrF as sacrebleu defines them (calibration/mt-metrics.ts) of each configured engine
 *   (TRANSLATION_ENGINES and its settings, as the server reads them; Apertium alone by default) on each
 *   set it offers, each sentence sent as the product sends a paragraph, beside the score of the source
 *   copied unchanged.
 *   The sets: bench/language/translation/{es,pt}-en.{src,ref}.txt (600 sentences each, built from Debian's
 *   message catalogues by bench/translation-test-set.ts), or any set in plain text, one sentence a line:
 *   `--src file --ref file --from es|pt`.
 * - Formatting: the fixture manuscripts of apps/server/test/fixtures/digital-translations translated as
 *   documents: the share of styled spans (by kind) that still carry their style, of marks (tabs, breaks,
 *   footnote references, fields) still in their paragraph, and the paragraphs that lost text; measured apart
 *   on the manuscripts with tracked changes (TRACKED_DOCUMENTS), with the share of deleted spans left out.
 * - A paper's structure (paper-docx.ts, Spanish): field marks still nesting, field codes unchanged, the
 *   bibliographies' paragraphs byte for byte, table-of-contents entries reading as their translated headings,
 *   and the Spanish that must be translated (watermark, WordArt, cross-reference, title, text box) translated.
 *
 * Writes bench/results/translation-quality.json. Not part of `npm run bench` (about a minute with Apertium).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config.ts';
import type { TLanguageCode, TTranslationEngine } from '../apps/server/src/integrations/translation/engine.ts';
import { createTranslationEngines } from '../apps/server/src/integrations/translation/engines.ts';
import { escapeMarkup, plainTextOf } from '../apps/server/src/integrations/translation/inline-markup.ts';
import { translateDocx } from '../apps/server/src/modules/digital-translations/translate-document.ts';
import { corpusBleu, corpusChrf } from '../apps/server/src/modules/grammar-check/calibration/mt-metrics.ts';
import {
  FORMATTED_DOCUMENTS,
  formattedDocx,
  type TFormattedDocument,
  TRACKED_DOCUMENTS,
} from '../apps/server/test/fixtures/digital-translations/formatted-docx.ts';
import {
  addMeasure,
  emptyMeasure,
  overallShare,
  zipEntries,
} from '../apps/server/test/fixtures/digital-translations/formatting-measure.ts';
import { paperDocx } from '../apps/server/test/fixtures/digital-translations/paper-docx.ts';
import { measurePaper } from '../apps/server/test/fixtures/digital-translations/paper-measure.ts';
import { REPO_ROOT } from '../e2e/support/server.ts';

const DATA = path.join(REPO_ROOT, 'bench/language/translation');
const RESULTS = path.join(REPO_ROOT, 'bench/results/translation-quality.json');
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

type TSet = { name: string; from: TLanguageCode; sources: string[]; references: string[] };

const { values } = parseArgs({ options: { src: { type: 'string' }, ref: { type: 'string' }, from: { type: 'string' } } });

const lines = async (file: string) => (await readFile(file, 'utf8')).split(/\r?\n/).filter((line) => line.trim() !== '');

async function testSets(): Promise<TSet[]> {
  if (values.src || values.ref) {
    if (!values.src || !values.ref || (values.from !== 'es' && values.from !== 'pt'))
      throw new Error('--src, --ref and --from es|pt go together');
    return [
      {
        name: path.basename(values.src),
        from: values.from,
        sources: await lines(values.src),
        references: await lines(values.ref),
      },
    ];
  }
  return Promise.all(
    (['es', 'pt'] as const).map(async (from) => ({
      name: `${from}-en (Debian message catalogues)`,
      from,
      sources: await lines(path.join(DATA, `${from}-en.src.txt`)),
      references: await lines(path.join(DATA, `${from}-en.ref.txt`)),
    })),
  );
}

const scores = (hypotheses: string[], references: string[]) => {
  const bleu = corpusBleu(hypotheses, [references]);
  return {
    bleu: round(bleu.score, 2),
    chrf: round(corpusChrf(hypotheses, [references]), 2),
    precisions: bleu.precisions.map((p) => round(p)),
    brevityPenalty: round(bleu.brevityPenalty, 3),
  };
};

async function quality(engine: TTranslationEngine, set: TSet) {
  if (set.sources.length !== set.references.length)
    throw new Error(`${set.name}: ${set.sources.length} sources, ${set.references.length} references`);
  const started = performance.now();
  // Sent as the product sends a paragraph: a marked segment (here without tags), read back as text.
  const answers = await engine.translate({ from: set.from, to: 'en', segments: set.sources.map(escapeMarkup), markup: true });
  const hypotheses = answers.map(plainTextOf);
  return {
    engine: engine.name,
    set: set.name,
    pair: `${set.from}-en`,
    sentences: set.sources.length,
    ...scores(hypotheses, set.references),
    sourceCopied: scores(set.sources, set.references),
    seconds: round((performance.now() - started) / 1000, 2),
    examples: hypotheses
      .slice(0, 3)
      .map((hypothesis, i) => ({ source: set.sources[i], hypothesis, reference: set.references[i] })),
  };
}

async function formatting(engine: TTranslationEngine, fixtures: readonly TFormattedDocument[]) {
  const measure = emptyMeasure();
  const pairs = await engine.languagePairs();
  const documents = fixtures.filter((d) => pairs.some((p) => p.from === d.language && p.to === 'en'));
  for (const document of documents) {
    const result = await translateDocx(await formattedDocx(document), (segments) =>
      engine.translate({ from: document.language, to: 'en', segments, markup: true }),
    );
    addMeasure(measure, document, await zipEntries(result.content));
  }
  const shares = (counts: typeof measure.spans) =>
    Object.fromEntries(Object.entries(counts).map(([kind, c]) => [kind, { ...c, percent: round((100 * c.kept) / c.spans) }]));
  return {
    engine: engine.name,
    documents: documents.map((d) => d.name),
    styledSpansKept: round(100 * overallShare(measure.spans)),
    marksKept: round(100 * overallShare(measure.marks)),
    byKind: shares(measure.spans),
    marks: shares(measure.marks),
    paragraphs: measure.paragraphs,
    paragraphsLosingText: measure.paragraphsLosingText,
    deletedLeftOut: measure.deletedLeftOut,
    failures: measure.failures,
  };
}

async function paperStructure(engine: TTranslationEngine) {
  if (!(await engine.languagePairs()).some((p) => p.from === 'es' && p.to === 'en')) return null;
  const source = await zipEntries(await paperDocx());
  const result = await translateDocx(await paperDocx(), (segments) =>
    engine.translate({ from: 'es', to: 'en', segments, markup: true }),
  );
  const translated = await zipEntries(result.content);
  const xml = (entries: Map<string, Buffer>) => (name: string) => entries.get(name)?.toString('utf8') ?? '';
  return { engine: engine.name, ...measurePaper(xml(source), xml(translated)) };
}

const translation = createTranslationEngines(loadConfig(process.env).translation);
const sets = await testSets();
const results: Awaited<ReturnType<typeof quality>>[] = [];
const formattingResults: Awaited<ReturnType<typeof formatting>>[] = [];
const trackedResults: Awaited<ReturnType<typeof formatting>>[] = [];
const paperResults: NonNullable<Awaited<ReturnType<typeof paperStructure>>>[] = [];
for (const engine of translation.engines) {
  const pairs = await engine.languagePairs();
  for (const set of sets) {
    if (!pairs.some((p) => p.from === set.from && p.to === 'en')) {
      console.log(`${engine.name}: does not offer ${set.from}→en here; skipped`);
      continue;
    }
    const result = await quality(engine, set);
    results.push(result);
    console.log(
      `${engine.name} ${result.pair}: BLEU ${result.bleu}, chrF ${result.chrf} (source copied: ${result.sourceCopied.bleu} / ${result.sourceCopied.chrf}), ${result.sentences} sentences in ${result.seconds} s`,
    );
  }
  const format = await formatting(engine, FORMATTED_DOCUMENTS);
  const tracked = await formatting(engine, TRACKED_DOCUMENTS);
  formattingResults.push(format);
  trackedResults.push(tracked);
  for (const [label, result] of [
    ['formatting', format],
    ['formatting with tracked changes', tracked],
  ] as const)
    console.log(
      `${engine.name} ${label}: ${result.styledSpansKept} % of styled spans, ${result.marksKept} % of marks kept; ${result.paragraphsLosingText} of ${result.paragraphs} paragraphs lost text; ${result.deletedLeftOut.kept} of ${result.deletedLeftOut.spans} deletions left out`,
    );
  const paper = await paperStructure(engine);
  if (paper) {
    paperResults.push(paper);
    const of = (c: { kept: number; spans: number }) => `${c.kept} of ${c.spans}`;
    console.log(
      `${engine.name} paper structure: fields ${paper.fieldsBalanced ? 'balanced' : 'NOT balanced'}; ${of(paper.fieldCodesKept)} field codes kept; ${of(paper.bibliographyParagraphsKept)} reference paragraphs kept; ${of(paper.tocEntriesAsHeadings)} TOC entries as their headings; ${of(paper.translated)} texts translated`,
    );
  }
}
await mkdir(path.dirname(RESULTS), { recursive: true });
await writeFile(
  RESULTS,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), metrics: 'sacrebleu defaults: BLEU 13a, exp smoothing; chrF2 (char order 6, beta 2, no whitespace)', quality: results, formatting: formattingResults, formattingWithTrackedChanges: trackedResults, paperStructure: paperResults }, null, 2)}\n`,
);
console.log(`wrote ${path.relative(REPO_ROOT, RESULTS)}`);
