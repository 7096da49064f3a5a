import type { TSecondFactorRequest } from '@portal/domain/api/two-factor';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { twoFactorSchema } from '../../../lib/lazy-schemas.ts';
import { signWithPasskey } from '../../../lib/webauthn.ts';

/** GET /api/auth/two-factor: how the pending sign-in can be finished (401 two-factor-expired without one). */
export function usePendingSignIn() {
  return useQuery({
    queryKey: ['auth', 'two-factor'],
    queryFn: ({ signal }) => api.get('/api/auth/two-factor', twoFactorSchema('ZPendingSignInResponse'), signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const finish = (request: TSecondFactorRequest) =>
  api.post('/api/auth/two-factor', request, twoFactorSchema('ZSecondFactorResponse'));

/** POST /api/auth/two-factor with a code (app or recovery). */
export function useFinishWithCode() {
  return useMutation({ mutationFn: finish });
}

/** POST /api/auth/two-factor/passkey-options, the browser's passkey dialog, then POST /api/auth/two-factor. */
export function useFinishWithPasskey() {
  return useMutation({
    mutationFn: async () => {
      const options = await api.post('/api/auth/two-factor/passkey-options', undefined, twoFactorSchema('ZPasskeyOptions'));
      return finish({ method: 'passkey', response: await signWithPasskey(options) });
    },
  });
}
