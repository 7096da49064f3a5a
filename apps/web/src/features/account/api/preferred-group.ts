import { ZPreferredGroupResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const groupPath = (identity: string) => `/api/users/${encodeURIComponent(identity)}/preferred-group`;

/** DELETE /api/users/{identity}/preferred-group: leaves the current group. */
export function useLeaveGroup(identity: string) {
  return useMutation({ mutationFn: () => api.delete(groupPath(identity), ZPreferredGroupResponse) });
}
