import type { TReviewChangeKind } from '@portal/domain/api/edit-review';
import type { TReviewDocument } from './engine/review-model.ts';

/** The longest passage kept with a question; a longer paragraph is cut to a window round the change. */
export const PASSAGE_MAX = 1500;

export type TChangeSnapshot = {
  changeId: string;
  changeKind: TReviewChangeKind;
  deletedText: string;
  insertedText: string;
  passage: string;
};

/**
 * A change and its passage as the file has them now, for a question that must keep them as they were asked
 * about. The passage is the editor's version of the change's paragraphs (insertions kept, deletions dropped),
 * so it reads as the text the researcher questions; what the change took out and put in is kept beside it.
 * A change with no text of its own (formatting, a paragraph mark) keeps the text it touched as `insertedText`.
 * Null when the file has no such change.
 */
export function snapshotOfChange(model: TReviewDocument, changeId: string): TChangeSnapshot | null {
  const change = model.changes.find((item) => item.id === changeId);
  if (!change) return null;
  let deleted = '';
  let inserted = '';
  let passage = '';
  let start = -1;
  for (const block of model.blocks.filter((item) => change.blocks.includes(item.id))) {
    if (passage) passage += '\n';
    for (const segment of block.segments) {
      const isOwn = segment.change === changeId;
      const isRemoved = segment.mark === 'del' || segment.mark === 'moveFrom';
      if (isOwn && start < 0) start = passage.length;
      if (isOwn && isRemoved) deleted += segment.text;
      else if (isOwn && (segment.mark === 'ins' || segment.mark === 'moveTo')) inserted += segment.text;
      if (!isRemoved) passage += segment.text;
    }
  }
  if (!deleted && !inserted) inserted = change.text;
  return {
    changeId,
    changeKind: change.kind,
    deletedText: deleted,
    insertedText: inserted,
    passage: windowOf(passage, Math.max(start, 0)),
  };
}

/** At most PASSAGE_MAX characters of the passage, centred on the change, with an ellipsis where it was cut. */
function windowOf(text: string, at: number): string {
  if (text.length <= PASSAGE_MAX) return text;
  const from = Math.max(0, Math.min(at - PASSAGE_MAX / 2, text.length - PASSAGE_MAX));
  const to = from + PASSAGE_MAX;
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
}
