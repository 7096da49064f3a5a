import type { TStaffQueueQuery } from '@portal/domain';
import type { TStaffReviewQuestionsQuery } from '@portal/domain/api/edit-review-questions';

/** Query keys of the staff console. */
export const staffKeys = {
  all: ['staff'] as const,
  queue: (filters: TStaffQueueQuery) => ['staff', 'queue', filters] as const,
  order: (externalId: string) => ['staff', 'order', externalId] as const,
  /** Under the order's key: reading the order again reads its re-edits again too. */
  orderReedits: (externalId: string) => ['staff', 'order', externalId, 'review-re-edits'] as const,
  editors: ['staff', 'editors'] as const,
  pendingProofs: ['staff', 'payment-proofs'] as const,
  reviewQuestions: (query: TStaffReviewQuestionsQuery) => ['staff', 'review-questions', query] as const,
};

/** The API path of an order of the staff console. */
export const staffOrderPath = (externalId: string) => `/api/staff/orders/${encodeURIComponent(externalId)}`;
