import { escapeMarkup, markedTextOf, parseMarkedText, type TMarkedPiece } from '../../integrations/translation/inline-markup.ts';
import { isWordsField, type TOpenField, type TParagraphFields } from './docx-fields.ts';
import { keptSpansOf, type TCharStyle } from './kept-spans.ts';

/**
 * A WordprocessingML paragraph as a marked segment (inline-markup.ts) and back. Each run's properties
 * (with the hyperlink around it) are a style; text in the paragraph's most common style is sent untagged,
 * other text in `<g>` tags, and what must not be translated (tabs, breaks, footnote references, drawings,
 * fields and content controls such as a reference manager's citations (a control holding text is translated
 * on its own, translate-document.ts), equations, and the kept spans of kept-spans.ts) as `<x/>` atoms; smart
 * tags and custom XML around runs are dropped, their runs read. A comment's or bookmark's range that opens and closes in the paragraph is part of the style of the text it
 * covers, so its anchor moves with that text's translation. The answer is written back as new runs carrying
 * copies of the original run properties; atoms go back as the original nodes. Tracked changes are accepted
 * before (accept-revisions.ts). A field crossing paragraphs, a cross-reference and a hyperlink field
 * (docx-fields.ts) keep their marks and code as atoms whose order the answer cannot change; their result is
 * translated, or kept as atoms for a bibliography. A paragraph whose inline structure is still not understood
 * (bidirectional overrides, a field left open) is translated as plain text into its first run.
 */

/** `ranges`: the keys of the comment and bookmark ranges (of this paragraph) the text is in. */
type TStyle = { rPr: Element | null; hyperlink: Element | null; isItalic: boolean; isRaised: boolean; ranges: string[] };

/** Range marks put back around the rebuilt paragraph (starts first, ends last), and those anchored to their text. */
type TMarkers = { starts: Node[]; ends: Node[]; anchored: Map<string, { start: Node; end: Node }> };

/**
 * Original content: text in a style, or a node (a run's child such as a tab, or a whole run of a field);
 * `isFieldMark`: a run holding a mark of a field read mark by mark (docx-fields.ts), whose order must not change.
 */
export type TContent =
  | { kind: 'text'; text: string; style: number }
  | { kind: 'node'; node: Node; style: number; isRunChild: boolean; isFieldMark?: boolean };

export type TInlineParagraph = {
  element: Element;
  /** False when the paragraph is translated as plain text (see above). */
  isInline: boolean;
  /** What is sent to the engine (marked text), or null when nothing in it is to be translated. */
  segment: string | null;
  styles: TStyle[];
  atoms: TContent[][];
  /**
   * In a paragraph holding marks of a field read mark by mark, every atom (its marks and code, a page
   * reference inside its result), in order: written back in that order wherever the engine put them.
   */
  orderedAtoms: number[];
  baseStyle: number;
  lead: string;
  trail: string;
  /** The paragraph's `<w:t>` elements (for the plain-text way). */
  texts: Element[];
  markers: TMarkers;
};

const START_MARKERS = new Set(['w:bookmarkStart', 'w:commentRangeStart', 'w:permStart']);
const END_MARKERS = new Set(['w:bookmarkEnd', 'w:commentRangeEnd', 'w:permEnd']);
const NOT_INLINE = new Set(['w:ins', 'w:del', 'w:moveFrom', 'w:moveTo', 'w:dir', 'w:bdo', 'w:subDoc']);
/** Wrappers of runs that carry no formatting (a smart tag, custom XML): their runs are read, the wrapper dropped. */
const TRANSPARENT = new Set(['w:smartTag', 'w:customXml']);
const WRAPPER_PROPERTIES = new Set(['w:proofErr', 'w:smartTagPr', 'w:customXmlPr']);
/** Range marks (bookmarks, comments) are put back around the rebuilt paragraph: starts first, ends last. */
const isMarker = (name: string) => START_MARKERS.has(name) || END_MARKERS.has(name);
/** Elements kept around their runs in the rebuilt paragraph: a hyperlink, a simple cross-reference or hyperlink field. */
const isRunWrapper = (element: Element) => element.nodeName === 'w:hyperlink' || isWordsField(element);
/** Ranges whose marks can sit anywhere in the paragraph: a comment's anchor, a bookmark (a cross-reference's target). */
const ANCHORED_KIND: Record<string, string> = {
  'w:bookmarkStart': 'b',
  'w:bookmarkEnd': 'b',
  'w:commentRangeStart': 'c',
  'w:commentRangeEnd': 'c',
};
const rangeKeyOf = (marker: Element) => {
  const kind = ANCHORED_KIND[marker.nodeName];
  return kind ? `${kind}${marker.getAttribute('w:id') ?? ''}` : null;
};
const HAS_LETTER = /\p{L}/u;
const OBJECT = '\uFFFC';

const elementsOf = (node: Node): Element[] =>
  Array.from(node.childNodes as ArrayLike<Node>).filter((c): c is Element => c.nodeType === 1);

const isOn = (rPr: Element | null, name: string) => {
  const element = rPr ? elementsOf(rPr).find((c) => c.nodeName === name) : undefined;
  if (!element) return false;
  const value = element.getAttribute('w:val');
  return value === null || value === '' || !['0', 'false', 'off', 'none'].includes(value);
};

const vertAlignOf = (rPr: Element | null) =>
  (rPr
    ? elementsOf(rPr)
        .find((c) => c.nodeName === 'w:vertAlign')
        ?.getAttribute('w:val')
    : null) ?? null;

/** The `<w:t>` elements of a paragraph itself (a text box's paragraphs inside it are their own). */
function ownTexts(paragraph: Element): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    for (const child of elementsOf(node)) {
      if (child.nodeName === 'w:p') continue;
      if (child.nodeName === 'w:t') found.push(child);
      else walk(child);
    }
  };
  walk(paragraph);
  return found;
}

type TReading = { contents: TContent[]; styles: TStyle[]; isInline: boolean };

/** The range marks of a paragraph (at its level, or in a hyperlink, smart tag or custom XML), in order. */
function markersOf(paragraph: Element): Element[] {
  return elementsOf(paragraph).flatMap((child) =>
    (isRunWrapper(child) || TRANSPARENT.has(child.nodeName) ? elementsOf(child) : [child]).filter((node) =>
      isMarker(node.nodeName),
    ),
  );
}

/** The keys of the comment and bookmark ranges that both open and close in the paragraph. */
function pairedRanges(markers: readonly Element[]): Set<string> {
  const opened = new Set<string>();
  const paired = new Set<string>();
  for (const marker of markers) {
    const key = rangeKeyOf(marker);
    if (key === null) continue;
    if (START_MARKERS.has(marker.nodeName)) opened.add(key);
    else if (opened.has(key)) paired.add(key);
  }
  return paired;
}

/** Updates the open fields read mark by mark (docx-fields.ts) with the marks of a run; true when the run has such a mark. */
function crossFieldMarks(marks: readonly Element[], open: TOpenField[], fields: TParagraphFields | undefined): boolean {
  let crossed = false;
  for (const mark of marks) {
    const field = fields?.markedFieldOf(mark);
    if (!field) continue;
    crossed = true;
    const type = mark.getAttribute('w:fldCharType');
    const top = open.at(-1);
    if (type === 'begin') open.push({ field, phase: 'code' });
    else if (type === 'separate' && top) top.phase = 'result';
    else if (type === 'end') open.pop();
  }
  return crossed;
}

function readContents(
  paragraph: Element,
  serialize: (node: Node) => string,
  paired: ReadonlySet<string>,
  fields: TParagraphFields | undefined,
): TReading {
  const reading: TReading = { contents: [], styles: [], isInline: true };
  // Fields read mark by mark: a run in the code of one, or in a kept (bibliography) result, is kept whole.
  const crossing = fields?.openAt(paragraph) ?? [];
  const isKeptField = () => crossing.some((open) => open.phase === 'code' || open.field.kind === 'kept');
  const keys = new Map<string, number>();
  const hyperlinks: Element[] = [];
  let open: string[] = [];
  const onMarker = (marker: Element) => {
    const key = rangeKeyOf(marker);
    if (key === null || !paired.has(key)) return;
    open = START_MARKERS.has(marker.nodeName) ? [...open, key] : open.filter((k) => k !== key);
  };
  const styleOf = (rPr: Element | null, hyperlink: Element | null) => {
    if (hyperlink && !hyperlinks.includes(hyperlink)) hyperlinks.push(hyperlink);
    const key = `${rPr ? serialize(rPr) : ''}|${hyperlink ? hyperlinks.indexOf(hyperlink) : -1}|${open.join(',')}`;
    let index = keys.get(key);
    if (index === undefined) {
      const vertAlign = vertAlignOf(rPr);
      index = reading.styles.length;
      reading.styles.push({
        rPr,
        hyperlink,
        isItalic: isOn(rPr, 'w:i'),
        isRaised: vertAlign === 'superscript' || vertAlign === 'subscript',
        ranges: open,
      });
      keys.set(key, index);
    }
    return index;
  };
  let fieldDepth = 0;
  let field: Node[] = [];
  const readRun = (run: Element, hyperlink: Element | null) => {
    const rPr = elementsOf(run).find((c) => c.nodeName === 'w:rPr') ?? null;
    const style = styleOf(rPr, hyperlink);
    const fieldMarks = elementsOf(run).filter((c) => c.nodeName === 'w:fldChar');
    if (fieldDepth === 0 && crossFieldMarks(fieldMarks, crossing, fields)) {
      reading.contents.push({ kind: 'node', node: run, style, isRunChild: false, isFieldMark: true });
      return;
    }
    if (fieldDepth > 0 || fieldMarks.length > 0) {
      // A field (a citation, a cross-reference, a page number) is kept whole, code and result.
      field.push(run);
      for (const mark of fieldMarks)
        fieldDepth += mark.getAttribute('w:fldCharType') === 'begin' ? 1 : mark.getAttribute('w:fldCharType') === 'end' ? -1 : 0;
      if (fieldDepth <= 0) {
        fieldDepth = 0;
        for (const node of field) reading.contents.push({ kind: 'node', node, style, isRunChild: false });
        field = [];
      }
      return;
    }
    if (isKeptField()) {
      reading.contents.push({ kind: 'node', node: run, style, isRunChild: false });
      return;
    }
    for (const child of elementsOf(run)) {
      const name = child.nodeName;
      if (name === 'w:rPr' || name === 'w:lastRenderedPageBreak' || name === 'w:softHyphen') continue;
      if (name === 'w:t') reading.contents.push({ kind: 'text', text: child.textContent ?? '', style });
      else if (name === 'w:noBreakHyphen') reading.contents.push({ kind: 'text', text: '\u2011', style });
      else reading.contents.push({ kind: 'node', node: child, style, isRunChild: true });
    }
  };
  for (const child of elementsOf(paragraph)) {
    const name = child.nodeName;
    if (name === 'w:pPr' || name === 'w:proofErr') continue;
    if (name === 'w:r') readRun(child, null);
    else if (isRunWrapper(child) || TRANSPARENT.has(name)) {
      for (const inner of elementsOf(child)) {
        if (inner.nodeName === 'w:r') readRun(inner, isRunWrapper(child) ? child : null);
        else if (isMarker(inner.nodeName)) onMarker(inner);
        else if (!WRAPPER_PROPERTIES.has(inner.nodeName)) reading.isInline = false;
      }
    } else if (isMarker(name)) onMarker(child);
    else if (NOT_INLINE.has(name)) reading.isInline = false;
    else if (fieldDepth > 0) field.push(child);
    else reading.contents.push({ kind: 'node', node: child, style: styleOf(null, null), isRunChild: false });
  }
  if (fieldDepth > 0) reading.isInline = false;
  return reading;
}

/** Reads a paragraph into what to send and what to keep. */
export function readParagraph(
  paragraph: Element,
  serialize: (node: Node) => string,
  fields?: TParagraphFields,
): TInlineParagraph {
  const texts = ownTexts(paragraph);
  const marks = markersOf(paragraph);
  const paired = pairedRanges(marks);
  const reading = readContents(paragraph, serialize, paired, fields);
  const covered = new Set(reading.contents.flatMap((c) => reading.styles[c.style]?.ranges ?? []));
  const markers: TMarkers = { starts: [], ends: [], anchored: new Map() };
  for (const marker of marks) {
    const key = rangeKeyOf(marker);
    const isStart = START_MARKERS.has(marker.nodeName);
    if (key !== null && covered.has(key)) {
      const anchored = markers.anchored.get(key) ?? { start: marker, end: marker };
      markers.anchored.set(key, isStart ? { ...anchored, start: marker } : { ...anchored, end: marker });
    } else if (isStart || (key !== null && paired.has(key))) markers.starts.push(marker);
    else markers.ends.push(marker);
  }
  const base = {
    element: paragraph,
    texts,
    styles: reading.styles,
    atoms: [],
    orderedAtoms: [],
    baseStyle: 0,
    lead: '',
    trail: '',
    markers,
  };
  if (!reading.isInline) {
    const text = texts.map((t) => t.textContent ?? '').join('');
    return { ...base, isInline: false, segment: HAS_LETTER.test(text) ? escapeMarkup(text.trim()) : null };
  }
  // One character per text character and per node, with its style; kept spans become atoms.
  const chars: { char: string; content: TContent }[] = [];
  for (const content of reading.contents) {
    if (content.kind === 'node') chars.push({ char: OBJECT, content });
    else for (const char of content.text) chars.push({ char, content });
  }
  const text = chars.map((c) => c.char).join('');
  const charStyles: TCharStyle[] = chars.map(({ content }) => ({
    isItalic: reading.styles[content.style]?.isItalic ?? false,
    isRaised: reading.styles[content.style]?.isRaised ?? false,
  }));
  // Indices are of UTF-16 units in `text`; map them back to `chars` (one entry per code point).
  const unitToChar: number[] = [];
  chars.forEach((c, i) => {
    for (let k = 0; k < c.char.length; k += 1) unitToChar.push(i);
  });
  const isKept = chars.map((c) => c.content.kind === 'node');
  const unitStyles: TCharStyle[] = unitToChar.map((i) => charStyles[i] as TCharStyle);
  for (const span of keptSpansOf(text, unitStyles)) {
    for (let u = span.start; u < span.end; u += 1) isKept[unitToChar[u] as number] = true;
  }
  const atoms: TContent[][] = [];
  const pieces: TMarkedPiece[] = [];
  const counts = new Map<number, number>();
  chars.forEach((c, i) => {
    const { content } = c;
    if (isKept[i]) {
      const atom = i > 0 && isKept[i - 1] ? (atoms.at(-1) as TContent[]) : [];
      if (atom.length === 0) {
        atoms.push(atom);
        pieces.push({ kind: 'atom', atom: atoms.length - 1 });
      }
      const last = atom.at(-1);
      if (content.kind === 'node') atom.push(content);
      else if (last?.kind === 'text' && last.style === content.style) last.text += c.char;
      else atom.push({ kind: 'text', text: c.char, style: content.style });
      return;
    }
    const style = content.style;
    counts.set(style, (counts.get(style) ?? 0) + 1);
    const last = pieces.at(-1);
    if (last?.kind === 'text' && last.style === style) last.text += c.char;
    else pieces.push({ kind: 'text', text: c.char, style });
  });
  const translatable = pieces.map((p) => (p.kind === 'text' ? p.text : '')).join('');
  if (!HAS_LETTER.test(translatable)) return { ...base, isInline: true, segment: null };
  const baseStyle = [...counts.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
  const first = pieces[0];
  const last = pieces.at(-1);
  const lead = first?.kind === 'text' ? (/^\s*/.exec(first.text)?.[0] ?? '') : '';
  const trail = last?.kind === 'text' ? (/\s*$/.exec(last.text)?.[0] ?? '') : '';
  if (first?.kind === 'text') first.text = first.text.slice(lead.length);
  if (last?.kind === 'text') last.text = last.text.slice(0, last.text.length - trail.length);
  const marked = markedTextOf(
    pieces
      .filter((p) => p.kind === 'atom' || p.text !== '')
      .map((p) => (p.kind === 'text' ? { ...p, style: p.style === baseStyle ? null : p.style } : p)),
  );
  const hasFieldMark = atoms.some((atom) => atom.some((c) => c.kind === 'node' && c.isFieldMark));
  const orderedAtoms = hasFieldMark ? atoms.map((_, index) => index) : [];
  return { ...base, isInline: true, segment: marked, atoms, orderedAtoms, baseStyle, lead, trail };
}

/**
 * The engine's answer as contents: every atom exactly once (one the engine lost goes at the end), unknown
 * styles as the base. The paragraph's own segment gives back its original contents.
 */
export function contentsOfAnswer(paragraph: TInlineParagraph, answer: string): TContent[] {
  const contents: TContent[] = [];
  const used = new Set<number>();
  const pushText = (text: string, style: number) => {
    const last = contents.at(-1);
    if (last?.kind === 'text' && last.style === style) last.text += text;
    else if (text) contents.push({ kind: 'text', text, style });
  };
  const pushAtom = (atom: TContent[]) => {
    for (const content of atom) {
      if (content.kind === 'text') pushText(content.text, content.style);
      else contents.push(content);
    }
  };
  const pieces = parseMarkedText(answer);
  let nextMark = 0;
  pushText(paragraph.lead, paragraph.baseStyle);
  for (const piece of pieces) {
    if (piece.kind === 'text') {
      const style = piece.style !== null && piece.style < paragraph.styles.length ? piece.style : paragraph.baseStyle;
      pushText(piece.text, style);
      continue;
    }
    // The atoms of a paragraph with marks of a field read mark by mark go back in their order.
    let index = piece.atom;
    if (paragraph.orderedAtoms.includes(index)) {
      const next = paragraph.orderedAtoms[nextMark];
      if (next === undefined) continue;
      index = next;
      nextMark += 1;
    }
    const atom = paragraph.atoms[index];
    if (!atom || used.has(index)) continue;
    used.add(index);
    pushAtom(atom);
  }
  paragraph.atoms.forEach((atom, index) => {
    if (used.has(index)) return;
    const last = contents.at(-1);
    if (last?.kind === 'text' && !/\s$/.test(last.text) && atom[0]?.kind === 'text') pushText(' ', paragraph.baseStyle);
    pushAtom(atom);
  });
  pushText(paragraph.trail, paragraph.baseStyle);
  return contents;
}

/** Writes the engine's answer into the paragraph. */
export function writeParagraph(paragraph: TInlineParagraph, answer: string): void {
  const { element } = paragraph;
  const document = element.ownerDocument;
  if (!paragraph.isInline) {
    const text = parseMarkedText(answer)
      .map((p) => (p.kind === 'text' ? p.text : ''))
      .join('');
    paragraph.texts.forEach((t, i) => {
      while (t.firstChild) t.removeChild(t.firstChild);
      if (i === 0) {
        t.setAttribute('xml:space', 'preserve');
        t.appendChild(document.createTextNode(text));
      }
    });
    return;
  }
  writeContents(paragraph, contentsOfAnswer(paragraph, answer));
}

/** Rebuilds an inline paragraph's runs from contents in its styles (an answer's, or a table of contents entry's, docx-toc.ts). */
export function writeContents(paragraph: TInlineParagraph, contents: readonly TContent[]): void {
  const { element } = paragraph;
  const document = element.ownerDocument;
  const { starts, ends, first, last } = placeMarkers(paragraph, contents);
  for (const child of Array.from(element.childNodes as ArrayLike<Node>)) {
    if (child.nodeName !== 'w:pPr') element.removeChild(child);
  }
  for (const marker of starts) element.appendChild(marker);
  let container: Element = element;
  let hyperlink: Element | null = null;
  const runOf = (style: TStyle) => {
    const run = document.createElementNS(element.namespaceURI, 'w:r');
    if (style.rPr) run.appendChild(style.rPr.cloneNode(true));
    return run;
  };
  contents.forEach((content, index) => {
    const style = paragraph.styles[content.style] as TStyle;
    if (style.hyperlink !== hyperlink) {
      hyperlink = style.hyperlink;
      container = hyperlink ? (element.appendChild(hyperlink.cloneNode(false)) as Element) : element;
    }
    for (const marker of first.get(index) ?? []) container.appendChild(marker);
    if (content.kind === 'node' && !content.isRunChild) container.appendChild(content.node);
    else {
      const run = runOf(style);
      if (content.kind === 'node') run.appendChild(content.node);
      else {
        const t = document.createElementNS(element.namespaceURI, 'w:t');
        t.setAttribute('xml:space', 'preserve');
        t.appendChild(document.createTextNode(content.text));
        run.appendChild(t);
      }
      container.appendChild(run);
    }
    for (const marker of last.get(index) ?? []) container.appendChild(marker);
  });
  for (const marker of ends) element.appendChild(marker);
}

/**
 * Where the range marks go in the rebuilt paragraph: an anchored range around the first and last content in
 * its style; one whose text the engine left unstyled, and the others, around the whole paragraph.
 */
function placeMarkers(paragraph: TInlineParagraph, contents: readonly TContent[]) {
  const { markers } = paragraph;
  const firstOf = new Map<string, number>();
  const lastOf = new Map<string, number>();
  contents.forEach((content, index) => {
    for (const key of paragraph.styles[content.style]?.ranges ?? []) {
      if (!firstOf.has(key)) firstOf.set(key, index);
      lastOf.set(key, index);
    }
  });
  const starts = [...markers.starts];
  const ends: Node[] = [];
  const first = new Map<number, Node[]>();
  const last = new Map<number, Node[]>();
  for (const [key, { start, end }] of markers.anchored) {
    const from = firstOf.get(key);
    const to = lastOf.get(key);
    if (from === undefined || to === undefined) {
      starts.push(start);
      ends.push(end);
      continue;
    }
    first.set(from, [...(first.get(from) ?? []), start]);
    last.set(to, [...(last.get(to) ?? []), end]);
  }
  return { starts, ends: [...ends, ...markers.ends], first, last };
}
