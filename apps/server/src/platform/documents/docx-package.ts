import { buffer } from 'node:stream/consumers';
import yauzl, { type Entry } from 'yauzl';
import yazl from 'yazl';

/** One entry of a .docx package, as read: its bytes and what the rewrite keeps of it (compression, date). */
export type TPackageEntry = { name: string; content: Buffer; compress: boolean; mtime: Date; isDirectory: boolean };

/** Every entry of a zip package, in the archive's order. The upload already checked its size and ratios. */
export async function readPackage(content: Buffer): Promise<TPackageEntry[]> {
  const zip = await yauzl.fromBufferPromise(content, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  const entries: TPackageEntry[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        const isDirectory = entry.fileName.endsWith('/');
        const base = {
          name: entry.fileName,
          compress: entry.compressionMethod !== 0,
          mtime: entry.getLastModDate(),
          isDirectory,
        };
        if (isDirectory) {
          entries.push({ ...base, content: Buffer.alloc(0) });
          zip.readEntry();
          return;
        }
        zip
          .openReadStreamPromise(entry)
          .then((stream) => buffer(stream))
          .then((data) => {
            entries.push({ ...base, content: data });
            zip.readEntry();
          })
          .catch(reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return entries;
}

/** The package written back: every entry in its original order, the replaced parts with their new bytes. */
export async function writePackage(entries: readonly TPackageEntry[], replaced: ReadonlyMap<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if (entry.isDirectory) zip.addEmptyDirectory(entry.name, { mtime: entry.mtime });
    else zip.addBuffer(replaced.get(entry.name) ?? entry.content, entry.name, { compress: entry.compress, mtime: entry.mtime });
  }
  zip.end();
  return buffer(zip.outputStream);
}
