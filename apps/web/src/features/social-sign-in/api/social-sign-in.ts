import type { TLinkedAccount, TSocialLinkRequest, TSocialRegisterRequest, TSocialVerifyRequest } from '@portal/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patchCachedUser } from '../../../lib/application.ts';

type TSocialSchemas = typeof import('@portal/domain/api/social-sign-in');

/** A schema of the social sign-in calls, loaded with the first call (zod stays off the sign-in screens). */
function socialSchema<K extends keyof TSocialSchemas>(name: K): () => Promise<TSocialSchemas[K]> {
  return () => import('@portal/domain/api/social-sign-in').then((schemas) => schemas[name]);
}

/** GET /api/auth/opa/pending/{token}: the pending link the confirm-password page is about. */
export const pendingLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['social-sign-in', 'pending', token],
    queryFn: ({ signal }) =>
      api.get(`/api/auth/opa/pending/${encodeURIComponent(token)}`, socialSchema('ZSocialPendingResponse'), signal),
    retry: false,
  });

export function usePendingLink(token: string) {
  return useQuery({ ...pendingLinkQuery(token), enabled: token.length > 0 });
}

/** POST /api/auth/opa/link: the existing account's password; links the provider and signs in. */
export function useLinkWithPassword() {
  return useMutation({
    mutationFn: (request: TSocialLinkRequest) => api.post('/api/auth/opa/link', request, socialSchema('ZSocialSignedInResponse')),
  });
}

/**
 * POST /api/auth/opa/register: the confirmed information of a first social sign-in; no password. Signs in,
 * or (when the provider vouched for no address) answers that a link went to the address typed.
 */
export function useSocialRegister() {
  return useMutation({
    mutationFn: (request: TSocialRegisterRequest) =>
      api.post('/api/auth/opa/register', request, socialSchema('ZSocialRegisterResponse')),
  });
}

/** POST /api/auth/opa/register/verify: the e-mailed link's token; creates the account and signs in. */
export function useVerifySocialEmail() {
  return useMutation({
    mutationFn: (request: TSocialVerifyRequest) =>
      api.post('/api/auth/opa/register/verify', request, socialSchema('ZSocialSignedInResponse')),
  });
}

/** DELETE /api/account/linked-accounts/{id}; the cached user takes the list the server answers. */
export function useUnlinkAccount() {
  return useMutation({
    mutationFn: (account: TLinkedAccount) =>
      api.delete(`/api/account/linked-accounts/${encodeURIComponent(account.id)}`, socialSchema('ZLinkedAccountsResponse')),
    onSuccess: ({ linkedAccounts }) => patchCachedUser((user) => ({ ...user, linkedAccounts })),
  });
}

/** The browser address that starts a provider's sign-in (spec §7): a full page navigation, not a fetch. */
export function socialStartUrl(providerId: string, query: { redirect?: string | null; origin?: string | null; intent?: 'link' }) {
  const params = new URLSearchParams();
  if (query.redirect) params.set('redirect', query.redirect);
  if (query.origin) params.set('origin', query.origin);
  if (query.intent) params.set('intent', query.intent);
  const search = params.toString();
  return `/api/auth/opa/${encodeURIComponent(providerId)}${search ? `?${search}` : ''}`;
}
