import type { TReviewBlock, TReviewComment, TReviewDecision, TReviewSegment } from '@portal/domain/api/edit-review';
import { memo, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { segmentView } from '../utils/review-state.ts';

type TDocumentProps = {
  blocks: readonly TReviewBlock[];
  comments: readonly TReviewComment[];
  decisions: Record<string, TReviewDecision>;
  currentChange: string | null;
  onSelect: (changeId: string) => void;
};

type TSegmentsProps = Pick<TDocumentProps, 'decisions' | 'currentChange' | 'onSelect'> & {
  segments: readonly TReviewSegment[];
  noteNumbers: Map<string, number>;
};

function Segments({ segments, decisions, currentChange, onSelect, noteNumbers }: TSegmentsProps) {
  return segments.map((segment, index) => {
    const key = `${index}`;
    if (segment.note) return <sup key={key}>{noteNumbers.get(segment.note) ?? '*'}</sup>;
    const decision = segment.change ? decisions[segment.change] : undefined;
    const view = segmentView(segment, decision);
    if (view === 'hidden') return null;
    let content: ReactNode = segment.text;
    if (segment.bold) content = <strong>{content}</strong>;
    if (segment.italic) content = <em>{content}</em>;
    if (segment.position === 'sup') content = <sup>{content}</sup>;
    if (segment.position === 'sub') content = <sub>{content}</sub>;
    const isCurrent = segment.change !== undefined && segment.change === currentChange;
    // A decided change keeps a quiet mark while it is the current one, so the reader sees where they are.
    if (view === 'plain' && isCurrent) {
      return (
        <span key={key} className="review-mark review-mark--decided is-current" data-change={segment.change}>
          {content}
        </span>
      );
    }
    if (view === 'plain' || !segment.change) return <span key={key}>{content}</span>;
    const className = `review-mark review-mark--${segment.mark}${isCurrent ? ' is-current' : ''}`;
    const change = segment.change;
    const Tag = segment.mark === 'ins' || segment.mark === 'moveTo' ? 'ins' : segment.mark === 'format' ? 'span' : 'del';
    return (
      <Tag key={key} className={className} data-change={change} onClick={() => onSelect(change)}>
        {content}
      </Tag>
    );
  });
}

/** Blocks outside the body's flow, labelled as what they are. */
const LABELLED_KINDS = new Set<TReviewBlock['kind']>(['footnote', 'endnote', 'header', 'footer']);

type TGroup = { kind: 'block'; block: TReviewBlock } | { kind: 'table'; id: string; rows: TReviewBlock[][][] };

/** Consecutive cells of one table become one table again: rows of cells, each cell its paragraphs. */
function groupsOf(blocks: readonly TReviewBlock[]): TGroup[] {
  const groups: TGroup[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (!block.cell) {
      groups.push({ kind: 'block', block });
      continue;
    }
    const { table, row, column } = block.cell;
    const id = `${block.id.split('.')[0]}-t${table}`;
    const group = last?.kind === 'table' && last.id === id ? last : { kind: 'table' as const, id, rows: [] };
    if (group !== last) groups.push(group);
    const cells = group.rows[row] ?? [];
    group.rows[row] = cells;
    const paragraphs = cells[column] ?? [];
    cells[column] = paragraphs;
    paragraphs.push(block);
  }
  return groups;
}

/**
 * The edited manuscript as the review shows it: headings, paragraphs, lists, tables, notes, headers and footers,
 * each change marked (inserted, deleted, moved, reformatted) until it is decided, and the editors' comments
 * beside the paragraph they belong to. Long documents are drawn by the browser only as they scroll into view.
 */
export const ReviewDocument = memo(function ReviewDocument({
  blocks,
  comments,
  decisions,
  currentChange,
  onSelect,
}: TDocumentProps) {
  const { t } = useTranslation();
  const noteNumbers = new Map<string, number>();
  for (const block of blocks) {
    for (const segment of block.segments)
      if (segment.note && !noteNumbers.has(segment.note)) noteNumbers.set(segment.note, noteNumbers.size + 1);
  }
  const commentsOf = new Map<string, TReviewComment[]>();
  for (const comment of comments) {
    const anchor = comment.blocks[0];
    if (anchor) commentsOf.set(anchor, [...(commentsOf.get(anchor) ?? []), comment]);
  }
  const segmentProps = { decisions, currentChange, onSelect, noteNumbers };
  const renderBlock = (block: TReviewBlock) => {
    const segments = <Segments segments={block.segments} {...segmentProps} />;
    const notes = commentsOf.get(block.id)?.map((comment) => (
      <aside key={comment.id} className="review-comment">
        <span className="review-comment__author">{comment.author || t('review-editor')}</span> {comment.text}
      </aside>
    ));
    const level = Math.min(Math.max(block.level ?? 1, 1), 4);
    const body =
      block.kind === 'heading' ? (
        level === 1 ? (
          <h2 className="review-block">{segments}</h2>
        ) : level === 2 ? (
          <h3 className="review-block">{segments}</h3>
        ) : (
          <h4 className="review-block">{segments}</h4>
        )
      ) : (
        <p
          className={`review-block review-block--${block.kind}`}
          style={block.kind === 'list' ? { marginInlineStart: `${1.25 * ((block.level ?? 0) + 1)}rem` } : undefined}
        >
          {block.kind === 'list' ? <span aria-hidden="true">• </span> : null}
          {LABELLED_KINDS.has(block.kind) ? <span className="review-block__label">{t(`review-block-${block.kind}`)}</span> : null}
          {segments}
        </p>
      );
    return (
      <div key={block.id} className="review-block-wrap" data-block={block.id}>
        {body}
        {notes}
      </div>
    );
  };
  return (
    <div className="review-document">
      {groupsOf(blocks).map((group) =>
        group.kind === 'block' ? (
          renderBlock(group.block)
        ) : (
          <div key={group.id} className="review-table-wrap">
            <table className="review-table">
              <tbody>
                {group.rows.map((cells) => (
                  <tr key={cells[0]?.[0]?.id}>
                    {cells.map((paragraphs) => (
                      <td key={paragraphs[0]?.id}>{paragraphs.map(renderBlock)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ),
      )}
    </div>
  );
});
