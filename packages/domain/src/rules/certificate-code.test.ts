import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_ALPHABET, certificateCodeFrom, isIssuedCertificateCode, isSha256Hex } from './certificate-code.ts';

describe('certificate codes', () => {
  it('are twelve characters in three groups of four', () => {
    const code = certificateCodeFrom(randomInt);
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(isIssuedCertificateCode(code)).toBe(true);
  });

  it('never use characters people confuse (0 and O, 1, I and L)', () => {
    for (const confusable of ['0', 'O', '1', 'I', 'L']) expect(CERTIFICATE_CODE_ALPHABET).not.toContain(confusable);
    const codes = Array.from({ length: 500 }, () => certificateCodeFrom(randomInt)).join('');
    expect(codes).not.toMatch(/[01OIL]/);
  });

  it('take each character from the random source, so every character of the alphabet can appear anywhere', () => {
    const last = CERTIFICATE_CODE_ALPHABET.length - 1;
    expect(certificateCodeFrom(() => 0)).toBe('AAAA-AAAA-AAAA');
    expect(certificateCodeFrom(() => last)).toBe('9999-9999-9999');
    let i = 0;
    expect(certificateCodeFrom(() => i++ % CERTIFICATE_CODE_ALPHABET.length)).toBe('ABCD-EFGH-JKMN');
  });

  it('differ from one draw to the next', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => certificateCodeFrom(randomInt)));
    expect(codes.size).toBe(1000);
  });

  it('are told apart from other shapes: lower case, missing dashes, confusable characters, wrong length', () => {
    for (const code of [
      'k7qm-2xwd-9htb',
      'K7QM2XWD9HTB',
      'K7QM-2XWD-9HT0',
      'K7QM-2XWD',
      'K7QM-2XWD-9HTB-AAAA',
      ' K7QM-2XWD-9HTB',
    ])
      expect(isIssuedCertificateCode(code), code).toBe(false);
    expect(isIssuedCertificateCode('K7QM-2XWD-9HTB')).toBe(true);
  });
});

describe('the file hash a certificate binds', () => {
  it('is 64 lower-case hexadecimal characters', () => {
    expect(isSha256Hex('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')).toBe(true);
    expect(isSha256Hex('E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855')).toBe(false);
    expect(isSha256Hex('e3b0c442')).toBe(false);
  });
});
