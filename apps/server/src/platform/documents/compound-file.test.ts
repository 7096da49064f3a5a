import { describe, expect, it } from 'vitest';
import { legacyDoc, loopingSectorChainDoc } from '../../../test/fixtures/files/legacy-doc.ts';
import { CompoundFileError, checkCompoundFile, extractLegacyDoc } from './compound-file.ts';

const SECTOR = 512;
const FAT = SECTOR; // the allocation table is the file's first sector, right after the header
const DIRECTORY = 2 * SECTOR;

/** A valid .doc changed by `change`. */
function corrupted(change: (doc: Buffer) => void): Buffer {
  const doc = legacyDoc(['A paragraph of a manuscript.']);
  change(doc);
  return doc;
}

describe('the compound-file check of a legacy .doc', () => {
  it('passes a valid .doc, which word-extractor then reads', async () => {
    const doc = legacyDoc(['First paragraph.', 'Second paragraph.']);
    expect(() => checkCompoundFile(doc)).not.toThrow();
    expect((await extractLegacyDoc(doc)).getBody()).toContain('Second paragraph.');
  });

  it.each([
    ['a directory chain that loops (1 → 2 → 1)', loopingSectorChainDoc()],
    ['a stream chain that loops on itself', corrupted((doc) => doc.writeInt32LE(2, FAT + 2 * 4))],
    ['a chain into a sector the file does not have', corrupted((doc) => doc.writeInt32LE(5000, FAT + 1 * 4))],
    ['a stream starting beyond the file', corrupted((doc) => doc.writeInt32LE(70_000, DIRECTORY + 128 + 116))],
    ['a stream longer than its chain', corrupted((doc) => doc.writeUInt32LE(64 * 1024, DIRECTORY + 128 + 120))],
    ['a sibling pointing back to its parent', corrupted((doc) => doc.writeInt32LE(1, DIRECTORY + 2 * 128 + 72))],
    ['a sibling naming an entry that does not exist', corrupted((doc) => doc.writeInt32LE(900, DIRECTORY + 2 * 128 + 68))],
    ['an allocation table of two billion sectors', corrupted((doc) => doc.writeInt32LE(0x7fffffff, 44))],
    [
      'a master table chain that loops',
      corrupted((doc) => {
        doc.writeInt32LE(110, 44);
        doc.writeInt32LE(1, 72);
        doc.writeInt32LE(0, 68);
      }),
    ],
    ['sectors of 64 KiB', corrupted((doc) => doc.writeUInt16LE(16, 30))],
    ['a truncated file', legacyDoc(['Cut short.']).subarray(0, 1500)],
    ['no root entry', corrupted((doc) => doc.writeUInt8(1, DIRECTORY + 66))],
  ])('refuses %s', (_name, doc) => {
    expect(() => checkCompoundFile(doc)).toThrow(CompoundFileError);
  });
});
