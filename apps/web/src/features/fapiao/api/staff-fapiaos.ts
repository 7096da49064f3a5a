import { type TFapiaoStatus, ZStaffFapiaoListResponse, ZStaffFapiaoResponse } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';

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

function issueForm(number: string, document: File): FormData {
  const body = new FormData();
  if (number) body.append('number', number);
  body.append('file', document, document.name);
  return body;
}

/**
 * POST /api/staff/fapiaos/{identity}/issue: issued by hand. With the real fapiao's PDF, a multipart body (`number`,
 * then `file`) reporting the fraction sent; without, JSON, the portal generating the document.
 */
export async function staffIssueFapiao(
  identity: string,
  number: string,
  document: File | null,
  onProgress: (fraction: number) => void,
) {
  const url = `/api/staff/fapiaos/${encodeURIComponent(identity)}/issue`;
  const given = number.trim();
  const result = document
    ? await uploadWithProgress(url, issueForm(given, document), ZStaffFapiaoResponse, onProgress)
    : await api.post(url, given ? { number: given } : {}, ZStaffFapiaoResponse);
  await queryClient.invalidateQueries({ queryKey: staffFapiaoKeys.all });
  return result.fapiao;
}

/** POST /api/staff/fapiaos/{identity}/fail: refused, with the reason the researcher sees. */
export async function staffFailFapiao(identity: string, reason: string) {
  const result = await api.post(`/api/staff/fapiaos/${encodeURIComponent(identity)}/fail`, { reason }, ZStaffFapiaoResponse);
  await queryClient.invalidateQueries({ queryKey: staffFapiaoKeys.all });
  return result.fapiao;
}
