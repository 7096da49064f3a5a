import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import {
  EXTRA_PARTS,
  manuscriptDocx,
  paragraph,
  spanishManuscript,
} from '../../../test/fixtures/digital-translations/manuscript-docx.ts';
import { legacyDoc } from '../../../test/fixtures/files/legacy-doc.ts';
import { createApertiumEngine } from '../../integrations/translation/apertium.ts';
import type { TGlossaryTerm, TLanguageCode } from '../../integrations/translation/engine.ts';
import { paragraphsOfXml, rewriteParagraphs } from './docx-paragraphs.ts';
import { translateDocument, translateDocx, translateParagraphsToDocx } from './translate-document.ts';

/** Every entry of a zip: name → content. */
function entriesOf(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) =>
        file.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          buffer(stream).then((data) => {
            entries.set(entry.fileName, data);
            file.readEntry();
          }, reject);
        }),
      );
      file.on('end', () => resolve(entries));
      file.readEntry();
    });
  });
}

const apertium = createApertiumEngine({ command: 'apertium', timeoutMs: 60_000 });
const withApertium =
  (from: TLanguageCode, glossary: TGlossaryTerm[] = []) =>
  (segments: string[]) =>
    apertium.translate({ from, to: 'en', segments, glossary });

const textOf = (xml: string) => paragraphsOfXml(xml).map((p) => p.text);

describe('paragraphs of a .docx part', () => {
  it('reads each paragraph’s text across runs, a text box’s paragraph on its own, and writes text back into the first run', () => {
    const xml =
      '<w:body><w:p><w:r><w:rPr><w:b/></w:rPr><w:t>Uno &amp; </w:t></w:r><w:r><w:tab/><w:t xml:space="preserve">dos</w:t></w:r>' +
      '<w:r><w:pict><w:txbxContent><w:p><w:r><w:t>caja</w:t></w:r></w:p></w:txbxContent></w:pict></w:r></w:p><w:p/></w:body>';
    const paragraphs = paragraphsOfXml(xml);
    expect(paragraphs.map((p) => p.text)).toEqual(['Uno & dos', 'caja']);
    const rewritten = rewriteParagraphs(xml, paragraphs, ['One < two', undefined]);
    expect(rewritten).toBe(
      '<w:body><w:p><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">One &lt; two</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve"></w:t></w:r>' +
        '<w:r><w:pict><w:txbxContent><w:p><w:r><w:t>caja</w:t></w:r></w:p></w:txbxContent></w:pict></w:r></w:p><w:p/></w:body>',
    );
  });
});

describe('document translation with Apertium', () => {
  it('translates a Spanish .docx into English, keeping the table, the bold run and every other entry', async () => {
    const original = await spanishManuscript();
    const result = await translateDocx(original, withApertium('es'));
    const before = await entriesOf(original);
    const after = await entriesOf(result.content);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [name, content] of Object.entries(EXTRA_PARTS)) expect(after.get(name)?.equals(Buffer.from(content))).toBe(true);
    const xml = after.get('word/document.xml')?.toString('utf8') ?? '';
    const texts = textOf(xml);
    expect(texts).toHaveLength(5);
    expect(texts[0]).toMatch(/statistical analysis/i);
    expect(texts[1]).toMatch(/black cat/i);
    expect(texts[1]).toMatch(/house/i);
    expect(texts[2]).toMatch(/protein/i);
    expect(texts[3]).toBe('42');
    expect(texts[4]).toBe('12,5 ± 0,3');
    // The title's bold run holds the title; the table and its cell are where they were.
    expect(xml).toMatch(/<w:r><w:rPr><w:b\/><\/w:rPr><w:t xml:space="preserve">The statistical analysis<\/w:t><\/w:r>/i);
    expect(xml).toMatch(/<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"\/><\/w:tblPr><w:tr><w:tc><w:tcPr>.*protein/i);
    expect(result.paragraphCount).toBe(3);
  });

  it('translates Portuguese through Spanish', async () => {
    const original = await manuscriptDocx(paragraph('A análise estatística foi realizada no laboratório.'));
    const result = await translateDocx(original, withApertium('pt'));
    const xml = (await entriesOf(result.content)).get('word/document.xml')?.toString('utf8') ?? '';
    expect(textOf(xml)[0]).toMatch(/statistical analysis/i);
    expect(textOf(xml)[0]).toMatch(/laborator/i);
  });

  it('keeps a locked term the engine would translate, and writes a given rendering', async () => {
    const original = await manuscriptDocx(paragraph('El gato come pescado.') + paragraph('El análisis fue realizado.'));
    const plain = textOf(
      (await entriesOf((await translateDocx(original, withApertium('es'))).content)).get('word/document.xml')?.toString() ?? '',
    );
    expect(plain[0]).toMatch(/\bcat\b/i);
    expect(plain[1]).toMatch(/analysis/i);
    const locked = await translateDocx(
      original,
      withApertium('es', [
        { term: 'gato', rendering: null },
        { term: 'Análisis', rendering: 'assay' },
      ]),
    );
    const texts = textOf((await entriesOf(locked.content)).get('word/document.xml')?.toString() ?? '');
    expect(texts[0]).toMatch(/\bgato\b/);
    expect(texts[0]).not.toMatch(/\bcat\b/i);
    expect(texts[1]).toMatch(/\bassay\b/);
    expect(texts[1]).not.toMatch(/analysis/i);
  });

  it('turns a legacy document’s paragraphs (a table row’s cells tab-separated) into a new .docx', async () => {
    const result = await translateParagraphsToDocx(['El gato negro.', 'La casa\t42'], withApertium('es'));
    const xml = (await entriesOf(result.content)).get('word/document.xml')?.toString('utf8') ?? '';
    const texts = textOf(xml);
    expect(texts[0]).toMatch(/black cat/i);
    expect(texts[1]).toMatch(/house.*42/i);
    expect(xml).toContain('<w:tab/>');
  });

  it('translates a legacy Word 97 .doc into a new .docx of its paragraphs', async () => {
    const result = await translateDocument(
      'viejo.doc',
      legacyDoc(['El gato negro come pescado.', 'La casa\t42', 'El análisis estadístico fue realizado.']),
      withApertium('es'),
    );
    const entries = await entriesOf(result.content);
    expect([...entries.keys()]).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    const texts = textOf(entries.get('word/document.xml')?.toString('utf8') ?? '');
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatch(/black cat/i);
    expect(texts[1]).toMatch(/house.*42/i);
    expect(texts[2]).toMatch(/statistical analysis/i);
  });
});
