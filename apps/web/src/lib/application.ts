import {
  APPLICATION_LOAD_CACHE_MS,
  LOAD_RETRY_LIMIT,
  type TAccountResponse,
  type TLoadResponse,
  type TUser,
  USER_DATA_CACHE_MS,
} from '@portal/domain';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { api, serverChecked, type TResponseSchema } from './api-client.ts';
import { queryClient, queryKeys } from './query-client.ts';

/**
 * The load's answer, typed as the server checked it, with one check of its own: an answer without the
 * application fails like a load that never came, so it ends on 'Unable to load application' (researcher-area §8)
 * instead of a screen that cannot render.
 */
export const applicationLoadSchema: TResponseSchema<TLoadResponse> = {
  parse(payload) {
    const application = (payload as { application?: unknown } | null)?.application;
    if (typeof application !== 'object' || application === null) throw new Error('the load answered without an application');
    return payload as TLoadResponse;
  },
};

/** GET /api/researcher/load: retried up to 10 times, kept 10 minutes (spec §9). */
export const applicationQuery = queryOptions({
  queryKey: queryKeys.application,
  queryFn: ({ signal }) => api.get('/api/researcher/load', applicationLoadSchema, signal),
  staleTime: APPLICATION_LOAD_CACHE_MS,
  gcTime: APPLICATION_LOAD_CACHE_MS,
  retry: LOAD_RETRY_LIMIT,
  retryDelay: (attempt) => Math.min(250 * 2 ** attempt, 3000),
});

/** GET /api/account: the signed-in user (or `loggedIn: false`), kept 10 minutes. */
export const accountQuery = queryOptions({
  queryKey: queryKeys.account,
  queryFn: ({ signal }) => api.get('/api/account', serverChecked<TAccountResponse>(), signal),
  staleTime: USER_DATA_CACHE_MS,
  gcTime: USER_DATA_CACHE_MS,
  retry: LOAD_RETRY_LIMIT,
});

export function useApplication() {
  return useSuspenseQuery(applicationQuery).data.application;
}

export function useAccount() {
  return useQuery(accountQuery);
}

/** The signed-in user; only for screens behind the login guard. */
export function useUser(): TUser {
  const { data } = useSuspenseQuery(accountQuery);
  if (!data.user.loggedIn) throw new Error('useUser used on a signed-out screen');
  return data.user;
}

/** Replaces the cached user after a call returned a fresh one. */
export function setCachedUser(user: TUser): void {
  queryClient.setQueryData(queryKeys.account, (old: { foundUsOptions: string[] } | undefined) => ({
    foundUsOptions: old?.foundUsOptions ?? [],
    user,
  }));
}

/** Updates some fields of the cached user, e.g. an address removed at once before the call returns. */
export function patchCachedUser(patch: (user: TUser) => TUser): void {
  queryClient.setQueryData(
    queryKeys.account,
    (old: { foundUsOptions: string[]; user: TUser | { loggedIn: false } } | undefined) =>
      old?.user.loggedIn ? { ...old, user: patch(old.user) } : old,
  );
}

/** Session invalid: the user is signed out in the cache; guards send them to login. */
export function invalidateUser(): void {
  queryClient.setQueryData(queryKeys.account, (old: { foundUsOptions: string[] } | undefined) => ({
    foundUsOptions: old?.foundUsOptions ?? [],
    user: { loggedIn: false as const },
  }));
}

/**
 * Starts a signed-in screen's first reads early (a route module's `prefetch`), once the account load started at
 * start-up says someone is signed in: a visitor's screen is turned away by the shell, and its reads would only
 * be refused.
 */
export function prefetchWhenSignedIn(start: () => void): void {
  queryClient
    .fetchQuery(accountQuery)
    .then((account) => {
      if (account.user.loggedIn) start();
    })
    .catch(() => undefined);
}
