import mammoth from 'mammoth';
import { extractLegacyDoc } from '../../platform/documents/compound-file.ts';
import { inspectDocxArchive } from '../../platform/documents/docx-archive.ts';
import { detectLanguage } from '../../platform/documents/language-detection.ts';
import { countWords } from '../../platform/documents/word-count.ts';
import { extensionOf } from '../../platform/file-types.ts';

/**
 * mammoth holds the whole document tree in memory (about 300 ms and tens of MiB per MiB of Word XML); a
 * book is a few MiB. A larger document is left for the researcher to describe in the manual form.
 */
export const MAX_ANALYSED_DOCUMENT_XML_BYTES = 24 * 1024 ** 2;
/** Plain-text manuscripts are decoded whole; the same bound applies. */
export const MAX_ANALYSED_TEXT_BYTES = 24 * 1024 ** 2;

export type TDocumentAnalysis = { wordCount: number; languageIso: string | null };

/** The file types whose words can be counted. */
export function isAnalysable(fileName: string): boolean {
  return ['docx', 'doc', 'txt'].includes(extensionOf(fileName));
}

function decodeText(content: Buffer): string {
  if (content[0] === 0xff && content[1] === 0xfe) return new TextDecoder('utf-16le').decode(content);
  if (content[0] === 0xfe && content[1] === 0xff) return new TextDecoder('utf-16be').decode(content);
  return new TextDecoder('utf-8').decode(content);
}

async function readText(fileName: string, content: Buffer): Promise<string | null> {
  const extension = extensionOf(fileName);
  if (extension === 'txt') return content.length <= MAX_ANALYSED_TEXT_BYTES ? decodeText(content) : null;
  if (extension === 'doc') {
    // A legacy Word file: its body and footnotes (word-extractor reads the compound file and the piece table).
    const document = await extractLegacyDoc(content);
    return [document.getBody(), document.getFootnotes()].join('\n');
  }
  // The upload already verified the archive; its directory is read again for the size bound of the main part
  // (found through _rels/.rels, as mammoth finds it).
  const archive = await inspectDocxArchive(content, { verifyContent: false });
  if (archive.mainPartBytes > MAX_ANALYSED_DOCUMENT_XML_BYTES) return null;
  const result = await mammoth.extractRawText({ buffer: content });
  return result.value;
}

/**
 * Word count and language of a manuscript's text, or null when the document is too large or cannot be
 * parsed: the researcher then gives them in the manual form. Runs in the documents parse pool, never in the
 * server's process (file-tasks.ts).
 */
export async function analyseDocument(fileName: string, content: Buffer): Promise<TDocumentAnalysis | null> {
  if (!isAnalysable(fileName)) return null;
  const text = await readText(fileName, content).catch(() => null);
  if (text === null) return null;
  return { wordCount: countWords(text), languageIso: detectLanguage(text) };
}
