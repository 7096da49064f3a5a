import type { TInlineParagraph } from './docx-inline.ts';

/**
 * A DrawingML text box (or group of them) is stored twice: `mc:AlternateContent` holds it in `mc:Choice`
 * (`wps:txbx`) and again in `mc:Fallback` (a VML `v:textbox`, for readers that do not know DrawingML), each
 * with its own `w:txbxContent` paragraphs. The fallback's paragraphs are not sent: each takes the answer of
 * the Choice's paragraph at its place, written into its own runs as any paragraph's answer is, so a box's
 * text is sent once and both copies read the same. That holds only when the two copies read alike: as many
 * paragraphs (and inline content controls read as paragraphs), each with the same text and the same segment;
 * otherwise the fallback is translated on its own. A box inside another box is its own pair (its paragraphs
 * belong to the innermost branch holding them); the second and later `mc:Choice` of one alternate content
 * (never written by Word) are translated on their own.
 */

const ALTERNATE = 'mc:AlternateContent';

type TBox = { choice: TInlineParagraph[] | null; fallback: TInlineParagraph[] | null };

const textOf = (paragraph: TInlineParagraph) => paragraph.texts.map((t) => t.textContent ?? '').join('');

const readAlike = (choice: readonly TInlineParagraph[], fallback: readonly TInlineParagraph[]) =>
  choice.length === fallback.length &&
  choice.every((original, n) => {
    const copy = fallback[n] as TInlineParagraph;
    return original.segment === copy.segment && textOf(original) === textOf(copy);
  });

/**
 * The readings (paragraphs of a part, read) of each box's branches, in document order: one pass over the
 * part, iterative, so a hostile file's nesting costs no more than its nodes.
 */
function boxesOf(root: Node, readings: readonly TInlineParagraph[]): TBox[] {
  const byElement = new Map(readings.map((reading) => [reading.element as Node, reading]));
  const boxes = new Map<Node, TBox>();
  const stack: { node: Node; branch: TInlineParagraph[] | null }[] = [{ node: root, branch: null }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { node } = item;
    let { branch } = item;
    const parent = node.parentNode;
    if (parent?.nodeName === ALTERNATE && (node.nodeName === 'mc:Choice' || node.nodeName === 'mc:Fallback')) {
      const box = boxes.get(parent) ?? { choice: null, fallback: null };
      boxes.set(parent, box);
      const side = node.nodeName === 'mc:Choice' ? 'choice' : 'fallback';
      // Only the first of each side pairs; another's paragraphs are translated on their own.
      branch = box[side] === null ? [] : null;
      if (branch) box[side] = branch;
    }
    const reading = byElement.get(node);
    if (reading && branch) branch.push(reading);
    for (let child = node.lastChild; child; child = child.previousSibling)
      if (child.nodeType === 1) stack.push({ node: child, branch });
  }
  return [...boxes.values()];
}

/**
 * The fallback copies among a part's readings, each with the Choice's reading whose answer it takes; only
 * pairs where both are to be sent (`isSent`) are given.
 */
export function fallbackCopies(
  root: Node,
  readings: readonly TInlineParagraph[],
  isSent: (reading: TInlineParagraph) => boolean,
): Map<TInlineParagraph, TInlineParagraph> {
  const copies = new Map<TInlineParagraph, TInlineParagraph>();
  for (const { choice, fallback } of boxesOf(root, readings)) {
    if (!choice || !fallback || !readAlike(choice, fallback)) continue;
    choice.forEach((original, n) => {
      const copy = fallback[n] as TInlineParagraph;
      if (isSent(original) && isSent(copy)) copies.set(copy, original);
    });
  }
  return copies;
}

/** The text a text path draws, or a box's paragraphs, with every run of white space as one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The `mc:Choice` beside the `mc:Fallback` that holds `node`, the nearest one; null outside a fallback. */
function choiceBeside(node: Node): Node | null {
  for (let at = node.parentNode; at; at = at.parentNode) {
    if (at.nodeName !== 'mc:Fallback' || at.parentNode?.nodeName !== ALTERNATE) continue;
    for (let sibling = at.parentNode.firstChild; sibling; sibling = sibling.nextSibling)
      if (sibling.nodeName === 'mc:Choice') return sibling;
    return null;
  }
  return null;
}

/**
 * WordArt: Word stores a DrawingML WordArt's text as paragraphs in `mc:Choice` and, for readers of VML, in
 * `mc:Fallback` as a shape whose `v:textpath` draws the same text from its `string` attribute. Such a text
 * path is not sent: it takes the answers of the Choice's sent paragraphs, in order. That holds only when the
 * Choice's paragraphs read as the path's text (white space aside); otherwise the path is translated on its own,
 * as a watermark's is. Answers each paired path with the readings it is written from.
 */
export function textPathSources(
  textPaths: readonly Element[],
  sent: readonly TInlineParagraph[],
): Map<Element, TInlineParagraph[]> {
  const pathsBeside = new Map<Node, Element[]>();
  for (const path of textPaths) {
    const choice = choiceBeside(path);
    if (!choice) continue;
    const beside = pathsBeside.get(choice);
    if (beside) beside.push(path);
    else pathsBeside.set(choice, [path]);
  }
  const sources = new Map<Element, TInlineParagraph[]>();
  if (pathsBeside.size === 0) return sources;
  // One walk up from each reading: the Choices holding it, in document order as `sent` is.
  const inChoice = new Map<Node, TInlineParagraph[]>();
  for (const reading of sent)
    for (let at: Node | null = reading.element; at; at = at.parentNode) {
      if (!pathsBeside.has(at)) continue;
      const held = inChoice.get(at);
      if (held) held.push(reading);
      else inChoice.set(at, [reading]);
    }
  for (const [choice, paths] of pathsBeside) {
    const readings = inChoice.get(choice) ?? [];
    const text = spaced(readings.map(textOf).join(' '));
    if (text === '') continue;
    for (const path of paths) if (spaced(path.getAttribute('string') ?? '') === text) sources.set(path, readings);
  }
  return sources;
}
