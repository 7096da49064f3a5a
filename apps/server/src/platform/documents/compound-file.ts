/// <reference path="./word-extractor.d.ts" />
import WordExtractor from 'word-extractor';

/**
 * The structure of an OLE compound file (the container of a legacy Word .doc), checked before word-extractor
 * reads it. word-extractor trusts every number in the file: a sector chain that loops makes it grow an array
 * until V8 aborts the process, a sibling that points back up its directory tree recurses without end, and a
 * declared table size allocates whatever it says. Every chain is walked here once, bounded by the sectors the
 * file really has, so such a file is refused in microseconds. (It is still read in a parse pool's process,
 * which contains whatever this check misses.)
 */
export class CompoundFileError extends Error {}

const SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const HEADER_BYTES = 512;
const DIFAT_IN_HEADER = 109;
const END_OF_CHAIN = -2;
const NO_STREAM = -1;
const ENTRY_BYTES = 128;
const ROOT = 5;
const STORAGE = 1;
const STREAM = 2;

function fail(reason: string): never {
  throw new CompoundFileError(reason);
}

/** Walks a chain from `start` through `table`; each link must name a sector below `limit`, once. */
function walkChain(table: Int32Array, start: number, limit: number, what: string): number[] {
  const chain: number[] = [];
  const seen = new Set<number>();
  for (let sector = start; sector !== END_OF_CHAIN; sector = table[sector] ?? fail(`${what}: beyond the table`)) {
    if (sector < 0 || sector >= limit) fail(`${what}: sector ${sector} out of range`);
    if (seen.has(sector)) fail(`${what}: the chain loops at sector ${sector}`);
    seen.add(sector);
    chain.push(sector);
  }
  return chain;
}

/** A buffer's little-endian 32-bit integers (a trailing partial one dropped). */
function int32sOf(bytes: Buffer): Int32Array {
  const values = new Int32Array(Math.floor(bytes.length / 4));
  for (let i = 0; i < values.length; i += 1) values[i] = bytes.readInt32LE(i * 4);
  return values;
}

type TEntry = { type: number; left: number; right: number; child: number; start: number; size: number };

/** Checks the compound file's header, allocation tables, directory and every stream's chain. */
export function checkCompoundFile(content: Buffer): void {
  if (content.length < HEADER_BYTES || !content.subarray(0, 8).equals(SIGNATURE)) fail('not a compound file');
  const sectorShift = content.readUInt16LE(30);
  if (sectorShift !== 9 && sectorShift !== 12) fail('sector size');
  const sectorBytes = 1 << sectorShift;
  const miniSectorBytes = 1 << content.readUInt16LE(32);
  if (miniSectorBytes !== 64) fail('mini sector size');
  const sectorCount = Math.ceil((content.length - HEADER_BYTES) / sectorBytes);
  const fatSectorCount = content.readInt32LE(44);
  const firstDirectorySector = content.readInt32LE(48);
  const miniCutoff = content.readUInt32LE(56);
  const firstMiniFatSector = content.readInt32LE(60);
  const difatSectorCount = content.readInt32LE(72);
  if (fatSectorCount < 1 || fatSectorCount > sectorCount) fail('allocation table size');
  if (difatSectorCount < 0 || difatSectorCount > sectorCount) fail('master table size');
  const sector = (index: number) =>
    content.subarray(HEADER_BYTES + index * sectorBytes, HEADER_BYTES + (index + 1) * sectorBytes);

  // The allocation table's own sectors: 109 in the header, the rest in a chain of master-table sectors.
  const fatSectors: number[] = [];
  for (let i = 0; i < Math.min(fatSectorCount, DIFAT_IN_HEADER); i += 1) fatSectors.push(content.readInt32LE(76 + i * 4));
  const perDifatSector = sectorBytes / 4 - 1;
  const seenDifat = new Set<number>();
  for (let next = content.readInt32LE(68); fatSectors.length < fatSectorCount; ) {
    if (next < 0 || next >= sectorCount || seenDifat.has(next)) fail('master table chain');
    seenDifat.add(next);
    const difat = sector(next);
    for (let i = 0; i < perDifatSector && fatSectors.length < fatSectorCount; i += 1) fatSectors.push(difat.readInt32LE(i * 4));
    next = difat.readInt32LE(perDifatSector * 4);
  }
  if (new Set(fatSectors).size !== fatSectors.length) fail('an allocation table sector twice');
  if (fatSectors.some((index) => index < 0 || index >= sectorCount)) fail('allocation table sector out of range');
  const fat = int32sOf(Buffer.concat(fatSectors.map(sector)));
  const chainOf = (start: number, what: string) => walkChain(fat, start, Math.min(sectorCount, fat.length), what);

  const directory = Buffer.concat(chainOf(firstDirectorySector, 'directory').map(sector));
  const entries: TEntry[] = [];
  for (let at = 0; at + ENTRY_BYTES <= directory.length; at += ENTRY_BYTES) {
    entries.push({
      type: directory.readUInt8(at + 66),
      left: directory.readInt32LE(at + 68),
      right: directory.readInt32LE(at + 72),
      child: directory.readInt32LE(at + 76),
      start: directory.readInt32LE(at + 116),
      size: directory.readUInt32LE(at + 120),
    });
  }
  const root = entries[0];
  if (root?.type !== ROOT) fail('no root entry');

  // The directory is a tree: every link names an entry, and no entry is reached twice.
  const reached = new Set<number>([0]);
  const pending = [root.child];
  while (pending.length > 0) {
    const id = pending.pop() as number;
    if (id === NO_STREAM) continue;
    const entry = entries[id];
    if (!entry || reached.has(id)) fail('directory tree');
    reached.add(id);
    pending.push(entry.left, entry.right, ...(entry.type === STORAGE ? [entry.child] : []));
  }

  const miniStream = root.size > 0 ? chainOf(root.start, 'mini stream') : [];
  if (miniStream.length * sectorBytes < root.size) fail('mini stream shorter than declared');
  const miniFat =
    firstMiniFatSector === END_OF_CHAIN
      ? new Int32Array(0)
      : int32sOf(Buffer.concat(chainOf(firstMiniFatSector, 'mini table').map(sector)));
  for (const id of reached) {
    const entry = entries[id] as TEntry;
    if (entry.type !== STREAM || entry.size === 0) continue;
    if (entry.size > content.length) fail('stream larger than the file');
    if (entry.size >= miniCutoff) {
      if (chainOf(entry.start, 'stream').length * sectorBytes < entry.size) fail('stream shorter than declared');
    } else {
      const miniLimit = Math.min(miniFat.length, Math.floor(root.size / miniSectorBytes));
      if (walkChain(miniFat, entry.start, miniLimit, 'mini stream').length * miniSectorBytes < entry.size)
        fail('mini stream entry shorter than declared');
    }
  }
}

/** A legacy .doc's text, after its container passed checkCompoundFile. */
export async function extractLegacyDoc(content: Buffer) {
  checkCompoundFile(content);
  return new WordExtractor().extract(content);
}
