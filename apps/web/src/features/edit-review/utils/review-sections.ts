import type { TReviewBlock, TReviewChange } from '@portal/domain/api/edit-review';

/**
 * The sections a change can be filtered by: each heading of the body (`h:<block id>`), the body before its
 * first heading, and the parts outside its flow (tables, notes, headers and footers).
 */
export type TSectionFilter = 'all' | 'start' | 'tables' | 'notes' | 'headers' | `h:${string}`;

export type TSectionOption = {
  value: TSectionFilter;
  /** A heading's own text; the other sections are named by the page in the reader's language. */
  heading?: string;
  level?: number;
  count: number;
};

const NOTE_KINDS = new Set<TReviewBlock['kind']>(['footnote', 'endnote']);
const HEADER_KINDS = new Set<TReviewBlock['kind']>(['header', 'footer']);
const OUTSIDE_KINDS = new Set<TReviewBlock['kind']>([...NOTE_KINDS, ...HEADER_KINDS]);

/** A heading's text as it reads with every change accepted (deleted text left out), at most 80 characters. */
function headingText(block: TReviewBlock): string {
  const text = block.segments
    .filter((segment) => segment.mark !== 'del' && segment.mark !== 'moveFrom' && !segment.note)
    .map((segment) => segment.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** The sections one change belongs to: its heading's (or the start) when in the body; a table, notes or headers. */
export function sectionsOfChange(change: TReviewChange, blockById: ReadonlyMap<string, TReviewBlock>): TSectionFilter[] {
  const blocks = change.blocks.map((id) => blockById.get(id)).filter((block) => block !== undefined);
  const first = blocks[0];
  const sections: TSectionFilter[] = [];
  if (first && NOTE_KINDS.has(first.kind)) sections.push('notes');
  else if (first && HEADER_KINDS.has(first.kind)) sections.push('headers');
  else sections.push(change.section ? `h:${change.section}` : 'start');
  if (blocks.some((block) => block.cell)) sections.push('tables');
  return sections;
}

/** Each change's sections, by change id: worked out once per file. */
export function sectionIndex(blocks: readonly TReviewBlock[], changes: readonly TReviewChange[]) {
  const blockById = new Map(blocks.map((block) => [block.id, block]));
  return new Map(changes.map((change) => [change.id, sectionsOfChange(change, blockById)]));
}

/**
 * The section filter's options in document order, each with its count of changes: the start, every heading
 * of the body that has changes under it, then tables, notes and headers when they have some.
 */
export function sectionOptions(
  blocks: readonly TReviewBlock[],
  index: ReadonlyMap<string, readonly TSectionFilter[]>,
): TSectionOption[] {
  const counts = new Map<TSectionFilter, number>();
  for (const sections of index.values()) for (const section of sections) counts.set(section, (counts.get(section) ?? 0) + 1);
  const options: TSectionOption[] = [];
  if (counts.get('start')) options.push({ value: 'start', count: counts.get('start') ?? 0 });
  for (const block of blocks) {
    if (block.kind !== 'heading' || OUTSIDE_KINDS.has(block.kind)) continue;
    const count = counts.get(`h:${block.id}`);
    if (count) options.push({ value: `h:${block.id}`, heading: headingText(block), level: block.level ?? 1, count });
  }
  for (const value of ['tables', 'notes', 'headers'] as const) {
    const count = counts.get(value);
    if (count) options.push({ value, count });
  }
  return options;
}

export const isInSection = (
  change: TReviewChange,
  section: TSectionFilter,
  index: ReadonlyMap<string, readonly TSectionFilter[]>,
) => section === 'all' || (index.get(change.id) ?? []).includes(section);
