import type { TResetPasswordRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authSchema } from './auth-schemas.ts';

/** POST /api/auth/request-password-reset: the same answer whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post('/api/auth/request-password-reset', { email }, authSchema('ZRequestPasswordResetResponse')),
  });
}

/** POST /api/auth/reset-password: answers where the browser goes next. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (request: TResetPasswordRequest) =>
      api.post('/api/auth/reset-password', request, authSchema('ZResetPasswordResponse')),
  });
}
