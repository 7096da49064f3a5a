import { ZLockedTermsResponse } from '@portal/domain/api/locked-terms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

const lockedTermsKey = ['locked-terms'] as const;

/** GET /api/locked-terms: the signed-in researcher's locked terms. */
export function useLockedTerms() {
  return useQuery({
    queryKey: lockedTermsKey,
    queryFn: ({ signal }) => api.get('/api/locked-terms', ZLockedTermsResponse, signal),
  });
}

/** POST /api/locked-terms and DELETE /api/locked-terms/{id}; both answer the new list. */
export function useLockedTermChanges() {
  const client = useQueryClient();
  const onSuccess = (data: { lockedTerms: unknown[] }) => client.setQueryData(lockedTermsKey, data);
  const add = useMutation({
    mutationFn: (input: { term: string; rendering?: string | null }) =>
      api.post('/api/locked-terms', input, ZLockedTermsResponse),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/api/locked-terms/${id}`, ZLockedTermsResponse),
    onSuccess,
  });
  return { add, remove };
}
