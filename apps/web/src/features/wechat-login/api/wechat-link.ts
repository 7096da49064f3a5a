import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

const schemas = () => import('@portal/domain/api/wechat-login');

const linkedWeChatKey = ['account', 'wechat'] as const;

/** GET /api/account/wechat: the WeChat user linked to the signed-in account. */
export const linkedWeChatQuery = queryOptions({
  queryKey: linkedWeChatKey,
  queryFn: ({ signal }) => api.get('/api/account/wechat', () => schemas().then((s) => s.ZWeChatAccountResponse), signal),
});

export function useLinkedWeChat() {
  return useQuery(linkedWeChatQuery);
}

/** POST /api/account/wechat-link: a code and QR that link the WeChat user who confirms it. */
export async function createWeChatLink() {
  return api.post('/api/account/wechat-link', undefined, () => schemas().then((s) => s.ZWeChatLoginCreateResponse));
}

/** GET /api/account/wechat-link/{loginCode}: polled until the phone confirms. */
export async function pollWeChatLink(loginCode: string) {
  return api.get(`/api/account/wechat-link/${encodeURIComponent(loginCode)}`, () =>
    schemas().then((s) => s.ZWeChatLinkPollResponse),
  );
}

export function setLinkedWeChat(wechat: { nickname: string; linkedAt: string } | null): void {
  queryClient.setQueryData(linkedWeChatKey, { wechat });
}

/** DELETE /api/account/wechat. */
export function useUnlinkWeChat() {
  return useMutation({
    mutationFn: () => api.delete('/api/account/wechat', () => schemas().then((s) => s.ZWeChatAccountResponse)),
    onSuccess: () => setLinkedWeChat(null),
  });
}
