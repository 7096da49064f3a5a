import { describe, expect, it } from 'vitest';
import { DOCX_LIMITS, DocxArchiveError, inspectDocxArchive } from './docx-archive.ts';
import { buildDocx, buildDocxWith, buildZip, PNG_BYTES, understateEntrySize } from './fixtures/build-zip.ts';

const MiB = 1024 ** 2;

describe('inspecting a .docx before it is opened', () => {
  it('accepts a real document and reports its main part', async () => {
    const archive = await inspectDocxArchive(await buildDocx(['Hello world']), { verifyContent: true });
    expect(archive.entryCount).toBe(3);
    expect(archive.documentXmlBytes).toBeGreaterThan(0);
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
});
