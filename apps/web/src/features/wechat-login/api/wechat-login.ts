import { api } from '../../../lib/api-client.ts';

const schemas = () => import('@portal/domain/api/wechat-login');

/** POST /api/auth/wechat-login: a new login code, its WeChat ticket and the address of its QR image. */
export async function createWeChatLogin() {
  return api.post('/api/auth/wechat-login', undefined, () => schemas().then((s) => s.ZWeChatLoginCreateResponse));
}

/** GET /api/auth/wechat-login/{loginCode}: polled until the phone confirms (then the session cookie is set). */
export async function pollWeChatLogin(loginCode: string) {
  return api.get(`/api/auth/wechat-login/${encodeURIComponent(loginCode)}`, () =>
    schemas().then((s) => s.ZWeChatLoginPollResponse),
  );
}
