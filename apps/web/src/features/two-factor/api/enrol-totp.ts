import type { TTotpConfirmRequest } from '@portal/domain/api/two-factor';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { twoFactorSchema } from '../../../lib/lazy-schemas.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { twoFactorKeys } from './get-two-factor-settings.ts';

/** POST /api/account/two-factor/totp: a new secret and its QR code, until confirmed. */
export function useStartTotpSetup() {
  return useMutation({
    mutationFn: () => api.post('/api/account/two-factor/totp', undefined, twoFactorSchema('ZTotpSetupResponse')),
  });
}

/** POST /api/account/two-factor/totp/confirm: the app's first code turns it on; the first factor brings recovery codes. */
export function useConfirmTotp() {
  return useMutation({
    mutationFn: (request: TTotpConfirmRequest) =>
      api.post('/api/account/two-factor/totp/confirm', request, twoFactorSchema('ZEnrolmentResponse')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.settings }),
  });
}
