import { mainPartOf, packagePartsOf, relatedParts } from '../../../platform/documents/docx-relationships.ts';
import { applyDecisions, type TDecision } from './apply-decisions.ts';
import { parsePart, serializePart, UnreadableReviewPartError } from './ooxml.ts';
import { readReview, type TReviewDocument, type TReviewPart } from './review-model.ts';
import { changeGroupsOf } from './revisions.ts';

/** One entry of the delivered .docx: its name in the package and its bytes. */
export type TPackagePart = { name: string; content: Buffer };

type TReviewedPart = TPackagePart & Pick<TReviewPart, 'key' | 'role'>;

/**
 * A delivered .docx's main part (found through `_rels/.rels`) and what its own relationships name, by the
 * stored names of the parts (platform docx-relationships.ts); a package without a main part is unreadable.
 */
function packageOf(entries: readonly TPackagePart[]) {
  const parts = packagePartsOf(entries);
  const main = mainPartOf(parts);
  if (main === null) throw new UnreadableReviewPartError('main document part: missing');
  return { main, related: (type: string) => relatedParts(parts, main, type) };
}

/**
 * The parts that can hold tracked changes, with their keys, in reading order: body, notes, headers, footers. A
 * header's or footer's key is its number (`header2.xml` → h2), or its place among those without one.
 */
function reviewedParts(entries: readonly TPackagePart[]): TReviewedPart[] {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const { main, related } = packageOf(entries);
  const taken = new Set<string>();
  const part = (name: string | undefined, key: string, role: TReviewPart['role']): TReviewedPart[] => {
    const entry = name === undefined ? undefined : byName.get(name);
    if (!entry || taken.has(entry.name) || taken.has(key)) return [];
    taken.add(entry.name).add(key);
    return [{ ...entry, key, role }];
  };
  const numbered = (role: 'header' | 'footer') => {
    const numberOf = (name: string) => Number(new RegExp(`(?:^|/)${role}(\\d+)\\.xml$`, 'i').exec(name)?.[1] ?? Number.NaN);
    const found = related(role).map((name) => ({ name, number: numberOf(name) }));
    const withNumber = found.filter(({ number }) => Number.isInteger(number)).sort((a, b) => a.number - b.number);
    const without = found.filter(({ number }) => !Number.isInteger(number));
    return [
      ...withNumber.flatMap(({ name, number }) => part(name, `${role[0]}${number}`, role)),
      ...without.flatMap(({ name }, index) => part(name, `${role[0]}x${index + 1}`, role)),
    ];
  };
  return [
    ...part(main, 'd', 'document'),
    ...part(related('footnotes')[0], 'fn', 'footnotes'),
    ...part(related('endnotes')[0], 'en', 'endnotes'),
    ...numbered('header'),
    ...numbered('footer'),
  ];
}

/** The review of a delivered .docx: its blocks, changes and comments. */
export function reviewOf(entries: readonly TPackagePart[]): TReviewDocument {
  const parts = reviewedParts(entries).map((part) => ({ ...part, root: parsePart(part.name, part.content).documentElement }));
  const commentsPart = packageOf(entries).related('comments')[0];
  const comments = entries.find((entry) => entry.name === commentsPart);
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
