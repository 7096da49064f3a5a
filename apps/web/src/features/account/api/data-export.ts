import { type TDataExport, ZDataExportResponse } from '@portal/domain/api/data-rights';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pollInterval } from '../../../lib/job-events.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** How often the page asks how far the archive got while it is being prepared. */
const POLL_INTERVAL_MS = 1500;

export const dataExportKeys = { all: ['data-exports'] as const };
const dataExportKey = (id: number) => [...dataExportKeys.all, id] as const;

/** GET /api/account/data-exports/{id}: the export's state, polled while it is being prepared. */
export function dataExportQuery(id: number, isStreamLive = false) {
  return queryOptions({
    queryKey: dataExportKey(id),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/account/data-exports/${encodeURIComponent(id)}`, ZDataExportResponse, signal)).dataExport,
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? pollInterval(isStreamLive, POLL_INTERVAL_MS) : false),
    retry: false,
  });
}

/** POST /api/account/data-exports: asks for a new archive; its first state is cached for the page to show at once. */
export function useRequestDataExport() {
  return useMutation({
    mutationFn: async () => (await api.post('/api/account/data-exports', undefined, ZDataExportResponse)).dataExport,
    onSuccess: (dataExport: TDataExport) => queryClient.setQueryData(dataExportKey(dataExport.id), dataExport),
  });
}

/** Where the e-mailed link's archive downloads from; the signed-in session is needed beside the token. */
export function dataExportDownloadUrl(id: number, token: string): string {
  return `/api/account/data-exports/${encodeURIComponent(id)}/download?token=${encodeURIComponent(token)}`;
}
