import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../test/test-app.ts';
import { createCaptcha, leadingZeroBits } from './captcha.ts';

function solve(challenge: string, bits: number): string {
  for (let nonce = 0; ; nonce += 1) {
    if (leadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest()) >= bits) return `${challenge}:${nonce}`;
  }
}

describe('leading zero bits', () => {
  it('counts the zero bits before the first one', () => {
    expect(leadingZeroBits(Buffer.from([0x00, 0x00, 0x01]))).toBe(23);
    expect(leadingZeroBits(Buffer.from([0x0f]))).toBe(4);
    expect(leadingZeroBits(Buffer.from([0x80]))).toBe(0);
  });
});

describe('proof-of-work captcha', () => {
  const t = withTestApp('pglite');

  it('accepts a solved challenge once, and refuses one expired, unsolved, tampered or of easier work', async () => {
    const captcha = createCaptcha(t.db, { bits: 8 });
    const { challenge, bits } = await captcha.issue();
    const solution = solve(challenge, bits);
    expect(await captcha.verify(solution)).toBe(true);
    expect(await captcha.verify(solution)).toBe(false);

    const expired = await captcha.issue(Date.now() - 11 * 60_000);
    expect(await captcha.verify(solve(expired.challenge, expired.bits))).toBe(false);

    const fresh = await captcha.issue();
    const [payload, nonce] = solve(fresh.challenge, fresh.bits).split(':');
    let unsolved = 0;
    while (leadingZeroBits(createHash('sha256').update(`${payload}:${unsolved}`).digest()) >= fresh.bits) unsolved += 1;
    expect(await captcha.verify(`${payload}:${unsolved}`)).toBe(false);
    expect(await captcha.verify(`${payload?.replace(/^8\./, '9.')}:${nonce}`)).toBe(false);
    expect(await captcha.verify(undefined)).toBe(false);

    const easier = await createCaptcha(t.db, { bits: 2 }).issue();
    expect(await captcha.verify(solve(easier.challenge, easier.bits))).toBe(false);
  });
});
