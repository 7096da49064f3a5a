import type { TUser } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patchCachedUser, setCachedUser } from '../../../lib/application.ts';

const setBannerShown = (isShown: boolean) => patchCachedUser((user) => ({ ...user, showCheckSpamMessage: isShown }));

/**
 * PUT /api/users/{identity}/hide-check-spam-message: the banner goes at once and the returned user is kept.
 * The shell is on every first screen, so the schema (and zod) load with the call.
 */
export function useHideCheckSpamMessage(user: TUser) {
  return useMutation({
    mutationFn: () =>
      api.put(`/api/users/${encodeURIComponent(user.identity)}/hide-check-spam-message`, undefined, () =>
        import('@portal/domain/api/account').then((schemas) => schemas.ZUserResponse),
      ),
    onMutate: () => setBannerShown(false),
    onSuccess: (data) => setCachedUser(data.user),
    onError: () => setBannerShown(true),
  });
}
