import { type TFapiaoStatus, ZStaffFapiaoListResponse, ZStaffFapiaoResponse } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

const staffFapiaoKeys = {
  all: ['staff', 'fapiaos'] as const,
  list: (status: TFapiaoStatus | '') => ['staff', 'fapiaos', status] as const,
};

/** GET /api/staff/fapiaos?status=: every researcher's fapiaos, newest first. */
export function useStaffFapiaos(status: TFapiaoStatus | '') {
  return useQuery({
    queryKey: staffFapiaoKeys.list(status),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/staff/fapiaos${status ? `?status=${status}` : ''}`, ZStaffFapiaoListResponse, signal)).fapiaos,
    staleTime: 0,
  });
}

/** POST /api/staff/fapiaos/{identity}/issue: issued by hand, the portal generating its document. */
export async function staffIssueFapiao(identity: string, number: string) {
  const body = number.trim() ? { number: number.trim() } : {};
  const result = await api.post(`/api/staff/fapiaos/${encodeURIComponent(identity)}/issue`, body, ZStaffFapiaoResponse);
  await queryClient.invalidateQueries({ queryKey: staffFapiaoKeys.all });
  return result.fapiao;
}

/** POST /api/staff/fapiaos/{identity}/fail: refused, with the reason the researcher sees. */
export async function staffFailFapiao(identity: string, reason: string) {
  const result = await api.post(`/api/staff/fapiaos/${encodeURIComponent(identity)}/fail`, { reason }, ZStaffFapiaoResponse);
  await queryClient.invalidateQueries({ queryKey: staffFapiaoKeys.all });
  return result.fapiao;
}
