import { type TUser, ZWfoeAcceptedResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patchCachedUser } from '../../../lib/application.ts';

/** PUT /api/users/{identity}/wfoe-tos-accepted: the returned migration status replaces the cached one. */
export function useAcceptMigrationTerms(user: TUser) {
  return useMutation({
    mutationFn: () =>
      api.put(`/api/users/${encodeURIComponent(user.identity)}/wfoe-tos-accepted`, undefined, ZWfoeAcceptedResponse),
    onSuccess: ({ wfoeMigrationStatus }) => patchCachedUser((cached) => ({ ...cached, wfoeMigrationStatus })),
  });
}
