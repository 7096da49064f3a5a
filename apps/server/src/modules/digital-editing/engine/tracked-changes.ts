import type { TBlockKind } from '../../language-engine/index.ts';
import type { TCorrection, TSpan } from './corrections.ts';

export const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
export const TRACKED_CHANGE_AUTHOR = 'Digital Editing';

const ELEMENT_NODE = 1;

/** One piece of a run's content: a w:t (text the edit may split) or anything else (kept whole, never changed). */
type TPiece = { run: Element; node: Element; start: number; end: number; isText: boolean };

/** A paragraph as the edit reads it: its text, the pieces of its runs, and the characters it may not touch. */
export type TParagraphText = { paragraph: Element; text: string; pieces: TPiece[]; fixed: TSpan[]; kind: TBlockKind };

const isW = (node: Node | null, name: string): boolean =>
  node?.nodeType === ELEMENT_NODE && (node as Element).namespaceURI === W_NS && (node as Element).localName === name;

const childElements = (element: Element): Element[] => {
  const children: Element[] = [];
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === ELEMENT_NODE) children.push(child as Element);
  }
  return children;
};

/** Containers of runs a paragraph may hold; their runs are read as the paragraph's. */
const RUN_CONTAINERS = new Set(['hyperlink', 'smartTag', 'customXml', 'sdt', 'sdtContent', 'bdo', 'dir']);
/** Existing revisions: a paragraph holding one is left as it is. */
const REVISIONS = new Set(['ins', 'del', 'moveFrom', 'moveTo']);
/** Markup with no text of its own (proofing marks, bookmarks, comment ranges). */
const ZERO_WIDTH = new Set([
  'proofErr',
  'bookmarkStart',
  'bookmarkEnd',
  'commentRangeStart',
  'commentRangeEnd',
  'permStart',
  'permEnd',
  'pPr',
  'rPr',
  'lastRenderedPageBreak',
]);

function hasAncestor(element: Element, name: string): boolean {
  for (let node = element.parentNode; node; node = node.parentNode) if (isW(node, name)) return true;
  return false;
}

function kindOf(paragraph: Element): TBlockKind {
  if (hasAncestor(paragraph, 'tc')) return 'cell';
  const properties = childElements(paragraph).find((child) => isW(child, 'pPr'));
  if (properties) {
    for (const child of childElements(properties)) {
      if (isW(child, 'outlineLvl')) return 'heading';
      if (isW(child, 'pStyle') && /^(heading|title|subtitle)/i.test(child.getAttributeNS(W_NS, 'val') ?? '')) return 'heading';
      if (isW(child, 'numPr')) return 'list';
    }
  }
  return 'paragraph';
}

/**
 * Reads one paragraph: the text of its runs in order. Tabs and breaks read as a space, drawings, footnote
 * references, field codes and equations as nothing or a space; those characters, and a field's result
 * (a citation a reference manager wrote, a page number), are fixed. Null for a paragraph with revisions.
 */
export function readParagraph(paragraph: Element): TParagraphText | null {
  const pieces: TPiece[] = [];
  const fixed: TSpan[] = [];
  let text = '';
  let fieldDepth = 0;
  let isRevised = false;

  const atom = (run: Element | null, node: Element, value: string) => {
    const start = text.length;
    text += value;
    fixed.push({ start, end: text.length });
    if (run) pieces.push({ run, node, start, end: text.length, isText: false });
  };

  const readRun = (run: Element, isFixed: boolean) => {
    for (const child of childElements(run)) {
      const name = child.localName;
      if (child.namespaceURI === W_NS && name === 'rPr') continue;
      if (child.namespaceURI === W_NS && name === 'fldChar') {
        const type = child.getAttributeNS(W_NS, 'fldCharType');
        if (type === 'begin') fieldDepth += 1;
        if (type === 'end') fieldDepth = Math.max(0, fieldDepth - 1);
        atom(run, child, '');
      } else if (child.namespaceURI === W_NS && name === 't') {
        const value = child.textContent ?? '';
        const start = text.length;
        text += value;
        pieces.push({ run, node: child, start, end: text.length, isText: true });
        if (isFixed || fieldDepth > 0) fixed.push({ start, end: text.length });
      } else if (child.namespaceURI === W_NS && (name === 'tab' || name === 'br' || name === 'cr' || name === 'ptab')) {
        atom(run, child, ' ');
      } else if (child.namespaceURI === W_NS && name === 'noBreakHyphen') {
        atom(run, child, '-');
      } else if (child.namespaceURI === W_NS && (name === 'drawing' || name === 'pict' || name === 'object' || name === 'sym')) {
        atom(run, child, ' ');
      } else {
        // Footnote references, field codes, soft hyphens, page-break marks: no text of their own.
        atom(run, child, '');
      }
    }
  };

  const readContainer = (container: Element, isFixed: boolean) => {
    for (const child of childElements(container)) {
      if (child.namespaceURI !== W_NS) {
        // An equation (m:oMath) or other foreign content stands as a space that nothing changes.
        atom(null, child, ' ');
        continue;
      }
      const name = child.localName;
      if (name === 'r') readRun(child, isFixed);
      else if (REVISIONS.has(name)) isRevised = true;
      else if (name === 'fldSimple') readContainer(child, true);
      else if (RUN_CONTAINERS.has(name)) readContainer(child, isFixed);
      else if (!ZERO_WIDTH.has(name)) atom(null, child, '');
    }
  };

  readContainer(paragraph, false);
  if (isRevised) return null;
  return { paragraph, text, pieces, fixed, kind: kindOf(paragraph) };
}

/** The paragraphs of a part in document order, except those in text boxes (Word keeps a second copy of those). */
export function paragraphsOf(document: Document): Element[] {
  const all = document.getElementsByTagNameNS(W_NS, 'p');
  const paragraphs: Element[] = [];
  for (let index = 0; index < all.length; index += 1) {
    const paragraph = all.item(index);
    if (paragraph && !hasAncestor(paragraph, 'txbxContent')) paragraphs.push(paragraph);
  }
  return paragraphs;
}

export type TRevisionStamp = { nextId: () => number; date: string };

/** The highest numeric w:id of a part (bookmarks, comments, revisions share the space), so that new ids are unique. */
export function highestId(document: Document): number {
  let highest = 0;
  const visit = (element: Element) => {
    const id = Number(element.getAttributeNS(W_NS, 'id'));
    if (Number.isInteger(id) && id > highest) highest = id;
    for (const child of childElements(element)) visit(child);
  };
  if (document.documentElement) visit(document.documentElement);
  return highest;
}

function newRun(like: Element): Element {
  const run = like.cloneNode(false) as Element;
  const properties = childElements(like).find((child) => isW(child, 'rPr'));
  if (properties) run.appendChild(properties.cloneNode(true));
  return run;
}

function textElement(document: Document, name: 't' | 'delText', value: string): Element {
  const element = document.createElementNS(W_NS, `w:${name}`);
  element.setAttributeNS(XML_NS, 'xml:space', 'preserve');
  element.appendChild(document.createTextNode(value));
  return element;
}

/**
 * Splits the runs a correction touches so that every boundary falls between runs: each piece of such a run
 * becomes a run of its own, with a copy of the run's properties (w:rPr), and a w:t is cut at the boundaries.
 */
function splitRuns(document: Document, reading: TParagraphText, boundaries: ReadonlySet<number>) {
  const runs = new Set<Element>();
  for (const piece of reading.pieces) {
    for (const at of boundaries) if (at >= piece.start && at <= piece.end) runs.add(piece.run);
  }
  for (const run of runs) {
    const parent = run.parentNode;
    if (!parent) continue;
    for (const piece of reading.pieces.filter((p) => p.run === run)) {
      if (!piece.isText) {
        const single = newRun(run);
        single.appendChild(piece.node);
        parent.insertBefore(single, run);
        continue;
      }
      const value = piece.node.textContent ?? '';
      const cuts = [
        0,
        ...[...boundaries].filter((at) => at > piece.start && at < piece.end).map((at) => at - piece.start),
        value.length,
      ];
      cuts.sort((a, b) => a - b);
      for (let index = 0; index + 1 < cuts.length; index += 1) {
        const part = value.slice(cuts[index], cuts[index + 1]);
        if (!part) continue;
        const single = newRun(run);
        single.appendChild(textElement(document, 't', part));
        parent.insertBefore(single, run);
      }
    }
    parent.removeChild(run);
  }
}

function revision(document: Document, name: 'ins' | 'del', stamp: TRevisionStamp): Element {
  const element = document.createElementNS(W_NS, `w:${name}`);
  element.setAttributeNS(W_NS, 'w:id', String(stamp.nextId()));
  element.setAttributeNS(W_NS, 'w:author', TRACKED_CHANGE_AUTHOR);
  element.setAttributeNS(W_NS, 'w:date', stamp.date);
  return element;
}

/** The runs a correction deletes, when they are whole text runs side by side under one parent; else null. */
function runsOfSpan(reading: TParagraphText, change: TCorrection): Element[] | null {
  const inside = reading.pieces.filter((piece) => piece.start < change.end && piece.end > change.start);
  if (inside.some((piece) => !piece.isText || piece.start < change.start || piece.end > change.end)) return null;
  const runs = [...new Set(inside.map((piece) => piece.run))];
  const parent = runs[0]?.parentNode;
  if (!parent || runs.some((run) => run.parentNode !== parent)) return null;
  // Only zero-width markup may stand between them.
  const last = runs.at(-1);
  for (let node = runs.length > 1 ? (runs[0]?.nextSibling ?? null) : null; node && node !== last; node = node.nextSibling) {
    if (node.nodeType !== ELEMENT_NODE) continue;
    const element = node as Element;
    if (!runs.includes(element) && !(element.namespaceURI === W_NS && ZERO_WIDTH.has(element.localName))) return null;
  }
  return runs;
}

/**
 * Writes a paragraph's corrections as tracked changes: the deleted text in a w:del (its w:t become w:delText),
 * followed by the new text in a w:ins whose run copies the properties of the run it replaces (or of the run
 * before the insertion point). Returns the number of corrections written; one that cannot be placed safely
 * (across a hyperlink's edge, through a field) is left out.
 */
export function writeTrackedChanges(
  document: Document,
  paragraph: Element,
  corrections: readonly TCorrection[],
  stamp: TRevisionStamp,
): number {
  if (corrections.length === 0) return 0;
  const boundaries = new Set(corrections.flatMap((change) => [change.start, change.end]));
  const before = readParagraph(paragraph);
  if (!before) return 0;
  splitRuns(document, before, boundaries);
  const reading = readParagraph(paragraph);
  if (!reading) return 0;
  let written = 0;
  for (const change of corrections) {
    if (change.start === change.end) {
      const previous = reading.pieces.filter((piece) => piece.isText && piece.end === change.start).at(-1);
      const next = reading.pieces.find((piece) => piece.isText && piece.start === change.start);
      const reference = previous ?? next;
      if (!reference || !change.text) continue;
      const inserted = revision(document, 'ins', stamp);
      const run = newRun(reference.run);
      run.appendChild(textElement(document, 't', change.text));
      inserted.appendChild(run);
      const parent = reference.run.parentNode;
      // The neighbouring run went into another correction's w:del: no insertion inside a revision.
      if (!parent || isW(parent, 'del') || isW(parent, 'ins')) continue;
      parent.insertBefore(inserted, previous ? reference.run.nextSibling : reference.run);
      written += 1;
      continue;
    }
    const runs = runsOfSpan(reading, change);
    const first = runs?.[0];
    const parent = first?.parentNode;
    if (!runs || !first || !parent) continue;
    const deleted = revision(document, 'del', stamp);
    parent.insertBefore(deleted, first);
    const last = runs.at(-1);
    let node: Node | null = first;
    while (node) {
      const following: Node | null = node === last ? null : node.nextSibling;
      deleted.appendChild(node);
      node = following;
    }
    for (const run of runs) {
      for (const child of childElements(run)) {
        if (isW(child, 't')) run.replaceChild(textElement(document, 'delText', child.textContent ?? ''), child);
      }
    }
    if (change.text) {
      const inserted = revision(document, 'ins', stamp);
      const run = newRun(first);
      run.appendChild(textElement(document, 't', change.text));
      inserted.appendChild(run);
      parent.insertBefore(inserted, deleted.nextSibling);
    }
    written += 1;
  }
  return written;
}
