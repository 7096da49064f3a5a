import { describe, expect, it } from 'vitest';
import { sanitizeRedirect } from './safe-redirect.ts';

describe('sanitizeRedirect', () => {
  it('keeps a same-site path with its query and fragment', () => {
    expect(sanitizeRedirect('/en/researcher/invoices?page=2#top')).toBe('/en/researcher/invoices?page=2#top');
  });

  it.each([
    'https://evil.example/en/home',
    'http:/evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'en/home',
    '',
  ])('drops %j', (target) => {
    expect(sanitizeRedirect(target)).toBeNull();
  });

  it('drops nothing given and overlong values', () => {
    expect(sanitizeRedirect(null)).toBeNull();
    expect(sanitizeRedirect(undefined)).toBeNull();
    expect(sanitizeRedirect(`/${'a'.repeat(2001)}`)).toBeNull();
  });
});
