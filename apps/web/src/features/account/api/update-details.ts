import { type TUpdateDetailsRequest, type TUser, ZUpdateDetailsResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patchCachedUser } from '../../../lib/application.ts';

/** PUT /api/account/{identity}/update-details; `active: false` closes the account. */
export function updateDetails(identity: string, details: TUpdateDetailsRequest): Promise<TUser> {
  return api
    .put(`/api/account/${encodeURIComponent(identity)}/update-details`, details, ZUpdateDetailsResponse)
    .then((response) => response.userDetails);
}

export function useUpdateDetails(identity: string) {
  return useMutation({ mutationFn: (details: TUpdateDetailsRequest) => updateDetails(identity, details) });
}

/** An update replaces the profile; the preferred group is kept when the answer carries none (spec §4). */
export function storeUpdatedUser(updated: TUser): void {
  patchCachedUser((old) => ({ ...updated, preferredGroup: updated.preferredGroup ?? old.preferredGroup }));
}
