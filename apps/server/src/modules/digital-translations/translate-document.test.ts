import { describe, expect, it } from 'vitest';
import { zipEntries } from '../../../test/fixtures/digital-translations/formatting-measure.ts';
import {
  EXTRA_PARTS,
  manuscriptDocx,
  paragraph,
  spanishManuscript,
} from '../../../test/fixtures/digital-translations/manuscript-docx.ts';
import { buildZip, withMainPartAt } from '../../../test/fixtures/files/build-zip.ts';
import { legacyDoc } from '../../../test/fixtures/files/legacy-doc.ts';
import { createApertiumEngine } from '../../integrations/translation/apertium.ts';
import type { TGlossaryTerm, TLanguageCode } from '../../integrations/translation/engine.ts';
import { paragraphsOfXml } from './docx-paragraphs.ts';
import {
  translateDocument,
  translateDocx,
  translateParagraphsToDocx,
  UntranslatableDocumentError,
} from './translate-document.ts';

const apertium = createApertiumEngine({ command: 'apertium', timeoutMs: 60_000 });
const withApertium =
  (from: TLanguageCode, glossary: TGlossaryTerm[] = []) =>
  (segments: string[]) =>
    apertium.translate({ from, to: 'en', segments, glossary, markup: true });

const textOf = (xml: string) => paragraphsOfXml(xml).map((p) => p.text);

describe('document translation with Apertium', () => {
  it('translates a Spanish .docx into English, keeping the table, the bold run and every other entry', async () => {
    const original = await spanishManuscript();
    const result = await translateDocx(original, withApertium('es'));
    const before = await zipEntries(original);
    const after = await zipEntries(result.content);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const name of ['word/styles.xml', 'word/media/image1.png'] as const)
      expect(after.get(name)?.equals(Buffer.from(EXTRA_PARTS[name]))).toBe(true);
    // Headers and footnotes are translated in place.
    expect(textOf(after.get('word/header1.xml')?.toString('utf8') ?? '')).toEqual([expect.stringMatching(/Biology/)]);
    expect(textOf(after.get('word/footnotes.xml')?.toString('utf8') ?? '')[0]).not.toBe('Nota al pie.');
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
    expect(result.paragraphCount).toBe(5);
  });

  it('translates a main part saved as word/document2.xml and the header its own relationships name, in place', async () => {
    const moved = await zipEntries(await withMainPartAt(await spanishManuscript(), 'word/document2.xml', '/word/document2.xml'));
    // The header under a name only word/_rels/document2.xml.rels gives; the footnotes.xml beside it is named by none.
    const relationships =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="cabecera.xml"/></Relationships>';
    const original = await buildZip(
      [...moved].map(([name, content]) => ({
        name: name === 'word/header1.xml' ? 'word/cabecera.xml' : name,
        content: name === 'word/_rels/document2.xml.rels' ? relationships : content,
      })),
    );
    const before = await zipEntries(original);
    const after = await zipEntries((await translateDocx(original, withApertium('es'))).content);
    expect([...after.keys()]).toEqual([...before.keys()]);
    expect(after.has('word/document.xml')).toBe(false);
    expect(textOf(after.get('word/document2.xml')?.toString('utf8') ?? '')[0]).toMatch(/statistical analysis/i);
    expect(textOf(after.get('word/cabecera.xml')?.toString('utf8') ?? '')).toEqual([expect.stringMatching(/Biology/)]);
    for (const name of ['word/footnotes.xml', '_rels/.rels', 'word/_rels/document2.xml.rels'])
      expect(after.get(name)?.equals(before.get(name) ?? Buffer.alloc(0)), name).toBe(true);
  });

  it('refuses a package whose main part relationship leaves the package or names no part', async () => {
    for (const target of ['../word/document2.xml', 'word/document3.xml']) {
      const moved = await withMainPartAt(await spanishManuscript(), 'word/document2.xml', target);
      await expect(translateDocx(moved, withApertium('es')), target).rejects.toBeInstanceOf(UntranslatableDocumentError);
    }
  });

  it('translates Portuguese through Spanish', async () => {
    const original = await manuscriptDocx(paragraph('A análise estatística foi realizada no laboratório.'));
    const result = await translateDocx(original, withApertium('pt'));
    const xml = (await zipEntries(result.content)).get('word/document.xml')?.toString('utf8') ?? '';
    expect(textOf(xml)[0]).toMatch(/statistical analysis/i);
    expect(textOf(xml)[0]).toMatch(/laborator/i);
  });

  it('keeps a locked term the engine would translate, and writes a given rendering', async () => {
    const original = await manuscriptDocx(paragraph('El gato come pescado.') + paragraph('El análisis fue realizado.'));
    const plain = textOf(
      (await zipEntries((await translateDocx(original, withApertium('es'))).content)).get('word/document.xml')?.toString() ?? '',
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
    const texts = textOf((await zipEntries(locked.content)).get('word/document.xml')?.toString() ?? '');
    expect(texts[0]).toMatch(/\bgato\b/);
    expect(texts[0]).not.toMatch(/\bcat\b/i);
    expect(texts[1]).toMatch(/\bassay\b/);
    expect(texts[1]).not.toMatch(/analysis/i);
  });

  it('turns a legacy document’s paragraphs (a table row’s cells tab-separated) into a new .docx', async () => {
    const result = await translateParagraphsToDocx(['El gato negro.', 'La casa\t42'], withApertium('es'));
    const xml = (await zipEntries(result.content)).get('word/document.xml')?.toString('utf8') ?? '';
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
    const entries = await zipEntries(result.content);
    expect([...entries.keys()]).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    const texts = textOf(entries.get('word/document.xml')?.toString('utf8') ?? '');
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatch(/black cat/i);
    expect(texts[1]).toMatch(/house.*42/i);
    expect(texts[2]).toMatch(/statistical analysis/i);
  });
});
