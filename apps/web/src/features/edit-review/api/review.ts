import {
  MAX_DECISIONS_PER_SAVE,
  type TReviewDecision,
  ZEditReviewDecisionsResponse,
  ZEditReviewResponse,
} from '@portal/domain/api/edit-review';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const orderPath = (externalId: string) => `/api/order/${encodeURIComponent(externalId)}/review`;

export const reviewKeys = { order: (externalId: string) => ['orders', externalId, 'review'] as const };

/** GET /api/order/{externalId}/review: the latest edited .docx with its changes and the decisions so far. */
export function orderReviewQuery(externalId: string) {
  return queryOptions({
    queryKey: reviewKeys.order(externalId),
    queryFn: ({ signal }) => api.get(orderPath(externalId), ZEditReviewResponse, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type TDecisionChange = { change: string; decision: TReviewDecision | null };

/**
 * PUT …/review/decisions, in pages of at most MAX_DECISIONS_PER_SAVE; answers every decision of the file as
 * saved (another tab's included).
 */
export async function saveDecisions(externalId: string, file: string, decisions: readonly TDecisionChange[]) {
  let saved: Record<string, TReviewDecision> = {};
  for (let start = 0; start < decisions.length; start += MAX_DECISIONS_PER_SAVE) {
    const page = decisions.slice(start, start + MAX_DECISIONS_PER_SAVE);
    saved = (await api.put(`${orderPath(externalId)}/decisions`, { file, decisions: page }, ZEditReviewDecisionsResponse))
      .decisions;
  }
  return saved;
}

export function reviewDownloadUrl(externalId: string, file: string, version: 'mine' | 'clean'): string {
  return `${orderPath(externalId)}/download?file=${encodeURIComponent(file)}&version=${version}`;
}
