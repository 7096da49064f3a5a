import { describe, expect, it } from 'vitest';
import type { TReviewDocument } from './engine/review-model.ts';
import { PASSAGE_MAX, snapshotOfChange, type TChangeSnapshot } from './question-snapshot.ts';
import { reeditNotesOf } from './questions.ts';

const model: TReviewDocument = {
  blocks: [
    {
      id: 'b-1',
      kind: 'paragraph',
      section: null,
      segments: [
        { text: 'Water ' },
        { text: 'to pass', change: 'd-1', mark: 'del' },
        { text: 'through', change: 'd-2', mark: 'ins' },
        { text: ' at high rates.' },
      ],
    },
    {
      id: 'b-2',
      kind: 'paragraph',
      section: null,
      segments: [{ text: 'x'.repeat(4000) }, { text: 'Bold', change: 'd-3', mark: 'format' }],
    },
  ],
  changes: [
    { id: 'd-1', kind: 'deletion', author: 'Ed', date: null, text: 'to pass', blocks: ['b-1'], section: null },
    { id: 'd-2', kind: 'insertion', author: 'Ed', date: null, text: 'through', blocks: ['b-1'], section: null },
    { id: 'd-3', kind: 'formatting', author: 'Ed', date: null, text: 'Bold', blocks: ['b-2'], section: null },
  ],
  comments: [],
};

describe('the change and passage a question keeps', () => {
  it('keeps what the change took out or put in, and the editor’s version of its paragraph', () => {
    expect(snapshotOfChange(model, 'd-1')).toEqual({
      changeId: 'd-1',
      changeKind: 'deletion',
      deletedText: 'to pass',
      insertedText: '',
      passage: 'Water through at high rates.',
    });
    expect(snapshotOfChange(model, 'd-2')?.insertedText).toBe('through');
    expect(snapshotOfChange(model, 'd-9')).toBeNull();
  });

  it('cuts a long paragraph to a window round the change, and keeps a formatting change’s text', () => {
    const snapshot = snapshotOfChange(model, 'd-3');
    expect(snapshot?.insertedText).toBe('Bold');
    expect(snapshot?.passage.startsWith('…')).toBe(true);
    expect(snapshot?.passage.endsWith('Bold')).toBe(true);
    expect(snapshot?.passage.length).toBeLessThanOrEqual(PASSAGE_MAX + 2);
  });
});

describe('the editor’s note of a re-edit of disputed changes', () => {
  const snapshot = (index: number): TChangeSnapshot => ({
    changeId: `d-${index}`,
    changeKind: 'insertion',
    deletedText: '',
    insertedText: `word ${index}`,
    passage: 'p'.repeat(600),
  });

  it('numbers each change with its text and passage, in the page’s language', () => {
    const notes = reeditNotesOf('ja_JP', [snapshot(1), snapshot(2)]);
    expect(notes).toContain('以下の 2 件の変更を再校正してください');
    expect(notes).toContain('1. 挿入 — 挿入「word 1」');
    expect(notes).toContain(`該当箇所：${'p'.repeat(300)}…`);
  });

  it('stays within the order form’s 4,000 characters, saying how many changes were left out', () => {
    const notes = reeditNotesOf(
      'en_US',
      Array.from({ length: 200 }, (_, index) => snapshot(index + 1)),
    );
    expect(notes.length).toBeLessThanOrEqual(4000);
    const listed = notes.match(/^\d+\. /gm)?.length ?? 0;
    expect(listed).toBeGreaterThan(5);
    expect(notes).toContain(`… and ${200 - listed} more changes`);
  });
});
