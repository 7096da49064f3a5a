import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchingStep, otpauthUriOf, stepAt, totpCodeAt } from './totp.ts';

/** RFC 6238 Appendix B's SHA-1 key: the ASCII bytes "12345678901234567890". */
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC 6238 test vectors (their last six digits)', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, eightDigits] of vectors) {
      expect(totpCodeAt(RFC_SECRET, stepAt(seconds * 1000))).toBe(eightDigits.slice(-6));
    }
  });

  it('reads back the base32 it writes, as apps write it (lower case, spaces)', () => {
    const bytes = Buffer.from('12345678901234567890', 'ascii');
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(RFC_SECRET.toLowerCase().replace(/(.{4})/g, '$1 '))).toEqual(bytes);
  });

  it('accepts the codes of the step before and after, not two steps away', () => {
    const now = 1234567890 * 1000;
    const step = stepAt(now);
    expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, step - 1), now, 0)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, step + 1), now, 0)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, step - 2), now, 0)).toBeNull();
    expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, step + 2), now, 0)).toBeNull();
  });

  it('refuses a code of a step already used or older', () => {
    const now = 1234567890 * 1000;
    const step = stepAt(now);
    const code = totpCodeAt(RFC_SECRET, step);
    expect(matchingStep(RFC_SECRET, code, now, step)).toBeNull();
    expect(matchingStep(RFC_SECRET, code, now, step - 1)).toBe(step);
  });

  it('writes the otpauth URI apps read', () => {
    expect(otpauthUriOf('JBSWY3DPEHPK3PXP', 'Manuscript Services', 'ada@example.test')).toBe(
      'otpauth://totp/Manuscript%20Services:ada%40example.test?secret=JBSWY3DPEHPK3PXP&issuer=Manuscript+Services&algorithm=SHA1&digits=6&period=30',
    );
  });
});
