import type { TConfig } from './config.ts';
import { loadOidcConfig } from './integrations/oidc/oidc-config.ts';
import { hasSandboxPages, loadPaymentConfig } from './integrations/payments/payment-config.ts';
import { createWeChatProvider } from './integrations/wechat/create-wechat-provider.ts';

type TSandboxConfig = Pick<
  TConfig,
  'env' | 'publicUrl' | 'isMailboxEnabled' | 'isMailboxRemoteAllowed' | 'isSandboxRemoteAllowed'
>;

/**
 * What `npm start` says about the built-in stand-ins that sign anyone in or approve any payment: which are on
 * and who may reach them. Asked of the same functions that decide whether each is registered.
 */
export function describeSandboxes(config: TSandboxConfig, env: NodeJS.ProcessEnv = process.env): string[] {
  const oidc = loadOidcConfig(config, env).providers.filter((provider) => provider.isSandbox);
  const sandboxes = [
    ...(hasSandboxPages(loadPaymentConfig(env), config.env) ? ['payments'] : []),
    ...(oidc.length > 0 ? [`OpenID (${oidc.map((provider) => provider.name).join(', ')})`] : []),
    ...(createWeChatProvider(config)?.name === 'sandbox' ? ['WeChat'] : []),
  ];
  const localOnly = config.isSandboxRemoteAllowed ? [] : sandboxes;
  const remote = config.isSandboxRemoteAllowed ? sandboxes : [];
  if (config.isMailboxEnabled) (config.isMailboxRemoteAllowed ? remote : localOnly).push('mailbox');
  const lines: string[] = [];
  if (localOnly.length > 0) lines.push(`sandboxes on (this machine only): ${localOnly.join(', ')}`);
  if (remote.length > 0) {
    const setting = config.isSandboxRemoteAllowed ? 'SANDBOX_ALLOW_REMOTE' : 'MAILBOX_ALLOW_REMOTE';
    lines.push(`sandboxes on (open to every client, ${setting}=true): ${remote.join(', ')}`);
  }
  return lines.length > 0 ? lines : ['sandboxes off'];
}
