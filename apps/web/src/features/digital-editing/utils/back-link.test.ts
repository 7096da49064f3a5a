import { describe, expect, it } from 'vitest';
import { backLinkOf } from './back-link.ts';

describe('backLinkOf', () => {
  it('follows a path on this site', () => {
    expect(backLinkOf('/jp/researcher/digital-editing?page=2', 'jp')).toBe('/jp/researcher/digital-editing?page=2');
  });

  it('never leads to another site, and falls back to the list', () => {
    for (const back of ['//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example', null]) {
      expect(backLinkOf(back, 'jp')).toBe('/jp/researcher/digital-editing');
    }
  });
});
