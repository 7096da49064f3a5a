import type { TConfig } from '../../config.ts';
import { createSandboxWeChatProvider } from './sandbox-provider.ts';
import type { TWeChatProvider } from './wechat-provider.ts';

/**
 * The configured provider, or null when there is none. Only the sandbox exists, and never in production: its
 * phone page lets anyone confirm as any WeChat user, so WeChat sign-in is unavailable there until a real
 * adapter is written.
 */
export function createWeChatProvider(config: Pick<TConfig, 'env' | 'publicUrl'>): TWeChatProvider | null {
  if (config.env === 'production') return null;
  return createSandboxWeChatProvider(config.publicUrl);
}
