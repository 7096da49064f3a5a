import { describe, expect, it } from 'vitest';
import { xmlErrorsOf, zipEntries } from '../../../test/fixtures/digital-translations/formatting-measure.ts';
import {
  HEADINGS,
  instr,
  mark,
  pageReference,
  paperDocx,
  paragraph,
  run,
  TOC_INSTRUCTION,
} from '../../../test/fixtures/digital-translations/paper-docx.ts';
import { fieldsBalanced, paragraphsStyled } from '../../../test/fixtures/digital-translations/paper-measure.ts';
import { paragraphsOfXml } from './docx-paragraphs.ts';
import { type TTranslateSegments, translateDocx } from './translate-document.ts';

/**
 * A table of contents' entries take their text from their headings' translations (docx-toc.ts), with an
 * engine that answers the same words differently each time (its answer numbered by its place in the batch),
 * as a glossary hit or an engine's context can: an entry translated on its own would not read as its heading.
 */
function numberingEngine() {
  const sent: string[] = [];
  const translate: TTranslateSegments = async (segments) => {
    sent.push(...segments);
    return segments.map((segment, n) => `[${n}] ${segment}`);
  };
  return { sent, translate };
}

async function translatedBody(body?: string) {
  const engine = numberingEngine();
  const result = await translateDocx(await paperDocx(body), engine.translate);
  const xml = (await zipEntries(result.content)).get('word/document.xml')?.toString('utf8') ?? '';
  expect(xmlErrorsOf(xml)).toEqual([]);
  expect(fieldsBalanced(xml)).toBe(true);
  return { xml, sent: engine.sent, count: result.paragraphCount };
}

const textOf = (xml: string) => paragraphsOfXml(xml)[0]?.text ?? '';
const HYPERLINK_STYLE = '<w:rStyle w:val="Hyperlink"/><w:noProof/>';

describe('a table of contents’ entries written from their headings’ translations', () => {
  it('gives each entry of the paper its heading’s translated text, keeping its hyperlink, tab and page number', async () => {
    const { xml, sent, count } = await translatedBody();
    const headings = paragraphsStyled(xml, 'Heading1').map(textOf);
    const entries = paragraphsStyled(xml, 'TOC1');
    expect(entries).toHaveLength(HEADINGS.length);
    HEADINGS.forEach((heading, n) => {
      const entry = entries[n] as string;
      expect(headings[n]).toMatch(new RegExp(`^\\[\\d+\\] ${heading.text}$`));
      expect(textOf(entry)).toBe(`${headings[n]}${heading.page}`);
      expect(entry).toContain(`<w:hyperlink w:anchor="${heading.bookmark}" w:history="1">`);
      expect(entry).toContain(`<w:rPr>${HYPERLINK_STYLE}</w:rPr><w:t xml:space="preserve">${headings[n]}</w:t>`);
      expect(entry).toContain('<w:tab/>');
      expect(entry).toContain(`PAGEREF ${heading.bookmark} \\h`);
      // Each heading is sent once; its entry is not sent.
      expect(sent.filter((segment) => segment.includes(heading.text))).toHaveLength(1);
    });
    expect(xml).toContain(`<w:instrText xml:space="preserve">${TOC_INSTRUCTION}</w:instrText>`);
    // The entries count as translated paragraphs.
    expect(count).toBe(sent.length + HEADINGS.length);
  });

  /** A heading with an italic species name, and its entry numbered, as Word writes one for a numbered heading. */
  const SPECIES_HEADING = paragraph(
    `<w:bookmarkStart w:id="30" w:name="_Toc30"/>${run('Efectos del riego en ')}${run('Zea mays', '<w:i/>')}<w:bookmarkEnd w:id="30"/>`,
    'Heading1',
  );
  const numberedEntry = `<w:hyperlink w:anchor="_Toc30" w:history="1">${run('1.', HYPERLINK_STYLE)}<w:r><w:tab/></w:r>${run('Efectos del riego en ', HYPERLINK_STYLE)}${run('Zea mays', `${HYPERLINK_STYLE}<w:i/>`)}${pageReference('_Toc30', '3')}</w:hyperlink>`;
  const linkedEntry = (bookmark: string, text: string, page: string) =>
    `<w:hyperlink w:anchor="${bookmark}" w:history="1">${run(text, HYPERLINK_STYLE)}${pageReference(bookmark, page)}</w:hyperlink>`;
  const body = [
    paragraph(`${mark('begin')}${instr(TOC_INSTRUCTION)}${mark('separate')}${numberedEntry}`, 'TOC1'),
    // Without a hyperlink (a table of contents made without \h): its PAGEREF names the heading, in another case
    // (Word's bookmark names are compared without regard to case).
    paragraph(`${run('Métodos')}${pageReference('_TOC31', '4')}`, 'TOC2'),
    paragraph(linkedEntry('_TocNinguno', 'Discusión', '5'), 'TOC1'),
    // A table not updated since its heading was renamed.
    paragraph(linkedEntry('_Toc32', 'Conclusiones', '6'), 'TOC1'),
    paragraph(mark('end')),
    SPECIES_HEADING,
    paragraph(`<w:bookmarkStart w:id="31" w:name="_Toc31"/>${run('Métodos')}<w:bookmarkEnd w:id="31"/>`, 'Heading2'),
    paragraph(`<w:bookmarkStart w:id="32" w:name="_Toc32"/>${run('Conclusiones finales')}<w:bookmarkEnd w:id="32"/>`, 'Heading1'),
  ].join('');

  it('writes a heading translated across runs into a numbered entry, its italic name still italic', async () => {
    const { xml } = await translatedBody(body);
    const heading = paragraphsStyled(xml, 'Heading1')[0] as string;
    expect(textOf(heading)).toMatch(/^\[\d+\] Efectos del riego en Zea mays$/);
    const entry = paragraphsStyled(xml, 'TOC1')[0] as string;
    expect(textOf(entry)).toBe(`1.${textOf(heading)}3`);
    expect(entry).toContain(
      `<w:hyperlink w:anchor="_Toc30" w:history="1"><w:r><w:rPr>${HYPERLINK_STYLE}</w:rPr><w:t xml:space="preserve">1.</w:t></w:r><w:r><w:tab/></w:r>`,
    );
    expect(entry).toContain(`<w:rPr>${HYPERLINK_STYLE}<w:i/></w:rPr><w:t xml:space="preserve">Zea mays</w:t>`);
    expect(entry).toContain('PAGEREF _Toc30 \\h');
    expect(entry).toContain(`<w:instrText xml:space="preserve">${TOC_INSTRUCTION}</w:instrText>`);
  });

  it('writes an entry without a hyperlink from the heading its PAGEREF names', async () => {
    const { xml } = await translatedBody(body);
    const heading = paragraphsStyled(xml, 'Heading2')[0] as string;
    expect(textOf(paragraphsStyled(xml, 'TOC2')[0] as string)).toBe(`${textOf(heading)}4`);
  });

  it('translates on its own an entry whose bookmark names no heading, or whose heading reads otherwise', async () => {
    const { xml, sent } = await translatedBody(body);
    const [, missing, stale] = paragraphsStyled(xml, 'TOC1');
    expect(textOf(missing as string)).toMatch(/^\[\d+\] Discusión5$/);
    expect(missing).toContain('<w:hyperlink w:anchor="_TocNinguno" w:history="1">');
    expect(textOf(stale as string)).toMatch(/^\[\d+\] Conclusiones6$/);
    expect(sent.filter((segment) => segment.startsWith('Discusión') || segment.startsWith('Conclusiones'))).toHaveLength(3);
    expect(sent.filter((segment) => segment.includes('riego') || segment.startsWith('Métodos'))).toHaveLength(2);
  });
});
