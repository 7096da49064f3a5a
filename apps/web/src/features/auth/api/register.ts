import type { TRegisterRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authSchema } from './auth-schemas.ts';

/** POST /api/auth/researcher_exists: stage one of registration. */
export function useResearcherExists() {
  return useMutation({
    mutationFn: (email: string) => api.post('/api/auth/researcher_exists', { email }, authSchema('ZResearcherExistsResponse')),
  });
}

/** POST /api/auth/register: creates the account and signs it in (the session cookie comes with the answer). */
export function useRegister() {
  return useMutation({
    mutationFn: (request: TRegisterRequest) => api.post('/api/auth/register', request, authSchema('ZRegisterResponse')),
  });
}
