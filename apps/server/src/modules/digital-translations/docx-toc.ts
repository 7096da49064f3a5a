import { parseMarkedText } from '../../integrations/translation/inline-markup.ts';
import type { TParagraphFields } from './docx-fields.ts';
import { contentsOfAnswer, type TContent, type TInlineParagraph, writeContents } from './docx-inline.ts';

/**
 * A table of contents' entries written as the translations of the headings they link to, so an entry and its
 * heading never read as two titles of one section (a glossary hit or an engine's context could translate
 * the same words twice in two ways). An entry (a paragraph in a `TOC` field's result, or styled TOC1..TOC9)
 * names its heading by the bookmark its hyperlink's anchor, PAGEREF or HYPERLINK `\l` points to; the heading
 * is the paragraph holding that bookmark. The heading is translated once; the entry is not sent, and the run
 * of its text that reads as the heading's text is replaced by the heading's translated text, in the entry's
 * styles; its hyperlink, tabs, number and PAGEREF field stay. An entry whose heading is not found, or whose
 * text no longer reads as its heading's (a table not updated since), is translated on its own.
 * docs/decisions.md, "A table of contents' entries copied from their headings' translations".
 */

/** An entry linked to its heading: its original contents and the range of them that is the heading's text. */
export type TTocEntry = {
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

const textsOf = (contents: readonly TContent[]): TText[] =>
  contents.flatMap((content) => (content.kind === 'text' ? [content] : []));

/** The text a reader sees of contents (its nodes, such as a footnote reference or a field, left out), spaces collapsed. */
const visibleTextOf = (contents: readonly TContent[]) =>
  normalized(
    textsOf(contents)
      .map((c) => c.text)
      .join(''),
  );

/** A paragraph's contents as read; a paragraph read as plain text is one text in no style of its own (-1). */
function sourceContentsOf(paragraph: TInlineParagraph): TContent[] {
  if (paragraph.isInline) return contentsOfAnswer(paragraph, paragraph.segment ?? '');
  return [{ kind: 'text', text: paragraph.texts.map((t) => t.textContent ?? '').join(''), style: -1 }];
}

/** The first run of consecutive texts in the contents that reads as the title, or null. */
function titleRangeOf(contents: readonly TContent[], title: string): { from: number; to: number } | null {
  let from = 0;
  while (from < contents.length) {
    let to = from;
    while (contents[to]?.kind === 'text') to += 1;
    if (to > from && visibleTextOf(contents.slice(from, to)) === title) return { from, to };
    from = to + 1;
  }
  return null;
}

/**
 * The entries among a part's paragraphs (read, not yet written) that take their heading's translation. An
 * entry never serves as another's heading.
 */
export function linkTocEntries(paragraphs: readonly TInlineParagraph[], fields: TParagraphFields): TTocEntry[] {
  const headings = new Map<string, TInlineParagraph>();
  // Only paragraphs (not an inline content control's content) are headings and entries.
  const read = paragraphs.filter((p) => p.element.nodeName === 'w:p');
  for (const paragraph of read) {
    if (paragraph.segment === null) continue;
    for (const bookmark of ownElements(paragraph.element, 'w:bookmarkStart')) {
      const name = bookmark.getAttribute('w:name') ?? '';
      // Word compares bookmark names without regard to case.
      const key = name.toLowerCase();
      if (key !== '' && !headings.has(key)) headings.set(key, paragraph);
    }
  }
  const links: TTocEntry[] = [];
  for (const entry of read) {
    if (!entry.isInline || entry.segment === null) continue;
    if (!fields.isInTableOfContents(entry.element) && !ENTRY_STYLE.test(styleOf(entry.element))) continue;
    const target = targetOf(entry.element);
    const heading = target === null ? undefined : headings.get(target.toLowerCase());
    if (!heading || heading === entry) continue;
    const title = visibleTextOf(sourceContentsOf(heading));
    const contents = contentsOfAnswer(entry, entry.segment);
    const range = title === '' ? null : titleRangeOf(contents, title);
    if (range) links.push({ entry, heading, contents, ...range });
  }
  const entries = new Set(links.map((link) => link.entry));
  return links.filter((link) => !entries.has(link.heading));
}

/** The style of each letter (not a space) of the contents' texts, in order. */
const letterStyles = (contents: readonly TContent[]) =>
  textsOf(contents).flatMap((c) => [...c.text].filter((char) => !/\s/.test(char)).map(() => c.style));

/**
 * Writes an entry as its heading's translation (`headingAnswer`, the answer its heading was written from):
 * each of the heading's styles becomes the entry's style of the same source text (an italic name stays
 * italic in the entry), any other the style most of the entry's title is in; the title's own leading and
 * trailing spaces are kept, and everything around the title as it was.
 */
export function writeTocEntry(link: TTocEntry, headingAnswer: string): void {
  const { entry, heading, contents, from, to } = link;
  const title = textsOf(contents.slice(from, to));
  const headingStyles = letterStyles(sourceContentsOf(heading));
  const entryStyles = letterStyles(title);
  const styleFor = new Map<number, number>();
  headingStyles.forEach((style, n) => {
    const entryStyle = entryStyles[n];
    if (!styleFor.has(style) && entryStyle !== undefined) styleFor.set(style, entryStyle);
  });
  const lengths = new Map<number, number>();
  for (const c of title) lengths.set(c.style, (lengths.get(c.style) ?? 0) + c.text.length);
  const main = [...lengths.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
  const translated: TText[] = heading.isInline
    ? textsOf(contentsOfAnswer(heading, headingAnswer))
    : [
        {
          kind: 'text',
          text: parseMarkedText(headingAnswer)
            .flatMap((p) => (p.kind === 'text' ? [p.text] : []))
            .join(''),
          style: -1,
        },
      ];
  const texts: TText[] = [];
  for (const c of translated) {
    const style = styleFor.get(c.style) ?? main;
    const last = texts.at(-1);
    if (last?.style === style) last.text += c.text;
    else texts.push({ kind: 'text', text: c.text, style });
  }
  const first = texts[0];
  const end = texts.at(-1);
  if (first) first.text = `${/^\s*/.exec(title[0]?.text ?? '')?.[0] ?? ''}${first.text.trimStart()}`;
  if (end) end.text = `${end.text.trimEnd()}${/\s*$/.exec(title.at(-1)?.text ?? '')?.[0] ?? ''}`;
  writeContents(entry, [...contents.slice(0, from), ...texts.filter((c) => c.text !== ''), ...contents.slice(to)]);
}
