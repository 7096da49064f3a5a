import {
  MAX_DECISIONS_PER_SAVE,
  type TReviewDecision,
  ZEditReviewDecisionsResponse,
  ZEditReviewResponse,
} from '@portal/domain/api/edit-review';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * What is under review: an order's delivered file or a completed digital edit's result. The page is the same;
 * the API base, the back link and what stands in for questions to the editor differ (docs/decisions.md,
 * "Review the edits of a digital edit").
 */
export type TReviewSource = { kind: 'order'; externalId: string } | { kind: 'digital-edit'; identity: string };

/** The source a review page's path names: …/digital-editing/details/:identity/review or …/index/details/:externalId/review. */
export function reviewSourceOf(params: { externalId?: string; identity?: string }): TReviewSource {
  return params.identity !== undefined
    ? { kind: 'digital-edit', identity: params.identity }
    : { kind: 'order', externalId: params.externalId ?? '' };
}

const reviewPath = (source: TReviewSource) =>
  source.kind === 'order'
    ? `/api/order/${encodeURIComponent(source.externalId)}/review`
    : `/api/digital-edit/${encodeURIComponent(source.identity)}/review`;

export const reviewKeys = {
  order: (externalId: string) => ['orders', externalId, 'review'] as const,
  digitalEdit: (identity: string) => ['digital-edits', identity, 'review'] as const,
};

/** GET …/review: the edited .docx with its changes and the decisions so far. */
export function reviewQuery(source: TReviewSource) {
  return queryOptions({
    queryKey: source.kind === 'order' ? reviewKeys.order(source.externalId) : reviewKeys.digitalEdit(source.identity),
    queryFn: ({ signal }) => api.get(reviewPath(source), ZEditReviewResponse, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type TDecisionChange = { change: string; decision: TReviewDecision | null };

/**
 * PUT …/review/decisions, in pages of at most MAX_DECISIONS_PER_SAVE; answers every decision of the file as
 * saved (another tab's included).
 */
export async function saveDecisions(source: TReviewSource, file: string, decisions: readonly TDecisionChange[]) {
  let saved: Record<string, TReviewDecision> = {};
  for (let start = 0; start < decisions.length; start += MAX_DECISIONS_PER_SAVE) {
    const page = decisions.slice(start, start + MAX_DECISIONS_PER_SAVE);
    saved = (await api.put(`${reviewPath(source)}/decisions`, { file, decisions: page }, ZEditReviewDecisionsResponse)).decisions;
  }
  return saved;
}

export function reviewDownloadUrl(source: TReviewSource, file: string, version: 'mine' | 'clean'): string {
  return `${reviewPath(source)}/download?file=${encodeURIComponent(file)}&version=${version}`;
}

/** Where the page's back link goes: the order's or the digital edit's details. */
export function reviewBackPath(lang: string, source: TReviewSource): string {
  return source.kind === 'order'
    ? `/${lang}/researcher/index/details/${encodeURIComponent(source.externalId)}`
    : `/${lang}/researcher/digital-editing/details/${encodeURIComponent(source.identity)}`;
}
