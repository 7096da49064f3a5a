import { type TStaffQueueQuery, type TStaffQueueResponse, ZStaffQueueResponse } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

/** The query string of the queue's filters, without the empty ones. */
export function queueSearchOf(filters: TStaffQueueQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && value !== null) search.set(name, String(value));
  }
  return search.toString();
}

/** GET /api/staff/orders: one page of the order queue. */
export function staffQueueQuery(filters: TStaffQueueQuery) {
  return queryOptions({
    queryKey: staffKeys.queue(filters),
    queryFn: ({ signal }): Promise<TStaffQueueResponse> =>
      api.get(`/api/staff/orders?${queueSearchOf(filters)}`, ZStaffQueueResponse, signal),
    // Other staff move orders all the time: asked afresh whenever the queue opens.
    staleTime: 0,
  });
}

/** The page shown stays while the next one loads, so the table does not jump. */
export function useStaffQueue(filters: TStaffQueueQuery) {
  return useQuery({ ...staffQueueQuery(filters), placeholderData: keepPreviousData });
}
