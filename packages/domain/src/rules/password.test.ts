import { describe, expect, it } from 'vitest';
import { isValidPassword } from './password.ts';

describe('isValidPassword', () => {
  it('refuses 7 characters and accepts 8', () => {
    expect(isValidPassword('1234567')).toBe(false);
    expect(isValidPassword('12345678')).toBe(true);
  });

  it('accepts 128 characters and refuses 129', () => {
    expect(isValidPassword('p'.repeat(128))).toBe(true);
    expect(isValidPassword('p'.repeat(129))).toBe(false);
  });

  it('refuses a password of spaces only', () => {
    expect(isValidPassword(' '.repeat(12))).toBe(false);
  });
});
