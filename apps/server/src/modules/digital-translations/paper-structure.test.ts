import { describe, expect, it } from 'vitest';
import { xmlErrorsOf, zipEntries } from '../../../test/fixtures/digital-translations/formatting-measure.ts';
import { BIBLIOGRAPHIES, HEADINGS, paperDocx, TOC_INSTRUCTION } from '../../../test/fixtures/digital-translations/paper-docx.ts';
import {
  fieldsBalanced,
  instructionsOf,
  measurePaper,
  paragraphsStyled,
} from '../../../test/fixtures/digital-translations/paper-measure.ts';
import { createApertiumEngine } from '../../integrations/translation/apertium.ts';
import { fieldKindOf } from './docx-fields.ts';
import { paragraphsOfXml } from './docx-paragraphs.ts';
import { type TTranslateSegments, translateDocx } from './translate-document.ts';

/**
 * A paper's structure through translation (docs/decisions.md, "Fields that cross paragraphs, watermarks"):
 * a table of contents follows the translated headings, the reference managers' bibliographies stay as
 * written, an index is translated, field codes never are and field marks stay balanced, the header's
 * watermark and WordArt are translated in their shapes, a text box and a footnote reference are kept.
 */
const apertium = createApertiumEngine({ command: 'apertium', timeoutMs: 60_000 });
const spanish: TTranslateSegments = (segments) => apertium.translate({ from: 'es', to: 'en', segments, markup: true });

function expectWellFormed(name: string, xml: string) {
  expect(xmlErrorsOf(xml), name).toEqual([]);
}

function expectBalancedFields(xml: string) {
  expect(fieldsBalanced(xml)).toBe(true);
}

async function translatedPaper(translate: TTranslateSegments) {
  const source = await zipEntries(await paperDocx());
  const result = await translateDocx(await paperDocx(), translate);
  const entries = await zipEntries(result.content);
  for (const [name, xml] of entries) if (name.endsWith('.xml')) expectWellFormed(name, xml.toString('utf8'));
  const text = (name: string, of = entries) => of.get(name)?.toString('utf8') ?? '';
  return { result, text, source: (name: string) => text(name, source) };
}

describe('a paper’s fields, watermark and text boxes translated with Apertium', () => {
  it('translates a table of contents’ entries as their headings, keeping its field, hyperlinks, tabs and page numbers', async () => {
    const { text, source } = await translatedPaper(spanish);
    const body = text('word/document.xml');
    expectBalancedFields(body);
    expect(instructionsOf(body)).toEqual(instructionsOf(source('word/document.xml')));
    expect(instructionsOf(body)).toContain(TOC_INSTRUCTION);
    const headings = paragraphsStyled(body, 'Heading1').map((p) => paragraphsOfXml(p)[0]?.text);
    expect(headings).toEqual(['Introduction', 'Materials and methods', 'Resulted', 'References']);
    const entries = paragraphsStyled(body, 'TOC1');
    expect(entries).toHaveLength(3);
    HEADINGS.forEach((heading, n) => {
      const entry = entries[n] as string;
      expect(entry).toContain(`<w:hyperlink w:anchor="${heading.bookmark}" w:history="1">`);
      expect(entry).toContain('<w:tab/>');
      expect(entry).toContain(`PAGEREF ${heading.bookmark} \\h`);
      // The entry's text is its heading's translation, followed by the page number.
      expect(paragraphsOfXml(entry)[0]?.text).toBe(`${headings[n]}${heading.page}`);
    });
    expect(body).toContain('<w:docPartGallery w:val="Table of Contents"/>');
    expect(paragraphsOfXml(body).map((p) => p.text)).toContain('Index');
  });

  it('keeps the bibliographies of Zotero, EndNote, Mendeley and Mendeley Cite’s content control byte for byte, and translates an index', async () => {
    const { text, source } = await translatedPaper(spanish);
    const body = text('word/document.xml');
    const references = paragraphsStyled(body, 'Bibliography');
    expect(references).toEqual(paragraphsStyled(source('word/document.xml'), 'Bibliography'));
    expect(references).toHaveLength(6);
    for (const { instruction } of Object.values(BIBLIOGRAPHIES)) expect(instructionsOf(body)).toContain(instruction);
    expect(paragraphsStyled(body, 'Index1').map((p) => paragraphsOfXml(p)[0]?.text)).toEqual(['Soil, 2', 'Humidity, 4']);
  });

  it('translates the header’s watermark and WordArt in their shapes, a text box, and keeps a footnote reference', async () => {
    const { text, result } = await translatedPaper(spanish);
    const header = text('word/header1.xml');
    expect(header).toContain('string="CONFIDENTIAL"');
    expect(header).not.toContain('CONFIDENCIAL');
    expect(header).toContain('<v:shape id="PowerPlusWaterMarkObject1" o:spid="_x0000_s2049" type="#_x0000_t136"');
    expect(header).toContain('rotation:315');
    expect(header).toContain('<v:fill opacity=".5"/><v:textpath style="font-family:&quot;Calibri&quot;;font-size:1pt"');
    expect(paragraphsOfXml(header).map((p) => p.text)).toEqual(['Magazine of Biology', 'DRAFT', 'DRAFT']);
    const body = text('word/document.xml');
    expect(body.match(/Picture: data of the field/g)).toHaveLength(2);
    expect(body).toContain(
      '<w:t xml:space="preserve">The soil is an alive system</w:t></w:r><w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="1"/></w:r>',
    );
    expect(result.paragraphCount).toBeGreaterThan(15);
  });

  it('translates the text of a cross-reference and of a hyperlink field, keeping their codes and a citation field whole', async () => {
    const { text } = await translatedPaper(spanish);
    const body = text('word/document.xml');
    const sentence = body.match(/<w:p>(?:(?!<w:p>).)*?REF _Ref1 .*?<\/w:p>/)?.[0] ?? '';
    expectBalancedFields(sentence);
    expect(sentence).toContain(
      '<w:instrText xml:space="preserve"> REF _Ref1 \\h </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t xml:space="preserve">Table 1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>',
    );
    expect(sentence).toContain(
      '<w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t xml:space="preserve">the place of the project</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>',
    );
    expect(sentence).toContain(
      '<w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t xml:space="preserve">(Pérez, 2021)</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>',
    );
    expect(body).toMatch(
      /<w:fldSimple w:instr=" REF _Ref1 \\h "><w:r><w:t xml:space="preserve">Table 1<\/w:t><\/w:r><\/w:fldSimple>/,
    );
    expect(paragraphsStyled(body, 'Caption').map((p) => paragraphsOfXml(p)[0]?.text)).toEqual([
      'Table 1: results of the sampling',
    ]);
  });

  it('translates a title page’s content controls, unbinding the title from the Spanish document property, and keeps an author’s name and a date', async () => {
    const { text } = await translatedPaper(spanish);
    const body = text('word/document.xml');
    const title = body.match(/<w:alias w:val="Título"\/>.*?<\/w:sdt>/)?.[0] ?? '';
    expect(paragraphsOfXml(`<w:p>${title}</w:p>`)[0]?.text).toBe('The humidity of the soil and the microbial breath');
    expect(title).not.toContain('w:dataBinding');
    expect(title).toContain('<w:text/>');
    expect(body).toContain('<w:sdtContent><w:r><w:t xml:space="preserve">12 de marzo de 2026</w:t></w:r></w:sdtContent>');
    // The author's name is not translated (Apertium gives "Rosa White"), and stays bound.
    expect(body).toMatch(/<w:alias w:val="Autor"\/>.*?ns0:creator.*?<w:t xml:space="preserve">Rosa Blanco<\/w:t>/);
    expect(paragraphsOfXml(body).map((p) => p.text)).toContain('Brief round-up of the article.');
  });

  it('scores the paper’s structure in full (the figure of bench/translation-quality.ts)', async () => {
    const { text, source } = await translatedPaper(spanish);
    const measure = measurePaper(source, text);
    expect(measure.fieldsBalanced).toBe(true);
    for (const counts of [
      measure.fieldCodesKept,
      measure.bibliographyParagraphsKept,
      measure.tocEntriesAsHeadings,
      measure.translated,
    ])
      expect(counts.kept).toBe(counts.spans);
    expect(measure.translated.left).toEqual([]);
    expect(measure.fieldCodesKept.spans).toBeGreaterThan(10);
  });

  it('keeps a word of a heading without final punctuation out of the next segment', async () => {
    expect(await spanish(['Cuadro: datos del campo', 'Materiales y métodos'])).toEqual([
      'Picture: data of the field',
      'Materials and methods',
    ]);
  });
});

describe('fields crossing paragraphs when the engine moves or drops their marks', () => {
  /** Every atom moved to the end, in reverse order; or every tag dropped. */
  const reversing: TTranslateSegments = async (segments) =>
    segments.map((s) => `${s.replace(/<x n="\d+"\/>/g, '')} ${[...s.matchAll(/<x n="\d+"\/>/g)].reverse().join('')}`);
  const dropping: TTranslateSegments = async (segments) => segments.map((s) => s.replace(/<[^>]*>/g, ''));

  it('writes the marks of a crossing field back in their order, and never loses one', async () => {
    for (const engine of [reversing, dropping]) {
      const { text, source } = await translatedPaper(engine);
      const body = text('word/document.xml');
      expectBalancedFields(body);
      expect(instructionsOf(body)).toEqual(instructionsOf(source('word/document.xml')));
      expect(body.match(/w:fldCharType/g)?.length).toBe(source('word/document.xml').match(/w:fldCharType/g)?.length);
      expect(paragraphsStyled(body, 'Bibliography')).toEqual(paragraphsStyled(source('word/document.xml'), 'Bibliography'));
    }
  });

  it('tells a bibliography from other fields by its instruction', () => {
    for (const instruction of [
      ...Object.values(BIBLIOGRAPHIES).map((b) => b.instruction),
      ' BIBLIOGRAPHY \\l 1033 ',
      ' ADDIN CITAVI.BIBLIOGRAPHY ',
    ])
      expect(fieldKindOf(instruction), instruction).toBe('kept');
    for (const instruction of [
      TOC_INSTRUCTION,
      ' TOC \\h \\z \\c "Figura" ',
      ' INDEX \\e "" ',
      ' ADDIN ZOTERO_ITEM CSL_CITATION {} ',
    ])
      expect(fieldKindOf(instruction), instruction).toBe('translated');
  });
});
