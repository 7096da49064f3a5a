import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GRAMMAR_ERROR_CATEGORIES, grammarScore, grammarScoreCategory } from '@portal/domain/rules/grammar-score';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildZip, englishText } from '../../../test/fixtures/files/build-zip.ts';
import { countWords } from '../../platform/documents/word-count.ts';
import { blocksOfHtml, checkedParagraphsOf, normaliseParagraph } from '../language-engine/index.ts';
import { assessParagraphs } from './assess-text.ts';
import { createDocumentChecker } from './check-document.ts';

type TPair = { erroneous: string; corrected: string; errors: string[] };
const evaluation = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/grammar-check/learner-sentences.json'), 'utf8'),
) as {
  pairs: TPair[];
};

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const paragraph = (...runs: string[]) => `<w:p>${runs.join('')}</w:p>`;
const heading = (text: string) => `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr>${run(text)}</w:p>`;
const cell = (text: string) => `<w:tc>${paragraph(run(text))}</w:tc>`;

/** A .docx of `body` (WordprocessingML paragraphs and tables). */
function docxOf(body: string): Promise<Buffer> {
  return buildZip([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/document.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
    },
  ]);
}

describe('the text the grammar check reads', () => {
  it('normalises line breaks, runs of spaces, a space before punctuation, list markers and citation brackets', () => {
    expect(normaliseParagraph('•  The samples\u00a0were   collected in spring , as planned [12].')).toBe(
      'The samples were collected in spring, as planned.',
    );
    expect(normaliseParagraph('2) Each site ( north and south ) was visited [3, 4].')).toBe(
      'Each site (north and south) was visited.',
    );
  });

  it('leaves out the references section, equations, numeric table cells and captions', () => {
    const html = [
      '<h1>Methods</h1>',
      '<p>The samples were collected in spring and stored at four degrees.</p>',
      '<p>E = m c 2 + 3 x ( y − 1 )</p>',
      '<table><tr><td><p>12.4</p></td><td><p>0.05</p></td></tr><tr><td><p>The second site was sampled twice.</p></td></tr></table>',
      '<p>References</p>',
      '<p>Smith J, Jones K. A study of wetlands. Journal of Studies. 2020;12:3-4.</p>',
      '<h1>Appendix</h1>',
      '<p>The appendix lists the sampling dates of every site.</p>',
    ].join('');
    expect(checkedParagraphsOf(blocksOfHtml(html)).map((p) => p.text)).toEqual([
      'The samples were collected in spring and stored at four degrees.',
      'The second site was sampled twice.',
      'The appendix lists the sampling dates of every site.',
    ]);
  });
});

describe('the scoring model with harper.js', () => {
  let checker: Awaited<ReturnType<typeof createDocumentChecker>>;
  beforeAll(async () => {
    checker = await createDocumentChecker();
  }, 60_000);

  it('scores the corrected text clearly higher than the same text with learner errors', async () => {
    const prose = englishText(300);
    const erroneous = [...prose.slice(0, 2), ...evaluation.pairs.slice(0, 20).map((p) => p.erroneous), ...prose.slice(2)];
    const corrected = [...prose.slice(0, 2), ...evaluation.pairs.slice(0, 20).map((p) => p.corrected), ...prose.slice(2)];
    const withErrors = await assessParagraphs(
      erroneous.map((text) => ({ text })),
      checker.lint,
    );
    const withoutErrors = await assessParagraphs(
      corrected.map((text) => ({ text })),
      checker.lint,
    );
    expect(withErrors.score).not.toBeNull();
    expect(withoutErrors.score ?? 0).toBeGreaterThanOrEqual((withErrors.score ?? 0) + 2);
  }, 60_000);

  it('counts no formatting noise: line breaks, spacing, list markers, references, equations and tables', async () => {
    const sentences = englishText(200);
    const clean = await docxOf(sentences.map((s) => paragraph(run(s))).join(''));
    const noisy = await docxOf(
      [
        heading('Introduction'),
        ...sentences.map((s, i) =>
          i % 3 === 0
            ? paragraph(run(`•  ${s.replace(/\. /g, ' . ').replace(/ /g, '  ')}`))
            : // A manual line break between two words, where Word users put one.
              paragraph(run(s.slice(0, s.indexOf(' ', 20))), '<w:r><w:br/></w:r>', run(s.slice(s.indexOf(' ', 20) + 1))),
        ),
        paragraph(run('x = ( a + b ) / 2 , y = 3.5')),
        `<w:tbl><w:tr>${cell('12.5')}${cell('0.003')}${cell('n = 40')}</w:tr></w:tbl>`,
        heading('References'),
        paragraph(run('Smith J , Jones K. wetland loss in the the delta. J Coast Stud. 2020;12:3-4.')),
        paragraph(run('[2] Brown A. et al , ( 2019 ) sediment transport , p. 1-9 .')),
      ].join(''),
    );
    const [a, b] = [await checker.check('clean.docx', clean), await checker.check('noisy.docx', noisy)];
    if (!a.ok || !b.ok) throw new Error('documents not read');
    expect(b.assessment.errorCounts).toEqual(a.assessment.errorCounts);
    expect(b.assessment.score).toBe(a.assessment.score);
  }, 60_000);

  it('puts learner text poor, the same text with every other sentence corrected average, and its correction exceptional', async () => {
    const scoreOf = async (texts: string[]) =>
      (
        await assessParagraphs(
          texts.map((text) => ({ text })),
          checker.lint,
        )
      ).score ?? 0;
    const learner = await scoreOf(evaluation.pairs.map((p) => p.erroneous));
    const halfCorrected = await scoreOf(evaluation.pairs.map((p, i) => (i % 2 === 0 ? p.erroneous : p.corrected)));
    const corrected = await scoreOf(evaluation.pairs.map((p) => p.corrected));
    console.info(
      `grammar check scale: learner ${learner}, every other sentence corrected ${halfCorrected}, corrected ${corrected}`,
    );
    expect([learner, halfCorrected, corrected].map(grammarScoreCategory)).toEqual(['poor', 'average', 'exceptional']);
    expect(corrected).toBeGreaterThanOrEqual(9);
  }, 120_000);

  /**
   * The evaluation recorded in docs/decisions.md: every learner sentence against its correction, and the
   * share of the marked errors that a flagged span covers.
   */
  it('flags the marked learner errors and scores learner sentences below their corrections', async () => {
    let flagged = 0;
    let marked = 0;
    const scores = { erroneous: [] as number[], corrected: [] as number[] };
    for (const pair of evaluation.pairs) {
      for (const [version, text] of [
        ['erroneous', pair.erroneous],
        ['corrected', pair.corrected],
      ] as const) {
        const assessment = await assessParagraphs([{ text }], checker.lint);
        scores[version].push(grammarScore(assessment.errorCounts, countWords(text)));
        if (version !== 'erroneous') continue;
        for (const error of pair.errors) {
          const start = text.indexOf(error);
          const end = start + error.length;
          marked += 1;
          if (assessment.passages.some((p) => p.start < end && p.end > start)) flagged += 1;
        }
      }
    }
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
    const figures = {
      pairs: evaluation.pairs.length,
      meanScoreErroneous: Number(mean(scores.erroneous).toFixed(2)),
      meanScoreCorrected: Number(mean(scores.corrected).toFixed(2)),
      errorsFlagged: `${flagged}/${marked}`,
      recall: Number((flagged / marked).toFixed(2)),
      categories: GRAMMAR_ERROR_CATEGORIES.length,
    };
    console.info(`grammar check evaluation: ${JSON.stringify(figures)}`);
    expect(figures.meanScoreCorrected).toBeGreaterThan(figures.meanScoreErroneous + 2);
    expect(figures.recall).toBeGreaterThan(0.4);
  }, 120_000);
});
