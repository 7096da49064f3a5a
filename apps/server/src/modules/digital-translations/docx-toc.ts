import { parseMarkedText } from '../../integrations/translation/inline-markup.ts';
import type { TParagraphFields } from './docx-fields.ts';
import { contentsOfAnswer, type TContent, type TInlineParagraph, writeContents } from './docx-inline.ts';
import { readNoteStyles, type TNoteStyles } from './docx-note-styles.ts';

/**
 * A table of contents' entries written as the translations of the headings they link to, so an entry and its
 * heading never read as two titles of one section (a glossary hit or an engine's context could translate
 * the same words twice in two ways). An entry (a paragraph in a `TOC` field's result, or styled TOC1..TOC9)
 * names its heading by the bookmark its hyperlink's anchor, PAGEREF or HYPERLINK `\l` points to; the heading
 * is the paragraph of the same part holding that bookmark (or, for a bookmark starting between paragraphs, the
 * first one of its story after its start). The heading is translated once; the entry is not sent, and the run
 * of its text that reads as the heading's text (note references, numbers and letters left out on both sides) is
 * replaced by the heading's translated text, in the entry's styles; its hyperlink, tabs, number, note
 * references and PAGEREF field stay. An entry whose heading is not found, or whose text no longer reads as its
 * heading's (a table not updated since), is translated on its own. docs/decisions.md, "A table of contents'
 * entries copied from their headings' translations", "TOC entries: bookmarks between paragraphs and note
 * references", "TOC entries: superscript note numbers, note styles by name, collapsed bookmarks, headings
 * in other stories" and "Text boxes translated once; styles through the relationships; letter note marks".
 */

/**
 * An entry linked to its heading: its original contents and the range of them that is the heading's text;
 * `notes`, the document's note reference styles.
 */
export type TTocEntry = {
  notes: TNoteStyles;
  entry: TInlineParagraph;
  heading: TInlineParagraph;
  contents: TContent[];
  from: number;
  to: number;
};

const ENTRY_STYLE = /^TOC[1-9]$/i;
const PAGE_REFERENCE = /\bPAGEREF\s+"?([^\s"\\]+)/i;
/** A HYPERLINK field to a bookmark, its `\l` switch anywhere among the others: `HYPERLINK \o "tip" \l "_Toc1"`. */
const LINK_TO_BOOKMARK = /\bHYPERLINK\b.*?\\l\s+"([^"]+)"/i;

/**
 * The elements so named in a paragraph itself, not in a text box's paragraphs inside it; iterative, and
 * never entering those paragraphs, so a hostile file's nested text boxes cost no more than their nodes.
 */
function ownElements(paragraph: Element, name: string): Element[] {
  const found: Element[] = [];
  const stack: Node[] = [paragraph];
  for (let node = stack.pop(); node; node = stack.pop()) {
    for (let child = node.lastChild; child; child = child.previousSibling) {
      if (child.nodeType !== 1 || child.nodeName === 'w:p') continue;
      stack.push(child);
    }
    if (node !== paragraph && node.nodeName === name) found.push(node as Element);
  }
  return found;
}

const styleOf = (paragraph: Element) => ownElements(paragraph, 'w:pStyle')[0]?.getAttribute('w:val') ?? '';

/** The bookmark an entry points to: its hyperlink's anchor, else its PAGEREF's or HYPERLINK field's bookmark. */
function targetOf(paragraph: Element): string | null {
  const anchor = ownElements(paragraph, 'w:hyperlink')
    .map((link) => link.getAttribute('w:anchor') ?? '')
    .find((name) => name !== '');
  if (anchor) return anchor;
  const code = ownElements(paragraph, 'w:instrText')
    .map((instruction) => instruction.textContent ?? '')
    .join('');
  return PAGE_REFERENCE.exec(code)?.[1] ?? LINK_TO_BOOKMARK.exec(code)?.[1] ?? null;
}

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

type TText = Extract<TContent, { kind: 'text' }>;

/** A footnote's or endnote's reference mark, as a run's child or as a whole run. */
const NOTE_MARKS = new Set(['w:footnoteReference', 'w:endnoteReference', 'w:footnoteRef', 'w:endnoteRef']);
/** A note's number (or numbers, or symbols) as text: `1`, `2,3`, `4–6`, `*`, `†`. */
const NOTE_NUMBER = /^\s*[\d*†‡§¶]+(?:\s*[,;–-]\s*[\d*†‡§¶]+)*\s*$/u;
/** A note's letters as text, as a table's notes are marked: `a`, `b,c` (one or two lowercase letters each). */
const NOTE_LETTERS = /^\s*[a-z]{1,2}(?:\s*[,;–-]\s*[a-z]{1,2})*\s*$/;
const HAS_LETTER = /\p{L}/u;

/**
 * What a text of a paragraph is as a note reference: text in a note reference's character style (by its id,
 * or by its name in styles.xml, docx-note-styles.ts), the form in which Word copies a heading's note into its
 * entry (`styled`); or a note's number or letters set in superscript, directly (`w:vertAlign`, which wins
 * over the character style's) or by its character style, as an author types one or another program writes
 * it (`number`, `letters`); else null.
 */
function noteTextOf(notes: TNoteStyles, paragraph: TInlineParagraph, content: TText): 'styled' | 'number' | 'letters' | null {
  const rPr = paragraph.styles[content.style]?.rPr;
  if (!rPr) return null;
  const ids = ownElements(rPr, 'w:rStyle').map((style) => style.getAttribute('w:val') ?? '');
  if (ids.some(notes.isNote)) return 'styled';
  const shape = NOTE_NUMBER.test(content.text) ? 'number' : NOTE_LETTERS.test(content.text) ? 'letters' : null;
  if (shape === null) return null;
  const direct = ownElements(rPr, 'w:vertAlign')[0]?.getAttribute('w:val');
  return (direct ? direct === 'superscript' : ids.some(notes.isSuperscript)) ? shape : null;
}

/**
 * The contents of a paragraph (or a part of one) that are note references: a note's mark, as a run's child
 * or as a whole run; a text in a note reference style; a note's number in superscript wherever it is; and a
 * note's letters in superscript at the end (no text with a letter after them but other such letters, and not
 * right after a digit: an ordinal's `5`+`to`, `1`+`st` is text, and so is a superscript inside a title, a
 * French `M`+`me` before a name). One pass from the end.
 */
function notesOf(notes: TNoteStyles, paragraph: TInlineParagraph, contents: readonly TContent[]): Set<TContent> {
  const found = new Set<TContent>();
  let atEnd = true;
  for (let n = contents.length - 1; n >= 0; n -= 1) {
    const content = contents[n] as TContent;
    if (content.kind === 'node') {
      if (isNoteMark(content.node)) found.add(content);
      continue;
    }
    const kind = noteTextOf(notes, paragraph, content);
    const before = contents[n - 1];
    const isOrdinal = before?.kind === 'text' && /\d$/.test(before.text);
    if (kind === 'styled' || kind === 'number' || (kind === 'letters' && atEnd && !isOrdinal)) found.add(content);
    else if (HAS_LETTER.test(content.text)) atEnd = false;
  }
  return found;
}

function isNoteMark(node: Node): boolean {
  if (NOTE_MARKS.has(node.nodeName)) return true;
  if (node.nodeName !== 'w:r') return false;
  for (let child = node.firstChild; child; child = child.nextSibling) if (NOTE_MARKS.has(child.nodeName)) return true;
  return false;
}

/** The contents' texts that are not among `found`, their notes. */
const textsBesides = (contents: readonly TContent[], found: ReadonlySet<TContent>): TText[] =>
  contents.flatMap((content) => (content.kind === 'text' && !found.has(content) ? [content] : []));

/** The contents' texts that are not note references. */
const textsOf = (notes: TNoteStyles, paragraph: TInlineParagraph, contents: readonly TContent[]) =>
  textsBesides(contents, notesOf(notes, paragraph, contents));

/** The text a reader sees of contents as a title (notes and other nodes, such as a field, left out), spaces collapsed. */
const titleOf = (notes: TNoteStyles, paragraph: TInlineParagraph, contents: readonly TContent[]) =>
  normalized(
    textsOf(notes, paragraph, contents)
      .map((c) => c.text)
      .join(''),
  );

/** A paragraph's contents as read; a paragraph read as plain text is one text in no style of its own (-1). */
function sourceContentsOf(paragraph: TInlineParagraph): TContent[] {
  if (paragraph.isInline) return contentsOfAnswer(paragraph, paragraph.segment ?? '');
  return [{ kind: 'text', text: paragraph.texts.map((t) => t.textContent ?? '').join(''), style: -1 }];
}

/** The first run of consecutive texts and note references in an entry's contents that reads as the title, or null. */
function titleRangeOf(
  notes: TNoteStyles,
  entry: TInlineParagraph,
  contents: readonly TContent[],
  title: string,
): { from: number; to: number } | null {
  const found = notesOf(notes, entry, contents);
  const inTitle = (content: TContent | undefined) => content !== undefined && (content.kind === 'text' || found.has(content));
  let from = 0;
  while (from < contents.length) {
    let to = from;
    while (inTitle(contents[to])) to += 1;
    if (to > from && titleOf(notes, entry, contents.slice(from, to)) === title) return { from, to };
    from = to + 1;
  }
  return null;
}

/** Where a paragraph's own marks stop: a text box's or a cell's paragraphs are their own. */
const BLOCK_CONTAINERS = new Set(['w:txbxContent', 'w:tc', 'w:body']);

/** A story of its own inside a part: a text box's content (its paragraphs are not the body's, nor the body's its). */
const STORY = 'w:txbxContent';

/**
 * The paragraph each bookmark names, by name in lower case (Word compares them without regard to case), the
 * first in document order kept when a name is used twice: the paragraph holding its start, or for a start
 * between paragraphs (Word writes a heading's bookmark so, in the body, a cell or a content control) the
 * first paragraph after it in its story, the first it covers, where Word puts the cursor; so too a collapsed
 * bookmark (start and end at one place) between paragraphs. A start before no paragraph of its story (at
 * the end of the body or of a text box) names nothing. One pass over the part, iterative, so a hostile
 * file's nesting or many bookmarks cost no more than their nodes.
 */
function paragraphsByBookmark(root: Node, read: ReadonlyMap<Node, TInlineParagraph>): Map<string, TInlineParagraph> {
  const named = new Map<string, TInlineParagraph>();
  const claim = (name: string, paragraph: Node) => {
    const reading = read.get(paragraph);
    const key = name.toLowerCase();
    if (key !== '' && reading && reading.segment !== null && !named.has(key)) named.set(key, reading);
  };
  let pending: string[] = [];
  // `resume`: after a text box's last node, the names pending outside it before it (those left in it name nothing).
  const stack: { node: Node; paragraph: Node | null; resume?: string[] }[] = [{ node: root, paragraph: null }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { node, resume } = item;
    if (resume) {
      pending = resume;
      continue;
    }
    let { paragraph } = item;
    if (node.nodeName === STORY) {
      stack.push({ node, paragraph: null, resume: pending });
      pending = [];
    }
    if (node.nodeName === 'w:p') {
      for (const name of pending) claim(name, node);
      pending = [];
      paragraph = node;
    } else if (BLOCK_CONTAINERS.has(node.nodeName)) paragraph = null;
    else if (node.nodeName === 'w:bookmarkStart') {
      const name = (node as Element).getAttribute('w:name') ?? '';
      if (paragraph) claim(name, paragraph);
      else pending.push(name);
      continue;
    }
    for (let child = node.lastChild; child; child = child.previousSibling)
      if (child.nodeType === 1) stack.push({ node: child, paragraph });
  }
  return named;
}

/**
 * The entries among a part's paragraphs (read, not yet written) that take their heading's translation, `notes`
 * the document's note reference styles (by default those Word writes in English and Spanish). An entry never
 * serves as another's heading.
 */
export function linkTocEntries(
  paragraphs: readonly TInlineParagraph[],
  fields: TParagraphFields,
  notes: TNoteStyles = readNoteStyles(undefined),
): TTocEntry[] {
  // Only paragraphs (not an inline content control's content) are headings and entries.
  const read = paragraphs.filter((p) => p.element.nodeName === 'w:p');
  const candidates = read.filter(
    (entry) =>
      entry.isInline &&
      entry.segment !== null &&
      (fields.isInTableOfContents(entry.element) || ENTRY_STYLE.test(styleOf(entry.element))),
  );
  const root = candidates[0]?.element.ownerDocument?.documentElement;
  if (!root) return [];
  const headings = paragraphsByBookmark(root, new Map(read.map((p) => [p.element as Node, p])));
  const links: TTocEntry[] = [];
  for (const entry of candidates) {
    const target = targetOf(entry.element);
    const heading = target === null ? undefined : headings.get(target.toLowerCase());
    if (!heading || heading === entry) continue;
    const title = titleOf(notes, heading, sourceContentsOf(heading));
    const contents = contentsOfAnswer(entry, entry.segment as string);
    const range = title === '' ? null : titleRangeOf(notes, entry, contents, title);
    if (range) links.push({ notes, entry, heading, contents, ...range });
  }
  const entries = new Set(links.map((link) => link.entry));
  return links.filter((link) => !entries.has(link.heading));
}

/** The style of each letter (not a space) of texts, in order. */
const letterStyles = (texts: readonly TText[]) =>
  texts.flatMap((c) => [...c.text].filter((char) => !/\s/.test(char)).map(() => c.style));

type TTitlePiece = TText | { kind: 'note' };

/**
 * The heading's translated title and its note references, in the answer's order; a heading read as plain
 * text has none of its own styles (-1).
 */
function translatedTitleOf(notes: TNoteStyles, heading: TInlineParagraph, headingAnswer: string): TTitlePiece[] {
  if (!heading.isInline) {
    const text = parseMarkedText(headingAnswer)
      .flatMap((p) => (p.kind === 'text' ? [p.text] : []))
      .join('');
    return [{ kind: 'text', text, style: -1 }];
  }
  const contents = contentsOfAnswer(heading, headingAnswer);
  const found = notesOf(notes, heading, contents);
  return contents.flatMap((c): TTitlePiece[] => {
    if (found.has(c)) return [{ kind: 'note' as const }];
    return c.kind === 'text' ? [c] : [];
  });
}

/**
 * Writes an entry as its heading's translation (`headingAnswer`, the answer its heading was written from):
 * each of the heading's styles becomes the entry's style of the same source text (an italic name stays
 * italic in the entry), any other the style most of the entry's title is in; the title's own leading and
 * trailing spaces are kept, and everything around the title as it was. The entry keeps its own note
 * references and gains none: where the heading's translation has as many, at their places; else those
 * before the title's text first, the others after it.
 */
export function writeTocEntry(link: TTocEntry, headingAnswer: string): void {
  const { notes, entry, heading, contents, from, to } = link;
  const range = contents.slice(from, to);
  // The entry's own notes: the contents written are its title's new texts and these, never merged.
  const entryNotes = notesOf(notes, entry, range);
  const isEntryNote = (c: TContent) => entryNotes.has(c);
  const title = textsBesides(range, entryNotes);
  const headingStyles = letterStyles(textsOf(notes, heading, sourceContentsOf(heading)));
  const entryStyles = letterStyles(title);
  const styleFor = new Map<number, number>();
  headingStyles.forEach((style, n) => {
    const entryStyle = entryStyles[n];
    if (!styleFor.has(style) && entryStyle !== undefined) styleFor.set(style, entryStyle);
  });
  const lengths = new Map<number, number>();
  for (const c of title) lengths.set(c.style, (lengths.get(c.style) ?? 0) + c.text.length);
  const main = [...lengths.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [-1, -1])[0];
  const firstLetter = range.findIndex((c) => c.kind === 'text' && !isEntryNote(c) && /\S/.test(c.text));
  const own = range.filter(isEntryNote);
  const leading = range.filter((c, n) => n < firstLetter && isEntryNote(c));
  const translated = translatedTitleOf(notes, heading, headingAnswer);
  const placed = translated.filter((c) => c.kind === 'note').length === own.length;
  const written: TContent[] = placed ? [] : [...leading];
  let note = 0;
  for (const c of translated) {
    if (c.kind === 'note') {
      const mark = placed ? own[note] : undefined;
      note += 1;
      if (mark) written.push(mark);
      continue;
    }
    const style = styleFor.get(c.style) ?? main;
    const last = written.at(-1);
    if (last?.kind === 'text' && last.style === style && !isEntryNote(last)) last.text += c.text;
    else written.push({ kind: 'text', text: c.text, style });
  }
  if (!placed) written.push(...own.filter((c) => !leading.includes(c)));
  const texts = textsBesides(written, entryNotes);
  const first = texts[0];
  const end = texts.at(-1);
  if (first) first.text = `${/^\s*/.exec(title[0]?.text ?? '')?.[0] ?? ''}${first.text.trimStart()}`;
  if (end) end.text = `${end.text.trimEnd()}${/\s*$/.exec(title.at(-1)?.text ?? '')?.[0] ?? ''}`;
  const kept = written.filter((c) => c.kind !== 'text' || c.text !== '');
  writeContents(entry, [...contents.slice(0, from), ...kept, ...contents.slice(to)]);
}
