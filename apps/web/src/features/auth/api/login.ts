import { MESSAGE, type TLoginRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { authSchema } from './auth-schemas.ts';

/**
 * POST /api/auth/login. A refusal arrives as 401 with the reason in `error`; 429 when throttled. An account
 * with a second factor answers `secondFactor` instead of a user: the second step finishes the sign-in.
 */
async function login(request: TLoginRequest) {
  const response = await api.post('/api/auth/login', request, authSchema('ZLoginResponse'));
  if (response.secondFactor) return { isSecondFactorNeeded: true as const };
  if (!response.loggedIn || !response.user) throw new ApiError(401, response.error ?? MESSAGE.loginFailed);
  return { isSecondFactorNeeded: false as const, ...response, user: response.user };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
