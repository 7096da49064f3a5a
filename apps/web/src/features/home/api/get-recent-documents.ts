import { ZRecentDigitalDocumentsResponse } from '@portal/domain/api/digital-edit';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** How often the home's recent documents are read again while one is processing. */
const RECENT_DOCUMENTS_POLL_MS = 10_000;

/** GET /api/digital-documents/recent: the three newest edits and translations, polled while one is processing. */
export function useRecentDigitalDocuments() {
  return useQuery({
    queryKey: ['digital-documents', 'recent'],
    queryFn: ({ signal }) => api.get('/api/digital-documents/recent', ZRecentDigitalDocumentsResponse, signal),
    refetchInterval: (query) =>
      query.state.data?.documents.some((document) => document.status === 'processing') ? RECENT_DOCUMENTS_POLL_MS : false,
  });
}
