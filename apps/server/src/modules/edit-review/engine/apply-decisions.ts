import { childElements, descendants, isW, remove, renameW, unwrap } from './ooxml.ts';
import { changeGroupsOf, type TChangeGroup, type TRevisionElement } from './revisions.ts';

export type TDecision = 'accept' | 'reject';

/** What accepting or rejecting one revision leaves: Word's own meaning of each, markup by markup. */
function applyRevision(revision: TRevisionElement, decision: TDecision): void {
  const { element, type, scope } = revision;
  const keepsContent = (type === 'ins' || type === 'moveTo') === (decision === 'accept');
  switch (scope) {
    case 'content':
      if (!keepsContent) remove(element);
      else {
        if (type === 'del' || type === 'moveFrom') restoreDeletedText(element);
        unwrap(element);
      }
      return;
    case 'mark':
      if (keepsContent) remove(element);
      else joinWithNextParagraph(element);
      return;
    case 'row':
      if (keepsContent) remove(element);
      else removeRow(element);
      return;
    case 'cell':
      if (keepsContent) remove(element);
      else remove(closest(element, 'tc') ?? element);
      return;
    case 'properties':
      if (decision === 'accept') remove(element);
      else restoreProperties(element);
      return;
  }
}

/** A rejected deletion's text becomes text again: `w:delText` → `w:t`, `w:delInstrText` → `w:instrText`. */
function restoreDeletedText(element: Element): void {
  for (const node of descendants(element)) {
    if (isW(node, 'delText')) renameW(node, 't');
    else if (isW(node, 'delInstrText')) renameW(node, 'instrText');
  }
}

function closest(element: Element, name: string): Element | null {
  for (let node = element.parentNode; node; node = node.parentNode) if (isW(node, name)) return node;
  return null;
}

/**
 * A paragraph mark that goes (an accepted deletion, a rejected insertion) joins its paragraph to the next one,
 * which keeps its own properties, as Word does. The last paragraph of its container keeps its mark.
 */
function joinWithNextParagraph(marker: Element): void {
  const paragraph = closest(marker, 'p');
  remove(marker);
  if (!paragraph) return;
  let next = paragraph.nextSibling;
  while (next && !isW(next, 'p') && next.nodeType !== 1) next = next.nextSibling;
  if (!isW(next, 'p')) return;
  const anchor = childElements(next).find((child) => !isW(child, 'pPr')) ?? null;
  for (const child of childElements(paragraph)) {
    if (isW(child, 'pPr')) continue;
    next.insertBefore(child, anchor);
  }
  remove(paragraph);
}

function removeRow(marker: Element): void {
  const row = closest(marker, 'tr');
  if (!row) {
    remove(marker);
    return;
  }
  const table = closest(row, 'tbl');
  remove(row);
  if (table && !childElements(table).some((child) => isW(child, 'tr'))) remove(table);
}

/** Children a properties element keeps in place when its earlier state comes back: revision marks and references. */
const KEPT_BEFORE: Record<string, Set<string>> = {
  rPr: new Set(['ins', 'del', 'moveFrom', 'moveTo']),
  sectPr: new Set(['headerReference', 'footerReference']),
};
const KEPT_AFTER: Record<string, Set<string>> = {
  pPr: new Set(['rPr', 'sectPr']),
  trPr: new Set(['ins', 'del']),
  tcPr: new Set(['cellIns', 'cellDel', 'cellMerge']),
};

/** A rejected formatting change: the properties element gets back the state its change recorded. */
function restoreProperties(change: Element): void {
  const properties = change.parentNode as Element | null;
  const earlier = childElements(change)[0];
  remove(change);
  if (!properties) return;
  const name = properties.localName;
  const keptBefore = KEPT_BEFORE[name] ?? new Set<string>();
  const keptAfter = KEPT_AFTER[name] ?? new Set<string>();
  const children = childElements(properties);
  for (const child of children) if (!keptBefore.has(child.localName) && !keptAfter.has(child.localName)) remove(child);
  const anchor = childElements(properties).find((child) => keptAfter.has(child.localName)) ?? null;
  for (const child of earlier ? childElements(earlier) : []) properties.insertBefore(child, anchor);
}

/**
 * Applies the researcher's decisions to one part: decided changes accepted or rejected, undecided ones left
 * tracked. Revisions are applied last first, so a revision inside another is settled before its container.
 * Answers how many changes were applied (a part with none is left as its bytes were).
 */
export function applyDecisions(root: Element, partKey: string, decisions: ReadonlyMap<string, TDecision>): number {
  const groups = changeGroupsOf(root, partKey).filter((group) => decisions.has(group.id));
  const work: { revision: TRevisionElement; decision: TDecision; order: number }[] = [];
  const order = new Map<Element, number>(descendants(root).map((element, index) => [element, index]));
  for (const group of groups) {
    const decision = decisions.get(group.id) as TDecision;
    for (const revision of group.revisions) work.push({ revision, decision, order: order.get(revision.element) ?? 0 });
  }
  work.sort((a, b) => b.order - a.order);
  for (const { revision, decision } of work) applyRevision(revision, decision);
  for (const group of groups) removeRangeMarkers(group);
  return groups.length;
}

const removeRangeMarkers = (group: TChangeGroup) => {
  for (const marker of group.rangeMarkers) remove(marker);
};
