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
