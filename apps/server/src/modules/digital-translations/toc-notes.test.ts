import { describe, expect, it } from 'vitest';
import { run } from '../../../test/fixtures/digital-translations/paper-docx.ts';
import { paragraphsStyled } from '../../../test/fixtures/digital-translations/paper-measure.ts';
import {
  characterStyle,
  entryTo,
  entryWith,
  HYPERLINK_STYLE,
  headingWith,
  NOTE_REFERENCE,
  noteReferencesIn,
  STYLES_XML,
  textOf,
  tocOf,
  translatedBody,
} from '../../../test/fixtures/digital-translations/toc-docx.ts';

/**
 * A table of contents' entry and its heading compared with their note numbers left out (docx-toc.ts) when the
 * number is plain superscript text, or in a note reference style known by its name in styles.xml, its
 * basedOn chain or its superscript, whatever its (localized) id.
 */

const SUPERSCRIPT = '<w:vertAlign w:val="superscript"/>';
/** The text of each heading, in the order of `styles`, and of each TOC1 entry. */
function headingsAndEntries(xml: string, styles: readonly string[]) {
  return {
    headings: styles.map((style) => textOf(paragraphsStyled(xml, style)[0] as string)),
    entries: paragraphsStyled(xml, 'TOC1'),
  };
}
const HEADING_STYLES = ['Heading1', 'Heading2', 'Heading3', 'Heading4'] as const;

describe('a note number written as plain superscript text in an entry or its heading', () => {
  const body = [
    tocOf(
      // The heading's footnote reference copied into the entry as a superscript digit, without the note style.
      entryWith('_Toc80', `${run('Conclusiones', HYPERLINK_STYLE)}${run('1', `${HYPERLINK_STYLE}${SUPERSCRIPT}`)}`, '7'),
      // Inside the title, two numbers in one run.
      entryWith(
        '_Toc81',
        `${run('Resultados', HYPERLINK_STYLE)}${run('2,3', SUPERSCRIPT)}${run(' y discusión', HYPERLINK_STYLE)}`,
        '5',
      ),
      // The heading's number is plain superscript text; the entry has none.
      entryTo('_Toc82', 'Anexo', '9'),
      // A superscript that is not a number (an ordinal's letters) still counts as text.
      entryTo('_Toc83', 'Capítulo 5', '11'),
    ),
    headingWith(80, `${run('Conclusiones')}${NOTE_REFERENCE}`),
    headingWith(81, `${run('Resultados')}${NOTE_REFERENCE}${run(' y discusión')}`, 'Heading2'),
    headingWith(82, `${run('Anexo')}${run('3', SUPERSCRIPT)}`, 'Heading3'),
    headingWith(83, `${run('Capítulo 5')}${run('to', SUPERSCRIPT)}`, 'Heading4'),
  ].join('');

  it('reads the entry as its heading, the number left out of the comparison', async () => {
    const { xml, sent } = await translatedBody(body);
    const { headings, entries } = headingsAndEntries(xml, HEADING_STYLES);
    for (const heading of headings) expect(heading).toMatch(/^\[\d+\] \S/);
    expect(textOf(entries[0] as string)).toBe(`${headings[0]}17`);
    expect(textOf(entries[1] as string)).toBe(`${(headings[1] as string).replace('Resultados', 'Resultados2,3')}5`);
    expect(textOf(entries[2] as string)).toBe(`${(headings[2] as string).replace(/3$/, '')}9`);
    // The ordinal's entry no longer reads as its heading: translated on its own.
    expect(textOf(entries[3] as string)).toMatch(/^\[\d+\] Capítulo 511$/);
    expect(sent.filter((segment) => /Conclusiones|Resultados|Anexo/.test(segment))).toHaveLength(3);
  });

  it('keeps the entry’s number as it was, superscript, and gains none', async () => {
    const { xml } = await translatedBody(body);
    const [conclusions, results, annex] = paragraphsStyled(xml, 'TOC1') as string[];
    expect(conclusions).toContain(`<w:rPr>${HYPERLINK_STYLE}${SUPERSCRIPT}</w:rPr><w:t xml:space="preserve">1</w:t>`);
    expect(noteReferencesIn(conclusions as string)).toBe(0);
    expect(results).toMatch(
      new RegExp(
        `Resultados</w:t></w:r><w:r><w:rPr>${SUPERSCRIPT}</w:rPr><w:t xml:space="preserve">2,3</w:t></w:r><w:r>.*? y discusión`,
      ),
    );
    expect(annex).not.toContain(SUPERSCRIPT);
  });
});

describe('a note’s letters in superscript at the end of an entry or its heading, as a table’s notes are marked', () => {
  const body = [
    tocOf(
      // The heading's letter is not in its entry.
      entryTo('_Toc84', 'Muestras', '3'),
      // The entry's letter against the heading's footnote reference.
      entryWith('_Toc85', `${run('Suelos', HYPERLINK_STYLE)}${run('b', `${HYPERLINK_STYLE}${SUPERSCRIPT}`)}`, '4'),
      // Two letters, and a heading without them.
      entryWith('_Toc86', `${run('Datos', HYPERLINK_STYLE)}${run('a,b', SUPERSCRIPT)}`, '5'),
      // Three letters, a capital, or letters inside the title are text: those entries are translated on their own.
      entryTo('_Toc87', 'Anexo', '6'),
      entryTo('_Toc88', 'Clima', '7'),
      entryTo('_Toc89', 'Homenaje a M Curie', '8'),
    ),
    headingWith(84, `${run('Muestras')}${run('a', SUPERSCRIPT)}`),
    headingWith(85, `${run('Suelos')}${NOTE_REFERENCE}`),
    headingWith(86, run('Datos')),
    headingWith(87, `${run('Anexo')}${run('bis', SUPERSCRIPT)}`),
    headingWith(88, `${run('Clima')}${run('A', SUPERSCRIPT)}`),
    headingWith(89, `${run('Homenaje a M')}${run('me', SUPERSCRIPT)}${run(' Curie')}`),
  ].join('');

  it('reads the entry as its heading, the letters left out of the comparison and kept where they were', async () => {
    const { xml, sent } = await translatedBody(body);
    const headings = paragraphsStyled(xml, 'Heading1').map(textOf);
    const entries = paragraphsStyled(xml, 'TOC1');
    expect(headings[0]).toMatch(/^\[\d+\] Muestrasa$/);
    expect(textOf(entries[0] as string)).toBe(`${(headings[0] as string).replace(/a$/, '')}3`);
    expect(textOf(entries[1] as string)).toBe(`${headings[1]}b4`);
    expect(entries[1]).toContain(`<w:rPr>${HYPERLINK_STYLE}${SUPERSCRIPT}</w:rPr><w:t xml:space="preserve">b</w:t>`);
    expect(textOf(entries[2] as string)).toBe(`${headings[2]}a,b5`);
    expect(sent.filter((segment) => /^(?:Muestras|Suelos|Datos)\b/.test(segment))).toHaveLength(3);
    expect(textOf(entries[3] as string)).toMatch(/^\[\d+\] Anexo6$/);
    expect(textOf(entries[4] as string)).toMatch(/^\[\d+\] Clima7$/);
    expect(textOf(entries[5] as string)).toMatch(/^\[\d+\] Homenaje a M Curie8$/);
    expect(sent.filter((segment) => /Anexo|Clima|Homenaje/.test(segment))).toHaveLength(6);
  });
});

/** A styles.xml as Word writes one in another language: the note reference styles' ids localized, their names not. */
const PORTUGUESE_STYLES = STYLES_XML(
  [
    characterStyle('Tipodeletrapredefinidodopargrafo', 'Default Paragraph Font', '<w:uiPriority w:val="1"/>'),
    characterStyle(
      'Refernciadenotaderodap',
      'footnote reference',
      `<w:basedOn w:val="Tipodeletrapredefinidodopargrafo"/><w:rPr>${SUPERSCRIPT}</w:rPr>`,
    ),
    // A style of the author's based on the note reference style, its superscript taken back by its own rPr.
    characterStyle(
      'NotaAutor',
      'Nota do autor',
      '<w:basedOn w:val="Refernciadenotadefim"/><w:rPr><w:vertAlign w:val="baseline"/></w:rPr>',
    ),
    characterStyle('Refernciadenotadefim', 'endnote reference', `<w:rPr>${SUPERSCRIPT}</w:rPr>`),
    // A superscript style of the author's, not named as a note's.
    characterStyle(
      'Sobrescrito',
      'Sobrescrito',
      `<w:basedOn w:val="Tipodeletrapredefinidodopargrafo"/><w:rPr>${SUPERSCRIPT}</w:rPr>`,
    ),
  ].join(''),
);
const styled = (text: string, id: string) => run(text, `<w:rStyle w:val="${id}"/>`);

describe('note reference styles known from styles.xml, whatever their ids', () => {
  const body = [
    tocOf(
      entryWith('_Toc90', `${run('Conclusões', HYPERLINK_STYLE)}${styled('1', 'Refernciadenotaderodap')}`, '7'),
      entryWith('_Toc91', `${run('Métodos', HYPERLINK_STYLE)}${styled('*', 'NotaAutor')}`, '3'),
      entryWith('_Toc92', `${run('Anexo', HYPERLINK_STYLE)}${styled('4', 'Sobrescrito')}`, '9'),
      entryWith('_Toc93', `${run('Área', HYPERLINK_STYLE)}${styled('b', 'Sobrescrito')}`, '2'),
    ),
    headingWith(
      90,
      `${run('Conclusões')}<w:r><w:rPr><w:rStyle w:val="Refernciadenotaderodap"/></w:rPr><w:footnoteReference w:id="1"/></w:r>`,
    ),
    headingWith(91, run('Métodos'), 'Heading2'),
    headingWith(92, run('Anexo'), 'Heading3'),
    headingWith(93, run('Área'), 'Heading4'),
  ].join('');

  it('leaves out of the comparison a number in a note style by name, by basedOn, or superscript by style', async () => {
    const { xml, sent } = await translatedBody(body, [['word/styles.xml', PORTUGUESE_STYLES]]);
    const { headings, entries } = headingsAndEntries(xml, HEADING_STYLES);
    expect(textOf(entries[0] as string)).toBe(`${headings[0]}17`);
    expect(entries[0]).toContain('<w:rStyle w:val="Refernciadenotaderodap"/></w:rPr><w:t xml:space="preserve">1</w:t>');
    expect(textOf(entries[1] as string)).toBe(`${headings[1]}*3`);
    expect(textOf(entries[2] as string)).toBe(`${headings[2]}49`);
    // A note's letter at the end, in a superscript style: left out as a number is (it was text before).
    expect(textOf(entries[3] as string)).toBe(`${headings[3]}b2`);
    expect(sent.filter((segment) => /Conclusões|Métodos|Anexo|Área/.test(segment))).toHaveLength(4);
  });

  it('without styles.xml, knows the note styles only by their ids', async () => {
    const { xml } = await translatedBody(body);
    const { entries } = headingsAndEntries(xml, HEADING_STYLES);
    for (const entry of entries) expect(textOf(entry)).toMatch(/^\[\d+\] /);
  });

  it('never throws on a malformed styles.xml, a basedOn cycle, a long chain or a style without an id', async () => {
    const chain = Array.from({ length: 3000 }, (_, n) =>
      characterStyle(`Cadeia${n}`, `Cadeia ${n}`, `<w:basedOn w:val="Cadeia${n + 1}"/>`),
    );
    const hostile = [
      STYLES_XML('<w:style w:type="character" w:styleId="Refernciadenotaderodap"><w:name w:val="footnote reference"'),
      STYLES_XML(
        [
          characterStyle('Refernciadenotaderodap', 'Ciclo', '<w:basedOn w:val="Outro"/>'),
          characterStyle('Outro', 'Outro', '<w:basedOn w:val="Refernciadenotaderodap"/>'),
          characterStyle('NotaAutor', 'Nota', '<w:basedOn w:val="NotaAutor"/>'),
          characterStyle('Sobrescrito', 'S', '<w:basedOn w:val="Cadeia0"/>'),
          '<w:style w:type="character"><w:name w:val="footnote reference"/></w:style>',
          ...chain,
        ].join(''),
      ),
      'not xml at all <<<',
    ];
    for (const styles of hostile) {
      const { xml } = await translatedBody(body, [['word/styles.xml', styles]]);
      expect(paragraphsStyled(xml, 'TOC1')).toHaveLength(4);
    }
  });
});
