/**
 * A minimal Word 97 (.doc) file for tests: an OLE compound file (512-byte sectors, one allocation-table
 * sector, one directory sector) holding a WordDocument stream (the FIB and the text, UTF-16) and a 1Table
 * stream (the piece table), each 4 KiB so that no mini stream is needed. Paragraphs end with a carriage
 * return, as Word writes them; a tab separates cells.
 */

const SECTOR = 512;
const STREAM_BYTES = 4096;
const TEXT_OFFSET = 0x800;
const END_OF_CHAIN = -2;
const FREE = -1;

function directoryEntry(
  name: string,
  type: number,
  fields: { left?: number; right?: number; child?: number; start?: number; size?: number },
) {
  const entry = Buffer.alloc(128);
  if (name) {
    entry.write(name, 0, 'utf16le');
    entry.writeInt16LE((name.length + 1) * 2, 64);
  }
  entry.writeInt8(type, 66);
  entry.writeInt8(1, 67);
  entry.writeInt32LE(fields.left ?? FREE, 68);
  entry.writeInt32LE(fields.right ?? FREE, 72);
  entry.writeInt32LE(fields.child ?? FREE, 76);
  entry.writeInt32LE(fields.start ?? END_OF_CHAIN, 116);
  entry.writeInt32LE(fields.size ?? 0, 120);
  return entry;
}

export function legacyDoc(paragraphs: readonly string[]): Buffer {
  const text = `${paragraphs.join('\r')}\r`;
  const textBytes = Buffer.from(text, 'utf16le');
  if (TEXT_OFFSET + textBytes.length > STREAM_BYTES) throw new Error('text too long for the fixture');

  const word = Buffer.alloc(STREAM_BYTES);
  word.writeUInt16LE(0xa5ec, 0x0000); // wIdent
  word.writeUInt16LE(0x00c1, 0x0002); // nFib (Word 97)
  word.writeUInt16LE(0x0200, 0x000a); // fWhichTblStm: the table stream is 1Table
  word.writeUInt32LE(TEXT_OFFSET, 0x0018); // fcMin
  word.writeUInt32LE(text.length, 0x004c); // ccpText
  word.writeUInt32LE(0, 0x01a2); // fcClx
  word.writeUInt32LE(21, 0x01a6); // lcbClx
  textBytes.copy(word, TEXT_OFFSET);

  const table = Buffer.alloc(STREAM_BYTES);
  table.writeUInt8(2, 0); // Pcdt
  table.writeUInt32LE(16, 1); // PlcPcd: two CPs and one PCD
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(text.length, 9);
  table.writeUInt16LE(0, 13); // PCD flags
  table.writeUInt32LE(TEXT_OFFSET, 15); // fc: uncompressed (UTF-16) text at this offset
  table.writeUInt16LE(0, 19); // prm

  const wordSectors = STREAM_BYTES / SECTOR;
  const fat = Buffer.alloc(SECTOR, 0xff);
  const chain = (first: number, count: number) => {
    for (let i = 0; i < count; i += 1) fat.writeInt32LE(i === count - 1 ? END_OF_CHAIN : first + i + 1, (first + i) * 4);
  };
  fat.writeInt32LE(-3, 0); // sector 0: the allocation table itself
  fat.writeInt32LE(END_OF_CHAIN, 4); // sector 1: the directory
  chain(2, wordSectors);
  chain(2 + wordSectors, wordSectors);

  const directory = Buffer.concat([
    directoryEntry('Root Entry', 5, { child: 1 }),
    directoryEntry('WordDocument', 2, { right: 2, start: 2, size: STREAM_BYTES }),
    directoryEntry('1Table', 2, { start: 2 + wordSectors, size: STREAM_BYTES }),
    directoryEntry('', 0, {}),
  ]);

  const header = Buffer.alloc(SECTOR, 0);
  Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeInt32LE(1, 44); // one allocation-table sector
  header.writeInt32LE(1, 48); // the directory starts at sector 1
  header.writeInt32LE(STREAM_BYTES, 56); // mini stream cut-off
  header.writeInt32LE(END_OF_CHAIN, 60); // no mini allocation table
  header.writeInt32LE(0, 64);
  header.writeInt32LE(END_OF_CHAIN, 68); // no extra master table sectors
  header.writeInt32LE(0, 72);
  for (let i = 0; i < 109; i += 1) header.writeInt32LE(i === 0 ? 0 : FREE, 76 + i * 4);

  return Buffer.concat([header, fat, directory, word, table]);
}
