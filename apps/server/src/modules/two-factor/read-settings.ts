import type { TTwoFactorSettingsResponse } from '@portal/domain/api/two-factor';
import type { TAuth } from '../../platform/sessions.ts';
import { findPasskeys, findTotp, recoveryCodesLeft, type TTwoFactorDeps } from './factors.ts';

const isoOf = (date: Date | null) => (date ? date.toISOString() : null);

/** GET /api/account/two-factor: the security card's factors, without any secret. */
export async function readTwoFactorSettings(deps: TTwoFactorDeps, auth: TAuth): Promise<TTwoFactorSettingsResponse> {
  const [totp, keys, codes] = await Promise.all([
    findTotp(deps.db, auth.user.id),
    findPasskeys(deps.db, auth.user.id),
    recoveryCodesLeft(deps.db, auth.user.id),
  ]);
  return {
    isRequired: auth.user.role === 'staff',
    totp: totp ? { createdAt: totp.createdAt.toISOString(), lastUsedAt: isoOf(totp.lastUsedAt) } : null,
    passkeys: keys.map((key) => ({
      id: key.id,
      name: key.name,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: isoOf(key.lastUsedAt),
    })),
    recoveryCodes: codes.createdAt ? { remaining: codes.remaining, createdAt: codes.createdAt.toISOString() } : null,
    hasPassword: auth.user.passwordHash !== null,
  };
}
