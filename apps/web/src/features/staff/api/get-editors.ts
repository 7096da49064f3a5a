import { ZStaffEditorsResponse } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/staff/editors: who an order can be assigned to. */
export function useEditors() {
  return useQuery({
    queryKey: staffKeys.editors,
    queryFn: async ({ signal }) => (await api.get('/api/staff/editors', ZStaffEditorsResponse, signal)).editors,
    staleTime: 5 * 60_000,
  });
}
