import type { TReviewChange } from '@portal/domain/api/edit-review';
import { describe, expect, it } from 'vitest';
import { changesOfKind, countsByKind, nextUndecided, segmentView } from './review-state.ts';

const change = (id: string, kind: TReviewChange['kind']): TReviewChange => ({
  id,
  kind,
  author: 'Editor',
  date: null,
  text: id,
  blocks: ['d.1'],
  section: null,
});
const changes = [change('d-1', 'insertion'), change('d-2', 'deletion'), change('d-3', 'insertion'), change('d-4', 'move')];

describe('the review page state', () => {
  it('counts changes by kind and filters them', () => {
    expect(countsByKind(changes)).toEqual({ all: 4, insertion: 2, deletion: 1, move: 1, formatting: 0 });
    expect(changesOfKind(changes, 'insertion').map((c) => c.id)).toEqual(['d-1', 'd-3']);
    expect(changesOfKind(changes, 'all')).toHaveLength(4);
  });

  it('moves on to the next undecided change, wrapping round, and stays when all are decided', () => {
    expect(nextUndecided(changes, { 'd-2': 'accept' }, 0)).toBe(2);
    expect(nextUndecided(changes, { 'd-2': 'accept', 'd-3': 'reject', 'd-4': 'accept' }, 3)).toBe(0);
    const all = Object.fromEntries(changes.map((c) => [c.id, 'accept' as const]));
    expect(nextUndecided(changes, all, 1)).toBe(1);
  });

  it('shows decided text as the decision leaves it', () => {
    const inserted = { text: 'x', change: 'd-1', mark: 'ins' as const };
    const deleted = { text: 'y', change: 'd-2', mark: 'del' as const };
    expect(segmentView(inserted, undefined)).toBe('marked');
    expect(segmentView(inserted, 'accept')).toBe('plain');
    expect(segmentView(inserted, 'reject')).toBe('hidden');
    expect(segmentView(deleted, 'accept')).toBe('hidden');
    expect(segmentView(deleted, 'reject')).toBe('plain');
    expect(segmentView({ text: 'z', change: 'd-9', mark: 'format' }, 'reject')).toBe('plain');
    expect(segmentView({ text: 'plain' }, undefined)).toBe('plain');
  });
});
