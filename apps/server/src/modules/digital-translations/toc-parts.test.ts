import { describe, expect, it } from 'vitest';
import { paragraph, run, textBox } from '../../../test/fixtures/digital-translations/paper-docx.ts';
import { paragraphsStyled } from '../../../test/fixtures/digital-translations/paper-measure.ts';
import {
  entryTo,
  headingWith,
  numberingEngine,
  textOf,
  tocOf,
  translatedBody,
} from '../../../test/fixtures/digital-translations/toc-docx.ts';
import { translateParts } from './translate-document.ts';

/**
 * Where a table of contents' entry finds its heading (docx-toc.ts): a collapsed bookmark (start and end at one
 * place) names the paragraph where Word puts the cursor, and a heading in another story of the part (a text
 * box, a table's cell) is found; one in another part or file is not, and the entry is translated on its own.
 */

const vmlTextBox = (content: string) =>
  `<w:r><w:pict><v:shape id="Cuadro9" style="width:144pt;height:36pt"><v:textbox><w:txbxContent>${content}</w:txbxContent></v:textbox></v:shape></w:pict></w:r>`;
const collapsed = (id: number) => `<w:bookmarkStart w:id="${id}" w:name="_Toc${id}"/><w:bookmarkEnd w:id="${id}"/>`;

describe('a collapsed bookmark', () => {
  const body = [
    tocOf(
      entryTo('_Toc70', 'Introducción', '1'),
      entryTo('_Toc71', 'Métodos', '2'),
      entryTo('_Toc72', 'Resultados', '3'),
      entryTo('_Toc73', 'Final', '4'),
      entryTo('_Toc74', 'Conclusiones', '5'),
    ),
    // Between paragraphs: Word's position is the start of the paragraph after it.
    `${collapsed(70)}${paragraph(run('Introducción'), 'Heading1')}`,
    // At a heading's start, inside it, as Word writes a heading's _Toc bookmark when it has no text to cover yet.
    paragraph(`${collapsed(71)}${run('Métodos')}`, 'Heading2'),
    // At a paragraph's end, inside it: that paragraph, not the heading after it.
    paragraph(`${run('Texto previo')}${collapsed(72)}`),
    paragraph(run('Resultados'), 'Heading3'),
    // At the end of a text box's content (in VML only, as Word 2007 writes one): its story ends there; the
    // body's next paragraph is in another.
    paragraph(`${run('Cuerpo del texto.')}${vmlTextBox(`${paragraph(run('Nota del cuadro'))}${collapsed(74)}`)}`),
    paragraph(run('Conclusiones')),
    // After the last paragraph: no paragraph.
    `${collapsed(73)}`,
  ].join('');

  it('names the paragraph after it in its story when between paragraphs, else the paragraph holding it', async () => {
    const { xml, sent } = await translatedBody(body);
    const [introduction, methods, results, end, afterBox] = paragraphsStyled(xml, 'TOC1').map(textOf);
    expect(introduction).toBe(`${textOf(paragraphsStyled(xml, 'Heading1')[0] as string)}1`);
    expect(methods).toBe(`${textOf(paragraphsStyled(xml, 'Heading2')[0] as string)}2`);
    expect(results).toMatch(/^\[\d+\] Resultados3$/);
    expect(end).toMatch(/^\[\d+\] Final4$/);
    expect(afterBox).toMatch(/^\[\d+\] Conclusiones5$/);
    expect(sent.filter((segment) => segment.startsWith('Conclusiones'))).toHaveLength(2);
    expect(sent.filter((segment) => /Introducción|Métodos/.test(segment))).toHaveLength(2);
    // The bookmarks stay where they were.
    expect(xml).toContain(`${collapsed(70)}<w:p>`);
    expect(xml).toContain(`<w:pPr><w:pStyle w:val="Heading2"/></w:pPr>${collapsed(71)}<w:r>`);
  });
});

describe('a heading in another story of the part', () => {
  const body = [
    tocOf(entryTo('_Toc75', 'Cuadro de síntesis', '6'), entryTo('_Toc76', 'Datos del sitio', '7')),
    // A heading in a text box (LibreOffice writes a heading in a frame so): in its DrawingML and in its VML
    // copy, the bookmark's name twice; the first, the copy Word shows, is the heading.
    paragraph(`${run('Texto del cuerpo.')}${textBox(headingWith(75, run('Cuadro de síntesis'), 'Heading2'))}`),
    `<w:tbl><w:tr><w:tc>${headingWith(76, run('Datos del sitio'), 'Heading3')}</w:tc><w:tc>${paragraph(run('Otro'))}</w:tc></w:tr></w:tbl>`,
  ].join('');

  it('takes the translation of a heading in a text box or a table’s cell', async () => {
    const { xml } = await translatedBody(body);
    const [box, cell] = paragraphsStyled(xml, 'TOC1').map(textOf);
    const boxHeadings = paragraphsStyled(xml, 'Heading2').map(textOf);
    expect(boxHeadings).toHaveLength(2);
    expect(box).toBe(`${boxHeadings[0]}6`);
    expect(cell).toBe(`${textOf(paragraphsStyled(xml, 'Heading3')[0] as string)}7`);
  });
});

describe('a heading in another part or file', () => {
  const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  const part = (root: string, content: string) => `<w:${root} ${W} ${R}>${content}</w:${root}>`;

  it('translates on its own an entry whose bookmark is in a header, a footnote or a sub-document', async () => {
    const engine = numberingEngine();
    const result = await translateParts(
      [
        {
          name: 'word/document.xml',
          xml: part(
            'document',
            `<w:body>${tocOf(entryTo('_Toc77', 'Encabezado', '1'), entryTo('_Toc78', 'Nota', '2'), entryTo('_Toc79', 'Capítulo anexo', '3'))}` +
              // A master document's sub-document: its headings are in another file, not in the package.
              `<w:p><w:subDoc r:id="rId9"/></w:p></w:body>`,
          ),
        },
        { name: 'word/header1.xml', xml: part('hdr', headingWith(77, run('Encabezado'))) },
        {
          name: 'word/footnotes.xml',
          xml: part('footnotes', `<w:footnote w:id="1">${headingWith(78, run('Nota'))}</w:footnote>`),
        },
      ],
      engine.translate,
    );
    const entries = paragraphsStyled(result.parts.get('word/document.xml') ?? '', 'TOC1').map(textOf);
    expect(entries).toHaveLength(3);
    ['Encabezado', 'Nota', 'Capítulo anexo'].forEach((title, n) => {
      expect(entries[n]).toMatch(new RegExp(`^\\[\\d+\\] ${title}${n + 1}$`));
    });
    expect(result.parts.get('word/header1.xml')).toMatch(/\[\d+\] Encabezado/);
  });
});
