import { randomBytes } from 'node:crypto';
import type { TWeChatProfile, TWeChatProvider } from './wechat-provider.ts';

/** The phone page a scanned sandbox QR code opens. */
export const SANDBOX_SCAN_PATH = '/sandbox/wechat/scan';

/** The sandbox's WeChat users; the demo data links the first to li.wei@demo.test. */
export const SANDBOX_WECHAT_USERS: readonly TWeChatProfile[] = [
  { openid: 'sandbox-openid-li-wei', unionid: 'sandbox-unionid-li-wei', nickname: '李伟 Li Wei' },
  { openid: 'sandbox-openid-wang-fang', unionid: 'sandbox-unionid-wang-fang', nickname: '王芳 Wang Fang' },
];

/** A WeChat user never seen before, as a new phone would be. */
export function newSandboxWeChatUser(): TWeChatProfile {
  const id = randomBytes(6).toString('hex');
  return { openid: `sandbox-openid-${id}`, unionid: null, nickname: `微信用户 ${id.slice(0, 4)}` };
}

/**
 * Behaves like WeChat's QR login in test mode: each login gets a fresh unguessable ticket, and its QR code
 * opens the sandbox phone page, where the tester picks a WeChat user and confirms or refuses.
 */
export function createSandboxWeChatProvider(publicUrl: string): TWeChatProvider {
  return {
    name: 'sandbox',
    async createQrLogin() {
      const ticket = `sbx_${randomBytes(24).toString('base64url')}`;
      return { ticket, qrContent: `${publicUrl}${SANDBOX_SCAN_PATH}?ticket=${encodeURIComponent(ticket)}` };
    },
  };
}
