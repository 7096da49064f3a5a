import { Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { mainPartOf, packagePartsOf, relationshipsPartOf } from './docx-relationships.ts';

/** Limits that a real manuscript never reaches and a zip bomb always does. */
export const DOCX_LIMITS = {
  maxEntries: 2000,
  maxTotalUncompressedBytes: 200 * 1024 ** 2,
  /** Text compresses about 10:1; deflate cannot exceed about 1032:1. */
  maxCompressionRatio: 200,
  /** Small parts may compress extremely well without harm; the total limit covers them. */
  ratioCheckFromBytes: 1024 ** 2,
  /** The package's relationships (`_rels/.rels`), read to find the main part: a few hundred bytes in a real one. */
  maxPackageRelationshipsBytes: 1024 ** 2,
} as const;

/** The package's relationships part, which names the main document part (docx-relationships.ts). */
const PACKAGE_RELATIONSHIPS = relationshipsPartOf('');

/** What the directory says of a .docx, and its main document part (`word/document.xml`, or where `_rels/.rels` puts it). */
export type TDocxArchive = { entryCount: number; totalUncompressedBytes: number; mainPart: string; mainPartBytes: number };

/** Why a .docx is refused; the upload answers 'file-archive-invalid' for every one but DocxDoctypeError. */
export class DocxArchiveError extends Error {}

/**
 * An XML part declares a document type: where entity expansion ("billion laughs") and external entities
 * (`SYSTEM "file:///etc/passwd"`) come from. Word never writes one, and the Open Packaging Conventions forbid
 * DTDs in a package's XML parts, so no real document is refused for it.
 */
export class DocxDoctypeError extends DocxArchiveError {}

/** `<!DOCTYPE` or `<!ENTITY`, in any case, in UTF-8 or UTF-16 of either byte order (read as latin1). */
const DTD_MARKUP = new RegExp(['DOCTYPE', 'ENTITY'].map((word) => `<\\x00?!\\x00?${[...word].join('\\x00?')}`).join('|'), 'i');
/** Enough of the previous chunk to find markup split across two chunks. */
const DTD_MARKUP_OVERLAP = 32;

/** The parts an XML parser reads: Word's own, and the package's relationships and content types. */
const isXmlPart = (fileName: string) => /\.(xml|rels)$/i.test(fileName);

function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: Entry) => settle(() => resolve(entry));
    const onEnd = () => settle(() => resolve(null));
    const onError = (error: Error) => settle(() => reject(error));
    function settle(done: () => void) {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      done();
    }
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

/**
 * Inflates an entry into nothing; yauzl fails when the data is longer than the central directory said. An
 * XML part is searched for DTD markup on the way, keeping only a few bytes of the previous chunk.
 */
async function inflateAndDiscard(zip: ZipFile, entry: Entry): Promise<void> {
  const stream = await zip.openReadStreamPromise(entry);
  const isXml = isXmlPart(entry.fileName);
  let tail = '';
  await pipeline(
    stream,
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        if (!isXml) return callback();
        const text = tail + chunk.toString('latin1');
        if (DTD_MARKUP.test(text)) return callback(new DocxDoctypeError(`${entry.fileName} declares a document type`));
        tail = text.slice(-DTD_MARKUP_OVERLAP);
        callback();
      },
    }),
  );
}

/** The package's relationships, inflated whole (they are small) and, with `verifyContent`, searched for DTD markup. */
async function readPackageRelationships(zip: ZipFile, entry: Entry, verifyContent: boolean): Promise<Buffer> {
  if (entry.uncompressedSize > DOCX_LIMITS.maxPackageRelationshipsBytes) {
    throw new DocxArchiveError(`${entry.fileName} is ${entry.uncompressedSize} bytes`);
  }
  const content = await buffer(await zip.openReadStreamPromise(entry));
  if (verifyContent && DTD_MARKUP.test(content.toString('latin1'))) {
    throw new DocxDoctypeError(`${entry.fileName} declares a document type`);
  }
  return content;
}

function checkEntry(entry: Entry): void {
  if (entry.isEncrypted() || !entry.canDecodeFileData()) throw new DocxArchiveError(`entry ${entry.fileName} cannot be read`);
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize >= DOCX_LIMITS.ratioCheckFromBytes && ratio > DOCX_LIMITS.maxCompressionRatio) {
    throw new DocxArchiveError(`entry ${entry.fileName} compresses ${Math.round(ratio)}:1`);
  }
}

/**
 * Reads a .docx's central directory before anything unpacks it: entry count, total and per-entry
 * sizes, and the main document part, found through the package's relationships (`_rels/.rels`, the one entry
 * inflated whole; a target that leaves the package or names no entry of it is refused like a missing part).
 * With `verifyContent`, every entry is also inflated and discarded (zlib runs off the main thread), so sizes
 * that the directory understates are caught as well, and so is an XML part that declares a document type
 * (DocxDoctypeError).
 */
export async function inspectDocxArchive(source: string | Buffer, options: { verifyContent: boolean }): Promise<TDocxArchive> {
  const zip = await (typeof source === 'string'
    ? yauzl.openPromise(source, { lazyEntries: true, autoClose: false })
    : yauzl.fromBufferPromise(source, { lazyEntries: true, autoClose: false })
  ).catch((error: Error) => {
    throw new DocxArchiveError(`not a zip archive: ${error.message}`);
  });
  try {
    if (zip.entryCount > DOCX_LIMITS.maxEntries) throw new DocxArchiveError(`${zip.entryCount} entries`);
    let totalUncompressedBytes = 0;
    const entries: { name: string; size: number; content?: Buffer }[] = [];
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (entry.fileName.endsWith('/')) continue;
      checkEntry(entry);
      totalUncompressedBytes += entry.uncompressedSize;
      if (totalUncompressedBytes > DOCX_LIMITS.maxTotalUncompressedBytes) {
        throw new DocxArchiveError(`more than ${DOCX_LIMITS.maxTotalUncompressedBytes} bytes uncompressed`);
      }
      const isRelationships = entry.fileName.toLowerCase() === PACKAGE_RELATIONSHIPS;
      const content = isRelationships ? await readPackageRelationships(zip, entry, options.verifyContent) : undefined;
      entries.push({ name: entry.fileName, size: entry.uncompressedSize, content });
      if (options.verifyContent && !isRelationships) await inflateAndDiscard(zip, entry);
    }
    const mainPart = mainPartOf(packagePartsOf(entries));
    if (mainPart === null) throw new DocxArchiveError('no main document part (word/document.xml, or the one _rels/.rels names)');
    const mainPartBytes = entries.find((entry) => entry.name === mainPart)?.size ?? 0;
    return { entryCount: zip.entryCount, totalUncompressedBytes, mainPart, mainPartBytes };
  } catch (error) {
    if (error instanceof DocxArchiveError) throw error;
    throw new DocxArchiveError(`unreadable archive: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
}
