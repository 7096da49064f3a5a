import { ZStaffPendingProofsResponse } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/staff/payment-proofs: the proofs of payment nobody has reviewed yet. */
export function usePendingProofs() {
  return useQuery({
    queryKey: staffKeys.pendingProofs,
    queryFn: async ({ signal }) => (await api.get('/api/staff/payment-proofs', ZStaffPendingProofsResponse, signal)).proofs,
    staleTime: 0,
  });
}
