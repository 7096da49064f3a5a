import type { TTwoFactorProof } from '@portal/domain/api/two-factor';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { twoFactorSchema } from '../../../lib/lazy-schemas.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { twoFactorKeys } from './get-two-factor-settings.ts';

/** POST /api/account/two-factor/recovery-codes: a new set (shown once), the old one void. */
export function useRenewRecoveryCodes() {
  return useMutation({
    mutationFn: (proof: TTwoFactorProof) =>
      api.post('/api/account/two-factor/recovery-codes', proof, twoFactorSchema('ZRecoveryCodesResponse')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.settings }),
  });
}
