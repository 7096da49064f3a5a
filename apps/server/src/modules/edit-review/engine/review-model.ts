import { childElements, isElement, isW, W_NS, wAttribute, wChild } from './ooxml.ts';
import { changeGroupsOf, type TChangeGroup, type TChangeKind } from './revisions.ts';

/** How a piece of text stands in the edit: kept, put in, taken out, moved away or moved here, or reformatted. */
export type TSegmentMark = 'ins' | 'del' | 'moveFrom' | 'moveTo' | 'format';

export type TReviewSegment = {
  text: string;
  /** The change this text belongs to, if any (the innermost one). */
  change?: string;
  mark?: TSegmentMark;
  bold?: true;
  italic?: true;
  position?: 'sup' | 'sub';
  /** A footnote or endnote reference: the note's block ids start with it. */
  note?: string;
};

export type TBlockKind = 'heading' | 'paragraph' | 'list' | 'caption' | 'cell' | 'footnote' | 'endnote' | 'header' | 'footer';

export type TReviewBlock = {
  id: string;
  kind: TBlockKind;
  /** Heading level (1 upwards) or list level (0 upwards). */
  level?: number;
  /** Table, row and cell of a cell's paragraph, counted from 0 in the part. */
  cell?: { table: number; row: number; column: number };
  /** The heading this block stands under: the review's sections. */
  section: string | null;
  segments: TReviewSegment[];
};

export type TReviewChange = {
  id: string;
  kind: TChangeKind;
  author: string;
  date: string | null;
  /** The text inserted, deleted or moved; for a formatting change, the text it reformatted. */
  text: string;
  /** The blocks it touches, first one first. */
  blocks: string[];
  section: string | null;
};

export type TReviewComment = {
  id: string;
  author: string;
  date: string | null;
  text: string;
  blocks: string[];
  changes: string[];
};

export type TReviewDocument = { blocks: TReviewBlock[]; changes: TReviewChange[]; comments: TReviewComment[] };

/** A part of the package the review reads, with the short key its block and change ids start with. */
export type TReviewPart = {
  key: string;
  name: string;
  role: 'document' | 'footnotes' | 'endnotes' | 'header' | 'footer';
  root: Element;
};

const textOf = (element: Element): string => {
  let text = '';
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3 || child.nodeType === 4) text += child.nodeValue ?? '';
  }
  return text;
};

const isOn = (properties: Element | undefined, name: string): boolean => {
  const element = properties ? wChild(properties, name) : undefined;
  if (!element) return false;
  const value = wAttribute(element, 'val');
  return value === null || !['0', 'false', 'off', 'none'].includes(value);
};

const PARAGRAPH_MARK = '\u00b6';

/** A change's text as the list shows it: its words, or the pilcrow alone for a change of paragraph marks only. */
const changeTextOf = (raw: string): string => {
  const words = raw.replaceAll(PARAGRAPH_MARK, ' ').replace(/\s+/g, ' ').trim();
  return words || (raw.includes(PARAGRAPH_MARK) ? PARAGRAPH_MARK : '');
};

const MARK_OF: Record<string, TSegmentMark> = { ins: 'ins', del: 'del', moveFrom: 'moveFrom', moveTo: 'moveTo' };

type TBlockContext = { kind: TBlockKind; level?: number; cell?: TReviewBlock['cell'] };

function paragraphContext(paragraph: Element, role: TReviewPart['role']): TBlockContext {
  if (role === 'header' || role === 'footer') return { kind: role };
  if (role !== 'document') return { kind: role === 'footnotes' ? 'footnote' : 'endnote' };
  const properties = wChild(paragraph, 'pPr');
  const style = properties ? (wAttribute(wChild(properties, 'pStyle') ?? paragraph, 'val') ?? '') : '';
  const outline = properties ? wChild(properties, 'outlineLvl') : undefined;
  const heading = /^(?:heading|berschrift|titre)\s*(\d)$/i.exec(style.replace(/\s+/g, ' ').trim());
  if (heading) return { kind: 'heading', level: Number(heading[1]) };
  if (/^(title|subtitle)$/i.test(style)) return { kind: 'heading', level: 1 };
  if (outline) return { kind: 'heading', level: Number(wAttribute(outline, 'val') ?? 0) + 1 };
  if (/caption/i.test(style)) return { kind: 'caption' };
  const numbering = properties ? wChild(properties, 'numPr') : undefined;
  if (numbering) return { kind: 'list', level: Number(wAttribute(wChild(numbering, 'ilvl') ?? numbering, 'val') ?? 0) };
  return { kind: 'paragraph' };
}

/**
 * Reads the parts of an edited manuscript into what the review shows: its blocks (headings, paragraphs, list
 * items, table cells, captions, notes, headers and footers) with their text marked by change, the changes
 * with their text, and the editors' comments with the blocks and changes they cover.
 */
export function readReview(parts: readonly TReviewPart[], comments: Element | null): TReviewDocument {
  const blocks: TReviewBlock[] = [];
  const changes: TReviewChange[] = [];
  const commentRanges = new Map<string, { blocks: Set<string>; changes: Set<string> }>();
  const openComments = new Set<string>();

  for (const part of parts) {
    const groups = changeGroupsOf(part.root, part.key);
    const groupOf = new Map<Element, TChangeGroup>();
    for (const group of groups) for (const revision of group.revisions) groupOf.set(revision.element, group);
    const changeText = new Map<string, string>();
    const changeBlocks = new Map<string, string[]>();
    let section: string | null = null;
    let blockCount = 0;
    let tableCount = -1;

    const touch = (change: string, block: string, text: string) => {
      changeText.set(change, (changeText.get(change) ?? '') + text);
      const list = changeBlocks.get(change) ?? [];
      if (list.at(-1) !== block) list.push(block);
      changeBlocks.set(change, list);
    };

    const readParagraph = (paragraph: Element, context: TBlockContext) => {
      const id = `${part.key}.${++blockCount}`;
      if (context.kind === 'heading') section = id;
      const block: TReviewBlock = { id, ...context, section: context.kind === 'heading' ? id : section, segments: [] };
      let hasChange = false;
      const push = (segment: TReviewSegment) => {
        const last = block.segments.at(-1);
        const same =
          last &&
          !segment.note &&
          !last.note &&
          last.change === segment.change &&
          last.mark === segment.mark &&
          last.bold === segment.bold &&
          last.italic === segment.italic &&
          last.position === segment.position;
        if (same) last.text += segment.text;
        else block.segments.push(segment);
        if (segment.change) touch(segment.change, id, segment.text);
        for (const comment of openComments) {
          commentRanges.get(comment)?.blocks.add(id);
          if (segment.change) commentRanges.get(comment)?.changes.add(segment.change);
        }
      };
      const readRun = (run: Element, change: { id: string; mark: TSegmentMark } | null) => {
        const properties = wChild(run, 'rPr');
        const formatChange = properties ? wChild(properties, 'rPrChange') : undefined;
        const formatGroup = formatChange ? groupOf.get(formatChange) : undefined;
        const owner = change ?? (formatGroup ? { id: formatGroup.id, mark: 'format' as const } : null);
        const vertical = properties ? wAttribute(wChild(properties, 'vertAlign') ?? run, 'val') : null;
        const style = {
          ...(isOn(properties, 'b') ? { bold: true as const } : {}),
          ...(isOn(properties, 'i') ? { italic: true as const } : {}),
          ...(vertical === 'superscript'
            ? { position: 'sup' as const }
            : vertical === 'subscript'
              ? { position: 'sub' as const }
              : {}),
        };
        const base = owner ? { change: owner.id, mark: owner.mark } : {};
        for (const child of childElements(run)) {
          if (child.namespaceURI !== W_NS) continue;
          switch (child.localName) {
            case 't':
            case 'delText':
              push({ text: textOf(child), ...base, ...style });
              break;
            case 'tab':
            case 'br':
            case 'cr':
              push({ text: ' ', ...base, ...style });
              break;
            case 'noBreakHyphen':
              push({ text: '\u2011', ...base, ...style });
              break;
            case 'footnoteReference':
            case 'endnoteReference': {
              const kind = child.localName === 'footnoteReference' ? 'fn' : 'en';
              push({ text: '', ...base, note: `${kind}${wAttribute(child, 'id') ?? ''}` });
              break;
            }
            case 'commentReference': {
              const comment = wAttribute(child, 'id') ?? '';
              openComments.delete(comment);
              if (!commentRanges.has(comment)) commentRanges.set(comment, { blocks: new Set([id]), changes: new Set() });
              break;
            }
          }
        }
      };
      const walkInline = (element: Element, change: { id: string; mark: TSegmentMark } | null) => {
        for (const child of childElements(element)) {
          if (child.namespaceURI !== W_NS) {
            walkInline(child, change);
            continue;
          }
          const name = child.localName;
          if (name === 'pPr') {
            markParagraph(child);
            continue;
          }
          if (name === 'r') readRun(child, change);
          else if (name in MARK_OF) {
            const group = groupOf.get(child);
            walkInline(child, group ? { id: group.id, mark: MARK_OF[name] as TSegmentMark } : change);
          } else if (name === 'commentRangeStart') {
            const comment = wAttribute(child, 'id') ?? '';
            openComments.add(comment);
            if (!commentRanges.has(comment)) commentRanges.set(comment, { blocks: new Set([id]), changes: new Set() });
          } else if (name === 'commentRangeEnd') openComments.delete(wAttribute(child, 'id') ?? '');
          else if (['hyperlink', 'smartTag', 'customXml', 'sdt', 'sdtContent', 'fldSimple', 'bdo', 'dir'].includes(name))
            walkInline(child, change);
        }
      };
      /** A paragraph's own changes: its mark inserted or deleted, its properties reformatted. */
      const markParagraph = (properties: Element) => {
        const candidates = [...childElements(properties), ...childElements(wChild(properties, 'rPr') ?? properties)];
        for (const candidate of candidates) {
          const group = groupOf.get(candidate);
          if (!group) continue;
          touch(group.id, id, group.kind === 'formatting' ? '' : PARAGRAPH_MARK);
          hasChange = true;
        }
      };
      walkInline(paragraph, null);
      if (block.segments.length > 0 || hasChange) blocks.push(block);
    };

    const walkBlocks = (container: Element, context: TBlockContext | null) => {
      for (const child of childElements(container)) {
        if (isW(child, 'p')) readParagraph(child, context ?? paragraphContext(child, part.role));
        else if (isW(child, 'tbl')) {
          const table = ++tableCount;
          childElements(child)
            .filter((row) => isW(row, 'tr'))
            .forEach((row, rowIndex) => {
              markRow(row);
              childElements(row)
                .filter((cell) => isW(cell, 'tc'))
                .forEach((cell, column) => {
                  walkBlocks(cell, { kind: 'cell', cell: { table, row: rowIndex, column } });
                });
            });
        } else if (isW(child, 'sdt')) walkBlocks(wChild(child, 'sdtContent') ?? child, context);
        else if (isW(child, 'customXml') || isW(child, 'sdtContent')) walkBlocks(child, context);
        else if (isW(child, 'footnote') || isW(child, 'endnote')) {
          const type = wAttribute(child, 'type');
          if (type && type !== 'normal') continue;
          walkBlocks(child, { kind: isW(child, 'footnote') ? 'footnote' : 'endnote' });
        } else if (isW(child, 'body') || isW(child, 'hdr') || isW(child, 'ftr')) walkBlocks(child, context);
        else if ((child as Element).namespaceURI === W_NS && (child as Element).localName in MARK_OF) walkBlocks(child, context);
      }
    };
    /** A row inserted or deleted as a whole counts toward its change with the row's first cell. */
    const markRow = (row: Element) => {
      const properties = wChild(row, 'trPr');
      if (!properties) return;
      for (const marker of childElements(properties)) {
        const group = groupOf.get(marker);
        if (group) touch(group.id, `${part.key}.${blockCount + 1}`, '');
      }
    };

    walkBlocks(part.root, null);
    for (const group of groups) {
      const touched = changeBlocks.get(group.id) ?? [];
      const firstBlock = blocks.find((block) => block.id === touched[0]);
      changes.push({
        id: group.id,
        kind: group.kind,
        author: group.author,
        date: group.date,
        text: changeTextOf(changeText.get(group.id) ?? ''),
        blocks: touched,
        section: firstBlock?.section ?? null,
      });
    }
  }

  return { blocks, changes, comments: readComments(comments, commentRanges) };
}

function readComments(
  root: Element | null,
  ranges: Map<string, { blocks: Set<string>; changes: Set<string> }>,
): TReviewComment[] {
  if (!root) return [];
  return childElements(root)
    .filter((comment) => isW(comment, 'comment'))
    .map((comment) => {
      const id = wAttribute(comment, 'id') ?? '';
      const paragraphs = childElements(comment).filter((child) => isW(child, 'p'));
      const text = paragraphs
        .map((paragraph) => {
          let value = '';
          const walk = (element: Element) => {
            for (let child = element.firstChild; child; child = child.nextSibling) {
              if (!isElement(child)) continue;
              if (isW(child, 't')) value += textOf(child);
              else if (isW(child, 'tab') || isW(child, 'br')) value += ' ';
              else walk(child);
            }
          };
          walk(paragraph);
          return value;
        })
        .join('\n')
        .trim();
      const range = ranges.get(id);
      return {
        id: `c${id}`,
        author: wAttribute(comment, 'author') ?? '',
        date: wAttribute(comment, 'date'),
        text,
        blocks: [...(range?.blocks ?? [])],
        changes: [...(range?.changes ?? [])],
      };
    });
}
