import { describe, expect, it } from 'vitest';
import { paragraph, run, textBox } from '../../../test/fixtures/digital-translations/paper-docx.ts';
import { paragraphsStyled } from '../../../test/fixtures/digital-translations/paper-measure.ts';
import { entryTo, headingWith, textOf, tocOf, translatedBody } from '../../../test/fixtures/digital-translations/toc-docx.ts';
import { paragraphsOfXml } from './docx-paragraphs.ts';
import { translateParts } from './translate-document.ts';

/**
 * A DrawingML text box and its VML fallback (docx-text-boxes.ts): the box's text is sent once and both copies
 * are written from that answer, each into its own runs. The engine of these tests numbers its answers by their
 * place in the batch, so two copies translated apart never read the same.
 */

/** A text box whose two copies differ: `choice` in DrawingML, `fallback` in VML. */
const alternate = (choice: string, fallback: string) =>
  `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:wsp><wps:txbx><w:txbxContent>${choice}</w:txbxContent></wps:txbx></wps:wsp></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox><w:txbxContent>${fallback}</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>`;

const BOLD = '<w:b/>';
const texts = (xml: string) => paragraphsOfXml(xml).map((p) => p.text);

describe('a text box with its VML fallback', () => {
  const body = paragraph(
    `${run('Cuerpo del texto.')}${textBox(`${paragraph(`${run('Cuadro ')}${run('uno', BOLD)}`)}${paragraph(run('Segunda línea'))}`)}${textBox(paragraph(run('Otro cuadro')))}`,
  );

  it('sends each box’s text once, writes both copies from its answer, and counts it once', async () => {
    const { xml, sent, count } = await translatedBody(body);
    // The body's paragraph and three paragraphs of boxes; around them, the paper's header (its title, its
    // watermark, its WordArt box, once) and footnote.
    expect(sent).toHaveLength(8);
    for (const text of ['Cuadro', 'Segunda línea', 'Otro cuadro'])
      expect(sent.filter((segment) => segment.includes(text))).toHaveLength(1);
    const [, first, second, copyOfFirst, copyOfSecond, other, copyOfOther] = texts(xml);
    expect(first).toMatch(/^\[\d+\] Cuadro uno$/);
    expect(copyOfFirst).toBe(first);
    expect(copyOfSecond).toBe(second);
    expect(copyOfOther).toBe(other);
    // The fallback's own runs carry the bold of its source, as the drawing's do.
    expect(xml.match(/<w:r><w:rPr><w:b\/><\/w:rPr><w:t xml:space="preserve">uno<\/w:t><\/w:r>/g)).toHaveLength(2);
    expect(count).toBe(8);
  });

  it('translates the fallback on its own when its text or its number of paragraphs differs', async () => {
    const { xml, sent, count } = await translatedBody(
      paragraph(
        `${alternate(paragraph(run('Texto nuevo')), paragraph(run('Texto viejo')))}${alternate(
          `${paragraph(run('Uno'))}${paragraph(run('Dos'))}`,
          paragraph(run('Uno')),
        )}`,
      ),
    );
    expect(sent.filter((segment) => /^Texto (?:nuevo|viejo)$/.test(segment))).toHaveLength(2);
    expect(sent.filter((segment) => segment === 'Uno')).toHaveLength(2);
    const [, nueva, vieja, uno, dos, otroUno] = texts(xml);
    expect(vieja).toMatch(/^\[\d+\] Texto viejo$/);
    expect(nueva).toMatch(/^\[\d+\] Texto nuevo$/);
    expect(dos).toMatch(/^\[\d+\] Dos$/);
    expect(otroUno).not.toBe(uno);
    expect(count).toBe(5 + 4);
  });

  it('pairs a box inside a box with its own fallback', async () => {
    const inner = textBox(paragraph(run('Interior')));
    const outer = paragraph(`${run('Exterior')}${inner}`);
    const { xml, sent } = await translatedBody(paragraph(alternate(outer, outer)));
    expect(sent.filter((segment) => segment.startsWith('Exterior'))).toHaveLength(1);
    // The inner box is in both copies of the outer one: each copy of it is sent once.
    expect(sent.filter((segment) => segment === 'Interior')).toHaveLength(2);
    const [, exterior, interior, interiorCopy, exteriorCopy, interiorInCopy, interiorInCopyCopy] = texts(xml);
    expect(exteriorCopy).toBe(exterior);
    expect(interiorCopy).toBe(interior);
    expect(interiorInCopyCopy).toBe(interiorInCopy);
  });

  it('writes a heading in a text box, both its copies and its table of contents’ entry, from one answer', async () => {
    const { xml, sent } = await translatedBody(
      [
        tocOf(entryTo('_Toc75', 'Cuadro de síntesis', '6')),
        paragraph(`${run('Texto del cuerpo.')}${textBox(headingWith(75, run('Cuadro de síntesis'), 'Heading2'))}`),
      ].join(''),
    );
    const headings = paragraphsStyled(xml, 'Heading2').map(textOf);
    expect(headings).toHaveLength(2);
    expect(headings[1]).toBe(headings[0]);
    expect(textOf(paragraphsStyled(xml, 'TOC1')[0] as string)).toBe(`${headings[0]}6`);
    expect(sent.filter((segment) => segment.includes('Cuadro de síntesis'))).toHaveLength(1);
  });

  it('takes the engine’s answer, reordered, into the fallback’s own runs', async () => {
    const NS =
      'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:v="urn:schemas-microsoft-com:vml"';
    const box = paragraph(`${run('El gato ')}${run('negro', BOLD)}`);
    const sent: string[] = [];
    const result = await translateParts(
      [{ name: 'word/document.xml', xml: `<w:document ${NS}><w:body>${paragraph(alternate(box, box))}</w:body></w:document>` }],
      async (segments) => {
        sent.push(...segments);
        return segments.map((s) => (s === 'El gato <g n="1">negro</g>' ? 'The <g n="1">black</g> cat' : s));
      },
    );
    expect(sent).toEqual(['El gato <g n="1">negro</g>']);
    const xml = result.parts.get('word/document.xml') ?? '';
    expect(texts(xml)).toEqual(['', 'The black cat', 'The black cat']);
    expect(
      xml.match(
        /<w:r><w:t xml:space="preserve">The <\/w:t><\/w:r><w:r><w:rPr><w:b\/><\/w:rPr><w:t xml:space="preserve">black<\/w:t><\/w:r><w:r><w:t xml:space="preserve"> cat<\/w:t><\/w:r>/g,
      ),
    ).toHaveLength(2);
    expect(result.count).toBe(1);
  });
});

/** WordArt as Word stores it: paragraphs in DrawingML, and in VML a shape drawing `drawn` along its text path. */
const wordArt = (choice: string, drawn: string) =>
  `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:wsp><wps:txbx><w:txbxContent>${choice}</w:txbxContent></wps:txbx><wps:bodyPr><a:prstTxWarp prst="textPlain"/></wps:bodyPr></wps:wsp></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape type="#_x0000_t136"><v:textpath style="font-family:&quot;Calibri&quot;" string="${drawn}"/></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>`;

const drawnStrings = (xml: string) => [...xml.matchAll(/<v:textpath [^>]*string="([^"]*)"/g)].map((m) => m[1]);

describe('WordArt with a VML text path as its fallback', () => {
  it('sends its text once and draws the path with the paragraphs’ answers', async () => {
    const { xml, sent, count } = await translatedBody(
      paragraph(
        `${run('Cuerpo.')}${wordArt(paragraph(run('Resultados preliminares')), 'Resultados preliminares')}${wordArt(
          `${paragraph(run('Primera línea'))}${paragraph(run('Segunda línea'))}`,
          'Primera línea&#xA;Segunda  línea',
        )}`,
      ),
    );
    expect(sent.filter((segment) => segment.includes('Resultados preliminares'))).toHaveLength(1);
    expect(sent.filter((segment) => /línea/.test(segment))).toHaveLength(2);
    const [body, preliminary, first, second] = texts(xml);
    expect(body).toMatch(/^\[\d+\] Cuerpo\.$/);
    expect(preliminary).toMatch(/^\[\d+\] Resultados preliminares$/);
    // Each WordArt's path is drawn from its paragraphs' answers (the engine numbers each answer it gives).
    expect(drawnStrings(xml)).toEqual([preliminary, `${first} ${second}`]);
    // The body's paragraph, the WordArt's three; the header's title, watermark and box; the footnote.
    expect(count).toBe(8);
  });

  it('translates the path on its own when it does not draw its paragraphs’ text', async () => {
    const { xml, sent } = await translatedBody(paragraph(wordArt(paragraph(run('Versión nueva')), 'Versión vieja')));
    expect(sent).toContain('Versión nueva');
    expect(sent).toContain('Versión vieja');
    const [drawn] = drawnStrings(xml);
    expect(drawn).toMatch(/^\[\d+\] Versión vieja$/);
  });
});
