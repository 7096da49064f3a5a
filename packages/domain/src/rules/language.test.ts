import { describe, expect, it } from 'vitest';
import { isSafeRedirect, segmentOf, toLocale, toSegment, withLanguageSegment } from './language.ts';

describe('toLocale and toSegment', () => {
  it('maps each language segment to its locale', () => {
    expect(['en', 'cn', 'jp', 'br', 'es'].map((segment) => toLocale(segment))).toEqual([
      'en_US',
      'zh_CN',
      'ja_JP',
      'pt_BR',
      'es_ES',
    ]);
  });

  it('keeps a locale as it is and maps it back to its segment', () => {
    expect(toLocale('ja_JP')).toBe('ja_JP');
    expect(toSegment('zh_CN')).toBe('cn');
    expect(toSegment('pt_BR')).toBe('br');
  });

  it('falls back to American English for anything else', () => {
    expect(toLocale('de')).toBe('en_US');
    expect(toLocale('')).toBe('en_US');
    expect(toLocale(null)).toBe('en_US');
    expect(toLocale(undefined)).toBe('en_US');
    expect(toSegment('fr_FR')).toBe('en');
  });
});

describe('withLanguageSegment', () => {
  it('puts the segment in front of a path that lacks one, keeping the query and hash', () => {
    expect(withLanguageSegment('/researcher/prepay?tab=credits&x=1#top', 'jp')).toBe('/jp/researcher/prepay?tab=credits&x=1#top');
  });

  it('replaces the segment a path already has', () => {
    expect(withLanguageSegment('/en/account/addresses/3?from=list', 'br')).toBe('/br/account/addresses/3?from=list');
  });

  it('turns the root and a bare query into the bare language path', () => {
    expect(withLanguageSegment('/', 'cn')).toBe('/cn');
    expect(withLanguageSegment('/?logout=1', 'es')).toBe('/es?logout=1');
  });

  it('adds the leading slash to a relative path and keeps a first part that only looks like a language', () => {
    expect(withLanguageSegment('account', 'en')).toBe('/en/account');
    expect(withLanguageSegment('/english/page', 'jp')).toBe('/jp/english/page');
  });
});

describe('segmentOf', () => {
  it('finds the language segment at the start of a path, and nothing elsewhere', () => {
    expect(segmentOf('/cn/researcher')).toBe('cn');
    expect(segmentOf('/researcher/cn')).toBeUndefined();
    expect(segmentOf('/')).toBeUndefined();
  });
});

describe('isSafeRedirect', () => {
  it('accepts a path on this site, with its query', () => {
    expect(isSafeRedirect('/researcher/prepay?tab=credits')).toBe(true);
    expect(isSafeRedirect('/')).toBe(true);
  });

  it.each(['//evil.com', '//evil.com/en/login', 'https://evil.com', 'http://evil.com/', 'javascript:alert(1)'])(
    'refuses the protocol-relative or absolute address %s',
    (target) => {
      expect(isSafeRedirect(target)).toBe(false);
    },
  );

  it('refuses a backslash that browsers read as a second slash', () => {
    expect(isSafeRedirect('/\\evil.com')).toBe(false);
  });

  it('refuses a tab or newline, which browsers drop to leave //evil.com', () => {
    for (const target of ['/\t/evil.com', '/\n/evil.com', '/\r/evil.com']) {
      expect(new URL(target, 'https://portal.example').host).toBe('evil.com');
      expect(isSafeRedirect(target)).toBe(false);
    }
  });

  it('refuses nothing at all', () => {
    expect(isSafeRedirect('')).toBe(false);
    expect(isSafeRedirect(null)).toBe(false);
    expect(isSafeRedirect(undefined)).toBe(false);
  });
});
