import mammoth from 'mammoth';
import { extractLegacyDoc } from '../../platform/documents/compound-file.ts';
import { inspectDocxArchive } from '../../platform/documents/docx-archive.ts';

/**
 * The prose of a manuscript as the grammar check reads it: one entry per paragraph, in document order, with
 * what is not prose left out (the references section, equations, numbers in tables, list markers, citation
 * brackets) and the formatting noise of Word documents (line breaks, runs of spaces, a space before a comma)
 * normalised away, so that none of it counts as a language error.
 */

export type TCheckedParagraph = { text: string };

/** A document larger than this is refused rather than parsed (mammoth holds the whole tree in memory). */
const MAX_DOCUMENT_XML_BYTES = 24 * 1024 ** 2;

export class UnreadableDocumentError extends Error {}

export type TBlockKind = 'paragraph' | 'heading' | 'list' | 'cell';

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'td', 'th', 'tr', 'table', 'ul', 'ol']);
const HEADING_TAG = /^h[1-6]$/;
const REFERENCES_HEADING =
  /^(?:\d+(?:\.\d+)*\.?\s*)?(?:references?|bibliography|literature cited|works cited|reference list|cited literature)\s*:?$/i;

/** A paragraph that starts the references section ("References", "2. Bibliography"); digital editing reads it too. */
export const isReferencesHeading = (normalisedText: string) => REFERENCES_HEADING.test(normalisedText);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A list marker typed by hand: •, -, 1., 1), (a), iv. */
const LIST_MARKER = /^(?:[-–—•▪◦·*●○■□►✓]|\(?(?:\d{1,3}|[a-z]|[ivxlc]{1,6})[.)])\s+/i;
/** Numeric citations: [1], [2, 3], [4–7], and the footnote arrows mammoth adds. */
const CITATION = /\s*\[\d+(?:\s*[-–,]\s*\d+)*\]|\s*↑/g;

/** One paragraph's text with Word's formatting noise removed. */
export function normaliseParagraph(raw: string): string {
  return raw
    .replace(/[\s\u00a0\u2000-\u200b\u202f\u205f\u3000]+/g, ' ')
    .replace(CITATION, '')
    .trim()
    .replace(LIST_MARKER, '')
    .replace(/ +([,.;:!?%)\]])/g, '$1')
    .replace(/([([]) +/g, '$1')
    .replace(/ {2,}/g, ' ')
    .trim();
}

const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;

/**
 * Prose has words: an equation, a row of figures or a caption like "Table 2" has too few letters among its
 * characters or too few words to be checked. Table cells must hold a sentence.
 */
export function isProse(text: string, kind: TBlockKind): boolean {
  const words = text.match(WORD) ?? [];
  const letters = words.reduce((sum, word) => sum + word.length, 0);
  const visible = text.replace(/\s/g, '').length;
  if (visible === 0 || letters / visible < 0.6) return false;
  return words.length >= (kind === 'cell' ? 4 : 3);
}

/** The blocks of mammoth's HTML: each paragraph-like element's text with its kind. */
function blocksOf(html: string): { kind: TBlockKind; text: string }[] {
  const blocks: { kind: TBlockKind; text: string }[] = [];
  const open: string[] = [];
  let tableDepth = 0;
  let buffer = '';
  const kindNow = (): TBlockKind => {
    const tag = open.at(-1) ?? 'p';
    if (HEADING_TAG.test(tag)) return 'heading';
    if (tableDepth > 0) return 'cell';
    if (tag === 'li') return 'list';
    return 'paragraph';
  };
  const flush = () => {
    if (buffer.trim()) blocks.push({ kind: kindNow(), text: decodeEntities(buffer) });
    buffer = '';
  };
  for (const match of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/gi)) {
    const [, closing, tagName, text] = match;
    if (text !== undefined) {
      buffer += text;
      continue;
    }
    const tag = (tagName ?? '').toLowerCase();
    if (tag === 'br') {
      buffer += ' ';
      continue;
    }
    if (!BLOCK_TAGS.has(tag)) continue;
    flush();
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at >= 0) open.length = at;
      if (tag === 'table') tableDepth = Math.max(0, tableDepth - 1);
    } else {
      open.push(tag);
      if (tag === 'table') tableDepth += 1;
    }
  }
  flush();
  return blocks;
}

/**
 * The checked paragraphs of a document's blocks. A "References" heading (or a short paragraph saying only
 * that) starts the references section: everything after it is skipped until the next heading.
 */
export function checkedParagraphsOf(blocks: readonly { kind: TBlockKind; text: string }[]): TCheckedParagraph[] {
  const paragraphs: TCheckedParagraph[] = [];
  let inReferences = false;
  for (const block of blocks) {
    const text = normaliseParagraph(block.text);
    if (REFERENCES_HEADING.test(text)) {
      inReferences = true;
      continue;
    }
    if (block.kind === 'heading') inReferences = false;
    if (inReferences || !isProse(text, block.kind)) continue;
    paragraphs.push({ text });
  }
  return paragraphs;
}

/** Plain paragraphs (a legacy .doc's body) as blocks. */
function plainBlocks(text: string) {
  return text.split(/\r?\n|\r/).map((line) => ({ kind: 'paragraph' as const, text: line }));
}

/** The checked paragraphs of a .docx or legacy .doc; UnreadableDocumentError when it cannot be parsed. */
export async function readCheckedParagraphs(fileName: string, content: Buffer): Promise<TCheckedParagraph[]> {
  try {
    if (/\.doc$/i.test(fileName)) {
      const document = await extractLegacyDoc(content);
      return checkedParagraphsOf(plainBlocks([document.getBody(), document.getFootnotes()].join('\n')));
    }
    // The upload checked the archive; its directory is read again for the size bound of the main part (found
    // through _rels/.rels, as mammoth finds it).
    const archive = await inspectDocxArchive(content, { verifyContent: false });
    if (archive.mainPartBytes > MAX_DOCUMENT_XML_BYTES) throw new UnreadableDocumentError('document too large');
    const result = await mammoth.convertToHtml(
      { buffer: content },
      // Images are not read at all: their base64 would only be thrown away.
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })), ignoreEmptyParagraphs: true },
    );
    return checkedParagraphsOf(blocksOf(result.value));
  } catch (error) {
    if (error instanceof UnreadableDocumentError) throw error;
    throw new UnreadableDocumentError(error instanceof Error ? error.name : 'unreadable');
  }
}

/** For tests: the blocks of a piece of mammoth HTML. */
export const blocksOfHtml = blocksOf;
