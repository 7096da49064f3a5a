import { describe, expect, it } from 'vitest';
import {
  buildDocx,
  buildDocxWith,
  buildZip,
  PNG_BYTES,
  understateEntrySize,
  withMainPartAt,
} from '../../../test/fixtures/files/build-zip.ts';
import { billionLaughsXml, rawDocx } from '../../../test/fixtures/files/hostile-files.ts';
import { DOCX_LIMITS, DocxArchiveError, DocxDoctypeError, inspectDocxArchive } from './docx-archive.ts';

const MiB = 1024 ** 2;

/** `_rels/.rels` with one officeDocument relationship of the given target attribute. */
const packageRelationships = (target: string, prolog = '') =>
  `<?xml version="1.0"?>${prolog}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" ${target}/></Relationships>`;

describe('inspecting a .docx before it is opened', () => {
  it('accepts a real document and reports its main part', async () => {
    const archive = await inspectDocxArchive(await buildDocx(['Hello world']), { verifyContent: true });
    expect(archive.entryCount).toBe(3);
    expect(archive.mainPartBytes).toBeGreaterThan(0);
  });

  it('finds a main part saved elsewhere through _rels/.rels (word/document2.xml, as Word Online saves some)', async () => {
    const plain = await buildDocx(['Hello world']);
    for (const target of ['word/document2.xml', '/word/document2.xml']) {
      const moved = await withMainPartAt(plain, 'word/document2.xml', target);
      for (const verifyContent of [true, false]) {
        const archive = await inspectDocxArchive(moved, { verifyContent });
        expect(archive.mainPart).toBe('word/document2.xml');
        expect(archive.mainPartBytes).toBe((await inspectDocxArchive(plain, { verifyContent })).mainPartBytes);
      }
    }
  });

  it('refuses a main part whose target leaves the package or names no part, even beside a word/document.xml', async () => {
    for (const target of [
      '../word/document.xml',
      'word/../../word/document.xml',
      'word/document2.xml',
      'https://example.org/x.xml',
    ]) {
      const relationships = packageRelationships(`Target="${target}"`);
      await expect(inspectDocxArchive(rawDocx({ relationships }), { verifyContent: true }), target).rejects.toThrow(
        /no main document part/,
      );
    }
  });

  it('refuses package relationships that declare a document type', async () => {
    const relationships = packageRelationships('Target="&t;"', '<!DOCTYPE r [<!ENTITY t "word/document.xml">]>');
    await expect(inspectDocxArchive(rawDocx({ relationships }), { verifyContent: true })).rejects.toBeInstanceOf(
      DocxDoctypeError,
    );
  });

  it('refuses bytes that are not a zip archive', async () => {
    await expect(inspectDocxArchive(PNG_BYTES, { verifyContent: true })).rejects.toBeInstanceOf(DocxArchiveError);
  });

  it('refuses a zip archive without word/document.xml', async () => {
    const zip = await buildZip([{ name: 'notes.txt', content: 'not a word document' }]);
    await expect(inspectDocxArchive(zip, { verifyContent: true })).rejects.toThrow(/word\/document.xml/);
  });

  it('refuses an entry that inflates more than 200 times its compressed size (a zip bomb)', async () => {
    const bomb = await buildDocxWith([{ name: 'word/media/padding.bin', content: Buffer.alloc(20 * MiB) }]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    await expect(inspectDocxArchive(bomb, { verifyContent: false })).rejects.toThrow(/compresses/);
  });

  it('refuses more entries than a document has', async () => {
    const entries = Array.from({ length: DOCX_LIMITS.maxEntries }, (_, i) => ({ name: `word/parts/${i}.xml`, content: '<x/>' }));
    await expect(inspectDocxArchive(await buildDocxWith(entries), { verifyContent: false })).rejects.toThrow(/entries/);
  });

  it('refuses parts that add up to more than 200 MiB uncompressed', async () => {
    const part = Buffer.alloc(MiB - 1);
    const entries = Array.from({ length: 201 }, (_, i) => ({ name: `word/media/${i}.bin`, content: part }));
    await expect(inspectDocxArchive(await buildDocxWith(entries), { verifyContent: false })).rejects.toThrow(/uncompressed/);
  });

  it('catches an entry that inflates to more than its directory declares', async () => {
    const honest = await buildDocxWith([{ name: 'word/media/padding.bin', content: Buffer.alloc(5 * MiB) }]);
    const lying = understateEntrySize(honest, 'word/media/padding.bin', 1000);
    await expect(inspectDocxArchive(lying, { verifyContent: false })).resolves.toBeDefined();
    await expect(inspectDocxArchive(lying, { verifyContent: true })).rejects.toBeInstanceOf(DocxArchiveError);
  });

  it('refuses an XML part that declares a document type, also where the inflated chunks split the declaration', async () => {
    // zlib hands the inflated part over in chunks of 16 KiB: the declaration starts on each side of the first seam.
    const seam = 16 * 1024;
    for (let start = seam - 10; start <= seam + 1; start += 1) {
      const prolog = '<?xml version="1.0" encoding="UTF-8"?><!--';
      const padding = 'x'.repeat(start - prolog.length - '-->'.length);
      const document = `${prolog}${padding}--><!DOCTYPE w:document SYSTEM "file:///etc/passwd"><w:document/>`;
      expect(document.indexOf('<!DOCTYPE')).toBe(start);
      await expect(inspectDocxArchive(rawDocx({ document }), { verifyContent: true })).rejects.toBeInstanceOf(DocxDoctypeError);
    }
    const lowerCase = rawDocx({ document: billionLaughsXml().replace('<!DOCTYPE', '<!doctype') });
    await expect(inspectDocxArchive(lowerCase, { verifyContent: true })).rejects.toBeInstanceOf(DocxDoctypeError);
  });

  it('accepts a declaration outside the XML parts (an SVG figure) and one written as text', async () => {
    const svg =
      '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg/>';
    const withFigure = await buildDocxWith([{ name: 'word/media/image1.svg', content: svg }]);
    await expect(inspectDocxArchive(withFigure, { verifyContent: true })).resolves.toBeDefined();
    const aboutXml = await buildDocx(['Every XML file may start with <!DOCTYPE and <!ENTITY declarations.']);
    await expect(inspectDocxArchive(aboutXml, { verifyContent: true })).resolves.toBeDefined();
  });
});
