import { applyDecisions, type TDecision } from './apply-decisions.ts';
import { parsePart, serializePart, UnreadableReviewPartError } from './ooxml.ts';
import { readReview, type TReviewDocument, type TReviewPart } from './review-model.ts';
import { changeGroupsOf } from './revisions.ts';

/** One entry of the delivered .docx: its name in the package and its bytes. */
export type TPackagePart = { name: string; content: Buffer };

const COMMENTS_PART = 'word/comments.xml';

/** The parts that can hold tracked changes, with their keys, in reading order: body, notes, headers, footers. */
function reviewedParts(entries: readonly TPackagePart[]): (TPackagePart & Pick<TReviewPart, 'key' | 'role'>)[] {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const numbered = (prefix: 'header' | 'footer') =>
    entries
      .map((entry) => ({ entry, match: new RegExp(`^word/${prefix}(\\d+)\\.xml$`).exec(entry.name) }))
      .filter((found) => found.match)
      .sort((a, b) => Number(a.match?.[1]) - Number(b.match?.[1]))
      .map(({ entry, match }) => ({ ...entry, key: `${prefix[0]}${match?.[1]}`, role: prefix }));
  const fixed = [
    { name: 'word/document.xml', key: 'd', role: 'document' as const },
    { name: 'word/footnotes.xml', key: 'fn', role: 'footnotes' as const },
    { name: 'word/endnotes.xml', key: 'en', role: 'endnotes' as const },
  ].flatMap((part) => {
    const entry = byName.get(part.name);
    return entry ? [{ ...entry, ...part }] : [];
  });
  if (!fixed.some((part) => part.role === 'document')) throw new UnreadableReviewPartError('word/document.xml: missing');
  return [...fixed, ...numbered('header'), ...numbered('footer')];
}

/** The review of a delivered .docx: its blocks, changes and comments. */
export function reviewOf(entries: readonly TPackagePart[]): TReviewDocument {
  const parts = reviewedParts(entries).map((part) => ({ ...part, root: parsePart(part.name, part.content).documentElement }));
  const comments = entries.find((entry) => entry.name === COMMENTS_PART);
  return readReview(parts, comments ? parsePart(comments.name, comments.content).documentElement : null);
}

/** Every change's id: what "accept all" (the clean copy) and "reject all" decide. */
export function changeIdsOf(entries: readonly TPackagePart[]): string[] {
  return reviewedParts(entries).flatMap((part) => changeGroupsOf(rootOf(part), part.key).map((group) => group.id));
}

const rootOf = (part: TPackagePart) => parsePart(part.name, part.content).documentElement;

/**
 * The researcher's version: the parts whose changes were decided, rewritten; every other entry of the package
 * (styles, images, fields, comments, and parts with no decided change) is left byte for byte as delivered.
 */
export function decidedParts(entries: readonly TPackagePart[], decisions: ReadonlyMap<string, TDecision>): Map<string, Buffer> {
  const replaced = new Map<string, Buffer>();
  for (const part of reviewedParts(entries)) {
    const prefix = `${part.key}-`;
    const mine = new Map([...decisions].filter(([id]) => id.startsWith(prefix)));
    if (mine.size === 0) continue;
    const document = parsePart(part.name, part.content);
    if (applyDecisions(document.documentElement, part.key, mine) > 0) replaced.set(part.name, serializePart(document));
  }
  return replaced;
}
