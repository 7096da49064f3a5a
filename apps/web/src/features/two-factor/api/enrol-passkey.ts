import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { twoFactorSchema } from '../../../lib/lazy-schemas.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { createPasskey } from '../../../lib/webauthn.ts';
import { twoFactorKeys } from './get-two-factor-settings.ts';

/**
 * POST /api/account/two-factor/passkeys/options, the browser's passkey dialog, then POST
 * /api/account/two-factor/passkeys with the new passkey's answer and its name.
 */
export function useAddPasskey() {
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await api.post('/api/account/two-factor/passkeys/options', undefined, twoFactorSchema('ZPasskeyOptions'));
      const response = await createPasskey(options);
      return api.post('/api/account/two-factor/passkeys', { name, response }, twoFactorSchema('ZEnrolmentResponse'));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.settings }),
  });
}
