import { describe, expect, it } from 'vitest';
import {
  HEADINGS,
  instr,
  mark,
  pageReference,
  paragraph,
  run,
  TOC_INSTRUCTION,
} from '../../../test/fixtures/digital-translations/paper-docx.ts';
import { paragraphsStyled } from '../../../test/fixtures/digital-translations/paper-measure.ts';
import {
  entryTo,
  HYPERLINK_STYLE,
  headingWith,
  NOTE_REFERENCE,
  noteReferencesIn,
  textOf,
  tocOf,
  translatedBody,
} from '../../../test/fixtures/digital-translations/toc-docx.ts';

/**
 * A table of contents' entries take their text from their headings' translations (docx-toc.ts), with an
 * engine that answers the same words differently each time (toc-docx.ts): an entry translated on its own
 * would not read as its heading.
 */

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

describe('a table of contents’ entry whose heading’s bookmark starts between paragraphs', () => {
  // Word writes a heading's bookmark before its paragraph: in the body, in a table's cell, in a content control.
  const body = [
    tocOf(entryTo('_Toc40', 'Introducción', '1'), entryTo('_Toc41', 'Área de estudio', '2'), entryTo('_Toc42', 'Anexos', '9')),
    `<w:bookmarkStart w:id="40" w:name="_Toc40"/>${paragraph(`${run('Introducción')}<w:bookmarkEnd w:id="40"/>`, 'Heading1')}`,
    `<w:tbl><w:tr><w:tc><w:bookmarkStart w:id="41" w:name="_Toc41"/>${paragraph(run('Área de estudio'), 'Heading2')}<w:bookmarkEnd w:id="41"/>${paragraph(run('Dato'))}</w:tc></w:tr></w:tbl>`,
    `<w:sdt><w:sdtPr><w:id w:val="7"/></w:sdtPr><w:sdtContent><w:bookmarkStart w:id="42" w:name="_Toc42"/>${paragraph(run('Anexos'), 'Heading3')}</w:sdtContent></w:sdt><w:bookmarkEnd w:id="42"/>`,
  ].join('');

  it('takes the translation of the paragraph that follows the bookmark’s start', async () => {
    const { xml, sent } = await translatedBody(body);
    const entries = paragraphsStyled(xml, 'TOC1');
    ['Heading1', 'Heading2', 'Heading3'].forEach((style, n) => {
      const heading = textOf(paragraphsStyled(xml, style)[0] as string);
      expect(heading).toMatch(/^\[\d+\] \S/);
      expect(textOf(entries[n] as string)).toBe(`${heading}${['1', '2', '9'][n]}`);
    });
    expect(sent.filter((segment) => /Introducción|Área de estudio|Anexos/.test(segment))).toHaveLength(3);
    // The bookmarks stay where they were.
    expect(xml).toContain('<w:bookmarkStart w:id="40" w:name="_Toc40"/><w:p>');
    expect(xml).toContain('</w:p><w:bookmarkEnd w:id="41"/>');
  });

  it('never throws on a bookmark before no paragraph, a name used twice or an empty heading', async () => {
    const { xml } = await translatedBody(
      [
        tocOf(entryTo('_Toc60', 'Final', '3'), entryTo('_Toc61', 'Doble', '4'), entryTo('_Toc62', 'Vacío', '5')),
        // A name used twice: the first paragraph it names is the heading.
        `<w:bookmarkStart w:id="61" w:name="_Toc61"/>${paragraph(run('Doble'), 'Heading1')}<w:bookmarkEnd w:id="61"/>`,
        paragraph(`<w:bookmarkStart w:id="63" w:name="_TOC61"/>${run('Otra')}<w:bookmarkEnd w:id="63"/>`, 'Heading2'),
        `<w:bookmarkStart w:id="62" w:name="_Toc62"/>${paragraph('', 'Heading1')}<w:bookmarkEnd w:id="62"/>`,
        `<w:tbl><w:tr><w:tc>${paragraph(run('Celda'))}<w:bookmarkStart w:id="64" w:name="_Toc64"/></w:tc></w:tr></w:tbl>`,
        '<w:bookmarkStart w:id="60" w:name="_Toc60"/><w:bookmarkEnd w:id="60"/>',
      ].join(''),
    );
    const [final, double, empty] = paragraphsStyled(xml, 'TOC1').map((entry) => textOf(entry));
    expect(final).toMatch(/^\[\d+\] Final3$/);
    expect(double).toBe(`${textOf(paragraphsStyled(xml, 'Heading1')[0] as string)}4`);
    expect(empty).toMatch(/^\[\d+\] Vacío5$/);
  });
});

describe('a table of contents’ entry and its heading differing by a note reference', () => {
  // Word copies a heading's note reference into its entry, as the reference or as its number in the reference's style.
  const body = [
    tocOf(
      `<w:hyperlink w:anchor="_Toc50" w:history="1">${run('Efectos', HYPERLINK_STYLE)}${NOTE_REFERENCE}${run(' del riego', HYPERLINK_STYLE)}${pageReference('_Toc50', '2')}</w:hyperlink>`,
      `<w:hyperlink w:anchor="_Toc51" w:history="1">${run('Conclusiones', HYPERLINK_STYLE)}${run('1', '<w:rStyle w:val="FootnoteReference"/>')}${pageReference('_Toc51', '7')}</w:hyperlink>`,
      entryTo('_Toc52', 'Resultados y discusión', '5'),
      // Notes the heading does not have (more than it has): the entry keeps them, before and after its title.
      `<w:hyperlink w:anchor="_Toc53" w:history="1">${NOTE_REFERENCE}${run('Anexo', HYPERLINK_STYLE)}${run('2', '<w:rStyle w:val="Refdenotaalpie"/>')}${pageReference('_Toc53', '8')}</w:hyperlink>`,
    ),
    headingWith(50, `${run('Efectos')}${NOTE_REFERENCE}${run(' del riego')}`),
    headingWith(51, `${run('Conclusiones')}${NOTE_REFERENCE}`, 'Heading2'),
    headingWith(52, `${run('Resultados')}${NOTE_REFERENCE}${run(' y discusión')}`, 'Heading3'),
    headingWith(53, run('Anexo'), 'Heading4'),
  ].join('');

  it('reads the entry as its heading with note references left out on both sides', async () => {
    const { xml, sent } = await translatedBody(body);
    const entries = paragraphsStyled(xml, 'TOC1');
    ['Heading1', 'Heading2', 'Heading3', 'Heading4'].forEach((style, n) => {
      const translated = textOf(paragraphsStyled(xml, style)[0] as string);
      expect(translated).toMatch(/^\[\d+\] \S/);
      expect(textOf(entries[n] as string)).toBe(`${translated}${['2', '17', '5', '28'][n]}`);
    });
    expect(sent.filter((segment) => /Efectos|Conclusiones|Resultados|Anexo/.test(segment))).toHaveLength(4);
  });

  it('keeps the entry’s own note references, neither gaining nor losing one', async () => {
    const { xml } = await translatedBody(body);
    const [withReference, withNumber, without, withMore] = paragraphsStyled(xml, 'TOC1') as string[];
    expect(noteReferencesIn(withReference as string)).toBe(1);
    expect(withReference).toMatch(
      /Efectos<\/w:t><\/w:r><w:r><w:rPr><w:rStyle w:val="FootnoteReference"\/><\/w:rPr><w:footnoteReference w:id="1"\/><\/w:r><w:r><w:rPr>.*? del riego/,
    );
    expect(noteReferencesIn(withNumber as string)).toBe(0);
    expect(withNumber).toContain('<w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:t xml:space="preserve">1</w:t>');
    expect(noteReferencesIn(without as string)).toBe(0);
    expect(noteReferencesIn(withMore as string)).toBe(1);
    expect(withMore).toMatch(
      /<w:footnoteReference w:id="1"\/><\/w:r><w:r><w:rPr>.*?\] Anexo<\/w:t><\/w:r><w:r><w:rPr><w:rStyle w:val="Refdenotaalpie"\/><\/w:rPr><w:t xml:space="preserve">2</,
    );
  });
});
