import type { TStaffQueueQuery } from '@portal/domain';

/** Query keys of the staff console. */
export const staffKeys = {
  all: ['staff'] as const,
  queue: (filters: TStaffQueueQuery) => ['staff', 'queue', filters] as const,
  order: (externalId: string) => ['staff', 'order', externalId] as const,
  editors: ['staff', 'editors'] as const,
  pendingProofs: ['staff', 'payment-proofs'] as const,
};

/** The API path of an order of the staff console. */
export const staffOrderPath = (externalId: string) => `/api/staff/orders/${encodeURIComponent(externalId)}`;
