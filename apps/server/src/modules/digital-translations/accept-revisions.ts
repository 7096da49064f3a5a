/**
 * Word's "Accept all changes" on one part, done before its paragraphs are read for translation: a manuscript
 * is translated as it reads with its tracked changes accepted (docs/decisions.md, "Translation of tracked
 * changes"). Inserted and moved-in content stays as ordinary runs with their formatting; deleted and moved-out
 * content goes; a deleted paragraph mark joins its paragraph to the next (which keeps its properties); a
 * deleted table row or cell goes; a formatting change keeps the current formatting. The edit review's engine
 * does the same per decision, but lives in a module that the parse process must not load (its routes and
 * database), and groups changes for a reader, which a translation does not need.
 */

const KEPT_CONTENT = new Set(['w:ins', 'w:moveTo']);
const DROPPED_CONTENT = new Set(['w:del', 'w:moveFrom']);
const PROPERTY_CHANGES = new Set([
  'w:rPrChange',
  'w:pPrChange',
  'w:tblPrChange',
  'w:tblPrExChange',
  'w:trPrChange',
  'w:tcPrChange',
  'w:sectPrChange',
  'w:tblGridChange',
  'w:numberingChange',
]);
/** Range marks of moves and of custom XML revisions: meaningless once the changes are accepted. */
const REVISION_RANGES = /^w:(?:moveFrom|moveTo|customXmlIns|customXmlDel|customXmlMoveFrom|customXmlMoveTo)Range(?:Start|End)$/;

/** Every element under `root` in document order; iterative, so a hostile file's deep nesting cannot overflow the stack. */
function elementsIn(root: Element): Element[] {
  const found: Element[] = [];
  const stack: Node[] = [];
  for (let child = root.lastChild; child; child = child.previousSibling) stack.push(child);
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.nodeType !== 1) continue;
    found.push(node as Element);
    for (let child = node.lastChild; child; child = child.previousSibling) stack.push(child);
  }
  return found;
}

const remove = (node: Node) => node.parentNode?.removeChild(node);

function unwrap(element: Element): void {
  const parent = element.parentNode;
  if (!parent) return;
  while (element.firstChild) parent.insertBefore(element.firstChild, element);
  parent.removeChild(element);
}

function closest(element: Element, name: string): Element | null {
  for (let node = element.parentNode; node; node = node.parentNode) if (node.nodeName === name) return node as Element;
  return null;
}

/** The paragraph whose mark is deleted goes into the next paragraph; the last paragraph of its container stays. */
function joinWithNextParagraph(paragraph: Element): void {
  let next = paragraph.nextSibling;
  while (next && next.nodeType !== 1) next = next.nextSibling;
  if (next?.nodeName !== 'w:p') return;
  const anchor = Array.from(next.childNodes as ArrayLike<Node>).find((c) => c.nodeType === 1 && c.nodeName !== 'w:pPr') ?? null;
  for (const child of Array.from(paragraph.childNodes as ArrayLike<Node>)) {
    if (child.nodeName !== 'w:pPr') next.insertBefore(child, anchor);
  }
  remove(paragraph);
}

/** Accepts every tracked change under `root`; answers whether there was any. */
export function acceptRevisions(root: Element): boolean {
  let isChanged = false;
  const joined: Element[] = [];
  // Last first: a revision inside another is settled before its container.
  for (const element of elementsIn(root).reverse()) {
    const name = element.nodeName;
    const parent = element.parentNode as Element | null;
    if (!parent) continue;
    if (PROPERTY_CHANGES.has(name) || REVISION_RANGES.test(name) || name === 'w:cellIns' || name === 'w:cellMerge') {
      remove(element);
      isChanged = true;
      continue;
    }
    if (name === 'w:cellDel') {
      remove(closest(element, 'w:tc') ?? element);
      isChanged = true;
      continue;
    }
    const isKept = KEPT_CONTENT.has(name);
    if (!isKept && !DROPPED_CONTENT.has(name)) continue;
    const where = parent.nodeName;
    if (where === 'w:rPr') {
      // A paragraph mark's revision (w:pPr/w:rPr/w:del); a run's properties hold none.
      if (parent.parentNode?.nodeName !== 'w:pPr') continue;
      remove(element);
      const paragraph = closest(parent, 'w:p');
      if (!isKept && paragraph) joined.push(paragraph);
    } else if (where === 'w:trPr') {
      const row = closest(element, 'w:tr');
      remove(isKept || !row ? element : row);
    } else if (where.endsWith('Pr')) continue;
    else if (isKept) unwrap(element);
    else remove(element);
    isChanged = true;
  }
  // `joined` is in reverse document order: a run of joined paragraphs ends up in the last one.
  for (const paragraph of joined) joinWithNextParagraph(paragraph);
  for (const table of Array.from((root.getElementsByTagName('w:tbl') as ArrayLike<Element>) ?? [])) {
    if (!Array.from(table.childNodes as ArrayLike<Node>).some((c) => c.nodeName === 'w:tr')) remove(table);
  }
  return isChanged;
}
