import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TCaptchaChallengeResponse } from '@portal/domain/api/grammar-check';
import type { Db } from '../../platform/db.ts';
import { readOrCreateSetting } from '../../platform/settings.ts';
import { takeThrottleSlots } from '../../platform/throttle.ts';

/**
 * A self-hosted proof-of-work captcha (no third party sees the visitor): the server hands out a signed
 * challenge; the browser searches, in a Web Worker, for a nonce whose SHA-256 over `challenge:nonce` starts
 * with `bits` zero bits (about 2^bits hashes, a second or two) and sends `challenge:nonce` with the form.
 * The server checks the signature, the age, the work, and that the challenge was not used before.
 */
export const CAPTCHA_BITS = 18;
const CHALLENGE_LIFETIME_MS = 10 * 60_000;

export function leadingZeroBits(digest: Buffer): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export function createCaptcha(db: Db, options: { bits?: number } = {}) {
  const bits = options.bits ?? CAPTCHA_BITS;
  let secret: Promise<string> | null = null;
  const secretOf = () => {
    secret ??= readOrCreateSetting(db, 'captcha-secret', randomBytes(32).toString('base64url'));
    return secret;
  };
  const sign = async (payload: string) =>
    createHmac('sha256', await secretOf())
      .update(payload)
      .digest('base64url');

  return {
    async issue(now = Date.now()): Promise<TCaptchaChallengeResponse> {
      const payload = `${bits}.${now + CHALLENGE_LIFETIME_MS}.${randomBytes(12).toString('base64url')}`;
      return { challenge: `${payload}.${await sign(payload)}`, bits };
    },

    /** Whether `response` (`challenge:nonce`) is a fresh, solved challenge of ours; it is spent by the check. */
    async verify(response: string | undefined, now = Date.now()): Promise<boolean> {
      const [challenge, nonce, ...rest] = (response ?? '').split(':');
      if (!challenge || !nonce || rest.length > 0 || nonce.length > 32) return false;
      const parts = challenge.split('.');
      if (parts.length !== 4) return false;
      const [bitsText, expiresText, , signature] = parts;
      const expected = Buffer.from(await sign(parts.slice(0, 3).join('.')));
      const given = Buffer.from(signature ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      if (Number(expiresText) < now || Number(bitsText) < bits) return false;
      if (leadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest()) < bits) return false;
      const key = `captcha:${createHash('sha256').update(challenge).digest('base64url')}`;
      // A slot of one: of two requests sending the same solution at once, one gets it.
      return (await takeThrottleSlots(db, [{ key, limit: 1, windowMs: CHALLENGE_LIFETIME_MS }])) !== null;
    },
  };
}

export type TCaptcha = ReturnType<typeof createCaptcha>;
