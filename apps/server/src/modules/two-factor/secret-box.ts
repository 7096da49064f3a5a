import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { TConfig } from '../../config.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { readOrCreateSetting } from '../../platform/settings.ts';

const KEY_SETTING = 'two-factor-key';
const VERSION = 'v1';

/** Seals and opens authenticator-app secrets with AES-256-GCM; the user id is bound in as associated data. */
export type TSecretBox = {
  seal: (userId: number, secret: string) => string;
  open: (userId: number, sealed: string) => string;
};

/**
 * The key is TWO_FACTOR_KEY (required in production), so a copy of the database alone does not reveal a
 * secret. Without it (development, tests) a random key is generated once and kept in the settings table:
 * secrets are then sealed only against reading the table by itself.
 */
export async function createSecretBox(db: DbOrTx, config: TConfig): Promise<TSecretBox> {
  const key =
    config.twoFactorKey ?? Buffer.from(await readOrCreateSetting(db, KEY_SETTING, randomBytes(32).toString('base64')), 'base64');
  const aadOf = (userId: number) => Buffer.from(`totp:${userId}`);
  return {
    seal(userId, secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aadOf(userId));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    open(userId, sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || !iv || !body || !tag) throw new Error('unknown sealed secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        .setAAD(aadOf(userId))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
