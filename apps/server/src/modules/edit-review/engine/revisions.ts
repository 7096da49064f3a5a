import { isElement, isW, W_NS, wAttribute } from './ooxml.ts';

/** What a researcher decides about: text put in, text taken out, text moved, or formatting changed. */
export type TChangeKind = 'insertion' | 'deletion' | 'move' | 'formatting';

/** The markup of one revision: `w:ins` and its kin (content, a paragraph mark, a table row or cell) or a `w:*PrChange`. */
export type TRevisionElement = {
  element: Element;
  type: 'ins' | 'del' | 'moveFrom' | 'moveTo' | 'format';
  /** content: wraps runs; mark: a paragraph mark (`w:pPr/w:rPr/w:ins`); row, cell: a table's; properties: `w:*PrChange`. */
  scope: 'content' | 'mark' | 'row' | 'cell' | 'properties';
  author: string;
  date: string | null;
};

/**
 * One change as the review shows it: the revisions Word would show as one (an insertion split over runs and
 * paragraphs, both ends of a move, the runs of one formatting change), in document order.
 */
export type TChangeGroup = {
  /** Stable for a given file: the part's key and the first revision's position among the part's revisions. */
  id: string;
  kind: TChangeKind;
  author: string;
  date: string | null;
  revisions: TRevisionElement[];
  /** A move's range markers (`w:moveFromRangeStart` …), removed once the move is decided. */
  rangeMarkers: Element[];
};

const CONTENT_REVISIONS = new Set(['ins', 'del', 'moveFrom', 'moveTo']);
const CELL_REVISIONS = new Set(['cellIns', 'cellDel']);
const PROPERTY_CHANGES = new Set([
  'rPrChange',
  'pPrChange',
  'tblPrChange',
  'tblPrExChange',
  'trPrChange',
  'tcPrChange',
  'sectPrChange',
  'tblGridChange',
]);
/** Leaves that put visible content on the page: what separates two revisions into two changes. */
const CONTENT_LEAVES = new Set([
  't',
  'delText',
  'tab',
  'br',
  'cr',
  'sym',
  'footnoteReference',
  'endnoteReference',
  'drawing',
  'object',
]);
const RANGE_MARKERS = new Set(['moveFromRangeStart', 'moveFromRangeEnd', 'moveToRangeStart', 'moveToRangeEnd']);

type TRecorded = TRevisionElement & { moveName: string | null; start: number; end: number };

function classify(element: Element): Pick<TRevisionElement, 'type' | 'scope'> | null {
  if (element.namespaceURI !== W_NS) return null;
  const name = element.localName;
  if (CONTENT_REVISIONS.has(name)) {
    const parent = element.parentNode;
    const type = name as TRevisionElement['type'];
    if (isW(parent, 'rPr')) return isW(parent.parentNode, 'pPr') ? { type, scope: 'mark' } : null;
    if (isW(parent, 'trPr')) return { type, scope: 'row' };
    if (isW(parent, 'numPr') || isW(parent, 'tblPr')) return null;
    return { type, scope: 'content' };
  }
  if (CELL_REVISIONS.has(name)) return { type: name === 'cellIns' ? 'ins' : 'del', scope: 'cell' };
  if (PROPERTY_CHANGES.has(name)) return { type: 'format', scope: 'properties' };
  return null;
}

const kindOf = (type: TRevisionElement['type']): TChangeKind =>
  type === 'ins' ? 'insertion' : type === 'del' ? 'deletion' : type === 'format' ? 'formatting' : 'move';

/**
 * The changes of one part, in document order. Two revisions of the same kind and author with no other
 * content between them are one change (Word splits an insertion at every run and paragraph); a move's two
 * ends are one change by their range's name; a run's formatting change joins the one of the run before it.
 */
export function changeGroupsOf(root: Element, partKey: string): TChangeGroup[] {
  const recorded: TRecorded[] = [];
  const markersByName = new Map<string, Element[]>();
  const activeMoves = { moveFrom: new Map<string, string>(), moveTo: new Map<string, string>() };
  let contentCount = 0;
  let unformattedCount = 0;
  /** A paragraph mark stands at its paragraph's end, where its position is known once the paragraph is read. */
  const marksOfParagraph: TRecorded[][] = [];

  const walk = (element: Element, inRevision: boolean, inFormattedRun: boolean) => {
    for (let child = element.firstChild; child; child = child.nextSibling) {
      if (!isElement(child)) continue;
      const name = child.namespaceURI === W_NS ? child.localName : '';
      if (RANGE_MARKERS.has(name)) {
        const side = name.startsWith('moveFrom') ? activeMoves.moveFrom : activeMoves.moveTo;
        const id = wAttribute(child, 'id') ?? '';
        const moveName = name.endsWith('Start') ? (wAttribute(child, 'name') ?? `#${id}`) : (side.get(id) ?? null);
        if (name.endsWith('Start')) side.set(id, moveName as string);
        else side.delete(id);
        if (moveName) markersByName.set(moveName, [...(markersByName.get(moveName) ?? []), child]);
        continue;
      }
      if (CONTENT_LEAVES.has(name)) {
        if (!inRevision) contentCount++;
        if (!inFormattedRun) unformattedCount++;
      }
      const revision = classify(child);
      if (revision) {
        const isFormat = revision.type === 'format';
        const moveSide = revision.type === 'moveFrom' || revision.type === 'moveTo' ? activeMoves[revision.type] : null;
        const record: TRecorded = {
          element: child,
          ...revision,
          author: wAttribute(child, 'author') ?? '',
          date: wAttribute(child, 'date'),
          moveName: moveSide && moveSide.size > 0 ? ([...moveSide.values()].at(-1) ?? null) : null,
          start: isFormat ? unformattedCount : contentCount,
          end: 0,
        };
        recorded.push(record);
        if (revision.scope === 'mark') marksOfParagraph.at(-1)?.push(record);
        if (isFormat) continue;
        walk(child, inRevision || revision.scope === 'content', inFormattedRun);
        record.end = contentCount;
        continue;
      }
      const isRun = name === 'r';
      const formatted = isRun ? runHasFormatChange(child) : inFormattedRun;
      if (name === 'p') marksOfParagraph.push([]);
      walk(child, inRevision, formatted);
      if (name === 'p') {
        for (const mark of marksOfParagraph.pop() ?? []) {
          mark.start = contentCount;
          mark.end = contentCount;
        }
      }
    }
  };
  walk(root, false, false);

  const groups: TChangeGroup[] = [];
  const open = new Map<string, { group: TChangeGroup; end: number }>();
  let last: TChangeGroup | null = null;
  recorded.forEach((revision, index) => {
    const kind = kindOf(revision.type);
    const isRunFormat =
      revision.scope === 'properties' && revision.element.localName === 'rPrChange' && isRunProperties(revision.element);
    const key =
      kind === 'move' && revision.moveName
        ? `move|${revision.moveName}`
        : kind === 'formatting'
          ? isRunFormat
            ? `format|${revision.author}`
            : `format#${index}`
          : `${kind}|${revision.author}`;
    const previous = open.get(key);
    // A move's ends join by name; anything else joins only the change just before it, with nothing between.
    const isAdjacent =
      previous &&
      (kind === 'move' && revision.moveName
        ? previous.group.author === revision.author
        : previous.group === last && previous.end === revision.start);
    if (previous && isAdjacent) {
      previous.group.revisions.push(revision);
      previous.end = kind === 'formatting' ? revision.start : Math.max(previous.end, revision.end);
      last = previous.group;
      return;
    }
    const group: TChangeGroup = {
      id: `${partKey}-${index + 1}`,
      kind,
      author: revision.author,
      date: revision.date,
      revisions: [revision],
      rangeMarkers: kind === 'move' && revision.moveName ? (markersByName.get(revision.moveName) ?? []) : [],
    };
    groups.push(group);
    last = group;
    open.set(key, { group, end: kind === 'formatting' ? revision.start : revision.end });
  });
  return groups.map((group) => ({ ...group, revisions: group.revisions.map(stripRecorded) }));
}

const stripRecorded = ({ element, type, scope, author, date }: TRevisionElement): TRevisionElement => ({
  element,
  type,
  scope,
  author,
  date,
});

function runHasFormatChange(run: Element): boolean {
  for (let child = run.firstChild; child; child = child.nextSibling) {
    if (!isW(child, 'rPr')) continue;
    for (let property = child.firstChild; property; property = property.nextSibling) if (isW(property, 'rPrChange')) return true;
  }
  return false;
}

/** A run's own formatting change, not a paragraph mark's. */
const isRunProperties = (change: Element): boolean => isW(change.parentNode, 'rPr') && isW(change.parentNode?.parentNode, 'r');
