import { buffer } from 'node:stream/consumers';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { escapeMarkup, markedTextOf, parseMarkedText, plainTextOf } from '../../integrations/translation/inline-markup.ts';
import { extractLegacyDoc } from '../../platform/documents/compound-file.ts';
import { DEFAULT_MAIN_PART, mainPartOf, packagePartsOf, relatedParts } from '../../platform/documents/docx-relationships.ts';
import { acceptRevisions } from './accept-revisions.ts';
import { readParagraphFields } from './docx-fields.ts';
import { readParagraph, type TInlineParagraph, writeParagraph } from './docx-inline.ts';
import { readNoteStyles } from './docx-note-styles.ts';
import { escapeXmlText } from './docx-paragraphs.ts';
import { readStylesPart } from './docx-styles-part.ts';
import { fallbackCopies, textPathSources } from './docx-text-boxes.ts';
import { linkTocEntries, writeTocEntry } from './docx-toc.ts';

/**
 * A manuscript translated as a document: a .docx keeps its structure (the body, headers, footers, footnotes,
 * endnotes and comments are translated in place, paragraph by paragraph with their inline formatting, see
 * docx-inline.ts, as they read with their tracked changes accepted, see accept-revisions.ts; every other zip
 * entry is copied unchanged); a legacy .doc comes back as a new .docx of its paragraphs.
 */

/**
 * Translates marked segments (inline-markup.ts), one answer per segment in order (the engine with the
 * researcher's locked terms, asked with `markup: true`).
 */
export type TTranslateSegments = (segments: string[]) => Promise<string[]>;

/**
 * A translated document: its bytes, the paragraphs translated, whether the source had tracked changes (translated
 * with them accepted) and whether it had comments with text (translated too). A legacy .doc answers false to both.
 */
export type TTranslatedDocument = {
  content: Buffer;
  paragraphCount: number;
  hadRevisions: boolean;
  hadComments: boolean;
};

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

/**
 * The types of the main part's relationships whose parts are translated with it: headers, footers, footnotes,
 * endnotes and comments.
 */
const TRANSLATED_TYPES = ['header', 'footer', 'footnotes', 'endnotes', 'comments'];

function parsePart(name: string, xml: string): Document {
  const fail = (message: string) => {
    throw new UntranslatableDocumentError(`${name}: ${message}`);
  };
  const document = new DOMParser({ errorHandler: { warning: () => undefined, error: fail, fatalError: fail } }).parseFromString(
    xml.replace(/^\uFEFF/, ''),
    'text/xml',
  );
  if (!document.documentElement) fail('no root element');
  return document;
}

const childrenNamed = (node: Node, name: string): Node[] =>
  Array.from(node.childNodes as ArrayLike<Node>).filter((c) => c.nodeName === name);

/**
 * A segment written in capitals (a watermark's "CONFIDENCIAL", a heading set in capitals) keeps them: the
 * engines answer in sentence case ("Confidential").
 */
function withCapitals(segment: string, answer: string): string {
  const letters = plainTextOf(segment).replace(/[^\p{L}]/gu, '');
  if (letters.length < 2 || letters !== letters.toLocaleUpperCase()) return answer;
  return markedTextOf(parseMarkedText(answer).map((p) => (p.kind === 'text' ? { ...p, text: p.text.toLocaleUpperCase() } : p)));
}

/**
 * A watermark's or WordArt's text in VML (`v:textpath string="…"`, as Word writes a "CONFIDENTIAL" or "DRAFT"
 * watermark in a header): the attribute is the text drawn; the shape around it is kept.
 */
function textPathsOf(document: Document): Element[] {
  return Array.from(document.getElementsByTagName('v:textpath') as ArrayLike<Element>).filter((path) =>
    HAS_LETTER.test(path.getAttribute('string') ?? ''),
  );
}

/**
 * Translates the paragraphs of WordprocessingML parts and the text of their watermarks, all in one call to
 * the engine; answers the parts rewritten (a part with nothing to translate and no tracked change is left out)
 * and the number of paragraphs and watermarks translated (sent, or a table of contents' entry written from its
 * heading's answer; a text box's fallback copy, written from its first copy's answer, and a WordArt's VML text
 * path, written from its paragraphs' answers, are not counted again, as the upload's word count reads one copy too). `stylesXml`, the document's styles.xml, names its note
 * reference styles (docx-note-styles.ts).
 */
export async function translateParts(
  parts: readonly { name: string; xml: string }[],
  translate: TTranslateSegments,
  stylesXml?: string,
): Promise<{ parts: Map<string, string>; count: number; hadRevisions: boolean; hadComments: boolean }> {
  const notes = readNoteStyles(stylesXml);
  const serializer = new XMLSerializer();
  const serialize = (node: Node) => serializer.serializeToString(node);
  const read = parts.map((part) => {
    const document = parsePart(part.name, part.xml);
    const isRevised = acceptRevisions(document.documentElement);
    const fields = readParagraphFields(document.documentElement);
    const paragraphs = Array.from(document.getElementsByTagName('w:p') as ArrayLike<Element>)
      .filter((p) => !fields.isKept(p))
      .map((p) => readParagraph(p, serialize, fields));
    // An inline content control's text (a title page's title) is translated as a paragraph of its own, and
    // unbound from the document property it showed, or Word would show that property's Spanish again.
    const plain = new Set(paragraphs.filter((p) => !p.isInline).map((p) => p.element as Node));
    for (const content of fields.inlineControls) {
      const control = content.parentNode;
      if (!control || plain.has(control.parentNode as Node)) continue;
      const reading = readParagraph(content, serialize, fields);
      if (reading.segment === null) continue;
      paragraphs.push(reading);
      const properties = childrenNamed(control, 'w:sdtPr')[0];
      if (properties) for (const binding of childrenNamed(properties, 'w:dataBinding')) properties.removeChild(binding);
    }
    // A table of contents' entry that links to a heading is not sent: it is written from the heading's answer.
    const entries = linkTocEntries(paragraphs, fields, notes);
    const linked = new Set<TInlineParagraph>(entries.map((link) => link.entry));
    const textPaths = textPathsOf(document);
    const isSent = (p: TInlineParagraph) => p.segment !== null && !linked.has(p);
    // A text box's fallback copy is not sent: it takes the answer of the box's first copy (docx-text-boxes.ts).
    const copies = fallbackCopies(document.documentElement, paragraphs, isSent);
    const sent = paragraphs.filter((p) => isSent(p) && !copies.has(p));
    // A WordArt's VML text path takes the answers of its DrawingML paragraphs (docx-text-boxes.ts).
    const drawn = textPathSources(textPaths, sent);
    return {
      name: part.name,
      document,
      isRevised,
      sent,
      copies,
      entries,
      textPaths: textPaths.filter((path) => !drawn.has(path)),
      drawn,
    };
  });
  const sent = read.flatMap((part) => part.sent);
  const textPaths = read.flatMap((part) => part.textPaths);
  const result = new Map<string, string>();
  const segments = [
    ...sent.map((p) => p.segment as string),
    ...textPaths.map((path) => escapeMarkup((path.getAttribute('string') ?? '').trim())),
  ];
  const translated = (segments.length > 0 ? await translate(segments) : []).map((answer, n) =>
    withCapitals(segments[n] ?? '', answer),
  );
  const answers = new Map<TInlineParagraph, string>();
  sent.forEach((paragraph, n) => {
    const answer = translated[n] ?? (paragraph.segment as string);
    writeParagraph(paragraph, answer);
    answers.set(paragraph, answer);
  });
  for (const part of read)
    for (const [copy, original] of part.copies) writeParagraph(copy, answers.get(original) ?? (original.segment as string));
  const links = read.flatMap((part) => part.entries);
  for (const link of links) writeTocEntry(link, answers.get(link.heading) ?? (link.heading.segment as string));
  textPaths.forEach((path, n) => {
    const answer = translated[sent.length + n];
    const text = answer === undefined ? '' : plainTextOf(answer).trim();
    if (text !== '') path.setAttribute('string', text);
  });
  for (const part of read)
    for (const [path, readings] of part.drawn) {
      const text = readings.map((reading) => plainTextOf(answers.get(reading) ?? (reading.segment as string)).trim()).join(' ');
      if (text.trim() !== '') path.setAttribute('string', text.trim());
    }
  for (const part of read)
    if (part.sent.length > 0 || part.textPaths.length > 0 || part.isRevised) result.set(part.name, serialize(part.document));
  return {
    parts: result,
    count: segments.length + links.length,
    hadRevisions: read.some((part) => part.isRevised),
    hadComments: read.some((part) => part.document.documentElement.localName === 'comments' && part.sent.length > 0),
  };
}

/**
 * A .docx translated in place: only the parts with text change. The main part is found through `_rels/.rels`
 * and its headers, footers, notes and comments through its own relationships (platform docx-relationships.ts);
 * each is written back under the name it has in the package.
 */
export async function translateDocx(content: Buffer, translate: TTranslateSegments): Promise<TTranslatedDocument> {
  const entries = await readZip(content);
  const packageParts = packagePartsOf(entries);
  const main = mainPartOf(packageParts);
  if (main === null) throw new UntranslatableDocumentError('no main document part');
  const translated = new Set([main, ...TRANSLATED_TYPES.flatMap((type) => relatedParts(packageParts, main, type))]);
  const parts = entries
    .filter((e) => !e.isDirectory && translated.has(e.name))
    .map((e) => ({ name: e.name, xml: e.content.toString('utf8') }));
  const styles = readStylesPart(packageParts, main);
  const result = await translateParts(parts, translate, styles);
  for (const entry of entries) {
    const xml = result.parts.get(entry.name);
    if (xml !== undefined) entry.content = Buffer.from(xml, 'utf8');
  }
  const { hadRevisions, hadComments } = result;
  return { content: await writeZip(entries), paragraphCount: result.count, hadRevisions, hadComments };
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
    [...Object.entries(PACKAGE_PARTS), [DEFAULT_MAIN_PART, xml] as const].map(([name, text]) => ({
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
  const translated = sent.length > 0 ? await translate(sent.map((s) => escapeMarkup(s.segment.core))) : [];
  const out = [...flat];
  sent.forEach((s, n) => {
    const answer = translated[n];
    out[s.index] = s.segment.wrap(answer === undefined ? s.segment.core : plainTextOf(answer));
  });
  let at = 0;
  const rebuilt = cells.map((row) => {
    const joined = out.slice(at, at + row.length).join('\t');
    at += row.length;
    return joined;
  });
  const content = await docxOfParagraphs(rebuilt);
  return { content, paragraphCount: sent.length, hadRevisions: false, hadComments: false };
}

/** The translated document of an uploaded file. */
export function translateDocument(
  fileName: string,
  content: Buffer,
  translate: TTranslateSegments,
): Promise<TTranslatedDocument> {
  return /\.doc$/i.test(fileName) ? translateLegacyDoc(content, translate) : translateDocx(content, translate);
}
