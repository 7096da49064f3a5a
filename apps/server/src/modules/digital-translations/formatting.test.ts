import { describe, expect, it } from 'vitest';
import {
  FORMATTED_DOCUMENTS,
  formattedDocx,
  type TFormattedDocument,
  TRACKED_DOCUMENTS,
} from '../../../test/fixtures/digital-translations/formatted-docx.ts';
import {
  addMeasure,
  emptyMeasure,
  overallShare,
  xmlErrorsOf,
  zipEntries,
} from '../../../test/fixtures/digital-translations/formatting-measure.ts';
import { createApertiumEngine } from '../../integrations/translation/apertium.ts';
import { paragraphsOfXml } from './docx-paragraphs.ts';
import { type TTranslateSegments, translateDocx } from './translate-document.ts';

const apertium = createApertiumEngine({ command: 'apertium', timeoutMs: 60_000 });

function expectWellFormed(name: string, xml: string) {
  expect(xmlErrorsOf(xml), name).toEqual([]);
}

async function measureWith(
  documents: readonly TFormattedDocument[],
  translateFor: (language: 'es' | 'pt') => TTranslateSegments,
) {
  const measure = emptyMeasure();
  for (const fixture of documents) {
    const result = await translateDocx(await formattedDocx(fixture), translateFor(fixture.language));
    const entries = await zipEntries(result.content);
    for (const [name, xml] of entries) if (name.endsWith('.xml')) expectWellFormed(name, xml.toString('utf8'));
    addMeasure(measure, fixture, entries);
  }
  return measure;
}

/** The body's paragraphs of a translated fixture, as XML and text. */
async function translatedBody(fixture: TFormattedDocument, translate: TTranslateSegments) {
  const result = await translateDocx(await formattedDocx(fixture), translate);
  const xml = (await zipEntries(result.content)).get('word/document.xml')?.toString('utf8') ?? '';
  expectWellFormed('word/document.xml', xml);
  return { xml, texts: paragraphsOfXml(xml).map((p) => p.text) };
}

const one = (...paragraphs: TFormattedDocument['paragraphs']): TFormattedDocument => ({
  name: 'one.docx',
  language: 'es',
  paragraphs,
});

describe('formatting kept through translation with Apertium', () => {
  it('carries inline styles, kept spans and marks of the fixture manuscripts, losing no text', async () => {
    const measure = await measureWith(
      FORMATTED_DOCUMENTS,
      (from) => (segments) => apertium.translate({ from, to: 'en', segments, markup: true }),
    );
    expect(measure.paragraphsLosingText).toBe(0);
    expect(overallShare(measure.marks)).toBe(1);
    expect(overallShare(measure.spans)).toBeGreaterThanOrEqual(0.9);
    for (const kind of ['italic', 'subscript', 'superscript', 'hyperlink', 'underline', 'bold'])
      expect(measure.spans[kind]?.spans, kind).toBeGreaterThan(0);
    for (const kind of ['italic', 'subscript', 'superscript']) expect(measure.spans[kind]?.kept).toBe(measure.spans[kind]?.spans);
  });

  it('carries the styles of tracked insertions and leaves deletions out, in the body, a table, the header and a footnote', async () => {
    const measure = await measureWith(
      TRACKED_DOCUMENTS,
      (from) => (segments) => apertium.translate({ from, to: 'en', segments, markup: true }),
    );
    expect(measure.failures).toEqual([]);
    expect(measure.deletedLeftOut.spans).toBeGreaterThanOrEqual(8);
    expect(overallShare(measure.spans)).toBe(1);
  });

  it('moves a bold word with its translation when the engine reorders (negro → black, before the noun)', async () => {
    const { xml, texts } = await translatedBody(
      one({ part: 'document', inlines: ['El gato ', { kind: 'bold', text: 'negro' }, ' come pescado.'] }),
      (segments) => apertium.translate({ from: 'es', to: 'en', segments, markup: true }),
    );
    expect(texts[0]).toMatch(/black cat/i);
    expect(xml).toMatch(/<w:r><w:rPr><w:b\/><\/w:rPr><w:t xml:space="preserve">black<\/w:t><\/w:r>/);
    expect(xml).not.toMatch(/<w:b\/><\/w:rPr><w:t xml:space="preserve">cat/);
  });

  it('keeps species names, formulas, citations and numbers with units as they were', async () => {
    const { texts } = await translatedBody(FORMATTED_DOCUMENTS[0] as TFormattedDocument, (segments) =>
      apertium.translate({ from: 'es', to: 'en', segments, markup: true }),
    );
    expect(texts[0]).toContain('Escherichia coli');
    expect(texts[0]).toContain('37 °C [12]');
    expect(texts[1]).toContain('(Smith et al., 2020)');
    expect(texts[5]).toContain('(H2O)');
    expect(texts[5]).toContain('Homo sapiens');
    expect(texts[5]).toContain('12,5 ± 0,3 mg/L');
  });
});

describe('formatting when the engine loses or repeats tags', () => {
  const fixture = FORMATTED_DOCUMENTS[0] as TFormattedDocument;

  it('keeps every word and kept span when the engine drops all tags: styles fall back to the paragraph’s own', async () => {
    const measure = await measureWith([fixture], () => async (segments) => segments.map((s) => s.replace(/<[^>]*>/g, ' ')));
    expect(measure.paragraphsLosingText).toBe(0);
    expect(overallShare(measure.marks)).toBe(1);
    const { texts } = await translatedBody(fixture, async (segments) => segments.map((s) => s.replace(/<[^>]*>/g, '')));
    // The lost spans go at the end of their paragraph, each once.
    expect(texts[0]).toMatch(/^El crecimiento de\s+fue rápido a\s+\.\s*Escherichia coli\s*37 °C\s*\[12\]$/);
  });

  it('writes a kept span once when the engine repeats it, and ignores unknown tags and styles', async () => {
    const { texts, xml } = await translatedBody(fixture, async (segments) =>
      segments.map((s) => s.replace(/<x n="0"\/>/, '<x n="0"/><x n="0"/><b>').replace(/<g n="\d+">/g, '<g n="99">')),
    );
    expect(texts[0]?.match(/Escherichia coli/g)).toHaveLength(1);
    expect(xml).not.toContain('<b>');
  });

  it('reads the runs inside a smart tag, and keeps a content control (a reference manager’s citation) whole', async () => {
    const xml =
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p>' +
      '<w:smartTag w:uri="urn:x" w:element="place"><w:smartTagPr/><w:r><w:t>La ciudad de Lima</w:t></w:r></w:smartTag>' +
      '<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve"> es grande </w:t></w:r>' +
      '<w:sdt><w:sdtPr><w:tag w:val="MENDELEY_CITATION"/></w:sdtPr><w:sdtContent><w:r><w:t>(Pérez 2019)</w:t></w:r></w:sdtContent></w:sdt>' +
      '<w:r><w:t>.</w:t></w:r></w:p></w:body></w:document>';
    const { translateParts } = await import('./translate-document.ts');
    const sent: string[] = [];
    const result = await translateParts([{ name: 'word/document.xml', xml }], async (segments) => {
      sent.push(...segments);
      return segments.map((s) => s.replace('es grande', 'is big'));
    });
    expect(sent).toEqual(['La ciudad de Lima<g n="1"> es grande </g><x n="0"/>.']);
    const out = result.parts.get('word/document.xml') ?? '';
    expect(out).not.toContain('w:smartTag');
    expect(out).toContain('<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve"> is big </w:t></w:r><w:sdt>');
    expect(out).toContain('<w:sdtContent><w:r><w:t>(Pérez 2019)</w:t></w:r></w:sdtContent>');
  });

  it('keeps bookmarks and comment ranges on the translation of the words they cover, and the comment reference', async () => {
    const xml =
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:pPr><w:jc w:val="center"/></w:pPr>' +
      '<w:r><w:t xml:space="preserve">El gato </w:t></w:r><w:bookmarkStart w:id="0" w:name="_Ref1"/><w:commentRangeStart w:id="3"/>' +
      '<w:r><w:rPr><w:i/></w:rPr><w:t>negro</w:t></w:r><w:bookmarkEnd w:id="0"/><w:commentRangeEnd w:id="3"/>' +
      '<w:r><w:commentReference w:id="3"/></w:r><w:proofErr w:type="spellStart"/><w:r><w:t xml:space="preserve"> come.</w:t></w:r></w:p></w:body></w:document>';
    const { translateParts } = await import('./translate-document.ts');
    const result = await translateParts([{ name: 'word/document.xml', xml }], async () => [
      'The <g n="1">black</g><x n="0"/> cat eats.',
    ]);
    const out = result.parts.get('word/document.xml') ?? '';
    expect(out).toContain(
      '<w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:t xml:space="preserve">The </w:t></w:r><w:bookmarkStart w:id="0" w:name="_Ref1"/><w:commentRangeStart w:id="3"/>' +
        '<w:r><w:rPr><w:i/></w:rPr><w:t xml:space="preserve">black</w:t></w:r><w:bookmarkEnd w:id="0"/><w:commentRangeEnd w:id="3"/><w:r><w:commentReference w:id="3"/></w:r>' +
        '<w:r><w:t xml:space="preserve"> cat eats.</w:t></w:r></w:p>',
    );
  });

  it('translates a paragraph with a tracked insertion inline, as it reads with the insertion accepted', async () => {
    const docx = await formattedDocx(one({ part: 'document', inlines: ['Uno ', { kind: 'bold', text: 'dos' }] }));
    const entries = await zipEntries(docx);
    const withRevision = (entries.get('word/document.xml')?.toString('utf8') ?? '').replace(
      '</w:p>',
      '<w:ins w:id="1" w:author="A"><w:r><w:t xml:space="preserve"> tres</w:t></w:r></w:ins></w:p>',
    );
    const { translateParts } = await import('./translate-document.ts');
    const sent: string[] = [];
    const result = await translateParts([{ name: 'word/document.xml', xml: withRevision }], async (segments) => {
      sent.push(...segments);
      return ['One <g n="1">two</g> three'];
    });
    expect(sent).toEqual(['Uno <g n="1">dos</g> tres']);
    const xml = result.parts.get('word/document.xml') ?? '';
    expect(paragraphsOfXml(xml).map((p) => p.text)).toEqual(['One two three']);
    expect(xml).toContain('<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">two</w:t></w:r>');
    expect(xml).not.toContain('<w:ins');
  });
});

describe('the parts around the body', () => {
  const NS =
    'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:v="urn:schemas-microsoft-com:vml"';
  const textBox =
    '<w:txbxContent><w:p><w:r><w:rPr><w:b/></w:rPr><w:t>Borrador</w:t></w:r><w:r><w:t xml:space="preserve"> para revisión</w:t></w:r></w:p></w:txbxContent>';
  const parts = [
    {
      name: 'word/header2.xml',
      xml: `<w:hdr ${NS}><w:p><w:r><w:t xml:space="preserve">Revista de </w:t></w:r><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:wsp><wps:txbx>${textBox}</wps:txbx></wps:wsp></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox>${textBox}</v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r><w:r><w:t>Biología</w:t></w:r></w:p></w:hdr>`,
    },
    {
      name: 'word/footer3.xml',
      xml: `<w:ftr ${NS}><w:sdt><w:sdtPr><w:docPartObj><w:docPartGallery w:val="Page Numbers (Bottom of Page)"/></w:docPartObj></w:sdtPr><w:sdtContent><w:p><w:r><w:t xml:space="preserve">Página </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>PAGE</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>2</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:t xml:space="preserve"> de </w:t></w:r><w:fldSimple w:instr="NUMPAGES"><w:r><w:t>9</w:t></w:r></w:fldSimple></w:p></w:sdtContent></w:sdt></w:ftr>`,
    },
    {
      name: 'word/endnotes.xml',
      xml: `<w:endnotes ${NS}><w:endnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:endnote><w:endnote w:id="1"><w:p><w:r><w:rPr><w:rStyle w:val="EndnoteReference"/></w:rPr><w:endnoteRef/></w:r><w:r><w:t xml:space="preserve"> Nota del </w:t></w:r><w:r><w:rPr><w:i/></w:rPr><w:t>autor</w:t></w:r><w:r><w:t>.</w:t></w:r></w:p></w:endnote></w:endnotes>`,
    },
  ];

  it('translates a header’s text box (its drawing and its fallback), a page-number footer and an endnote in place', async () => {
    const { translateParts } = await import('./translate-document.ts');
    const sent: string[] = [];
    const english: Record<string, string> = {
      'Revista de <x n="0"/>Biología': 'Journal of <x n="0"/>Biology',
      '<g n="0">Borrador</g> para revisión': '<g n="0">Draft</g> for review',
      'Página <x n="0"/> de <x n="1"/>': 'Page <x n="0"/> of <x n="1"/>',
      '<x n="0"/> Nota del <g n="2">autor</g>.': '<x n="0"/> Note of the <g n="2">author</g>.',
    };
    const result = await translateParts(parts, async (segments) => {
      sent.push(...segments);
      return segments.map((s) => english[s] ?? s);
    });
    expect(sent.filter((s) => !(s in english))).toEqual([]);
    // The text box's fallback copy is written from the drawing's answer, not sent again.
    expect(sent.filter((s) => s.includes('Borrador'))).toHaveLength(1);
    const header = result.parts.get('word/header2.xml') ?? '';
    expect(
      header.match(
        /<w:r><w:rPr><w:b\/><\/w:rPr><w:t xml:space="preserve">Draft<\/w:t><\/w:r><w:r><w:t xml:space="preserve"> for review/g,
      ),
    ).toHaveLength(2);
    expect(paragraphsOfXml(header).map((p) => p.text)).toEqual(['Journal of Biology', 'Draft for review', 'Draft for review']);
    const footer = result.parts.get('word/footer3.xml') ?? '';
    expect(footer).toContain('<w:docPartGallery w:val="Page Numbers (Bottom of Page)"/>');
    expect(footer).toContain('<w:r><w:t xml:space="preserve">Page </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r>');
    expect(footer).toContain('<w:fldSimple w:instr="NUMPAGES"><w:r><w:t>9</w:t></w:r></w:fldSimple>');
    const endnotes = result.parts.get('word/endnotes.xml') ?? '';
    expect(endnotes).toContain(
      '<w:endnoteRef/></w:r><w:r><w:t xml:space="preserve"> Note of the </w:t></w:r><w:r><w:rPr><w:i/></w:rPr><w:t xml:space="preserve">author</w:t></w:r>',
    );
    expect(endnotes).toContain('<w:separator/>');
  });
});
