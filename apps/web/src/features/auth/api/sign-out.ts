import type { TLocalization } from '@portal/domain';
import { api } from '../../../lib/api-client.ts';
import { forgetOrderCounts } from '../../../lib/order-count-cache.ts';
import { queryClient, queryKeys } from '../../../lib/query-client.ts';
import { authSchema } from './auth-schemas.ts';

/**
 * POST /api/auth/logout, then the logout image of every other localization's site is loaded so
 * the user is signed out there too (spec §4 "Sign-out on other localizations").
 */
export async function signOut(localizations: readonly TLocalization[]): Promise<void> {
  await api.post('/api/auth/logout', undefined, authSchema('ZLogoutResponse'));
  for (const { logoutImageUrl } of localizations) {
    if (logoutImageUrl) new Image().src = logoutImageUrl;
  }
}

/** Drops what was cached for the previous user, this browser's kept order count too; the application itself stays. */
export function forgetUserData(): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== queryKeys.application[0] && query.queryKey[0] !== queryKeys.account[0],
  });
  forgetOrderCounts();
}
