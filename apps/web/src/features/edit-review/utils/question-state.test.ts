import type { TReviewChange } from '@portal/domain/api/edit-review';
import { REVIEW_QUESTION_MAX, type TReviewQuestion } from '@portal/domain/api/edit-review-questions';
import { describe, expect, it } from 'vitest';
import {
  charactersLeft,
  chosenForReedit,
  disputedChanges,
  questionsByChange,
  withQuestion,
  withStarter,
} from './question-state.ts';

const change = (id: string): TReviewChange => ({
  id,
  kind: 'insertion',
  author: 'Editor',
  date: null,
  text: id,
  blocks: ['b-1'],
  section: null,
});

const question = (id: string, changeId: string, status: TReviewQuestion['status'] = 'open'): TReviewQuestion => ({
  id,
  file: '00000000-0000-4000-8000-000000000001',
  change: { id: changeId, kind: 'insertion', deleted: '', inserted: changeId },
  passage: 'The passage',
  status,
  createdAt: '2026-01-01T00:00:00.000Z',
  messages: [{ author: 'researcher', text: 'Why?', createdAt: '2026-01-01T00:00:00.000Z' }],
});

describe('questions on changes', () => {
  it('groups questions by their change', () => {
    const grouped = questionsByChange([question('q1', 'd-1'), question('q2', 'd-2'), question('q3', 'd-1')]);
    expect(grouped.get('d-1')?.map((q) => q.id)).toEqual(['q1', 'q3']);
    expect(grouped.get('d-3')).toBeUndefined();
  });

  it('replaces a saved question by its id, or adds a new one', () => {
    const answered = question('q1', 'd-1', 'answered');
    expect(withQuestion([question('q1', 'd-1')], answered)).toEqual([answered]);
    expect(withQuestion([question('q1', 'd-1')], question('q2', 'd-2')).map((q) => q.id)).toEqual(['q1', 'q2']);
  });

  it('finds the disputed changes in the file’s order and keeps those left ticked', () => {
    const changes = [change('d-1'), change('d-2'), change('d-3')];
    const disputed = disputedChanges(changes, [question('q1', 'd-3'), question('q2', 'd-1'), question('q3', 'd-1')]);
    expect(disputed.map((item) => item.id)).toEqual(['d-1', 'd-3']);
    expect(chosenForReedit(disputed, new Set())).toEqual(['d-1', 'd-3']);
    expect(chosenForReedit(disputed, new Set(['d-1']))).toEqual(['d-3']);
  });

  it('counts the characters left of the shared limit, after trimming', () => {
    expect(charactersLeft('  abc  ')).toBe(REVIEW_QUESTION_MAX - 3);
    expect(charactersLeft('x'.repeat(REVIEW_QUESTION_MAX + 1))).toBe(-1);
  });

  it('puts a starter in an empty box, or on a new line once', () => {
    expect(withStarter('', 'Why was this changed?')).toBe('Why was this changed?');
    expect(withStarter('Hello ', 'Why?')).toBe('Hello\nWhy?');
    expect(withStarter('Hello\nWhy?', 'Why?')).toBe('Hello\nWhy?');
  });
});
