import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { twoFactorSchema } from '../../../lib/lazy-schemas.ts';

export const twoFactorKeys = { settings: ['account', 'two-factor'] as const };

/** GET /api/account/two-factor: the account's factors (never a secret). */
export const twoFactorSettingsQuery = queryOptions({
  queryKey: twoFactorKeys.settings,
  queryFn: ({ signal }) => api.get('/api/account/two-factor', twoFactorSchema('ZTwoFactorSettingsResponse'), signal),
});

export function useTwoFactorSettings() {
  return useQuery(twoFactorSettingsQuery);
}
