import { ZReeditOptionsResponse } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

export const reeditKeys = {
  options: (externalId: string) => ['orders', externalId, 're-edit-options'] as const,
};

/** GET /api/order/{externalId}/re-edit-options: the order and what its flags offer; null when it is not the researcher's. */
export async function getReeditOptions(externalId: string, signal?: AbortSignal) {
  try {
    const response = await api.get(
      `/api/order/${encodeURIComponent(externalId)}/re-edit-options`,
      ZReeditOptionsResponse,
      signal,
    );
    return response.order;
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 404) return null;
    throw failure;
  }
}

export function reeditOptionsQuery(externalId: string) {
  return queryOptions({
    queryKey: reeditKeys.options(externalId),
    queryFn: ({ signal }) => getReeditOptions(externalId, signal),
    // The flags change when staff act: every visit asks again.
    staleTime: 0,
  });
}
