import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { extractLegacyDoc } from '../../platform/documents/compound-file.ts';
import { DOCX_MAIN_PART } from '../../platform/documents/docx-archive.ts';
import { escapeXmlText, paragraphsOfXml, rewriteParagraphs } from './docx-paragraphs.ts';

/**
 * A manuscript translated as a document: a .docx keeps its structure (every zip entry other than the main
 * part is copied unchanged; in the main part each paragraph's text is replaced where it stands, see
 * docx-paragraphs.ts); a legacy .doc comes back as a new .docx of its paragraphs.
 */

/** Translates segments, one answer per segment in order (the engine with the researcher's locked terms). */
export type TTranslateSegments = (segments: string[]) => Promise<string[]>;

export type TTranslatedDocument = { content: Buffer; paragraphCount: number };

export class UntranslatableDocumentError extends Error {}

const HAS_LETTER = /\p{L}/u;

type TZipEntry = { name: string; content: Buffer; isCompressed: boolean; mtime: Date; isDirectory: boolean };

function readZip(content: Buffer): Promise<TZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(content, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(new UntranslatableDocumentError(error?.message ?? 'not a zip'));
      const entries: TZipEntry[] = [];
      zip.on('error', (e: Error) => reject(new UntranslatableDocumentError(e.message)));
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        const base = {
          name: entry.fileName,
          isCompressed: entry.compressionMethod !== 0,
          mtime: entry.getLastModDate(),
          isDirectory: entry.fileName.endsWith('/'),
        };
        if (base.isDirectory) {
          entries.push({ ...base, content: Buffer.alloc(0) });
          return zip.readEntry();
        }
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(new UntranslatableDocumentError(streamError?.message ?? 'entry unreadable'));
          buffer(stream).then((data) => {
            entries.push({ ...base, content: data });
            zip.readEntry();
          }, reject);
        });
      });
      zip.readEntry();
    });
  });
}

function writeZip(entries: readonly TZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if (entry.isDirectory) zip.addEmptyDirectory(entry.name, { mtime: entry.mtime });
    else zip.addBuffer(entry.content, entry.name, { compress: entry.isCompressed, mtime: entry.mtime });
  }
  zip.end();
  return buffer(zip.outputStream);
}

/** The text to send for a paragraph, and how to put its leading and trailing spaces back around the answer. */
function segmentOf(text: string): { core: string; wrap: (translated: string) => string } | null {
  if (!HAS_LETTER.test(text)) return null;
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  const trail = /\s*$/.exec(text)?.[0] ?? '';
  return { core: text.trim(), wrap: (translated) => `${lead}${translated.trim()}${trail}` };
}

/** Translates the paragraphs of a WordprocessingML part. */
export async function translateDocumentXml(xml: string, translate: TTranslateSegments): Promise<{ xml: string; count: number }> {
  const paragraphs = paragraphsOfXml(xml);
  const segments = paragraphs.map((p) => segmentOf(p.text));
  const sent = segments.flatMap((s, index) => (s ? [{ index, segment: s }] : []));
  if (sent.length === 0) return { xml, count: 0 };
  const translated = await translate(sent.map((s) => s.segment.core));
  const texts: (string | undefined)[] = paragraphs.map(() => undefined);
  sent.forEach((s, n) => {
    texts[s.index] = s.segment.wrap(translated[n] ?? s.segment.core);
  });
  return { xml: rewriteParagraphs(xml, paragraphs, texts), count: sent.length };
}

/** A .docx translated in place: only word/document.xml changes. */
export async function translateDocx(content: Buffer, translate: TTranslateSegments): Promise<TTranslatedDocument> {
  const entries = await readZip(content);
  const main = entries.find((e) => e.name === DOCX_MAIN_PART);
  if (!main) throw new UntranslatableDocumentError('no word/document.xml');
  const result = await translateDocumentXml(main.content.toString('utf8'), translate);
  main.content = Buffer.from(result.xml, 'utf8');
  return { content: await writeZip(entries), paragraphCount: result.count };
}

const PACKAGE_PARTS: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
};

/** A new .docx of plain paragraphs; a tab (a legacy table's cell boundary) stays a tab. */
export function docxOfParagraphs(paragraphs: readonly string[]): Promise<Buffer> {
  const run = (text: string) => `<w:r><w:t xml:space="preserve">${escapeXmlText(text)}</w:t></w:r>`;
  const body = paragraphs.map((paragraph) => `<w:p>${paragraph.split('\t').map(run).join('<w:r><w:tab/></w:r>')}</w:p>`).join('');
  const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr/></w:body></w:document>`;
  const mtime = new Date(Date.UTC(2026, 0, 1));
  return writeZip(
    [...Object.entries(PACKAGE_PARTS), [DOCX_MAIN_PART, xml] as const].map(([name, text]) => ({
      name,
      content: Buffer.from(text, 'utf8'),
      isCompressed: true,
      mtime,
      isDirectory: false,
    })),
  );
}

/** Word's control characters (field marks, cell marks) other than the tab. */
function stripControlCharacters(line: string): string {
  return [...line].filter((c) => c === '\t' || c.charCodeAt(0) >= 0x20).join('');
}

/** The paragraphs of a legacy .doc's body (word-extractor), empty lines dropped. */
export async function legacyDocParagraphs(content: Buffer): Promise<string[]> {
  try {
    const document = await extractLegacyDoc(content);
    return document
      .getBody()
      .split(/\r\n|\r|\n/)
      .map((line) => stripControlCharacters(line).trimEnd())
      .filter((line) => line.trim() !== '');
  } catch (error) {
    throw new UntranslatableDocumentError(error instanceof Error ? error.message : 'unreadable .doc');
  }
}

/** A legacy .doc translated into a new .docx: each paragraph (each cell of a table row) translated. */
export async function translateLegacyDoc(content: Buffer, translate: TTranslateSegments): Promise<TTranslatedDocument> {
  return translateParagraphsToDocx(await legacyDocParagraphs(content), translate);
}

/** Plain paragraphs translated into a new .docx (a tab-separated row's cells one by one). */
export async function translateParagraphsToDocx(
  paragraphs: readonly string[],
  translate: TTranslateSegments,
): Promise<TTranslatedDocument> {
  const cells = paragraphs.map((p) => p.split('\t'));
  const flat = cells.flat();
  const segments = flat.map(segmentOf);
  const sent = segments.flatMap((s, index) => (s ? [{ index, segment: s }] : []));
  const translated = sent.length > 0 ? await translate(sent.map((s) => s.segment.core)) : [];
  const out = [...flat];
  sent.forEach((s, n) => {
    out[s.index] = s.segment.wrap(translated[n] ?? s.segment.core);
  });
  let at = 0;
  const rebuilt = cells.map((row) => {
    const joined = out.slice(at, at + row.length).join('\t');
    at += row.length;
    return joined;
  });
  return { content: await docxOfParagraphs(rebuilt), paragraphCount: sent.length };
}

/** The translated document of an uploaded file. */
export function translateDocument(
  fileName: string,
  content: Buffer,
  translate: TTranslateSegments,
): Promise<TTranslatedDocument> {
  return /\.doc$/i.test(fileName) ? translateLegacyDoc(content, translate) : translateDocx(content, translate);
}
