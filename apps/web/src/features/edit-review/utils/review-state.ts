import type { TReviewChange, TReviewChangeKind, TReviewDecision, TReviewSegment } from '@portal/domain/api/edit-review';

export type TKindFilter = 'all' | TReviewChangeKind;
export const KIND_FILTERS: readonly TKindFilter[] = ['all', 'insertion', 'deletion', 'move', 'formatting'];

/** How many changes of each kind (and in all) the file has. */
export function countsByKind(changes: readonly TReviewChange[]): Record<TKindFilter, number> {
  const counts: Record<TKindFilter, number> = { all: changes.length, insertion: 0, deletion: 0, move: 0, formatting: 0 };
  for (const change of changes) counts[change.kind]++;
  return counts;
}

export const changesOfKind = (changes: readonly TReviewChange[], filter: TKindFilter) =>
  filter === 'all' ? changes : changes.filter((change) => change.kind === filter);

/** The next change after `index` not decided yet, wrapping round; the same index when every change is decided. */
export function nextUndecided(
  changes: readonly TReviewChange[],
  decisions: Record<string, TReviewDecision>,
  index: number,
): number {
  for (let step = 1; step <= changes.length; step++) {
    const candidate = (index + step) % changes.length;
    const change = changes[candidate];
    if (change && !decisions[change.id]) return candidate;
  }
  return index;
}

/**
 * How a marked piece of text shows once its change is decided: text put in shows plainly when accepted and
 * not at all when rejected; text taken out the other way round; undecided, it keeps its mark.
 */
export function segmentView(segment: TReviewSegment, decision: TReviewDecision | undefined): 'plain' | 'hidden' | 'marked' {
  if (!segment.mark || !segment.change) return 'plain';
  if (!decision) return 'marked';
  if (segment.mark === 'format') return 'plain';
  const isAdded = segment.mark === 'ins' || segment.mark === 'moveTo';
  return isAdded === (decision === 'accept') ? 'plain' : 'hidden';
}
